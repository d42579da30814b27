import { INSTITUTION_FINANCING, INSTITUTION_TYPES } from '@bagdar/contracts';
import { Button, Checkbox, Collapse, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAdjustments, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_FILTERS, type TInstitutionFilters } from '../../../lib/institutions-api.ts';
import { useCities, useCountries } from '../../../lib/locations-api.ts';
import { useLocalized, useSortByLabel } from '../../../lib/use-localized.ts';
import { fieldFilterOptions, useFieldName } from '../../../lib/fields.ts';

/** Search (2+ characters) and the catalogue filters; reports every change. */
export function CatalogueFilters({
  filters,
  onChange,
}: {
  filters: TInstitutionFilters;
  onChange: (filters: TInstitutionFilters) => void;
}) {
  const { t } = useTranslation('institutions');
  const text = useLocalized();
  const sorted = useSortByLabel();
  const fieldName = useFieldName();
  const countries = useCountries();
  const cities = useCities(filters.countryId);
  const [q, setQ] = useState(filters.q);
  const [debounced] = useDebouncedValue(q.trim(), 300);
  useEffect(() => {
    if (debounced !== filters.q) onChange({ ...filters, q: debounced });
  }, [debounced, filters, onChange]);
  const set = (patch: Partial<TInstitutionFilters>) => onChange({ ...filters, ...patch });
  // On a phone the filters fold away behind a button so the list is not pushed off the screen.
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? !phone;

  return (
    <>
      <TextInput
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        description={q.trim().length === 1 ? t('search.tooShort') : undefined}
        maw={520}
      />
      {phone && (
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconAdjustments size={16} aria-hidden />}
          aria-expanded={open}
          onClick={() => setToggled(!open)}
        >
          {t('filters.toggle')}
        </Button>
      )}
      <Collapse in={open}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Select
            label={t('filters.country')}
            placeholder={t('filters.any')}
            data={sorted(
              (countries.data?.items ?? [])
                .filter((c) => c.institutionCount > 0 || c.id === filters.countryId)
                .map((c) => ({ value: c.id, label: text(c.name) })),
            )}
            value={filters.countryId}
            onChange={(value) => set({ countryId: value, cityId: null })}
            searchable
            clearable
            nothingFoundMessage={t('filters.nothing')}
          />
          <Select
            label={t('filters.city')}
            placeholder={filters.countryId ? t('filters.any') : t('filters.pickCountry')}
            data={sorted((cities.data?.items ?? []).map((c) => ({ value: c.id, label: text(c.name) })))}
            value={filters.cityId}
            onChange={(value) => set({ cityId: value })}
            disabled={!filters.countryId}
            searchable
            clearable
          />
          <Select
            label={t('filters.type')}
            placeholder={t('filters.any')}
            data={INSTITUTION_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
            value={filters.type}
            onChange={(value) => set({ type: value })}
            clearable
          />
          <Select
            label={t('filters.financing')}
            placeholder={t('filters.any')}
            data={INSTITUTION_FINANCING.map((value) => ({ value, label: t(`financing.${value}`) }))}
            value={filters.financing}
            onChange={(value) => set({ financing: value })}
            clearable
          />
          <Select
            label={t('filters.field')}
            placeholder={t('filters.any')}
            data={fieldFilterOptions(fieldName)}
            value={filters.field}
            onChange={(value) => set({ field: value })}
            searchable
            clearable
          />
          <NumberInput
            label={t('filters.priceMax')}
            placeholder={t('filters.any')}
            min={0}
            step={100_000}
            allowNegative={false}
            allowDecimal={false}
            thousandSeparator={'\u00a0'}
            suffix={'\u00a0₸'}
            value={filters.priceMax ?? ''}
            onChange={(value) => set({ priceMax: typeof value === 'number' ? value : null })}
          />
          <Group align="flex-end" pb={6}>
            <Checkbox
              label={t('filters.dormitory')}
              checked={filters.dormitory}
              onChange={(event) => set({ dormitory: event.currentTarget.checked })}
            />
          </Group>
          <Group align="flex-end">
            <Button
              variant="subtle"
              onClick={() => {
                setQ('');
                onChange(EMPTY_FILTERS);
              }}
            >
              {t('filters.reset')}
            </Button>
          </Group>
        </SimpleGrid>
      </Collapse>
    </>
  );
}
