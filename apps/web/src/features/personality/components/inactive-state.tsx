import type { TPersonalityStatus } from '@bagdar/contracts';
import { Button, Card, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconLockSquareRounded } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/use-localized.ts';

/** The analysis needs the personality-type and career-interests tests; lists the ones left. */
export function InactiveState({ missingTests }: { missingTests: TPersonalityStatus['missingTests'] }) {
  const { t } = useTranslation('personality');
  const localized = useLocalized();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="personality-state-inactive">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconLockSquareRounded size={28} aria-hidden color="var(--mantine-color-dimmed)" />
          <Title order={2} size="h3">
            {t('inactive.title')}
          </Title>
        </Group>
        <Text>{t('inactive.body')}</Text>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {missingTests.map((test) => (
            <Paper key={test.id} component="li" withBorder radius="md" p="sm">
              <Group gap="sm" justify="space-between" wrap="wrap">
                <Text fw={600}>{localized(test.title)}</Text>
                <Button size="xs" component={Link} to={`/app/tests/${encodeURIComponent(test.id)}`}>
                  {t('inactive.take')}
                  <VisuallyHidden>: {localized(test.title)}</VisuallyHidden>
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
