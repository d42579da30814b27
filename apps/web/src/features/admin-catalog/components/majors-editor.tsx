import type { TMajor } from '@bagdar/contracts';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatKzt } from '../../../lib/money.ts';
import { useDeleteMajor } from '../api/save-major.ts';
import { DeleteButton } from './delete-button.tsx';
import { useFieldName } from '../../../lib/fields.ts';
import { MajorFormModal } from './major-form.tsx';

/** The institution's majors: a table with edit and delete, and a dialog to add or edit one. */
export function MajorsEditor({ institutionId, majors }: { institutionId: string; majors: TMajor[] }) {
  const { t } = useTranslation(['admin-institutions', 'admin-catalog']);
  const lng = currentLanguage();
  const fieldLabel = useFieldName();
  const remove = useDeleteMajor();
  const [editing, setEditing] = useState<TMajor | 'new' | null>(null);
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {t('admin-institutions:majors.title')}
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('admin-institutions:majors.add')}
          </Button>
        </Group>
        {majors.length === 0 ? (
          <Text c="dimmed">{t('admin-institutions:majors.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin-institutions:majors.fields.name')}</Table.Th>
                  <Table.Th>{t('admin-institutions:majors.fields.field')}</Table.Th>
                  <Table.Th>{t('admin-institutions:majors.fields.price')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {majors.map((major) => (
                  <Table.Tr key={major.id} data-testid="admin-major-row">
                    <Table.Td>{major.name[lng]}</Table.Td>
                    <Table.Td>{fieldLabel(major.field)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatKzt(major.pricePerYearKzt)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button variant="subtle" size="xs" onClick={() => setEditing(major)}>
                          {t('admin-catalog:edit')}
                        </Button>
                        <DeleteButton
                          compact
                          name={major.name[lng]}
                          onDelete={() => remove.mutateAsync({ institutionId, majorId: major.id })}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <MajorFormModal
        institutionId={institutionId}
        major={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
