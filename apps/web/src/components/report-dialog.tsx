import { REPORT_REASONS, SOCIAL_LIMITS, type TReportReason } from '@bagdar/contracts';
import { Alert, Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import { translateApiError } from '../lib/error-messages.ts';
import { useReportContent, type TReportTarget } from '../lib/report-content.ts';

/**
 * The report dialog for a post, a comment or a story: a reason from the moderators' list and optional
 * words, then the API's report of that kind. One dialog for the three so the reasons and the answers to
 * the API's refusals (one's own content, already reported) stay the same everywhere.
 */
export function ReportDialog({
  target,
  opened,
  onClose,
}: {
  target: TReportTarget;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('feed');
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [comment, setComment] = useState('');
  const report = useReportContent();

  const close = () => {
    report.reset();
    setReason(null);
    setComment('');
    onClose();
  };
  const submit = () => {
    if (!reason) return;
    const body = comment.trim() ? { reason, comment: comment.trim() } : { reason };
    report.mutate(
      { target, body },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('report.sent') });
          close();
        },
      },
    );
  };
  // The API answers CONFLICT when this user has reported this item before: a notice, not a failure.
  const conflict = report.error instanceof ApiError && report.error.code === 'CONFLICT';

  return (
    <Modal opened={opened} onClose={close} title={t(`report.title.${target.type}`)} centered>
      <Stack>
        <Radio.Group
          label={t('report.reason')}
          value={reason}
          onChange={(value) => setReason(value as TReportReason)}
          required
        >
          <Stack gap="xs" mt="xs">
            {REPORT_REASONS.map((r) => (
              <Radio key={r} value={r} label={t(`report.reasons.${r}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('report.comment')}
          value={comment}
          maxLength={SOCIAL_LIMITS.reportCommentMax}
          onChange={(event) => setComment(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        {report.isError && (
          <Alert color={conflict ? 'yellow' : 'red'} variant="light">
            {conflict
              ? t(`report.already.${target.type}`)
              : translateApiError(t, report.error, t('feed:errors.report'))}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" onClick={submit} disabled={!reason} loading={report.isPending}>
            {t('report.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
