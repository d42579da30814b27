import { useParams } from 'react-router';
import { ProjectEditor } from '../../../features/projects/components/project-editor.tsx';

/** `/app/projects/:id/edit` (owners). */
export function ProjectEditPage() {
  const { id = '' } = useParams();
  return <ProjectEditor key={id} id={id} />;
}
