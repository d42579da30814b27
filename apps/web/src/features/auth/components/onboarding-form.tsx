import {
  EDUCATION_STATUSES,
  GENDERS,
  INTERESTS,
  LIMITS,
  LOCALES,
  ZOnboardingBody,
  type TMe,
  type TOnboardingBody,
} from '@bagdar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, Button, Chip, Group, Input, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyFieldErrors, translateApiError, translateValidation } from '../../../lib/error-messages.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { toApiLocale } from '../../../lib/locale.ts';
import { useOnboarding } from '../api/onboarding.ts';
import { useCityOptions } from '../hooks/use-city-options.ts';

const FIELDS = ['dateOfBirth', 'gender', 'educationStatus', 'city', 'interests', 'preferredLanguage'] as const;
const LOCALE_LABELS = { RU: 'Русский', KK: 'Қазақша', EN: 'English' } as const;

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * The onboarding questionnaire. What the account already holds (an organisation's import supplies
 * the date of birth and gender) is sent as it is and not asked again.
 */
export function OnboardingForm({
  onSuccess,
  known = null,
}: {
  onSuccess: (me: TMe) => void;
  known?: Pick<TMe, 'dateOfBirth' | 'gender'> | null;
}) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const onboarding = useOnboarding();
  const cities = useCityOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, control } = useForm<TOnboardingBody>({
    resolver: zodResolver(ZOnboardingBody),
    defaultValues: {
      dateOfBirth: known?.dateOfBirth ?? '',
      ...(known?.gender ? { gender: known.gender } : {}),
      city: '',
      interests: [],
      preferredLanguage: toApiLocale(currentLanguage()),
    },
  });
  // Asked only when unknown at mount; a known value stays in the form's values and is sent.
  const [askBirth] = useState(!known?.dateOfBirth);
  const [askGender] = useState(!known?.gender);
  const { errors } = formState;
  const fieldError = (message: string | undefined) => translateValidation(t, message);
  const interestsError = fieldError(errors.interests?.message ?? errors.interests?.root?.message);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSuccess(await onboarding.mutateAsync(values));
    } catch (error) {
      if (applyFieldErrors(error, setError, FIELDS)) return;
      setFormError(translateApiError(t, error, t('auth:onboarding.error')));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth:onboarding.title')}>
      <Stack gap="lg">
        <FormAlert message={formError} title={t('auth:onboarding.error')} />
        {askBirth ? (
          <TextInput
            type="date"
            label={t('auth:fields.dateOfBirth')}
            max={today()}
            required
            autoComplete="bday"
            error={fieldError(errors.dateOfBirth?.message)}
            {...register('dateOfBirth', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
          />
        ) : null}
        {askGender ? (
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <Radio.Group
                label={t('auth:fields.gender')}
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldError(errors.gender?.message)}
              >
                <Group mt={6} gap="lg">
                  {GENDERS.map((gender) => (
                    <Radio key={gender} value={gender} label={t(`auth:genders.${gender}`)} onBlur={field.onBlur} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        ) : null}
        <NativeSelect
          label={t('auth:fields.educationStatus')}
          required
          error={fieldError(errors.educationStatus?.message)}
          data={[
            { value: '', label: t('auth:onboarding.choose'), disabled: true },
            ...EDUCATION_STATUSES.map((status) => ({ value: status, label: t(`auth:educationStatuses.${status}`) })),
          ]}
          defaultValue=""
          {...register('educationStatus', { setValueAs: (v: string) => (v === '' ? undefined : v) })}
        />
        <Controller
          control={control}
          name="city"
          render={({ field }) => (
            <Autocomplete
              label={t('auth:fields.city')}
              description={t('auth:onboarding.cityHint')}
              required
              data={cities}
              limit={8}
              maxLength={LIMITS.cityMax}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(errors.city?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="interests"
          render={({ field }) => (
            <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-describedby="interests-hint">
              <Text component="legend" size="sm" fw={500} p={0}>
                {t('auth:fields.interests')}
              </Text>
              <Input.Description id="interests-hint">
                {t('auth:onboarding.interestsHint', {
                  min: LIMITS.interestsMin,
                  max: LIMITS.interestsMax,
                  count: field.value.length,
                })}
              </Input.Description>
              <Chip.Group multiple value={field.value} onChange={(next) => field.onChange(next)}>
                <Group gap={8} mt="xs">
                  {INTERESTS.map((interest) => (
                    <Chip
                      key={interest}
                      value={interest}
                      size="sm"
                      disabled={!field.value.includes(interest) && field.value.length >= LIMITS.interestsMax}
                    >
                      {t(`auth:interests.${interest}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {interestsError ? (
                <Input.Error mt={6} role="alert">
                  {interestsError}
                </Input.Error>
              ) : null}
            </fieldset>
          )}
        />
        <NativeSelect
          label={t('auth:fields.preferredLanguage')}
          required
          error={fieldError(errors.preferredLanguage?.message)}
          data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_LABELS[locale] }))}
          {...register('preferredLanguage')}
        />
        <Text size="xs" c="dimmed">
          {t('auth:onboarding.privacyNote')}
        </Text>
        <Button type="submit" fullWidth loading={onboarding.isPending} disabled={onboarding.isPending}>
          {t('auth:onboarding.submit')}
        </Button>
      </Stack>
    </form>
  );
}
