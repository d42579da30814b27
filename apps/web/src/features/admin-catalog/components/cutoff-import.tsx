import { type TImportPreview } from '@bagdar/contracts';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportFileField, ImportPreview } from '../../../components/import-preview.tsx';
import { downloadFile } from '../../../lib/download-file.ts';
import { translateApiError } from '../../../lib/error-messages.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import {
  cutoffExportPath,
  cutoffTemplatePath,
  useCommitCutoffImport,
  usePreviewCutoffImport,
} from '../api/gop-cutoffs.ts';
import { useIssueMessage } from './issue-message.ts';

type TCutoffRow = TImportPreview['rows'][number];

/**
 * A year of GOP cut-offs from an xlsx sheet: the organisation import's preview (every row with
 * its errors), then all rows written at once, or none while any row is wrong. The export gives
 * the same columns back, so a year can be downloaded, corrected and uploaded again.
 */
export function CutoffImport({ year }: { year: number | null }) {
  const { t } = useTranslation(['admin-institutions', 'common', 'errors']);
  const issueMessage = useIssueMessage();
  const preview = usePreviewCutoffImport();
  const commit = useCommitCutoffImport();
  const [file, setFile] = useState<File | null>(null);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const column = (key: string) => t(`admin-institutions:admission.columns.${key}`, { defaultValue: key });

  const choose = (next: File | null) => {
    setFile(next);
    preview.reset();
    commit.reset();
    if (next) preview.mutate(next);
  };
  const download = (path: string, name: string) => {
    setDownloadError(null);
    downloadFile(path, `${name}.xlsx`).catch(setDownloadError);
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid="cutoff-import">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('admin-institutions:admission.importTitle')}
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() =>
                download(cutoffTemplatePath(currentLanguage()), t('admin-institutions:admission.templateFile'))
              }
            >
              {t('admin-institutions:admission.template')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() =>
                download(
                  cutoffExportPath(year, currentLanguage()),
                  t('admin-institutions:admission.exportFile', { year: year ?? '' }),
                )
              }
            >
              {t('admin-institutions:admission.export')}
            </Button>
          </Group>
        </Group>
        {downloadError !== null && (
          <Alert color="red" role="alert">
            {translateApiError(t, downloadError, t('admin-institutions:admission.exportFailed'))}
          </Alert>
        )}
        <Text size="sm">{t('admin-institutions:admission.importHelp')}</Text>
        {commit.data ? (
          <Stack gap="xs" align="flex-start">
            <Alert color="teal" role="status" data-testid="import-done">
              {t('admin-institutions:admission.imported', commit.data)}
            </Alert>
            <Button variant="default" onClick={() => choose(null)}>
              {t('admin-institutions:admission.importAnother')}
            </Button>
          </Stack>
        ) : (
          <>
            <ImportFileField value={file} onChange={choose} />
            {preview.isPending && <Text c="dimmed">{t('common:import.checking')}</Text>}
            {preview.isError && (
              <Alert color="red" role="alert" title={t('common:import.fileError')}>
                {translateApiError(t, preview.error, t('common:import.fileError'))}
              </Alert>
            )}
            {preview.data && (
              <ImportPreview<TCutoffRow>
                rows={preview.data.rows}
                columns={['gopCode', 'year', 'competition', 'score', 'sourceTitle'].map((key) => ({
                  key,
                  header: column(key),
                  cell: (row) => row.values[key] ?? '',
                }))}
                errorText={(error) => `${column(error.column)}: ${issueMessage(error.code) ?? error.code}`}
                onCommit={() => file && commit.mutate(file)}
                committing={commit.isPending}
                commitError={
                  commit.isError
                    ? translateApiError(t, commit.error, t('admin-institutions:admission.importFailed'))
                    : null
                }
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
