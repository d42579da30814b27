import { PROJECT_ROLES, type TProjectRole } from '@bagdar/contracts';
import { Alert, Anchor, Avatar, Badge, Button, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from './format-date.ts';
import { useSetMemberRole } from '../api/project-actions.ts';
import { useMembers } from '../api/get-members.ts';
import { projectErrorMessage } from './project-error.ts';

/** Members in join order with role and join date; owners change roles here (how ownership is handed over). */
export function MembersList({ projectId, canManage }: { projectId: string; canManage: boolean }) {
  const { t, i18n } = useTranslation('projects');
  const members = useMembers(projectId);
  const setRole = useSetMemberRole();
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
        <Group key={member.user.id} justify="space-between" wrap="nowrap" data-testid="member-row">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar src={member.user.avatarUrl} alt="" radius="xl">
              {member.user.firstName.slice(0, 1)}
            </Avatar>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`/app/profile/${member.user.username}`} fw={500} truncate>
                {member.user.firstName} {member.user.lastName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {t('members.joined', { date: formatDate(member.joinedAt, i18n.resolvedLanguage) })}
              </Text>
            </Stack>
          </Group>
          {canManage ? (
            <Select
              w={150}
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
            <Badge variant="light">{t(`roles.${member.role}`)}</Badge>
          )}
        </Group>
      ))}
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
