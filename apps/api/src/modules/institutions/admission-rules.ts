import type {
  TAdmissionBasis,
  TAdmissionRoute,
  TAdmissionScores,
  TBlockingRule,
  TChanceEvidence,
  TRouteChance,
  TSource,
  TUntPart,
} from '@bagdar/contracts';
import { bandOf, bounded, ownAdmissionChance, type TChance, type TOwnFigures } from './admission-model.ts';

/**
 * The admission routes under Kazakhstan's rules (decision record 019). Pure: no I/O, no clock.
 *
 * - A legal threshold (paid place, grant competition) or a subject minimum the student misses
 *   blocks the route: chance 0, with the rule and the points missing.
 * - A paid place at a UNT institution is admission by rule once every bar is met.
 * - A grant is won per GOP: its next cut-off is forecast from the published years, and the chance
 *   is the normal probability that the cut-off falls at or below the student's UNT.
 * - An institution that admits on its own criteria is judged on IELTS, SAT, GPA and its acceptance
 *   rate; the UNT is ignored.
 * - Without a published figure a route is "not estimated": no percentage from nothing.
 */

/**
 * A dated admission record (rule, cut-off, calendar date) with where it comes from: the page it was read on, or
 * none and `sample` (illustrative, and every screen says so).
 */
export interface TCited {
  year: number;
  source: TSource | null;
  sample: boolean;
}

/** One rule figure with where it comes from. */
export interface TRuleFigure extends TCited {
  score: number;
}

/** The rules of one admission year, by scope (GENERAL, NATIONAL_UNIVERSITY, a field key, a UNT part). */
export interface TYearRules {
  year: number;
  paid: ReadonlyMap<string, TRuleFigure>;
  grant: ReadonlyMap<string, TRuleFigure>;
  subjects: ReadonlyMap<TUntPart, TRuleFigure>;
}

/** One year's published (or sample) grant cut-off of a GOP in the general competition. */
export type TCutoffPoint = TRuleFigure;

export interface TGopFigures {
  code: string;
  field: string;
  cutoffs: readonly TCutoffPoint[];
}

/** The forecast uses at most this many most recent years (older competitions had other quotas). */
export const FORECAST_YEARS = 5;
/** Weight, in years, of the spread pooled over all GOPs against one GOP's own (empirical Bayes). */
export const POOL_PRIOR_YEARS = 4;
/** z of the 80 % forecast interval the back-test's coverage is measured against. */
export const INTERVAL_Z = 1.2816;
/** A paid place once every bar is met: the model's ceiling, never certainty (places, documents). */
export const BY_RULE_CHANCE = 0.97;

/** The standard normal distribution function (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(z)) / Math.SQRT2);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export interface TForecast {
  /** The forecast cut-off: the mean of the recent years. */
  bar: number;
  /** One standard deviation of next year's cut-off around the forecast: s × √(1 + 1/n). */
  spread: number;
  /** The standard error of the mean itself: s / √n; the shown range moves the bar by ±this. */
  error: number;
  years: number[];
}

/** The spread of cut-offs around their own GOP's mean, pooled over every GOP with two years or more. */
export function pooledDeviation(series: readonly (readonly number[])[]): number | null {
  let squares = 0;
  let degrees = 0;
  for (const values of series) {
    if (values.length < 2) continue;
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    squares += values.reduce((sum, v) => sum + (v - mean) ** 2, 0);
    degrees += values.length - 1;
  }
  return degrees === 0 ? null : Math.sqrt(squares / degrees);
}

/**
 * Next year's cut-off from the recent years: the mean, and a spread that blends this GOP's own
 * year-to-year deviation with the pooled one (`POOL_PRIOR_YEARS` years' weight), so one or two
 * years of data do not claim a precision they do not have. Null without any year, or with one
 * year and no pooled spread.
 */
export function forecastCutoff(
  points: readonly { year: number; score: number }[],
  pooled: number | null,
): TForecast | null {
  const recent = [...points].sort((a, b) => b.year - a.year).slice(0, FORECAST_YEARS);
  const n = recent.length;
  if (n === 0) return null;
  const mean = recent.reduce((sum, p) => sum + p.score, 0) / n;
  const own = n < 2 ? 0 : recent.reduce((sum, p) => sum + (p.score - mean) ** 2, 0);
  const degrees = n - 1;
  let variance: number;
  if (pooled !== null) variance = (own + POOL_PRIOR_YEARS * pooled ** 2) / (degrees + POOL_PRIOR_YEARS);
  else if (degrees > 0) variance = own / degrees;
  else return null;
  const s = Math.max(Math.sqrt(variance), 0.5);
  return {
    bar: mean,
    spread: s * Math.sqrt(1 + 1 / n),
    error: s / Math.sqrt(n),
    years: recent.map((p) => p.year).sort((a, b) => a - b),
  };
}

/** P(cut-off ≤ UNT) with the forecast as published, and with the bar moved by ∓ its standard error. */
export function grantChance(forecast: TForecast, unt: number): { point: number; low: number; high: number } {
  const at = (bar: number) => bounded(normalCdf((unt - bar) / forecast.spread));
  return { point: at(forecast.bar), low: at(forecast.bar + forecast.error), high: at(forecast.bar - forecast.error) };
}

export interface TInstitutionFigures {
  admissionBasis: TAdmissionBasis;
  nationalUniversity: boolean;
  ownTest: boolean;
  acceptanceRate: number | null;
  sampleData: boolean;
}

export interface TMajorRuleFigures extends TOwnFigures {
  field: string;
  gopCode: string | null;
  grantPlaces: number | null;
  /** The institution's own paid-place minimum, when above the national threshold. */
  untMin: number | null;
}

export interface TRouteInput {
  rules: TYearRules | null;
  institution: TInstitutionFigures;
  major: TMajorRuleFigures;
  gop: TGopFigures | null;
  pooled: number | null;
  scores: TAdmissionScores;
  /** Years of published cut-offs the back-test replayed for this GOP. */
  testedYears: number;
}

/** The scopes whose threshold applies: general, national university, and the field's own. */
function scopesOf(input: TRouteInput): string[] {
  const scopes = ['GENERAL'];
  if (input.institution.nationalUniversity) scopes.push('NATIONAL_UNIVERSITY');
  scopes.push(input.gop?.field ?? input.major.field);
  return scopes;
}

/** The highest threshold among the scopes that apply. */
function strictest(table: ReadonlyMap<string, TRuleFigure>, scopes: string[]) {
  let best: { scope: string; figure: TRuleFigure } | null = null;
  for (const scope of scopes) {
    const figure = table.get(scope);
    if (figure && (!best || figure.score > best.figure.score)) best = { scope, figure };
  }
  return best;
}

function block(
  kind: TBlockingRule['kind'],
  scope: string,
  figure: { score: number; year: number | null; source: TSource | null; sample: boolean },
  score: number | null,
): TBlockingRule {
  return {
    kind,
    scope,
    year: figure.year,
    bar: figure.score,
    score,
    missing: Math.round((figure.score - (score ?? 0)) * 100) / 100,
    source: figure.source,
    sample: figure.sample,
  };
}

/** The first rule the student misses among the subject minimums (only when per-part scores are given). */
function subjectBlock(rules: TYearRules, scores: TAdmissionScores): TBlockingRule | null {
  const parts = scores.untParts;
  if (!parts) return null;
  let worst: TBlockingRule | null = null;
  for (const [part, figure] of rules.subjects) {
    const score = parts[part];
    if ((score ?? 0) < figure.score) {
      const candidate = block('SUBJECT_MINIMUM', part, figure, score);
      if (!worst || candidate.missing > worst.missing) worst = candidate;
    }
  }
  return worst;
}

/** The threshold (and subject) rules of a UNT route: the blocking rule, or the sources that were met. */
function checkThresholds(
  input: TRouteInput,
  kind: 'PAID_THRESHOLD' | 'GRANT_THRESHOLD',
): { blocked: TBlockingRule } | { sources: TSource[]; sample: boolean; year: number } | null {
  const rules = input.rules;
  if (!rules) return null;
  const table = kind === 'PAID_THRESHOLD' ? rules.paid : rules.grant;
  const threshold = strictest(table, scopesOf(input));
  if (!threshold) return null;
  const unt = input.scores.unt;
  if ((unt ?? 0) < threshold.figure.score) {
    return { blocked: block(kind, threshold.scope, threshold.figure, unt) };
  }
  const subject = subjectBlock(rules, input.scores);
  if (subject) return { blocked: subject };
  const own = input.major.untMin;
  if (kind === 'PAID_THRESHOLD' && own !== null && own > threshold.figure.score && (unt ?? 0) < own) {
    return {
      blocked: block(
        'INSTITUTION_MINIMUM',
        'UNT',
        { score: own, year: null, source: null, sample: input.institution.sampleData },
        unt,
      ),
    };
  }
  const used = [threshold.figure, ...(input.scores.untParts ? [...rules.subjects.values()] : [])];
  return {
    sources: uniqueSources(used.map((f) => f.source)),
    sample: used.some((f) => f.sample),
    year: rules.year,
  };
}

function uniqueSources(sources: readonly (TSource | null)[]): TSource[] {
  const seen = new Map<string, TSource>();
  for (const source of sources) if (source) seen.set(`${source.url}|${source.year}`, source);
  return [...seen.values()];
}

const evidence = (over: Partial<TChanceEvidence>): TChanceEvidence => ({
  years: [],
  forecast: null,
  spread: null,
  competition: null,
  gopCode: null,
  sources: [],
  sample: false,
  testedYears: 0,
  ownTestUnknown: false,
  subjectsUnchecked: false,
  ...over,
});

function estimated(
  route: TAdmissionRoute,
  chance: { point: number; low: number; high: number },
  proof: TChanceEvidence,
): TRouteChance {
  const point = Math.round(chance.point * 100);
  return {
    status: 'ESTIMATED',
    route,
    point,
    low: Math.min(point, Math.floor(chance.low * 100)),
    high: Math.max(point, Math.ceil(chance.high * 100)),
    band: bandOf(chance.point),
    evidence: proof,
  };
}

function paidRoute(input: TRouteInput): TRouteChance {
  const check = checkThresholds(input, 'PAID_THRESHOLD');
  if (!check) return { status: 'NOT_ESTIMATED', route: 'PAID', reason: 'no_published_bar', gopCode: null };
  if ('blocked' in check) return { status: 'BLOCKED', route: 'PAID', rule: check.blocked };
  return estimated(
    'PAID',
    { point: BY_RULE_CHANCE, low: BY_RULE_CHANCE, high: BY_RULE_CHANCE },
    evidence({
      sources: check.sources,
      sample: check.sample || input.institution.sampleData,
      subjectsUnchecked: !input.scores.untParts,
    }),
  );
}

function grantRoute(input: TRouteInput): TRouteChance | null {
  if (input.major.grantPlaces === 0) return null;
  const code = input.major.gopCode;
  if (!code || !input.gop) return { status: 'NOT_ESTIMATED', route: 'GRANT', reason: 'no_gop', gopCode: code };
  const check = checkThresholds(input, 'GRANT_THRESHOLD');
  if (check && 'blocked' in check) return { status: 'BLOCKED', route: 'GRANT', rule: check.blocked };
  const forecast = forecastCutoff(input.gop.cutoffs, input.pooled);
  if (!forecast) return { status: 'NOT_ESTIMATED', route: 'GRANT', reason: 'no_cutoff', gopCode: code };
  const used = input.gop.cutoffs.filter((c) => forecast.years.includes(c.year));
  return estimated(
    'GRANT',
    grantChance(forecast, input.scores.unt ?? 0),
    evidence({
      years: forecast.years,
      forecast: Math.round(forecast.bar * 10) / 10,
      spread: Math.round(forecast.spread * 10) / 10,
      competition: 'GENERAL',
      gopCode: code,
      sources: uniqueSources([...used.map((c) => c.source), ...(check && !('blocked' in check) ? check.sources : [])]),
      sample: used.some((c) => c.sample) || (check !== null && !('blocked' in check) && check.sample),
      testedYears: input.testedYears,
      subjectsUnchecked: !input.scores.untParts,
    }),
  );
}

function ownRoute(input: TRouteInput): { route: TRouteChance; chance: TChance | null } {
  const chance = ownAdmissionChance(input.major, input.institution.acceptanceRate, input.scores);
  if (!chance) {
    const reason = input.institution.ownTest ? 'own_test_unknown' : 'no_published_bar';
    return { route: { status: 'NOT_ESTIMATED', route: 'OWN', reason, gopCode: null }, chance };
  }
  return {
    route: estimated(
      'OWN',
      chance,
      evidence({ sample: input.institution.sampleData, ownTestUnknown: input.institution.ownTest }),
    ),
    chance,
  };
}

export interface TRoutes {
  routes: TRouteChance[];
  best: TRouteChance;
  /** The own-criteria chance's drivers and missing exams (empty for UNT routes). */
  own: TChance | null;
}

/** Orders routes for "best": an estimate by its chance (a grant first at equal chance), then not estimated, then blocked. */
export function routeRank(route: TRouteChance): number {
  if (route.status === 'ESTIMATED') return 2 + route.point / 100 + (route.route === 'GRANT' ? 0.001 : 0);
  if (route.status === 'NOT_ESTIMATED') return 1;
  return 1 - Math.min(route.rule.missing, 140) / 1000;
}

/** Every route of one major for one student, and the best of them. */
export function admissionRoutes(input: TRouteInput): TRoutes {
  let routes: TRouteChance[];
  let own: TChance | null = null;
  if (input.institution.admissionBasis === 'OWN') {
    const result = ownRoute(input);
    routes = [result.route];
    own = result.chance;
  } else {
    const grant = grantRoute(input);
    routes = grant ? [grant, paidRoute(input)] : [paidRoute(input)];
  }
  const best = routes.reduce((a, b) => (routeRank(b) > routeRank(a) ? b : a));
  return { routes, best, own };
}

/** The point chance (0-1) of an estimated route; 0 when blocked; null when not estimated. */
export function routePoint(route: TRouteChance): number | null {
  if (route.status === 'ESTIMATED') return route.point / 100;
  if (route.status === 'BLOCKED') return 0;
  return null;
}
