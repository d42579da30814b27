import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { CitiesTable } from '../../../features/admin-catalog/components/cities-table.tsx';
import { CatalogGate } from './catalog-gate.tsx';

export function AdminCitiesPage() {
  const { t } = useTranslation('admin-institutions');
  usePageTitle(t('pageTitles.cities'));
  return (
    <CatalogGate>
      <CitiesTable />
    </CatalogGate>
  );
}
