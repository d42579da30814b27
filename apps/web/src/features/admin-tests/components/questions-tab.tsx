import { QUESTION_KINDS, TEST_LIMITS, type TQuestionKind } from '@bagdar/contracts';
import { Alert, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { copyQuestion, emptyQuestion, type TEditorValues } from './editor-model.ts';
import { QuestionCard } from './question-card.tsx';

type TFocusRequest = { index: number; control: 'up' | 'down' };

/**
 * "Вопросы": the ordered list. Moving with the arrow buttons keeps the keyboard focus on the moved
 * question's button and announces the new position to screen readers.
 */
export function QuestionsTab({
  issuesFor,
  listIssues,
}: {
  issuesFor: (questionIndex: number) => string[];
  listIssues: readonly string[];
}) {
  const { t } = useTranslation('admin-tests');
  const { control, getValues } = useFormContext<TEditorValues>();
  const { fields, append, insert, remove, move } = useFieldArray({ control, name: 'questions' });
  const scoring = useWatch<TEditorValues, 'scoring'>({ name: 'scoring' });
  const scales = useWatch<TEditorValues, 'scales'>({ name: 'scales' });
  const lng = currentLanguage();
  const validScales = scales.filter((scale) => /^[A-Za-z0-9_-]{1,32}$/.test(scale.key));
  const scaleKeys = [...new Set(validScales.map((scale) => scale.key))];
  const scaleOptions = scaleKeys.map((key) => {
    const name = validScales.find((scale) => scale.key === key)?.name[lng];
    return { value: key, label: name ? `${key} — ${name}` : key };
  });
  const listRef = useRef<HTMLDivElement>(null);
  const focusRequest = useRef<TFocusRequest | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // After a move has re-rendered the list, put the focus back on the moved question's button.
  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    const card = listRef.current?.querySelector(`[data-question-index="${request.index}"]`);
    const wanted = card?.querySelector<HTMLButtonElement>(`[data-move="${request.control}"]:not(:disabled)`);
    const fallback = card?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    (wanted ?? fallback)?.focus();
  });

  const moveTo = (from: number, to: number, control: 'up' | 'down') => {
    move(from, to);
    focusRequest.current = { index: to, control };
    setAnnouncement(t('questions.moved', { from: from + 1, to: to + 1 }));
  };

  const add = (kind: TQuestionKind) => append(emptyQuestion(kind, scaleKeys[0]));

  return (
    <Stack gap="md">
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {listIssues.map((issue) => (
        <Alert key={issue} color="red" variant="light" role="alert">
          {issue}
        </Alert>
      ))}
      <Text c="dimmed" size="sm">
        {t('questions.count', { n: fields.length, max: TEST_LIMITS.questionsMax })}
      </Text>
      {fields.length === 0 && <Text>{t('questions.empty')}</Text>}
      <div ref={listRef}>
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('tabs.questions')}>
          {fields.map((field, index) => (
            <QuestionCard
              key={field.id}
              index={index}
              total={fields.length}
              scoring={scoring}
              scaleKeys={scaleKeys}
              scaleOptions={scaleOptions}
              issues={issuesFor(index)}
              actions={{
                onMoveUp: () => moveTo(index, index - 1, 'up'),
                onMoveDown: () => moveTo(index, index + 1, 'down'),
                onDuplicate: () => insert(index + 1, copyQuestion(getValues(`questions.${index}`))),
                onRemove: () => remove(index),
              }}
            />
          ))}
        </Stack>
      </div>
      <Group gap="xs">
        {QUESTION_KINDS.map((kind) => (
          <Button
            key={kind}
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => add(kind)}
            disabled={fields.length >= TEST_LIMITS.questionsMax}
          >
            {t(`questions.add.${kind}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
