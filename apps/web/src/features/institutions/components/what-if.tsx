import {
  ADMISSION_EXAMS,
  ADMISSION_EXAM_RANGES,
  EXAM_RANGES,
  type TAdmissionExam,
  type TAdmissionScores,
} from '@bagdar/contracts';
import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

const STEP: Record<TAdmissionExam, number> = { unt: 1, ielts: 0.5, sat: 10, gpa: 0.1 };
const MIN: Record<TAdmissionExam, number> = { unt: 0, ielts: 0, sat: EXAM_RANGES.sat.min, gpa: 0 };

/** Change UNT, IELTS, SAT or GPA and see the chances move; nothing is saved. */
export function WhatIf({
  saved,
  onChange,
  pending,
}: {
  saved: TAdmissionScores;
  onChange: (scores: TAdmissionScores | null) => void;
  pending: boolean;
}) {
  const { t } = useTranslation('institutions');
  const [scores, setScores] = useState<TAdmissionScores>(saved);
  const [debounced] = useDebouncedValue(scores, 400);
  const changed = ADMISSION_EXAMS.some((exam) => debounced[exam] !== saved[exam]);
  useEffect(() => onChange(changed ? debounced : null), [changed, debounced, onChange]);
  return (
    <Card withBorder radius="md" padding="md" data-testid="what-if">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {t('whatIf.title')}
          </Title>
          {changed && (
            <Button variant="subtle" size="xs" onClick={() => setScores(saved)}>
              {t('whatIf.reset')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {pending ? t('whatIf.recomputing') : changed ? t('whatIf.changed') : t('whatIf.hint')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {ADMISSION_EXAMS.map((exam) => (
            <NumberInput
              key={exam}
              label={t(`exams.${exam}`)}
              min={MIN[exam]}
              max={ADMISSION_EXAM_RANGES[exam].max}
              step={STEP[exam]}
              decimalScale={exam === 'ielts' ? 1 : exam === 'gpa' ? 2 : 0}
              clampBehavior="strict"
              allowNegative={false}
              value={scores[exam] ?? ''}
              onChange={(value) => setScores((s) => ({ ...s, [exam]: typeof value === 'number' ? value : null }))}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
