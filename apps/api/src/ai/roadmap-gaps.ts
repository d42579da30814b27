import {
  ADMISSION_EXAM_RANGES,
  type TAdmissionCalendarKind,
  type TPlanDeadline,
  type TPlanGapExam,
  type TPlanTarget,
  type TProfileSubject,
  type TSource,
} from '@bagdar/contracts';
import { calendarOfYear, type TCalendarEvent } from '../modules/institutions/admission-calendar.ts';
import { ownAdmissionChance } from '../modules/institutions/admission-model.ts';
import { admissionRoutes, forecastCutoff, type TGopFigures } from '../modules/institutions/admission-rules.ts';
import type { TRoadmapAdmission, TRoadmapInput } from './roadmap-provider.ts';

/**
 * The academic gaps of a plan (decision record 022): the student's scores against the target's
 * bars, each with a measurable target and, for ENROLLMENT plans in Kazakhstan, the real deadline
 * it must be met by. The bars come from the admission model itself (admission-rules.ts,
 * admission-model.ts): the legal thresholds that block a route, the GOP's forecast grant cut-off,
 * the programme's own IELTS/SAT/GPA minimums. Pure: no I/O, no clock.
 */

/** One gap: a TPlanTarget without its deadline, plus the facts the `because` text cites. */
export interface TGap {
  exam: TPlanGapExam;
  subject: TProfileSubject | null;
  current: number | null;
  target: number;
  gain: number | null;
  bar: TPlanTarget['bar'];
  sample: boolean;
  source: TSource | null;
  /** The threshold's scope (GENERAL, NATIONAL_UNIVERSITY, a field) or the GOP code, for the text. */
  scope: string | null;
  /** A legal threshold below the target the student must pass first (UNT only). */
  threshold: { bar: number; scope: string; sample: boolean } | null;
  /** The legal minimum of a profile subject (UNT_PROFILE only). */
  subjectMinimum: number | null;
}

/** IELTS a job in the catalogue's fields is assumed to want when a student has none. */
export const EMPLOYMENT_IELTS_TARGET = 6;
/** A TOEFL iBT score that stands in for the employment IELTS target. */
export const EMPLOYMENT_TOEFL_ENOUGH = 80;
/** The UNT's maximum, and each profile subject's share of it (two profile subjects of 50 each). */
const UNT_MAX = ADMISSION_EXAM_RANGES.unt.max;
const PROFILE_SUBJECT_MAX = 50;

/**
 * How fast a gap usually closes, per 30 days of regular study, and the time a first result takes
 * when the student has none. The plan warns when a deadline leaves less time than this pace needs.
 */
export const GAP_PACE: Record<TPlanGapExam, { per30Days: number; firstResultDays: number }> = {
  UNT: { per30Days: 3, firstResultDays: 90 },
  UNT_PROFILE: { per30Days: 2, firstResultDays: 60 },
  IELTS: { per30Days: 0.25, firstResultDays: 120 },
  SAT: { per30Days: 40, firstResultDays: 90 },
  GPA: { per30Days: 0.05, firstResultDays: 120 },
};
const MIN_GAP_DAYS = 14;

export function daysNeeded(gap: Pick<TGap, 'exam' | 'gain'>): number {
  const pace = GAP_PACE[gap.exam];
  if (gap.gain === null) return pace.firstResultDays;
  return Math.max(MIN_GAP_DAYS, Math.ceil((gap.gain / pace.per30Days) * 30));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The latest source among the cut-offs a forecast used. */
function forecastSource(gop: TGopFigures, years: number[]): { source: TSource | null; sample: boolean } {
  const used = gop.cutoffs.filter((c) => years.includes(c.year)).sort((a, b) => b.year - a.year);
  return { source: used.find((c) => c.source)?.source ?? null, sample: used.some((c) => c.sample) };
}

/** UNT gaps of a UNT-admission target: each profile subject's share, then the total against max(legal threshold, forecast cut-off). */
function untGaps(input: TRoadmapInput, admission: TRoadmapAdmission): TGap[] {
  const unt = input.scores.unt;
  const scores = { unt, ielts: input.scores.ielts, sat: input.scores.sat, gpa: input.scores.gpa4, untParts: null };
  const { routes } = admissionRoutes({
    rules: admission.rules,
    institution: admission.institution,
    major: admission.major,
    gop: admission.gop,
    pooled: admission.pooled,
    scores,
    testedYears: admission.testedYears,
  });
  // The legal bar: the highest threshold (or the institution's own minimum) that blocks a route.
  let threshold: { bar: number; scope: string; sample: boolean; source: TSource | null } | null = null;
  for (const route of routes) {
    if (route.status !== 'BLOCKED' || route.rule.kind === 'SUBJECT_MINIMUM') continue;
    if (!threshold || route.rule.bar > threshold.bar) {
      threshold = {
        bar: route.rule.bar,
        scope: route.rule.scope,
        sample: route.rule.sample,
        source: route.rule.source,
      };
    }
  }
  const forecast =
    admission.major.grantPlaces !== 0 && admission.gop ? forecastCutoff(admission.gop.cutoffs, admission.pooled) : null;
  const cutoff = forecast && admission.gop ? Math.min(UNT_MAX, Math.ceil(forecast.bar)) : null;
  // Without a year's rules the model blocks nothing: the major's own minimum still is a bar.
  const own = admission.major.untMin;
  if (!threshold && own !== null && (unt ?? 0) < own) {
    threshold = { bar: own, scope: 'UNT', sample: admission.institution.sampleData, source: null };
  }
  const useCutoff = cutoff !== null && (threshold === null || cutoff >= threshold.bar);
  const target = useCutoff ? cutoff : (threshold?.bar ?? null);
  if (target === null || (unt !== null && unt >= target)) return [];
  const fromForecast = useCutoff && admission.gop && forecast ? forecastSource(admission.gop, forecast.years) : null;
  const gain = unt === null ? null : target - unt;
  const total: TGap = {
    exam: 'UNT',
    subject: null,
    current: unt,
    target,
    gain,
    bar: useCutoff ? 'FORECAST_CUTOFF' : 'THRESHOLD',
    sample: fromForecast ? fromForecast.sample : (threshold?.sample ?? false),
    source: fromForecast ? fromForecast.source : (threshold?.source ?? null),
    scope: useCutoff ? (admission.gop?.code ?? null) : (threshold?.scope ?? null),
    threshold: useCutoff && threshold ? { bar: threshold.bar, scope: threshold.scope, sample: threshold.sample } : null,
    subjectMinimum: null,
  };
  const minimum = (part: 'PROFILE_1' | 'PROFILE_2') => admission.rules?.subjects.get(part)?.score ?? null;
  const share = gain === null ? null : Math.ceil((gain * PROFILE_SUBJECT_MAX) / UNT_MAX);
  const profile: TGap[] = admission.gopSubjects.slice(0, 2).map((subject, index) => ({
    exam: 'UNT_PROFILE',
    subject,
    current: null,
    target: share ?? minimum(index === 0 ? 'PROFILE_1' : 'PROFILE_2') ?? 0,
    gain: share,
    bar: total.bar,
    sample: total.sample,
    source: total.source,
    scope: total.scope,
    threshold: null,
    subjectMinimum: minimum(index === 0 ? 'PROFILE_1' : 'PROFILE_2'),
  }));
  // The profile subjects first (most of the points), the total last: it is due the day before the session.
  return [...profile, total];
}

/** IELTS, SAT and GPA against the programme's own minimums, as the admission model's drivers read them. */
function ownGaps(
  input: TRoadmapInput,
  figures: { ieltsMin: number | null; satMin: number | null; gpaMin: number | null },
  sample: boolean,
) {
  const chance = ownAdmissionChance(figures, null, {
    unt: input.scores.unt,
    ielts: input.scores.ielts,
    sat: input.scores.sat,
    gpa: input.scores.gpa4,
  });
  const exams: Record<string, TPlanGapExam> = { ielts: 'IELTS', sat: 'SAT', gpa: 'GPA' };
  // Scores first, the language certificate last (it is usually taken after the school exams).
  const order = ['sat', 'gpa', 'ielts'];
  return [...(chance?.drivers ?? [])]
    .sort((a, b) => order.indexOf(a.exam) - order.indexOf(b.exam))
    .filter((d) => d.score === null || (d.margin !== null && d.margin < 0))
    .map((d): TGap => ({
      exam: exams[d.exam] ?? 'IELTS',
      subject: null,
      current: d.score,
      target: d.bar,
      gain: d.score === null ? null : round1(d.bar - d.score),
      bar: 'PROGRAMME_MINIMUM',
      sample,
      source: null,
      scope: null,
      threshold: null,
      subjectMinimum: null,
    }));
}

/** Every academic gap of the plan's target, in the order the phases take them. */
export function academicGaps(input: TRoadmapInput): TGap[] {
  const { target, scores } = input;
  if (target.goal === 'EMPLOYMENT') {
    const toeflEnough = scores.toefl !== null && scores.toefl >= EMPLOYMENT_TOEFL_ENOUGH;
    if (toeflEnough || (scores.ielts !== null && scores.ielts >= EMPLOYMENT_IELTS_TARGET)) return [];
    return [
      {
        exam: 'IELTS',
        subject: null,
        current: scores.ielts,
        target: EMPLOYMENT_IELTS_TARGET,
        gain: scores.ielts === null ? null : round1(EMPLOYMENT_IELTS_TARGET - scores.ielts),
        bar: 'JOB_MARKET',
        sample: false,
        source: null,
        scope: null,
        threshold: null,
        subjectMinimum: null,
      },
    ];
  }
  const { major } = target.enrollment;
  const admission = target.enrollment.admission;
  if (!admission) {
    // No admission data loaded (a bare catalogue target): the major's own minimums are the bars.
    const requirements = major.requirements;
    const gaps: TGap[] = [];
    if (requirements.untMin !== null && (scores.unt === null || scores.unt < requirements.untMin)) {
      gaps.push({
        exam: 'UNT',
        subject: null,
        current: scores.unt,
        target: requirements.untMin,
        gain: scores.unt === null ? null : requirements.untMin - scores.unt,
        bar: 'PROGRAMME_MINIMUM',
        sample: false,
        source: null,
        scope: null,
        threshold: null,
        subjectMinimum: null,
      });
    }
    return [...gaps, ...ownGaps(input, requirements, false)];
  }
  const unt = admission.institution.admissionBasis === 'UNT' ? untGaps(input, admission) : [];
  return [...unt, ...ownGaps(input, admission.major, admission.institution.sampleData)];
}

/**
 * The admission year a plan aims at: the requested target date's year; for a pupil the summer
 * after the last grade (a school year starts in September); otherwise the first year whose grant
 * application window has not closed yet.
 */
export function intakeYear(
  input: Pick<TRoadmapInput, 'today' | 'lifeStage' | 'years' | 'calendar' | 'requestedTargetDate'>,
): number {
  const [year = 2000, month = 1] = input.today.split('-').map(Number);
  if (input.requestedTargetDate) return Number(input.requestedTargetDate.slice(0, 4));
  if (input.lifeStage === 'PUPIL') {
    const schoolYearEnds = month >= 9 ? year + 1 : year;
    return schoolYearEnds + Math.max(0, 11 - (input.years ?? 11));
  }
  const window = calendarOfYear(input.calendar ?? [], year).get('GRANT_APPLICATION');
  return window && window.endsOn < input.today ? year + 1 : year;
}

export const addDays = (iso: string, days: number): string => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The calendar event a gap must be met by: the main UNT session for UNT scores, the grant application window for certificates. */
export function deadlineOf(
  exam: TPlanGapExam,
  events: ReadonlyMap<TAdmissionCalendarKind, TCalendarEvent>,
): TPlanDeadline | null {
  const kind: TAdmissionCalendarKind = exam === 'UNT' || exam === 'UNT_PROFILE' ? 'UNT_MAIN' : 'GRANT_APPLICATION';
  const event = events.get(kind);
  if (!event) return null;
  return { kind, on: event.startsOn, year: event.year, source: event.source, sample: event.sample };
}

/** The application window's close: the APPLICATION phase is due on it. */
export function applicationDeadline(events: ReadonlyMap<TAdmissionCalendarKind, TCalendarEvent>): TPlanDeadline | null {
  const event = events.get('GRANT_APPLICATION');
  if (!event) return null;
  return { kind: 'GRANT_APPLICATION', on: event.endsOn, year: event.year, source: event.source, sample: event.sample };
}
