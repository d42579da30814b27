import { Button, FileButton, Group, Modal } from '@mantine/core';
import { IconPhotoEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useDeleteCover, useUpdateCover } from '../api/update-cover.ts';
import { IMAGE_TYPES, checkCoverFile, coverErrorMessage } from './media-error.ts';

/** Upload, replace or delete one's own cover; errors stay in view under the cover. */
export function CoverControls({ hasCover, onError }: { hasCover: boolean; onError: (message: string | null) => void }) {
  const { t } = useTranslation(['profile', 'errors']);
  const update = useUpdateCover();
  const remove = useDeleteCover();
  const [confirming, setConfirming] = useState(false);

  const pick = (file: File | null) => {
    if (!file) return;
    const problem = checkCoverFile(t, file);
    onError(problem);
    if (problem) return;
    update.mutate(file, {
      onSuccess: () => notifySuccess(t('profile:cover.saved')),
      onError: (e) => onError(coverErrorMessage(t, e, t('profile:cover.uploadError'))),
    });
  };
  const confirmDelete = () => {
    setConfirming(false);
    onError(null);
    remove.mutate(undefined, {
      onSuccess: () => notifySuccess(t('profile:cover.deleted')),
      onError: (e) => onError(coverErrorMessage(t, e, t('profile:cover.deleteError'))),
    });
  };

  return (
    <>
      <Group gap={6} justify="flex-end" wrap="wrap">
        <FileButton onChange={pick} accept={IMAGE_TYPES.join(',')}>
          {(props) => (
            <Button
              {...props}
              size="compact-sm"
              variant="white"
              color="dark"
              leftSection={<IconPhotoEdit size={16} aria-hidden />}
              loading={update.isPending}
            >
              {hasCover ? t('profile:cover.replace') : t('profile:cover.upload')}
            </Button>
          )}
        </FileButton>
        {hasCover ? (
          <Button
            size="compact-sm"
            variant="white"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={remove.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('profile:cover.delete')}
          </Button>
        ) : null}
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('profile:cover.deleteConfirm')} centered>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('profile:certificates.cancel')}
          </Button>
          <Button color="red" onClick={confirmDelete}>
            {t('profile:cover.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
