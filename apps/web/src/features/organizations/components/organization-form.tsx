import { ORG_LIMITS, ORGANIZATION_TYPES, type TOrganization, type TOrganizationType } from '@bagdar/contracts';
import { Alert, Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useSaveOrganization } from '../api/save-organization.ts';
import { fieldError, useCodeMessage, useErrorMessage } from './org-messages.ts';

const dateOnly = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

/** Create or edit an organisation: name, type, licence window (dates, UTC) and seats; the city is kept as it is. */
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        name,
        type,
        cityId: organization?.city?.id ?? null,
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
          {organization?.city && <TextInput label={t('fields.city')} value={organization.city.name[lng]} readOnly />}
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
