import { Badge, Card, Group, Skeleton, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePopularTopics } from '../api/get-popular-topics.ts';

/** The most used hashtags of the week; a click filters the feed. */
export function PopularTopics({ active, onSelect }: { active: string | null; onSelect: (tag: string) => void }) {
  const { t } = useTranslation('feed');
  const topics = usePopularTopics();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="popular-topics-title">
      <Title order={2} size="h5" id="popular-topics-title" mb="sm">
        {t('topics.title')}
      </Title>
      {topics.isPending && <Skeleton h={60} />}
      {topics.isError && (
        <Text size="sm" c="dimmed">
          {t('errors.topics')}
        </Text>
      )}
      {topics.isSuccess && topics.data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('topics.empty')}
        </Text>
      )}
      {topics.isSuccess && topics.data.items.length > 0 && (
        <Group gap={6}>
          {topics.data.items.map((topic) => (
            <UnstyledButton
              key={topic.tag}
              onClick={() => onSelect(topic.tag)}
              aria-pressed={active === topic.tag}
              aria-label={t('topics.filterBy', { tag: topic.tag, count: topic.postCount })}
            >
              <Badge
                variant={active === topic.tag ? 'filled' : 'light'}
                tt="none"
                size="lg"
                style={{ cursor: 'pointer' }}
              >
                #{topic.tag} · {topic.postCount}
              </Badge>
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Card>
  );
}
