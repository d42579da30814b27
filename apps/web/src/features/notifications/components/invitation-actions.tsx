import type { TNotification } from '@bagdar/contracts';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useAnswerInvitation } from '../../../lib/answer-invitation.ts';
import { useMarkRead } from '../api/mark-read.ts';

/** Accept / decline under a project invitation, in place (the bell and the notifications page). */
export function InvitationActions({ notification }: { notification: TNotification }) {
  const { t } = useTranslation('notifications');
  const answer = useAnswerInvitation();
  const markRead = useMarkRead();
  const invitationId = notification.data.invitationId;
  if (!invitationId) return null;
  const respond = (accept: boolean) => {
    answer.mutate({ invitationId, accept });
    if (notification.readAt === null) markRead.mutate(notification.id);
  };
  if (answer.isSuccess) {
    return (
      <Text size="xs" c="dimmed" role="status" data-testid="invitation-answered">
        {answer.data.status === 'ACCEPTED' ? t('item.accepted') : t('item.rejected')}
      </Text>
    );
  }
  const conflict = answer.error instanceof ApiError && answer.error.statusCode === 409;
  return (
    <Group gap="xs" role="group" aria-label={t('item.invitationActions')}>
      <Button
        size="compact-xs"
        loading={answer.isPending && answer.variables.accept}
        disabled={conflict}
        onClick={() => respond(true)}
        data-testid="notification-invitation-accept"
      >
        {t('item.accept')}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        loading={answer.isPending && !answer.variables.accept}
        disabled={conflict}
        onClick={() => respond(false)}
        data-testid="notification-invitation-reject"
      >
        {t('item.reject')}
      </Button>
      {answer.isError && (
        <Text size="xs" c="red" role="alert">
          {conflict ? t('item.alreadyAnswered') : t('item.answerError')}
        </Text>
      )}
    </Group>
  );
}
