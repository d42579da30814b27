import type { TPost } from '@bagdar/contracts';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { startTransition, useState } from 'react';
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

/** How many cards the list shows at first, and how many more each time the last of them nears the viewport. */
const FIRST_CARDS = 3;
const NEXT_CARDS = 5;

/**
 * The cards of the pages loaded so far, a few at a time: the first ones with the list, the next ones when
 * the "show more" row under the last card nears the viewport (or is pressed), as the next page loads once
 * every card is there. A phone's first screen holds one or two cards; rendering the other eighteen of the
 * first page in the first seconds, even a few per render, was most of the feed's blocking time on a phone
 * (decision 014).
 */
function PostCards({ items, posts }: { items: TPost[]; posts: ReturnType<typeof usePosts> }) {
  const { t } = useTranslation('feed');
  const [limit, setLimit] = useState(FIRST_CARDS);
  const shown = Math.min(limit, items.length);
  const more =
    shown < items.length
      ? () => startTransition(() => setLimit(shown + NEXT_CARDS))
      : posts.hasNextPage
        ? () => {
            if (!posts.isFetchingNextPage) void posts.fetchNextPage();
          }
        : null;
  return (
    <Stack gap="md" data-testid="post-list">
      {items.slice(0, shown).map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {more && (
        <LoadMore
          loading={shown === items.length && posts.isFetchingNextPage}
          onLoad={more}
          watchKey={`${shown}/${items.length}`}
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
