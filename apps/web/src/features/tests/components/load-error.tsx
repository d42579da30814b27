import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A failed load with Retry and, where there is somewhere to go, Back (spec §8). */
export function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
  backTo,
  backLabel,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
  retrying?: boolean;
  backTo?: string;
  backLabel?: string;
}) {
  const { t } = useTranslation('tests');
  return (
    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />} title={title}>
      {message}
      <Group gap="xs" mt="sm">
        <Button size="xs" color="red" variant="white" onClick={onRetry} loading={retrying}>
          {t('retry')}
        </Button>
        {backTo && backLabel ? (
          <Button size="xs" variant="subtle" color="red" component={Link} to={backTo}>
            {backLabel}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
