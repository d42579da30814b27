import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useEnrollableInstitutions, useInstitution } from '../../../lib/institutions-api.ts';
import { useCountries } from '../../../lib/locations-api.ts';
import { useLocalized, useSortByLabel } from '../../../lib/use-localized.ts';
import type { TWizardDraft } from '../hooks/use-wizard-draft.ts';

/** Step 3 (ENROLLMENT): a country, then one of its institutions, then one of that institution's majors. */
export function WizardEnrollmentStep({
  draft,
  update,
  errors,
}: {
  draft: TWizardDraft;
  update: (changes: Partial<TWizardDraft>) => void;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation(['careers', 'errors']);
  const localized = useLocalized();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const countries = useCountries();
  const institutions = useEnrollableInstitutions(draft.countryId, q);
  const institution = useInstitution(draft.institutionId);
  const failed = [countries, institutions, institution].find((query) => query.isError);
  const sorted = useSortByLabel();
  const institutionOptions = sorted(
    (institutions.data?.items ?? []).map((i) => ({ value: i.id, label: localized(i.name) })),
  );
  if (institution.data && !institutionOptions.some((o) => o.value === institution.data.id)) {
    institutionOptions.unshift({ value: institution.data.id, label: localized(institution.data.name) });
  }
  return (
    <Stack gap="md">
      <Select
        label={t('wizard.enrollment.country')}
        placeholder={t('wizard.enrollment.countryPlaceholder')}
        data={sorted((countries.data?.items ?? []).map((c) => ({ value: c.id, label: localized(c.name) })))}
        value={draft.countryId}
        onChange={(value) => update({ countryId: value, institutionId: null, majorId: null })}
        searchable
        nothingFoundMessage={t('wizard.enrollment.nothing')}
        error={errors.countryId}
        withAsterisk
        data-testid="enrollment-country"
      />
      <Select
        label={t('wizard.enrollment.institution')}
        placeholder={t('wizard.enrollment.institutionPlaceholder')}
        data={institutionOptions}
        value={draft.institutionId}
        onChange={(value) => update({ institutionId: value, majorId: null })}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        disabled={!draft.countryId}
        nothingFoundMessage={t('wizard.enrollment.nothing')}
        error={errors.institutionId}
        withAsterisk
        data-testid="enrollment-institution"
      />
      <Select
        label={t('wizard.enrollment.major')}
        placeholder={t('wizard.enrollment.majorPlaceholder')}
        data={sorted((institution.data?.majors ?? []).map((m) => ({ value: m.id, label: localized(m.name) })))}
        value={draft.majorId}
        onChange={(value) => update({ majorId: value })}
        disabled={!draft.institutionId}
        nothingFoundMessage={t('wizard.enrollment.nothing')}
        error={errors.majorId}
        withAsterisk
        data-testid="enrollment-major"
      />
      {institution.data && institution.data.preparationSteps.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('wizard.enrollment.steps', { count: institution.data.preparationSteps.length })}
        </Text>
      ) : null}
      {failed ? (
        <Alert color="red" variant="light" role="alert">
          {translateApiError(t, failed.error, t('wizard.enrollment.loadError'))}
          <Button display="block" mt="xs" size="xs" color="red" variant="white" onClick={() => void failed.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : null}
    </Stack>
  );
}
