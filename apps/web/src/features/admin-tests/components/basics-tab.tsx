import { TEST_SCORINGS, TEST_TIERS, type TTestCategory } from '@bagdar/contracts';
import { MultiSelect, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { TEditorValues } from './editor-model.ts';
import { useIssueMessage } from './issue-message.ts';
import { LocalizedFields } from './localized-fields.tsx';

/** "Основное": slug, texts, minutes, minimum age, tier, scoring, categories. */
export function BasicsTab({ categories }: { categories: readonly TTestCategory[] }) {
  const { t } = useTranslation('admin-tests');
  const message = useIssueMessage();
  const { register, control, formState } = useFormContext<TEditorValues>();
  const { errors } = formState;
  const lng = currentLanguage();
  const categoryData = [...categories]
    .sort((a, b) => a.priority - b.priority)
    .map((category) => ({ value: category.id, label: category.name[lng] }));

  return (
    <Stack gap="lg">
      <TextInput
        label={t('fields.slug')}
        description={t('fields.slugHint')}
        required
        autoComplete="off"
        spellCheck={false}
        error={message(errors.slug?.message)}
        {...register('slug')}
      />
      <LocalizedFields name="title" label={t('fields.title')} />
      <LocalizedFields name="description" label={t('fields.description')} multiline />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <Controller
          control={control}
          name="estimatedMinutes"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('fields.minutes')}
              min={1}
              max={240}
              allowDecimal={false}
              required
              withAsterisk={false}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
              error={message(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="minimumAge"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('fields.minimumAge')}
              min={0}
              max={100}
              allowDecimal={false}
              required
              withAsterisk={false}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
              error={message(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="requiredTier"
          render={({ field }) => (
            <Select
              label={t('fields.tier')}
              data={TEST_TIERS.map((tier) => ({ value: tier, label: t(`tiers.${tier}`) }))}
              allowDeselect={false}
              required
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
            />
          )}
        />
        <Controller
          control={control}
          name="scoring"
          render={({ field }) => (
            <Select
              label={t('fields.scoring')}
              data={TEST_SCORINGS.map((scoring) => ({ value: scoring, label: t(`scorings.${scoring}`) }))}
              allowDeselect={false}
              required
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="categoryIds"
        render={({ field, fieldState }) => (
          <MultiSelect
            label={t('fields.categories')}
            placeholder={field.value?.length ? undefined : t('fields.categoriesPlaceholder')}
            data={categoryData}
            value={field.value ?? []}
            onChange={field.onChange}
            maxValues={10}
            searchable
            clearable
            nothingFoundMessage={t('fields.nothingFound')}
            error={message(fieldState.error?.message)}
          />
        )}
      />
    </Stack>
  );
}
