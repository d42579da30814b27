import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page-title.tsx';
import { ProjectCatalogue } from '../../../features/projects/components/project-catalogue.tsx';

/** `/app/projects`: the catalogue. */
export function ProjectsPage() {
  const { t } = useTranslation('projects');
  usePageTitle(t('title'));
  return <ProjectCatalogue />;
}
