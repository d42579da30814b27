import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { PrivacySettings } from '../../../features/privacy/components/privacy-settings.tsx';
import { SettingsView } from '../../../features/settings/components/settings-view.tsx';

/** `/app/settings`: the settings forms, and the privacy feature's tab. */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" data-testid="page-settings">
      <Title order={1}>{t('title')}</Title>
      <SettingsView privacy={<PrivacySettings />} />
    </Stack>
  );
}
