import { ZSignupBody } from '@bagdar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withPasswordMatch } from '../../../lib/password-match-resolver.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PasswordHints } from '../../../components/password-hints.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyFieldErrors, translateApiError, translateValidation } from '../../../lib/error-messages.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { toApiLocale } from '../../../lib/locale.ts';
import { useSignup } from '../api/signup.ts';

const FIELDS = [
  'username',
  'firstName',
  'lastName',
  'email',
  'password',
  'passwordConfirmation',
  'acceptTerms',
  'acceptPrivacy',
] as const;

/** `onSuccess` gets the address the confirmation link went to (nobody is signed in yet). */
export function SignupForm({ onSuccess }: { onSuccess: (email: string) => void }) {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const signup = useSignup();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, control } = useForm({
    resolver: withPasswordMatch(zodResolver(ZSignupBody), 'password', 'passwordConfirmation'),
    defaultValues: { username: '', firstName: '', lastName: '', email: '', password: '', passwordConfirmation: '' },
  });
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' }) ?? '';
  const fieldError = (message: string | undefined) => translateValidation(t, message);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signup.mutateAsync({ ...values, locale: toApiLocale(currentLanguage()) });
      onSuccess(values.email.trim());
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (code === 'USERNAME_TAKEN') return setError('username', { message: 'username_taken' });
      if (applyFieldErrors(error, setError, FIELDS)) return;
      setFormError(translateApiError(t, error, t('auth:signup.error')));
    }
  });

  // "I accept the <Terms of Use>": the link opens the document in a new tab so the form keeps its input.
  const agreement = (key: 'acceptTerms' | 'acceptPrivacy', to: string) => (
    <>
      {t(`auth:signup.${key}.before`)}
      <Anchor component={Link} to={to} target="_blank" inherit>
        {t(`auth:signup.${key}.link`)}
      </Anchor>
      {t(`auth:signup.${key}.after`)}
    </>
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('auth:signup.title')}>
      <Stack gap="md">
        <FormAlert message={formError} title={t('auth:signup.error')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label={t('auth:fields.firstName')}
            autoComplete="given-name"
            required
            error={fieldError(errors.firstName?.message)}
            {...register('firstName')}
          />
          <TextInput
            label={t('auth:fields.lastName')}
            autoComplete="family-name"
            required
            error={fieldError(errors.lastName?.message)}
            {...register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label={t('auth:fields.username')}
          description={t('auth:signup.usernameHint')}
          autoComplete="username"
          required
          error={fieldError(errors.username?.message)}
          {...register('username')}
        />
        <TextInput
          type="email"
          label={t('auth:fields.email')}
          autoComplete="email"
          required
          error={fieldError(errors.email?.message)}
          {...register('email')}
        />
        <PasswordInput
          label={t('auth:fields.password')}
          autoComplete="new-password"
          required
          aria-describedby="signup-password-hints"
          error={fieldError(errors.password?.message)}
          {...register('password')}
        />
        <PasswordHints password={password} id="signup-password-hints" />
        <PasswordInput
          label={t('auth:fields.passwordConfirmation')}
          autoComplete="new-password"
          required
          error={fieldError(errors.passwordConfirmation?.message)}
          {...register('passwordConfirmation')}
        />
        <Stack gap="xs">
          <Checkbox
            label={agreement('acceptTerms', '/legal/terms')}
            error={fieldError(errors.acceptTerms?.message)}
            {...register('acceptTerms')}
          />
          <Checkbox
            label={agreement('acceptPrivacy', '/legal/privacy')}
            error={fieldError(errors.acceptPrivacy?.message)}
            {...register('acceptPrivacy')}
          />
          <Checkbox label={t('auth:signup.marketingConsent')} {...register('marketingConsent')} />
        </Stack>
        <Group>
          <Button type="submit" fullWidth loading={signup.isPending} disabled={signup.isPending}>
            {t('auth:signup.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
