import { ORG_LIMITS, type TGroup } from '@bagdar/contracts';
import { Alert, Button, Group, Paper, Select, Stack, Table, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useMembers } from '../api/get-members.ts';
import { useDeleteGroup, useGroups, useSaveGroup } from '../api/groups.ts';
import { ListState } from '../../../components/list-state.tsx';
import { fieldError, useCodeMessage, useErrorMessage, useListTexts } from './org-messages.ts';
import { OrgSubnav, type TOrgAbilities } from './org-subnav.tsx';

/** Groups with their code, mentor and size; staff and administrators add, rename, re-mentor and delete them. */
export function GroupsManager({ orgId, abilities }: { orgId: string; abilities: TOrgAbilities }) {
  const { t } = useTranslation('organizations');
  const listTexts = useListTexts();
  const groups = useGroups(orgId);
  const items = groups.data?.items ?? [];
  const [editing, setEditing] = useState<TGroup | null>(null);
  const [deleting, setDeleting] = useState<TGroup | null>(null);
  const remove = useDeleteGroup(orgId);
  const errorMessage = useErrorMessage();

  return (
    <Stack gap="lg">
      <Title order={1}>{t('groups.title')}</Title>
      <OrgSubnav orgId={orgId} abilities={abilities} />
      {abilities.manageGroups && (
        <GroupForm key={editing?.id ?? 'new'} orgId={orgId} group={editing} onDone={() => setEditing(null)} />
      )}
      {remove.isError && (
        <Alert color="red" role="alert">
          {errorMessage(remove.error, t('groups.error'))}
        </Alert>
      )}
      {groups.isPending || groups.isError || items.length === 0 ? (
        <ListState
          {...listTexts}
          state={groups.isPending ? 'pending' : groups.isError ? 'error' : 'empty'}
          error={groups.error}
          emptyText={t('groups.empty')}
          onRetry={() => void groups.refetch()}
        />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing="sm" data-testid="groups-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.groupCode')}</Table.Th>
                <Table.Th>{t('fields.mentor')}</Table.Th>
                <Table.Th ta="right">{t('groups.students')}</Table.Th>
                {abilities.manageGroups && <Table.Th>{t('members.actions')}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((g) => (
                <Table.Tr key={g.id}>
                  <Table.Td fw={600}>{g.code}</Table.Td>
                  <Table.Td>{g.mentor ? `${g.mentor.lastName} ${g.mentor.firstName}` : '—'}</Table.Td>
                  <Table.Td ta="right">{g.studentCount}</Table.Td>
                  {abilities.manageGroups && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setEditing(g)}
                          aria-label={t('groups.editWho', { code: g.code })}
                        >
                          {t('groups.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setDeleting(g)}
                          aria-label={t('groups.deleteWho', { code: g.code })}
                        >
                          {t('members.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('groups.deleteTitle')}
        confirmLabel={t('members.delete')}
        cancelLabel={t('cancel')}
        confirmColor="red"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        {t('groups.deleteBody', { code: deleting?.code ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}

function GroupForm({ orgId, group, onDone }: { orgId: string; group: TGroup | null; onDone: () => void }) {
  const { t } = useTranslation('organizations');
  const save = useSaveGroup(orgId);
  const teachers = useMembers(orgId, { role: 'ORG_TEACHER', q: '', status: null, groupId: null });
  const codeMessage = useCodeMessage();
  const errorMessage = useErrorMessage();
  const [code, setCode] = useState(group?.code ?? '');
  const [mentorId, setMentorId] = useState<string | null>(group?.mentor?.id ?? null);
  const teacherOptions = (teachers.data?.pages.flatMap((p) => p.items) ?? []).map((m) => ({
    value: m.id,
    label: `${m.lastName} ${m.firstName}`,
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { groupId: group?.id ?? null, body: { code, mentorId } },
      {
        onSuccess: () => {
          notifySuccess(t('groups.saved'));
          setCode('');
          setMentorId(null);
          onDone();
        },
      },
    );
  };
  const codeError = fieldError(save.error, 'code', codeMessage);
  const mentorError = fieldError(save.error, 'mentorId', codeMessage);
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="sm">
        {save.isError && !codeError && !mentorError && (
          <Alert color="red" role="alert">
            {errorMessage(save.error, t('groups.error'))}
          </Alert>
        )}
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label={t('fields.groupCode')}
            required
            maxLength={ORG_LIMITS.groupCodeMax + 5}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            error={codeError}
          />
          <Select
            label={t('fields.mentor')}
            placeholder={t('groups.noMentor')}
            clearable
            searchable
            data={teacherOptions}
            value={mentorId}
            onChange={setMentorId}
            error={mentorError}
          />
        </Group>
        <Group gap="xs">
          <Button type="submit" loading={save.isPending}>
            {group ? t('save') : t('groups.add')}
          </Button>
          {group && (
            <Button variant="default" onClick={onDone}>
              {t('cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
