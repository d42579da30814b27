import type { TCreatePlanBody } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import type { TRoadmap } from '../../ai/roadmap-provider.ts';
import type { Db } from '../../db/client.ts';
import { professions } from '../../db/schema/catalog.ts';
import { institutions, majors } from '../../db/schema/institutions.ts';
import { countries } from '../../db/schema/locations.ts';
import { personalityAnalyses } from '../../db/schema/analysis.ts';
import { insertPlan, storeRoadmap } from './careers.repository.ts';

/** Test and bench helpers for career plans (no assertions here). */

/** A completed personality analysis, enough for the careers gate and the builder's Holland code. */
export async function giveAnalysis(db: Db, userId: string): Promise<void> {
  await db.insert(personalityAnalyses).values({
    userId,
    status: 'COMPLETED',
    stage: 'SCORING',
    percent: 100,
    result: { type: 'INTJ', hollandCode: 'IRA' },
    provider: 'builtin',
    completedAt: new Date(),
  });
}

export async function professionId(db: Db, slug: string): Promise<string> {
  const [row] = await db.select({ id: professions.id }).from(professions).where(eq(professions.slug, slug)).limit(1);
  if (!row) throw new Error(`no profession ${slug}`);
  return row.id;
}

export const employmentBody = (id: string, overrides: Partial<TCreatePlanBody> = {}): TCreatePlanBody => ({
  lifeStage: 'STUDENT',
  years: 2,
  goal: 'EMPLOYMENT',
  professionId: id,
  about: 'Люблю математику и хочу делать полезные приложения.',
  ...overrides,
});

/** A built plan of `phases` × `subtasks` straight in the database (for query counts and the bench). */
export async function storeSyntheticPlan(
  db: Db,
  userId: string,
  options: { goal?: 'EMPLOYMENT' | 'ENROLLMENT'; phases: number; subtasks: number; materialIds?: string[] },
): Promise<string> {
  const l = (text: string) => ({ ru: text, kk: text, en: text });
  const plan = await insertPlan(db, {
    userId,
    goal: options.goal ?? 'EMPLOYMENT',
    lifeStage: 'GRADUATE',
    title: l('Synthetic'),
    targetDate: '2027-01-01',
  });
  const roadmap: TRoadmap = {
    title: l('Synthetic'),
    summary: l('Synthetic plan'),
    targetDate: '2027-01-01',
    provider: 'builtin',
    aiEnriched: false,
    phases: Array.from({ length: options.phases }, (_, p) => ({
      kind: 'SKILL',
      title: l(`Phase ${p + 1}`),
      description: l(`Phase ${p + 1} description`),
      achievement: l(`Achievement ${p + 1}`),
      startsOn: '2026-01-01',
      dueOn: '2026-12-31',
      subtasks: Array.from({ length: options.subtasks }, (_, s) => l(`Subtask ${p + 1}.${s + 1}`)),
      materialIds: options.materialIds ?? [],
    })),
  };
  await db.transaction(async (tx) => storeRoadmap(tx, plan.id, roadmap));
  return plan.id;
}

/** A country, an institution with two preparation steps and two majors (one asking IELTS 6.5); raw rows. */
export async function storeInstitution(db: Db) {
  const l = (text: string) => ({ ru: text, kk: text, en: text });
  const [country] = await db
    .insert(countries)
    .values({ isoCode: 'KZ', name: l('Казахстан'), nameSort: 'казахстан' })
    .returning();
  if (!country) throw new Error('no country');
  const values = (name: string) => ({
    name: l(name),
    nameSort: name.toLowerCase(),
    searchText: name.toLowerCase(),
    type: 'UNIVERSITY' as const,
    financing: 'AUTONOMOUS' as const,
    countryId: country.id,
    description: l('Описание'),
    requirements: { academic: [], language: [], other: [] },
    preparationSteps: [
      { title: l('Foundation year'), months: 6 },
      { title: l('Olympiad in informatics'), months: 3 },
    ],
  });
  const [institution, other] = await db
    .insert(institutions)
    .values([values('Nazarbayev University'), values('Other University')])
    .returning();
  if (!institution || !other) throw new Error('no institution');
  const major = (institutionId: string, name: string, ieltsMin: number | null) => ({
    institutionId,
    name: l(name),
    nameKey: name.toLowerCase(),
    field: 'IT',
    durationYears: 4,
    pricePerYearKzt: 1_500_000,
    languages: ['en' as const],
    ieltsMin,
    untMin: 100,
  });
  const [computing, otherMajor] = await db
    .insert(majors)
    .values([major(institution.id, 'Computer science', 6.5), major(other.id, 'Economics', null)])
    .returning();
  if (!computing || !otherMajor) throw new Error('no major');
  return { country, institution, other, major: computing, otherMajor };
}
