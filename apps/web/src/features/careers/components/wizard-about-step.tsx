import { CAREER_LIMITS } from '@bagdar/contracts';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TWizardDraft } from '../hooks/use-wizard-draft.ts';

/** Step 4: a free "about you" text (at most CAREER_LIMITS.aboutMax characters) and an optional target date. */
export function WizardAboutStep({
  draft,
  update,
  error,
  targetDateError,
}: {
  draft: TWizardDraft;
  update: (changes: Partial<TWizardDraft>) => void;
  error: string | undefined;
  targetDateError?: string | undefined;
}) {
  const { t } = useTranslation('careers');
  const length = draft.about.trim().length;
  return (
    <Stack gap="md">
      <Textarea
        label={t('wizard.about.label')}
        description={t('wizard.about.hint', { count: length, max: CAREER_LIMITS.aboutMax })}
        placeholder={t('wizard.about.placeholder')}
        autosize
        minRows={4}
        maxRows={10}
        value={draft.about}
        onChange={(event) => update({ about: event.currentTarget.value })}
        error={error}
        data-testid="wizard-about"
      />
      <TextInput
        type="date"
        label={t('wizard.about.targetDate')}
        description={t('wizard.about.targetDateHint')}
        value={draft.targetDate}
        onChange={(event) => update({ targetDate: event.currentTarget.value })}
        error={targetDateError}
        data-testid="wizard-target-date"
      />
    </Stack>
  );
}
