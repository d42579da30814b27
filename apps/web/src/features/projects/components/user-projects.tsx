import { useTranslation } from 'react-i18next';
import { ProjectList } from './project-list.tsx';

/** The profile's Projects tab: the projects the user belongs to, newest membership first. */
export function UserProjects({ username }: { username: string }) {
  const { t } = useTranslation('projects');
  return <ProjectList filter={{ member: username }} emptyText={t('list.emptyProfile')} />;
}
