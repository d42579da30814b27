import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TQuitModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  error: string | null;
}

/** "Your answers are saved, you can continue later." */
export function QuitModal({ opened, onClose, onConfirm, pending, error }: TQuitModalProps) {
  const { t } = useTranslation('tests');
  return (
    <Modal opened={opened} onClose={onClose} title={t('quit.title')} centered>
      <Text mb="md">{t('quit.body')}</Text>
      {error ? (
        <Alert color="red" variant="light" role="alert" mb="md">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('quit.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {t('quit.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
