import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconPlus, IconScale } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useAdminInstitutions } from '../api/get-admin-institutions.ts';
import { CatalogSearch } from './catalog-search.tsx';
import { CatalogPage, CatalogTable } from './catalog-table.tsx';

/** /admin/institutions: search by name (2+ characters), keyset pages, create. */
export function InstitutionsTable() {
  const { t } = useTranslation(['admin-institutions', 'admin-catalog']);
  const [q, setQ] = useState('');
  const list = useAdminInstitutions(q.length >= 2 ? q : '');
  const lng = currentLanguage();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <CatalogPage
      title={t('admin-institutions:title')}
      actions={
        <Group gap="xs">
          <Button
            component={Link}
            to="/admin/institutions/admission"
            variant="default"
            leftSection={<IconScale size={16} aria-hidden />}
          >
            {t('admin-institutions:admission.link')}
          </Button>
          <Button component={Link} to="/admin/institutions/create" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('admin-institutions:create')}
          </Button>
        </Group>
      }
    >
      <CatalogSearch label={t('admin-institutions:search')} onSearch={setQ} />
      <CatalogTable
        query={list}
        items={items}
        errorTitle={t('admin-institutions:loadFailed')}
        emptyText={q ? t('admin-catalog:noMatches') : t('admin-institutions:empty')}
        minWidth={720}
        highlightOnHover
        verticalSpacing="sm"
        head={
          <>
            <Table.Th>{t('admin-institutions:fields.name')}</Table.Th>
            <Table.Th>{t('admin-institutions:fields.city')}</Table.Th>
            <Table.Th>{t('admin-institutions:fields.type')}</Table.Th>
            <Table.Th>{t('admin-institutions:fields.financing')}</Table.Th>
            <Table.Th ta="right">{t('admin-institutions:majors.title')}</Table.Th>
          </>
        }
        row={(i) => (
          <>
            <Table.Td>
              <Anchor component={Link} to={`/admin/institutions/${i.id}`} fw={600}>
                {i.name[lng]}
              </Anchor>
              {i.sampleData && (
                <Badge ml="xs" size="xs" color="yellow" variant="light">
                  {t('admin-institutions:sample')}
                </Badge>
              )}
            </Table.Td>
            <Table.Td>
              <Text size="sm">{[i.cityName?.[lng], i.countryName[lng]].filter(Boolean).join(', ')}</Text>
            </Table.Td>
            <Table.Td>{t(`admin-institutions:types.${i.type}`)}</Table.Td>
            <Table.Td>{t(`admin-institutions:financing.${i.financing}`)}</Table.Td>
            <Table.Td ta="right">{i.majorCount}</Table.Td>
          </>
        )}
      />
    </CatalogPage>
  );
}
