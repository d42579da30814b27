import type { TAnalysisPreview } from '@bagdar/contracts';
import { Box, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TypeHeader } from './type-header.tsx';
import classes from './analysis-preview.module.css';

const PAYWALL = `/paywall?reason=user_insufficient_tier&redirect=${encodeURIComponent('/app/personality')}`;

/** FREE users: the type and a short summary; the rest blurred behind the upgrade card. */
export function AnalysisPreview({ preview }: { preview: TAnalysisPreview }) {
  const { t } = useTranslation('personality');
  return (
    <Stack gap="lg" data-testid="personality-state-preview">
      <Card withBorder radius="md" padding="lg">
        <TypeHeader analysis={preview} />
      </Card>
      <Box className={classes.locked}>
        {/* A stand-in for the locked sections: nothing real is sent to a FREE user. */}
        <Stack gap="sm" className={classes.blurred} aria-hidden>
          {[0, 1, 2, 3, 4].map((i) => (
            <Paper key={i} withBorder radius="md" p="md">
              <Skeleton h={14} w="40%" mb="sm" animate={false} />
              <Skeleton h={10} mb={6} animate={false} />
              <Skeleton h={10} w="80%" animate={false} />
            </Paper>
          ))}
        </Stack>
        <Card withBorder radius="md" padding="lg" shadow="md" className={classes.overlay} data-testid="upgrade-card">
          <Stack gap="sm" align="flex-start">
            <Group gap="xs" wrap="nowrap">
              <IconLock size={20} aria-hidden />
              <Title order={2} size="h4">
                {t('preview.lockedTitle')}
              </Title>
            </Group>
            <Text size="sm">{t('preview.lockedBody')}</Text>
            <Group gap="sm">
              <Button component={Link} to="/app/billing">
                {t('preview.upgrade')}
              </Button>
              <Button component={Link} to={PAYWALL} variant="default">
                {t('preview.compare')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Box>
    </Stack>
  );
}
