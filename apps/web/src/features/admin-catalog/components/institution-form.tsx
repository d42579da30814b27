import {
  INSTITUTION_FINANCING,
  INSTITUTION_LIMITS,
  INSTITUTION_TYPES,
  ZInstitutionBody,
  type TInstitution,
  type TInstitutionBody,
} from '@bagdar/contracts';
import { Button, Card, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyFieldErrors, translateApiError } from '../../../lib/error-messages.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useAllCountries, useCountryCities } from '../api/admin-locations.ts';
import { useSaveInstitution } from '../api/save-institution.ts';
import { useIssueMessage } from './issue-message.ts';
import { LocalizedFields } from './localized-fields.tsx';
import { LocalizedItemsField } from './localized-items-field.tsx';
import { LogoField } from './logo-field.tsx';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import { setZodIssues } from './zod-issues.ts';

/** The form's values: the contract's body with optional texts as strings ('' for none). */
type TForm = Omit<TInstitutionBody, 'website' | 'email' | 'phone' | 'address' | 'countryId'> & {
  countryId: string;
  website: string;
  email: string;
  phone: string;
  address: string;
};

const EMPTY = { ru: '', kk: '', en: '' };
const SERVER_FIELDS = ['name', 'countryId', 'cityId', 'website', 'email', 'logoMediaId', 'acceptanceRate'] as const;

function toForm(i?: TInstitution): TForm {
  if (!i) {
    return {
      name: EMPTY,
      type: 'UNIVERSITY',
      financing: 'GOV',
      hasDormitory: false,
      countryId: '',
      cityId: null,
      website: '',
      email: '',
      phone: '',
      address: '',
      description: EMPTY,
      logoMediaId: null,
      acceptanceRate: null,
      admissionBasis: 'UNT',
      nationalUniversity: false,
      ownTest: false,
      requirements: { academic: [], language: [], other: [] },
      documents: [],
      preparationSteps: [],
    };
  }
  return {
    name: i.name,
    type: i.type,
    financing: i.financing,
    hasDormitory: i.hasDormitory,
    countryId: i.countryId,
    cityId: i.cityId,
    website: i.website ?? '',
    email: i.email ?? '',
    phone: i.phone ?? '',
    address: i.address ?? '',
    description: i.description,
    logoMediaId: i.logoMediaId,
    acceptanceRate: i.acceptanceRate,
    admissionBasis: i.admissionBasis,
    nationalUniversity: i.nationalUniversity,
    ownTest: i.ownTest,
    requirements: i.requirements,
    documents: i.documents,
    preparationSteps: i.preparationSteps,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Creates (no `institution`) or edits an institution; checked with the contract before sending. */
export function InstitutionForm({
  institution,
  onSaved,
}: {
  institution?: TInstitution;
  onSaved?: (saved: TInstitution) => void;
}) {
  const { t } = useTranslation(['admin-institutions', 'admin-catalog', 'errors']);
  const message = useIssueMessage();
  const lng = currentLanguage();
  const form = useForm<TForm>({ defaultValues: toForm(institution) });
  const { register, control, handleSubmit, reset, setError, clearErrors, setValue, formState } = form;
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveInstitution();
  const { blocker, allowNextLeave } = useLeaveGuard(formState.isDirty);
  const countries = useAllCountries();
  const countryId = useWatch({ control, name: 'countryId' });
  const cities = useCountryCities(countryId || null);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    clearErrors();
    const parsed = ZInstitutionBody.safeParse({
      ...values,
      website: orNull(values.website),
      email: orNull(values.email),
      phone: orNull(values.phone),
      address: orNull(values.address),
    });
    if (!parsed.success) {
      setZodIssues(parsed.error, setError);
      setFormError(t('admin-catalog:checkFields'));
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: institution?.id, body: parsed.data });
      reset(toForm(saved));
      notifySuccess(t('admin-institutions:saved'));
      if (!institution) allowNextLeave();
      onSaved?.(saved);
    } catch (error) {
      applyFieldErrors(error, setError, SERVER_FIELDS);
      setFormError(translateApiError(t, error, t('admin-institutions:saveFailed')));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('admin-institutions:formLabel')}>
        <Stack gap="lg">
          <FormAlert message={formError} />
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <LocalizedFields name="name" label={t('admin-institutions:fields.name')} />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Controller
                  control={control}
                  name="type"
                  render={({ field }) => (
                    <Select
                      label={t('admin-institutions:fields.type')}
                      data={INSTITUTION_TYPES.map((value) => ({
                        value,
                        label: t(`admin-institutions:types.${value}`),
                      }))}
                      allowDeselect={false}
                      value={field.value}
                      onChange={(value) => value && field.onChange(value)}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="financing"
                  render={({ field }) => (
                    <Select
                      label={t('admin-institutions:fields.financing')}
                      data={INSTITUTION_FINANCING.map((value) => ({
                        value,
                        label: t(`admin-institutions:financing.${value}`),
                      }))}
                      allowDeselect={false}
                      value={field.value}
                      onChange={(value) => value && field.onChange(value)}
                    />
                  )}
                />
                <Group align="flex-end" pb={6}>
                  <Checkbox label={t('admin-institutions:fields.dormitory')} {...register('hasDormitory')} />
                </Group>
                <Controller
                  control={control}
                  name="countryId"
                  render={({ field, fieldState }) => (
                    <Select
                      label={t('admin-institutions:fields.country')}
                      required
                      searchable
                      data={(countries.data?.items ?? []).map((c) => ({ value: c.id, label: c.name[lng] }))}
                      value={field.value || null}
                      onChange={(value) => {
                        field.onChange(value ?? '');
                        setValue('cityId', null);
                      }}
                      error={message(fieldState.error?.message)}
                      nothingFoundMessage={t('admin-catalog:noMatches')}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="cityId"
                  render={({ field, fieldState }) => (
                    <Select
                      label={t('admin-institutions:fields.city')}
                      searchable
                      clearable
                      disabled={!countryId}
                      data={(cities.data?.items ?? []).map((c) => ({ value: c.id, label: c.name[lng] }))}
                      value={field.value}
                      onChange={field.onChange}
                      error={message(fieldState.error?.message)}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="acceptanceRate"
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label={t('admin-institutions:fields.acceptanceRate')}
                      min={1}
                      max={100}
                      suffix=" %"
                      allowDecimal={false}
                      value={field.value ?? ''}
                      onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                      error={message(fieldState.error?.message)}
                    />
                  )}
                />
              </SimpleGrid>
              <LocalizedFields name="description" label={t('admin-institutions:fields.description')} multiline />
              <LogoField />
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('admin-institutions:sections.contacts')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('admin-institutions:fields.website')}
                  placeholder="https://"
                  error={message(formState.errors.website?.message)}
                  {...register('website')}
                />
                <TextInput
                  label={t('admin-institutions:fields.email')}
                  type="email"
                  error={message(formState.errors.email?.message)}
                  {...register('email')}
                />
                <TextInput label={t('admin-institutions:fields.phone')} {...register('phone')} />
                <TextInput label={t('admin-institutions:fields.address')} {...register('address')} />
              </SimpleGrid>
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="lg">
              <Title order={2} size="h4">
                {t('admin-institutions:sections.requirements')}
              </Title>
              <LocalizedItemsField
                name="requirements.academic"
                label={t('admin-institutions:fields.academic')}
                max={INSTITUTION_LIMITS.listItemsMax}
              />
              <LocalizedItemsField
                name="requirements.language"
                label={t('admin-institutions:fields.language')}
                max={INSTITUTION_LIMITS.listItemsMax}
              />
              <LocalizedItemsField
                name="requirements.other"
                label={t('admin-institutions:fields.other')}
                max={INSTITUTION_LIMITS.listItemsMax}
              />
              <LocalizedItemsField
                name="documents"
                label={t('admin-institutions:fields.documents')}
                max={INSTITUTION_LIMITS.listItemsMax}
              />
              <LocalizedItemsField
                name="preparationSteps"
                label={t('admin-institutions:fields.steps')}
                max={INSTITUTION_LIMITS.preparationStepsMax}
                extra={(path) => (
                  <Controller
                    control={control}
                    name={`${path}.months` as 'preparationSteps.0.months'}
                    render={({ field, fieldState }) => (
                      <NumberInput
                        label={t('admin-institutions:fields.months')}
                        min={1}
                        max={INSTITUTION_LIMITS.stepMonthsMax}
                        allowDecimal={false}
                        value={field.value}
                        onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                        error={message(fieldState.error?.message)}
                      />
                    )}
                  />
                )}
              />
            </Stack>
          </Card>
          <Group>
            <Button type="submit" loading={save.isPending}>
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
