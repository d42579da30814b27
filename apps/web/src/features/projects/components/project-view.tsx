import type { TProject } from '@bagdar/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Image,
  List,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconHeart, IconHeartFilled, IconPencil, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useProject } from '../api/get-project.ts';
import { useSetProjectLike } from '../api/project-actions.ts';
import { ApplicationsDialog } from './applications-dialog.tsx';
import { Gallery } from './gallery.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { MembersList } from './members-list.tsx';
import { STATUS_COLORS } from './project-card.tsx';
import { TeamActions } from './team-actions.tsx';

/** `/app/projects/:id`: about, gallery, members, posts (`posts` renders them for the loaded project). */
export function ProjectView({
  id,
  meId = null,
  posts,
}: {
  id: string;
  /** The signed-in user, so the members list offers no "remove" on their own row. */
  meId?: string | null;
  posts: (project: TProject) => ReactNode;
}) {
  const { t } = useTranslation('projects');
  const query = useProject(id);
  usePageTitle(query.data?.name ?? t('title'));
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={180} radius="md" />
        <Skeleton h={28} w="50%" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.code === 'NOT_FOUND';
    return (
      <Alert
        color={missing ? 'gray' : 'red'}
        variant="light"
        role="alert"
        title={missing ? t('errors.notFound') : t('errors.load')}
      >
        <Group gap="sm" mt="sm">
          {!missing && (
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              {t('states.retry')}
            </Button>
          )}
          <Button size="xs" variant="default" component={Link} to="/app/projects">
            {t('states.back')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return <ProjectDetails project={query.data} checking={query.isFetching} meId={meId} posts={posts} />;
}

function ProjectDetails({
  project,
  checking,
  meId,
  posts,
}: {
  project: TProject;
  checking: boolean;
  meId: string | null;
  posts: (project: TProject) => ReactNode;
}) {
  const { t } = useTranslation(['projects', 'auth']);
  const like = useSetProjectLike();
  const [dialog, setDialog] = useState<'applications' | 'invite' | null>(null);
  const manager = project.myRole === 'OWNER' || project.myRole === 'MAINTAINER';
  const socials = Object.entries(project.socials).filter((entry): entry is [string, string] => Boolean(entry[1]));

  return (
    <Stack gap="lg" data-testid="page-project">
      <Card withBorder radius="md" padding="lg">
        {project.banner && (
          <Card.Section>
            <Image src={project.banner.url} alt="" h={180} fit="cover" />
          </Card.Section>
        )}
        <Stack gap="sm" mt={project.banner ? 'md' : 0}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Avatar src={project.logo?.url} alt="" size="lg" radius="md" color="blue">
                {project.name.slice(0, 1)}
              </Avatar>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Title order={1} size="h2" style={{ wordBreak: 'break-word' }} data-testid="project-title">
                  {project.name}
                </Title>
                <Group gap={4}>
                  <Badge color={STATUS_COLORS[project.status]} variant="light" data-testid="project-status">
                    {t(`status.${project.status}`)}
                  </Badge>
                  {project.categories.map((c) => (
                    <Badge key={c} variant="outline">
                      {t(`categories.${c}`)}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            </Group>
            <Group gap="xs">
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                aria-pressed={project.likedByMe}
                aria-label={project.likedByMe ? t('like.remove') : t('like.add')}
                onClick={() => like.mutate({ id: project.id, liked: !project.likedByMe })}
                data-testid="project-like"
              >
                {project.likedByMe ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
              </ActionIcon>
              <Text size="sm" data-testid="project-like-count">
                {project.likeCount}
              </Text>
              {manager && (
                <>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconUsers size={14} aria-hidden />}
                    onClick={() => setDialog('applications')}
                    data-testid="open-applications"
                  >
                    {t('applications.open', { count: project.pendingApplications })}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconUserPlus size={14} aria-hidden />}
                    onClick={() => setDialog('invite')}
                    data-testid="open-invite"
                  >
                    {t('invite.open')}
                  </Button>
                </>
              )}
              {project.myRole === 'OWNER' && (
                <Button
                  size="xs"
                  variant="default"
                  component={Link}
                  to={`/app/projects/${project.id}/edit`}
                  leftSection={<IconPencil size={14} aria-hidden />}
                  data-testid="project-edit-link"
                >
                  {t('edit.open')}
                </Button>
              )}
            </Group>
          </Group>
          <Text>{project.description}</Text>
          <TeamActions project={project} checking={checking} />
        </Stack>
      </Card>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="project-about">
              <Title order={2} size="h3" id="project-about" mb="sm">
                {t('about.title')}
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{project.bio}</Text>
              <Title order={3} size="h5" mt="md" mb="xs">
                {t('fields.objectives')}
              </Title>
              <List size="sm">
                {project.objectives.map((o, i) => (
                  <List.Item key={i}>{o}</List.Item>
                ))}
              </List>
              <Title order={3} size="h5" mt="md" mb="xs">
                {t('fields.skills')}
              </Title>
              <Group gap={4}>
                {project.skills.map((s) => (
                  <Badge key={s} variant="light" color="gray" tt="none">
                    {s}
                  </Badge>
                ))}
              </Group>
              <Title order={3} size="h5" mt="md" mb="xs">
                {t('fields.interests')}
              </Title>
              <Group gap={4}>
                {project.interests.map((i) => (
                  <Badge key={i} variant="light" tt="none">
                    {t(`auth:interests.${i}`)}
                  </Badge>
                ))}
              </Group>
              {socials.length > 0 && (
                <>
                  <Title order={3} size="h5" mt="md" mb="xs">
                    {t('about.links')}
                  </Title>
                  <Group gap="md">
                    {socials.map(([network, url]) => (
                      <Anchor key={network} href={url} target="_blank" rel="noopener noreferrer nofollow">
                        {t(`socials.${network}`)}
                      </Anchor>
                    ))}
                  </Group>
                </>
              )}
            </Card>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="project-gallery">
              <Title order={2} size="h3" id="project-gallery" mb="sm">
                {t('gallery.title')}
              </Title>
              <Gallery images={project.gallery} />
            </Card>
            <section aria-labelledby="project-posts">
              <Title order={2} size="h3" id="project-posts" mb="sm">
                {t('posts.title', { count: project.postCount })}
              </Title>
              {posts(project)}
            </section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="project-members">
            <Title order={2} size="h3" id="project-members" mb="sm">
              {t('members.title', { count: project.memberCount })}
            </Title>
            <MembersList projectId={project.id} myRole={project.myRole} meId={meId} />
          </Card>
        </Grid.Col>
      </Grid>
      {manager && project.myRole && (
        <>
          <ApplicationsDialog
            projectId={project.id}
            myRole={project.myRole}
            opened={dialog === 'applications'}
            onClose={() => setDialog(null)}
          />
          <InviteDialog
            projectId={project.id}
            myRole={project.myRole}
            opened={dialog === 'invite'}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </Stack>
  );
}
