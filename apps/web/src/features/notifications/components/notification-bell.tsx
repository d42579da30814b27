import { TIMING, type TNotification } from '@bagdar/contracts';
import { ActionIcon, Indicator } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../api/get-unread-count.ts';
import { useNotificationStream } from '../hooks/use-notification-stream.ts';
import { useNotificationText } from '../hooks/use-notification-text.ts';
import type { BellPopover as TBellPopover } from './bell-popover.tsx';

const loadPopover = () => import('./bell-popover.tsx').then((m) => m.BellPopover);

/**
 * The header bell: unread count, the latest five in a popover, live through server-sent events. The
 * popover's code (Popover, the list) loads when the bell is first pointed at or focused, or
 * clicked (it opens once there); until then the bell renders alone (decision 014). The focus stays on
 * the bell through the swap.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const [Popover, setPopover] = useState<ComponentType<Parameters<typeof TBellPopover>[0]> | null>(null);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const refocus = useRef(false);
  // Pressed and not yet clicked when the code came: the click will not reach the bell it started on.
  const pressed = useRef(false);
  const prepare = (placeholder: HTMLElement) => {
    loading.current ??= loadPopover().then(
      (component) => {
        refocus.current = document.activeElement === placeholder;
        if (pressed.current) {
          pressed.current = false;
          setOpened(true);
        }
        setPopover(() => component);
      },
      (error: unknown) => {
        loading.current = null;
        console.warn('Failed to load the notifications', error);
      },
    );
  };
  useEffect(() => {
    // After the swap `button` is first still the bell it replaced (its ref callbacks update it a render later).
    if (!Popover || !button?.isConnected || !refocus.current) return;
    refocus.current = false;
    button.focus();
  }, [Popover, button]);
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
        ref={setButton}
        variant="subtle"
        size="lg"
        radius="xl"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={opened}
        onPointerEnter={(event) => prepare(event.currentTarget)}
        onFocus={(event) => prepare(event.currentTarget)}
        onPointerDown={(event) => {
          pressed.current = true;
          prepare(event.currentTarget);
        }}
        onClick={(event) => {
          pressed.current = false;
          prepare(event.currentTarget);
          setOpened((o) => !o);
        }}
      >
        <IconBell size={20} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
  return Popover ? <Popover opened={opened} setOpened={setOpened} target={bell} /> : bell;
}
