import { LIMITS } from '@bagdar/contracts';
import { Alert, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useActivateAccount } from '../api/activate.ts';
import { fieldError, useCodeMessage, useErrorMessage } from './org-messages.ts';

/**
 * The public activation page: the code an organisation handed out and a new password. On success
 * the page signs in with the returned username (onSignIn) and onboarding follows.
 */
export function ActivationForm({
  initialCode,
  onActivated,
}: {
  initialCode: string;
  onActivated: (username: string, password: string) => Promise<void>;
}) {
  const { t } = useTranslation('organizations');
  const activate = useActivateAccount();
  const codeMessage = useCodeMessage();
  const errorMessage = useErrorMessage();
  const [code, setCode] = useState(initialCode);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [signInError, setSignInError] = useState<unknown>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSignInError(null);
    activate.mutate(
      { code, password, passwordConfirmation: confirmation },
      {
        onSuccess: ({ username }) => {
          onActivated(username, password).catch(setSignInError);
        },
      },
    );
  };
  const err = (field: string) => fieldError(activate.error, field, codeMessage);
  const general = activate.isError && !['password', 'passwordConfirmation'].some((f) => err(f));
  return (
    <form onSubmit={submit} noValidate style={{ width: '100%', maxWidth: 420 }}>
      <Stack gap="md">
        <Title order={1}>{t('activation.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('activation.intro')}
        </Text>
        {general && (
          <Alert color="red" role="alert">
            {errorMessage(activate.error, t('activation.error'))}
          </Alert>
        )}
        {signInError !== null && (
          <Alert color="orange" role="alert">
            {t('activation.signInFailed')}
          </Alert>
        )}
        <TextInput
          label={t('fields.code')}
          required
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={err('code')}
        />
        <PasswordInput
          label={t('activation.password')}
          description={t('activation.passwordHint', { min: LIMITS.passwordMin })}
          required
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={err('password')}
        />
        <PasswordInput
          label={t('activation.confirmation')}
          required
          autoComplete="new-password"
          value={confirmation}
          onChange={(e) => setConfirmation(e.currentTarget.value)}
          error={err('passwordConfirmation')}
        />
        <Button type="submit" loading={activate.isPending}>
          {t('activation.submit')}
        </Button>
      </Stack>
    </form>
  );
}
