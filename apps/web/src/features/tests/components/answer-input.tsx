import type { TAnswerBody, TQuestion } from '@bagdar/contracts';
import { Checkbox, Paper, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/use-localized.ts';
import classes from './answer-input.module.css';

interface TAnswerInputProps {
  question: TQuestion;
  value: TAnswerBody | undefined;
  onChange: (answer: TAnswerBody) => void;
  disabled?: boolean;
}

const LIKERT_VALUES = [1, 2, 3, 4, 5] as const;

/** The five Likert answers: the server's (with their values) or, without texts, the standard ones. */
function likertChoices(question: TQuestion): { value: number; text: TQuestion['options'][number]['text'] | null }[] {
  if (question.options.length !== LIKERT_VALUES.length) return LIKERT_VALUES.map((value) => ({ value, text: null }));
  return question.options
    .map((option, index) => ({ value: option.value ?? index + 1, text: option.text }))
    .sort((a, b) => a.value - b.value);
}

/**
 * The answer controls: SINGLE → radio group, MULTIPLE → checkboxes, LIKERT → five labelled
 * radios (a row on wide screens, stacked on phones). Native inputs keep Tab and arrow keys.
 */
export function AnswerInput({ question, value, onChange, disabled = false }: TAnswerInputProps) {
  const { t } = useTranslation('tests');
  const localized = useLocalized();
  const label = localized(question.text);
  const labelProps = { className: classes.question };

  if (question.kind === 'MULTIPLE') {
    return (
      <Checkbox.Group
        label={label}
        labelProps={labelProps}
        description={t('question.chooseMany')}
        value={value?.optionIds ?? []}
        onChange={(optionIds) => onChange({ optionIds })}
      >
        <Stack gap="xs" mt="md">
          {question.options.map((option) => (
            <Paper key={option.id} withBorder radius="md" className={classes.option}>
              <Checkbox
                value={option.id}
                label={localized(option.text)}
                disabled={disabled}
                classNames={{ body: classes.body, labelWrapper: classes.labelWrapper }}
              />
            </Paper>
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }

  if (question.kind === 'LIKERT') {
    const choices = likertChoices(question).map((choice) => ({
      value: choice.value,
      label: choice.text ? localized(choice.text) : t(`question.likert.${choice.value}`),
    }));
    return (
      <Radio.Group
        label={label}
        labelProps={labelProps}
        description={t('question.chooseScale')}
        value={value?.value === undefined ? null : String(value.value)}
        onChange={(next) => onChange({ value: Number(next) })}
      >
        <SimpleGrid cols={{ base: 1, sm: 5 }} spacing="xs" mt="md" data-testid="likert-scale">
          {choices.map((choice) => (
            <Paper key={choice.value} withBorder radius="md" className={classes.option} data-likert={choice.value}>
              <Radio
                value={String(choice.value)}
                label={choice.label}
                disabled={disabled}
                classNames={{ body: classes.body, labelWrapper: classes.labelWrapper }}
              />
            </Paper>
          ))}
        </SimpleGrid>
      </Radio.Group>
    );
  }

  return (
    <Radio.Group
      label={label}
      labelProps={labelProps}
      description={t('question.chooseOne')}
      value={value?.optionIds?.[0] ?? null}
      onChange={(optionId) => onChange({ optionIds: [optionId] })}
    >
      <Stack gap="xs" mt="md">
        {question.options.map((option) => (
          <Paper key={option.id} withBorder radius="md" className={classes.option}>
            <Radio
              value={option.id}
              label={localized(option.text)}
              disabled={disabled}
              classNames={{ body: classes.body, labelWrapper: classes.labelWrapper }}
            />
          </Paper>
        ))}
      </Stack>
    </Radio.Group>
  );
}
