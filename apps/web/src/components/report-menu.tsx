import { ActionIcon, Menu, type ActionIconProps } from '@mantine/core';
import { IconDots, IconFlag } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReportTarget } from '../lib/report-content.ts';
import { ReportDialog } from './report-dialog.tsx';

/**
 * An actions menu with one item, Report, for content that is not one's own (a comment, a story): a
 * labelled button that opens a menu (arrow keys, Enter, Esc as Mantine's Menu has them), and the shared
 * report dialog. `onActiveChange` tells the owner while the menu or the dialog is open, so a story can
 * stop its clock and keep its own Esc from closing it under the dialog.
 */
export function ReportMenu({
  target,
  label,
  color = 'gray',
  onActiveChange,
}: {
  target: TReportTarget;
  /** The button's accessible name, e.g. “Comment actions”. */
  label: string;
  color?: ActionIconProps['color'];
  onActiveChange?: (active: boolean) => void;
}) {
  const { t } = useTranslation('feed');
  const [reporting, setReporting] = useState(false);
  // Choosing Report closes the menu in the same click: the ref (not the state, not yet updated) tells
  // the menu's onClose that the owner stays active because the dialog opens.
  const dialogOpen = useRef(false);
  // The dialog mounts when first opened and stays, so it closes with its transition.
  const [used, setUsed] = useState(false);

  return (
    <>
      <Menu
        position="bottom-end"
        withinPortal
        onOpen={() => onActiveChange?.(true)}
        onClose={() => {
          if (!dialogOpen.current) onActiveChange?.(false);
        }}
      >
        <Menu.Target>
          <ActionIcon variant="subtle" color={color} aria-label={label} aria-haspopup="menu">
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconFlag size={16} aria-hidden />}
            onClick={() => {
              dialogOpen.current = true;
              setUsed(true);
              setReporting(true);
              onActiveChange?.(true);
            }}
          >
            {t('report.action')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {used ? (
        <ReportDialog
          target={target}
          opened={reporting}
          onClose={() => {
            dialogOpen.current = false;
            setReporting(false);
            onActiveChange?.(false);
          }}
        />
      ) : null}
    </>
  );
}
