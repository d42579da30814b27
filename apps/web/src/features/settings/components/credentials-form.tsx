import { ZChangePasswordBody, type TChangePasswordBody } from '@bagdar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PasswordHints } from '../../../components/password-hints.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyFieldErrors, translateApiError, useFieldMessage } from '../../../lib/error-messages.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useResendVerification } from '../api/resend-verification.ts';

const FIELDS = ['currentPassword', 'newPassword', 'newPasswordConfirmation'] as const;
type TProblem = 'wrongCurrent' | 'notAllowed' | null;

/** Password change with the strength hints; the server's refusals come with a way out. */
export function CredentialsForm({ email }: { email: string }) {
  const { t } = useTranslation(['settings', 'validation', 'errors']);
  const message = useFieldMessage();
  const change = useChangePassword();
  const resend = useResendVerification();
  const [problem, setProblem] = useState<TProblem>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, formState, control, reset } = useForm<TChangePasswordBody>({
    resolver: zodResolver(ZChangePasswordBody),
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirmation: '' },
  });
  const password = useWatch({ control, name: 'newPassword' }) ?? '';
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setProblem(null);
    setDone(false);
    try {
      await change.mutateAsync(values);
      reset();
      setDone(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WRONG_CURRENT_PASSWORD') {
        setError('currentPassword', { type: 'server', message: 'wrongCurrent' });
        return setProblem('wrongCurrent');
      }
      if (error instanceof ApiError && error.code === 'PASSWORD_CHANGE_NOT_ALLOWED') return setProblem('notAllowed');
      if (applyFieldErrors(error, setError, FIELDS)) return;
      setFormError(translateApiError(t, error, t('settings:credentials.error')));
    }
  });
  const fieldMessage = (code: string | undefined) =>
    code === 'wrongCurrent' ? t('settings:credentials.wrongCurrent') : message(code);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('settings:tabs.credentials')}>
      <Stack gap="md" maw={480}>
        {done ? (
          <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
            {t('settings:credentials.done')}
          </Alert>
        ) : null}
        <FormAlert message={formError} title={t('settings:credentials.error')} />
        {problem === 'wrongCurrent' ? (
          <Alert role="alert" color="red" variant="light">
            {t('settings:credentials.wrongCurrent')}{' '}
            <Anchor component={Link} to="/auth/forgot-password" size="sm">
              {t('settings:credentials.forgot')}
            </Anchor>
          </Alert>
        ) : null}
        {problem === 'notAllowed' ? (
          <Alert role="alert" color="orange" variant="light">
            <Stack gap="xs" align="flex-start">
              {t('settings:credentials.notAllowed')}
              {resend.isSuccess ? (
                <span role="status">{t('settings:credentials.resent', { email })}</span>
              ) : (
                <Button size="xs" variant="light" loading={resend.isPending} onClick={() => resend.mutate()}>
                  {t('settings:credentials.resend')}
                </Button>
              )}
              {resend.isError ? <span role="alert">{t('settings:credentials.resendError')}</span> : null}
            </Stack>
          </Alert>
        ) : null}
        <PasswordInput
          label={t('settings:credentials.current')}
          autoComplete="current-password"
          required
          error={fieldMessage(errors.currentPassword?.message)}
          {...register('currentPassword')}
        />
        <PasswordInput
          label={t('settings:credentials.new')}
          autoComplete="new-password"
          required
          aria-describedby="settings-password-hints"
          error={message(errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <PasswordHints password={password} id="settings-password-hints" />
        <PasswordInput
          label={t('settings:credentials.confirm')}
          autoComplete="new-password"
          required
          error={message(errors.newPasswordConfirmation?.message)}
          {...register('newPasswordConfirmation')}
        />
        <div>
          <Button type="submit" loading={change.isPending}>
            {t('settings:credentials.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
