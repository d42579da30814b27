import { TIMING, type TNotification } from '@bagdar/contracts';
import { ActionIcon, Button, Divider, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotifications } from '../api/get-notifications.ts';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { useNotificationStream } from '../hooks/use-notification-stream.ts';
import { useNotificationText } from '../hooks/use-notification-text.ts';
import { NotificationItem } from './notification-item.tsx';

const LATEST = 5;

/** The header bell: unread count, the latest five in a popover, live through server-sent events. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount().data?.unread ?? 0;
  const text = useNotificationText();
  useNotificationStream((notification: TNotification) => {
    toasts.show({
      title: t('toast.title'),
      message: text(notification),
      color: 'blue',
      autoClose: TIMING.toastMs,
      icon: <IconBell size={16} aria-hidden />,
    });
  });
  const label = unread > 0 ? t('bell.labelUnread', { n: unread }) : t('bell.label');
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
      <Popover.Target>
        <Indicator
          label={unread > 99 ? '99+' : unread}
          size={18}
          disabled={unread === 0}
          color="red"
          offset={4}
          data-testid="notification-badge"
        >
          <ActionIcon
            variant="subtle"
            size="lg"
            radius="xl"
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
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
