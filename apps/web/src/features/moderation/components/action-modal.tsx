import {
  MODERATION_LIMITS,
  REPORT_REASONS,
  type TModerationAction,
  type TModerationCase,
  type TReportReason,
} from '@bagdar/contracts';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError, translateValidation } from '../../../lib/error-messages.ts';
import { useModerate } from '../api/moderate.ts';

const NEEDS_REASON: TModerationAction[] = ['HIDE', 'REMOVE', 'WARN', 'SUSPEND'];
const SUSPENSION_DAYS = ['1', '3', '7', '30'] as const;

/** Confirms one action on a case: a reason (and the moderator's note) the author is told; a period for a suspension. */
export function ActionModal({
  item,
  action,
  onClose,
}: {
  item: TModerationCase;
  action: TModerationAction | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('moderation');
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [note, setNote] = useState('');
  const [days, setDays] = useState<string>('1');
  const moderate = useModerate();

  const close = () => {
    moderate.reset();
    setReason(null);
    setNote('');
    setDays('1');
    onClose();
  };
  if (!action) return null;
  const needsReason = NEEDS_REASON.includes(action);
  const submit = () => {
    const until = action === 'SUSPEND' ? new Date(Date.now() + Number(days) * 86_400_000).toISOString() : undefined;
    moderate.mutate(
      {
        contentType: item.contentType,
        contentId: item.contentId,
        action,
        ...(reason ? { reason } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(until ? { until } : {}),
      },
      { onSuccess: close },
    );
  };
  const error = moderate.error;
  const fieldError =
    error instanceof ApiError && error.details[0] ? translateValidation(t, error.details[0].code) : undefined;

  return (
    <Modal opened onClose={close} title={t(`confirm.${action}`)} centered>
      <Stack>
        {needsReason && (
          <Select
            label={t('form.reason')}
            placeholder={t('form.reasonPlaceholder')}
            data={REPORT_REASONS.map((r) => ({ value: r, label: t(`feed:report.reasons.${r}`) }))}
            value={reason}
            onChange={(value) => setReason(value as TReportReason | null)}
            required
            data-testid="moderation-reason"
          />
        )}
        {action === 'SUSPEND' && (
          <Stack gap={4}>
            <span>{t('form.period')}</span>
            <SegmentedControl
              value={days}
              onChange={setDays}
              data={SUSPENSION_DAYS.map((d) => ({ value: d, label: t('form.days', { count: Number(d) }) }))}
              data-testid="moderation-period"
            />
          </Stack>
        )}
        {action !== 'DISMISS' && action !== 'RESTORE' && (
          <Textarea
            label={t('form.note')}
            description={t('form.noteHint')}
            value={note}
            maxLength={MODERATION_LIMITS.reasonTextMax}
            onChange={(event) => setNote(event.currentTarget.value)}
            autosize
            minRows={2}
          />
        )}
        {moderate.isError && (
          <Alert color="red" variant="light" role="alert">
            {fieldError ?? translateApiError(t, error, t('errors.action'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('form.cancel')}
          </Button>
          <Button
            color={action === 'DISMISS' || action === 'RESTORE' ? 'teal' : 'red'}
            onClick={submit}
            disabled={needsReason && !reason}
            loading={moderate.isPending}
            data-testid="moderation-confirm"
          >
            {t(`actions.${action}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
