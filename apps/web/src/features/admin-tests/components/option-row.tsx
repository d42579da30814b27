import { UI_LANGUAGES, type TTestScoring } from '@bagdar/contracts';
import {
  ActionIcon,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TEditorValues } from './editor-model.ts';
import { errorAt, useIssueMessage } from './issue-message.ts';

/** One answer option: its text per language, then per-scale weights (trait) or "correct" (knowledge). */
export function OptionRow({
  questionIndex,
  index,
  scoring,
  scaleKeys,
  canRemove,
  onRemove,
}: {
  questionIndex: number;
  index: number;
  scoring: TTestScoring;
  scaleKeys: readonly string[];
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation('admin-tests');
  const message = useIssueMessage();
  const { register, control, formState } = useFormContext<TEditorValues>();
  const base = `questions.${questionIndex}.options.${index}` as const;
  const label = t('questions.optionN', { n: index + 1 });

  return (
    <Paper withBorder radius="sm" p="sm" data-testid={`option-${questionIndex}-${index}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Tooltip label={t('questions.removeOption')}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              onClick={onRemove}
              disabled={!canRemove}
              aria-label={t('questions.removeOptionN', { n: index + 1 })}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          {UI_LANGUAGES.map((lng) => (
            <TextInput
              key={lng}
              size="sm"
              lang={lng}
              leftSection={
                <Text size="xs" c="dimmed">
                  {lng.toUpperCase()}
                </Text>
              }
              aria-label={`${label} (${t(`languages.${lng}`)})`}
              placeholder={t(`languages.${lng}`)}
              error={message(errorAt(formState.errors, `${base}.text.${lng}`))}
              {...register(`${base}.text.${lng}`)}
            />
          ))}
        </SimpleGrid>
        {scoring === 'KNOWLEDGE' ? (
          <Checkbox label={t('questions.correct')} {...register(`${base}.correct`)} />
        ) : (
          <Controller
            control={control}
            name={`${base}.weights`}
            render={({ field }) => (
              <Group gap="xs" wrap="wrap" align="flex-end">
                <Text size="xs" c="dimmed" w="100%">
                  {scaleKeys.length > 0 ? t('questions.weights') : t('questions.noScales')}
                </Text>
                {scaleKeys.map((key) => (
                  <NumberInput
                    key={key}
                    size="xs"
                    w={92}
                    label={key}
                    aria-label={t('questions.weightFor', { option: index + 1, scale: key })}
                    min={-10}
                    max={10}
                    step={1}
                    clampBehavior="strict"
                    value={field.value?.[key] ?? ''}
                    onChange={(value) => {
                      const next = { ...(field.value ?? {}) };
                      if (typeof value === 'number' && value !== 0) next[key] = value;
                      else delete next[key];
                      field.onChange(next);
                    }}
                  />
                ))}
              </Group>
            )}
          />
        )}
      </Stack>
    </Paper>
  );
}
