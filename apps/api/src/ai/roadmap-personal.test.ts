import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SKILL_STEPS } from '../content/catalog/skill-steps.ts';
import { PROFESSIONS } from '../content/catalog/professions.ts';
import { buildRoadmap } from './roadmap-builder.ts';
import type { TRoadmapInput } from './roadmap-provider.ts';

const CODES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
const AXES = [
  ['EI', 'E', 'I'],
  ['SN', 'S', 'N'],
  ['TF', 'T', 'F'],
  ['JP', 'J', 'P'],
] as const;

interface TProfile {
  /** RIASEC scores, distinct so that the strongest and the weakest are unambiguous. */
  riasec: number[];
  /** Per axis: the first pole (true) or the second, and its strength in percent. */
  poles: boolean[];
  strengths: number[];
  /** Percent right in the logical-reasoning test, or null when not taken. */
  reasoning: number | null;
}

function input(profile: TProfile): TRoadmapInput {
  const axes = AXES.map(([axis, a, b], i) => ({
    axis,
    pole: profile.poles[i] ? a : b,
    strength: profile.strengths[i] ?? 50,
  }));
  return {
    target: {
      goal: 'EMPLOYMENT',
      profession: {
        id: 'p1',
        name: { ru: 'Программист', kk: 'Бағдарламашы', en: 'Software developer' },
        field: 'IT',
        skills: [
          { ru: 'Базы данных и SQL', kk: 'Дерекқорлар және SQL', en: 'Databases and SQL' },
          { ru: 'Автоматизированное тестирование', kk: 'Автоматтандырылған тестілеу', en: 'Automated testing' },
        ],
        majors: [],
        skillSteps: SKILL_STEPS,
      },
    },
    lifeStage: 'GRADUATE',
    years: null,
    about: '',
    locale: 'RU',
    scores: { ielts: 7, toefl: null, sat: null, unt: null, gpa4: null },
    hollandCode: 'IRC',
    personalityType: axes.map((a) => a.pole).join(''),
    riasec: CODES.map((code, i) => ({ code, score: profile.riasec[i] ?? 0 })),
    axes,
    reasoningPercent: profile.reasoning,
    materials: [],
    today: '2026-03-01',
  };
}

const profile = fc.record({
  riasec: fc.uniqueArray(fc.integer({ min: 0, max: 100 }), { minLength: 6, maxLength: 6 }),
  poles: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  strengths: fc.array(fc.integer({ min: 50, max: 100 }), { minLength: 4, maxLength: 4 }),
  reasoning: fc.constantFrom(null, 30, 65, 90),
});

/** A second profile that differs from the first in exactly one test result. */
const changed = (p: TProfile) =>
  fc.oneof(
    // the strongest or the weakest interest trades its score with another one
    fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 5 })).map(([strongest, step]) => {
      const order = [...p.riasec.keys()].sort((x, y) => (p.riasec[y] ?? 0) - (p.riasec[x] ?? 0));
      const from = strongest ? (order[0] ?? 0) : (order[5] ?? 5);
      const to = (from + step) % 6;
      const riasec = [...p.riasec];
      [riasec[from], riasec[to]] = [p.riasec[to] ?? 0, p.riasec[from] ?? 0];
      return { ...p, riasec };
    }),
    // the logical-reasoning result moves to another band (weak, middle, strong, not taken)
    fc
      .constantFrom(null, 30, 65, 90)
      .filter((r) => r !== p.reasoning)
      .map((reasoning) => ({ ...p, reasoning })),
    // one personality axis flips its pole
    fc.integer({ min: 0, max: 3 }).map((i) => ({ ...p, poles: p.poles.map((v, j) => (j === i ? !v : v)) })),
  );

const shape = (plan: ReturnType<typeof buildRoadmap>) =>
  plan.phases.map((p) => ({ kind: p.kind, title: p.title, subtasks: p.subtasks, because: p.subtaskBecause }));

describe('personal roadmap', () => {
  it('plans of two profiles that differ in a test result differ in phases or subtasks; every subtask names its input', () => {
    fc.assert(
      fc.property(
        profile.chain((p) => fc.tuple(fc.constant(p), changed(p))),
        ([a, b]) => {
          const planA = buildRoadmap(input(a));
          const planB = buildRoadmap(input(b));
          expect(shape(planA)).not.toEqual(shape(planB));
          for (const plan of [planA, planB]) {
            for (const phase of plan.phases) {
              expect(phase.because?.text.en).toMatch(/^because /);
              expect(phase.subtaskBecause).toHaveLength(phase.subtasks.length);
              for (const reason of phase.subtaskBecause ?? []) expect(reason.text.en).toMatch(/^because /);
            }
          }
        },
      ),
      { seed: 20260301, numRuns: 100 },
    );
  });

  it('the same inputs give the same plan', () => {
    fc.assert(
      fc.property(profile, (p) => {
        expect(buildRoadmap(input(p))).toEqual(buildRoadmap(input(p)));
      }),
      { seed: 20260302, numRuns: 50 },
    );
  });

  it('the strongest interest opens a confidence phase right after the first, the weakest gets a practice phase', () => {
    const plan = buildRoadmap(
      input({
        riasec: [10, 90, 40, 30, 20, 50],
        poles: [false, true, true, true],
        strengths: [80, 50, 50, 50],
        reasoning: 65,
      }),
    );
    expect(plan.phases.map((p) => p.kind)).toEqual([
      'EXPLORE',
      'CONFIDENCE',
      'SKILL',
      'SKILL',
      'PRACTICE',
      'EXPERIENCE',
      'JOB_SEARCH',
    ]);
    expect(plan.phases[1]?.because).toMatchObject({ input: 'RIASEC' });
    expect(plan.phases[1]?.because?.text.en).toContain('investigative (I): 90');
    expect(plan.phases[4]?.because?.text.en).toContain('realistic (R): 10');
    // the clearest pole (I, 80%) adds its way of practising to each skill phase
    const skill = plan.phases[2];
    expect(skill?.subtaskBecause?.at(-1)).toMatchObject({ input: 'AXIS' });
    expect(skill?.subtasks.at(-1)?.en).toContain('one-page summary');
  });

  it('the type and the "about you" text add steps to the first phase', () => {
    const plan = buildRoadmap({
      ...input({
        riasec: [1, 2, 3, 4, 5, 6],
        poles: [true, true, true, true],
        strengths: [50, 50, 50, 50],
        reasoning: null,
      }),
      about: 'I like robots',
    });
    const reasons = plan.phases[0]?.subtaskBecause?.map((b) => b.input);
    expect(reasons).toContain('TYPE');
    expect(reasons).toContain('ABOUT');
    expect(plan.phases[0]?.subtasks.some((s) => s.en.includes('I like robots'))).toBe(true);
  });
});

describe('logical reasoning', () => {
  const base = { riasec: [1, 2, 3, 4, 5, 6], poles: [true, true, true, true], strengths: [50, 50, 50, 50] };
  it('a weak result adds logic practice to the first skill phase, a strong one a challenge, none the test, the middle nothing', () => {
    const last = (reasoning: number | null) => {
      const skill = buildRoadmap(input({ ...base, reasoning })).phases.find((p) => p.kind === 'SKILL');
      return { step: skill?.subtasks.at(-1)?.en, input: skill?.subtaskBecause?.at(-1)?.input };
    };
    expect(last(30).step).toContain('15 logic problems');
    expect(last(30).input).toBe('REASONING');
    expect(last(90).step).toContain('olympiad');
    expect(last(90).input).toBe('REASONING');
    expect(last(65).input).toBe('SKILL');
    expect(last(null).step).toContain('Take the logical reasoning test');
    expect(last(null).input).toBe('REASONING');
  });
});

describe('skill steps', () => {
  const catalogueSkills = new Set(PROFESSIONS.flatMap((p) => p.skills.map((s) => s.en)));

  it('belong to skills of the catalogue, at least three per skill in ru, kk and en', () => {
    for (const [skill, steps] of Object.entries(SKILL_STEPS)) {
      expect(catalogueSkills.has(skill), skill).toBe(true);
      expect(steps.length).toBeGreaterThanOrEqual(3);
      for (const step of steps) {
        expect(step.ru && step.kk && step.en).toBeTruthy();
        expect(step.kk).toMatch(/[әғқңөұүһі]/);
      }
    }
  });

  it('no two skills share a step, and no skill repeats one', () => {
    const seen = new Map<string, string>();
    for (const [skill, steps] of Object.entries(SKILL_STEPS)) {
      for (const step of steps) {
        for (const text of [step.ru, step.kk, step.en]) {
          expect(seen.get(text), `${skill}: ${text}`).toBeUndefined();
          seen.set(text, skill);
        }
      }
    }
  });

  it('replace the generic steps in the skill’s phase', () => {
    const plan = buildRoadmap(
      input({
        riasec: [1, 2, 3, 4, 5, 6],
        poles: [true, true, true, true],
        strengths: [50, 50, 50, 50],
        reasoning: null,
      }),
    );
    const sql = plan.phases.find((p) => p.kind === 'SKILL');
    expect(sql?.subtasks.slice(0, 3)).toEqual(SKILL_STEPS['Databases and SQL']);
  });
});
