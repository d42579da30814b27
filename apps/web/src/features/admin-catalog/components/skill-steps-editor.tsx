import {
  SKILL_STEPS_LIMITS,
  ZSkillStepsBody,
  type TProfessionSkillSteps,
  type TSkillStepsBody,
} from '@bagdar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Accordion, Alert, Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyFieldErrors, translateApiError } from '../../../lib/error-messages.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useSaveSkillSteps, useSkillSteps } from '../api/skill-steps.ts';
import { LocalizedListField } from './localized-list-field.tsx';

/**
 * The concrete steps of each of the profession's skills, which the roadmap turns into the skill's
 * phase. A skill shared by several professions has one list: saving it changes theirs too.
 */
export function SkillStepsEditor({ professionId }: { professionId: string }) {
  const { t } = useTranslation(['admin-catalog', 'errors']);
  const skills = useSkillSteps(professionId);
  const lng = currentLanguage();

  let body;
  if (skills.isPending) {
    body = (
      <Center py="md">
        <Loader size="sm" aria-label={t('admin-catalog:loading')} />
      </Center>
    );
  } else if (skills.isError) {
    body = (
      <Alert color="red" role="alert" title={t('admin-catalog:skillSteps.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{translateApiError(t, skills.error, t('admin-catalog:skillSteps.loadFailed'))}</Text>
          <Button size="xs" variant="default" onClick={() => void skills.refetch()}>
            {t('admin-catalog:retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (skills.data.items.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('admin-catalog:skillSteps.noSkills')}
      </Text>
    );
  } else {
    body = (
      <Accordion variant="separated" chevronPosition="left">
        {skills.data.items.map((item) => (
          <Accordion.Item key={`${item.index}-${item.skill.en}`} value={String(item.index)}>
            <Accordion.Control>
              <Group gap="xs" wrap="wrap">
                <Text fw={500}>{item.skill[lng]}</Text>
                <Badge variant="light" color={item.steps.length > 0 ? 'teal' : 'gray'}>
                  {item.steps.length > 0
                    ? t('admin-catalog:skillSteps.count', { count: item.steps.length })
                    : t('admin-catalog:skillSteps.none')}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <SkillStepsForm professionId={professionId} item={item} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="skill-steps-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="skill-steps-title">
            {t('admin-catalog:skillSteps.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('admin-catalog:skillSteps.hint', { min: SKILL_STEPS_LIMITS.min, length: SKILL_STEPS_LIMITS.length })}
          </Text>
        </div>
        {body}
      </Stack>
    </Card>
  );
}

function SkillStepsForm({ professionId, item }: { professionId: string; item: TProfessionSkillSteps }) {
  const { t } = useTranslation(['admin-catalog', 'errors']);
  const save = useSaveSkillSteps();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TSkillStepsBody>({
    resolver: zodResolver(ZSkillStepsBody, { error: () => 'invalid' }),
    defaultValues: { steps: item.steps.length > 0 ? item.steps : [] },
  });
  const { handleSubmit, reset, setError, formState } = form;
  const stepsError = formState.errors.steps?.root?.message ?? formState.errors.steps?.message;

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const saved = await save.mutateAsync({ id: professionId, index: item.index, body: values });
        reset({ steps: saved.steps });
        notifySuccess(t('admin-catalog:skillSteps.saved'));
      } catch (error) {
        applyFieldErrors(error, setError, ['steps']);
        setFormError(translateApiError(t, error, t('admin-catalog:skillSteps.saveFailed')));
      }
    },
    () => setFormError(t('admin-catalog:checkFields')),
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t('admin-catalog:skillSteps.formLabel', { skill: item.skill[currentLanguage()] })}
      >
        <Stack gap="sm">
          {item.sharedWith > 0 && (
            <Alert color="blue" variant="light">
              {t('admin-catalog:skillSteps.shared', { count: item.sharedWith })}
            </Alert>
          )}
          {item.steps.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('admin-catalog:skillSteps.generic')}
            </Text>
          )}
          <FormAlert message={formError} />
          <LocalizedListField
            name="steps"
            label={t('admin-catalog:skillSteps.steps')}
            itemLabel={(n) => t('admin-catalog:skillSteps.stepN', { n })}
            addLabel={t('admin-catalog:skillSteps.add')}
            removeLabel={(n) => t('admin-catalog:skillSteps.remove', { n })}
            max={SKILL_STEPS_LIMITS.max}
          />
          {stepsError && (
            <Text size="sm" c="red" role="alert">
              {t(`admin-catalog:issues.${stepsError}`, { defaultValue: t('admin-catalog:checkFields') })}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!formState.isDirty}>
              {t('admin-catalog:skillSteps.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
