import { MEMBERSHIP_STATUSES, type TMember, type TMembershipStatus, type TOrganizationRole } from '@bagdar/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconFileUpload, IconUserPlus } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { memberFilterParams, useMembers, type TMemberListFilters } from '../api/get-members.ts';
import { useGroups } from '../api/groups.ts';
import { ActivationCodesActions } from './activation-codes-actions.tsx';
import { AdminCreateDialog } from './admin-create-dialog.tsx';
import { StatusBadge } from './badges.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { MemberEditDialog } from './member-edit-dialog.tsx';
import { useErrorMessage, useListTexts } from './org-messages.ts';
import { OrgSubnav, type TOrgAbilities } from './org-subnav.tsx';
import { SearchBox } from './search-box.tsx';

const UPLOAD_PATH: Partial<Record<TOrganizationRole, string>> = {
  ORG_STUDENT: 'students/upload',
  ORG_STAFF: 'staff/upload',
  ORG_TEACHER: 'teachers/upload',
};

/** A member list of one or several roles with search, status and group filters, export and per-member actions. */
export function MembersList({
  orgId,
  roles,
  abilities,
  notice,
}: {
  orgId: string;
  roles: TOrganizationRole[];
  abilities: TOrgAbilities;
  /** Shown under the page's links (the students' list shows the licence's seats left). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation('organizations');
  const listTexts = useListTexts();
  const errorMessage = useErrorMessage();
  const [role, setRole] = useState<TOrganizationRole>(roles[0] ?? 'ORG_STUDENT');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<TMembershipStatus | null>(null);
  const [groupId, setGroupId] = useState<string | null>(null);
  const [editing, setEditing] = useState<TMember | null>(null);
  const [creatingAdmin, setCreatingAdmin] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const [downloading, setDownloading] = useState(false);
  const onSearch = useCallback((value: string) => setQ(value), []);
  const isStudents = role === 'ORG_STUDENT';
  const filters: TMemberListFilters = { role, q, status, groupId: isStudents ? groupId : null };
  const members = useMembers(orgId, filters);
  const groups = useGroups(orgId);
  const items = members.data?.pages.flatMap((p) => p.items) ?? [];
  const canWrite = abilities.writeMembers && (role !== 'ORG_ADMIN' || abilities.manageAdmins);
  // Below the small breakpoint each member is a card: a table would hide the status and the actions off-screen.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const memberName = (m: TMember) =>
    isStudents ? (
      <Anchor component={Link} to={`/admin/organizations/${orgId}/analytics/${m.id}`} fw={600}>
        {m.lastName} {m.firstName}
      </Anchor>
    ) : (
      <>
        {m.lastName} {m.firstName}
      </>
    );
  const manageButton = (m: TMember) => (
    <Button
      size="xs"
      variant="light"
      onClick={() => setEditing(m)}
      aria-label={t('members.manageWho', { name: `${m.lastName} ${m.firstName}` })}
    >
      {t('members.manage')}
    </Button>
  );
  const lang = currentLanguage();

  const download = async (work: () => Promise<void>) => {
    setDownloadError(null);
    setDownloading(true);
    try {
      await work();
    } catch (error) {
      setDownloadError(error);
    } finally {
      setDownloading(false);
    }
  };
  const exportList = () =>
    download(() => {
      const params = memberFilterParams(filters);
      params.set('lang', lang);
      return downloadFile(
        `/admin/organizations/${orgId}/members/export?${params.toString()}`,
        `${t(`roles.${role}`)}.xlsx`,
      );
    });
  const listLabel = [t(`roles.${role}`), groups.data?.items.find((g) => g.id === filters.groupId)?.code]
    .filter(Boolean)
    .join(', ');

  return (
    <Stack gap="lg">
      <Title order={1}>{roles.length > 1 ? t('members.staffTitle') : t(`roles.${role}`)}</Title>
      <OrgSubnav orgId={orgId} abilities={abilities} />
      {notice}
      {roles.length > 1 && (
        <SegmentedControl
          aria-label={t('members.role')}
          value={role}
          onChange={(v) => setRole(v as TOrganizationRole)}
          data={roles.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <Group align="flex-end" wrap="wrap">
        <SearchBox label={t('members.search')} onSearch={onSearch} />
        <Select
          label={t('fields.status')}
          placeholder={t('members.anyStatus')}
          clearable
          data={MEMBERSHIP_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={status}
          onChange={(v) => setStatus(v as TMembershipStatus | null)}
        />
        {isStudents && (
          <Select
            label={t('fields.group')}
            placeholder={t('members.anyGroup')}
            clearable
            data={(groups.data?.items ?? []).map((g) => ({ value: g.id, label: g.code }))}
            value={groupId}
            onChange={setGroupId}
          />
        )}
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void exportList()}
          loading={downloading}
        >
          {t('members.export')}
        </Button>
        {canWrite && UPLOAD_PATH[role] && (
          <Button
            variant="default"
            component={Link}
            to={`/admin/organizations/${orgId}/${UPLOAD_PATH[role]}`}
            leftSection={<IconFileUpload size={16} aria-hidden />}
          >
            {t('members.import')}
          </Button>
        )}
        {role === 'ORG_ADMIN' && abilities.manageAdmins && (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setCreatingAdmin(true)}>
            {t('admin.create')}
          </Button>
        )}
      </Group>
      {canWrite && (
        <ActivationCodesActions
          key={`${role}/${q}/${filters.groupId ?? ''}`}
          source={{ kind: 'list', orgId, filters: { role, q, groupId: filters.groupId } }}
          listLabel={listLabel}
          fileName={t('members.codesFile')}
        />
      )}
      {downloadError !== null && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setDownloadError(null)}>
          {errorMessage(downloadError, t('members.exportError'))}
        </Alert>
      )}
      {members.isPending || members.isError || items.length === 0 ? (
        <ListState
          {...listTexts}
          state={members.isPending ? 'pending' : members.isError ? 'error' : 'empty'}
          error={members.error}
          emptyText={q || status || groupId ? t('members.noMatches') : t('members.empty')}
          onRetry={() => void members.refetch()}
        />
      ) : (
        <>
          {phone ? (
            <Stack gap="sm" data-testid="members-cards">
              {items.map((m) => (
                <Card key={m.id} withBorder radius="md" padding="sm" data-testid="member-card">
                  <Stack gap={6}>
                    <Text fw={600}>{memberName(m)}</Text>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {m.username} · {m.email}
                    </Text>
                    <Group gap="xs" justify="space-between" wrap="wrap">
                      <Group gap="xs" wrap="wrap">
                        {isStudents && m.group && (
                          <Text size="sm" c="dimmed">
                            {t('fields.group')}: {m.group.code}
                          </Text>
                        )}
                        <StatusBadge status={m.status} blockedByPlatform={m.blockedByPlatform} />
                      </Group>
                      {canWrite && manageButton(m)}
                    </Group>
                  </Stack>
                </Card>
              ))}
            </Stack>
          ) : (
            <Table.ScrollContainer minWidth={680}>
              <Table striped highlightOnHover verticalSpacing="sm" data-testid="members-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fields.fullName')}</Table.Th>
                    <Table.Th>{t('fields.username')}</Table.Th>
                    {isStudents && <Table.Th>{t('fields.group')}</Table.Th>}
                    <Table.Th>{t('fields.status')}</Table.Th>
                    {canWrite && <Table.Th>{t('members.actions')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((m) => (
                    <Table.Tr key={m.id}>
                      <Table.Td fw={600}>{memberName(m)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{m.username}</Text>
                        <Text size="xs" c="dimmed">
                          {m.email}
                        </Text>
                      </Table.Td>
                      {isStudents && <Table.Td>{m.group?.code ?? '—'}</Table.Td>}
                      <Table.Td>
                        <StatusBadge status={m.status} blockedByPlatform={m.blockedByPlatform} />
                      </Table.Td>
                      {canWrite && <Table.Td>{manageButton(m)}</Table.Td>}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {members.hasNextPage && (
            <Center>
              <Button
                variant="default"
                onClick={() => void members.fetchNextPage()}
                loading={members.isFetchingNextPage}
              >
                {t('loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
      {editing && (
        <MemberEditDialog
          orgId={orgId}
          member={editing}
          abilities={abilities}
          groups={groups.data?.items ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <AdminCreateDialog orgId={orgId} opened={creatingAdmin} onClose={() => setCreatingAdmin(false)} />
    </Stack>
  );
}
