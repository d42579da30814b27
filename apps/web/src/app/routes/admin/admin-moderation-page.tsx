import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { ModerationQueue } from '../../../features/moderation/components/moderation-queue.tsx';

/** `/admin/moderation`: platform admins see every report; an organisation's staff and admins, their members'. */
export function AdminModerationPage() {
  const { t } = useTranslation('moderation');
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" data-testid="page-admin-moderation">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </Stack>
      <ModerationQueue />
    </Stack>
  );
}
