import type { TProfileSubject, TSource, TUntPart } from '@bagdar/contracts';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { admissionCalendar, admissionRules, gopCutoffs, gops } from '../../db/schema/admission.ts';
import type { TCalendarEvent } from '../institutions/admission-calendar.ts';
import type { TCited, TCutoffPoint, TGopFigures, TRuleFigure, TYearRules } from '../institutions/admission-rules.ts';
import { pooledDeviation } from '../institutions/admission-rules.ts';

/** What the admission model reads from the database: one year's rules, every GOP's cut-offs, the pooled spread. */

export interface TAdmissionData {
  rules: TYearRules | null;
  gops: ReadonlyMap<string, TGopFigures>;
  /** The year-to-year spread of cut-offs pooled over every GOP (general competition). */
  pooled: number | null;
  /** Per GOP: published (not sample) years that a back-test can replay (with a published year before them). */
  tested: ReadonlyMap<string, number>;
}

export function sourceOf(row: {
  sourceTitle: string | null;
  sourceUrl: string | null;
  sourceYear: number | null;
}): TSource | null {
  if (!row.sourceTitle || !row.sourceUrl || row.sourceYear === null) return null;
  return { title: row.sourceTitle, url: row.sourceUrl, year: row.sourceYear };
}

/** A row's year, source and sample flag (TCited). */
function citedOf(row: {
  year: number;
  sourceTitle: string | null;
  sourceUrl: string | null;
  sourceYear: number | null;
  sample: boolean;
}): TCited {
  return { year: row.year, source: sourceOf(row), sample: row.sample };
}

/**
 * The rules in force for an admission year: for each (kind, scope) the figure of the latest year up
 * to `year` that publishes it (a page announcing only the subject minimums leaves the thresholds
 * of the year before in force). Null when no threshold is known.
 */
export async function loadYearRules(db: Db, year: number): Promise<TYearRules | null> {
  const rows = await db
    .select()
    .from(admissionRules)
    .where(lte(admissionRules.year, year))
    .orderBy(asc(admissionRules.year));
  const paid = new Map<string, TRuleFigure>();
  const grant = new Map<string, TRuleFigure>();
  const subjects = new Map<TUntPart, TRuleFigure>();
  let latest = 0;
  for (const row of rows) {
    const figure = { score: row.score, ...citedOf(row) };
    if (row.kind === 'PAID_THRESHOLD') paid.set(row.scope, figure);
    else if (row.kind === 'GRANT_THRESHOLD') grant.set(row.scope, figure);
    else if (row.kind === 'SUBJECT_MINIMUM') subjects.set(row.scope as TUntPart, figure);
    else continue;
    latest = Math.max(latest, row.year);
  }
  if (paid.size === 0 && grant.size === 0) return null;
  return { year: latest, paid, grant, subjects };
}

/** Replayable published years: each published cut-off with at least one published year before it. */
export function testedYears(cutoffs: readonly TCutoffPoint[]): number {
  const published = cutoffs.filter((c) => !c.sample).map((c) => c.year);
  if (published.length === 0) return 0;
  const first = Math.min(...published);
  return published.filter((y) => y > first).length;
}

export async function loadAdmissionData(db: Db, year: number): Promise<TAdmissionData> {
  const rules = await loadYearRules(db, year);
  const gopRows = await db.select({ code: gops.code, field: gops.field }).from(gops);
  const cutoffRows = await db
    .select()
    .from(gopCutoffs)
    .where(and(eq(gopCutoffs.competition, 'GENERAL'), lte(gopCutoffs.year, year)))
    .orderBy(asc(gopCutoffs.gopCode), asc(gopCutoffs.year));
  const byGop = new Map<string, TCutoffPoint[]>();
  for (const row of cutoffRows) {
    const list = byGop.get(row.gopCode) ?? [];
    list.push({ score: row.score, ...citedOf(row) });
    byGop.set(row.gopCode, list);
  }
  const figures = new Map<string, TGopFigures>();
  const tested = new Map<string, number>();
  for (const gop of gopRows) {
    const cutoffs = byGop.get(gop.code) ?? [];
    figures.set(gop.code, { code: gop.code, field: gop.field, cutoffs });
    tested.set(gop.code, testedYears(cutoffs));
  }
  const pooled = pooledDeviation([...byGop.values()].map((list) => list.map((c) => c.score)));
  return { rules, gops: figures, pooled, tested };
}

/** Every row of the admission calendar, oldest year first (a few rows a year). */
export async function loadAdmissionCalendar(db: Db): Promise<TCalendarEvent[]> {
  const rows = await db
    .select()
    .from(admissionCalendar)
    .orderBy(asc(admissionCalendar.year), asc(admissionCalendar.kind));
  return rows.map((row) => ({ kind: row.kind, startsOn: row.startsOn, endsOn: row.endsOn, ...citedOf(row) }));
}

/** A GOP's two profile subjects (empty for an unknown code). */
export async function gopSubjects(db: Db, code: string): Promise<TProfileSubject[]> {
  const [row] = await db.select({ subjects: gops.subjects }).from(gops).where(eq(gops.code, code)).limit(1);
  return row?.subjects ?? [];
}
