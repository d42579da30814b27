import { describe, it, expect } from 'vitest';
import type { TProfession } from '../types.ts';
import { AGRO_PROFESSIONS } from './professions-agro.ts';
import { AVIATION_PROFESSIONS } from './professions-aviation.ts';
import { BUSINESS_PROFESSIONS } from './professions-business.ts';
import { CONSTRUCTION_PROFESSIONS } from './professions-construction.ts';
import { CREATIVE_PROFESSIONS } from './professions-creative.ts';
import { EDUCATION_PROFESSIONS } from './professions-education.ts';
import { ENERGY_PROFESSIONS } from './professions-energy.ts';
import { ENGINEERING_PROFESSIONS } from './professions-engineering.ts';
import { FINANCE_PROFESSIONS } from './professions-finance.ts';
import { HEALTH_CARE_PROFESSIONS } from './professions-health-care.ts';
import { SKILL_STEPS } from './skill-steps.ts';

/** Profession groups whose skills must each carry their own concrete steps. */
const GROUPS: Record<string, TProfession[]> = {
  agro: AGRO_PROFESSIONS,
  aviation: AVIATION_PROFESSIONS,
  business: BUSINESS_PROFESSIONS,
  construction: CONSTRUCTION_PROFESSIONS,
  creative: CREATIVE_PROFESSIONS,
  education: EDUCATION_PROFESSIONS,
  energy: ENERGY_PROFESSIONS,
  engineering: ENGINEERING_PROFESSIONS,
  finance: FINANCE_PROFESSIONS,
  'health-care': HEALTH_CARE_PROFESSIONS,
};
const MAX_STEP_LENGTH = 160;
/** Letters Kazakh Cyrillic has and Russian does not. */
const KAZAKH_LETTERS = /[әғқңөұүһі]/i;

describe.each(Object.entries(GROUPS))('skill steps of the %s professions', (_group, professions) => {
  const skills = [...new Set(professions.flatMap((p) => p.skills.map((s) => s.en)))];

  it('give every skill at least three steps', () => {
    for (const skill of skills) {
      expect(SKILL_STEPS[skill]?.length ?? 0, skill).toBeGreaterThanOrEqual(3);
    }
  });

  it('write every step in ru, kk and en, short enough for a checklist, with a real Kazakh text', () => {
    for (const skill of skills) {
      for (const step of SKILL_STEPS[skill] ?? []) {
        for (const text of [step.ru, step.kk, step.en]) {
          expect(text.trim(), skill).not.toBe('');
          expect(text.length, `${skill}: ${text}`).toBeLessThanOrEqual(MAX_STEP_LENGTH);
        }
        expect(step.kk, skill).not.toBe(step.ru);
        expect(step.kk, skill).toMatch(KAZAKH_LETTERS);
      }
    }
  });
});

describe('skill steps across the catalogue', () => {
  it('never repeat a step text, within one skill or between skills, in any language', () => {
    const seen = new Map<string, string>();
    for (const [skill, steps] of Object.entries(SKILL_STEPS)) {
      for (const step of steps) {
        for (const text of [step.ru, step.kk, step.en]) {
          const key = text.trim().toLowerCase();
          expect(seen.get(key), `${skill}: ${text}`).toBeUndefined();
          seen.set(key, skill);
        }
      }
    }
  });
});
