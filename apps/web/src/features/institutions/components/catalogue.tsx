import { SimpleGrid, Stack } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_FILTERS, useInstitutions, type TInstitutionFilters } from '../../../lib/institutions-api.ts';
import { CatalogueFilters } from './catalogue-filters.tsx';
import { InstitutionCard } from './institution-card.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { MorePages } from './more-pages.tsx';

/** The PRO catalogue: search, filters, keyset pages loaded on demand. */
export function Catalogue() {
  const { t } = useTranslation('institutions');
  const [filters, setFilters] = useState<TInstitutionFilters>(EMPTY_FILTERS);
  const onChange = useCallback((next: TInstitutionFilters) => setFilters(next), []);
  const list = useInstitutions(filters);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY_FILTERS);
  return (
    <Stack gap="md">
      <CatalogueFilters filters={filters} onChange={onChange} />
      {items.length === 0 ? (
        <ListState
          state={list.isPending ? 'pending' : list.isError ? 'error' : 'empty'}
          error={list.error}
          errorTitle={t('loadFailed')}
          emptyText={filtered ? t('noMatches') : t('empty')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-testid="institution-list">
            {items.map((institution) => (
              <InstitutionCard key={institution.id} institution={institution} />
            ))}
          </SimpleGrid>
          <MorePages list={list} errorTitle={t('loadFailed')} />
        </>
      )}
    </Stack>
  );
}
