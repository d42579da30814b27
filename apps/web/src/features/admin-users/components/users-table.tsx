import { GLOBAL_ROLES, TIERS } from '@bagdar/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOrganizationOptions } from '../api/get-organization-options.ts';
import { useUsers, type TUserFilters } from '../api/get-users.ts';

const YES_NO = ['true', 'false'] as const;

/** Users with search and filters (role, tier, organisation, verified, blocked), loaded by keyset pages. */
export function UsersTable() {
  const { t } = useTranslation('admin-users');
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [filters, setFilters] = useState<Omit<TUserFilters, 'q'>>({
    role: null,
    tier: null,
    organizationId: null,
    verified: null,
    blocked: null,
  });
  const users = useUsers({ q: debounced.length >= 2 ? debounced : '', ...filters });
  const set = (key: keyof typeof filters) => (value: string | null) => setFilters((f) => ({ ...f, [key]: value }));
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  const [orgSearch, setOrgSearch] = useState('');
  const [orgDebounced] = useDebouncedValue(orgSearch.trim(), 300);
  const organizations = useOrganizationOptions(orgDebounced);
  const [orgLabel, setOrgLabel] = useState<{ value: string; label: string } | null>(null);
  const orgOptions = [
    ...(orgLabel ? [orgLabel] : []),
    ...(organizations.data?.items ?? [])
      .filter((o) => o.id !== orgLabel?.value)
      .map((o) => ({ value: o.id, label: o.name })),
  ];

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 6 }}>
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
        />
        <Select
          label={t('filters.role')}
          clearable
          data={GLOBAL_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
          value={filters.role}
          onChange={set('role')}
        />
        <Select
          label={t('filters.tier')}
          clearable
          data={TIERS.map((tier) => ({ value: tier, label: t(`tiers.${tier}`) }))}
          value={filters.tier}
          onChange={set('tier')}
        />
        <Select
          label={t('filters.organization')}
          clearable
          searchable
          data={orgOptions}
          value={filters.organizationId}
          searchValue={orgSearch}
          onSearchChange={setOrgSearch}
          nothingFoundMessage={organizations.isError ? t('loadError') : t('filters.noOrganizations')}
          onChange={(value) => {
            setOrgLabel(orgOptions.find((o) => o.value === value) ?? null);
            set('organizationId')(value);
          }}
        />
        <Select
          label={t('filters.verified')}
          clearable
          data={YES_NO.map((v) => ({ value: v, label: t(`yesNo.${v}`) }))}
          value={filters.verified}
          onChange={set('verified')}
        />
        <Select
          label={t('filters.blocked')}
          clearable
          data={YES_NO.map((v) => ({ value: v, label: t(`yesNo.${v}`) }))}
          value={filters.blocked}
          onChange={set('blocked')}
        />
      </SimpleGrid>
      {users.isPending ? (
        <Skeleton h={200} aria-label={t('loading')} />
      ) : users.isError ? (
        <Alert color="red" title={t('loadError')} role="alert">
          <Button mt="sm" variant="light" color="red" onClick={() => void users.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover data-testid="users-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.user')}</Table.Th>
                <Table.Th>{t('columns.role')}</Table.Th>
                <Table.Th>{t('columns.tier')}</Table.Th>
                <Table.Th>{t('columns.organization')}</Table.Th>
                <Table.Th>{t('columns.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((user) => (
                <Table.Tr key={user.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/users/${user.id}`} fw={600}>
                      {user.firstName} {user.lastName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      @{user.username} · {user.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`roles.${user.role}`)}</Table.Td>
                  <Table.Td>
                    {t(`tiers.${user.tier}`)}
                    {user.subscriptionStatus ? (
                      <Text size="xs" c="dimmed">
                        {t(`statuses.${user.subscriptionStatus}`)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{user.organization?.name ?? '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {user.blocked ? <Badge color="red">{t('blocked')}</Badge> : null}
                      {!user.verified ? <Badge color="gray">{t('unverified')}</Badge> : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {users.hasNextPage ? (
        <Button variant="default" loading={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
          {t('loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
