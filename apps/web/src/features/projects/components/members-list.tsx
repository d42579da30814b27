import { PROJECT_ROLES, type TProjectMember, type TProjectRole } from '@bagdar/contracts';
import { ActionIcon, Alert, Anchor, Avatar, Badge, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatDate } from './format-date.ts';
import { useRemoveMember, useSetMemberRole } from '../api/project-actions.ts';
import { useMembers } from '../api/get-members.ts';
import { projectErrorMessage } from './project-error.ts';

/**
 * Members in join order with role and join date; owners change roles here (how ownership is handed
 * over). Owners and maintainers remove members after a confirmation: a maintainer not an owner,
 * nobody their own row (they leave instead); the server checks the same and tells the member.
 */
export function MembersList({
  projectId,
  myRole,
  meId,
}: {
  projectId: string;
  myRole: TProjectRole | null;
  meId: string | null;
}) {
  const { t, i18n } = useTranslation('projects');
  const members = useMembers(projectId);
  const setRole = useSetMemberRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<TProjectMember | null>(null);
  const canManage = myRole === 'OWNER';
  const canRemove = (member: TProjectMember) =>
    (myRole === 'OWNER' || (myRole === 'MAINTAINER' && member.role !== 'OWNER')) && member.user.id !== meId;
  if (members.isPending) return <Loader size="sm" aria-label={t('states.loading')} />;
  if (members.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('errors.load')}{' '}
        <Button size="xs" variant="light" color="red" onClick={() => void members.refetch()}>
          {t('states.retry')}
        </Button>
      </Alert>
    );
  }
  const items = members.data.pages.flatMap((p) => p.items);
  return (
    <Stack gap="sm" data-testid="members-list">
      {items.map((member) => (
        // The panel is narrow beside the project: a row wraps (the role under the name) rather than
        // cutting the name or the role short.
        <Group key={member.user.id} justify="space-between" wrap="wrap" gap="xs" data-testid="member-row">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 10rem' }}>
            <Avatar src={member.user.avatarUrl} alt="" radius="xl">
              {member.user.firstName.slice(0, 1)}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={`/app/profile/${member.user.username}`}
                fw={500}
                style={{ overflowWrap: 'anywhere' }}
                data-testid="member-name"
              >
                {member.user.firstName} {member.user.lastName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('members.joined', { date: formatDate(member.joinedAt, i18n.resolvedLanguage) })}
              </Text>
            </Stack>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0, marginLeft: 'auto' }}>
            {canManage ? (
              <Select
                w={160}
                size="xs"
                aria-label={t('members.roleOf', { name: member.user.firstName })}
                data={PROJECT_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                value={member.role}
                allowDeselect={false}
                onChange={(role) =>
                  role && setRole.mutate({ id: projectId, userId: member.user.id, role: role as TProjectRole })
                }
              />
            ) : (
              <Badge variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
                {t(`roles.${member.role}`)}
              </Badge>
            )}
            {canRemove(member) ? (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('members.remove', { name: `${member.user.firstName} ${member.user.lastName}` })}
                onClick={() => {
                  remove.reset();
                  setRemoving(member);
                }}
              >
                <IconUserMinus size={18} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        </Group>
      ))}
      {remove.isError && (
        <Text size="sm" c="red" role="alert">
          {projectErrorMessage(t, remove.error, 'projects:errors.removeMember')}
        </Text>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('members.removeTitle')}
        confirmLabel={t('members.removeConfirm')}
        cancelLabel={t('members.removeCancel')}
        confirmColor="red"
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing && remove.mutate({ id: projectId, userId: removing.user.id }, { onSettled: () => setRemoving(null) })
        }
      >
        {t('members.removeText', {
          name: removing ? `${removing.user.firstName} ${removing.user.lastName}` : '',
        })}
      </ConfirmDialog>
      {setRole.isError && (
        <Text size="sm" c="red" role="alert">
          {projectErrorMessage(t, setRole.error, 'projects:errors.generic')}
        </Text>
      )}
      {members.hasNextPage && (
        <Button
          variant="subtle"
          size="xs"
          loading={members.isFetchingNextPage}
          onClick={() => void members.fetchNextPage()}
        >
          {t('list.more')}
        </Button>
      )}
    </Stack>
  );
}
