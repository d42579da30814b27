import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from './org-messages.ts';

/** Loading, failed (with retry) and empty states of the organisation lists. */
export function ListState({
  state,
  error,
  emptyText,
  onRetry,
}: {
  state: 'pending' | 'error' | 'empty';
  error?: unknown;
  emptyText: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation('organizations');
  const message = useErrorMessage();
  if (state === 'pending') {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (state === 'error') {
    return (
      <Alert color="red" role="alert" title={t('loadError')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{message(error, t('loadError'))}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('retry')}
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
