import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * After signing up: the link is in the mail. Worded for both cases the answer cannot tell apart
 * (decision 023): a new account, or an address that already has one (its mail says how to sign in).
 */
export function SignupSent({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md">
      <Alert role="status" color="blue" variant="light" icon={<IconMailCheck size={20} aria-hidden />}>
        <Text size="sm" data-testid="signup-sent">
          {t('signup.sent.body', { email })}
        </Text>
      </Alert>
      <List size="sm" spacing="xs">
        <List.Item>{t('signup.sent.existing')}</List.Item>
        <List.Item>{t('signup.sent.waiting')}</List.Item>
        <List.Item>{t('signup.sent.spam')}</List.Item>
      </List>
      <Text size="sm">
        <Anchor component={Link} to="/auth/login" fw={600}>
          {t('signup.sent.toLogin')}
        </Anchor>
      </Text>
    </Stack>
  );
}
