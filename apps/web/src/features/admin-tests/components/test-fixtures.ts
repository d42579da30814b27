import type { TAdminTest, TLocalized } from '@bagdar/contracts';

/** Test-only data: a small trait test as `GET /admin/tests/:id` returns it. */
export const loc = (text: string): TLocalized => ({ ru: `${text} ru`, kk: `${text} kk`, en: `${text} en` });

export function makeAdminTest(overrides: Partial<TAdminTest> = {}): TAdminTest {
  return {
    id: 't1',
    slug: 'career-mini',
    title: { ru: 'Мини-тест интересов', kk: 'Қызығушылықтар шағын тесті', en: 'Mini interests test' },
    description: loc('Описание'),
    estimatedMinutes: 5,
    minimumAge: 12,
    requiredTier: 'STANDARD',
    scoring: 'TRAIT',
    categoryIds: ['c1'],
    status: 'DRAFT',
    version: 1,
    updatedAt: '2026-11-20T10:00:00.000Z',
    scales: [
      {
        key: 'R',
        name: loc('Реалистичный'),
        description: loc('R desc'),
        high: loc('R high'),
        low: loc('R low'),
        poles: null,
      },
      {
        key: 'I',
        name: loc('Исследовательский'),
        description: loc('I desc'),
        high: loc('I high'),
        low: loc('I low'),
        poles: null,
      },
    ],
    questions: [
      {
        id: 'q1',
        kind: 'LIKERT',
        text: loc('Первый'),
        options: [],
        likert: { scale: 'R', direction: 1 },
        explanation: null,
      },
      {
        id: 'q2',
        kind: 'SINGLE',
        text: loc('Второй'),
        options: [
          { text: loc('Да'), weights: { I: 2 }, correct: false },
          { text: loc('Нет'), weights: { R: 1 }, correct: false },
        ],
        likert: null,
        explanation: null,
      },
      {
        id: 'q3',
        kind: 'LIKERT',
        text: loc('Третий'),
        options: [],
        likert: { scale: 'I', direction: -1 },
        explanation: null,
      },
    ],
    ...overrides,
  };
}
