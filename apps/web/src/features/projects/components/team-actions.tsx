import type { TProject } from '@bagdar/contracts';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useAnswerInvitation } from '../../../lib/answer-invitation.ts';
import { useApply, useLeaveProject, useWithdraw } from '../api/project-actions.ts';
import { formatDate } from './format-date.ts';
import { projectErrorMessage } from './project-error.ts';

/**
 * What the viewer can do about joining: answer an invitation; apply while RECRUITING; see that they
 * already applied and withdraw; or, as a member, leave (the last owner is told to hand over first).
 * While the project is being (re)checked the button says so.
 */
export function TeamActions({ project, checking }: { project: TProject; checking: boolean }) {
  const { t, i18n } = useTranslation('projects');
  const apply = useApply();
  const withdraw = useWithdraw();
  const leave = useLeaveProject();
  const answer = useAnswerInvitation();
  const [message, setMessage] = useState('');
  const [confirmLeave, setConfirmLeave] = useState(false);
  const failure = apply.error ?? withdraw.error ?? leave.error ?? answer.error;

  let body;
  if (project.myInvitation) {
    const invitation = project.myInvitation;
    body = (
      <Alert color="blue" variant="light" title={t('invitation.title')} data-testid="project-invitation">
        <Text size="sm" mb="sm">
          {t('invitation.text', { name: invitation.invitedBy.firstName, role: t(`roles.${invitation.role}`) })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            loading={answer.isPending && answer.variables.accept}
            onClick={() => answer.mutate({ invitationId: invitation.id, accept: true })}
            data-testid="invitation-accept"
          >
            {t('invitation.accept')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={answer.isPending && !answer.variables.accept}
            onClick={() => answer.mutate({ invitationId: invitation.id, accept: false })}
            data-testid="invitation-reject"
          >
            {t('invitation.reject')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (project.myRole) {
    body = (
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm" data-testid="my-role">
          {t('team.youAre', { role: t(`roles.${project.myRole}`) })}
        </Text>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => setConfirmLeave(true)}
          data-testid="project-leave"
        >
          {t('team.leave')}
        </Button>
      </Group>
    );
  } else if (checking) {
    body = (
      <Button loading disabled data-testid="apply-checking">
        {t('apply.checking')}
      </Button>
    );
  } else if (project.myApplication) {
    body = (
      <Group gap="sm" justify="space-between" wrap="wrap" data-testid="apply-applied">
        <Text size="sm">
          {t('apply.applied', { date: formatDate(project.myApplication.createdAt, i18n.resolvedLanguage) })}
        </Text>
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={withdraw.isPending}
          onClick={() => withdraw.mutate(project.id)}
          data-testid="apply-withdraw"
        >
          {t('apply.withdraw')}
        </Button>
      </Group>
    );
  } else if (project.status === 'RECRUITING') {
    body = (
      <Stack gap="xs">
        <Textarea
          label={t('apply.message')}
          placeholder={t('apply.messagePlaceholder')}
          autosize
          minRows={2}
          maxLength={500}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          data-testid="apply-message"
        />
        <Button
          style={{ alignSelf: 'flex-start' }}
          loading={apply.isPending}
          onClick={() => apply.mutate({ id: project.id, message: message.trim() }, { onSuccess: () => setMessage('') })}
          data-testid="apply-button"
        >
          {t('apply.apply')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Text size="sm" c="dimmed">
        {t('apply.closed')}
      </Text>
    );
  }

  return (
    <Stack gap="xs" data-testid="team-actions">
      {body}
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {projectErrorMessage(t, failure, 'projects:errors.team')}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirmLeave}
        title={t('team.leaveTitle')}
        confirmLabel={t('team.leave')}
        cancelLabel={t('team.stay')}
        confirmColor="red"
        loading={leave.isPending}
        onConfirm={() => leave.mutate(project.id, { onSettled: () => setConfirmLeave(false) })}
        onCancel={() => setConfirmLeave(false)}
      >
        {t('team.leaveText')}
      </ConfirmDialog>
    </Stack>
  );
}
