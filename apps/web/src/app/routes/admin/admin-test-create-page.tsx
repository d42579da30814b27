import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { useTestCategories } from '../../../features/admin-tests/api/get-test-categories.ts';
import { TestEditor } from '../../../features/admin-tests/components/test-editor.tsx';
import { CatalogGate } from './catalog-gate.tsx';

export function AdminTestCreatePage() {
  const { t } = useTranslation('admin-tests');
  usePageTitle(t('pageTitles.create'));
  return (
    <CatalogGate>
      <CreateTest />
    </CatalogGate>
  );
}

function CreateTest() {
  const navigate = useNavigate();
  const categories = useTestCategories();
  return (
    <TestEditor
      categories={categories.data?.items ?? []}
      onCreated={(test) => void navigate(`/admin/tests/${test.id}`, { replace: true })}
    />
  );
}
