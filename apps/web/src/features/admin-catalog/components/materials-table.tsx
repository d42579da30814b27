import type { TMaterial } from '@bagdar/contracts';
import { Anchor, Badge, Button, Center, Group, Modal, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconEdit, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteMaterial } from '../api/delete-material.ts';
import { useMaterials } from '../api/get-materials.ts';
import { CatalogSearch } from './catalog-search.tsx';
import { DeleteButton } from './delete-button.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { MaterialForm } from './material-form.tsx';

type TEditing = { mode: 'create' } | { mode: 'edit'; material: TMaterial } | null;

/** Learning materials the analysis recommends: search, pages, create and edit in a modal, delete with a question. */
export function MaterialsTable() {
  const { t } = useTranslation('admin-catalog');
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<TEditing>(null);
  const materials = useMaterials(q);
  const remove = useDeleteMaterial();
  const items = materials.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('materials.title')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ mode: 'create' })}>
          {t('materials.create')}
        </Button>
      </Group>
      <CatalogSearch label={t('materials.search')} onSearch={setQ} />
      {materials.isPending || materials.isError || items.length === 0 ? (
        <ListState
          state={materials.isPending ? 'pending' : materials.isError ? 'error' : 'empty'}
          error={materials.error}
          errorTitle={t('materials.error')}
          emptyText={q ? t('noMatches') : t('materials.empty')}
          onRetry={() => void materials.refetch()}
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={900}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('materials.columns.title')}</Table.Th>
                  <Table.Th>{t('materials.columns.type')}</Table.Th>
                  <Table.Th>{t('materials.columns.language')}</Table.Th>
                  <Table.Th>{t('materials.columns.tags')}</Table.Th>
                  <Table.Th>{t('materials.columns.riasec')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('materials.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((material) => (
                  <Table.Tr key={material.id}>
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
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Button
                          variant="subtle"
                          size="xs"
                          leftSection={<IconEdit size={14} aria-hidden />}
                          onClick={() => setEditing({ mode: 'edit', material })}
                          aria-label={t('materials.editFor', { name: material.title })}
                        >
                          {t('edit')}
                        </Button>
                        <DeleteButton compact name={material.title} onDelete={() => remove.mutateAsync(material.id)} />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {materials.hasNextPage && (
            <Center>
              <Button
                variant="default"
                onClick={() => void materials.fetchNextPage()}
                loading={materials.isFetchingNextPage}
              >
                {t('loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? t('materials.editTitle') : t('materials.createTitle')}
        size="lg"
        fullScreen={false}
      >
        {editing && (
          <MaterialForm
            key={editing.mode === 'edit' ? editing.material.id : 'new'}
            material={editing.mode === 'edit' ? editing.material : undefined}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
