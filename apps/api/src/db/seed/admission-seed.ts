import { CALENDAR_SEEDS } from '../../content/admission/admission-calendar.ts';
import { CUTOFF_SEEDS, GOP_SEEDS, RULE_SEEDS } from '../../content/admission/admission-rules.ts';
import type { Db } from '../client.ts';
import { admissionCalendar, admissionRules, gopCutoffs, gops } from '../schema/admission.ts';

/**
 * Kazakhstan's admission rules per year, the GOP list, the GOP grant cut-offs and the admission
 * calendar (UNT sessions, grant application window). A figure with a
 * source keeps it; one without is flagged sample. Existing rows (same key) are left alone, so an
 * admin's edits survive a re-seed.
 */
export async function seedAdmission(
  db: Db,
): Promise<{ rules: number; gops: number; cutoffs: number; calendar: number }> {
  const source = (s: { title: string; url: string; year: number } | null) => ({
    sourceTitle: s?.title ?? null,
    sourceUrl: s?.url ?? null,
    sourceYear: s?.year ?? null,
    sample: s === null,
  });
  await db
    .insert(admissionRules)
    .values(
      RULE_SEEDS.map((r) => ({ year: r.year, kind: r.kind, scope: r.scope, score: r.score, ...source(r.source) })),
    )
    .onConflictDoNothing();
  await db
    .insert(gops)
    .values(
      GOP_SEEDS.map((g) => ({
        code: g.code,
        name: g.name.ru,
        nameKk: g.name.kk,
        nameEn: g.name.en,
        subjects: g.subjects,
        field: g.field,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(gopCutoffs)
    .values(
      CUTOFF_SEEDS.map((c) => ({
        gopCode: c.gopCode,
        year: c.year,
        competition: c.competition,
        score: c.score,
        ...source(c.source),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(admissionCalendar)
    .values(
      CALENDAR_SEEDS.map((c) => ({
        year: c.year,
        kind: c.kind,
        startsOn: c.startsOn,
        endsOn: c.endsOn,
        ...source(c.source),
      })),
    )
    .onConflictDoNothing();
  return {
    rules: RULE_SEEDS.length,
    gops: GOP_SEEDS.length,
    cutoffs: CUTOFF_SEEDS.length,
    calendar: CALENDAR_SEEDS.length,
  };
}
