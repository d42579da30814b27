import { Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useFormatDate } from '../../../lib/long-date.ts';
import { useRequestDeletion } from '../api/request-deletion.ts';

/**
 * "Delete my account": the password confirms it; the account is erased after the grace period unless
 * its owner signs in before, which the confirmation and the notice after it both say.
 */
export function DeleteAccount() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const longDate = useFormatDate();
  const [opened, setOpened] = useState(false);
  const [password, setPassword] = useState('');
  const [wrong, setWrong] = useState(false);
  const deletion = useRequestDeletion();

  const close = () => {
    setOpened(false);
    setPassword('');
    setWrong(false);
    deletion.reset();
  };
  const confirm = () => {
    setWrong(false);
    deletion.mutate(password, {
      onSuccess: ({ purgeAfter }) => {
        notifications.show({
          color: 'orange',
          autoClose: false,
          title: t('privacy.deleteScheduledTitle'),
          message: t('privacy.deleteScheduled', { date: longDate(purgeAfter) }),
        });
        void navigate('/');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'WRONG_CURRENT_PASSWORD') setWrong(true);
      },
    });
  };
  const otherError = deletion.isError && !wrong ? translateApiError(t, deletion.error, t('privacy.deleteError')) : null;

  return (
    <Paper withBorder radius="md" p="md" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('privacy.deleteTitle')}
        </Title>
        <Text size="sm">{t('privacy.deleteHint')}</Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setOpened(true)}
          data-testid="delete-account"
        >
          {t('privacy.deleteButton')}
        </Button>
      </Stack>
      <Modal opened={opened} onClose={close} title={t('privacy.deleteConfirmTitle')} centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('privacy.deleteConfirmText')}</Text>
            <FormAlert message={otherError} />
            <PasswordInput
              label={t('privacy.deletePassword')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={wrong ? t('privacy.deleteWrongPassword') : undefined}
              data-testid="delete-account-password"
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('privacy.cancel')}
              </Button>
              <Button
                type="submit"
                color="red"
                loading={deletion.isPending}
                disabled={password.length === 0}
                data-testid="delete-account-confirm"
              >
                {t('privacy.deleteConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Paper>
  );
}
