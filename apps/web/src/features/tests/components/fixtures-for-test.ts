import type { TAttempt, TAttemptResult, TLocalized, TTestCard } from '@bagdar/contracts';

/** Test-only data shaped by the contracts. */
export const l = (ru: string, en = ru): TLocalized => ({ ru, kk: ru, en });

export function makeAttempt(overrides: Partial<TAttempt> = {}): TAttempt {
  return {
    id: 'a1',
    testId: 't1',
    version: 1,
    startedAt: '2026-11-20T10:00:00.000Z',
    completedAt: null,
    questions: [
      {
        id: 'q1',
        position: 1,
        kind: 'LIKERT',
        text: l('Мне нравится работать с людьми'),
        options: [1, 2, 3, 4, 5].map((v) => ({ id: `q1o${v}`, text: l(`Вариант ${v}`), value: v })),
      },
      {
        id: 'q2',
        position: 2,
        kind: 'MULTIPLE',
        text: l('Что вам интересно?'),
        options: [
          { id: 'q2a', text: l('Математика') },
          { id: 'q2b', text: l('Музыка') },
          { id: 'q2c', text: l('Спорт') },
        ],
      },
      {
        id: 'q3',
        position: 3,
        kind: 'SINGLE',
        text: l('Где вы хотите работать?'),
        options: [
          { id: 'q3a', text: l('В офисе') },
          { id: 'q3b', text: l('На природе') },
        ],
      },
    ],
    answers: {},
    ...overrides,
  };
}

export function makeResult(overrides: Partial<TAttemptResult> = {}): TAttemptResult {
  return {
    attemptId: 'a1',
    testId: 't1',
    testTitle: l('Тип личности'),
    scoring: 'TRAIT',
    completedAt: '2026-11-20T10:12:00.000Z',
    durationSeconds: 720,
    scales: [
      {
        key: 'EI',
        name: l('Экстраверсия — Интроверсия'),
        score: 70,
        poles: {
          positive: { key: 'E', name: l('Экстраверсия') },
          negative: { key: 'I', name: l('Интроверсия') },
        },
        interpretation: l('Вы заряжаетесь от общения.'),
        previousScore: 60,
      },
      {
        key: 'R',
        name: l('Реалистичный тип'),
        score: 40,
        poles: null,
        interpretation: l('Вам интересна практическая работа.'),
        previousScore: 55,
      },
    ],
    knowledge: null,
    previousAttemptAt: '2026-10-01T10:00:00.000Z',
    feedbackGiven: true,
    ...overrides,
  };
}

export function makeCard(overrides: Partial<TTestCard> = {}): TTestCard {
  return {
    id: 't1',
    slug: 'personality-type',
    title: l('Тип личности'),
    description: l('Четыре шкалы предпочтений.'),
    estimatedMinutes: 12,
    minimumAge: 12,
    requiredTier: 'STANDARD',
    scoring: 'TRAIT',
    categories: [{ id: 'c1', key: 'personality', name: l('Личность'), priority: 1 }],
    questionCount: 40,
    state: 'NOT_STARTED',
    progress: { answered: 0, total: 40 },
    activeAttemptId: null,
    lastAttemptId: null,
    lastCompletedAt: null,
    access: { allowed: true },
    availability: { available: true },
    ...overrides,
  };
}
