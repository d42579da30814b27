import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { usePosts, type TPostsFilter } from '../api/get-posts.ts';
import { feedErrorMessage } from './feed-error.ts';
import { LoadMore } from './load-more.tsx';
import { PostCard } from './post-card.tsx';
import { PostSkeletons } from './post-skeletons.tsx';

/** Posts newest first with infinite scroll; `emptyText` differs between the feed and a profile. */
export function PostList({ filter, emptyText }: { filter: TPostsFilter; emptyText: string }) {
  const { t } = useTranslation('feed');
  const posts = usePosts(filter);
  // The posts render at transition priority, in slices that leave the browser free in between: a page
  // of twenty cards rendered at once was the longest task of the feed's first load on a phone (decision
  // 014). Until then the placeholders stay (the first page) or the cards shown so far (a later one).
  const pages = useDeferredValue(posts.data?.pages);

  if (posts.isPending || (posts.isSuccess && !pages)) return <PostSkeletons />;
  if (posts.isError)
    return (
      <Alert color="red" variant="light" title={t('states.errorTitle')} role="alert">
        <Group justify="space-between">
          <Text size="sm">{feedErrorMessage(t, posts.error, 'feed:errors.load')}</Text>
          <Button variant="light" color="red" onClick={() => void posts.refetch()}>
            {t('states.retry')}
          </Button>
        </Group>
      </Alert>
    );

  const items = (pages ?? posts.data.pages).flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <Card withBorder radius="md" padding="xl" data-testid="posts-empty">
        <Stack align="center" gap="xs">
          <IconMoodEmpty size={36} aria-hidden />
          <Text c="dimmed" ta="center">
            {emptyText}
          </Text>
        </Stack>
      </Card>
    );

  return (
    <Stack gap="md" data-testid="post-list">
      {items.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {posts.hasNextPage && (
        <LoadMore
          loading={posts.isFetchingNextPage}
          onLoad={() => {
            if (!posts.isFetchingNextPage) void posts.fetchNextPage();
          }}
        />
      )}
      {posts.isFetchNextPageError && (
        <Text c="red" size="sm" ta="center" role="alert">
          {t('errors.load')}
        </Text>
      )}
    </Stack>
  );
}
