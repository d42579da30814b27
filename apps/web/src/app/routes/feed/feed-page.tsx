import { Badge, CloseButton, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.tsx';
import { useMe } from '../../../features/auth/api/get-me.ts';
import { Composer } from '../../../features/feed/components/composer.tsx';
import { PopularTopics } from '../../../features/feed/components/popular-topics.tsx';
import { PostList } from '../../../features/feed/components/post-list.tsx';
import { QuickActions } from '../../../features/feed/components/quick-actions.tsx';
import { UpgradeBanner } from '../../../features/feed/components/upgrade-banner.tsx';
import { SearchField } from '../../../features/post-search/components/search-field.tsx';
import { StoriesStrip } from '../../../features/stories/components/stories-strip.tsx';

/** `/app/feed`: stories, the composer and the posts; topics, quick actions and the upgrade banner beside them. */
export function FeedPage() {
  const { t } = useTranslation('feed');
  usePageTitle(t('title'));
  const me = useMe().data ?? null;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const topic = params.get('topic')?.trim() || null;
  const setTopic = (tag: string | null) => setParams(tag ? { topic: tag } : {});

  return (
    <Stack gap="md" data-testid="page-feed">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {t('subtitle')}
          </Text>
        </Stack>
        <div style={{ flex: '1 1 240px', maxWidth: 360 }}>
          <SearchField size="sm" onSearch={(q) => void navigate(`/app/feed/posts?q=${encodeURIComponent(q)}`)} />
        </div>
      </Group>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <StoriesStrip meId={me?.id ?? null} />
            <Composer />
            {topic && (
              <Group gap="xs" data-testid="topic-filter">
                <Badge size="lg" variant="light" tt="none">
                  {t('filter.active', { tag: topic })}
                </Badge>
                <CloseButton size="sm" aria-label={t('filter.clear')} onClick={() => setTopic(null)} />
              </Group>
            )}
            <PostList
              filter={{ topic: topic ?? undefined }}
              emptyText={topic ? t('list.topicEmpty') : t('list.empty')}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 76 }}>
            <UpgradeBanner tier={me?.subscription.effectiveTier ?? null} />
            <PopularTopics active={topic} onSelect={(tag) => setTopic(tag === topic ? null : tag)} />
            <QuickActions />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
