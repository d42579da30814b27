import {
  EXAM_RANGES,
  GPA_MAX,
  GPA_SYSTEMS,
  LANGUAGE_PROFICIENCIES,
  LIMITS,
  ZAcademicBody,
  gpaOnFourScale,
  type TAcademicBody,
  type TProfileSettings,
} from '@bagdar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { applyFieldErrors, translateApiError, useFieldMessage } from '../../../lib/error-messages.ts';
import { formatNumber } from '../../../lib/numbers.ts';
import { notifySuccess } from '../../../lib/notifications.ts';
import { useUpdateAcademic } from '../api/update-academic.ts';
import { DecimalInput } from './decimal-input.tsx';

type TExam = keyof typeof EXAM_RANGES;
const EXAMS: TExam[] = ['ielts', 'toefl', 'sat', 'unt'];
const FIELDS = ['gpaSystem', 'gpa', 'ielts', 'toefl', 'sat', 'unt', 'languages'] as const;

function ScoreInput({
  control,
  name,
  label,
  description,
  error,
  step,
}: {
  control: Control<TAcademicBody>;
  name: 'gpa' | TExam;
  label: string;
  description: string;
  error: string | undefined;
  step: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DecimalInput
          label={label}
          description={description}
          initial={field.value}
          onValue={field.onChange}
          onBlur={field.onBlur}
          step={step}
          min={0}
          clampBehavior="none"
          allowNegative
          decimalScale={2}
          error={error}
        />
      )}
    />
  );
}

/** GPA system (required) and GPA within it, the four exams with their ranges, up to 20 languages. */
export function AcademicForm({ settings }: { settings: TProfileSettings }) {
  const { t, i18n } = useTranslation(['settings', 'validation', 'errors']);
  const message = useFieldMessage();
  // "шаг 0,5" in Russian and Kazakh, "step 0.5" in English: the hints read like the errors.
  const number = (value: number) => formatNumber(value, i18n.resolvedLanguage, { useGrouping: false });
  const save = useUpdateAcademic();
  const [formError, setFormError] = useState<string | null>(null);
  const academic = settings.academic;
  const { handleSubmit, setError, formState, control, register } = useForm<TAcademicBody>({
    resolver: zodResolver(ZAcademicBody),
    defaultValues: {
      gpaSystem: academic?.gpaSystem ?? 'FOUR',
      gpa: academic?.gpa ?? null,
      ielts: academic?.ielts ?? null,
      toefl: academic?.toefl ?? null,
      sat: academic?.sat ?? null,
      unt: academic?.unt ?? null,
      languages: academic?.languages ?? [],
    },
  });
  const languages = useFieldArray({ control, name: 'languages' });
  const [gpaSystem, gpa] = useWatch({ control, name: ['gpaSystem', 'gpa'] });
  const { errors } = formState;
  const atLimit = languages.fields.length >= LIMITS.languagesMax;
  const gpa4 = gpa !== null && gpa >= 0 && gpa <= GPA_MAX[gpaSystem] ? gpaOnFourScale(gpaSystem, gpa) : null;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(values);
      notifySuccess(t('settings:academic.saved'));
    } catch (error) {
      if (applyFieldErrors(error, setError, FIELDS)) return;
      setFormError(translateApiError(t, error, t('settings:academic.saveError')));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('settings:tabs.academic')}>
      <Stack gap="lg" maw={720}>
        <FormAlert message={formError} title={t('settings:academic.saveError')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="gpaSystem"
            render={({ field }) => (
              <Select
                label={t('settings:academic.gpaSystem')}
                required
                allowDeselect={false}
                data={GPA_SYSTEMS.map((s) => ({ value: s, label: t(`settings:academic.systems.${s}`) }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? undefined)}
                error={message(errors.gpaSystem?.message)}
              />
            )}
          />
          <ScoreInput
            control={control}
            name="gpa"
            label={t('settings:academic.gpa')}
            description={
              gpa4 === null
                ? t('settings:academic.gpaHint', { max: GPA_MAX[gpaSystem] })
                : t('settings:academic.gpa4', { value: formatNumber(gpa4, i18n.resolvedLanguage) })
            }
            error={message(errors.gpa?.message)}
            step={gpaSystem === 'HUNDRED' ? 1 : 0.1}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('settings:academic.exams')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            {EXAMS.map((exam) => (
              <ScoreInput
                key={exam}
                control={control}
                name={exam}
                label={t(`settings:academic.${exam}`)}
                description={t('settings:academic.range', {
                  min: number(EXAM_RANGES[exam].min),
                  max: number(EXAM_RANGES[exam].max),
                  step: number(EXAM_RANGES[exam].step),
                })}
                error={message(errors[exam]?.message)}
                step={EXAM_RANGES[exam].step}
              />
            ))}
          </SimpleGrid>
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('settings:academic.languages')}
          </Title>
          {languages.fields.length === 0 ? <Text c="dimmed">{t('settings:academic.noLanguages')}</Text> : null}
          {languages.fields.map((row, index) => (
            <Paper key={row.id} withBorder p="xs" radius="md">
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" style={{ flex: 1 }}>
                  <TextInput
                    label={t('settings:academic.language')}
                    placeholder={t('settings:academic.languagePlaceholder')}
                    required
                    error={message(errors.languages?.[index]?.language?.message)}
                    {...register(`languages.${index}.language`)}
                  />
                  <Controller
                    control={control}
                    name={`languages.${index}.level`}
                    render={({ field }) => (
                      <Select
                        label={t('settings:academic.level')}
                        required
                        allowDeselect={false}
                        data={LANGUAGE_PROFICIENCIES.map((l) => ({
                          value: l,
                          label: t(`settings:academic.levels.${l}`),
                        }))}
                        value={field.value ?? null}
                        onChange={(value) => field.onChange(value ?? undefined)}
                        error={message(errors.languages?.[index]?.level?.message)}
                      />
                    )}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={26}
                  aria-label={t('settings:academic.removeLanguage', { n: index + 1 })}
                  onClick={() => languages.remove(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
          <FormAlert message={message(errors.languages?.message ?? errors.languages?.root?.message) ?? null} />
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={atLimit}
              aria-describedby={atLimit ? 'languages-limit' : undefined}
              onClick={() => languages.append({ language: '', level: 'INTERMEDIATE' })}
            >
              {t('settings:academic.addLanguage')}
            </Button>
            {atLimit ? (
              <Text id="languages-limit" size="sm" c="dimmed">
                {t('settings:academic.languagesLimit', { max: LIMITS.languagesMax })}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('settings:academic.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
