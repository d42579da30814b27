import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { TestCategoriesManager } from '../../../features/admin-tests/components/test-categories-manager.tsx';
import { CatalogGate } from './catalog-gate.tsx';

export function AdminTestCategoriesPage() {
  const { t } = useTranslation('admin-tests');
  usePageTitle(t('pageTitles.categories'));
  return (
    <CatalogGate>
      <TestCategoriesManager />
    </CatalogGate>
  );
}
