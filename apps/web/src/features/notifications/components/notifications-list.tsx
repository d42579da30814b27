import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { NotificationItem } from './notification-item.tsx';

/** The full list: newest first, infinite scroll (the button is the fallback), mark all read. */
export function NotificationsList() {
  const { t } = useTranslation('notifications');
  const query = useNotifications();
  const markAll = useMarkAllRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;

  return (
    <Stack gap="md" maw={720} w="100%">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button
          variant="light"
          leftSection={<IconChecks size={16} aria-hidden />}
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={unread === 0}
        >
          {t('actions.markAll')}
        </Button>
      </Group>
      {query.isPending ? (
        <Center p="xl">
          <Loader aria-label={t('states.loading')} />
        </Center>
      ) : query.isError ? (
        <Alert color="red" title={t('states.error')}>
          <Button variant="light" color="red" onClick={() => void query.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="xs">
            <IconBellOff size={32} aria-hidden />
            <Text fw={600}>{t('states.empty')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('states.emptyHint')}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p={4}>
          <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((n) => (
              <li key={n.id}>
                <NotificationItem notification={n} />
              </li>
            ))}
          </Stack>
        </Paper>
      )}
      {query.hasNextPage ? (
        <LoadMore
          onLoad={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          label={t('actions.more')}
        />
      ) : null}
    </Stack>
  );
}

function LoadMore({ onLoad, loading, label }: { onLoad: () => void; loading: boolean; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoad);
  useEffect(() => {
    latest.current = onLoad;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '300px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <Center ref={ref}>
      <Button variant="light" loading={loading} onClick={onLoad}>
        {label}
      </Button>
    </Center>
  );
}
