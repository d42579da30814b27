import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignupForm } from '../../../features/auth/components/signup-form.tsx';
import { SignupSent } from '../../../features/auth/components/signup-sent.tsx';
import { AuthHeading } from './auth-heading.tsx';

/** The form, then "check your email": the mailed link signs in and leads to onboarding (decision 023). */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo) {
    return (
      <>
        <AuthHeading title={t('signup.sent.title')} />
        <SignupSent email={sentTo} />
      </>
    );
  }
  return (
    <>
      <AuthHeading title={t('signup.title')} subtitle={t('signup.subtitle')} />
      <SignupForm onSuccess={setSentTo} />
      <Text ta="center" mt="lg" size="sm">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to="/auth/login" fw={600}>
          {t('login.link')}
        </Anchor>
      </Text>
    </>
  );
}
