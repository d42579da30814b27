import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../lib/error-messages.ts';

/**
 * Loading, failed (with retry) and empty states of a list or page. The failure is said with
 * `errorMessage` when a feature has its own error texts, else with the shared ones.
 */
export function ListState({
  state,
  error,
  errorTitle,
  emptyText,
  onRetry,
  errorMessage,
  retryLabel,
}: {
  state: 'pending' | 'error' | 'empty';
  error?: unknown;
  errorTitle: string;
  emptyText?: string;
  onRetry: () => void;
  errorMessage?: (error: unknown, fallback: string) => string;
  /** The retry button's text where a feature words it differently from the shared one. */
  retryLabel?: string;
}) {
  const { t } = useTranslation(['common', 'errors']);
  if (state === 'pending') {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (state === 'error') {
    return (
      <Alert color="red" role="alert" title={errorTitle}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {errorMessage ? errorMessage(error, errorTitle) : translateApiError(t, error, errorTitle)}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {retryLabel ?? t('common:actions.retry')}
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
