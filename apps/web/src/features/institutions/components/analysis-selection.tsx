import { LIMITS, type TInstitutionSummary } from '@bagdar/contracts';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_FILTERS, useInstitutions } from '../../../lib/institutions-api.ts';
import { useCountries } from '../../../lib/locations-api.ts';
import { InstitutionCard } from './institution-card.tsx';
import { useLocalized, useSortByLabel } from '../../../lib/use-localized.ts';
import { ListState } from '../../../components/list-state.tsx';
import { MorePages } from './more-pages.tsx';

/** Step one: a country, then up to eight of its institutions (a ninth cannot be ticked). */
export function AnalysisSelection({
  pending,
  error,
  onAnalyse,
}: {
  pending: boolean;
  error: string | null;
  onAnalyse: (countryId: string, ids: string[]) => void;
}) {
  const { t } = useTranslation('institutions');
  const text = useLocalized();
  const sorted = useSortByLabel();
  const countries = useCountries();
  const [countryId, setCountryId] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const [selected, setSelected] = useState<TInstitutionSummary[]>([]);
  const list = useInstitutions(
    { ...EMPTY_FILTERS, countryId, q: debounced.length >= 2 ? debounced : '' },
    countryId !== null,
  );
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const full = selected.length >= LIMITS.institutionsPerAnalysis;
  const toggle = (institution: TInstitutionSummary) =>
    setSelected((current) =>
      current.some((s) => s.id === institution.id)
        ? current.filter((s) => s.id !== institution.id)
        : current.length >= LIMITS.institutionsPerAnalysis
          ? current
          : [...current, institution],
    );

  if (countries.isPending || countries.isError) {
    return (
      <ListState
        state={countries.isPending ? 'pending' : 'error'}
        error={countries.error}
        errorTitle={t('selection.countriesFailed')}
        onRetry={() => void countries.refetch()}
      />
    );
  }
  return (
    <Stack gap="md" data-testid="analysis-selection">
      <Text>{t('selection.intro', { max: LIMITS.institutionsPerAnalysis })}</Text>
      <Select
        label={t('selection.country')}
        placeholder={t('selection.countryPlaceholder')}
        data={sorted(
          countries.data.items
            .filter((c) => c.institutionCount > 0)
            .map((c) => ({ value: c.id, label: `${text(c.name)} (${c.institutionCount})` })),
        )}
        value={countryId}
        onChange={(value) => {
          setCountryId(value);
          setSelected([]);
        }}
        searchable
        maw={420}
        nothingFoundMessage={t('filters.nothing')}
      />
      {countryId && (
        <>
          <Group justify="space-between" wrap="wrap" align="flex-end">
            <TextInput
              type="search"
              leftSection={<IconSearch size={16} aria-hidden />}
              label={t('search.label')}
              placeholder={t('search.placeholder')}
              value={q}
              onChange={(event) => setQ(event.currentTarget.value)}
              maw={420}
              style={{ flex: 1 }}
            />
            <Text fw={600} aria-live="polite" data-testid="selected-count">
              {t('selection.count', { n: selected.length, max: LIMITS.institutionsPerAnalysis })}
            </Text>
          </Group>
          {full && (
            <Alert color="blue" variant="light">
              {t('selection.limit', { max: LIMITS.institutionsPerAnalysis })}
            </Alert>
          )}
          {items.length === 0 ? (
            <ListState
              state={list.isPending ? 'pending' : list.isError ? 'error' : 'empty'}
              error={list.error}
              errorTitle={t('loadFailed')}
              emptyText={t('noMatches')}
              onRetry={() => void list.refetch()}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {items.map((institution) => (
                <InstitutionCard
                  key={institution.id}
                  institution={institution}
                  selected={selected.some((s) => s.id === institution.id)}
                  selectDisabled={full}
                  onToggle={() => toggle(institution)}
                />
              ))}
            </SimpleGrid>
          )}
          {items.length > 0 && <MorePages list={list} errorTitle={t('loadFailed')} />}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group>
            <Button
              disabled={selected.length === 0}
              loading={pending}
              onClick={() =>
                onAnalyse(
                  countryId,
                  selected.map((s) => s.id),
                )
              }
            >
              {t('selection.analyse', { n: selected.length })}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
