import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconFlag, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePost } from '../api/delete-post.ts';
import { feedErrorMessage } from './feed-error.ts';
import { ReportModal } from './report-modal.tsx';

export function PostMenu({ postId, canDelete }: { postId: string; canDelete: boolean }) {
  const { t } = useTranslation('feed');
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const remove = useDeletePost();

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('post.menu')}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {canDelete && (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setConfirming(true)}
            >
              {t('post.delete')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconFlag size={16} aria-hidden />} onClick={() => setReporting(true)}>
            {t('post.report')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('post.deleteTitle')} centered>
        <Text>{t('post.deleteConfirm')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(postId, {
                onSuccess: () => setConfirming(false),
                onError: (error) =>
                  notifications.show({ color: 'red', message: feedErrorMessage(t, error, 'feed:errors.delete') }),
              })
            }
          >
            {t('post.delete')}
          </Button>
        </Group>
      </Modal>
      <ReportModal postId={postId} opened={reporting} onClose={() => setReporting(false)} />
    </>
  );
}
