import { ZLoginBody, type TLoginBody, type TMe } from '@bagdar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyFieldErrors, translateApiError, translateValidation } from '../../../lib/error-messages.ts';
import { useLogin } from '../api/login.ts';

export function LoginForm({ onSuccess }: { onSuccess: (me: TMe) => void }) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TLoginBody>({
    resolver: zodResolver(ZLoginBody),
    defaultValues: { emailOrUsername: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSuccess(await login.mutateAsync(values));
    } catch (error) {
      if (applyFieldErrors(error, setError, ['emailOrUsername', 'password'])) return;
      const unknown = !(error instanceof ApiError);
      setFormError(translateApiError(t, error, t(unknown ? 'auth:login.unknownError' : 'auth:login.error')));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth:login.title')}>
      <Stack gap="md">
        <FormAlert message={formError} title={t('auth:login.error')} />
        <TextInput
          label={t('auth:fields.emailOrUsername')}
          autoComplete="username"
          required
          error={translateValidation(t, errors.emailOrUsername?.message)}
          {...register('emailOrUsername')}
        />
        <PasswordInput
          label={t('auth:fields.password')}
          autoComplete="current-password"
          required
          error={translateValidation(t, errors.password?.message)}
          {...register('password')}
        />
        <Anchor component={Link} to="/auth/forgot-password" size="sm" ta="right">
          {t('auth:login.forgot')}
        </Anchor>
        <Button type="submit" fullWidth loading={login.isPending} disabled={login.isPending}>
          {t('auth:login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
