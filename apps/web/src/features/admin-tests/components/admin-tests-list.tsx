import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { translateApiError } from '../../../lib/error-messages.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useDeleteAdminTest } from '../api/delete-admin-test.ts';
import { useAdminTests, type TAdminTestSummary } from '../api/get-admin-tests.ts';
import { useUnpublishAdminTest } from '../api/unpublish-admin-test.ts';
import { formatDate } from './format-date.ts';

function matches(test: TAdminTestSummary, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [test.slug, test.title.ru, test.title.kk, test.title.en].some((text) =>
    text.toLocaleLowerCase().includes(needle),
  );
}

/** The test catalogue: every test in every status, filtered on the page by title or slug. */
export function AdminTestsList() {
  const { t } = useTranslation(['admin-tests', 'errors']);
  const tests = useAdminTests();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const lng = currentLanguage();
  const items = (tests.data?.items ?? []).filter((test) => matches(test, deferredQuery));
  const unpublish = useUnpublishAdminTest();
  const remove = useDeleteAdminTest();
  const [removing, setRemoving] = useState<TAdminTestSummary | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>, failed: string) => {
    setActionError(null);
    try {
      await work();
    } catch (error) {
      setActionError(translateApiError(t, error, failed));
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('admin-tests:list.title')}</Title>
        <Group gap="sm">
          <Button component={Link} to="/admin/tests/categories" variant="default">
            {t('admin-tests:list.categories')}
          </Button>
          <Button component={Link} to="/admin/tests/create" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('admin-tests:list.create')}
          </Button>
        </Group>
      </Group>
      <TextInput
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        aria-label={t('admin-tests:list.search')}
        placeholder={t('admin-tests:list.search')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={420}
      />
      {actionError && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setActionError(null)}>
          {actionError}
        </Alert>
      )}
      {tests.isPending ? (
        <Center py="xl">
          <Loader aria-label={t('admin-tests:loading')} />
        </Center>
      ) : tests.isError ? (
        <Alert color="red" role="alert" title={t('admin-tests:list.error')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{translateApiError(t, tests.error, t('admin-tests:list.error'))}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void tests.refetch()}>
              {t('admin-tests:retry')}
            </Button>
          </Stack>
        </Alert>
      ) : items.length === 0 ? (
        <Text c="dimmed" py="lg">
          {query ? t('admin-tests:list.noMatches') : t('admin-tests:list.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={880}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin-tests:list.columns.title')}</Table.Th>
                <Table.Th>{t('admin-tests:list.columns.status')}</Table.Th>
                <Table.Th>{t('admin-tests:list.columns.version')}</Table.Th>
                <Table.Th>{t('admin-tests:list.columns.tier')}</Table.Th>
                <Table.Th>{t('admin-tests:list.columns.scoring')}</Table.Th>
                <Table.Th ta="right">{t('admin-tests:list.columns.questions')}</Table.Th>
                <Table.Th ta="right">{t('admin-tests:list.columns.completed')}</Table.Th>
                <Table.Th>{t('admin-tests:list.columns.updated')}</Table.Th>
                <Table.Th>{t('admin-tests:list.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((test) => (
                <Table.Tr key={test.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/tests/${test.id}`} fw={600}>
                      {test.title[lng] || test.slug}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {test.slug}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={test.status === 'PUBLISHED' ? 'teal' : 'gray'} variant="light" miw="max-content">
                      {t(`admin-tests:status.${test.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{test.version}</Table.Td>
                  <Table.Td>{t(`admin-tests:tiers.${test.requiredTier}`)}</Table.Td>
                  <Table.Td>{t(`admin-tests:scorings.${test.scoring}`)}</Table.Td>
                  <Table.Td ta="right">{test.questionCount}</Table.Td>
                  <Table.Td ta="right">{test.completedAttempts}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(test.updatedAt, lng)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {test.status === 'PUBLISHED' && (
                        <Button
                          size="xs"
                          variant="subtle"
                          loading={unpublish.isPending && unpublish.variables === test.id}
                          onClick={() =>
                            void run(async () => {
                              await unpublish.mutateAsync(test.id);
                              notifySuccess(t('admin-tests:list.unpublished'));
                            }, t('admin-tests:list.actionFailed'))
                          }
                        >
                          {t('admin-tests:list.unpublish')}
                        </Button>
                      )}
                      <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(test)}>
                        {t('admin-tests:list.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={t('admin-tests:list.deleteTitle', { title: removing ? removing.title[lng] || removing.slug : '' })}
        confirmLabel={removing?.completedAttempts ? t('admin-tests:list.archive') : t('admin-tests:list.delete')}
        cancelLabel={t('admin-tests:list.cancel')}
        confirmColor="red"
        loading={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const test = removing;
          setRemoving(null);
          if (test)
            void run(async () => {
              const { outcome } = await remove.mutateAsync(test.id);
              notifySuccess(t(outcome === 'ARCHIVED' ? 'admin-tests:list.archived' : 'admin-tests:list.deleted'));
            }, t('admin-tests:list.actionFailed'));
        }}
      >
        {removing?.completedAttempts
          ? t('admin-tests:list.archiveBody', { count: removing.completedAttempts })
          : t('admin-tests:list.deleteBody')}
      </ConfirmDialog>
    </Stack>
  );
}
