import type { TLocale, TLocalized, TPlanDeadline, TPlanTarget, TPlanWarning } from '@bagdar/contracts';
import type {
  RoadmapProvider,
  TRoadmap,
  TRoadmapEnrollment,
  TRoadmapInput,
  TRoadmapMaterial,
  TRoadmapPhase,
  TRoadmapProfession,
} from './roadmap-provider.ts';
import { fieldName, workValueName } from './analysis-vocabulary.ts';
import * as text from './roadmap-texts.ts';
import * as personal from './roadmap-personal.ts';
import type { TPlanBecause } from './roadmap-provider.ts';
import { calendarOfYear } from '../modules/institutions/admission-calendar.ts';
import * as gapText from './roadmap-gap-texts.ts';
import {
  academicGaps,
  addDays,
  applicationDeadline,
  daysBetween,
  daysNeeded,
  deadlineOf,
  EMPLOYMENT_IELTS_TARGET,
  intakeYear,
  type TGap,
} from './roadmap-gaps.ts';

export const BUILTIN_ROADMAP_PROVIDER_NAME = 'builtin';

/**
 * The built-in roadmap: phases from the profession's skills (EMPLOYMENT) or the major's
 * requirements, the student's score gaps and the institution's preparation steps (ENROLLMENT),
 * dated over a horizon that follows from where the student stands, then personalised from the
 * analysis: the strongest RIASEC interest opens an early confidence phase, the weakest gets a
 * practice phase, the clearest personality pole adds a way of practising each skill, and the
 * type and the "about you" text add steps to the first phase. Every phase and subtask records the
 * input that produced it. Deterministic.
 */

export { EMPLOYMENT_IELTS_TARGET };
const SKILL_PHASES_MAX = 4;
const MATERIALS_PER_PHASE = 2;
const SCHOOL_LAST_GRADE = 11;
const BACHELOR_YEARS = 4;

interface TDraft {
  kind: string;
  text: text.TPhaseText;
  /** Share of the horizon (or exact months for an institution's steps). */
  weight: number;
  materialIds: string[];
  because: TPlanBecause;
  /** Per subtask; a subtask without an entry is there for the phase's own reason. */
  subtaskBecause?: TPlanBecause[];
  /** A gap phase's measurable target (and deadline). */
  target?: TPlanTarget;
  /** The day the phase must be done by (a real deadline); the dates of the phases before it fit in. */
  anchor?: string;
  /** Days a gap phase needs at the usual pace (the warning compares them with the days left). */
  gapDays?: number;
  /** The real deadline of a phase without a gap target (the application window). */
  deadline?: TPlanDeadline;
}

/** An axis pole this clear (percent) adds its way of practising to every skill phase. */
const CLEAR_POLE_MIN = 55;
const ABOUT_QUOTE_MAX = 80;

/** Months from now to the goal. */
export function horizonMonths(input: Pick<TRoadmapInput, 'target' | 'lifeStage' | 'years'>): number {
  const { lifeStage, years } = input;
  const schoolLeft = lifeStage === 'PUPIL' ? Math.max(0, SCHOOL_LAST_GRADE - (years ?? SCHOOL_LAST_GRADE)) * 12 + 9 : 0;
  if (input.target.goal === 'ENROLLMENT') {
    const steps = input.target.enrollment.institution.preparationSteps.reduce((sum, s) => sum + s.months, 0);
    return Math.max(6, schoolLeft, Math.min(steps + 3, 36));
  }
  switch (lifeStage) {
    case 'PUPIL':
      return schoolLeft + BACHELOR_YEARS * 12;
    case 'STUDENT':
      return Math.max(6, (BACHELOR_YEARS - Math.min(years ?? 1, BACHELOR_YEARS)) * 12 + 9);
    case 'GRADUATE':
      return 12;
    case 'WORKING':
      return 12;
  }
}

export function addMonths(isoDay: string, months: number): string {
  const [y = 0, m = 1, d = 1] = isoDay.split('-').map(Number);
  const whole = Math.floor(months);
  const date = new Date(Date.UTC(y, m - 1 + whole, 1));
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(d, lastDay));
  date.setUTCDate(date.getUTCDate() + Math.round((months - whole) * 30));
  return date.toISOString().slice(0, 10);
}

const LANGUAGE_RANK: Record<TLocale, TLocale[]> = {
  RU: ['RU', 'EN', 'KK'],
  KK: ['KK', 'RU', 'EN'],
  EN: ['EN', 'RU', 'KK'],
};

/**
 * How well a material suits the student's reasoning result (lower first): a weak result puts guided
 * formats (video, course, beginner) first, a strong one books and articles; otherwise no preference.
 */
export function levelRank(material: TRoadmapMaterial, reasoningPercent: number | null | undefined): number {
  if (reasoningPercent === null || reasoningPercent === undefined) return 0;
  if (reasoningPercent < personal.REASONING_GAP_BELOW) {
    if (material.tags.includes('beginner')) return 0;
    return material.type === 'VIDEO' ? 1 : material.type === 'COURSE' ? 2 : 3;
  }
  if (reasoningPercent >= personal.REASONING_STRONG_FROM) {
    return material.type === 'BOOK' ? 0 : material.type === 'ARTICLE' ? 1 : material.tags.includes('beginner') ? 3 : 2;
  }
  return 0;
}

/** The catalogue's materials for a field: the student's language first, then the level their reasoning result suits, then by title. */
export function materialsFor(
  materials: TRoadmapMaterial[],
  pick: (m: TRoadmapMaterial) => boolean,
  locale: TLocale,
  reasoningPercent?: number | null,
) {
  const rank = LANGUAGE_RANK[locale];
  return materials
    .filter(pick)
    .sort(
      (a, b) =>
        rank.indexOf(a.language) - rank.indexOf(b.language) ||
        levelRank(a, reasoningPercent) - levelRank(b, reasoningPercent) ||
        a.title.localeCompare(b.title),
    );
}

const isLanguageMaterial = (m: TRoadmapMaterial) =>
  m.tags.some((tag) => tag === 'english' || tag === 'ielts' || tag === 'languages');

const score = (value: number | null, notTaken: TLocalized) => (value === null ? notTaken : String(value));
const joinNames = (names: TLocalized[]): TLocalized => ({
  ru: names.map((n) => n.ru).join(', '),
  kk: names.map((n) => n.kk).join(', '),
  en: names.map((n) => n.en).join(', '),
});

function employmentDrafts(input: TRoadmapInput, profession: TRoadmapProfession): TDraft[] {
  const { scores } = input;
  const base = { name: profession.name, holland: input.hollandCode ?? text.NOT_KNOWN };
  const drafts: TDraft[] = [
    {
      kind: 'EXPLORE',
      text: text.exploreProfession(base),
      weight: 1,
      materialIds: [],
      because: personal.becauseTarget(),
    },
  ];
  if (input.lifeStage === 'PUPIL') {
    const majors = profession.majors.length > 0 ? joinNames(profession.majors) : profession.name;
    drafts.push({
      kind: 'EDUCATION',
      text: text.pupilEducation({ ...base, majors, unt: score(scores.unt, text.NOT_TAKEN) }),
      weight: 6,
      materialIds: [],
      because: personal.becauseLifeStage(),
    });
  } else if (input.lifeStage === 'STUDENT') {
    drafts.push({
      kind: 'EDUCATION',
      text: text.studentEducation({ ...base, gpa: score(scores.gpa4, text.NOT_KNOWN) }),
      weight: 3,
      materialIds: [],
      because: personal.becauseLifeStage(),
    });
  }
  const fieldMaterials = materialsFor(
    input.materials,
    (m) => m.fields.includes(profession.field) && !isLanguageMaterial(m),
    input.locale,
    input.reasoningPercent,
  );
  // A skill the student's own words name comes first, even from beyond the first four.
  const skills = aboutFirst(input.about, profession.skills).slice(0, SKILL_PHASES_MAX);
  skills.forEach(({ skill, word }, index) => {
    const materialIds = fieldMaterials
      .slice(index * MATERIALS_PER_PHASE, (index + 1) * MATERIALS_PER_PHASE)
      .map((m) => m.id);
    const draft = skillDraft(input, base, skill, profession.skillSteps[skill.en], materialIds);
    drafts.push(word ? { ...draft, because: personal.becauseAboutSkill(word, skill) } : draft);
  });
  for (const gap of academicGaps(input)) drafts.push(gapDraft(input, gap, null));
  const leftover = fieldMaterials.slice(skills.length * MATERIALS_PER_PHASE, skills.length * MATERIALS_PER_PHASE + 2);
  drafts.push({
    kind: 'EXPERIENCE',
    text: text.experiencePhase(base),
    weight: 3,
    materialIds: leftover.map((m) => m.id),
    because: personal.becauseTarget(),
  });
  drafts.push({
    kind: 'JOB_SEARCH',
    text: text.jobSearchPhase(base),
    weight: 1,
    materialIds: [],
    because: personal.becauseTarget(),
  });
  return drafts;
}

/** The clearest personality pole, when it is clear enough to shape how skills are practised. */
function clearPole(input: TRoadmapInput) {
  const [pole] = [...input.axes].sort((a, b) => b.strength - a.strength || a.axis.localeCompare(b.axis));
  return pole && pole.strength >= CLEAR_POLE_MIN && personal.POLE_PRACTICE[pole.pole] ? pole : null;
}

/** A skill's phase: the catalogue's own steps for the skill (generic ones while it has none), then the practice its clearest pole suits. */
function skillDraft(
  input: TRoadmapInput,
  base: Record<string, TLocalized | string>,
  skill: TLocalized,
  steps: TLocalized[] | undefined,
  materialIds: string[],
) {
  const phaseText = text.skillPhase({ ...base, skill });
  const because = personal.becauseSkill(skill);
  const subtasks = [...(steps && steps.length > 0 ? steps : personal.genericSkillSteps(skill))];
  const subtaskBecause = subtasks.map(() => because);
  const pole = clearPole(input);
  const practice = pole ? personal.POLE_PRACTICE[pole.pole] : undefined;
  if (pole && practice) {
    subtasks.push(practice);
    subtaskBecause.push(personal.becauseAxis(pole.pole, pole.strength));
  }
  return {
    kind: 'SKILL',
    text: { ...phaseText, subtasks },
    weight: 2,
    materialIds,
    because,
    subtaskBecause,
  } satisfies TDraft;
}

/**
 * Adds what the analysis and the student's own words imply: the strongest RIASEC interest as a
 * confidence phase right after the first one, the weakest as a practice phase before the
 * experience or application phase, the type and the "about you" text as steps of the first phase.
 */
function personalised(input: TRoadmapInput, drafts: TDraft[]): TDraft[] {
  const result = [...drafts];
  const [first] = result;
  if (first) {
    const subtasks = [...first.text.subtasks];
    const reasons = first.text.subtasks.map((_, i) => first.subtaskBecause?.[i] ?? first.because);
    if (input.personalityType) {
      subtasks.push(personal.typeSubtask(input.personalityType));
      reasons.push(personal.becauseType(input.personalityType));
    }
    const about = input.about.trim().replace(/\s+/g, ' ');
    if (about) {
      const quote = about.length > ABOUT_QUOTE_MAX ? `${about.slice(0, ABOUT_QUOTE_MAX - 1)}…` : about;
      subtasks.push(personal.aboutSubtask(quote));
      reasons.push(personal.becauseAbout());
    }
    const schoolYearsLeft = input.lifeStage === 'PUPIL' ? SCHOOL_LAST_GRADE - (input.years ?? SCHOOL_LAST_GRADE) : 0;
    if (schoolYearsLeft >= EARLY_YEARS_FROM) {
      const step = gapText.earlyYearsStep(schoolYearsLeft);
      subtasks.push(step.title);
      reasons.push(step.because);
    }
    result[0] = { ...first, text: { ...first.text, subtasks }, subtaskBecause: reasons };
  }
  withReasoning(input, result);
  withWorkValue(input, result);
  const ranked = input.riasec
    .filter((r) => personal.CONFIDENCE[r.code])
    .sort((a, b) => b.score - a.score || 'RIASEC'.indexOf(a.code) - 'RIASEC'.indexOf(b.code));
  const strongest = ranked[0];
  const weakest = ranked.length > 1 ? ranked[ranked.length - 1] : undefined;
  if (strongest) {
    const phase = personal.CONFIDENCE[strongest.code];
    if (phase) {
      result.splice(1, 0, {
        kind: 'CONFIDENCE',
        text: {
          title: phase.title,
          description: personal.confidenceDescription,
          achievement: personal.confidenceAchievement,
          subtasks: [...phase.subtasks, personal.confidenceReflection],
        },
        weight: 1,
        materialIds: [],
        because: personal.becauseStrength(strongest.code, strongest.score),
      });
    }
  }
  if (weakest && weakest.score < (strongest?.score ?? 0)) {
    const phase = personal.PRACTICE[weakest.code];
    const before = result.findIndex((d) => d.kind === 'EXPERIENCE' || d.kind === 'APPLICATION');
    if (phase) {
      result.splice(before < 0 ? result.length : before, 0, {
        kind: 'PRACTICE',
        text: {
          title: phase.title,
          description: personal.practiceDescription,
          achievement: personal.practiceAchievement,
          subtasks: phase.subtasks,
        },
        weight: 2,
        materialIds: [],
        because: personal.becauseGap(weakest.code, weakest.score),
      });
    }
  }
  return result;
}

/** A pupil this many school years or more before the last grade gets an olympiad or summer-school step. */
const EARLY_YEARS_FROM = 2;

/** The strongest work value adds its way of working to the experience (or application) phase. */
function withWorkValue(input: TRoadmapInput, drafts: TDraft[]) {
  const [top] = [...(input.workValues ?? [])].sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  const step = top ? personal.VALUE_STEPS[top.key] : undefined;
  const at = drafts.findIndex((d) => d.kind === 'EXPERIENCE' || d.kind === 'APPLICATION');
  const target = drafts[at];
  if (!top || !step || !target) return;
  drafts[at] = {
    ...target,
    text: { ...target.text, subtasks: [...target.text.subtasks, step] },
    subtaskBecause: [
      ...target.text.subtasks.map((_, i) => target.subtaskBecause?.[i] ?? target.because),
      personal.becauseValue(workValueName(top.key), top.score),
    ],
  };
}

/**
 * The logical-reasoning result: a weak one adds regular logic practice to the first skill (or
 * score) phase, a strong one adds a harder challenge there instead, a missing one asks to take
 * the test; a middling one changes nothing.
 */
function withReasoning(input: TRoadmapInput, drafts: TDraft[]) {
  const percent = input.reasoningPercent;
  const step =
    percent === null
      ? personal.reasoningTest
      : percent < personal.REASONING_GAP_BELOW
        ? personal.reasoningPractice
        : percent >= personal.REASONING_STRONG_FROM
          ? personal.reasoningChallenge
          : null;
  const at = drafts.findIndex((d) => d.kind === 'SKILL' || d.kind.startsWith('SCORE_'));
  const target = drafts[at];
  if (!step || !target) return;
  drafts[at] = {
    ...target,
    text: { ...target.text, subtasks: [...target.text.subtasks, step] },
    subtaskBecause: [
      ...target.text.subtasks.map((_, i) => target.subtaskBecause?.[i] ?? target.because),
      percent === null ? personal.becauseNoReasoning() : personal.becauseReasoning(percent),
    ],
  };
}

/** Words of the "about you" text (letters only, lower case). */
const wordsOf = (textValue: string) => textValue.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
/** Two words match when equal, or when both are at least 5 letters long and share the first 5 (a stem). */
const sameStem = (a: string, b: string) =>
  a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));

/**
 * The skills with those the student's "about you" text names (a word of the skill's name in any
 * language, at least 4 letters) moved first, each with the student's word; the others keep their order.
 */
export function aboutFirst(about: string, skills: TLocalized[]): { skill: TLocalized; word: string | null }[] {
  const said = wordsOf(about).filter((w) => w.length >= 4);
  const matched = skills.map((skill) => {
    const names = [...wordsOf(skill.ru), ...wordsOf(skill.kk), ...wordsOf(skill.en)].filter((w) => w.length >= 4);
    const word = said.find((w) => names.some((n) => sameStem(w, n))) ?? null;
    return { skill, word };
  });
  return [...matched.filter((m) => m.word), ...matched.filter((m) => !m.word)];
}

const GAP_KINDS: Record<TGap['exam'], string> = {
  UNT: 'SCORE_UNT',
  UNT_PROFILE: 'SCORE_PROFILE',
  IELTS: 'LANGUAGE',
  SAT: 'SCORE_SAT',
  GPA: 'SCORE_GPA',
};
/** Catalogue tags of the UNT's profile subjects, for the subject's own materials. */
const SUBJECT_TAGS: Partial<Record<string, string>> = {
  MATH: 'mathematics',
  PHYSICS: 'physics',
  INFORMATICS: 'programming',
  CHEMISTRY: 'chemistry',
  BIOLOGY: 'biology',
  GEOGRAPHY: 'geography',
  WORLD_HISTORY: 'history',
  LAW_BASICS: 'law',
};
const isUntMaterial = (m: TRoadmapMaterial) =>
  m.tags.some((tag) => tag === 'ent' || tag === 'school subjects' || tag === 'school');

/**
 * A gap's phase: its measurable target, the deadline it is due before (when the calendar has one),
 * the steps that close it and the materials that fit it.
 */
function gapDraft(input: TRoadmapInput, gap: TGap, deadline: TPlanDeadline | null): TDraft {
  const phaseText = gapText.gapPhaseText(gap, deadline);
  const because = gapText.becauseGap(gap);
  const subtasks = [...phaseText.subtasks];
  const reasons = subtasks.map(() => because);
  if (gap.threshold && (gap.current ?? 0) < gap.threshold.bar) {
    const step = gapText.thresholdStep(gap.threshold);
    subtasks.unshift(step.title);
    reasons.unshift(step.because);
  }
  if (deadline && gap.exam === 'UNT') {
    const step = gapText.calendarStep(deadline);
    subtasks.push(step.title);
    reasons.push(step.because);
    const monthsLeft = Math.floor(daysBetween(input.today, deadline.on) / 30);
    if (monthsLeft >= 0 && monthsLeft <= 12) {
      const last = gapText.lastYearStep(monthsLeft);
      subtasks.push(last.title);
      reasons.push(last.because);
    }
  }
  const subjectTag = gap.subject ? SUBJECT_TAGS[gap.subject] : undefined;
  const pick =
    gap.exam === 'IELTS'
      ? isLanguageMaterial
      : gap.exam === 'UNT_PROFILE' && subjectTag
        ? (m: TRoadmapMaterial) => m.tags.includes(subjectTag) || isUntMaterial(m)
        : isUntMaterial;
  const materialIds = materialsFor(input.materials, pick, input.locale, input.reasoningPercent)
    .slice(0, MATERIALS_PER_PHASE)
    .map((m) => m.id);
  const days = daysNeeded(gap);
  return {
    kind: GAP_KINDS[gap.exam],
    text: { ...phaseText, subtasks },
    weight: 3,
    materialIds,
    because,
    subtaskBecause: reasons,
    target: {
      exam: gap.exam,
      subject: gap.subject,
      current: gap.current,
      target: gap.target,
      gain: gap.gain ?? gap.target - (gap.current ?? 0),
      bar: gap.bar,
      sample: gap.sample,
      source: gap.source,
      deadline,
    },
    ...(deadline ? { anchor: addDays(deadline.on, -1) } : {}),
    gapDays: days,
  };
}

function enrollmentDrafts(
  input: TRoadmapInput,
  enrollment: TRoadmapEnrollment,
  calendar: TPlanCalendar | null,
): TDraft[] {
  const { institution, major } = enrollment;
  const base = {
    institution: institution.name,
    major: major.name,
    holland: input.hollandCode ?? text.NOT_KNOWN,
  };
  const drafts: TDraft[] = [
    {
      kind: 'EXPLORE',
      text: text.exploreInstitution(base),
      weight: 1,
      materialIds: [],
      because: personal.becauseTarget(),
    },
  ];
  const events = calendar ? calendar.events : null;
  for (const gap of academicGaps(input)) {
    drafts.push(gapDraft(input, gap, events ? deadlineOf(gap.exam, events) : null));
  }
  const fieldMaterials = major.field
    ? materialsFor(
        input.materials,
        (m) => m.fields.includes(major.field ?? '') && !isLanguageMaterial(m),
        input.locale,
        input.reasoningPercent,
      )
    : [];
  institution.preparationSteps.forEach((step, index) => {
    const materialIds = fieldMaterials.slice(index * MATERIALS_PER_PHASE, (index + 1) * MATERIALS_PER_PHASE);
    drafts.push({
      kind: 'PREPARATION',
      text: text.preparationStepPhase({ ...base, step: step.title, months: step.months }),
      weight: Math.max(1, step.months),
      materialIds: materialIds.map((m) => m.id),
      because: personal.becauseTarget(),
    });
  });
  const closes = events ? applicationDeadline(events) : null;
  drafts.push({
    kind: 'APPLICATION',
    text: text.applicationPhase(base),
    weight: 1,
    materialIds: [],
    because: personal.becauseTarget(),
    ...(closes ? { anchor: closes.on, deadline: closes } : {}),
  });
  return drafts;
}

/** Spreads the phases over the horizon in proportion to their weights; each phase ends where the next starts. */
function dated(drafts: TDraft[], today: string, months: number): TRoadmapPhase[] {
  const total = drafts.reduce((sum, d) => sum + d.weight, 0);
  let elapsed = 0;
  return drafts.map((draft) => {
    const startsOn = addMonths(today, (elapsed / total) * months);
    elapsed += draft.weight;
    const dueOn = addMonths(today, (elapsed / total) * months);
    return {
      kind: draft.kind,
      ...draft.text,
      startsOn,
      dueOn,
      materialIds: draft.materialIds,
      because: draft.because,
      subtaskBecause: draft.text.subtasks.map((_, i) => draft.subtaskBecause?.[i] ?? draft.because),
      target: draft.target ?? null,
    };
  });
}

/** The intake year's calendar events (own or projected) of an ENROLLMENT plan at a UNT institution. */
interface TPlanCalendar {
  year: number;
  events: ReturnType<typeof calendarOfYear>;
  /** The plan's end: the grant results, else the application window's close. */
  targetDate: string;
}

function planCalendar(input: TRoadmapInput): TPlanCalendar | null {
  const { target } = input;
  if (target.goal !== 'ENROLLMENT' || target.enrollment.admission?.institution.admissionBasis !== 'UNT') return null;
  if (!input.calendar || input.calendar.length === 0) return null;
  const year = intakeYear({
    ...input,
    calendar: input.calendar,
    requestedTargetDate: input.requestedTargetDate ?? null,
  });
  const events = calendarOfYear(input.calendar, year);
  const end = events.get('GRANT_RESULTS')?.startsOn ?? events.get('GRANT_APPLICATION')?.endsOn;
  if (!end) return null;
  return { year, events, targetDate: end };
}

/** Phases this close to today at least (a deadline already passed still leaves a short phase). */
const MIN_PHASE_DAYS = 7;

/**
 * Dates phases against real deadlines: each anchored phase ends the day before its deadline and
 * the phases before it share the time since the previous one in proportion to their weights; the
 * phases after the last deadline share the time to the target date. Anchors never go backwards.
 */
function datedToDeadlines(
  drafts: TDraft[],
  today: string,
  targetDate: string,
): { phases: TRoadmapPhase[]; end: string } {
  let floor = addDays(today, MIN_PHASE_DAYS);
  const anchors = drafts.map((d) => {
    if (!d.anchor) return null;
    const anchor = d.anchor < floor ? floor : d.anchor;
    floor = anchor;
    return anchor;
  });
  const end = targetDate < floor ? floor : targetDate;
  const phases: TRoadmapPhase[] = [];
  let segmentStart = today;
  let first = 0;
  const close = (last: number, segmentEnd: string) => {
    const part = drafts.slice(first, last + 1);
    const total = part.reduce((sum, d) => sum + d.weight, 0);
    const span = Math.max(0, daysBetween(segmentStart, segmentEnd));
    let elapsed = 0;
    part.forEach((draft, index) => {
      const startsOn = addDays(segmentStart, Math.round((elapsed / total) * span));
      elapsed += draft.weight;
      const dueOn =
        index === part.length - 1 ? segmentEnd : addDays(segmentStart, Math.round((elapsed / total) * span));
      phases.push({
        kind: draft.kind,
        ...draft.text,
        startsOn,
        dueOn,
        materialIds: draft.materialIds,
        because: draft.because,
        subtaskBecause: draft.text.subtasks.map((_, i) => draft.subtaskBecause?.[i] ?? draft.because),
        target: draft.target ?? null,
      });
    });
    segmentStart = segmentEnd;
    first = last + 1;
  };
  anchors.forEach((anchor, index) => {
    if (anchor === null) return;
    const next = anchors.slice(index + 1).find((a) => a !== null);
    if (next === undefined || next === null || next > anchor) close(index, anchor);
  });
  if (first < drafts.length) close(drafts.length - 1, end);
  return { phases, end };
}

/** Deadlines the plan cannot meet: a deadline already passed, or fewer days left than the phase needs. */
function deadlineWarnings(drafts: TDraft[], phases: TRoadmapPhase[], today: string): TPlanWarning[] {
  const warnings: TPlanWarning[] = [];
  drafts.forEach((draft, position) => {
    const deadline = draft.target?.deadline ?? draft.deadline;
    const phase = phases[position];
    if (!deadline || !phase) return;
    const daysLeft = daysBetween(today, deadline.on);
    const needed = draft.gapDays ?? 1;
    const code = daysLeft <= 0 ? 'DEADLINE_PASSED' : daysLeft < needed ? 'DEADLINE_TOO_CLOSE' : null;
    if (!code) return;
    warnings.push({
      code,
      phaseKind: draft.kind,
      phasePosition: position,
      deadline,
      daysNeeded: needed,
      daysLeft,
      text: gapText.warningText(code, phase.title, deadline, needed, daysLeft),
    });
  });
  return warnings;
}

/** Whole months between two days (at least 1). */
const monthsBetween = (from: string, to: string) => Math.max(1, Math.round(daysBetween(from, to) / 30.44));

export function buildRoadmap(input: TRoadmapInput): TRoadmap {
  const { target } = input;
  const calendar = planCalendar(input);
  const requested =
    input.requestedTargetDate && input.requestedTargetDate > input.today ? input.requestedTargetDate : null;
  const drafts = personalised(
    input,
    target.goal === 'EMPLOYMENT'
      ? employmentDrafts(input, target.profession)
      : enrollmentDrafts(input, target.enrollment, calendar),
  );
  let phases: TRoadmapPhase[];
  let months: number;
  let targetDate: string;
  let warnings: TPlanWarning[] = [];
  if (calendar) {
    const result = datedToDeadlines(drafts, input.today, calendar.targetDate);
    phases = result.phases;
    targetDate = result.end;
    months = monthsBetween(input.today, targetDate);
    warnings = deadlineWarnings(drafts, phases, input.today);
  } else {
    months = requested ? monthsBetween(input.today, requested) : horizonMonths(input);
    phases = dated(drafts, input.today, months);
    targetDate = requested ?? addMonths(input.today, months);
  }
  const holland = input.hollandCode ?? text.NOT_KNOWN;
  const summary =
    target.goal === 'EMPLOYMENT'
      ? text.employmentSummary({
          name: target.profession.name,
          months,
          phases: phases.length,
          holland,
          // The field's name in each language: the catalogue code (MEDICINE) is not a word for a reader.
          field: fieldName(target.profession.field),
        })
      : text.enrollmentSummary({
          institution: target.enrollment.institution.name,
          major: target.enrollment.major.name,
          months,
          phases: phases.length,
          gaps: phases.filter((p) => p.kind.startsWith('SCORE_') || p.kind === 'LANGUAGE').length,
        });
  return {
    title: target.goal === 'EMPLOYMENT' ? target.profession.name : target.enrollment.major.name,
    summary,
    targetDate,
    phases,
    provider: BUILTIN_ROADMAP_PROVIDER_NAME,
    aiEnriched: false,
    warnings,
  };
}

export function createBuiltinRoadmapProvider(): RoadmapProvider {
  return {
    name: BUILTIN_ROADMAP_PROVIDER_NAME,
    build: (input) => Promise.resolve(buildRoadmap(input)),
  };
}
