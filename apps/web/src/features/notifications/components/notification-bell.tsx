import { TIMING, type TNotification } from '@bagdar/contracts';
import { ActionIcon, Indicator } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredMenu } from '../../../components/deferred-menu.tsx';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useNotificationStream } from '../hooks/use-notification-stream.ts';
import { useNotificationText } from '../hooks/use-notification-text.ts';

const loadPopover = () => import('./bell-popover.tsx').then((m) => m.BellPopover);

/**
 * The header bell: unread count, the latest five in a popover, live through server-sent events. The
 * popover's code (Popover, the list) loads on first use (`useDeferredMenu`, decision 014); until then the
 * bell renders alone. The bell keeps the popover's open state itself: a click toggles it, loaded or not.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const { Loaded: Popover, ref, handlers } = useDeferredMenu({ load: loadPopover, setOpened });
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
  const bell = (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      disabled={unread === 0}
      color="red"
      offset={4}
      data-testid="notification-badge"
    >
      <ActionIcon
        ref={ref}
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={opened}
        {...handlers}
        onKeyDown={(event) => {
          // Mantine's Popover closes on Escape from inside its dropdown only; the bell keeps the focus.
          if (event.key === 'Escape' && opened) setOpened(false);
        }}
      >
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
  return Popover ? <Popover opened={opened} setOpened={setOpened} target={bell} /> : bell;
}
