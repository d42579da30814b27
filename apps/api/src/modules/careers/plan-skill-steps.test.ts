import { describe, expect, it } from 'vitest';
import { buildRoadmap } from '../../ai/roadmap-builder.ts';
import { professions, skillSteps } from '../../db/schema/catalog.ts';
import { useTestApp } from '../../test/test-app.ts';
import { findProfession } from './careers.repository.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const L = (text: string) => ({ ru: `${text} ru`, kk: `${text} kk`, en: `${text} en` });

describe('a plan’s skill phases take the catalogue’s stored steps', () => {
  it('loads the steps of the profession’s own skills only, and the builder uses them', async () => {
    const [profession] = await db()
      .insert(professions)
      .values({
        slug: 'welder-steps',
        name: L('Welder'),
        description: L('Joins metal'),
        riasec: 'RC',
        skills: [L('Arc welding'), L('Blueprint reading')],
        majors: [],
        field: 'TRADES',
        demand: 'HIGH',
        salaryFromKzt: 200_000,
        salaryToKzt: 500_000,
      })
      .returning({ id: professions.id });
    const welding = [L('Weld 10 test seams'), L('Pass a bend test'), L('Weld a frame')];
    await db()
      .insert(skillSteps)
      .values([
        { skill: 'Arc welding en', steps: welding },
        { skill: 'Baking en', steps: [L('x'), L('y'), L('z')] },
      ]);

    const loaded = await findProfession(db(), profession!.id);
    expect(loaded?.skillSteps).toEqual({ 'Arc welding en': welding });

    const plan = buildRoadmap({
      target: { goal: 'EMPLOYMENT', profession: loaded! },
      lifeStage: 'GRADUATE',
      years: null,
      about: '',
      locale: 'RU',
      scores: { ielts: 7, toefl: null, sat: null, unt: null, gpa4: null },
      hollandCode: null,
      personalityType: null,
      riasec: [],
      axes: [],
      reasoningPercent: null,
      materials: [],
      today: '2026-03-01',
    });
    const subtasksOf = (skill: string) =>
      plan.phases.find((phase) => phase.kind === 'SKILL' && phase.title.en.includes(skill))?.subtasks.map((s) => s.en);
    expect(subtasksOf('Arc welding')?.slice(0, 3)).toEqual(welding.map((step) => step.en));
    // A skill without stored steps gets the generic ones, never another skill's.
    expect(subtasksOf('Blueprint reading')).not.toContain(welding[0]!.en);
    expect(subtasksOf('Blueprint reading')?.length).toBeGreaterThanOrEqual(3);
  });
});
