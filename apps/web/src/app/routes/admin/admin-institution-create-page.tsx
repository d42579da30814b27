import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { InstitutionForm } from '../../../features/admin-catalog/components/institution-form.tsx';
import { CatalogGate } from './catalog-gate.tsx';

export function AdminInstitutionCreatePage() {
  const { t } = useTranslation('admin-institutions');
  const navigate = useNavigate();
  usePageTitle(t('pageTitles.institutionCreate'));
  return (
    <CatalogGate>
      <Stack gap="lg">
        <Title order={1}>{t('pageTitles.institutionCreate')}</Title>
        <InstitutionForm onSaved={(saved) => void navigate(`/admin/institutions/${saved.id}`, { replace: true })} />
      </Stack>
    </CatalogGate>
  );
}
