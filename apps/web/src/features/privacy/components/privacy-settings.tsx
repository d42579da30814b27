import { Stack } from '@mantine/core';
import { DeleteAccount } from './delete-account.tsx';
import { RelationsList } from './relations-list.tsx';
import { VisibilitySwitch } from './visibility-switch.tsx';

/** The settings' Privacy tab: who sees the profile, blocked and muted people, and deleting the account. */
export function PrivacySettings() {
  return (
    <Stack gap="xl">
      <VisibilitySwitch />
      <RelationsList />
      <DeleteAccount />
    </Stack>
  );
}
