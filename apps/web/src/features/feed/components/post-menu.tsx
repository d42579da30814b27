import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconFlag, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialogs' code (Modal, the report's radio group) loads when the menu first opens.
const loadDeleteDialog = () => import('./delete-post-dialog.tsx');
const loadReportModal = () => import('./report-modal.tsx');
const DeletePostDialog = lazy(() => loadDeleteDialog().then((m) => ({ default: m.DeletePostDialog })));
const ReportModal = lazy(() => loadReportModal().then((m) => ({ default: m.ReportModal })));

/**
 * A post's menu: delete (the author's) and report. Its dropdown mounts when the button is first pointed
 * at or focused, its two dialogs when first opened, and they stay (so they close with their transition);
 * the dialogs' code loads with the dropdown:
 * a feed renders twenty cards, and in each two closed Modals with their mutations and the dropdown's
 * portal and transition were about a third of the card's components and hooks on the feed's first
 * load, and Modal with the report's form 5 KB gzip of its code (decision 014).
 */
export function PostMenu({ postId, canDelete }: { postId: string; canDelete: boolean }) {
  const { t } = useTranslation('feed');
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [used, setUsed] = useState({ menu: false, confirm: false, report: false });
  // Mounted before it first opens (the button pointed at or focused), so that Mantine's dropdown sees
  // itself open and returns the focus to the button when it closes.
  const prepare = () => {
    if (used.menu) return;
    setUsed((was) => ({ ...was, menu: true }));
    void loadDeleteDialog();
    void loadReportModal();
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal onOpen={prepare}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('post.menu')}
            onPointerEnter={prepare}
            onFocus={prepare}
          >
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
      <Suspense fallback={null}>
        {used.confirm ? (
          <DeletePostDialog postId={postId} opened={confirming} onClose={() => setConfirming(false)} />
        ) : null}
        {used.report ? <ReportModal postId={postId} opened={reporting} onClose={() => setReporting(false)} /> : null}
      </Suspense>
    </>
  );
}
