import type { TPost } from '@bagdar/contracts';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { startTransition, useEffect, useState } from 'react';
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

  if (posts.isPending) return <PostSkeletons />;
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

  const items = posts.data.pages.flatMap((page) => page.items);
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

  return <PostCards items={items} posts={posts} />;
}

/** How many cards the first render of the list shows, and how many each later render adds. */
const FIRST_CARDS = 2;
const NEXT_CARDS = 3;

/**
 * How many of `total` cards to show: a few with the list, then a few more per render at transition
 * priority, each render after the last one's commit. Twenty cards rendered and committed at once were
 * the longest task of the feed's first load on a phone, and the first post, the page's largest text,
 * waited for all of them; four and then the other sixteen at deferred priority (`useDeferredValue`)
 * still made two long commits (decision 014).
 */
function useCardsShown(total: number): number {
  const [shown, setShown] = useState(() => Math.min(total, FIRST_CARDS));
  useEffect(() => {
    if (shown < total) startTransition(() => setShown((count) => Math.min(total, count + NEXT_CARDS)));
  }, [shown, total]);
  return Math.min(shown, total);
}

/** The cards, a few at a time (useCardsShown). The next page loads once every card is there. */
function PostCards({ items, posts }: { items: TPost[]; posts: ReturnType<typeof usePosts> }) {
  const { t } = useTranslation('feed');
  const shown = useCardsShown(items.length);
  return (
    <Stack gap="md" data-testid="post-list">
      {items.slice(0, shown).map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {shown >= items.length && posts.hasNextPage && (
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
