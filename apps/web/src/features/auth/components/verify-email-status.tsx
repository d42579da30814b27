import type { TMe } from '@bagdar/contracts';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { VerificationNotice } from './verification-notice.tsx';

/** Confirms the token from the mail link once, then offers the next step. */
export function VerifyEmailStatus({ token, me }: { token: string | null; me: TMe | null }) {
  const { t } = useTranslation(['auth', 'errors']);
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  const next = me ? (me.onboarded ? '/app/feed' : '/auth/onboarding') : '/auth/login';
  const nextLabel = me
    ? me.onboarded
      ? t('auth:verify.toApp')
      : t('auth:verify.toOnboarding')
    : t('auth:login.submit');

  if (token && (verify.isPending || verify.isIdle)) {
    return (
      <Group role="status" gap="sm">
        <Loader size="sm" />
        <Text>{t('auth:verify.checking')}</Text>
      </Group>
    );
  }
  if (token && verify.isSuccess) {
    return (
      <Stack>
        <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
          {t('auth:verify.success')}
        </Alert>
        <Button component={Link} to={next} data-testid="verify-continue">
          {nextLabel}
        </Button>
      </Stack>
    );
  }
  const invalid = !token || (verify.error instanceof ApiError && verify.error.code === 'TOKEN_INVALID');
  return (
    <Stack>
      <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
        {invalid ? t('auth:verify.invalid') : translateApiError(t, verify.error, t('auth:verify.error'))}
      </Alert>
      {me && !me.emailVerified ? (
        // The user followed a mailed link, so a link was sent.
        <VerificationNotice email={me.email} mailed />
      ) : null}
      <Button component={Link} to={next} variant="light">
        {nextLabel}
      </Button>
    </Stack>
  );
}
