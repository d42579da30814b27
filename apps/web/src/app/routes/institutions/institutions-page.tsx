import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { InstitutionsView } from '../../../features/institutions/components/institutions-view.tsx';

/** `/app/institutions` (PRO only). */
export function InstitutionsPage() {
  const { t } = useTranslation('institutions');
  usePageTitle(t('title'));
  return (
    <Stack gap="lg" data-testid="page-institutions">
      <Title order={1}>{t('title')}</Title>
      <InstitutionsView />
    </Stack>
  );
}
