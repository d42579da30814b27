import { Alert } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * What the author alone sees on their own post or story that moderation hides from others: why
 * (held after several reports, held by the word filter, or hidden by a moderator for a reason).
 */
export function HiddenNotice({ reason, testId }: { reason: string; testId: string }) {
  const { t } = useTranslation('feed');
  return (
    <Alert color="orange" variant="light" icon={<IconEyeOff size={18} aria-hidden />} data-testid={testId}>
      {reason === 'REPORTS' || reason === 'WORD_FILTER'
        ? t(`hidden.${reason}`)
        : t('hidden.other', { reason: t(`report.reasons.${reason}`) })}
    </Alert>
  );
}
