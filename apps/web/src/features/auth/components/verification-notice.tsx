import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notifications.ts';
import { useResendVerification } from '../api/resend-verification.ts';

/** "We sent a confirmation link to <email>", with a way to send it again. */
export function VerificationNotice({ email }: { email: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const resend = useResendVerification();
  const onResend = async () => {
    try {
      await resend.mutateAsync();
      notifySuccess(t('auth:verification.resent', { email }));
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
        {t('auth:verification.sent', { email })}
      </Text>
      <Group>
        <Button size="xs" variant="light" onClick={() => void onResend()} loading={resend.isPending}>
          {t('auth:verification.resend')}
        </Button>
      </Group>
    </Alert>
  );
}
