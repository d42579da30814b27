import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { CountriesTable } from '../../../features/admin-catalog/components/countries-table.tsx';
import { CatalogGate } from './catalog-gate.tsx';

export function AdminCountriesPage() {
  const { t } = useTranslation('admin-institutions');
  usePageTitle(t('pageTitles.countries'));
  return (
    <CatalogGate>
      <CountriesTable />
    </CatalogGate>
  );
}
