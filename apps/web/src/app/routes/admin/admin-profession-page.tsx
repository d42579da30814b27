import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { ProfessionEditor } from '../../../features/admin-catalog/components/profession-editor.tsx';
import { CatalogGate } from './catalog-gate.tsx';

export function AdminProfessionPage() {
  const { t } = useTranslation('admin-catalog');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  usePageTitle(t('pageTitles.profession'));
  return (
    <CatalogGate>
      <ProfessionEditor id={id} onDeleted={() => void navigate('/admin/professions', { replace: true })} />
    </CatalogGate>
  );
}
