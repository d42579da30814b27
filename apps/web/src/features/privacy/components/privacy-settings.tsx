import { Stack } from '@mantine/core';
import { DeleteAccount } from './delete-account.tsx';
import { RelationsList } from './relations-list.tsx';

/** The settings' Privacy tab: blocked and muted people, and deleting the account. */
export function PrivacySettings() {
  return (
    <Stack gap="xl">
      <RelationsList />
      <DeleteAccount />
    </Stack>
  );
}
