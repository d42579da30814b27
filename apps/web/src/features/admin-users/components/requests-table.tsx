import { Alert, Anchor, Button, Code, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { fullDateTime } from '../../../lib/relative-time.ts';
import { useUpgradeRequests } from '../api/get-upgrade-requests.ts';

/** Pending personal upgrade requests; the admin opens the user and activates the plan after payment. */
export function RequestsTable() {
  const { t } = useTranslation('admin-users');
  const requests = useUpgradeRequests();
  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];
  if (requests.isPending) return <Skeleton h={120} aria-label={t('loading')} />;
  if (requests.isError) {
    return (
      <Alert color="red" title={t('loadError')} role="alert">
        <Button mt="sm" variant="light" color="red" onClick={() => void requests.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (items.length === 0) return <Text c="dimmed">{t('requests.empty')}</Text>;
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={520}>
        <Table striped data-testid="requests-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('requests.reference')}</Table.Th>
              <Table.Th>{t('columns.user')}</Table.Th>
              <Table.Th>{t('columns.tier')}</Table.Th>
              <Table.Th>{t('requests.createdAt')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((request) => (
              <Table.Tr key={request.id}>
                <Table.Td>
                  <Code>{request.reference}</Code>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/admin/users/${request.user.id}`}>
                    {request.user.firstName} {request.user.lastName} (@{request.user.username})
                  </Anchor>
                </Table.Td>
                <Table.Td>{t(`tiers.${request.tier}`)}</Table.Td>
                <Table.Td>{fullDateTime(request.createdAt, currentLanguage())}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {requests.hasNextPage ? (
        <Button variant="default" loading={requests.isFetchingNextPage} onClick={() => void requests.fetchNextPage()}>
          {t('loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
