import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { AdminTestsList } from '../../../features/admin-tests/components/admin-tests-list.tsx';
import { CatalogGate } from './catalog-gate.tsx';

export function AdminTestsPage() {
  const { t } = useTranslation('admin-tests');
  usePageTitle(t('pageTitles.list'));
  return (
    <CatalogGate>
      <AdminTestsList />
    </CatalogGate>
  );
}
