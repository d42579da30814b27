import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconFlag, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePost } from '../api/delete-post.ts';
import { feedErrorMessage } from './feed-error.ts';
import { ReportModal } from './report-modal.tsx';

/**
 * A post's menu: delete (the author's) and report. Its dropdown and its two dialogs mount when first
 * opened and stay (so they close with their transition): a feed renders twenty cards, and in each two
 * closed Modals with their mutations and the dropdown's portal and transition were about a third of
 * the card's components and hooks on the feed's first load (decision 014).
 */
export function PostMenu({ postId, canDelete }: { postId: string; canDelete: boolean }) {
  const { t } = useTranslation('feed');
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [used, setUsed] = useState({ menu: false, confirm: false, report: false });

  return (
    <>
      <Menu position="bottom-end" withinPortal onOpen={() => setUsed((was) => ({ ...was, menu: true }))}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('post.menu')}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        {used.menu ? (
          <Menu.Dropdown>
            {canDelete && (
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => {
                  setUsed((was) => ({ ...was, confirm: true }));
                  setConfirming(true);
                }}
              >
                {t('post.delete')}
              </Menu.Item>
            )}
            <Menu.Item
              leftSection={<IconFlag size={16} aria-hidden />}
              onClick={() => {
                setUsed((was) => ({ ...was, report: true }));
                setReporting(true);
              }}
            >
              {t('post.report')}
            </Menu.Item>
          </Menu.Dropdown>
        ) : null}
      </Menu>
      {used.confirm ? <DeleteDialog postId={postId} opened={confirming} onClose={() => setConfirming(false)} /> : null}
      {used.report ? <ReportModal postId={postId} opened={reporting} onClose={() => setReporting(false)} /> : null}
    </>
  );
}

function DeleteDialog({ postId, opened, onClose }: { postId: string; opened: boolean; onClose: () => void }) {
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
