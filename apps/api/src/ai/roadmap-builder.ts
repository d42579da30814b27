import type { TLocale, TLocalized } from '@bagdar/contracts';
import type {
  RoadmapProvider,
  TRoadmap,
  TRoadmapEnrollment,
  TRoadmapInput,
  TRoadmapMaterial,
  TRoadmapPhase,
  TRoadmapProfession,
} from './roadmap-provider.ts';
import { fieldName } from './analysis-vocabulary.ts';
import * as text from './roadmap-texts.ts';
import * as personal from './roadmap-personal.ts';
import type { TPlanBecause } from './roadmap-provider.ts';

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

/** IELTS a job in the catalogue's fields is assumed to want when a student has none. */
export const EMPLOYMENT_IELTS_TARGET = 6;
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

/** The catalogue's materials for a field, the student's language first, then by title. */
export function materialsFor(materials: TRoadmapMaterial[], pick: (m: TRoadmapMaterial) => boolean, locale: TLocale) {
  const rank = LANGUAGE_RANK[locale];
  return materials
    .filter(pick)
    .sort((a, b) => rank.indexOf(a.language) - rank.indexOf(b.language) || a.title.localeCompare(b.title));
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
  );
  const skills = profession.skills.slice(0, SKILL_PHASES_MAX);
  skills.forEach((skill, index) => {
    const materialIds = fieldMaterials
      .slice(index * MATERIALS_PER_PHASE, (index + 1) * MATERIALS_PER_PHASE)
      .map((m) => m.id);
    drafts.push(skillDraft(input, base, skill, profession.skillSteps[skill.en], materialIds));
  });
  const ielts = scores.ielts;
  const toeflEnough = scores.toefl !== null && scores.toefl >= 80;
  if ((ielts === null || ielts < EMPLOYMENT_IELTS_TARGET) && !toeflEnough) {
    drafts.push(languageDraft(input, EMPLOYMENT_IELTS_TARGET));
  }
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
    result[0] = { ...first, text: { ...first.text, subtasks }, subtaskBecause: reasons };
  }
  withReasoning(input, result);
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

function languageDraft(input: TRoadmapInput, target: number): TDraft {
  const current = score(input.scores.ielts, text.NOT_TAKEN);
  const materialIds = materialsFor(input.materials, isLanguageMaterial, input.locale)
    .slice(0, MATERIALS_PER_PHASE)
    .map((m) => m.id);
  return {
    kind: 'LANGUAGE',
    text: text.languagePhase({ target, current }),
    weight: 3,
    materialIds,
    because: personal.becauseScore('IELTS', current, target),
  };
}

function enrollmentDrafts(input: TRoadmapInput, enrollment: TRoadmapEnrollment): TDraft[] {
  const { institution, major } = enrollment;
  const { requirements } = major;
  const { scores } = input;
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
  const gaps: [string, number | null, number | null][] = [
    ['UNT', requirements.untMin, scores.unt],
    ['SAT', requirements.satMin, scores.sat],
    ['GPA', requirements.gpaMin, scores.gpa4],
  ];
  for (const [exam, target, current] of gaps) {
    if (target === null || (current !== null && current >= target)) continue;
    const values = { ...base, exam, target, current: score(current, text.NOT_TAKEN) };
    drafts.push({
      kind: `SCORE_${exam}`,
      text: text.scoreGapPhase(values),
      weight: 3,
      materialIds: [],
      because: personal.becauseScore(exam, score(current, text.NOT_TAKEN), target),
    });
  }
  if (requirements.ieltsMin !== null && (scores.ielts === null || scores.ielts < requirements.ieltsMin)) {
    drafts.push(languageDraft(input, requirements.ieltsMin));
  }
  const fieldMaterials = major.field
    ? materialsFor(input.materials, (m) => m.fields.includes(major.field ?? '') && !isLanguageMaterial(m), input.locale)
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
  drafts.push({
    kind: 'APPLICATION',
    text: text.applicationPhase(base),
    weight: 1,
    materialIds: [],
    because: personal.becauseTarget(),
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
    };
  });
}

export function buildRoadmap(input: TRoadmapInput): TRoadmap {
  const months = horizonMonths(input);
  const { target } = input;
  const drafts =
    target.goal === 'EMPLOYMENT'
      ? employmentDrafts(input, target.profession)
      : enrollmentDrafts(input, target.enrollment);
  const phases = dated(personalised(input, drafts), input.today, months);
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
    targetDate: addMonths(input.today, months),
    phases,
    provider: BUILTIN_ROADMAP_PROVIDER_NAME,
    aiEnriched: false,
  };
}

export function createBuiltinRoadmapProvider(): RoadmapProvider {
  return {
    name: BUILTIN_ROADMAP_PROVIDER_NAME,
    async build(input, report) {
      await report?.('REQUIREMENTS', 25);
      const roadmap = buildRoadmap(input);
      await report?.('PHASES', 60);
      await report?.('MATERIALS', 85);
      return roadmap;
    },
  };
}
