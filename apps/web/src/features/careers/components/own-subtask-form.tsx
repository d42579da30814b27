import { CAREER_LIMITS } from '@bagdar/contracts';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A one-line form for an own subtask's title (adding or renaming). */
export function OwnSubtaskForm({
  initial = '',
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: string;
  submitLabel: string;
  pending: boolean;
  error: string | undefined;
  onSubmit: (title: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('careers');
  const [title, setTitle] = useState(initial);
  const [tried, setTried] = useState(false);
  const trimmed = title.trim();
  const invalid =
    trimmed.length === 0
      ? t('validation.subtask_title_required')
      : trimmed.length > CAREER_LIMITS.subtaskTitleMax
        ? t('validation.subtask_title_too_long', { max: CAREER_LIMITS.subtaskTitleMax })
        : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (invalid) return;
        onSubmit(trimmed);
        if (!initial) setTitle('');
        setTried(false);
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          flex={1}
          size="xs"
          aria-label={t('subtasks.titleLabel')}
          placeholder={t('subtasks.placeholder')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={(tried ? invalid : undefined) ?? error}
          data-testid="own-subtask-input"
        />
        <Button size="xs" type="submit" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button size="xs" variant="subtle" onClick={onCancel}>
            {t('wizard.cancel')}
          </Button>
        ) : null}
      </Group>
    </form>
  );
}
