import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { InstitutionEditor } from '../../../features/admin-catalog/components/institution-editor.tsx';
import { CatalogGate } from './catalog-gate.tsx';

export function AdminInstitutionPage() {
  const { t } = useTranslation('admin-institutions');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  usePageTitle(t('pageTitles.institution'));
  return (
    <CatalogGate>
      <InstitutionEditor key={id} id={id} onDeleted={() => void navigate('/admin/institutions', { replace: true })} />
    </CatalogGate>
  );
}
