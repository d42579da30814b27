import { Alert, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Says that figures shown next to it (prices, cut-offs, chances) are sample data, not published
 * ones: a short line on a card, a full notice at the top of a page.
 */
export function SampleNotice({ variant, text }: { variant: 'inline' | 'alert'; text?: string }) {
  const { t } = useTranslation('institutions');
  if (variant === 'inline') {
    return (
      <Group gap={4} wrap="nowrap" data-testid="sample-notice">
        <IconInfoCircle size={14} aria-hidden color="var(--mantine-color-orange-7)" style={{ flexShrink: 0 }} />
        <Text size="xs">{text ?? t('sample.short')}</Text>
      </Group>
    );
  }
  return (
    <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="sample-notice">
      {text ?? t('detail.sampleData')}
    </Alert>
  );
}
