import { CAREER_LIMITS } from '@bagdar/contracts';
import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TWizardDraft } from '../hooks/use-wizard-draft.ts';

/** Step 4: a free "about you" text, at most CAREER_LIMITS.aboutMax characters. */
export function WizardAboutStep({
  draft,
  update,
  error,
}: {
  draft: TWizardDraft;
  update: (changes: Partial<TWizardDraft>) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('careers');
  const length = draft.about.trim().length;
  return (
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
  );
}
