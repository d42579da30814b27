import { QUESTION_KINDS, TEST_LIMITS, type TQuestionKind, type TTestScoring } from '@bagdar/contracts';
import { ActionIcon, Alert, Button, Card, Group, SegmentedControl, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emptyOption, type TEditorValues } from './editor-model.ts';
import { errorAt, useIssueMessage } from './issue-message.ts';
import { LocalizedFields } from './localized-fields.tsx';
import { OptionRow } from './option-row.tsx';

export interface TQuestionActions {
  onMoveUp: () => void;
  onMoveDown: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** One question: kind, text per language, and its options (choice) or its scale and keying (Likert). */
export function QuestionCard({
  index,
  total,
  scoring,
  scaleKeys,
  scaleOptions,
  issues,
  actions,
}: {
  index: number;
  total: number;
  scoring: TTestScoring;
  scaleKeys: readonly string[];
  scaleOptions: { value: string; label: string }[];
  issues: readonly string[];
  actions: TQuestionActions;
}) {
  const { t } = useTranslation('admin-tests');
  const message = useIssueMessage();
  const { control, getValues, setValue, formState } = useFormContext<TEditorValues>();
  const base = `questions.${index}` as const;
  const kind = useWatch<TEditorValues, `questions.${number}.kind`>({ name: `${base}.kind` });
  const options = useFieldArray({ control, name: `${base}.options` });
  const n = index + 1;

  const changeKind = (next: TQuestionKind) => {
    setValue(`${base}.kind`, next, { shouldDirty: true });
    if (next === 'LIKERT' && !getValues(`${base}.likert`)) {
      setValue(`${base}.likert`, { scale: scaleKeys[0] ?? '', direction: 1 }, { shouldDirty: true });
    }
    if (next !== 'LIKERT' && options.fields.length < 2) {
      options.append(Array.from({ length: 2 - options.fields.length }, emptyOption));
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-question-index={index}
      component="li"
      aria-label={t('questions.cardLabel', { n })}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="wrap">
            <Text fw={600}>{t('questions.cardLabel', { n })}</Text>
            <Select
              size="xs"
              w={210}
              aria-label={t('questions.kindOf', { n })}
              data={QUESTION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
              value={kind}
              allowDeselect={false}
              onChange={(value) => value && changeKind(value as TQuestionKind)}
            />
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('questions.moveUp')}>
              <ActionIcon
                variant="default"
                onClick={actions.onMoveUp}
                disabled={index === 0}
                data-move="up"
                aria-label={t('questions.moveUpN', { n })}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('questions.moveDown')}>
              <ActionIcon
                variant="default"
                onClick={actions.onMoveDown}
                disabled={index === total - 1}
                data-move="down"
                aria-label={t('questions.moveDownN', { n })}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('questions.duplicate')}>
              <ActionIcon
                variant="default"
                onClick={actions.onDuplicate}
                disabled={total >= TEST_LIMITS.questionsMax}
                aria-label={t('questions.duplicateN', { n })}
              >
                <IconCopy size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('questions.remove')}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={actions.onRemove}
                aria-label={t('questions.removeN', { n })}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {issues.map((issue) => (
          <Alert key={issue} color="red" variant="light" p="xs" role="alert">
            {issue}
          </Alert>
        ))}
        <LocalizedFields name={`${base}.text`} label={t('questions.text')} multiline />
        {kind === 'LIKERT' ? (
          <Group gap="md" align="flex-end" wrap="wrap">
            <Controller
              control={control}
              name={`${base}.likert.scale`}
              render={({ field }) => (
                <Select
                  label={t('questions.likertScale')}
                  w={{ base: '100%', xs: 300 }}
                  required
                  data={scaleOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={message(errorAt(formState.errors, `${base}.likert.scale`))}
                  nothingFoundMessage={t('questions.noScales')}
                />
              )}
            />
            <Controller
              control={control}
              name={`${base}.likert.direction`}
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500} id={`likert-direction-${index}`}>
                    {t('questions.direction')}
                  </Text>
                  <SegmentedControl
                    aria-labelledby={`likert-direction-${index}`}
                    data={[
                      { value: '1', label: t('questions.directionForward') },
                      { value: '-1', label: t('questions.directionReverse') },
                    ]}
                    value={String(field.value ?? 1)}
                    onChange={(value) => field.onChange(value === '-1' ? -1 : 1)}
                  />
                </Stack>
              )}
            />
          </Group>
        ) : (
          <Stack gap="xs">
            {options.fields.map((option, optionIndex) => (
              <OptionRow
                key={option.id}
                questionIndex={index}
                index={optionIndex}
                scoring={scoring}
                scaleKeys={scaleKeys}
                canRemove={options.fields.length > 1}
                onRemove={() => options.remove(optionIndex)}
              />
            ))}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => options.append(emptyOption())}
              disabled={options.fields.length >= TEST_LIMITS.optionsMax}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('questions.addOption')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
