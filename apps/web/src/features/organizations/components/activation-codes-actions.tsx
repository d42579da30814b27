import type { TCodeHolder, TCurrentCodes, TIssuedCode } from '@bagdar/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconDownload, IconKey, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { downloadCurrentCodes, getCurrentCodes, useIssueCodes, type TCodesSource } from '../api/activation-codes.ts';
import { CodesPrintSheet } from './codes-print-sheet.tsx';
import { useErrorMessage } from './org-messages.ts';

const NAMES_SHOWN = 10;

/** Up to ten "Last First" names, then how many more. */
export function useHolderNames() {
  const { t } = useTranslation('organizations');
  return (holders: TCodeHolder[]) => {
    const names = holders
      .slice(0, NAMES_SHOWN)
      .map((h) => `${h.lastName} ${h.firstName}`)
      .join(', ');
    return holders.length > NAMES_SHOWN
      ? t('members.codesMore', { names, count: holders.length - NAMES_SHOWN })
      : names;
  };
}

type TConfirm = { kind: 'all'; holders: TCodeHolder[] } | { kind: 'missing'; holders: TCodeHolder[] };

/**
 * The activation codes of a list's (or an import's) pending members, as three separate actions:
 * download the current codes (xlsx) and print their cards, which change nothing, and issue new
 * codes, behind a confirmation naming whose codes are replaced (their printed codes stop working).
 */
export function ActivationCodesActions({
  source,
  listLabel,
  fileName,
}: {
  source: TCodesSource;
  /** The list as the confirmation names it: role, and group when filtered. */
  listLabel: string;
  fileName: string;
}) {
  const { t } = useTranslation('organizations');
  const errorMessage = useErrorMessage();
  const holderNames = useHolderNames();
  const issue = useIssueCodes(source);
  const [busy, setBusy] = useState<'download' | 'print' | 'issue' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [missing, setMissing] = useState<TCodeHolder[]>([]);
  const [confirm, setConfirm] = useState<TConfirm | null>(null);
  const [printing, setPrinting] = useState<TIssuedCode[] | null>(null);

  const run = async (what: 'download' | 'print' | 'issue', work: () => Promise<void>) => {
    setError(null);
    setNotice(null);
    setBusy(what);
    try {
      await work();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(null);
    }
  };
  const current = async (): Promise<TCurrentCodes> => {
    const answer = await getCurrentCodes(source);
    setMissing(answer.missing);
    if (answer.codes.length === 0 && answer.missing.length === 0)
      setNotice(t('members.codesNobody', { list: listLabel }));
    else if (answer.codes.length === 0) setNotice(t('members.codesNone', { list: listLabel }));
    return answer;
  };

  const download = () =>
    run('download', async () => {
      const answer = await current();
      if (answer.codes.length > 0) await downloadCurrentCodes(source, currentLanguage(), `${fileName}.xlsx`);
    });
  const print = () =>
    run('print', async () => {
      const answer = await current();
      if (answer.codes.length > 0) setPrinting(answer.codes);
    });
  const askIssue = () =>
    run('issue', async () => {
      const answer = await current();
      const holders = [...answer.codes, ...answer.missing].sort(
        (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
      );
      if (holders.length > 0) setConfirm({ kind: 'all', holders });
    });
  const confirmIssue = (target: TConfirm) =>
    run('issue', async () => {
      const issued = await issue.mutateAsync({ onlyMissing: target.kind === 'missing' });
      setConfirm(null);
      setMissing([]);
      setNotice(t('members.codesIssued', { count: issued.codes.length, replaced: issued.replaced }));
      if (issued.codes.length > 0) setPrinting(issued.codes);
    });

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void download()}
          loading={busy === 'download'}
        >
          {t('members.downloadCodes')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => void print()}
          loading={busy === 'print'}
        >
          {t('members.printCodes')}
        </Button>
        <Button
          variant="default"
          color="orange"
          leftSection={<IconKey size={16} aria-hidden />}
          onClick={() => void askIssue()}
          loading={busy === 'issue' && confirm === null}
        >
          {t('members.codes')}
        </Button>
      </Group>
      {error !== null && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {errorMessage(error, t('members.exportError'))}
        </Alert>
      )}
      {notice !== null && (
        <Alert color="blue" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {missing.length > 0 && (
        <Alert color="yellow" role="status" data-testid="codes-missing">
          <Stack gap="xs" align="flex-start">
            {t('members.codesMissing', { count: missing.length, names: holderNames(missing) })}
            <Button size="xs" variant="light" onClick={() => setConfirm({ kind: 'missing', holders: missing })}>
              {t('members.codesMissingIssue')}
            </Button>
          </Stack>
        </Alert>
      )}
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm?.kind === 'missing' ? t('members.codesMissingTitle') : t('members.codesTitle')}
        confirmLabel={t('members.codesConfirm')}
        confirmColor="orange"
        cancelLabel={t('cancel')}
        loading={busy === 'issue'}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) void confirmIssue(confirm);
        }}
      >
        {confirm?.kind === 'missing'
          ? t('members.codesMissingBody', { names: holderNames(confirm.holders) })
          : confirm &&
            `${t('members.codesWho', {
              list: listLabel,
              count: confirm.holders.length,
              names: holderNames(confirm.holders),
            })} ${t('members.codesBody')}`}
      </ConfirmDialog>
      {printing && <CodesPrintSheet codes={printing} onClose={() => setPrinting(null)} />}
    </Stack>
  );
}
