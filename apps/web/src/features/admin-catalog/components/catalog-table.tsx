import { Button, Center, Group, Modal, Stack, Table, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../components/list-state.tsx';
import { DeleteButton } from './delete-button.tsx';

/**
 * The scaffolding the admin catalogue pages share: the page frame with its actions, a table of rows
 * with its loading, failed and empty states and "show more", the edit and delete actions of a row,
 * and the add/edit dialog.
 */

/** A catalogue page: its title with the page's actions (add, links), then filters and the table. */
export function CatalogPage({ title, actions, children }: { title: string; actions: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{title}</Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

/** What the table reads of a react-query result; the paging fields only for keyset lists. */
interface TCatalogQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => Promise<unknown>;
}

/**
 * The rows of a catalogue list as a striped table, or its loading, failed or empty state; a keyset
 * list gets "show more" while it has a next page. `head` holds the header cells, `row` a row's cells.
 */
export function CatalogTable<T extends { id: string }>({
  query,
  items,
  errorTitle,
  emptyText,
  minWidth,
  head,
  row,
  highlightOnHover,
  verticalSpacing = 'xs',
  testId,
  rowTestId,
}: {
  query: TCatalogQuery;
  items: readonly T[];
  errorTitle: string;
  emptyText: string;
  minWidth: number;
  head: ReactNode;
  row: (item: T) => ReactNode;
  highlightOnHover?: boolean;
  verticalSpacing?: 'xs' | 'sm';
  testId?: string;
  rowTestId?: string;
}) {
  const { t } = useTranslation('admin-catalog');
  if (query.isPending || query.isError || items.length === 0) {
    return (
      <ListState
        state={query.isPending ? 'pending' : query.isError ? 'error' : 'empty'}
        error={query.error}
        errorTitle={errorTitle}
        emptyText={emptyText}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { fetchNextPage } = query;
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover={highlightOnHover} verticalSpacing={verticalSpacing} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id} data-testid={rowTestId}>
                {row(item)}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {query.hasNextPage && fetchNextPage && (
        <Center>
          <Button variant="default" onClick={() => void fetchNextPage()} loading={query.isFetchingNextPage}>
            {t('loadMore')}
          </Button>
        </Center>
      )}
    </>
  );
}

/** A row's edit and delete buttons; the delete asks first, naming the row. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  editLabel,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  /** An accessible name for the edit button that names the row; the button then shows an edit icon. */
  editLabel?: string;
}) {
  const { t } = useTranslation('admin-catalog');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button
        variant="subtle"
        size="xs"
        leftSection={editLabel ? <IconEdit size={14} aria-hidden /> : undefined}
        onClick={onEdit}
        aria-label={editLabel}
      >
        {t('edit')}
      </Button>
      <DeleteButton compact name={name} onDelete={onDelete} />
    </Group>
  );
}

/** The add/edit dialog of a catalogue row: open while `editing` is a row or 'new'; the form gets the row or null. */
export function EditDialog<T extends { id: string }>({
  editing,
  onClose,
  addTitle,
  editTitle,
  children,
}: {
  editing: T | 'new' | null;
  onClose: () => void;
  addTitle: string;
  editTitle: string;
  children: (item: T | null) => ReactNode;
}) {
  return (
    <Modal opened={editing !== null} onClose={onClose} title={editing === 'new' ? addTitle : editTitle} size="lg">
      {editing !== null && (
        <Fragment key={editing === 'new' ? 'new' : editing.id}>{children(editing === 'new' ? null : editing)}</Fragment>
      )}
    </Modal>
  );
}
