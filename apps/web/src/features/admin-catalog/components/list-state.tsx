import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';

/** Loading, failed and empty states shared by the two catalogue tables. */
export function ListState({
  state,
  error,
  errorTitle,
  emptyText,
  onRetry,
}: {
  state: 'pending' | 'error' | 'empty';
  error?: unknown;
  errorTitle: string;
  emptyText: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['admin-catalog', 'errors']);
  if (state === 'pending') {
    return (
      <Center py="xl">
        <Loader aria-label={t('admin-catalog:loading')} />
      </Center>
    );
  }
  if (state === 'error') {
    return (
      <Alert color="red" role="alert" title={errorTitle}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{translateApiError(t, error, errorTitle)}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('admin-catalog:retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Text c="dimmed" py="lg">
      {emptyText}
    </Text>
  );
}
