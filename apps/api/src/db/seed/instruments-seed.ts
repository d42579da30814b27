import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { testCategories, testCategoryLinks, tests } from '../schema/tests.ts';
import { INSTRUMENTS } from '../../content/instruments/all-instruments.ts';
import { LIKERT_ANSWERS, type TInstrument } from '../../content/types.ts';
import { insertVersion, type VersionContent } from '../../modules/tests/test-content.repository.ts';

const LIKERT_OPTIONS = LIKERT_ANSWERS.map((a) => ({ text: a.text, weights: {}, correct: false, value: a.value }));

/** An instrument as version content: Likert items get the five shared answers, choice items keep weights and keys. */
export function instrumentContent(instrument: TInstrument): VersionContent {
  return {
    title: instrument.title,
    description: instrument.description,
    estimatedMinutes: instrument.estimatedMinutes,
    minimumAge: instrument.minimumAge,
    requiredTier: instrument.requiredTier,
    scoring: instrument.scoring,
    scales: instrument.scales.map((s) => ({ ...s, poles: s.poles ?? null })),
    questions: instrument.items.map((item) =>
      item.kind === 'LIKERT'
        ? {
            kind: 'LIKERT' as const,
            key: item.key,
            text: item.text,
            likert: { scale: item.scale, direction: item.direction },
            explanation: null,
            options: LIKERT_OPTIONS,
          }
        : {
            kind: item.kind,
            key: item.key,
            text: item.text,
            likert: null,
            explanation: item.explanation ?? null,
            options: item.options.map((o) => ({
              text: o.text,
              weights: o.weights ?? {},
              correct: o.correct ?? false,
              value: null,
            })),
          },
    ),
  };
}

/** The test categories and the four instruments, published as version 1; present ones are left alone. */
export async function seedInstruments(db: Db, now: Date = new Date()): Promise<{ created: number }> {
  const existing = await db
    .select({ slug: tests.slug })
    .from(tests)
    .where(
      inArray(
        tests.slug,
        INSTRUMENTS.map((i) => i.slug),
      ),
    );
  const known = new Set(existing.map((r) => r.slug));
  const missing = INSTRUMENTS.filter((i) => !known.has(i.slug));
  if (missing.length === 0) return { created: 0 };

  await db.transaction(async (tx) => {
    const categoryDefs = new Map(INSTRUMENTS.flatMap((i) => i.categories).map((c) => [c.key, c]));
    await tx
      .insert(testCategories)
      .values([...categoryDefs.values()])
      .onConflictDoNothing();
    const categoryRows = await tx
      .select()
      .from(testCategories)
      .where(inArray(testCategories.key, [...categoryDefs.keys()]));
    const categoryId = new Map(categoryRows.map((c) => [c.key, c.id]));

    for (const instrument of missing) {
      const [test] = await tx
        .insert(tests)
        .values({
          slug: instrument.slug,
          status: 'PUBLISHED',
          currentVersion: 1,
          position: INSTRUMENTS.indexOf(instrument) + 1,
        })
        .returning({ id: tests.id });
      if (!test) throw new Error(`seed: could not create ${instrument.slug}`);
      await insertVersion(tx, test.id, 1, instrumentContent(instrument), now);
      const links = instrument.categories.flatMap((c) => {
        const id = categoryId.get(c.key);
        return id ? [{ testId: test.id, categoryId: id }] : [];
      });
      if (links.length > 0) await tx.insert(testCategoryLinks).values(links);
    }
  });
  return { created: missing.length };
}
