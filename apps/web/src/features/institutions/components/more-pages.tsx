import { Alert, Button, Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';

/** The paging state of an infinite list, as react-query's useInfiniteQuery reports it. */
interface TPagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Show more" under a list whose first pages are on screen. A later page that fails keeps those
 * pages and says so beside a retry of that page alone.
 */
export function MorePages({ list, errorTitle }: { list: TPagedList; errorTitle: string }) {
  const { t } = useTranslation(['institutions', 'errors']);
  if (list.isFetchNextPageError) {
    return (
      <Alert color="red" role="alert" title={errorTitle}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{translateApiError(t, list.error, errorTitle)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void list.fetchNextPage()}>
            {t('institutions:retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!list.hasNextPage) return null;
  return (
    <Center>
      <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
        {t('institutions:loadMore')}
      </Button>
    </Center>
  );
}
