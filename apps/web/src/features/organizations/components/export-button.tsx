import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from './org-messages.ts';

/** "Export to Excel" for an analytics page: runs `download`, shows it busy, and says so when it fails. */
export function ExportButton({ download, disabled = false }: { download: () => Promise<void>; disabled?: boolean }) {
  const { t } = useTranslation('analytics');
  const message = useErrorMessage();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await download();
    } catch (error) {
      notifications.show({ color: 'red', title: t('export.failed'), message: message(error, t('export.failed')) });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => void run()}
      loading={exporting}
      disabled={disabled}
      data-testid="analytics-export"
    >
      {t('export.button')}
    </Button>
  );
}
