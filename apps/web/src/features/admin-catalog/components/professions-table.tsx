import { Anchor, Badge, Button, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useProfessions } from '../api/get-professions.ts';
import { CatalogSearch } from './catalog-search.tsx';
import { useFieldName } from '../../../lib/fields.ts';
import { formatSalaryRange } from './format-salary.ts';
import { CatalogPage, CatalogTable } from './catalog-table.tsx';

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
    <CatalogPage
      title={t('professions.title')}
      actions={
        <Button component={Link} to="/admin/professions/create" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('professions.create')}
        </Button>
      }
    >
      <CatalogSearch label={t('professions.search')} onSearch={setQ} />
      <CatalogTable
        query={professions}
        items={items}
        errorTitle={t('professions.error')}
        emptyText={q ? t('noMatches') : t('professions.empty')}
        minWidth={820}
        highlightOnHover
        verticalSpacing="sm"
        head={
          <>
            <Table.Th>{t('professions.columns.name')}</Table.Th>
            <Table.Th>{t('professions.columns.riasec')}</Table.Th>
            <Table.Th>{t('professions.columns.field')}</Table.Th>
            <Table.Th>{t('professions.columns.demand')}</Table.Th>
            <Table.Th ta="right">{t('professions.columns.salary')}</Table.Th>
          </>
        }
        row={(profession) => (
          <>
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
          </>
        )}
      />
    </CatalogPage>
  );
}
