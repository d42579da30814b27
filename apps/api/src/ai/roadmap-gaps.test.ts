import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALENDAR_SEEDS } from '../content/admission/admission-calendar.ts';
import type { TCalendarEvent } from '../modules/institutions/admission-calendar.ts';
import { calendarOfYear } from '../modules/institutions/admission-calendar.ts';
import type { TRuleFigure, TYearRules } from '../modules/institutions/admission-rules.ts';
import { aboutFirst, buildRoadmap } from './roadmap-builder.ts';
import { academicGaps, daysNeeded, intakeYear } from './roadmap-gaps.ts';
import type { TRoadmapInput } from './roadmap-provider.ts';

const L = (en: string) => ({ ru: en, kk: en, en });
const figure = (score: number, sample = false): TRuleFigure => ({ score, year: 2025, source: null, sample });
const RULES: TYearRules = {
  year: 2025,
  paid: new Map([
    ['GENERAL', figure(50)],
    ['NATIONAL_UNIVERSITY', figure(65)],
  ]),
  grant: new Map([
    ['GENERAL', figure(50)],
    ['NATIONAL_UNIVERSITY', figure(65)],
  ]),
  subjects: new Map([
    ['PROFILE_1', figure(5)],
    ['PROFILE_2', figure(5)],
  ]),
};
const CALENDAR: TCalendarEvent[] = CALENDAR_SEEDS.map((c) => ({
  year: c.year,
  kind: c.kind,
  startsOn: c.startsOn,
  endsOn: c.endsOn,
  source: c.source,
  sample: c.source === null,
}));

interface TStudent {
  unt: number | null;
  ielts: number | null;
  today?: string;
  grade?: number;
  national?: boolean;
  cutoffs?: number[];
}

/** An ENROLLMENT input at a UNT university whose GOP's sample cut-offs average 112. */
function enrollment(student: TStudent): TRoadmapInput {
  const cutoffs = student.cutoffs ?? [108, 112, 116];
  return {
    target: {
      goal: 'ENROLLMENT',
      enrollment: {
        institution: { id: 'i1', name: L('Kazakh University'), type: 'UNIVERSITY', preparationSteps: [] },
        major: {
          id: 'm1',
          name: L('Computer science'),
          field: 'IT',
          requirements: { ieltsMin: null, untMin: null, satMin: null, gpaMin: null },
        },
        admission: {
          rules: RULES,
          institution: {
            admissionBasis: 'UNT',
            nationalUniversity: student.national ?? false,
            ownTest: false,
            acceptanceRate: null,
            sampleData: false,
          },
          major: {
            field: 'IT',
            gopCode: 'B057',
            grantPlaces: 100,
            untMin: null,
            ieltsMin: null,
            satMin: null,
            gpaMin: null,
          },
          gop: {
            code: 'B057',
            field: 'IT',
            cutoffs: cutoffs.map((score, i) => ({ year: 2023 + i, score, source: null, sample: true })),
          },
          gopSubjects: ['MATH', 'INFORMATICS'],
          pooled: 3,
          testedYears: 0,
        },
      },
    },
    lifeStage: 'PUPIL',
    years: student.grade ?? 11,
    about: '',
    locale: 'RU',
    scores: { ielts: student.ielts, toefl: null, sat: null, unt: student.unt, gpa4: null },
    hollandCode: 'IRC',
    personalityType: 'INTJ',
    riasec: [],
    axes: [],
    reasoningPercent: null,
    materials: [],
    today: student.today ?? '2026-09-01',
    calendar: CALENDAR,
    requestedTargetDate: null,
  };
}

describe('academic gap phases', () => {
  it('turns a UNT total below the forecast cut-off into a measurable phase due before the main session', () => {
    const plan = buildRoadmap(enrollment({ unt: 98, ielts: null }));
    const unt = plan.phases.find((p) => p.kind === 'SCORE_UNT');
    expect(unt?.target).toMatchObject({
      exam: 'UNT',
      current: 98,
      target: 112,
      gain: 14,
      bar: 'FORECAST_CUTOFF',
      sample: true,
      deadline: { kind: 'UNT_MAIN', year: 2027, on: '2027-05-16', sample: true },
    });
    expect(unt?.title.en).toBe('UNT total 98 → 112, +14 points');
    expect(unt?.dueOn).toBe('2027-05-15');
    expect(unt?.because?.text.en).toBe(
      'because your UNT (98) is 14 points below the forecast grant cut-off of 112 for GOP B057 (sample figure)',
    );
    expect(unt?.because?.text.ru).toContain('пример');
    // 14 points, profile subjects carry 50 of 140 each: +5 per subject, with the legal minimum.
    const profile = plan.phases.filter((p) => p.kind === 'SCORE_PROFILE');
    expect(profile.map((p) => p.title.en)).toEqual([
      'Profile subject Mathematics: +5 points',
      'Profile subject Informatics: +5 points',
    ]);
    expect(profile[0]?.subtasks.map((s) => s.en)).toContain(
      'Score +5 points in Mathematics on a practice UNT (at least the minimum of 5 of 50)',
    );
    expect(plan.phases.find((p) => p.kind === 'APPLICATION')?.dueOn).toBe('2027-07-20');
    expect(plan.targetDate).toBe('2027-08-10');
    expect(plan.warnings).toEqual([]);
  });

  it('adds no gap phase when the scores meet every bar', () => {
    const plan = buildRoadmap(enrollment({ unt: 120, ielts: null }));
    expect(plan.phases.filter((p) => p.target)).toEqual([]);
    expect(plan.phases.map((p) => p.kind)).toEqual(['EXPLORE', 'APPLICATION']);
  });

  it('puts a legal threshold below the cut-off first, and a threshold above it becomes the target', () => {
    const national = buildRoadmap(enrollment({ unt: 60, ielts: null, national: true }));
    const unt = national.phases.find((p) => p.kind === 'SCORE_UNT');
    expect(unt?.target).toMatchObject({ target: 112, bar: 'FORECAST_CUTOFF' });
    expect(unt?.subtasks[0]?.en).toBe(
      'First pass the threshold of 65 (the national universities’ threshold) on a practice UNT',
    );
    const low = buildRoadmap(enrollment({ unt: 60, ielts: null, national: true, cutoffs: [55, 58, 61] }));
    expect(low.phases.find((p) => p.kind === 'SCORE_UNT')?.target).toMatchObject({
      target: 65,
      gain: 5,
      bar: 'THRESHOLD',
      sample: false,
    });
  });

  it('without a UNT result the phase asks for one and needs the time of a first result', () => {
    const gap = academicGaps(enrollment({ unt: null, ielts: null })).find((g) => g.exam === 'UNT');
    expect(gap).toMatchObject({ exam: 'UNT', current: null, target: 112, gain: null });
    expect(daysNeeded({ exam: 'UNT', gain: null })).toBe(90);
    expect(daysNeeded({ exam: 'UNT', gain: 14 })).toBe(140);
  });

  it('EMPLOYMENT keeps its IELTS target through the same gap mechanism, without a calendar deadline', () => {
    const input = enrollment({ unt: null, ielts: 5 });
    const plan = buildRoadmap({
      ...input,
      target: {
        goal: 'EMPLOYMENT',
        profession: {
          id: 'p',
          name: L('Developer'),
          field: 'IT',
          skills: [L('Databases and SQL')],
          majors: [],
          skillSteps: {},
        },
      },
      lifeStage: 'GRADUATE',
      years: null,
    });
    expect(plan.phases.find((p) => p.kind === 'LANGUAGE')?.target).toMatchObject({
      exam: 'IELTS',
      current: 5,
      target: 6,
      gain: 1,
      bar: 'JOB_MARKET',
      deadline: null,
    });
    expect(plan.warnings).toEqual([]);
  });
});

describe('calendar deadlines', () => {
  it('reads a year’s own dates with their source and projects a later year as sample', () => {
    const y2025 = calendarOfYear(CALENDAR, 2025);
    expect(y2025.get('UNT_MAIN')).toMatchObject({ startsOn: '2025-05-16', sample: false });
    expect(y2025.get('UNT_MAIN')?.source?.url).toContain('zakon.kz');
    const y2028 = calendarOfYear(CALENDAR, 2028);
    expect(y2028.get('UNT_MAIN')).toMatchObject({ year: 2028, startsOn: '2028-05-16', sample: true, source: null });
    expect(y2028.get('GRANT_APPLICATION')).toMatchObject({ startsOn: '2028-07-13', endsOn: '2028-07-20' });
  });

  it('picks the intake year from the grade, the window and the requested date', () => {
    const base = { lifeStage: 'PUPIL' as const, calendar: CALENDAR, requestedTargetDate: null };
    expect(intakeYear({ ...base, years: 11, today: '2026-09-01' })).toBe(2027);
    expect(intakeYear({ ...base, years: 9, today: '2026-03-01' })).toBe(2028);
    expect(intakeYear({ ...base, lifeStage: 'GRADUATE', years: null, today: '2026-07-25' })).toBe(2027);
    expect(intakeYear({ ...base, lifeStage: 'GRADUATE', years: null, today: '2026-06-01' })).toBe(2026);
    expect(intakeYear({ ...base, years: 9, today: '2026-03-01', requestedTargetDate: '2026-12-31' })).toBe(2026);
  });

  it('warns when less time is left before the main session than the gap needs', () => {
    const plan = buildRoadmap(enrollment({ unt: 98, ielts: null, today: '2027-03-01' }));
    const position = plan.phases.findIndex((p) => p.kind === 'SCORE_UNT');
    expect(plan.warnings).toContainEqual(
      expect.objectContaining({
        code: 'DEADLINE_TOO_CLOSE',
        phaseKind: 'SCORE_UNT',
        phasePosition: position,
        daysNeeded: 140,
        daysLeft: 76,
      }),
    );
    expect(plan.warnings?.[0]?.text.en).toContain(
      '76 days are left to the main UNT session 2027 (16.05.2027 (sample date))',
    );
  });

  it('warns that the deadline has passed when the target year’s session has begun', () => {
    const input = enrollment({ unt: 98, ielts: null, today: '2026-06-01' });
    const plan = buildRoadmap({ ...input, lifeStage: 'GRADUATE', years: null });
    expect(plan.warnings?.map((w) => [w.code, w.phaseKind])).toContainEqual(['DEADLINE_PASSED', 'SCORE_UNT']);
    // Phases never end before they start, even against a passed deadline.
    for (const phase of plan.phases) expect(phase.dueOn >= phase.startsOn).toBe(true);
  });
});

describe('the student’s words, values and years', () => {
  const skills = [L('Automated testing'), L('Databases and SQL')];
  it('moves a skill the "about you" text names to the front and quotes the word', () => {
    expect(aboutFirst('I love working with databases', skills).map((s) => [s.skill.en, s.word])).toEqual([
      ['Databases and SQL', 'databases'],
      ['Automated testing', null],
    ]);
    expect(aboutFirst('I like football', skills).map((s) => s.word)).toEqual([null, null]);
  });

  it('the strongest work value adds a step to the application phase, and a pupil with years to go gets an olympiad step', () => {
    const input = { ...enrollment({ unt: 120, ielts: null, grade: 8 }) };
    const plan = buildRoadmap({
      ...input,
      workValues: [
        { key: 'SUPPORT', score: 40 },
        { key: 'ACHIEVEMENT', score: 90 },
      ],
    });
    const application = plan.phases.find((p) => p.kind === 'APPLICATION');
    expect(application?.subtasks.at(-1)?.en).toBe('Set one measurable result for this phase and check it at the end');
    expect(application?.subtaskBecause?.at(-1)?.input).toBe('VALUES');
    expect(plan.phases[0]?.subtaskBecause?.map((b) => b.input)).toContain('YEARS');
  });
});

describe('plans follow from the inputs (property)', () => {
  const student = fc.record({
    unt: fc.option(fc.integer({ min: 50, max: 140 }), { nil: null }),
    ielts: fc.option(fc.constantFrom(4, 4.5, 5, 5.5, 6, 6.5, 7), { nil: null }),
    grade: fc.integer({ min: 8, max: 11 }),
  });
  const shape = (input: TRoadmapInput) =>
    buildRoadmap(input).phases.map((p) => [p.kind, p.title.en, p.subtasks.map((s) => s.en)]);

  it('two students whose UNT gap differs get different phases or subtasks; every phase and subtask names its input', () => {
    fc.assert(
      fc.property(student, fc.integer({ min: 1, max: 30 }), (s, delta) => {
        // Two UNT totals below the forecast cut-off (112) that differ: the gap differs.
        const a = { ...s, unt: 112 - delta - 1 };
        const b = { ...s, unt: 112 - delta - 1 + Math.min(delta, 10) };
        const planA = buildRoadmap(enrollment(a));
        expect(shape(enrollment(a))).not.toEqual(shape(enrollment(b)));
        for (const phase of planA.phases) {
          expect(phase.because?.text.en).toMatch(/^because /);
          expect(phase.subtaskBecause).toHaveLength(phase.subtasks.length);
          for (const reason of phase.subtaskBecause ?? []) expect(reason.text.en).toMatch(/^because /);
        }
      }),
      { seed: 22, numRuns: 60 },
    );
  });

  it('the same inputs give the same plan', () => {
    fc.assert(
      fc.property(student, (s) => {
        expect(buildRoadmap(enrollment(s))).toEqual(buildRoadmap(enrollment(s)));
      }),
      { seed: 23, numRuns: 40 },
    );
  });
});
