import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { InstitutionsTable } from '../../../features/admin-catalog/components/institutions-table.tsx';
import { CatalogGate } from './catalog-gate.tsx';

export function AdminInstitutionsPage() {
  const { t } = useTranslation('admin-institutions');
  usePageTitle(t('pageTitles.institutions'));
  return (
    <CatalogGate>
      <InstitutionsTable />
    </CatalogGate>
  );
}
