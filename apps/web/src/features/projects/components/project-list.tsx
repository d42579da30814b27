import { Alert, Button, Card, Center, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjects, type TProjectsFilter } from '../api/get-projects.ts';
import { projectErrorMessage } from './project-error.ts';
import { ProjectCard } from './project-card.tsx';

/** Cards of a filtered list with loading, error (retry), empty states (with an optional way out) and "load more" by cursor. */
export function ProjectList({
  filter,
  emptyText,
  emptyAction,
}: {
  filter: TProjectsFilter;
  emptyText: string;
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('projects');
  const query = useProjects(filter);
  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t('errors.load')} role="alert">
        <Group justify="space-between">
          <Text size="sm">{projectErrorMessage(t, query.error, 'projects:errors.load')}</Text>
          <Button variant="light" color="red" onClick={() => void query.refetch()}>
            {t('states.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl" data-testid="projects-empty">
        <Stack align="center" gap="xs">
          <IconMoodEmpty size={36} aria-hidden />
          <Text c="dimmed" ta="center">
            {emptyText}
          </Text>
          {emptyAction}
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="project-list">
        {items.map((project) => (
          <ProjectCard key={project.id} project={project} />
        ))}
      </SimpleGrid>
      {query.hasNextPage && (
        <Center>
          <Button
            variant="light"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
            data-testid="projects-more"
          >
            {t('list.more')}
          </Button>
        </Center>
      )}
      {query.isFetchNextPageError && (
        <Text c="red" size="sm" ta="center" role="alert">
          {t('errors.load')}
        </Text>
      )}
    </Stack>
  );
}
