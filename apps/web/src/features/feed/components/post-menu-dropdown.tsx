import { Menu } from '@mantine/core';
import { IconFlag, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDeferredMenuProps } from '../../../components/deferred-menu.tsx';
import { ReportDialog } from '../../../components/report-dialog.tsx';
import { DeletePostDialog } from './delete-post-dialog.tsx';

/**
 * A post's menu with its delete and report dialogs (post-menu.tsx loads it when the menu's button is
 * first pointed at or focused). The dialogs mount when first opened and stay, so they close with their
 * transition.
 */
export function PostMenuDropdown({
  postId,
  canDelete,
  target,
}: { postId: string; canDelete: boolean } & TDeferredMenuProps) {
  const { t } = useTranslation('feed');
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [used, setUsed] = useState({ confirm: false, report: false });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>{target}</Menu.Target>
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
      </Menu>
      {used.confirm ? (
        <DeletePostDialog postId={postId} opened={confirming} onClose={() => setConfirming(false)} />
      ) : null}
      {used.report ? (
        <ReportDialog target={{ type: 'POST', postId }} opened={reporting} onClose={() => setReporting(false)} />
      ) : null}
    </>
  );
}
