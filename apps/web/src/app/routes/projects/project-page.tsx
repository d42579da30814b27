import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { Composer } from '../../../features/feed/components/composer.tsx';
import { PostList } from '../../../features/feed/components/post-list.tsx';
import { ProjectView } from '../../../features/projects/components/project-view.tsx';

/** `/app/projects/:id`: the project, with its posts from the feed (and the feed's composer for members). */
export function ProjectPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('projects');
  const me = useMe().data;
  return (
    <ProjectView
      key={id}
      id={id}
      meId={me?.id ?? null}
      posts={(project) => (
        <Stack gap="md">
          {project.myRole && <Composer projectId={project.id} />}
          <PostList filter={{ project: project.id }} emptyText={t('posts.empty')} />
        </Stack>
      )}
    />
  );
}
