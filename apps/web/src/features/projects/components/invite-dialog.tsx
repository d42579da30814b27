import { LIMITS, PROJECT_ROLES, type TProjectRole } from '@bagdar/contracts';
import { Alert, Avatar, Button, Group, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvite, useInviteCandidates } from '../api/invitations.ts';
import { projectErrorMessage } from './project-error.ts';

/** Find users by name (2+ characters) and invite them with a role. */
export function InviteDialog({
  projectId,
  myRole,
  opened,
  onClose,
}: {
  projectId: string;
  myRole: TProjectRole;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('projects');
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [role, setRole] = useState<TProjectRole>('MEMBER');
  const [invited, setInvited] = useState<Set<string>>(new Set());
  const candidates = useInviteCandidates(projectId, debounced);
  const invite = useInvite();
  const grantable = PROJECT_ROLES.filter((r) => r !== 'OWNER' || myRole === 'OWNER');

  return (
    <Modal opened={opened} onClose={onClose} title={t('invite.title')} size="lg" data-testid="invite-dialog">
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 200px' }}
            label={t('invite.search')}
            placeholder={t('invite.placeholder')}
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            data-autofocus
            data-testid="invite-search"
          />
          <Select
            w={160}
            label={t('invite.role')}
            data={grantable.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            value={role}
            allowDeselect={false}
            onChange={(value) => value && setRole(value as TProjectRole)}
            data-testid="invite-role"
          />
        </Group>
        {debounced.length < LIMITS.searchMin ? (
          <Text size="sm" c="dimmed">
            {t('invite.hint', { min: LIMITS.searchMin })}
          </Text>
        ) : candidates.isPending ? (
          <Loader size="sm" aria-label={t('states.loading')} />
        ) : candidates.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('errors.candidates')}>
            <Button size="xs" variant="light" color="red" onClick={() => void candidates.refetch()}>
              {t('states.retry')}
            </Button>
          </Alert>
        ) : candidates.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('invite.none')}
          </Text>
        ) : (
          <Stack gap="xs">
            {candidates.data.items.map((user) => {
              const done = user.invited || invited.has(user.id);
              return (
                <Group key={user.id} justify="space-between" wrap="nowrap" data-testid="invite-candidate">
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={user.avatarUrl} alt="" radius="xl">
                      {user.firstName.slice(0, 1)}
                    </Avatar>
                    <Stack gap={0}>
                      <Text fw={500}>
                        {user.firstName} {user.lastName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        @{user.username}
                      </Text>
                    </Stack>
                  </Group>
                  <Button
                    size="xs"
                    disabled={done}
                    loading={invite.isPending && invite.variables.userId === user.id}
                    onClick={() =>
                      invite.mutate(
                        { id: projectId, userId: user.id, role },
                        { onSuccess: () => setInvited((s) => new Set(s).add(user.id)) },
                      )
                    }
                    data-testid="invite-send"
                  >
                    {done ? t('invite.sent') : t('invite.send')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
        {invite.isError && (
          <Alert color="red" variant="light" role="alert">
            {projectErrorMessage(t, invite.error, 'projects:errors.invite')}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
