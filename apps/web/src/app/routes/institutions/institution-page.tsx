import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { InstitutionDetail } from '../../../features/institutions/components/institution-detail.tsx';

/** `/app/institutions/:id` (PRO only). */
export function InstitutionPage() {
  const { t } = useTranslation('institutions');
  const { id = '' } = useParams();
  usePageTitle(t('detail.title'));
  return <InstitutionDetail key={id} id={id} />;
}
