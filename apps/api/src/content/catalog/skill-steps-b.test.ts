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
import { IT_DATA_PROFESSIONS } from './professions-it-data.ts';
import { IT_PROFESSIONS } from './professions-it.ts';
import { LAW_PUBLIC_SERVICE_PROFESSIONS } from './professions-law-public-service.ts';
import { MEDIA_PROFESSIONS } from './professions-media.ts';
import { MEDICINE_PROFESSIONS } from './professions-medicine.ts';
import { MINING_METALLURGY_PROFESSIONS } from './professions-mining-metallurgy.ts';
import { OIL_GAS_PROFESSIONS } from './professions-oil-gas.ts';
import { SCIENCE_ECOLOGY_PROFESSIONS } from './professions-science-ecology.ts';
import { SOCIAL_SPORT_PROFESSIONS } from './professions-social-sport.ts';
import { TOURISM_PROFESSIONS } from './professions-tourism.ts';
import { TRADES_PROFESSIONS } from './professions-trades.ts';
import { TRANSPORT_PROFESSIONS } from './professions-transport.ts';
import { SKILL_STEPS } from './skill-steps.ts';

/** Areas whose skills this test covers; skills shared with the areas below are checked with those. */
const AREAS: Record<string, TProfession[]> = {
  'it-data': IT_DATA_PROFESSIONS,
  it: IT_PROFESSIONS,
  'law-public-service': LAW_PUBLIC_SERVICE_PROFESSIONS,
  media: MEDIA_PROFESSIONS,
  medicine: MEDICINE_PROFESSIONS,
  'mining-metallurgy': MINING_METALLURGY_PROFESSIONS,
  'oil-gas': OIL_GAS_PROFESSIONS,
  'science-ecology': SCIENCE_ECOLOGY_PROFESSIONS,
  'social-sport': SOCIAL_SPORT_PROFESSIONS,
  tourism: TOURISM_PROFESSIONS,
  trades: TRADES_PROFESSIONS,
  transport: TRANSPORT_PROFESSIONS,
};

/** Areas whose skills carry their steps in another set of files. */
const OTHER_AREAS: TProfession[] = [
  ...AGRO_PROFESSIONS,
  ...AVIATION_PROFESSIONS,
  ...BUSINESS_PROFESSIONS,
  ...CONSTRUCTION_PROFESSIONS,
  ...CREATIVE_PROFESSIONS,
  ...EDUCATION_PROFESSIONS,
  ...ENERGY_PROFESSIONS,
  ...ENGINEERING_PROFESSIONS,
  ...FINANCE_PROFESSIONS,
  ...HEALTH_CARE_PROFESSIONS,
];

const MAX_STEP_LENGTH = 160;
/** Letters Kazakh Cyrillic has and Russian does not. */
const KAZAKH_LETTERS = /[әғқңөұүһі]/i;

const otherSkills = new Set(OTHER_AREAS.flatMap((p) => p.skills.map((s) => s.en)));
const skillsOf = (professions: TProfession[]): string[] => [
  ...new Set(professions.flatMap((p) => p.skills.map((s) => s.en)).filter((en) => !otherSkills.has(en))),
];

describe.each(Object.entries(AREAS))('skill steps of the %s professions', (_area, professions) => {
  const skills = skillsOf(professions);

  it('has skills to check', () => {
    expect(skills.length).toBeGreaterThan(0);
  });

  it('gives every skill at least three steps', () => {
    for (const skill of skills) {
      expect(SKILL_STEPS[skill]?.length ?? 0, skill).toBeGreaterThanOrEqual(3);
    }
  });

  it('fills every step in ru, kk and en within the length limit, with real Kazakh', () => {
    for (const skill of skills) {
      for (const step of SKILL_STEPS[skill] ?? []) {
        for (const text of [step.ru, step.kk, step.en]) {
          expect(text.trim(), skill).not.toBe('');
          expect(text.length, `${skill}: ${text}`).toBeLessThanOrEqual(MAX_STEP_LENGTH);
        }
        expect(step.kk, `${skill}: ${step.kk}`).not.toBe(step.ru);
        expect(step.kk, `${skill}: ${step.kk}`).toMatch(KAZAKH_LETTERS);
      }
    }
  });

  it('repeats none of its step texts anywhere in the catalogue', () => {
    const owner = new Map<string, string>();
    for (const [skill, steps] of Object.entries(SKILL_STEPS)) {
      for (const step of steps) {
        for (const text of [step.ru, step.kk, step.en]) {
          const key = text.trim().toLowerCase();
          if (!owner.has(key)) owner.set(key, skill);
          else if (skills.includes(skill) || skills.includes(owner.get(key) ?? '')) {
            expect.fail(`"${text}" is a step of both ${owner.get(key)} and ${skill}`);
          }
        }
      }
    }
  });
});
