import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { ProfessionForm } from '../../../features/admin-catalog/components/profession-form.tsx';
import { CatalogGate } from './catalog-gate.tsx';

export function AdminProfessionCreatePage() {
  const { t } = useTranslation('admin-catalog');
  const navigate = useNavigate();
  usePageTitle(t('pageTitles.professionCreate'));
  return (
    <CatalogGate>
      <Stack gap="lg">
        <Title order={1}>{t('pageTitles.professionCreate')}</Title>
        <ProfessionForm onSaved={(saved) => void navigate(`/admin/professions/${saved.id}`, { replace: true })} />
      </Stack>
    </CatalogGate>
  );
}
