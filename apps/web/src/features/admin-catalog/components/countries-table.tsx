import { ZCountryBody, type TCountry, type TCountryBody } from '@bagdar/contracts';
import { Button, Center, Group, Modal, Stack, Table, TextInput, Title } from '@mantine/core';
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
import { DeleteButton } from './delete-button.tsx';
import { useIssueMessage } from './issue-message.ts';
import { ListState } from '../../../components/list-state.tsx';
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
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('admin-institutions:countries.title')}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          {t('admin-institutions:countries.add')}
        </Button>
      </Group>
      <CatalogSearch label={t('admin-institutions:countries.search')} onSearch={setQ} />
      {list.isPending || list.isError || items.length === 0 ? (
        <ListState
          state={list.isPending ? 'pending' : list.isError ? 'error' : 'empty'}
          error={list.error}
          errorTitle={t('admin-institutions:countries.loadFailed')}
          emptyText={q ? t('admin-catalog:noMatches') : t('admin-catalog:list.empty')}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('admin-institutions:countries.iso')}</Table.Th>
                  <Table.Th>{t('admin-institutions:countries.name')}</Table.Th>
                  <Table.Th ta="right">{t('admin-institutions:countries.cities')}</Table.Th>
                  <Table.Th ta="right">{t('admin-institutions:countries.institutions')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((country) => (
                  <Table.Tr key={country.id}>
                    <Table.Td>{country.isoCode}</Table.Td>
                    <Table.Td>{country.name[lng]}</Table.Td>
                    <Table.Td ta="right">{country.cityCount}</Table.Td>
                    <Table.Td ta="right">{country.institutionCount}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button variant="subtle" size="xs" onClick={() => setEditing(country)}>
                          {t('admin-catalog:edit')}
                        </Button>
                        <DeleteButton
                          compact
                          name={country.name[lng]}
                          onDelete={() => remove.mutateAsync(country.id)}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {list.hasNextPage && (
            <Center>
              <Button variant="default" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {t('admin-catalog:loadMore')}
              </Button>
            </Center>
          )}
        </>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('admin-institutions:countries.add') : t('admin-institutions:countries.edit')}
        size="lg"
      >
        {editing !== null && (
          <CountryForm country={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Modal>
    </Stack>
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
