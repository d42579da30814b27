import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStartAnalysisAction } from '../hooks/use-start-analysis-action.ts';

/** Tests done, no analysis yet: what the analysis does, how long it takes, and the button. */
export function ReadyState() {
  const { t } = useTranslation('personality');
  const action = useStartAnalysisAction();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="personality-state-ready">
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3">
          {t('ready.title')}
        </Title>
        <Text>{t('ready.body')}</Text>
        <Text size="sm" c="dimmed">
          {t('ready.estimate')}
        </Text>
        {action.error ? (
          <Alert color="red" variant="light" role="alert" w="100%">
            {action.error}
          </Alert>
        ) : null}
        <Button leftSection={<IconSparkles size={16} aria-hidden />} onClick={action.start} loading={action.isPending}>
          {t('ready.create')}
        </Button>
      </Stack>
    </Card>
  );
}
