import { ORG_LIMITS, ORGANIZATION_TYPES, type TOrganization, type TOrganizationType } from '@bagdar/contracts';
import { Alert, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useCitySearch } from '../api/get-cities.ts';
import { useSaveOrganization } from '../api/save-organization.ts';
import { fieldError, useCodeMessage, useErrorMessage } from './org-messages.ts';

const dateOnly = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

/** Create or edit an organisation: name, type, city (a searchable pick from the cities list), licence window (dates, UTC) and seats. */
export function OrganizationForm({ organization }: { organization?: TOrganization }) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const save = useSaveOrganization(organization?.id ?? null);
  const codeMessage = useCodeMessage();
  const errorMessage = useErrorMessage();
  const [name, setName] = useState(organization?.name ?? '');
  const [type, setType] = useState<TOrganizationType>(organization?.type ?? 'SCHOOL');
  const [startsOn, setStartsOn] = useState(dateOnly(organization?.subscriptionStartsAt));
  const [endsOn, setEndsOn] = useState(dateOnly(organization?.subscriptionEndsAt));
  const [seats, setSeats] = useState<number | string>(organization?.seatCount ?? 100);
  const lng = currentLanguage();
  const [cityId, setCityId] = useState<string | null>(organization?.city?.id ?? null);
  const [citySearch, setCitySearch] = useState(organization?.city?.name[lng] ?? '');
  const [typed] = useDebouncedValue(citySearch.trim(), 250);
  // The chosen city stays an option whatever the search shows, under its own label (a search that finds
  // it labels it with its region: had the label flipped, the picker would have rewritten the search box
  // with it while someone typed); names in the interface language.
  const [chosenCity, setChosenCity] = useState(
    organization?.city ? { value: organization.city.id, label: organization.city.name[lng] } : null,
  );
  // The search box shows the chosen city's label: that is no search.
  const cities = useCitySearch(typed === chosenCity?.label ? '' : typed);
  const cityOptions = useMemo(() => {
    const found = (cities.data?.items ?? []).map((c) => ({
      value: c.id,
      label: c.region ? `${c.name[lng]} (${c.region[lng]})` : c.name[lng],
    }));
    if (!chosenCity) return found;
    return found.some((o) => o.value === chosenCity.value)
      ? found.map((o) => (o.value === chosenCity.value ? chosenCity : o))
      : [chosenCity, ...found];
  }, [cities.data, chosenCity, lng]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        name,
        type,
        cityId,
        subscriptionStartsAt: startsOn ? `${startsOn}T00:00:00.000Z` : '',
        subscriptionEndsAt: endsOn ? `${endsOn}T23:59:59.000Z` : '',
        seatCount: typeof seats === 'number' ? seats : Number.NaN,
      },
      {
        onSuccess: (org) => {
          notifySuccess(t('form.saved'));
          void navigate(`/admin/organizations/${org.id}`);
        },
      },
    );
  };
  const err = (field: string) => fieldError(save.error, field, codeMessage);
  const generalError =
    save.isError &&
    !['name', 'type', 'subscriptionStartsAt', 'subscriptionEndsAt', 'seatCount', 'cityId'].some((f) => err(f));

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{organization ? t('form.editTitle') : t('form.createTitle')}</Title>
      <Paper withBorder p="lg" radius="md" component="form" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {generalError && (
            <Alert color="red" role="alert">
              {errorMessage(save.error, t('form.saveError'))}
            </Alert>
          )}
          <TextInput
            label={t('fields.name')}
            required
            maxLength={ORG_LIMITS.nameMax}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={err('name')}
          />
          <Select
            label={t('fields.type')}
            required
            allowDeselect={false}
            data={ORGANIZATION_TYPES.map((v) => ({ value: v, label: t(`type.${v}`) }))}
            value={type}
            onChange={(v) => v && setType(v as TOrganizationType)}
            error={err('type')}
          />
          <Select
            label={t('fields.city')}
            placeholder={t('form.cityPlaceholder')}
            searchable
            clearable
            data={cityOptions}
            value={cityId}
            onChange={(value, option) => {
              setCityId(value);
              setChosenCity(value ? option : null);
            }}
            searchValue={citySearch}
            onSearchChange={setCitySearch}
            filter={({ options }) => options}
            nothingFoundMessage={cities.isFetching ? '…' : t('form.cityNothing')}
            error={err('cityId') ?? (cities.isError ? t('form.cityError') : undefined)}
            data-testid="city-select"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={t('fields.startsOn')}
              required
              value={startsOn}
              onChange={(e) => setStartsOn(e.currentTarget.value)}
              error={err('subscriptionStartsAt')}
            />
            <TextInput
              type="date"
              label={t('fields.endsOn')}
              required
              value={endsOn}
              onChange={(e) => setEndsOn(e.currentTarget.value)}
              error={err('subscriptionEndsAt')}
            />
          </SimpleGrid>
          <NumberInput
            label={t('fields.seatCount')}
            required
            min={1}
            max={ORG_LIMITS.seatsMax}
            allowDecimal={false}
            value={seats}
            onChange={setSeats}
            error={err('seatCount')}
          />
          <Group justify="flex-end">
            <Button
              variant="default"
              component={Link}
              to={organization ? `/admin/organizations/${organization.id}` : '/admin/organizations'}
            >
              {t('cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
