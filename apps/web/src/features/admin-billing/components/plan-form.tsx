import { zodResolver } from '@hookform/resolvers/zod';
import { BILLING_INTERVAL_UNITS, PLAN_FEATURES_MAX, ZPlanBody, type TPlan, type TPlanBody } from '@bagdar/contracts';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyFieldErrors, translateApiError, useFieldMessage } from '../../../lib/error-messages.ts';
import { useUpdatePlan } from '../api/update-plan.ts';

const LANGS = ['ru', 'kk', 'en'] as const;
const FIELDS = ['priceKzt', 'interval', 'name', 'description', 'features', 'active'] as const;

/** Edits one plan: names and descriptions in three languages, price in tenge per period, features, active. */
export function PlanForm({ plan, onSaved }: { plan: TPlan; onSaved: () => void }) {
  const { t } = useTranslation(['admin-billing', 'errors']);
  const message = useFieldMessage();
  const save = useUpdatePlan();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useForm<TPlanBody>({
    resolver: zodResolver(ZPlanBody),
    defaultValues: {
      name: plan.name,
      description: plan.description,
      priceKzt: plan.priceKzt,
      interval: plan.interval,
      features: plan.features,
      active: plan.active,
    },
  });
  const features = useFieldArray({ control, name: 'features' });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await save.mutateAsync({ tier: plan.tier, body });
      onSaved();
    } catch (error) {
      if (applyFieldErrors(error, setError, FIELDS)) return;
      setFormError(translateApiError(t, error, t('admin-billing:saveError')));
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('admin-billing:editTitle', { tier: plan.tier })}
    >
      <Stack gap="md">
        <FormAlert message={formError} title={t('admin-billing:saveError')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Controller
            control={control}
            name="priceKzt"
            render={({ field }) => (
              <NumberInput
                label={t('admin-billing:price')}
                required
                allowDecimal
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                onBlur={field.onBlur}
                error={message(errors.priceKzt?.message)}
                suffix=" ₸"
              />
            )}
          />
          <Controller
            control={control}
            name="interval.count"
            render={({ field }) => (
              <NumberInput
                label={t('admin-billing:intervalCount')}
                min={1}
                max={36}
                allowDecimal={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                error={message(errors.interval?.count?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="interval.unit"
            render={({ field }) => (
              <Select
                label={t('admin-billing:intervalUnit')}
                data={BILLING_INTERVAL_UNITS.map((unit) => ({ value: unit, label: t(`admin-billing:units.${unit}`) }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
              />
            )}
          />
        </SimpleGrid>
        {LANGS.map((lang) => (
          <SimpleGrid key={lang} cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin-billing:name', { lang: lang.toUpperCase() })}
              required
              error={message(errors.name?.[lang]?.message)}
              {...register(`name.${lang}`)}
            />
            <Textarea
              label={t('admin-billing:description', { lang: lang.toUpperCase() })}
              required
              autosize
              minRows={1}
              error={message(errors.description?.[lang]?.message)}
              {...register(`description.${lang}`)}
            />
          </SimpleGrid>
        ))}
        <Text fw={600}>{t('admin-billing:features')}</Text>
        {features.fields.map((feature, index) => (
          <Group key={feature.id} align="flex-end" wrap="nowrap">
            <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
              {LANGS.map((lang) => (
                <TextInput
                  key={lang}
                  label={`${t('admin-billing:feature', { n: index + 1 })} (${lang.toUpperCase()})`}
                  error={message(errors.features?.[index]?.[lang]?.message)}
                  {...register(`features.${index}.${lang}`)}
                />
              ))}
            </SimpleGrid>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('admin-billing:removeFeature', { n: index + 1 })}
              onClick={() => features.remove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={features.fields.length >= PLAN_FEATURES_MAX}
            onClick={() => features.append({ ru: '', kk: '', en: '' })}
          >
            {t('admin-billing:addFeature')}
          </Button>
        </Group>
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch
              label={t('admin-billing:active')}
              description={t('admin-billing:activeHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              disabled={plan.tier === 'FREE'}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('admin-billing:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
