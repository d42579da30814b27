import { SKILL_STEPS_LIMITS } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { PROFESSIONS } from './professions.ts';
import { SKILL_STEPS } from './skill-steps.ts';

/** Letters Kazakh Cyrillic has and Russian does not. */
const KAZAKH_LETTERS = /[әғқңөұүһі]/i;

describe('the catalogue’s skill steps', () => {
  const skills = [...new Set(PROFESSIONS.flatMap((p) => p.skills.map((s) => s.en)))];

  it('give every skill of every profession at least three steps of its own', () => {
    const missing = skills.filter((skill) => (SKILL_STEPS[skill]?.length ?? 0) < SKILL_STEPS_LIMITS.min);
    expect(missing).toEqual([]);
  });

  it('belong to skills the catalogue has', () => {
    const known = new Set(skills);
    expect(Object.keys(SKILL_STEPS).filter((skill) => !known.has(skill))).toEqual([]);
  });

  it('write every step in ru, kk and en within the editor’s limits, with a real Kazakh text', () => {
    for (const [skill, steps] of Object.entries(SKILL_STEPS)) {
      expect(steps.length, skill).toBeLessThanOrEqual(SKILL_STEPS_LIMITS.max);
      for (const step of steps) {
        for (const text of [step.ru, step.kk, step.en]) {
          expect(text.trim(), skill).not.toBe('');
          expect(text.length, `${skill}: ${text}`).toBeLessThanOrEqual(SKILL_STEPS_LIMITS.length);
        }
        expect(step.kk, skill).not.toBe(step.ru);
        expect(step.kk, skill).toMatch(KAZAKH_LETTERS);
      }
    }
  });

  it('never repeat a step, within one skill or between skills, in any language', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const [skill, steps] of Object.entries(SKILL_STEPS)) {
      for (const step of steps) {
        for (const text of [step.ru, step.kk, step.en]) {
          const key = text.trim().toLowerCase();
          if (seen.has(key)) repeated.push(`${skill} / ${seen.get(key)}: ${text}`);
          seen.set(key, skill);
        }
      }
    }
    expect(repeated).toEqual([]);
  });
});
