import { ZResetPasswordBody, type TResetPasswordBody } from '@bagdar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withPasswordMatch } from '../../../lib/password-match-resolver.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PasswordHints } from '../../../components/password-hints.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyFieldErrors, translateApiError, translateValidation } from '../../../lib/error-messages.ts';
import { useResetPassword } from '../api/reset-password.ts';

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, control } = useForm<TResetPasswordBody>({
    resolver: withPasswordMatch(zodResolver(ZResetPasswordBody), 'password', 'passwordConfirmation'),
    defaultValues: { token, password: '', passwordConfirmation: '' },
  });
  const password = useWatch({ control, name: 'password' }) ?? '';
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await reset.mutateAsync(values);
      setDone(true);
    } catch (error) {
      if (applyFieldErrors(error, setError, ['password', 'passwordConfirmation'])) return;
      if (error instanceof ApiError && error.code === 'TOKEN_INVALID')
        return setFormError(t('auth:reset.tokenInvalid'));
      setFormError(translateApiError(t, error, t('auth:reset.error')));
    }
  });

  if (done) {
    return (
      <Stack>
        <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
          {t('auth:reset.done')}
        </Alert>
        <Button component={Link} to="/auth/login">
          {t('auth:login.submit')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth:reset.title')}>
      <Stack gap="md">
        <FormAlert message={formError} />
        {errors.token ? <FormAlert message={t('auth:reset.tokenInvalid')} /> : null}
        <PasswordInput
          label={t('auth:fields.newPassword')}
          autoComplete="new-password"
          required
          aria-describedby="reset-password-hints"
          error={translateValidation(t, errors.password?.message)}
          {...register('password')}
        />
        <PasswordHints password={password} id="reset-password-hints" />
        <PasswordInput
          label={t('auth:fields.passwordConfirmation')}
          autoComplete="new-password"
          required
          error={translateValidation(t, errors.passwordConfirmation?.message)}
          {...register('passwordConfirmation')}
        />
        <Button type="submit" fullWidth loading={reset.isPending} disabled={reset.isPending}>
          {t('auth:reset.submit')}
        </Button>
        <Anchor component={Link} to="/auth/forgot-password" size="sm" ta="center">
          {t('auth:reset.requestNew')}
        </Anchor>
      </Stack>
    </form>
  );
}
