import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';

/** A delete action that asks first, naming what will be deleted. */
export function DeleteButton({
  name,
  onDelete,
  onDeleted,
  compact = false,
}: {
  name: string;
  onDelete: () => Promise<unknown>;
  onDeleted?: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation(['admin-catalog', 'errors']);
  const [opened, setOpened] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onDelete();
      setOpened(false);
      notifySuccess(t('admin-catalog:delete.done', { name }));
      onDeleted?.();
    } catch (error) {
      notifyError(translateApiError(t, error, t('admin-catalog:delete.failed')));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size={compact ? 'xs' : 'sm'}
        leftSection={<IconTrash size={compact ? 14 : 16} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={t('admin-catalog:delete.labelFor', { name })}
      >
        {t('admin-catalog:delete.action')}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={t('admin-catalog:delete.title')}
        confirmLabel={t('admin-catalog:delete.action')}
        cancelLabel={t('admin-catalog:cancel')}
        confirmColor="red"
        loading={pending}
        onCancel={() => setOpened(false)}
        onConfirm={() => void confirm()}
      >
        {t('admin-catalog:delete.body', { name })}
      </ConfirmDialog>
    </>
  );
}
