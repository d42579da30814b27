import { LICENCE_STATES, ORGANIZATION_TYPES, type TLicenceState, type TOrganizationType } from '@bagdar/contracts';
import { Anchor, Button, Center, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatNumber } from '../../../lib/numbers.ts';
import { useOrganizations } from '../api/get-organizations.ts';
import { LicenceBadge } from './badges.tsx';
import { formatDate } from './format-date.ts';
import { ListState } from '../../../components/list-state.tsx';
import { useListTexts } from './org-messages.ts';
import { SearchBox } from './search-box.tsx';

/** Every organisation for platform admins: search, type and licence filters, keyset pages. */
export function OrganizationsList({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation('organizations');
  const listTexts = useListTexts();
  const [q, setQ] = useState('');
  const [type, setType] = useState<TOrganizationType | null>(null);
  const [licence, setLicence] = useState<TLicenceState | null>(null);
  const onSearch = useCallback((value: string) => setQ(value), []);
  const list = useOrganizations({ q, type, licence });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const lng = currentLanguage();

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('list.title')}</Title>
        {canCreate && (
          <Button component={Link} to="/admin/organizations/create" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('list.create')}
          </Button>
        )}
      </Group>
      <Group align="flex-end" wrap="wrap">
        <SearchBox label={t('list.search')} onSearch={onSearch} />
        <Select
          label={t('fields.type')}
          placeholder={t('list.anyType')}
          clearable
          data={ORGANIZATION_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
          value={type}
          onChange={(v) => setType(v as TOrganizationType | null)}
        />
        <Select
          label={t('fields.licence')}
          placeholder={t('list.anyLicence')}
          clearable
          data={LICENCE_STATES.map((v) => ({ value: v, label: t(`licence.${v}`) }))}
          value={licence}
          onChange={(v) => setLicence(v as TLicenceState | null)}
        />
      </Group>
      {list.isPending || list.isError || items.length === 0 ? (
        <ListState
          {...listTexts}
          state={list.isPending ? 'pending' : list.isError ? 'error' : 'empty'}
          error={list.error}
          emptyText={q || type || licence ? t('list.noMatches') : t('list.empty')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.name')}</Table.Th>
                  <Table.Th>{t('fields.type')}</Table.Th>
                  <Table.Th>{t('fields.licence')}</Table.Th>
                  <Table.Th ta="right">{t('fields.seats')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((org) => (
                  <Table.Tr key={org.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/organizations/${org.id}`} fw={600}>
                        {org.name}
                      </Anchor>
                      {org.city && (
                        <Text size="xs" c="dimmed">
                          {org.city.name[lng]}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{t(`type.${org.type}`)}</Table.Td>
                    <Table.Td>
                      <LicenceBadge state={org.licenceState} />
                      <Text size="xs" c="dimmed">
                        {formatDate(org.subscriptionStartsAt)} – {formatDate(org.subscriptionEndsAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      {formatNumber(org.seatsUsed, lng)} /{' '}
                      {org.seatCount === null ? '—' : formatNumber(org.seatCount, lng)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.hasNextPage && (
            <Center>
              <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {t('loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
