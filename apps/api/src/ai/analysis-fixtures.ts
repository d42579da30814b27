import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TProfession } from '../content/types.ts';
import type { TAnalysisInput, TMaterialRecord, TProfessionRecord } from './analysis-provider.ts';

/**
 * Test inputs for the analysis engine: the real professions catalogue (every
 * `content/catalog/professions*.ts` module, deduplicated by slug, so it works before and after the
 * catalogue gets its aggregate file) and a small set of materials.
 */

const CATALOG_DIR = fileURLToPath(new URL('../content/catalog/', import.meta.url));

function isProfessionList(value: unknown): value is TProfession[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) => typeof item === 'object' && item !== null && 'slug' in item && 'riasec' in item && 'field' in item,
    )
  );
}

export async function loadCatalogueProfessions(): Promise<TProfessionRecord[]> {
  const files = readdirSync(CATALOG_DIR).filter(
    (file) => /^professions.*\.ts$/.test(file) && !file.endsWith('.test.ts'),
  );
  const bySlug = new Map<string, TProfession>();
  for (const file of files.sort()) {
    const module = (await import(new URL(`../content/catalog/${file}`, import.meta.url).href)) as Record<
      string,
      unknown
    >;
    for (const value of Object.values(module)) {
      if (isProfessionList(value)) for (const profession of value) bySlug.set(profession.slug, profession);
    }
  }
  return [...bySlug.values()].map((profession) => ({
    id: `prof-${profession.slug}`,
    slug: profession.slug,
    name: profession.name,
    riasec: profession.riasec,
    typeAffinities: profession.typeAffinities,
    majors: profession.majors,
    skills: profession.skills,
    field: profession.field,
  }));
}

export const FIXTURE_MATERIALS: TMaterialRecord[] = [
  {
    id: 'm-python-ru',
    type: 'COURSE',
    title: 'Python для начинающих',
    url: 'https://stepik.org/course/58852',
    language: 'RU',
    riasec: ['I', 'C'],
    fields: ['IT'],
  },
  {
    id: 'm-cs50-en',
    type: 'COURSE',
    title: 'CS50: Introduction to Computer Science',
    url: 'https://cs50.harvard.edu/x/',
    language: 'EN',
    riasec: ['I', 'R'],
    fields: ['IT'],
  },
  {
    id: 'm-algo-kk',
    type: 'VIDEO',
    title: 'Алгоритмдер негіздері',
    url: 'https://example.kz/algorithms',
    language: 'KK',
    riasec: ['I'],
    fields: ['IT'],
  },
  {
    id: 'm-nursing-ru',
    type: 'ARTICLE',
    title: 'Профессия медсестры',
    url: 'https://example.kz/nursing',
    language: 'RU',
    riasec: ['S'],
    fields: ['MEDICINE'],
  },
  {
    id: 'm-drawing-en',
    type: 'BOOK',
    title: 'Drawing on the Right Side of the Brain',
    url: 'https://example.com/drawing',
    language: 'EN',
    riasec: ['A'],
    fields: ['CREATIVE'],
  },
  {
    id: 'm-engineering-ru',
    type: 'VIDEO',
    title: 'Как стать инженером',
    url: 'https://example.kz/engineer',
    language: 'RU',
    riasec: ['R', 'I'],
    fields: ['ENGINEERING'],
  },
];

/** An investigative-realistic INTJ who likes computer science. */
export function itUserInput(professions: TProfessionRecord[], overrides: Partial<TAnalysisInput> = {}): TAnalysisInput {
  return {
    locale: 'RU',
    firstName: 'Айгерім',
    axes: { EI: 30, SN: 35, TF: 72, JP: 64 },
    riasec: { R: 70, I: 85, A: 40, S: 25, E: 35, C: 55 },
    workValues: null,
    reasoningPercent: null,
    interests: ['COMPUTER_SCIENCE'],
    professions,
    materials: FIXTURE_MATERIALS,
    ...overrides,
  };
}
