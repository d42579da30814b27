import { ZAnalysis, type TLocalized } from '@bagdar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_MATERIALS, itUserInput, loadCatalogueProfessions } from './analysis-fixtures.ts';
import type { TAnalysisResult, TProfessionRecord } from './analysis-provider.ts';
import { createBuiltinProvider } from './builtin-provider.ts';
import { iachanIndex, scoreProfession } from './profession-fit.ts';
import { axisLetter, buildTypeProfile } from './type-profile.ts';

let catalogue: TProfessionRecord[];
beforeAll(async () => {
  catalogue = await loadCatalogueProfessions();
});

function allLocalized(result: TAnalysisResult): TLocalized[] {
  return [
    result.summary,
    ...result.professions.flatMap((profession) => [profession.name, ...profession.reasons]),
    ...result.majors.map((major) => major.name),
    ...result.strengths,
    ...result.weaknesses,
  ];
}

describe('type letters and strengths', () => {
  it('takes the positive pole at 50 or more, with strength = 2 × distance from 50', () => {
    expect(axisLetter('EI', 50)).toEqual({ pole: 'E', strength: 0 });
    expect(axisLetter('EI', 49)).toEqual({ pole: 'I', strength: 2 });
    expect(axisLetter('SN', 100)).toEqual({ pole: 'S', strength: 100 });
    expect(axisLetter('TF', 0)).toEqual({ pole: 'F', strength: 100 });
    expect(axisLetter('JP', 75)).toEqual({ pole: 'J', strength: 50 });
    expect(axisLetter('JP', 12.4)).toEqual({ pole: 'P', strength: 75 });
  });

  it('builds the four-letter type, ties resolving to E, S, T, J', () => {
    expect(buildTypeProfile({ EI: 50, SN: 50, TF: 50, JP: 50 }, { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 }).type).toBe(
      'ESTJ',
    );
    const profile = buildTypeProfile({ EI: 20, SN: 30, TF: 90, JP: 55 }, { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 });
    expect(profile.type).toBe('INTJ');
    expect(profile.axes).toEqual([
      { axis: 'EI', pole: 'I', strength: 60 },
      { axis: 'SN', pole: 'N', strength: 40 },
      { axis: 'TF', pole: 'T', strength: 80 },
      { axis: 'JP', pole: 'J', strength: 10 },
    ]);
  });
});

describe('Holland code', () => {
  const axes = { EI: 50, SN: 50, TF: 50, JP: 50 };
  it('is the three strongest types', () => {
    expect(buildTypeProfile(axes, { R: 10, I: 90, A: 20, S: 80, E: 30, C: 70 }).hollandCode).toBe('ISC');
  });
  it('breaks ties by the R, I, A, S, E, C order', () => {
    expect(buildTypeProfile(axes, { R: 50, I: 50, A: 50, S: 50, E: 50, C: 50 }).hollandCode).toBe('RIA');
    expect(buildTypeProfile(axes, { R: 10, I: 60, A: 10, S: 60, E: 60, C: 60 }).hollandCode).toBe('ISE');
    // 70.4 and 69.6 both show as 70, so they tie and keep hexagon order.
    expect(buildTypeProfile(axes, { R: 0, I: 0, A: 0, S: 69.6, E: 80, C: 70.4 }).hollandCode).toBe('ESC');
  });
  it('keeps the scores in hexagon order, rounded', () => {
    const profile = buildTypeProfile(axes, { R: 10.4, I: 90.6, A: 20, S: 80, E: 30, C: 70 });
    expect(profile.riasec.map((entry) => entry.code).join('')).toBe('RIASEC');
    expect(profile.riasec[1]).toEqual({ code: 'I', score: 91 });
  });
});

describe('profession fit', () => {
  it("computes Iachan's index", () => {
    expect(iachanIndex('IRC', 'IRC')).toBe(28);
    expect(iachanIndex('IRC', 'ICR')).toBe(26);
    expect(iachanIndex('IRC', 'SEA')).toBe(0);
    expect(iachanIndex('IRC', 'SI')).toBe(10);
  });

  it('adds up the documented points', () => {
    const profile = buildTypeProfile({ EI: 30, SN: 35, TF: 72, JP: 64 }, { R: 70, I: 85, A: 40, S: 25, E: 35, C: 55 });
    const profession: TProfessionRecord = {
      id: 'p1',
      slug: 'software-developer',
      name: { ru: 'Программист', kk: 'Бағдарламашы', en: 'Software developer' },
      riasec: 'ICR',
      typeAffinities: ['INTJ'],
      majors: [],
      skills: [],
      field: 'IT',
    };
    const breakdown = scoreProfession(profile, profession, ['COMPUTER_SCIENCE'], null);
    // Congruence 55 × (½ · 26/28 + ½ · (3·85 + 2·55 + 1·70)/600) = 55 × (0.4643 + 0.3625) = 45.47;
    // type exact 20; one interest 10; no values: 75.47 of 90 -> 84.
    expect(breakdown.fit).toBe(84);
    expect(breakdown.typeMatch).toEqual({ kind: 'EXACT', affinity: 'INTJ' });
    const withValues = scoreProfession(profile, profession, ['COMPUTER_SCIENCE'], {
      ACHIEVEMENT: 80,
      INDEPENDENCE: 60,
    });
    // + 10 × (80 + 60) / 200 = 7 -> 82.47 of 100 -> 82.
    expect(withValues.fit).toBe(82);
    const threeOfFour = scoreProfession(profile, { ...profession, typeAffinities: ['ENTJ', 'ISFP'] }, [], null);
    expect(threeOfFour.typeMatch).toEqual({ kind: 'THREE_OF_FOUR', affinity: 'ENTJ' });
    expect(threeOfFour.typePoints).toBe(10);
  });
});

describe('the built-in provider', () => {
  it('puts an IT or engineering profession in the top 3 for an investigative-realistic INTJ who likes computer science', async () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(50);
    const result = await createBuiltinProvider().analyse(itUserInput(catalogue));
    expect(result.type).toBe('INTJ');
    expect(result.hollandCode).toBe('IRC');
    const fields = new Map(catalogue.map((profession) => [profession.slug, profession.field]));
    const top3 = result.professions.slice(0, 3).map((profession) => fields.get(profession.slug));
    expect(top3.some((field) => field === 'IT' || field === 'ENGINEERING')).toBe(true);
  });

  it('returns ten professions, fits within 0-100 and sorted, each with 2-3 reasons', async () => {
    const result = await createBuiltinProvider().analyse(itUserInput(catalogue));
    expect(result.professions).toHaveLength(10);
    const fits = result.professions.map((profession) => profession.fit);
    for (const fit of fits)
      expect(fit).toSatisfy((value: number) => Number.isInteger(value) && value >= 0 && value <= 100);
    expect(fits).toEqual([...fits].sort((a, b) => b - a));
    for (const profession of result.professions) expect(profession.reasons.length).toBeGreaterThanOrEqual(2);
    for (const profession of result.professions) expect(profession.reasons.length).toBeLessThanOrEqual(3);
    expect(result.majors.length).toBeGreaterThan(0);
    expect(result.strengths.length).toBeGreaterThanOrEqual(3);
    expect(result.strengths.length).toBeLessThanOrEqual(5);
    expect(result.weaknesses.length).toBeGreaterThanOrEqual(3);
    expect(result.weaknesses.length).toBeLessThanOrEqual(5);
  });

  it('cites the inputs in the reasons and the summary', async () => {
    const result = await createBuiltinProvider().analyse(itUserInput(catalogue));
    const first = result.professions[0];
    expect(first?.reasons[0]?.ru).toContain('Исследовательский (I, 85/100)');
    expect(first?.reasons[0]?.ru).toContain(first?.riasec);
    expect(result.summary.ru).toContain('INTJ');
    expect(result.summary.kk).toContain('IRC');
    expect(result.summary.en).toContain('Investigative (I, 85/100)');
  });

  it('fills every text in ru, kk and en, and Kazakh uses its own letters', async () => {
    const inputs = [
      itUserInput(catalogue),
      itUserInput(catalogue, {
        locale: 'KK',
        firstName: '',
        axes: { EI: 90, SN: 50, TF: 10, JP: 20 },
        riasec: { R: 10, I: 20, A: 85, S: 90, E: 60, C: 15 },
        interests: [],
        workValues: { ACHIEVEMENT: 40, RELATIONSHIPS: 90, SUPPORT: 70 },
        reasoningPercent: 30,
      }),
    ];
    for (const input of inputs) {
      const result = await createBuiltinProvider().analyse(input);
      for (const text of allLocalized(result)) {
        expect(text.ru.trim()).not.toBe('');
        expect(text.kk.trim()).not.toBe('');
        expect(text.en.trim()).not.toBe('');
      }
      expect(result.summary.kk).toMatch(/[әғқңөұүһі]/);
      expect(result.strengths.every((strength) => /[әғқңөұүһі]/.test(strength.kk))).toBe(true);
    }
  });

  it('parses with the contract schema', async () => {
    const result = await createBuiltinProvider().analyse(itUserInput(catalogue, { reasoningPercent: 90 }));
    const parsed = ZAnalysis.safeParse({ ...result, id: 'a1', createdAt: new Date().toISOString() });
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(result).toMatchObject({ aiEnriched: false, provider: 'builtin' });
  });

  it('recommends matching materials, in the user language first, at most 8', async () => {
    const result = await createBuiltinProvider().analyse(itUserInput(catalogue));
    const ids = result.materials.map((material) => material.id);
    expect(ids.length).toBeLessThanOrEqual(8);
    expect(ids[0]).toBe('m-python-ru');
    expect(ids).toContain('m-cs50-en');
    expect(ids).not.toContain('m-drawing-en');
    expect(ids).not.toContain('m-nursing-ru');
    const kazakh = await createBuiltinProvider().analyse(itUserInput(catalogue, { locale: 'KK' }));
    expect(kazakh.materials.findIndex((m) => m.id === 'm-algo-kk')).toBeLessThan(
      kazakh.materials.findIndex((m) => m.id === 'm-python-ru'),
    );
    expect(FIXTURE_MATERIALS.length).toBeGreaterThan(result.materials.length);
  });

  it('reports the stages in order', async () => {
    const calls: [string, number][] = [];
    await createBuiltinProvider().analyse(itUserInput(catalogue), async (stage, percent) => {
      await Promise.resolve();
      calls.push([stage, percent]);
    });
    expect(calls).toEqual([
      ['PROFILE', 10],
      ['MATCHING', 40],
      ['SCORING', 80],
    ]);
  });

  it('is deterministic and fast for the whole catalogue', async () => {
    const provider = createBuiltinProvider();
    const input = itUserInput(catalogue, { workValues: { ACHIEVEMENT: 70 }, reasoningPercent: 55 });
    const first = await provider.analyse(input);
    const started = performance.now();
    const second = await provider.analyse(input);
    expect(performance.now() - started).toBeLessThan(100);
    expect(second).toEqual(first);
  });

  it('copes with an empty catalogue', async () => {
    const result = await createBuiltinProvider().analyse(itUserInput([], { materials: [] }));
    expect(result.professions).toEqual([]);
    expect(result.majors).toEqual([]);
    expect(result.summary.ru).toContain('INTJ');
  });
});
