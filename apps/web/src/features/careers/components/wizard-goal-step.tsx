import { CAREER_GOALS, type TCareerGate } from '@bagdar/contracts';
import { Alert, Anchor, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TWizardDraft } from '../hooks/use-wizard-draft.ts';

/** Step 2: EMPLOYMENT or ENROLLMENT; a goal that already has a plan links to it (one plan per goal). */
export function WizardGoalStep({
  draft,
  update,
  errors,
  plans,
  enrollmentAvailable,
}: {
  draft: TWizardDraft;
  update: (changes: Partial<TWizardDraft>) => void;
  errors: Record<string, string | undefined>;
  plans: TCareerGate['plans'];
  enrollmentAvailable: boolean;
}) {
  const { t } = useTranslation('careers');
  const existing = draft.goal ? plans[draft.goal] : null;
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('wizard.goal.label')}
        value={draft.goal ?? ''}
        onChange={(value) => update({ goal: value as TWizardDraft['goal'] })}
        error={errors.goal}
        withAsterisk
      >
        <Stack gap="sm" mt="xs">
          {CAREER_GOALS.map((goal) => (
            <Radio
              key={goal}
              value={goal}
              label={t(`goal.${goal}`)}
              description={t(`wizard.goal.${goal}`)}
              disabled={goal === 'ENROLLMENT' && !enrollmentAvailable}
              data-testid={`goal-${goal}`}
            />
          ))}
        </Stack>
      </Radio.Group>
      {existing ? (
        <Alert color="yellow" variant="light" data-testid="wizard-goal-exists">
          <Text size="sm">{t('wizard.goal.exists')}</Text>
          <Anchor component={Link} to={`/app/careers/${existing}`} size="sm" fw={600}>
            {t('wizard.goal.open')}
          </Anchor>
        </Alert>
      ) : null}
    </Stack>
  );
}
