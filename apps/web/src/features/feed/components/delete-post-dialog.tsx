import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useDeletePost } from '../api/delete-post.ts';
import { feedErrorMessage } from './feed-error.ts';

/** Asks before deleting a post (post-menu.tsx loads it when the menu first opens). */
export function DeletePostDialog({
  postId,
  opened,
  onClose,
}: {
  postId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('feed');
  const remove = useDeletePost();
  return (
    <Modal opened={opened} onClose={onClose} title={t('post.deleteTitle')} centered>
      <Text>{t('post.deleteConfirm')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(postId, {
              onSuccess: onClose,
              onError: (error) =>
                notifications.show({ color: 'red', message: feedErrorMessage(t, error, 'feed:errors.delete') }),
            })
          }
        >
          {t('post.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
