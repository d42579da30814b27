import {
  MEMBERSHIP_STATUSES,
  ORGANIZATION_ROLES,
  type TGroup,
  type TMember,
  type TMembershipStatus,
  type TOrganizationRole,
} from '@bagdar/contracts';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useDeleteMember, useUpdateMember } from '../api/change-member.ts';
import { useErrorMessage } from './org-messages.ts';
import type { TOrgAbilities } from './org-subnav.tsx';

const NO_GROUP = '__none__';

/** Change a member's status, role or group, or delete them after a confirmation. */
export function MemberEditDialog({
  orgId,
  member,
  abilities,
  groups,
  onClose,
}: {
  orgId: string;
  member: TMember;
  abilities: TOrgAbilities;
  groups: TGroup[];
  onClose: () => void;
}) {
  const { t } = useTranslation('organizations');
  const errorMessage = useErrorMessage();
  const update = useUpdateMember(orgId);
  const remove = useDeleteMember(orgId);
  const [status, setStatus] = useState<TMembershipStatus>(member.status);
  const [role, setRole] = useState<TOrganizationRole>(member.role);
  const [groupId, setGroupId] = useState<string>(member.group?.id ?? NO_GROUP);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const roles = ORGANIZATION_ROLES.filter((r) => r !== 'ORG_ADMIN' || abilities.manageAdmins);
  const name = `${member.lastName} ${member.firstName}`;

  const save = () => {
    update.mutate(
      {
        memberId: member.id,
        body: {
          ...(status !== member.status ? { status } : {}),
          ...(role !== member.role ? { role } : {}),
          ...(member.role === 'ORG_STUDENT' && groupId !== (member.group?.id ?? NO_GROUP)
            ? { groupId: groupId === NO_GROUP ? null : groupId }
            : {}),
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t('members.saved'));
          onClose();
        },
      },
    );
  };
  const changed = status !== member.status || role !== member.role || groupId !== (member.group?.id ?? NO_GROUP);

  return (
    <>
      <Modal opened={!confirmDelete} onClose={onClose} title={name} centered>
        <Stack gap="md">
          {update.isError && (
            <Alert color="red" role="alert">
              {errorMessage(update.error, t('members.saveError'))}
            </Alert>
          )}
          {remove.isError && (
            <Alert color="red" role="alert">
              {errorMessage(remove.error, t('members.deleteError'))}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {member.username} · {member.email}
          </Text>
          <Select
            label={t('fields.status')}
            required
            allowDeselect={false}
            data={MEMBERSHIP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            value={status}
            onChange={(v) => v && setStatus(v as TMembershipStatus)}
          />
          <Select
            label={t('fields.role')}
            allowDeselect={false}
            data={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            value={role}
            onChange={(v) => v && setRole(v as TOrganizationRole)}
          />
          {member.role === 'ORG_STUDENT' && (
            <Select
              label={t('fields.group')}
              allowDeselect={false}
              data={[
                { value: NO_GROUP, label: t('members.noGroup') },
                ...groups.map((g) => ({ value: g.id, label: g.code })),
              ]}
              value={groupId}
              onChange={(v) => v && setGroupId(v)}
            />
          )}
          <Group justify="space-between">
            <Button color="red" variant="subtle" onClick={() => setConfirmDelete(true)}>
              {t('members.delete')}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('cancel')}
              </Button>
              <Button onClick={save} loading={update.isPending} disabled={!changed}>
                {t('save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={confirmDelete}
        title={t('members.deleteTitle')}
        confirmLabel={t('members.delete')}
        cancelLabel={t('cancel')}
        confirmColor="red"
        loading={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(member.id, {
            onSuccess: () => {
              notifySuccess(t('members.deleted'));
              onClose();
            },
            onError: () => setConfirmDelete(false),
          })
        }
      >
        {t('members.deleteBody', { name })}
      </ConfirmDialog>
    </>
  );
}
