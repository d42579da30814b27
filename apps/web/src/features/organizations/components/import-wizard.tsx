import {
  ORG_LIMITS,
  type TImportJob,
  type TImportPreview,
  type TImportResult,
  type TImportRole,
} from '@bagdar/contracts';
import { Alert, Button, Code, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportFileField, ImportPreview } from '../../../components/import-preview.tsx';
import { ApiError, type TClientErrorCode } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatNumber } from '../../../lib/numbers.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { isImportJob, useCommitImport, useImportJob, useImportJobCodes, usePreviewImport } from '../api/import-file.ts';
import { CodesPrintSheet } from './codes-print-sheet.tsx';
import { useCodeMessage, useErrorMessage } from './org-messages.ts';
import { OrgSubnav, type TOrgAbilities } from './org-subnav.tsx';

/**
 * Template download, upload, a row-by-row preview with each row's errors, then an all-or-nothing
 * import: inline for small files, a background job with a progress bar for large ones.
 */
export function ImportWizard({
  orgId,
  role,
  abilities,
  notice,
}: {
  orgId: string;
  role: TImportRole;
  abilities: TOrgAbilities;
  /** Shown under the page's links (the students' import shows the licence's seats left). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation('organizations');
  const { t: tc } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const codeMessage = useCodeMessage();
  const preview = usePreviewImport(orgId, role);
  const commit = useCommitImport(orgId, role);
  const [file, setFile] = useState<File | null>(null);
  const [templateError, setTemplateError] = useState<unknown>(null);
  const lang = currentLanguage();
  const result: TImportPreview | undefined = preview.data;
  const answer = commit.data;

  const choose = (next: File | null) => {
    setFile(next);
    preview.reset();
    commit.reset();
    if (next) preview.mutate(next);
  };
  const template = () => {
    setTemplateError(null);
    downloadFile(
      `/admin/organizations/${orgId}/import/${role}/template?lang=${lang}`,
      `${t(`roles.${role}`)} – ${t('import.template')}.xlsx`,
    ).catch(setTemplateError);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t(`import.title.${role}`)}</Title>
      <OrgSubnav orgId={orgId} abilities={abilities} />
      {!answer && notice}
      {answer && isImportJob(answer) ? (
        <ImportJobProgress orgId={orgId} started={answer} onAgain={() => choose(null)} />
      ) : answer ? (
        <ImportedCodes result={answer} onAgain={() => choose(null)} />
      ) : (
        <>
          <Paper withBorder p="md" radius="md">
            <Stack gap="sm">
              <Text size="sm">{t('import.help', { max: ORG_LIMITS.importRowsMax })}</Text>
              <Group gap="xs" wrap="wrap">
                <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={template}>
                  {t('import.template')}
                </Button>
              </Group>
              {templateError !== null && (
                <Alert color="red" role="alert">
                  {errorMessage(templateError, t('members.exportError'))}
                </Alert>
              )}
              <ImportFileField value={file} onChange={choose} />
            </Stack>
          </Paper>
          {preview.isPending && <Text c="dimmed">{tc('import.checking')}</Text>}
          {preview.isError && (
            <Alert color="red" role="alert" title={tc('import.fileError')}>
              {errorMessage(preview.error, tc('import.fileError'))}
            </Alert>
          )}
          {result && (
            <ImportPreview
              rows={result.rows}
              columns={[
                {
                  key: 'fullName',
                  header: t('fields.fullName'),
                  cell: (row) => `${row.values.lastName ?? ''} ${row.values.firstName ?? ''}`,
                },
                { key: 'email', header: t('fields.email'), cell: (row) => row.values.email },
              ]}
              errorText={(e) => `${t(`fields.${e.column}`)}: ${codeMessage(e.code)}`}
              onCommit={() => file && commit.mutate(file)}
              committing={commit.isPending}
              commitError={commit.isError ? errorMessage(commit.error, t('import.commitError')) : null}
              blocker={
                result.seatsExceeded &&
                result.seats && (
                  <Alert color="red" role="alert" data-testid="seats-exceeded">
                    {t('import.seatsExceeded', {
                      requested: formatNumber(result.total, lang),
                      left: formatNumber(Math.max(0, (result.seats.total ?? 0) - result.seats.used), lang),
                      total: formatNumber(result.seats.total ?? 0, lang),
                    })}
                  </Alert>
                )
              }
              commitNote={
                result.total > ORG_LIMITS.importInlineRowsMax && (
                  <Text size="sm" c="dimmed">
                    {t('import.background', { inline: ORG_LIMITS.importInlineRowsMax })}
                  </Text>
                )
              }
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** A background import: a progress bar polled every second, then its codes, or why it failed. */
function ImportJobProgress({ orgId, started, onAgain }: { orgId: string; started: TImportJob; onAgain: () => void }) {
  const { t } = useTranslation('organizations');
  const errorMessage = useErrorMessage();
  const poll = useImportJob(orgId, started.id);
  const job = poll.data ?? started;
  const codes = useImportJobCodes(orgId, job.id, job.status === 'DONE');

  if (job.status === 'DONE' && codes.data) {
    return <ImportedCodes result={{ created: job.created, codes: codes.data.codes }} onAgain={onAgain} />;
  }
  const percent = job.total > 0 ? Math.round((job.processed * 100) / job.total) : 0;
  const label = job.status === 'QUEUED' ? t('import.queued') : t('import.running', job);
  const failure = job.error
    ? errorMessage(
        new ApiError({
          statusCode: 0,
          code: job.error.code as TClientErrorCode,
          message: job.error.code,
          meta: job.error.meta,
        }),
        t('import.failed'),
      )
    : t('import.failed');
  return (
    <Paper withBorder p="md" radius="md" data-testid="import-job">
      <Stack gap="sm">
        <Text size="sm">{t('import.background', { inline: ORG_LIMITS.importInlineRowsMax })}</Text>
        <Progress
          value={job.status === 'DONE' ? 100 : percent}
          color={job.status === 'FAILED' ? 'red' : undefined}
          striped={job.status === 'RUNNING' || job.status === 'QUEUED'}
          animated={job.status === 'RUNNING'}
          aria-label={t('import.progress')}
          aria-valuetext={label}
        />
        <Text size="sm" role="status" aria-live="polite" data-testid="import-progress">
          {job.status === 'DONE' ? t('import.codesLoading') : label}
        </Text>
        {poll.isError && (
          <Alert color="orange" role="alert">
            {errorMessage(poll.error, t('import.commitError'))}
          </Alert>
        )}
        {job.status === 'FAILED' && (
          <Alert color="red" role="alert" title={t('import.failed')}>
            {failure}
          </Alert>
        )}
        {codes.isError && (
          <Alert color="red" role="alert">
            {t('import.codesError')}
          </Alert>
        )}
        {(job.status === 'FAILED' || codes.isError) && (
          <Group>
            <Button variant="default" onClick={onAgain}>
              {t('import.again')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The activation codes of an import: print their cards (they can be downloaded again from the member list). */
function ImportedCodes({ result, onAgain }: { result: TImportResult; onAgain: () => void }) {
  const { t } = useTranslation('organizations');
  const [printing, setPrinting] = useState(false);
  return (
    <Stack gap="md">
      <Alert color="teal" role="status" data-testid="import-done">
        {t('import.done', { count: result.created })}
      </Alert>
      <Text size="sm">{t('import.codesHint')}</Text>
      <Group gap="xs">
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => setPrinting(true)}>
          {t('members.printCodes')}
        </Button>
        <Button variant="default" onClick={onAgain}>
          {t('import.again')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" data-testid="codes-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.fullName')}</Table.Th>
              <Table.Th>{t('fields.group')}</Table.Th>
              <Table.Th>{t('fields.username')}</Table.Th>
              <Table.Th>{t('fields.code')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.codes.map((c) => (
              <Table.Tr key={c.memberId}>
                <Table.Td>
                  {c.lastName} {c.firstName}
                </Table.Td>
                <Table.Td>{c.group ?? '—'}</Table.Td>
                <Table.Td>{c.username}</Table.Td>
                <Table.Td>
                  <Code>{c.code}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {printing && <CodesPrintSheet codes={result.codes} onClose={() => setPrinting(false)} />}
    </Stack>
  );
}
