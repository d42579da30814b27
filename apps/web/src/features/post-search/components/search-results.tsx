import { LIMITS, type TSearchPage } from '@bagdar/contracts';
import { Alert, Button, Card, Center, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useSearchPosts } from '../api/search-posts.ts';

export type TSearchHit = TSearchPage['items'][number];

/** Ranked hits for `q`, paginated with infinite scroll; the page decides how a hit is drawn. */
export function SearchResults({ q, renderHit }: { q: string; renderHit: (hit: TSearchHit) => ReactNode }) {
  const { t } = useTranslation('search');
  const enabled = q.trim().length >= LIMITS.searchMin;
  const search = useSearchPosts(q.trim(), enabled);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef<() => void>(() => undefined);
  useEffect(() => {
    loadMore.current = () => {
      if (search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage();
    };
  });
  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) loadMore.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  });

  if (!enabled)
    return (
      <Text c="dimmed" data-testid="search-hint">
        {t('hint', { min: LIMITS.searchMin })}
      </Text>
    );
  if (search.isPending)
    return (
      <Stack aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={110} radius="md" />
        ))}
      </Stack>
    );
  if (search.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between">
          <Text size="sm">{translateApiError(t, search.error, t('error'))}</Text>
          <Button variant="light" color="red" onClick={() => void search.refetch()}>
            {t('retry')}
          </Button>
        </Group>
      </Alert>
    );
  const hits = search.data.pages.flatMap((page) => page.items);
  if (hits.length === 0)
    return (
      <Card withBorder radius="md" padding="xl" data-testid="search-empty">
        <Text ta="center" c="dimmed">
          {t('empty', { q })}
        </Text>
      </Card>
    );
  return (
    <Stack gap="md" data-testid="search-results">
      {hits.map((hit) => (
        <div key={hit.id}>{renderHit(hit)}</div>
      ))}
      {search.hasNextPage && (
        <Center ref={sentinel}>
          <Button variant="light" loading={search.isFetchingNextPage} onClick={() => loadMore.current()}>
            {t('more')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
