import type { TProjectCard } from '@bagdar/contracts';
import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconHeart, IconMessage, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const STATUS_COLORS = { RECRUITING: 'green', ACTIVE: 'blue', COMPLETED: 'grape', ARCHIVED: 'gray' } as const;

/** A project in the catalogue or on a profile: banner, logo, name, status, counts. */
export function ProjectCard({ project }: { project: TProjectCard }) {
  const { t } = useTranslation('projects');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={Link}
      to={`/app/projects/${project.id}`}
      data-testid="project-card"
    >
      {project.bannerUrl && (
        <Card.Section>
          <img
            src={project.bannerUrl}
            alt=""
            style={{ width: '100%', height: 110, objectFit: 'cover', display: 'block' }}
          />
        </Card.Section>
      )}
      <Stack gap="xs" mt={project.bannerUrl ? 'sm' : 0}>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={project.logoUrl} alt="" radius="md" color="blue">
            {project.name.slice(0, 1)}
          </Avatar>
          <Text fw={600} lineClamp={2} style={{ flex: 1 }}>
            {project.name}
          </Text>
        </Group>
        <Group gap={4}>
          <Badge color={STATUS_COLORS[project.status]} variant="light">
            {t(`status.${project.status}`)}
          </Badge>
          {project.role && <Badge variant="outline">{t(`roles.${project.role}`)}</Badge>}
          {project.popular && (
            <Badge color="orange" variant="light">
              {t('badges.popular')}
            </Badge>
          )}
          {project.recommended && (
            <Badge color="teal" variant="light">
              {t('badges.recommended')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {project.description}
        </Text>
        <Group gap="md" c="dimmed">
          <Group gap={4} aria-label={t('counts.members', { count: project.memberCount })}>
            <IconUsers size={16} aria-hidden />
            <Text size="xs">{project.memberCount}</Text>
          </Group>
          <Group gap={4} aria-label={t('counts.posts', { count: project.postCount })}>
            <IconMessage size={16} aria-hidden />
            <Text size="xs">{project.postCount}</Text>
          </Group>
          <Group gap={4} aria-label={t('counts.likes', { count: project.likeCount })}>
            <IconHeart size={16} aria-hidden />
            <Text size="xs">{project.likeCount}</Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
