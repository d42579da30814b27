import type { TLocalized, TTestDraftBody } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { createTest, publishTest } from './tests-admin.service.ts';

/** Small hand-made tests for the engine's tests (numbers in the tests are computed from these by hand). */

export const L = (text: string): TLocalized => ({ ru: text, kk: text, en: text });

const scale = (key: string, poles?: [string, string]) => ({
  key,
  name: L(`${key} scale`),
  description: L(`${key} description`),
  high: L(`${key} high`),
  low: L(`${key} low`),
  poles: poles
    ? { positive: { key: poles[0], name: L(poles[0]) }, negative: { key: poles[1], name: L(poles[1]) } }
    : null,
});

/**
 * Trait: EI (bipolar E/I) and R.
 * q1 Likert EI +1, q2 Likert EI -1, q3 Likert R +1, q4 SINGLE a{R:2} b{} c{EI:1}.
 */
export function traitDraft(overrides: Partial<TTestDraftBody> = {}): TTestDraftBody {
  return {
    slug: 'trait-sample',
    title: L('Trait sample'),
    description: L('A trait test for tests'),
    estimatedMinutes: 5,
    minimumAge: 0,
    requiredTier: 'STANDARD',
    scoring: 'TRAIT',
    categoryIds: [],
    scales: [scale('EI', ['E', 'I']), scale('R')],
    questions: [
      { kind: 'LIKERT', text: L('q1'), likert: { scale: 'EI', direction: 1 } },
      { kind: 'LIKERT', text: L('q2'), likert: { scale: 'EI', direction: -1 } },
      { kind: 'LIKERT', text: L('q3'), likert: { scale: 'R', direction: 1 } },
      {
        kind: 'SINGLE',
        text: L('q4'),
        options: [
          { text: L('a'), weights: { R: 2 } },
          { text: L('b'), weights: {} },
          { text: L('c'), weights: { EI: 1 } },
        ],
      },
    ],
    ...overrides,
  };
}

/**
 * Knowledge: NUM and VERB.
 * q1 SINGLE a(right, NUM) b; q2 MULTIPLE a(right, NUM) b(right, NUM) c; q3 SINGLE a b(right, VERB).
 */
export function knowledgeDraft(overrides: Partial<TTestDraftBody> = {}): TTestDraftBody {
  return {
    slug: 'knowledge-sample',
    title: L('Knowledge sample'),
    description: L('A knowledge test for tests'),
    estimatedMinutes: 5,
    minimumAge: 0,
    requiredTier: 'STANDARD',
    scoring: 'KNOWLEDGE',
    categoryIds: [],
    scales: [scale('NUM'), scale('VERB')],
    questions: [
      {
        kind: 'SINGLE',
        text: L('k1'),
        options: [
          { text: L('a'), weights: { NUM: 1 }, correct: true },
          { text: L('b'), weights: {} },
        ],
      },
      {
        kind: 'MULTIPLE',
        text: L('k2'),
        options: [
          { text: L('a'), weights: { NUM: 1 }, correct: true },
          { text: L('b'), weights: { NUM: 1 }, correct: true },
          { text: L('c'), weights: {} },
        ],
      },
      {
        kind: 'SINGLE',
        text: L('k3'),
        options: [
          { text: L('a'), weights: {} },
          { text: L('b'), weights: { VERB: 1 }, correct: true },
        ],
      },
    ],
    ...overrides,
  };
}

export async function createPublishedTest(db: Db, draft: TTestDraftBody): Promise<string> {
  const created = await createTest(db, draft);
  await publishTest(db, created.id);
  return created.id;
}

export async function setDateOfBirth(db: Db, userId: string, dateOfBirth: string | null): Promise<void> {
  await db.update(users).set({ dateOfBirth }).where(eq(users.id, userId));
}

/** A `YYYY-MM-DD` date `years` years before today. */
export function yearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}
