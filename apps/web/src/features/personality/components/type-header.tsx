import type { TAnalysisPreview } from '@bagdar/contracts';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocalized, useUiLanguage } from '../../../lib/use-localized.ts';
import { formatLongDate } from '../../../lib/long-date.ts';

/** The four-letter type, the Holland code and the short summary — what every user sees. */
export function TypeHeader({ analysis }: { analysis: TAnalysisPreview }) {
  const { t } = useTranslation('personality');
  const localized = useLocalized();
  const lng = useUiLanguage();
  return (
    <Stack gap="xs">
      <Group gap="sm" align="baseline">
        <Title order={2} data-testid="personality-type">
          {t('type.title', { type: analysis.type })}
        </Title>
        <Badge variant="light" color="grape" size="lg" c="grape.9">
          {t('type.holland', { code: analysis.hollandCode })}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {t('type.createdAt', { date: formatLongDate(analysis.createdAt, lng) })}
      </Text>
      <Title order={3} size="h5" mt="xs">
        {t('summary')}
      </Title>
      <Text>{localized(analysis.summary)}</Text>
    </Stack>
  );
}
