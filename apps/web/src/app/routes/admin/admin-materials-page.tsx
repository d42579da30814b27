import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { MaterialsTable } from '../../../features/admin-catalog/components/materials-table.tsx';
import { CatalogGate } from './catalog-gate.tsx';

export function AdminMaterialsPage() {
  const { t } = useTranslation('admin-catalog');
  usePageTitle(t('pageTitles.materials'));
  return (
    <CatalogGate>
      <MaterialsTable />
    </CatalogGate>
  );
}
