import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { SettingsView } from '../../../features/settings/components/settings-view.tsx';

/** `/app/settings`. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" data-testid="page-settings">
      <Title order={1}>{t('title')}</Title>
      <SettingsView />
    </Stack>
  );
}
