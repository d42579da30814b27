import { RIASEC_CODES, type TProfession, type TProfessionBody } from '@bagdar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyFieldErrors, translateApiError } from '../../../lib/error-messages.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useCreateProfession } from '../api/create-profession.ts';
import { useUpdateProfession } from '../api/update-profession.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { fieldOptions, useFieldName } from '../../../lib/fields.ts';
import { useIssueMessage } from './issue-message.ts';
import { LocalizedFields } from './localized-fields.tsx';
import { LocalizedListField } from './localized-list-field.tsx';
import {
  DEMANDS,
  emptyProfession,
  PERSONALITY_TYPES,
  professionFormSchema,
  toProfessionBody,
} from './profession-schema.ts';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';

const SERVER_FIELDS = [
  'slug',
  'name',
  'description',
  'riasec',
  'typeAffinities',
  'skills',
  'majors',
  'field',
  'demand',
  'salaryKzt.from',
  'salaryKzt.to',
] as const;

/** Creates (no `profession`) or edits a profession; validated with the contract's schema. */
export function ProfessionForm({
  profession,
  onSaved,
}: {
  profession?: TProfession;
  onSaved?: (saved: TProfession) => void;
}) {
  const { t } = useTranslation(['admin-catalog', 'errors']);
  const message = useIssueMessage();
  const fieldLabel = useFieldName();
  const form = useForm<TProfessionBody>({
    resolver: zodResolver(professionFormSchema, { error: () => 'invalid' }),
    defaultValues: profession ? toProfessionBody(profession) : emptyProfession(),
  });
  const { register, control, handleSubmit, reset, setError, formState } = form;
  const { errors, isDirty } = formState;
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateProfession();
  const update = useUpdateProfession();
  const { blocker, allowNextLeave } = useLeaveGuard(isDirty);

  const onSubmit = handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const saved = profession
          ? await update.mutateAsync({ id: profession.id, body: values })
          : await create.mutateAsync(values);
        reset(toProfessionBody(saved));
        notifySuccess(t('admin-catalog:professions.saved'));
        if (!profession) allowNextLeave();
        onSaved?.(saved);
      } catch (error) {
        applyFieldErrors(error, setError, SERVER_FIELDS);
        setFormError(translateApiError(t, error, t('admin-catalog:professions.saveFailed')));
      }
    },
    () => setFormError(t('admin-catalog:checkFields')),
  );

  const numberField = (name: 'salaryKzt.from' | 'salaryKzt.to', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={0}
          step={10000}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={'\u00a0'}
          suffix={'\u00a0₸'}
          required
          withAsterisk={false}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
          error={message(fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('admin-catalog:professions.formLabel')}>
        <Stack gap="lg">
          <FormAlert message={formError} />
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('admin-catalog:professions.fields.slug')}
                  description={t('admin-catalog:professions.fields.slugHint')}
                  required
                  spellCheck={false}
                  autoComplete="off"
                  error={message(errors.slug?.message)}
                  {...register('slug')}
                />
                <Controller
                  control={control}
                  name="field"
                  render={({ field, fieldState }) => (
                    <Select
                      label={t('admin-catalog:professions.fields.field')}
                      data={fieldOptions(fieldLabel, field.value ? [field.value] : [])}
                      searchable
                      required
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      onBlur={field.onBlur}
                      nothingFoundMessage={t('admin-catalog:noMatches')}
                      error={message(fieldState.error?.message)}
                    />
                  )}
                />
              </SimpleGrid>
              <LocalizedFields name="name" label={t('admin-catalog:professions.fields.name')} />
              <LocalizedFields name="description" label={t('admin-catalog:professions.fields.description')} multiline />
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Controller
                  control={control}
                  name="riasec"
                  render={({ field, fieldState }) => (
                    <TextInput
                      label={t('admin-catalog:professions.fields.riasec')}
                      description={t('admin-catalog:professions.fields.riasecHint', {
                        letters: RIASEC_CODES.join(', '),
                      })}
                      required
                      maxLength={3}
                      autoComplete="off"
                      spellCheck={false}
                      styles={{ input: { textTransform: 'uppercase', letterSpacing: 2 } }}
                      value={field.value}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase().replace(/\s/g, ''))}
                      error={message(fieldState.error?.message)}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="typeAffinities"
                  render={({ field, fieldState }) => (
                    <MultiSelect
                      label={t('admin-catalog:professions.fields.types')}
                      description={t('admin-catalog:professions.fields.typesHint')}
                      data={[...PERSONALITY_TYPES]}
                      value={field.value}
                      onChange={field.onChange}
                      searchable
                      clearable
                      error={message(fieldState.error?.message)}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="demand"
                  render={({ field }) => (
                    <Select
                      label={t('admin-catalog:professions.fields.demand')}
                      data={DEMANDS.map((value) => ({ value, label: t(`admin-catalog:demand.${value}`) }))}
                      allowDeselect={false}
                      required
                      value={field.value}
                      onChange={(value) => value && field.onChange(value)}
                    />
                  )}
                />
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
                  {numberField('salaryKzt.from', t('admin-catalog:professions.fields.salaryFrom'))}
                  {numberField('salaryKzt.to', t('admin-catalog:professions.fields.salaryTo'))}
                </SimpleGrid>
              </SimpleGrid>
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="lg">
              <LocalizedListField
                name="skills"
                label={t('admin-catalog:professions.fields.skills')}
                itemLabel={(n) => t('admin-catalog:professions.skillN', { n })}
                addLabel={t('admin-catalog:professions.addSkill')}
                removeLabel={(n) => t('admin-catalog:professions.removeSkill', { n })}
                max={20}
              />
              <LocalizedListField
                name="majors"
                label={t('admin-catalog:professions.fields.majors')}
                itemLabel={(n) => t('admin-catalog:professions.majorN', { n })}
                addLabel={t('admin-catalog:professions.addMajor')}
                removeLabel={(n) => t('admin-catalog:professions.removeMajor', { n })}
                max={20}
              />
            </Stack>
          </Card>
          <Group>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {t('admin-catalog:save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={t('admin-catalog:leave.title')}
        confirmLabel={t('admin-catalog:leave.leave')}
        cancelLabel={t('admin-catalog:leave.stay')}
        confirmColor="red"
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        {t('admin-catalog:leave.body')}
      </ConfirmDialog>
    </FormProvider>
  );
}
