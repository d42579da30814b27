import { ZForgotPasswordBody, type TForgotPasswordBody } from '@bagdar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyFieldErrors, translateApiError, translateValidation } from '../../../lib/error-messages.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TForgotPasswordBody>({
    resolver: zodResolver(ZForgotPasswordBody),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await forgot.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      if (applyFieldErrors(error, setError, ['email'])) return;
      setFormError(translateApiError(t, error, t('auth:forgot.error')));
    }
  });

  if (sentTo) {
    return (
      <Alert role="status" color="teal" variant="light" icon={<IconMailForward size={20} aria-hidden />}>
        {t('auth:forgot.sent', { email: sentTo })}
      </Alert>
    );
  }
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth:forgot.title')}>
      <Stack gap="md">
        <FormAlert message={formError} />
        <TextInput
          type="email"
          label={t('auth:fields.email')}
          autoComplete="email"
          required
          error={translateValidation(t, formState.errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" fullWidth loading={forgot.isPending} disabled={forgot.isPending}>
          {t('auth:forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}
