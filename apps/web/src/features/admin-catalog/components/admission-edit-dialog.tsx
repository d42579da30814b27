import { ADMISSION_LIMITS, type TSource } from '@bagdar/contracts';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useIssueMessage } from './issue-message.ts';

/** The editable part of a rule or a cut-off: its score, and the published source unless it is sample data. */
export type TFigureDraft = {
  score: number;
  sample: boolean;
  sourceTitle: string | null;
  sourceUrl: string | null;
  sourceYear: number | null;
};

export function draftOf(figure: { score: number; sample: boolean; source: TSource | null }): TFigureDraft {
  return {
    score: figure.score,
    sample: figure.sample,
    sourceTitle: figure.source?.title ?? null,
    sourceUrl: figure.source?.url ?? null,
    sourceYear: figure.source?.year ?? null,
  };
}

/**
 * Edits one figure (a rule's score or a GOP cut-off): checked against the contract before it is
 * sent, so a missing source or a score above the UNT maximum is named on its field.
 */
export function AdmissionEditDialog<TBody>({
  title,
  initial,
  toBody,
  schema,
  onSave,
  onClose,
}: {
  title: string;
  initial: TFigureDraft;
  /** The request body the draft makes (a cut-off adds its GOP, year and competition). */
  toBody: (draft: TFigureDraft) => unknown;
  schema: z.ZodType<TBody>;
  onSave: (body: TBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['admin-institutions', 'errors']);
  const issueMessage = useIssueMessage();
  const [draft, setDraft] = useState<TFigureDraft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof TFigureDraft>(key: K, value: TFigureDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const emptyToNull = (value: string) => (value.trim() === '' ? null : value);

  const submit = async () => {
    setFailure(null);
    const parsed = schema.safeParse(toBody(draft));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[issue.path.length - 1] ?? 'score');
        next[field] ??= issueMessage(issue.message) ?? issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(parsed.data);
      onClose();
    } catch (error) {
      setFailure(translateApiError(t, error, t('admin-institutions:admission.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="sm">
          <NumberInput
            label={t('admin-institutions:admission.fields.score')}
            value={draft.score}
            onChange={(value) => set('score', typeof value === 'number' ? value : Number.NaN)}
            error={errors.score}
            allowDecimal
            required
          />
          <Checkbox
            label={t('admin-institutions:admission.fields.sample')}
            description={t('admin-institutions:admission.sampleHint')}
            checked={draft.sample}
            onChange={(event) => set('sample', event.currentTarget.checked)}
          />
          <TextInput
            label={t('admin-institutions:admission.fields.sourceTitle')}
            value={draft.sourceTitle ?? ''}
            onChange={(event) => set('sourceTitle', emptyToNull(event.currentTarget.value))}
            maxLength={ADMISSION_LIMITS.sourceTitleMax}
            error={errors.sourceTitle}
            required={!draft.sample}
          />
          <TextInput
            label={t('admin-institutions:admission.fields.sourceUrl')}
            value={draft.sourceUrl ?? ''}
            onChange={(event) => set('sourceUrl', emptyToNull(event.currentTarget.value))}
            maxLength={ADMISSION_LIMITS.sourceUrlMax}
            placeholder="https://"
            error={errors.sourceUrl}
            required={!draft.sample}
          />
          <NumberInput
            label={t('admin-institutions:admission.fields.sourceYear')}
            value={draft.sourceYear ?? ''}
            onChange={(value) => set('sourceYear', typeof value === 'number' ? value : null)}
            allowDecimal={false}
            error={errors.sourceYear}
            required={!draft.sample}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin-institutions:admission.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('admin-institutions:admission.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
