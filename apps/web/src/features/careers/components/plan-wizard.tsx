import type { TCareerGate } from '@bagdar/contracts';
import { Alert, Anchor, Button, Card, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useCreatePlan } from '../api/create-plan.ts';
import { stepErrors, useWizardDraft, WIZARD_STEPS, type TWizardDraft } from '../hooks/use-wizard-draft.ts';
import { WizardAboutStep } from './wizard-about-step.tsx';
import { WizardEnrollmentStep } from './wizard-enrollment-step.tsx';
import { WizardGoalStep } from './wizard-goal-step.tsx';
import { WizardProfessionStep } from './wizard-profession-step.tsx';
import { WizardStatusStep } from './wizard-status-step.tsx';

/** The step each server field error belongs to. */
const FIELD_STEP: Record<string, number> = {
  lifeStage: 0,
  years: 0,
  goal: 1,
  professionId: 2,
  countryId: 2,
  institutionId: 2,
  majorId: 2,
  about: 3,
  targetDate: 3,
};

/**
 * The plan wizard: status and years → goal → profession (or country, institution and major) →
 * about you. Every step is checked before Next; Back and a reload keep what was entered.
 */
export function PlanWizard({ plans, onCancel }: { plans: TCareerGate['plans']; onCancel: (() => void) | null }) {
  const { t } = useTranslation(['careers', 'errors']);
  const navigate = useNavigate();
  const { draft, update, clear } = useWizardDraft();
  const [tried, setTried] = useState<number[]>([]);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const create = useCreatePlan();
  const step = draft.step;
  const shown = (index: number) => ({
    ...(tried.includes(index) ? stepErrors(draft, index) : {}),
    ...serverErrors,
  });
  const message = (key: string | undefined) => (key ? t(`validation.${key}`, { defaultValue: key }) : undefined);
  const errors = Object.fromEntries(Object.entries(shown(step)).map(([field, key]) => [field, message(key)]));

  const change = (changes: Partial<TWizardDraft>) => {
    setServerErrors({});
    create.reset();
    update(changes);
  };
  const next = () => {
    setTried((list) => [...list, step]);
    if (Object.keys(stepErrors(draft, step)).length > 0) return;
    if (step < WIZARD_STEPS.length - 1) update({ step: step + 1 });
    else submit();
  };
  const submit = () => {
    if (!draft.lifeStage || !draft.goal) return;
    create.mutate(
      {
        lifeStage: draft.lifeStage,
        years: draft.years,
        goal: draft.goal,
        professionId: draft.goal === 'EMPLOYMENT' ? draft.professionId : null,
        institutionId: draft.goal === 'ENROLLMENT' ? draft.institutionId : null,
        majorId: draft.goal === 'ENROLLMENT' ? draft.majorId : null,
        about: draft.about.trim(),
        targetDate: draft.targetDate || null,
      },
      {
        onSuccess: ({ planId }) => {
          clear();
          void navigate(`/app/careers/${planId}?created=1`);
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.details.length === 0) return;
          const fieldErrors = Object.fromEntries(error.details.map((d) => [d.field, d.code]));
          setServerErrors(fieldErrors);
          const first = Math.min(...error.details.map((d) => FIELD_STEP[d.field] ?? step));
          update({ step: first });
        },
      },
    );
  };

  const failure = create.error instanceof ApiError ? create.error : null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="plan-wizard">
      <Stack gap="lg">
        <Title order={2} size="h3">
          {t('wizard.title')}
        </Title>
        <Stepper active={step} size="xs" allowNextStepsSelect={false} onStepClick={(index) => update({ step: index })}>
          {WIZARD_STEPS.map((key) => (
            <Stepper.Step key={key} label={t(`wizard.steps.${key}`)} />
          ))}
        </Stepper>
        <div data-testid={`wizard-step-${WIZARD_STEPS[step] ?? ''}`}>
          {step === 0 ? <WizardStatusStep draft={draft} update={change} errors={errors} /> : null}
          {step === 1 ? (
            <WizardGoalStep draft={draft} update={change} errors={errors} plans={plans} enrollmentAvailable />
          ) : null}
          {step === 2 && draft.goal === 'EMPLOYMENT' ? (
            <WizardProfessionStep draft={draft} update={change} error={errors.professionId} />
          ) : null}
          {step === 2 && draft.goal === 'ENROLLMENT' ? (
            <WizardEnrollmentStep draft={draft} update={change} errors={errors} />
          ) : null}
          {step === 3 ? (
            <WizardAboutStep draft={draft} update={change} error={errors.about} targetDateError={errors.targetDate} />
          ) : null}
        </div>
        {failure && failure.code === 'PLAN_EXISTS' ? (
          <Alert color="yellow" variant="light" role="alert" data-testid="wizard-conflict">
            <Text size="sm">{t('wizard.conflict')}</Text>
            {failure.meta.planId ? (
              <Anchor component={Link} to={`/app/careers/${failure.meta.planId}`} size="sm" fw={600}>
                {t('wizard.goal.open')}
              </Anchor>
            ) : null}
          </Alert>
        ) : create.isError && !(failure && failure.code === 'VALIDATION_ERROR') ? (
          <Alert color="red" variant="light" role="alert">
            {failure?.code === 'ANALYSIS_REQUIRED'
              ? t('gate.body')
              : translateApiError(t, create.error, t('wizard.createError'))}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Group gap="xs">
            {step > 0 ? (
              <Button
                variant="default"
                leftSection={<IconArrowLeft size={16} aria-hidden />}
                onClick={() => update({ step: step - 1 })}
              >
                {t('wizard.back')}
              </Button>
            ) : null}
            {onCancel ? (
              <Button variant="subtle" onClick={onCancel}>
                {t('wizard.cancel')}
              </Button>
            ) : null}
          </Group>
          {step < WIZARD_STEPS.length - 1 ? (
            <Button rightSection={<IconArrowRight size={16} aria-hidden />} onClick={next} data-testid="wizard-next">
              {t('wizard.next')}
            </Button>
          ) : (
            <Button
              leftSection={<IconSparkles size={16} aria-hidden />}
              onClick={next}
              loading={create.isPending}
              data-testid="wizard-create"
            >
              {t('wizard.create')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
