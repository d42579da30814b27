import { Stack } from '@mantine/core';
import { DataExport } from './data-export.tsx';
import { DeleteAccount } from './delete-account.tsx';
import { RelationsList } from './relations-list.tsx';
import { VisibilitySwitch } from './visibility-switch.tsx';

/** The settings' Privacy tab: who sees the profile, blocked and muted people, a copy of one's data, and deleting the account. */
export function PrivacySettings() {
  return (
    <Stack gap="xl">
      <VisibilitySwitch />
      <RelationsList />
      <DataExport />
      <DeleteAccount />
    </Stack>
  );
}
