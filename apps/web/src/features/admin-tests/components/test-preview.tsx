import { UI_LANGUAGES, type TUiLanguage } from '@bagdar/contracts';
import { Badge, Card, Checkbox, Group, Radio, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n } from '../../../lib/i18n.ts';
import type { TAuthoredQuestion, TEditorValues } from './editor-model.ts';

const LIKERT_VALUES = ['1', '2', '3', '4', '5'] as const;

/** "Предпросмотр": the unsaved questions as a student would see them, in the chosen language. */
export function TestPreview() {
  const { t } = useTranslation('admin-tests');
  const [lng, setLng] = useState<TUiLanguage>(currentLanguage());
  const values = useWatch<TEditorValues>();
  const tl = i18n.getFixedT(lng, 'admin-tests');
  const questions = (values.questions ?? []) as TAuthoredQuestion[];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed" size="sm">
          {t('preview.hint')}
        </Text>
        <SegmentedControl
          aria-label={t('preview.language')}
          data={UI_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          value={lng}
          onChange={(value) => setLng(value as TUiLanguage)}
        />
      </Group>
      <Card withBorder radius="md" padding="lg" lang={lng}>
        <Stack gap="xs">
          <Title order={2} size="h3">
            {values.title?.[lng] || tl('preview.untitled')}
          </Title>
          {values.description?.[lng] && <Text style={{ whiteSpace: 'pre-line' }}>{values.description[lng]}</Text>}
          <Group gap="xs">
            <Badge variant="light">{tl('preview.minutes', { n: Number(values.estimatedMinutes) || 0 })}</Badge>
            <Badge variant="light" color="gray">
              {tl('preview.questions', { n: questions.length })}
            </Badge>
          </Group>
        </Stack>
      </Card>
      {questions.length === 0 && <Text c="dimmed">{t('questions.empty')}</Text>}
      {questions.map((question, index) => (
        <Card key={index} withBorder radius="md" padding="lg" lang={lng} data-testid="preview-question">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {tl('preview.progress', { n: index + 1, total: questions.length })}
            </Text>
            <Text fw={600} size="lg">
              {question.text?.[lng] || tl('preview.noText')}
            </Text>
            <PreviewAnswers question={question} index={index} lng={lng} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function PreviewAnswers({ question, index, lng }: { question: TAuthoredQuestion; index: number; lng: TUiLanguage }) {
  const tl = i18n.getFixedT(lng, 'admin-tests');
  const name = `preview-${index}`;
  switch (question.kind) {
    case 'LIKERT':
      return (
        <Radio.Group name={name} aria-label={question.text?.[lng]}>
          <Stack gap="xs">
            {LIKERT_VALUES.map((value) => (
              <Radio key={value} value={value} label={tl(`preview.likert.${value}`)} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'MULTIPLE':
      return (
        <Checkbox.Group aria-label={question.text?.[lng]}>
          <Stack gap="xs">
            {(question.options ?? []).map((option, optionIndex) => (
              <Checkbox key={optionIndex} value={String(optionIndex)} label={option.text?.[lng] || '—'} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'SINGLE':
      return (
        <Radio.Group name={name} aria-label={question.text?.[lng]}>
          <Stack gap="xs">
            {(question.options ?? []).map((option, optionIndex) => (
              <Radio key={optionIndex} value={String(optionIndex)} label={option.text?.[lng] || '—'} />
            ))}
          </Stack>
        </Radio.Group>
      );
  }
}
