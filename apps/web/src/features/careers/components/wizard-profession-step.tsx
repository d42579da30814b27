import { Alert, Badge, Loader, Paper, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/error-messages.ts';
import { useProfessionOptions } from '../api/get-professions.ts';
import { useLocalized } from '../../../lib/use-localized.ts';
import type { TWizardDraft } from '../hooks/use-wizard-draft.ts';

/** Step 3 (EMPLOYMENT): a profession from the catalogue, searchable in every language. */
export function WizardProfessionStep({
  draft,
  update,
  error,
}: {
  draft: TWizardDraft;
  update: (changes: Partial<TWizardDraft>) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation(['careers', 'errors']);
  const localized = useLocalized();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const options = useProfessionOptions(q);
  const items = options.data?.items ?? [];
  return (
    <Stack gap="sm">
      <TextInput
        label={t('wizard.profession.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={options.isFetching ? <Loader size="xs" /> : null}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-testid="profession-search"
      />
      {draft.professionName ? (
        <Text size="sm">
          {t('wizard.profession.chosen')} <Badge variant="light">{localized(draft.professionName)}</Badge>
        </Text>
      ) : null}
      {options.isError ? (
        <Alert color="red" variant="light" role="alert">
          {translateApiError(t, options.error, t('wizard.profession.loadError'))}
        </Alert>
      ) : null}
      <Radio.Group
        label={t('wizard.profession.label')}
        value={draft.professionId ?? ''}
        onChange={(value) => {
          const chosen = items.find((item) => item.id === value);
          update({ professionId: value, professionName: chosen?.name ?? null });
        }}
        error={error}
        withAsterisk
      >
        <Paper withBorder radius="md" mt="xs">
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap={4} p="sm">
              {items.map((item) => (
                <Radio
                  key={item.id}
                  value={item.id}
                  label={localized(item.name)}
                  data-testid={`profession-${item.slug}`}
                />
              ))}
              {options.isSuccess && items.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('wizard.profession.empty')}
                </Text>
              ) : null}
              {options.isPending ? <Loader size="sm" aria-label={t('loading')} /> : null}
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
      </Radio.Group>
    </Stack>
  );
}
