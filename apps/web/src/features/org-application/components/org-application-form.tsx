import { zodResolver } from '@hookform/resolvers/zod';
import {
  ORG_SEATS_MAX,
  ORGANIZATION_TYPES,
  SUPPORT_REPLY_WORKING_DAYS,
  ZOrgApplicationBody,
  type TOrgApplicationBody,
} from '@bagdar/contracts';
import { Alert, Button, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyFieldErrors, translateApiError, useFieldMessage } from '../../../lib/error-messages.ts';
import { useCreateOrgApplication } from '../api/create-org-application.ts';

const FIELDS = [
  'organizationName',
  'type',
  'city',
  'contactLastName',
  'contactFirstName',
  'contactEmail',
  'contactPhone',
  'seats',
] as const;

/** The licence application of a school, college, university or centre; platform admins review it. */
export function OrgApplicationForm() {
  const { t } = useTranslation(['org-application', 'errors']);
  const message = useFieldMessage();
  const submit = useCreateOrgApplication();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<TOrgApplicationBody>({
    resolver: zodResolver(ZOrgApplicationBody),
    defaultValues: {
      organizationName: '',
      city: '',
      contactLastName: '',
      contactFirstName: '',
      contactEmail: '',
      contactPhone: '',
      seats: 100,
    },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await submit.mutateAsync(values);
    } catch (error) {
      if (applyFieldErrors(error, setError, FIELDS)) return;
      setFormError(translateApiError(t, error, t('org-application:error')));
    }
  });

  if (submit.isSuccess) {
    const [from, to] = SUPPORT_REPLY_WORKING_DAYS;
    return (
      <Alert
        color="teal"
        icon={<IconCircleCheck aria-hidden />}
        title={t('org-application:sent.title')}
        data-testid="org-application-sent"
      >
        {t('org-application:sent.body', { from, to })}
      </Alert>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('org-application:title')}>
      <Stack gap="md">
        <FormAlert message={formError} title={t('org-application:error')} />
        <TextInput
          label={t('org-application:fields.organizationName')}
          required
          error={message(errors.organizationName?.message)}
          {...register('organizationName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('org-application:fields.type')}
                required
                data={ORGANIZATION_TYPES.map((type) => ({ value: type, label: t(`org-application:types.${type}`) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={message(errors.type?.message)}
              />
            )}
          />
          <TextInput
            label={t('org-application:fields.city')}
            required
            error={message(errors.city?.message)}
            {...register('city')}
          />
        </SimpleGrid>
        <Text size="sm" fw={500}>
          {t('org-application:fields.contactName')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('org-application:fields.contactLastName')}
            required
            autoComplete="family-name"
            error={message(errors.contactLastName?.message)}
            {...register('contactLastName')}
          />
          <TextInput
            label={t('org-application:fields.contactFirstName')}
            required
            autoComplete="given-name"
            error={message(errors.contactFirstName?.message)}
            {...register('contactFirstName')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('org-application:fields.contactEmail')}
            type="email"
            autoComplete="email"
            error={message(errors.contactEmail?.message)}
            {...register('contactEmail')}
          />
          <TextInput
            label={t('org-application:fields.contactPhone')}
            type="tel"
            autoComplete="tel"
            error={message(errors.contactPhone?.message)}
            {...register('contactPhone')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('org-application:contactHint')}
        </Text>
        <Controller
          control={control}
          name="seats"
          render={({ field }) => (
            <NumberInput
              label={t('org-application:fields.seats')}
              required
              min={1}
              max={ORG_SEATS_MAX}
              allowDecimal={false}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
              onBlur={field.onBlur}
              error={message(errors.seats?.message)}
            />
          )}
        />
        <Button type="submit" loading={submit.isPending} size="md">
          {t('org-application:submit')}
        </Button>
      </Stack>
    </form>
  );
}
