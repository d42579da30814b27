import { describe, it, expect } from 'vitest';
import type { TLocalized, TRiasecCode } from '../types.ts';
import { LEARNING_MATERIALS } from './materials.ts';
import { PROFESSIONS } from './professions.ts';

const RIASEC: TRiasecCode[] = ['R', 'I', 'A', 'S', 'E', 'C'];
/** Letters Kazakh Cyrillic has and Russian does not. */
const KAZAKH_LETTERS = /[әғқңөұүһі]/i;

const isFilled = (text: TLocalized): boolean => text.ru.trim() !== '' && text.kk.trim() !== '' && text.en.trim() !== '';

describe('professions catalogue', () => {
  it('has at least 120 professions', () => {
    expect(PROFESSIONS.length).toBeGreaterThanOrEqual(120);
  });

  it('has unique kebab-case slugs', () => {
    const slugs = PROFESSIONS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every profession a 2-3 letter Holland code without repeated letters', () => {
    for (const p of PROFESSIONS) {
      expect(p.riasec, p.slug).toMatch(/^[RIASEC]{2,3}$/);
      expect(new Set(p.riasec).size, p.slug).toBe(p.riasec.length);
    }
  });

  it('gives every profession 2-4 valid four-letter type affinities', () => {
    for (const p of PROFESSIONS) {
      expect(p.typeAffinities.length, p.slug).toBeGreaterThanOrEqual(2);
      expect(p.typeAffinities.length, p.slug).toBeLessThanOrEqual(4);
      expect(new Set(p.typeAffinities).size, p.slug).toBe(p.typeAffinities.length);
      for (const type of p.typeAffinities) expect(type, p.slug).toMatch(/^[EI][SN][TF][JP]$/);
    }
  });

  it('fills every localized text in ru, kk and en', () => {
    for (const p of PROFESSIONS) {
      const texts = [p.name, p.description, ...p.skills, ...p.majors];
      for (const text of texts) expect(isFilled(text), `${p.slug}: ${JSON.stringify(text)}`).toBe(true);
    }
  });

  it('lists 4-6 skills and 1-4 majors', () => {
    for (const p of PROFESSIONS) {
      expect(p.skills.length, p.slug).toBeGreaterThanOrEqual(4);
      expect(p.skills.length, p.slug).toBeLessThanOrEqual(6);
      expect(p.majors.length, p.slug).toBeGreaterThanOrEqual(1);
      expect(p.majors.length, p.slug).toBeLessThanOrEqual(4);
    }
  });

  it('uses upper-snake field keys and a salary range whose lower bound is below the upper one', () => {
    for (const p of PROFESSIONS) {
      expect(p.field, p.slug).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(p.salaryKzt.from, p.slug).toBeGreaterThan(0);
      expect(p.salaryKzt.from, p.slug).toBeLessThan(p.salaryKzt.to);
    }
  });

  it('has every RIASEC letter as the leading letter of at least 8 professions', () => {
    for (const letter of RIASEC) {
      const count = PROFESSIONS.filter((p) => p.riasec.startsWith(letter)).length;
      expect(count, letter).toBeGreaterThanOrEqual(8);
    }
  });

  it('writes Kazakh texts in Kazakh, not in Russian', () => {
    for (const p of PROFESSIONS) {
      expect(KAZAKH_LETTERS.test(`${p.name.kk} ${p.description.kk}`), p.slug).toBe(true);
      expect(p.description.kk, p.slug).not.toBe(p.description.ru);
    }
  });
});

describe('learning materials catalogue', () => {
  it('has at least 40 materials with unique slugs', () => {
    expect(LEARNING_MATERIALS.length).toBeGreaterThanOrEqual(40);
    const slugs = LEARNING_MATERIALS.map((m) => m.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('links every material to a valid https URL and gives it a title and tags', () => {
    for (const m of LEARNING_MATERIALS) {
      const url = new URL(m.url);
      expect(url.protocol, m.slug).toBe('https:');
      expect(m.title.trim(), m.slug).not.toBe('');
      expect(m.tags.length, m.slug).toBeGreaterThan(0);
      expect(m.riasec.length, m.slug).toBeGreaterThan(0);
      expect(m.fields.length, m.slug).toBeGreaterThan(0);
    }
  });

  it('has no duplicate URLs', () => {
    const urls = LEARNING_MATERIALS.map((m) => m.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('covers every type and every language', () => {
    const types = new Set(LEARNING_MATERIALS.map((m) => m.type));
    expect([...types].sort()).toEqual(['ARTICLE', 'BOOK', 'COURSE', 'OTHER', 'VIDEO']);
    const languages = new Set(LEARNING_MATERIALS.map((m) => m.language));
    expect([...languages].sort()).toEqual(['EN', 'KK', 'RU']);
  });

  it('covers every RIASEC letter', () => {
    for (const letter of RIASEC) {
      expect(
        LEARNING_MATERIALS.some((m) => m.riasec.includes(letter)),
        letter,
      ).toBe(true);
    }
  });

  it('covers every profession field and names no field that has no profession', () => {
    const professionFields = new Set(PROFESSIONS.map((p) => p.field));
    for (const field of professionFields) {
      expect(
        LEARNING_MATERIALS.some((m) => m.fields.includes(field)),
        field,
      ).toBe(true);
    }
    for (const m of LEARNING_MATERIALS) {
      for (const field of m.fields) expect(professionFields.has(field), `${m.slug}: ${field}`).toBe(true);
    }
  });
});
