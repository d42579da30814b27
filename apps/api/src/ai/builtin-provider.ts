import type { AnalysisProvider, TAnalysisInput, TAnalysisResult, TStageReporter } from './analysis-provider.ts';
import { scoreProfession } from './profession-fit.ts';
import { professionReasons } from './profession-reasons.ts';
import { buildStrengths, buildSummary, buildWeaknesses } from './profile-texts.ts';
import { aggregateMajors, pickMaterials } from './recommendations.ts';
import { buildTypeProfile } from './type-profile.ts';

export const BUILTIN_PROVIDER_NAME = 'builtin';
export const TOP_PROFESSIONS = 10;

/**
 * The built-in analysis: deterministic, no network, no randomness; the same input always gives the
 * same result, and every number in it can be recomputed from the input (type-profile.ts,
 * profession-fit.ts, recommendations.ts document how).
 */
export function createBuiltinProvider(): AnalysisProvider {
  return {
    name: BUILTIN_PROVIDER_NAME,
    analyse: (input, report) => analyseBuiltin(input, report),
  };
}

async function analyseBuiltin(input: TAnalysisInput, report?: TStageReporter): Promise<TAnalysisResult> {
  await report?.('PROFILE', 10);
  const profile = buildTypeProfile(input.axes, input.riasec);

  await report?.('MATCHING', 40);
  const ranked = input.professions
    .map((profession) => ({
      profession,
      breakdown: scoreProfession(profile, profession, input.interests, input.workValues),
    }))
    .sort(
      (a, b) =>
        b.breakdown.fit - a.breakdown.fit ||
        b.breakdown.congruencePoints - a.breakdown.congruencePoints ||
        a.profession.slug.localeCompare(b.profession.slug),
    )
    .slice(0, TOP_PROFESSIONS);

  await report?.('SCORING', 80);
  const professions = ranked.map(({ profession, breakdown }) => ({
    id: profession.id,
    slug: profession.slug,
    name: profession.name,
    riasec: profession.riasec,
    fit: breakdown.fit,
    reasons: professionReasons(profile, profession, breakdown),
  }));
  const materials = pickMaterials(input.materials, {
    hollandCode: profile.hollandCode,
    professionFields: ranked.map(({ profession }) => profession.field),
    interests: input.interests,
    locale: input.locale,
  });

  return {
    type: profile.type,
    axes: profile.axes,
    riasec: profile.riasec,
    hollandCode: profile.hollandCode,
    summary: buildSummary(profile, input.firstName, professions),
    professions,
    majors: aggregateMajors(
      ranked.map(({ profession, breakdown }) => ({ fit: breakdown.fit, majors: profession.majors })),
    ),
    strengths: buildStrengths(profile, input.reasoningPercent),
    weaknesses: buildWeaknesses(profile, input.reasoningPercent),
    materials: materials.map(({ id, type, title, url, language }) => ({ id, type, title, url, language })),
    aiEnriched: false,
    provider: BUILTIN_PROVIDER_NAME,
  };
}
