import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { PersonalityView } from '../../../features/personality/components/personality-view.tsx';

/** `/app/personality`. */
export function PersonalityPage() {
  const { t } = useTranslation('personality');
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" data-testid="page-personality">
      <Title order={1}>{t('title')}</Title>
      <PersonalityView />
    </Stack>
  );
}
