import { RIASEC_CODES, TYPE_AXES, type TInterest, type TRiasecCode, type TTypeAxis } from '@bagdar/contracts';
import type { TAnalysisInput } from '../../ai/analysis-provider.ts';
import type { Db } from '../../db/client.ts';
import type { StoredResult } from '../tests/scoring.ts';
import { analysisSubject, latestResultsBySlug, materialRecords, professionRecords } from './personality.repository.ts';

/** The instruments the analysis reads; the first two are required (ANALYSIS_REQUIRED_TESTS). */
export const INSTRUMENT_SLUGS = {
  type: 'personality-type',
  interests: 'career-interests',
  values: 'work-values',
  reasoning: 'logical-reasoning',
} as const;

const NEUTRAL = 50;

function scoresOf(result: unknown): Map<string, number> {
  const scales = (result as StoredResult | null)?.scales ?? [];
  return new Map(scales.map((s) => [s.key, s.score]));
}

function pick<K extends string>(keys: readonly K[], scores: Map<string, number>): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, scores.get(key) ?? NEUTRAL])) as Record<K, number>;
}

/** Everything the provider needs: the latest results of the instruments, the user, the catalogues. */
export async function loadAnalysisInput(db: Db, userId: string): Promise<TAnalysisInput> {
  const [subject, results, professions, materials] = await Promise.all([
    analysisSubject(db, userId),
    latestResultsBySlug(db, userId, Object.values(INSTRUMENT_SLUGS)),
    professionRecords(db),
    materialRecords(db),
  ]);
  if (!subject) throw new Error(`analysis subject ${userId} not found`);
  const values = results.get(INSTRUMENT_SLUGS.values);
  const reasoning = results.get(INSTRUMENT_SLUGS.reasoning) as StoredResult | undefined;
  return {
    locale: subject.locale,
    firstName: subject.firstName,
    axes: pick<TTypeAxis>(TYPE_AXES, scoresOf(results.get(INSTRUMENT_SLUGS.type))),
    riasec: pick<TRiasecCode>(RIASEC_CODES, scoresOf(results.get(INSTRUMENT_SLUGS.interests))),
    workValues: values ? Object.fromEntries(scoresOf(values)) : null,
    reasoningPercent: reasoning?.knowledge?.percent ?? null,
    interests: subject.interests as TInterest[],
    professions,
    materials,
  };
}
