import type { TNotification } from '@bagdar/contracts';
import { Avatar, Box, Group, Indicator, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fromNow, fullDateTime } from '../../../lib/relative-time.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useNotificationText } from '../hooks/use-notification-text.ts';
import { InvitationActions } from './invitation-actions.tsx';

/** Where a notification leads: the feed for post notifications (there is no single-post page yet), a project's or a career plan's page, the settings' copy of one's data. */
export function notificationTarget(notification: TNotification): string | null {
  if (notification.type === 'DATA_EXPORT') return '/app/settings?tab=privacy';
  if (notification.type.startsWith('PROJECT_') && notification.data.projectId) {
    return `/app/projects/${notification.data.projectId}`;
  }
  if (notification.type.startsWith('PLAN_') && notification.data.planId) {
    return `/app/careers/${notification.data.planId}`;
  }
  if (notification.postId || notification.type === 'POST_LIKED' || notification.type === 'POST_COMMENTED') {
    return '/app/feed';
  }
  return null;
}

/** One notification: click marks it read and opens what it is about. */
export function NotificationItem({
  notification,
  compact = false,
  onOpen,
}: {
  notification: TNotification;
  compact?: boolean;
  onOpen?: () => void;
}) {
  const { t, i18n } = useTranslation('notifications');
  const text = useNotificationText();
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const unread = notification.readAt === null;
  const open = () => {
    if (unread) markRead.mutate(notification.id);
    onOpen?.();
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  };
  const actor = notification.actor;
  const item = (
    <UnstyledButton
      onClick={open}
      w="100%"
      p={compact ? 'xs' : 'sm'}
      data-testid="notification-item"
      data-unread={unread ? 'true' : 'false'}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: unread ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Indicator disabled={!unread} size={9} offset={4} position="top-start" color="blue">
          {actor ? (
            <Avatar src={actor.avatarUrl} alt="" radius="xl" size={compact ? 'sm' : 'md'}>
              {actor.firstName.slice(0, 1)}
            </Avatar>
          ) : (
            <Avatar radius="xl" size={compact ? 'sm' : 'md'} color="blue">
              <IconBell size={16} aria-hidden />
            </Avatar>
          )}
        </Indicator>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text
            size="sm"
            fw={unread ? 600 : 400}
            lineClamp={compact ? 2 : undefined}
            style={{ wordBreak: 'break-word' }}
          >
            {text(notification)}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={notification.createdAt} title={fullDateTime(notification.createdAt, i18n.resolvedLanguage)}>
              {fromNow(notification.createdAt, i18n.resolvedLanguage)}
            </time>
            {unread ? <VisuallyHidden> · {t('item.unread')}</VisuallyHidden> : null}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
  if (notification.type !== 'PROJECT_INVITATION') return item;
  return (
    <Box>
      {item}
      <Box pl={compact ? 44 : 56} pb="xs">
        <InvitationActions notification={notification} />
      </Box>
    </Box>
  );
}
