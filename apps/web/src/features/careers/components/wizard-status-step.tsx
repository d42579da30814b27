import { LIFE_STAGES } from '@bagdar/contracts';
import { NumberInput, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { yearsMax, type TWizardDraft } from '../hooks/use-wizard-draft.ts';

/** Step 1: pupil in grade N, student in year N, graduate or working. */
export function WizardStatusStep({
  draft,
  update,
  errors,
}: {
  draft: TWizardDraft;
  update: (changes: Partial<TWizardDraft>) => void;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('careers');
  const max = yearsMax(draft.lifeStage);
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('wizard.status.label')}
        value={draft.lifeStage ?? ''}
        onChange={(value) => update({ lifeStage: value as TWizardDraft['lifeStage'], years: null })}
        error={errors.lifeStage}
        withAsterisk
      >
        <Stack gap="xs" mt="xs">
          {LIFE_STAGES.map((stage) => (
            <Radio key={stage} value={stage} label={t(`lifeStage.${stage}`)} data-testid={`life-stage-${stage}`} />
          ))}
        </Stack>
      </Radio.Group>
      {max !== null ? (
        <NumberInput
          label={t(draft.lifeStage === 'PUPIL' ? 'wizard.status.grade' : 'wizard.status.year')}
          description={t('wizard.status.yearsHint', { max })}
          min={1}
          max={max}
          allowDecimal={false}
          allowNegative={false}
          value={draft.years ?? ''}
          onChange={(value) => update({ years: typeof value === 'number' ? value : null })}
          error={errors.years}
          withAsterisk
          maw={220}
          data-testid="wizard-years"
        />
      ) : null}
    </Stack>
  );
}
