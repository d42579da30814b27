import { Alert, Button, Card, Group, Loader, Stack, Stepper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDraft, useSaveDraft } from '../api/project-draft.ts';
import { useCreateProject } from '../api/save-project.ts';
import { LeaveDialog } from './leave-dialog.tsx';
import { MediaFields } from './media-fields.tsx';
import { projectErrorMessage } from './project-error.ts';
import { BasicsFields, DetailsFields, SkillsFields, type TFieldsProps } from './project-fields.tsx';
import {
  WIZARD_STEPS,
  emptyForm,
  fromDraft,
  stepErrors,
  toBody,
  toDraftData,
  type TProjectForm,
} from './project-form-model.ts';
import { ReviewSummary } from './review-summary.tsx';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';

const AUTOSAVE_MS = 800;

/** `/app/projects/create`: the draft is read first, so the wizard resumes where it was left, on any device. */
export function ProjectWizard() {
  const { t } = useTranslation('projects');
  const draft = useDraft();
  if (draft.isPending) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t('states.loading')} />
      </Group>
    );
  }
  if (draft.isError) {
    return (
      <Alert color="red" title={t('errors.draftLoad')} role="alert">
        <Button mt="sm" variant="light" color="red" onClick={() => void draft.refetch()}>
          {t('states.retry')}
        </Button>
      </Alert>
    );
  }
  const saved = draft.data.draft;
  return (
    <WizardForm
      initial={saved ? fromDraft(saved) : emptyForm()}
      initialStep={saved?.step ?? 0}
      resumed={Boolean(saved)}
    />
  );
}

export function WizardForm({
  initial,
  initialStep,
  resumed,
}: {
  initial: TProjectForm;
  initialStep: number;
  resumed: boolean;
}) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const [form, setForm] = useState(initial);
  const [step, setStep] = useState(Math.min(initialStep, WIZARD_STEPS.length - 1));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [version, setVersion] = useState(0);
  const [savedVersion, setSavedVersion] = useState(0);
  const saveDraft = useSaveDraft();
  const create = useCreateProject();
  const dirty = version !== savedVersion;
  const { blocker, allowNextLeave } = useLeaveGuard(dirty && !create.isSuccess);
  const latest = useRef({ form, step, version });
  useEffect(() => {
    latest.current = { form, step, version };
  });

  const current = WIZARD_STEPS[step] ?? 'basics';
  const errors = stepErrors(current, form);
  const canGoOn = Object.keys(errors).length === 0;

  // Once the project is being created, no autosave may bring the (deleted) draft back.
  const closed = useRef(false);
  const persist = () => {
    if (closed.current) return;
    const snapshot = latest.current;
    saveDraft.mutate(
      { data: toDraftData(snapshot.form), step: snapshot.step },
      { onSuccess: () => setSavedVersion((v) => Math.max(v, snapshot.version)) },
    );
  };

  useEffect(() => {
    if (version === 0) return;
    const timer = setTimeout(persist, AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // persist reads the latest state through the ref
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  const change = (patch: Partial<TProjectForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    setVersion((v) => v + 1);
  };
  const goTo = (next: number) => {
    setStep(next);
    setVersion((v) => v + 1);
  };

  const fieldProps: TFieldsProps = {
    form,
    errors,
    touched: (field) => touched.has(field) || touched.has(field.split('.')[0] ?? field),
    onChange: change,
    onBlur: (field) => setTouched((s) => new Set(s).add(field)),
  };

  const submit = () => {
    closed.current = true;
    create.mutate(toBody(form), {
      onError: () => {
        closed.current = false;
      },
      onSuccess: (project) => {
        allowNextLeave();
        void navigate(`/app/projects/${project.id}`);
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="project-wizard">
      <Stack gap="lg">
        {resumed && (
          <Alert variant="light" color="blue" data-testid="draft-resumed">
            {t('wizard.resumed')}
          </Alert>
        )}
        <Stepper active={step} onStepClick={(i) => i < step && goTo(i)} size="sm" allowNextStepsSelect={false}>
          {WIZARD_STEPS.map((s) => (
            <Stepper.Step key={s} label={t(`wizard.steps.${s}`)} />
          ))}
        </Stepper>
        <Text fw={600} size="lg" data-testid="wizard-step-title">
          {t('wizard.stepOf', { n: step + 1, total: WIZARD_STEPS.length, title: t(`wizard.steps.${current}`) })}
        </Text>
        {current === 'basics' && <BasicsFields {...fieldProps} />}
        {current === 'details' && <DetailsFields {...fieldProps} />}
        {current === 'skills' && <SkillsFields {...fieldProps} />}
        {current === 'media' && <MediaFields form={form} onChange={change} />}
        {current === 'review' && <ReviewSummary form={form} />}
        {create.isError && (
          <Alert color="red" variant="light" role="alert">
            {projectErrorMessage(t, create.error, 'projects:errors.create')}
          </Alert>
        )}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="xs" c={saveDraft.isError ? 'red' : 'dimmed'} aria-live="polite" data-testid="draft-status">
            {saveDraft.isError
              ? t('wizard.draftError')
              : saveDraft.isPending
                ? t('wizard.draftSaving')
                : dirty
                  ? t('wizard.draftUnsaved')
                  : savedVersion > 0
                    ? t('wizard.draftSaved')
                    : ''}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={persist} loading={saveDraft.isPending} data-testid="save-draft">
              {t('wizard.saveDraft')}
            </Button>
            {step > 0 && (
              <Button variant="default" onClick={() => goTo(step - 1)} data-testid="wizard-back">
                {t('wizard.back')}
              </Button>
            )}
            {current === 'review' ? (
              <Button onClick={submit} loading={create.isPending} data-testid="wizard-create">
                {t('wizard.create')}
              </Button>
            ) : (
              <Button onClick={() => goTo(step + 1)} disabled={!canGoOn} data-testid="wizard-next">
                {t('wizard.next')}
              </Button>
            )}
          </Group>
        </Group>
        {!canGoOn && (
          <Text size="xs" c="dimmed" data-testid="wizard-gate">
            {t('wizard.gate')}
          </Text>
        )}
      </Stack>
      <LeaveDialog blocker={blocker} />
    </Card>
  );
}
