import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notifications.ts';
import { useResendVerification } from '../api/resend-verification.ts';

/**
 * The account's email awaits confirmation. `mailed`: whether a confirmation link was ever sent
 * (sign-up sends one; an account an organisation created was sent none). Only then does the notice
 * say "we sent a link"; otherwise it offers to send one, and says "sent" once it has.
 */
export function VerificationNotice({ email, mailed }: { email: string; mailed: boolean }) {
  const { t } = useTranslation(['auth', 'errors']);
  const resend = useResendVerification();
  const [sent, setSent] = useState(mailed);
  const onResend = async () => {
    try {
      await resend.mutateAsync();
      notifySuccess(t(sent ? 'auth:verification.resent' : 'auth:verification.firstSent', { email }));
      setSent(true);
    } catch (error) {
      notifyError(translateApiError(t, error, t('auth:verification.resendError')));
    }
  };
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconMailCheck size={20} aria-hidden />}
      title={t('auth:verification.title')}
    >
      <Text size="sm" mb="xs" data-testid="verification-notice">
        {sent ? t('auth:verification.sent', { email }) : t('auth:verification.unsent', { email })}
      </Text>
      <Group>
        <Button size="xs" variant="light" onClick={() => void onResend()} loading={resend.isPending}>
          {sent ? t('auth:verification.resend') : t('auth:verification.send')}
        </Button>
      </Group>
    </Alert>
  );
}
