import { Stack } from '@mantine/core';
import { RelationsList } from './relations-list.tsx';

/** The settings' Privacy tab: blocked and muted people. */
export function PrivacySettings() {
  return (
    <Stack gap="xl">
      <RelationsList />
    </Stack>
  );
}
