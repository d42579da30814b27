import { Anchor, Badge, Button, Center, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useProfessions } from '../api/get-professions.ts';
import { CatalogSearch } from './catalog-search.tsx';
import { useFieldName } from '../../../lib/fields.ts';
import { formatSalaryRange } from './format-salary.ts';
import { ListState } from '../../../components/list-state.tsx';

const DEMAND_COLOR = { HIGH: 'teal', MEDIUM: 'yellow', LOW: 'gray' } as const;

/** The professions catalogue: server search by name, keyset pages loaded on demand. */
export function ProfessionsTable() {
  const { t } = useTranslation('admin-catalog');
  const [q, setQ] = useState('');
  const professions = useProfessions(q);
  const lng = currentLanguage();
  const fieldLabel = useFieldName();
  const items = professions.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('professions.title')}</Title>
        <Button component={Link} to="/admin/professions/create" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('professions.create')}
        </Button>
      </Group>
      <CatalogSearch label={t('professions.search')} onSearch={setQ} />
      {professions.isPending || professions.isError || items.length === 0 ? (
        <ListState
          state={professions.isPending ? 'pending' : professions.isError ? 'error' : 'empty'}
          error={professions.error}
          errorTitle={t('professions.error')}
          emptyText={q ? t('noMatches') : t('professions.empty')}
          onRetry={() => void professions.refetch()}
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={820}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('professions.columns.name')}</Table.Th>
                  <Table.Th>{t('professions.columns.riasec')}</Table.Th>
                  <Table.Th>{t('professions.columns.field')}</Table.Th>
                  <Table.Th>{t('professions.columns.demand')}</Table.Th>
                  <Table.Th ta="right">{t('professions.columns.salary')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((profession) => (
                  <Table.Tr key={profession.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/professions/${profession.id}`} fw={600}>
                        {profession.name[lng]}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {profession.slug}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="outline" miw="max-content" style={{ letterSpacing: 1 }}>
                        {profession.riasec}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{fieldLabel(profession.field)}</Table.Td>
                    <Table.Td>
                      <Badge color={DEMAND_COLOR[profession.demand]} variant="light" miw="max-content">
                        {t(`demand.${profession.demand}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatSalaryRange(profession.salaryKzt)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {professions.hasNextPage && (
            <Center>
              <Button
                variant="default"
                onClick={() => void professions.fetchNextPage()}
                loading={professions.isFetchingNextPage}
              >
                {t('loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}
