import type { TMaterial } from '@bagdar/contracts';
import { Anchor, Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteMaterial } from '../api/delete-material.ts';
import { useMaterials } from '../api/get-materials.ts';
import { CatalogSearch } from './catalog-search.tsx';
import { CatalogPage, CatalogTable, EditDialog, RowActions } from './catalog-table.tsx';
import { MaterialForm } from './material-form.tsx';

/** Learning materials the analysis recommends: search, pages, create and edit in a modal, delete with a question. */
export function MaterialsTable() {
  const { t } = useTranslation('admin-catalog');
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<TMaterial | 'new' | null>(null);
  const materials = useMaterials(q);
  const remove = useDeleteMaterial();
  const items = materials.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <CatalogPage
      title={t('materials.title')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('materials.create')}
        </Button>
      }
    >
      <CatalogSearch label={t('materials.search')} onSearch={setQ} />
      <CatalogTable
        query={materials}
        items={items}
        errorTitle={t('materials.error')}
        emptyText={q ? t('noMatches') : t('materials.empty')}
        minWidth={900}
        highlightOnHover
        verticalSpacing="sm"
        head={
          <>
            <Table.Th>{t('materials.columns.title')}</Table.Th>
            <Table.Th>{t('materials.columns.type')}</Table.Th>
            <Table.Th>{t('materials.columns.language')}</Table.Th>
            <Table.Th>{t('materials.columns.tags')}</Table.Th>
            <Table.Th>{t('materials.columns.riasec')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('materials.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </>
        }
        row={(material) => (
          <>
            <Table.Td maw={360}>
              <Text fw={600} size="sm">
                {material.title}
              </Text>
              <Anchor
                href={material.url}
                target="_blank"
                rel="noopener noreferrer"
                size="xs"
                style={{ wordBreak: 'break-all' }}
              >
                {material.url} <IconExternalLink size={12} aria-label={t('opensInNewTab')} />
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" miw="max-content">
                {t(`materialTypes.${material.type}`)}
              </Badge>
            </Table.Td>
            <Table.Td>{t(`contentLanguages.${material.language}`)}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {material.tags.map((tag) => (
                  <Badge key={tag} variant="outline" color="gray" size="sm" tt="none">
                    {tag}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td style={{ letterSpacing: 1 }}>{material.riasec.join('') || '—'}</Table.Td>
            <Table.Td>
              <RowActions
                name={material.title}
                editLabel={t('materials.editFor', { name: material.title })}
                onEdit={() => setEditing(material)}
                onDelete={() => remove.mutateAsync(material.id)}
              />
            </Table.Td>
          </>
        )}
      />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle={t('materials.createTitle')}
        editTitle={t('materials.editTitle')}
      >
        {(material) => <MaterialForm material={material ?? undefined} onDone={() => setEditing(null)} />}
      </EditDialog>
    </CatalogPage>
  );
}
