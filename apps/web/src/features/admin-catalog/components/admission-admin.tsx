import {
  ADMISSION_LIMITS,
  ZAdmissionRuleBody,
  ZGopCutoffBody,
  type TAdmissionRule,
  type TGopCutoff,
  type TSource,
} from '@bagdar/contracts';
import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdmissionRules, useUpdateAdmissionRule } from '../api/admission-rules.ts';
import { useGopCutoffs, useUpdateGopCutoff } from '../api/gop-cutoffs.ts';
import { AdmissionEditDialog, draftOf } from './admission-edit-dialog.tsx';
import { CatalogTable } from './catalog-table.tsx';
import { CutoffImport } from './cutoff-import.tsx';

const YEARS = Array.from(
  { length: new Date().getUTCFullYear() - ADMISSION_LIMITS.yearMin + 1 },
  (_, index) => new Date().getUTCFullYear() - index,
);

/**
 * /admin/institutions/admission: the admission rules and the GOP grant cut-offs of one year, each
 * row with its source or a sample-data mark; edit one row, import a year from xlsx, export it.
 */
export function AdmissionAdmin() {
  const { t } = useTranslation('admin-institutions');
  const [year, setYear] = useState<number>(YEARS[1] ?? ADMISSION_LIMITS.yearMin);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/institutions" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('admission.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" wrap="wrap" align="flex-end">
        <Title order={1}>{t('admission.title')}</Title>
        <Select
          label={t('admission.year')}
          data={YEARS.map(String)}
          value={String(year)}
          onChange={(value) => value && setYear(Number(value))}
          allowDeselect={false}
          w={140}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('admission.intro')}
      </Text>
      <RulesTable year={year} />
      <CutoffsTable year={year} />
      <CutoffImport year={year} />
    </Stack>
  );
}

/** A figure's provenance: its source as a link with the year, or the sample-data mark. */
function Provenance({ source, sample }: { source: TSource | null; sample: boolean }) {
  const { t } = useTranslation('admin-institutions');
  if (sample || source === null) {
    return (
      <Badge color="yellow" variant="light" data-testid="sample-badge">
        {t('sample')}
      </Badge>
    );
  }
  return (
    <Anchor href={source.url} target="_blank" rel="noreferrer" size="sm">
      {source.title} ({source.year})
    </Anchor>
  );
}

function RulesTable({ year }: { year: number }) {
  const { t } = useTranslation(['admin-institutions', 'admin-catalog']);
  const rules = useAdmissionRules(year);
  const update = useUpdateAdmissionRule();
  const [editing, setEditing] = useState<TAdmissionRule | null>(null);
  const items = rules.data ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('admission.rulesTitle')}
      </Title>
      <CatalogTable
        query={rules}
        items={items}
        errorTitle={t('admission.loadFailed')}
        emptyText={t('admission.noRules', { year })}
        minWidth={640}
        testId="rules-table"
        head={
          <>
            <Table.Th>{t('admission.columns.kind')}</Table.Th>
            <Table.Th>{t('admission.columns.scope')}</Table.Th>
            <Table.Th ta="right">{t('admission.columns.score')}</Table.Th>
            <Table.Th>{t('admission.columns.source')}</Table.Th>
            <Table.Th />
          </>
        }
        row={(rule) => (
          <>
            <Table.Td>{t(`admission.kinds.${rule.kind}`)}</Table.Td>
            <Table.Td>{t(`admission.scopes.${rule.scope}`, { defaultValue: rule.scope })}</Table.Td>
            <Table.Td ta="right">{rule.score}</Table.Td>
            <Table.Td>
              <Provenance source={rule.source} sample={rule.sample} />
            </Table.Td>
            <Table.Td ta="right">
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => setEditing(rule)}
                aria-label={t('admission.editWhat', {
                  what: `${t(`admission.kinds.${rule.kind}`)} ${rule.scope}`,
                })}
              >
                {t('admission.edit')}
              </Button>
            </Table.Td>
          </>
        )}
      />
      {editing && (
        <AdmissionEditDialog
          title={`${t(`admission.kinds.${editing.kind}`)} · ${editing.scope} · ${editing.year}`}
          initial={draftOf(editing)}
          toBody={(draft) => draft}
          schema={ZAdmissionRuleBody}
          onSave={(body) => update.mutateAsync({ id: editing.id, body })}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

function CutoffsTable({ year }: { year: number }) {
  const { t } = useTranslation(['admin-institutions', 'admin-catalog']);
  const cutoffs = useGopCutoffs(year);
  const update = useUpdateGopCutoff();
  const [editing, setEditing] = useState<TGopCutoff | null>(null);
  const items = cutoffs.data?.items ?? [];
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('admission.cutoffsTitle', { year })}
      </Title>
      <CatalogTable
        query={cutoffs}
        items={items}
        errorTitle={t('admission.loadFailed')}
        emptyText={t('admission.noCutoffs', { year })}
        minWidth={640}
        testId="cutoffs-table"
        rowTestId="cutoff-row"
        head={
          <>
            <Table.Th>{t('admission.columns.gopCode')}</Table.Th>
            <Table.Th>{t('admission.columns.competition')}</Table.Th>
            <Table.Th ta="right">{t('admission.columns.score')}</Table.Th>
            <Table.Th>{t('admission.columns.source')}</Table.Th>
            <Table.Th />
          </>
        }
        row={(cutoff) => (
          <>
            <Table.Td fw={600}>{cutoff.gopCode}</Table.Td>
            <Table.Td>{t(`admission.competitions.${cutoff.competition}`)}</Table.Td>
            <Table.Td ta="right">{cutoff.score}</Table.Td>
            <Table.Td>
              <Provenance source={cutoff.source} sample={cutoff.sample} />
            </Table.Td>
            <Table.Td ta="right">
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => setEditing(cutoff)}
                aria-label={t('admission.editWhat', { what: `${cutoff.gopCode} ${cutoff.competition}` })}
              >
                {t('admission.edit')}
              </Button>
            </Table.Td>
          </>
        )}
      />
      {editing && (
        <AdmissionEditDialog
          title={`${editing.gopCode} · ${t(`admission.competitions.${editing.competition}`)} · ${editing.year}`}
          initial={draftOf(editing)}
          toBody={(draft) => ({
            ...draft,
            gopCode: editing.gopCode,
            year: editing.year,
            competition: editing.competition,
          })}
          schema={ZGopCutoffBody}
          onSave={(body) => update.mutateAsync({ id: editing.id, body })}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
