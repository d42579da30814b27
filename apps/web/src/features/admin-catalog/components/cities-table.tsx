import { UI_LANGUAGES, ZCityBody, type TCity, type TCityBody } from '@bagdar/contracts';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyFieldErrors, translateApiError } from '../../../lib/error-messages.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useAdminCities, useAllCountries, useDeleteCity, useSaveCity } from '../api/admin-locations.ts';
import { CatalogSearch } from './catalog-search.tsx';
import { CatalogPage, CatalogTable, EditDialog, RowActions } from './catalog-table.tsx';
import { useIssueMessage } from './issue-message.ts';
import { LocalizedFields } from './localized-fields.tsx';
import { setZodIssues } from './zod-issues.ts';

/** /admin/locations/cities: search, a country filter, keyset pages, add/edit in a dialog, delete unless in use. */
export function CitiesTable() {
  const { t } = useTranslation(['admin-institutions', 'admin-catalog']);
  const lng = currentLanguage();
  const [q, setQ] = useState('');
  const [countryId, setCountryId] = useState<string | null>(null);
  const countries = useAllCountries();
  const list = useAdminCities(q, countryId);
  const remove = useDeleteCity();
  const [editing, setEditing] = useState<TCity | 'new' | null>(null);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <CatalogPage
      title={t('admin-institutions:cities.title')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('admin-institutions:cities.add')}
        </Button>
      }
    >
      <Group align="flex-end" wrap="wrap">
        <CatalogSearch label={t('admin-institutions:cities.search')} onSearch={setQ} />
        <Select
          aria-label={t('admin-institutions:fields.country')}
          placeholder={t('admin-institutions:fields.country')}
          data={(countries.data?.items ?? []).map((c) => ({ value: c.id, label: c.name[lng] }))}
          value={countryId}
          onChange={setCountryId}
          searchable
          clearable
        />
      </Group>
      <CatalogTable
        query={list}
        items={items}
        errorTitle={t('admin-institutions:cities.loadFailed')}
        emptyText={q || countryId ? t('admin-catalog:noMatches') : t('admin-catalog:list.empty')}
        minWidth={620}
        head={
          <>
            <Table.Th>{t('admin-institutions:cities.name')}</Table.Th>
            <Table.Th>{t('admin-institutions:cities.region')}</Table.Th>
            <Table.Th>{t('admin-institutions:fields.country')}</Table.Th>
            <Table.Th ta="right">{t('admin-institutions:countries.institutions')}</Table.Th>
            <Table.Th />
          </>
        }
        row={(city) => (
          <>
            <Table.Td>{city.name[lng]}</Table.Td>
            <Table.Td>{city.region?.[lng] ?? t('admin-institutions:cities.republican')}</Table.Td>
            <Table.Td>{city.countryName[lng]}</Table.Td>
            <Table.Td ta="right">{city.institutionCount}</Table.Td>
            <Table.Td>
              <RowActions
                name={city.name[lng]}
                onEdit={() => setEditing(city)}
                onDelete={() => remove.mutateAsync(city.id)}
              />
            </Table.Td>
          </>
        )}
      />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle={t('admin-institutions:cities.add')}
        editTitle={t('admin-institutions:cities.edit')}
      >
        {(city) => <CityForm city={city} onDone={() => setEditing(null)} />}
      </EditDialog>
    </CatalogPage>
  );
}

type TCityForm = Omit<TCityBody, 'region'> & { region: { ru: string; kk: string; en: string } };

function CityForm({ city, onDone }: { city: TCity | null; onDone: () => void }) {
  const { t } = useTranslation(['admin-institutions', 'admin-catalog', 'errors']);
  const lng = currentLanguage();
  const message = useIssueMessage();
  const countries = useAllCountries();
  const empty = { ru: '', kk: '', en: '' };
  const form = useForm<TCityForm>({
    defaultValues: city
      ? { countryId: city.countryId, name: city.name, region: city.region ?? empty }
      : { countryId: '', name: empty, region: empty },
  });
  const save = useSaveCity();
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    form.clearErrors();
    const hasRegion = UI_LANGUAGES.some((l) => values.region[l].trim() !== '');
    const parsed = ZCityBody.safeParse({ ...values, region: hasRegion ? values.region : null });
    if (!parsed.success) {
      setZodIssues(parsed.error, form.setError);
      return;
    }
    try {
      await save.mutateAsync({ id: city?.id, body: parsed.data });
      notifySuccess(t('admin-institutions:cities.saved'));
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, ['countryId', 'name']);
      setFormError(translateApiError(t, error, t('admin-institutions:saveFailed')));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <Controller
            control={form.control}
            name="countryId"
            render={({ field, fieldState }) => (
              <Select
                label={t('admin-institutions:fields.country')}
                required
                searchable
                data={(countries.data?.items ?? []).map((c) => ({ value: c.id, label: c.name[lng] }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={message(fieldState.error?.message)}
              />
            )}
          />
          <LocalizedFields name="name" label={t('admin-institutions:cities.name')} />
          <Fieldset legend={t('admin-institutions:cities.regionOptional')} variant="unstyled" p={0}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
              {UI_LANGUAGES.map((l) => (
                <TextInput
                  key={l}
                  label={t(`admin-catalog:languages.${l}`)}
                  lang={l}
                  {...form.register(`region.${l}`)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('admin-catalog:save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
