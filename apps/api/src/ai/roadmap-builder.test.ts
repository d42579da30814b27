import { describe, expect, it } from 'vitest';
import { addMonths, buildRoadmap, horizonMonths } from './roadmap-builder.ts';
import type { TRoadmapInput, TRoadmapMaterial } from './roadmap-provider.ts';

const l = (en: string) => ({ ru: `ru ${en}`, kk: `kk ${en}`, en });

const MATERIALS: TRoadmapMaterial[] = [
  { id: 'py-en', type: 'COURSE', title: 'Python EN', language: 'EN', fields: ['IT'], tags: ['python'] },
  { id: 'py-ru', type: 'COURSE', title: 'Python RU', language: 'RU', fields: ['IT'], tags: ['python'] },
  { id: 'algo-ru', type: 'BOOK', title: 'Algorithms RU', language: 'RU', fields: ['IT'], tags: [] },
  { id: 'med', type: 'VIDEO', title: 'Anatomy', language: 'RU', fields: ['MEDICINE'], tags: [] },
  { id: 'english', type: 'COURSE', title: 'Duolingo', language: 'EN', fields: ['EDUCATION'], tags: ['english'] },
];

function employment(overrides: Partial<TRoadmapInput> = {}): TRoadmapInput {
  return {
    target: {
      goal: 'EMPLOYMENT',
      profession: {
        id: 'p1',
        name: l('Software developer'),
        field: 'IT',
        skills: [l('Python'), l('Algorithms'), l('Git'), l('Testing'), l('SQL')],
        majors: [l('Computer science')],
        skillSteps: {},
      },
    },
    lifeStage: 'GRADUATE',
    years: null,
    about: '',
    locale: 'RU',
    scores: { ielts: null, toefl: null, sat: null, unt: null, gpa4: null },
    hollandCode: 'IRC',
    personalityType: 'INTJ',
    riasec: [],
    axes: [],
    reasoningPercent: null,
    materials: MATERIALS,
    today: '2026-01-31',
    ...overrides,
  };
}

function enrollment(ieltsMin: number | null, ielts: number | null): TRoadmapInput {
  return {
    ...employment({ lifeStage: 'PUPIL', years: 11 }),
    scores: { ielts, toefl: null, sat: null, unt: 120, gpa4: 3.5 },
    target: {
      goal: 'ENROLLMENT',
      enrollment: {
        institution: {
          id: 'i1',
          name: l('Nazarbayev University'),
          type: 'UNIVERSITY',
          preparationSteps: [
            { title: l('Foundation year'), months: 4 },
            { title: l('Olympiad'), months: 2 },
          ],
        },
        major: {
          id: 'm1',
          name: l('Computer science'),
          field: 'IT',
          requirements: { ieltsMin, untMin: 100, satMin: null, gpaMin: 3.8 },
        },
      },
    },
  };
}

describe('roadmap builder', () => {
  it('builds an EMPLOYMENT plan from the profession: explore, four skills, language gap, experience, job search', () => {
    const roadmap = buildRoadmap(employment());
    expect(roadmap.phases.map((p) => p.kind)).toEqual([
      'EXPLORE',
      'SKILL',
      'SKILL',
      'SKILL',
      'SKILL',
      'LANGUAGE',
      'EXPERIENCE',
      'JOB_SEARCH',
    ]);
    expect(roadmap.title.en).toBe('Software developer');
    expect(roadmap.phases[1]?.title.en).toBe('Skill: Python');
    expect(roadmap.summary.en).toContain('IRC');
    expect(roadmap.phases.every((p) => p.subtasks.length >= 3)).toBe(true);
    // every placeholder was filled in every language
    const all = JSON.stringify(roadmap);
    expect(all).not.toMatch(/\{\w+\}/);
  });

  it('names the profession’s field in the summary in each language, never its catalogue code', () => {
    const { target } = employment();
    if (target.goal !== 'EMPLOYMENT') throw new Error('an employment target');
    const { summary } = buildRoadmap(
      employment({ target: { ...target, profession: { ...target.profession, field: 'MEDICINE' } } }),
    );
    expect(summary.ru).toContain('«Медицина и здравоохранение»');
    expect(summary.kk).toContain('«Медицина және денсаулық сақтау»');
    expect(summary.en).toContain('“Medicine and health care”');
    expect(JSON.stringify(summary)).not.toContain('MEDICINE');
  });

  it('picks materials of the profession’s field, the student’s language first, and English ones for the language phase', () => {
    const roadmap = buildRoadmap(employment());
    const skill = roadmap.phases.filter((p) => p.kind === 'SKILL');
    expect(skill[0]?.materialIds).toEqual(['algo-ru', 'py-ru']);
    expect(skill[1]?.materialIds).toEqual(['py-en']);
    expect(roadmap.phases.find((p) => p.kind === 'LANGUAGE')?.materialIds).toEqual(['english']);
    expect(JSON.stringify(roadmap)).not.toContain('med');
    const english = buildRoadmap(employment({ locale: 'EN' }));
    expect(english.phases.find((p) => p.kind === 'SKILL')?.materialIds).toEqual(['py-en', 'algo-ru']);
  });

  it('leaves the language phase out when IELTS or TOEFL is high enough', () => {
    const kinds = (ielts: number | null, toefl: number | null) =>
      buildRoadmap(employment({ scores: { ielts, toefl, sat: null, unt: null, gpa4: null } })).phases.map(
        (p) => p.kind,
      );
    expect(kinds(6.5, null)).not.toContain('LANGUAGE');
    expect(kinds(null, 90)).not.toContain('LANGUAGE');
    expect(kinds(5.5, null)).toContain('LANGUAGE');
  });

  it('adds a school phase for pupils and a study phase for students', () => {
    const pupil = buildRoadmap(employment({ lifeStage: 'PUPIL', years: 9 }));
    expect(pupil.phases[1]?.kind).toBe('EDUCATION');
    expect(pupil.phases[1]?.subtasks.some((s) => s.en.includes('Computer science'))).toBe(true);
    const student = buildRoadmap(employment({ lifeStage: 'STUDENT', years: 2 }));
    expect(student.phases[1]?.description.en).toContain('3.0');
  });

  it('dates the phases back to back from today to the target date', () => {
    const roadmap = buildRoadmap(employment({ lifeStage: 'STUDENT', years: 3 }));
    expect(horizonMonths(employment({ lifeStage: 'STUDENT', years: 3 }))).toBe(21);
    expect(roadmap.phases[0]?.startsOn).toBe('2026-01-31');
    roadmap.phases.slice(1).forEach((phase, i) => expect(phase.startsOn).toBe(roadmap.phases[i]?.dueOn));
    expect(roadmap.phases.at(-1)?.dueOn).toBe(roadmap.targetDate);
    expect(roadmap.targetDate).toBe('2027-10-31');
  });

  it('a pupil in a lower grade gets a longer horizon', () => {
    expect(horizonMonths(employment({ lifeStage: 'PUPIL', years: 11 }))).toBe(57);
    expect(horizonMonths(employment({ lifeStage: 'PUPIL', years: 8 }))).toBe(93);
  });

  it('ENROLLMENT: an IELTS below the major’s minimum adds a language phase; met scores add nothing', () => {
    const below = buildRoadmap(enrollment(6.5, 5.5));
    expect(below.phases.map((p) => p.kind)).toEqual([
      'EXPLORE',
      'SCORE_GPA',
      'LANGUAGE',
      'PREPARATION',
      'PREPARATION',
      'APPLICATION',
    ]);
    expect(below.phases.find((p) => p.kind === 'LANGUAGE')?.description.en).toContain('6.5');
    expect(below.phases.find((p) => p.kind === 'LANGUAGE')?.description.en).toContain('5.5');
    expect(below.phases[3]?.title.en).toBe('Foundation year');
    expect(below.summary.en).toContain('2 of them');
    expect(buildRoadmap(enrollment(6.5, 7)).phases.map((p) => p.kind)).not.toContain('LANGUAGE');
    expect(buildRoadmap(enrollment(null, null)).phases.map((p) => p.kind)).not.toContain('LANGUAGE');
    expect(buildRoadmap(enrollment(6, null)).phases.map((p) => p.kind)).toContain('LANGUAGE');
  });

  it('adds whole and fractional months within month ends', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', 0.5)).toBe('2026-03-30');
    expect(addMonths('2026-11-10', 14)).toBe('2028-01-10');
  });

  it('is deterministic', () => {
    expect(buildRoadmap(employment())).toEqual(buildRoadmap(employment()));
  });
});
