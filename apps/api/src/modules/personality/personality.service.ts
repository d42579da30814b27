import {
  ANALYSIS_REQUIRED_TESTS,
  decideAccess,
  type TAnalysis,
  type TAnalysisPreview,
  type TLocale,
  type TMe,
  type TPersonalityStatus,
} from '@bagdar/contracts';
import type { TAnalysisResult } from '../../ai/analysis-provider.ts';
import type { ReportRenderer } from '../../ai/report-render.ts';
import type { Db } from '../../db/client.ts';
import type { AnalysisRow } from '../../db/schema/analysis.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AnalysisQueue } from './analysis-queue.ts';
import { INSTRUMENT_SLUGS } from './analysis-input.ts';
import type { StoredResult } from '../tests/scoring.ts';
import type { TestCatalogCache } from '../tests/test-catalog-cache.ts';
import {
  insertAnalysis,
  latestAnalysis,
  latestCompletedAnalysis,
  latestResultsBySlug,
  lockUserAnalyses,
  publishedTestsBySlug,
  statusRows,
  updateAnalysis,
  type PublishedTestRef,
} from './personality.repository.ts';

/** The personality analysis of spec §4: inactive → ready → loading → completed, with a cool-down. */

export interface PersonalityContext {
  db: Db;
  /** The test catalogue (the required tests' titles). */
  catalog: TestCatalogCache;
  cooldownDays: number;
  queue: AnalysisQueue;
}

const DAY_MS = 86_400_000;

/** The full analysis for STANDARD, PRO, organisation access and super admins; the preview otherwise. */
export function analysisAccess(me: TMe, now = new Date()): 'FULL' | 'PREVIEW' {
  return decideAccess(me, 'STANDARD_OR_ORG', { superAdminBypass: true, now }).allowed ? 'FULL' : 'PREVIEW';
}

export function toAnalysis(row: AnalysisRow): TAnalysis {
  return { ...(row.result as TAnalysisResult), id: row.id, createdAt: row.createdAt.toISOString() };
}

function toPreview(analysis: TAnalysis): TAnalysisPreview {
  const { id, createdAt, type, summary, hollandCode } = analysis;
  return { id, createdAt, type, summary, hollandCode };
}

function cooldownUntil(completed: AnalysisRow | null, days: number, now: Date): Date | null {
  if (!completed?.completedAt) return null;
  const until = new Date(completed.completedAt.getTime() + days * DAY_MS);
  return until > now ? until : null;
}

/** The required instruments the user has not completed yet. */
async function missingTests(db: Db, userId: string): Promise<PublishedTestRef[]> {
  const [required, results] = await Promise.all([
    publishedTestsBySlug(db, ANALYSIS_REQUIRED_TESTS),
    latestResultsBySlug(db, userId, ANALYSIS_REQUIRED_TESTS),
  ]);
  return ANALYSIS_REQUIRED_TESTS.flatMap((slug) => {
    if (results.has(slug)) return [];
    const test = required.find((t) => t.slug === slug);
    return [test ?? { id: '', slug, title: { ru: slug, kk: slug, en: slug } }];
  });
}

/** The status page: one statement (the user's analyses and completed tests) while the test catalogue is held. */
export async function personalityStatus(ctx: PersonalityContext, me: TMe): Promise<TPersonalityStatus> {
  const now = new Date();
  const { generation, latest, completed, completedSlugs } = await statusRows(ctx.db, me.id, ANALYSIS_REQUIRED_TESTS);
  const catalog = await ctx.catalog.at(ctx.db, generation);
  const missing = ANALYSIS_REQUIRED_TESTS.flatMap((slug): PublishedTestRef[] => {
    if (completedSlugs.has(slug)) return [];
    const test = catalog.publishedBySlug.get(slug);
    return [
      test
        ? { id: test.test.id, slug: test.test.slug, title: test.version.title }
        : { id: '', slug, title: { ru: slug, kk: slug, en: slug } },
    ];
  });
  const access = analysisAccess(me, now);
  const analysis = completed ? toAnalysis(completed) : null;
  const running = latest && (latest.status === 'QUEUED' || latest.status === 'RUNNING') ? latest : null;
  const until = cooldownUntil(completed, ctx.cooldownDays, now);
  return {
    state: running ? 'LOADING' : analysis ? 'COMPLETED' : missing.length > 0 ? 'INACTIVE' : 'READY',
    missingTests: missing,
    job: running ? { id: running.id, stage: running.stage, percent: running.percent } : null,
    access,
    analysis: analysis && access === 'FULL' ? analysis : null,
    preview: analysis ? toPreview(analysis) : null,
    cooldownUntil: until?.toISOString() ?? null,
  };
}

/** Queues an analysis: 409 TESTS_INCOMPLETE, ANALYSIS_RUNNING or ANALYSIS_COOLDOWN (meta.until) when it may not. */
export async function startAnalysis(ctx: PersonalityContext, me: TMe): Promise<{ jobId: string }> {
  const missing = await missingTests(ctx.db, me.id);
  if (missing.length > 0) {
    throw new AppError('TESTS_INCOMPLETE', 409, 'Complete the required tests first', {
      details: missing.map((t) => ({ field: `tests.${t.slug}`, code: 'test_incomplete', message: 'test_incomplete' })),
    });
  }
  const analysis = await ctx.db.transaction(async (tx) => {
    await lockUserAnalyses(tx, me.id);
    const latest = await latestAnalysis(tx, me.id);
    if (latest && (latest.status === 'QUEUED' || latest.status === 'RUNNING')) {
      throw new AppError('ANALYSIS_RUNNING', 409, 'An analysis is already running');
    }
    const until = cooldownUntil(await latestCompletedAnalysis(tx, me.id), ctx.cooldownDays, new Date());
    if (until) {
      throw new AppError('ANALYSIS_COOLDOWN', 409, 'A new analysis is not available yet', {
        meta: { until: until.toISOString() },
      });
    }
    return insertAnalysis(tx, { userId: me.id, status: 'QUEUED', stage: 'PROFILE', percent: 0 });
  });
  try {
    await ctx.queue.enqueue(analysis.id);
  } catch (err) {
    await updateAnalysis(ctx.db, analysis.id, { status: 'FAILED', error: 'could not queue the job' });
    throw err;
  }
  return { jobId: analysis.id };
}

/** The latest analysis as a PDF in the chosen language: FULL access only. */
export async function analysisReport(
  ctx: PersonalityContext,
  reports: ReportRenderer,
  me: TMe,
  locale: TLocale,
): Promise<Buffer> {
  if (analysisAccess(me) !== 'FULL') {
    throw new AppError('PAYWALL', 403, 'The report comes with the full analysis', { reason: 'user_insufficient_tier' });
  }
  const completed = await latestCompletedAnalysis(ctx.db, me.id);
  if (!completed) throw new AppError('NOT_FOUND', 404, 'No analysis yet');
  return reports.render(me.id, {
    kind: 'analysis',
    analysis: toAnalysis(completed),
    options: { locale, fullName: `${me.firstName} ${me.lastName}`.trim(), generatedAt: new Date() },
  });
}

/** The user's latest completed analysis, for modules that build on it (career roadmaps). */
/** The share of right answers in the user's latest logical-reasoning attempt, or null when not taken. */
export async function reasoningPercentOf(db: Db, userId: string): Promise<number | null> {
  const results = await latestResultsBySlug(db, userId, [INSTRUMENT_SLUGS.reasoning]);
  const reasoning = results.get(INSTRUMENT_SLUGS.reasoning) as StoredResult | undefined;
  return reasoning?.knowledge?.percent ?? null;
}

/** The scores of the latest work-values test (empty when it was not taken). */
export async function workValuesOf(db: Db, userId: string): Promise<{ key: string; score: number }[]> {
  const results = await latestResultsBySlug(db, userId, [INSTRUMENT_SLUGS.values]);
  const values = results.get(INSTRUMENT_SLUGS.values) as StoredResult | undefined;
  return (values?.scales ?? []).map((s) => ({ key: s.key, score: s.score }));
}

export async function completedAnalysisOf(db: Db, userId: string): Promise<TAnalysis | null> {
  const completed = await latestCompletedAnalysis(db, userId);
  return completed ? toAnalysis(completed) : null;
}
