import { Button, Divider, Group, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { NotificationItem } from './notification-item.tsx';

const LATEST = 5;

/**
 * The bell's popover with the latest five (notification-bell.tsx loads it when the bell is first
 * pointed at or focused, and renders the bell inside it).
 */
export function BellPopover({
  opened,
  setOpened,
  target,
}: {
  opened: boolean;
  setOpened: (opened: boolean) => void;
  target: ReactElement;
}) {
  const { t } = useTranslation('notifications');
  return (
    // withRoles off: the button sets aria-haspopup/aria-expanded itself; Mantine would put them on the
    // badge's wrapper div, where they are not allowed (axe, critical).
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(340px, calc(100vw - 16px))"
      shadow="md"
      withinPortal
      withRoles={false}
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown p="xs" aria-label={t('title')} role="dialog">
        {opened ? <BellDropdown onNavigate={() => setOpened(false)} /> : null}
      </Popover.Dropdown>
    </Popover>
  );
}

function BellDropdown({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('notifications');
  const query = useNotifications();
  const markAll = useMarkAllRead();
  const items = query.data?.pages[0]?.items.slice(0, LATEST) ?? [];
  const unread = query.data?.pages[0]?.unread ?? 0;
  return (
    <Stack gap={4}>
      {/* Wraps: "mark all read" is wider than the popover's room beside the title in Russian and Kazakh. */}
      <Group justify="space-between" px="xs" gap={4} wrap="wrap">
        <Text fw={600}>{t('title')}</Text>
        {unread > 0 ? (
          <Button variant="subtle" size="compact-xs" onClick={() => markAll.mutate()} loading={markAll.isPending}>
            {t('actions.markAll')}
          </Button>
        ) : null}
      </Group>
      <Divider />
      {query.isPending ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label={t('states.loading')} />
        </Group>
      ) : query.isError ? (
        <Text size="sm" c="red" p="sm">
          {t('states.error')}
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed" p="sm" ta="center">
          {t('bell.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360}>
          <Stack gap={2}>
            {items.map((n) => (
              <NotificationItem key={n.id} notification={n} compact onOpen={onNavigate} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Divider />
      <Button component={Link} to="/app/notifications" variant="subtle" size="compact-sm" onClick={onNavigate}>
        {t('bell.all')}
      </Button>
    </Stack>
  );
}
