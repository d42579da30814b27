import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { AdmissionAdmin } from '../../../features/admin-catalog/components/admission-admin.tsx';
import { CatalogGate } from './catalog-gate.tsx';

export function AdminAdmissionPage() {
  const { t } = useTranslation('admin-institutions');
  usePageTitle(t('pageTitles.admission'));
  return (
    <CatalogGate>
      <AdmissionAdmin />
    </CatalogGate>
  );
}
