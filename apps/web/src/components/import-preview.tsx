import { Alert, Badge, Button, Card, FileInput, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One checked row of an uploaded sheet: its number in the sheet, and each column's error codes. */
export type TPreviewRow = { row: number; errors: { column: string; code: string }[] };
export type TPreviewColumn<TRow> = { key: string; header: string; cell: (row: TRow) => ReactNode };

/** The .xlsx picker every import screen starts with. */
export function ImportFileField({ value, onChange }: { value: File | null; onChange: (file: File | null) => void }) {
  const { t } = useTranslation('common');
  return (
    <FileInput
      label={t('import.file')}
      accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      clearable
      value={value}
      onChange={onChange}
      data-testid="import-file"
    />
  );
}

/**
 * A checked file before it is imported: counts, every row with its errors (rows with errors first),
 * and the import button only when no row has one — an import takes all rows or none.
 */
export function ImportPreview<TRow extends TPreviewRow>({
  rows,
  columns,
  errorText,
  onCommit,
  committing,
  commitError,
  commitNote,
  blocker,
  maxShown = 300,
}: {
  rows: TRow[];
  columns: TPreviewColumn<TRow>[];
  /** A row error as a sentence ("Cut-off: above the UNT maximum"). */
  errorText: (error: TPreviewRow['errors'][number]) => string;
  onCommit: () => void;
  committing: boolean;
  /** Why the commit failed, already translated; null when it did not. */
  commitError: string | null;
  /** Said above the import button (e.g. that a large file is imported in the background). */
  commitNote?: ReactNode;
  /** Why the file cannot be imported although every row is valid (e.g. the licence's seats); hides the button. */
  blocker?: ReactNode;
  maxShown?: number;
}) {
  const { t } = useTranslation('common');
  const invalid = rows.filter((row) => row.errors.length > 0).length;
  // Below the small breakpoint each row is a card with its errors on top: in a table the errors
  // column sat off-screen at 390 px.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const shown = [...rows]
    .sort((a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0) || a.row - b.row)
    .slice(0, maxShown);
  const rowErrors = (row: TRow) =>
    row.errors.length === 0 ? (
      <Text size="sm" c="teal">
        {t('import.ok')}
      </Text>
    ) : (
      row.errors.map((error) => (
        <Text key={`${error.column}-${error.code}`} size="sm" c="red">
          {errorText(error)}
        </Text>
      ))
    );
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color="gray" variant="light">
          {t('import.total', { count: rows.length })}
        </Badge>
        <Badge color="teal" variant="light">
          {t('import.valid', { count: rows.length - invalid })}
        </Badge>
        <Badge color={invalid ? 'red' : 'gray'} variant="light" data-testid="invalid-count">
          {t('import.invalid', { count: invalid })}
        </Badge>
      </Group>
      {blocker}
      {invalid > 0 ? (
        <Alert color="orange" role="status">
          {t('import.fixAndRetry')}
        </Alert>
      ) : blocker ? null : (
        <Stack gap="xs">
          {commitNote}
          <Group>
            <Button onClick={onCommit} loading={committing}>
              {t('import.commit', { count: rows.length })}
            </Button>
          </Group>
        </Stack>
      )}
      {commitError !== null && (
        <Alert color="red" role="alert">
          {commitError}
        </Alert>
      )}
      {phone ? (
        <Stack gap="xs" data-testid="preview-cards">
          {shown.map((row) => (
            <Card
              key={row.row}
              withBorder
              radius="md"
              padding="sm"
              bg={row.errors.length ? 'var(--mantine-color-red-light)' : undefined}
              data-invalid={row.errors.length > 0 || undefined}
              data-testid="preview-card"
            >
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {t('import.row')} {row.row}
                </Text>
                {rowErrors(row)}
                {columns.map((column) => (
                  <Group key={column.key} gap="xs" wrap="nowrap" align="flex-start">
                    <Text size="xs" c="dimmed" miw={96}>
                      {column.header}
                    </Text>
                    <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                      {column.cell(row)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" data-testid="preview-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('import.row')}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column.key}>{column.header}</Table.Th>
                ))}
                <Table.Th>{t('import.errors')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr
                  key={row.row}
                  bg={row.errors.length ? 'var(--mantine-color-red-light)' : undefined}
                  data-invalid={row.errors.length > 0 || undefined}
                >
                  <Table.Td>{row.row}</Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
                  ))}
                  <Table.Td>{rowErrors(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
