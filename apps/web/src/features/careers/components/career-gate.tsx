import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconLockSquareRounded } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** No personality analysis yet: why the roadmaps need it and the way to take the tests. */
export function CareerGate() {
  const { t } = useTranslation('careers');
  return (
    <Card withBorder radius="md" padding="lg" data-testid="careers-gate">
      <Stack gap="md" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <IconLockSquareRounded size={28} aria-hidden color="var(--mantine-color-dimmed)" />
          <Title order={2} size="h3">
            {t('gate.title')}
          </Title>
        </Group>
        <Text>{t('gate.body')}</Text>
        <Group gap="sm">
          <Button component={Link} to="/app/personality">
            {t('gate.personality')}
          </Button>
          <Button component={Link} to="/app/tests" variant="default">
            {t('gate.tests')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
