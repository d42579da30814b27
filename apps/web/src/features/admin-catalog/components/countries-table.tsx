import { ZCountryBody, type TCountry, type TCountryBody } from '@bagdar/contracts';
import { Button, Group, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyFieldErrors, translateApiError } from '../../../lib/error-messages.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useAdminCountries, useDeleteCountry, useSaveCountry } from '../api/admin-locations.ts';
import { CatalogSearch } from './catalog-search.tsx';
import { CatalogPage, CatalogTable, EditDialog, RowActions } from './catalog-table.tsx';
import { useIssueMessage } from './issue-message.ts';
import { LocalizedFields } from './localized-fields.tsx';
import { setZodIssues } from './zod-issues.ts';

/** /admin/locations/countries: search, keyset pages, add/edit in a dialog, delete unless in use. */
export function CountriesTable() {
  const { t } = useTranslation(['admin-institutions', 'admin-catalog']);
  const [q, setQ] = useState('');
  const list = useAdminCountries(q);
  const remove = useDeleteCountry();
  const [editing, setEditing] = useState<TCountry | 'new' | null>(null);
  const lng = currentLanguage();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <CatalogPage
      title={t('admin-institutions:countries.title')}
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('admin-institutions:countries.add')}
        </Button>
      }
    >
      <CatalogSearch label={t('admin-institutions:countries.search')} onSearch={setQ} />
      <CatalogTable
        query={list}
        items={items}
        errorTitle={t('admin-institutions:countries.loadFailed')}
        emptyText={q ? t('admin-catalog:noMatches') : t('admin-catalog:list.empty')}
        minWidth={560}
        head={
          <>
            <Table.Th>{t('admin-institutions:countries.iso')}</Table.Th>
            <Table.Th>{t('admin-institutions:countries.name')}</Table.Th>
            <Table.Th ta="right">{t('admin-institutions:countries.cities')}</Table.Th>
            <Table.Th ta="right">{t('admin-institutions:countries.institutions')}</Table.Th>
            <Table.Th />
          </>
        }
        row={(country) => (
          <>
            <Table.Td>{country.isoCode}</Table.Td>
            <Table.Td>{country.name[lng]}</Table.Td>
            <Table.Td ta="right">{country.cityCount}</Table.Td>
            <Table.Td ta="right">{country.institutionCount}</Table.Td>
            <Table.Td>
              <RowActions
                name={country.name[lng]}
                onEdit={() => setEditing(country)}
                onDelete={() => remove.mutateAsync(country.id)}
              />
            </Table.Td>
          </>
        )}
      />
      <EditDialog
        editing={editing}
        onClose={() => setEditing(null)}
        addTitle={t('admin-institutions:countries.add')}
        editTitle={t('admin-institutions:countries.edit')}
      >
        {(country) => <CountryForm country={country} onDone={() => setEditing(null)} />}
      </EditDialog>
    </CatalogPage>
  );
}

function CountryForm({ country, onDone }: { country: TCountry | null; onDone: () => void }) {
  const { t } = useTranslation(['admin-institutions', 'admin-catalog', 'errors']);
  const message = useIssueMessage();
  const form = useForm<TCountryBody>({
    defaultValues: country
      ? { isoCode: country.isoCode, name: country.name }
      : { isoCode: '', name: { ru: '', kk: '', en: '' } },
  });
  const save = useSaveCountry();
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    form.clearErrors();
    const parsed = ZCountryBody.safeParse(values);
    if (!parsed.success) {
      setZodIssues(parsed.error, form.setError);
      return;
    }
    try {
      await save.mutateAsync({ id: country?.id, body: parsed.data });
      notifySuccess(t('admin-institutions:countries.saved'));
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, ['isoCode', 'name']);
      setFormError(translateApiError(t, error, t('admin-institutions:saveFailed')));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <FormAlert message={formError} />
          <TextInput
            label={t('admin-institutions:countries.iso')}
            maxLength={2}
            required
            w={120}
            error={message(form.formState.errors.isoCode?.message)}
            {...form.register('isoCode')}
          />
          <LocalizedFields name="name" label={t('admin-institutions:countries.name')} />
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
