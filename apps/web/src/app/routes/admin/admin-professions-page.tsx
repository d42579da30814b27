import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { ProfessionsTable } from '../../../features/admin-catalog/components/professions-table.tsx';
import { CatalogGate } from './catalog-gate.tsx';

export function AdminProfessionsPage() {
  const { t } = useTranslation('admin-catalog');
  usePageTitle(t('pageTitles.professions'));
  return (
    <CatalogGate>
      <ProfessionsTable />
    </CatalogGate>
  );
}
