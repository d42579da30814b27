import {
  INSTITUTION_FINANCING,
  INSTITUTION_LIMITS,
  INSTITUTION_TYPES,
  ZInstitutionQuery,
  type TInstitutionSummary,
} from '@bagdar/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { institutions, majors } from '../../db/schema/institutions.ts';
import { countries } from '../../db/schema/locations.ts';
import { createUser } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';

/**
 * Paging the catalogue with every combination of its filters: each `nextCursor` the API hands out
 * is one its own query schema accepts, and the pages together are the filtered list, in order.
 */

const ctx = useTestApp();
const db = () => ctx.app.database.db;
type Page = { items: TInstitutionSummary[]; nextCursor: string | null };

const cursorMax = ZInstitutionQuery.shape.cursor.unwrap().maxLength ?? 0;
const L = (text: string) => ({ ru: text, kk: text, en: text });
const FIELDS = ['IT', 'MEDICINE', 'LAW'] as const;
// Names at the catalogue's length limit in Cyrillic and Kazakh letters: two UTF-8 bytes each.
const LETTERS = 'аәбвгғдеёжзийкқлмнңоөпрстуұүфхһцчшщъыіьэюя ';
const WORDS = ['Университет', 'Колледж', 'Мектеп'] as const;
const longName = (seed: number) =>
  `${WORDS[seed % WORDS.length]} ${Array.from({ length: INSTITUTION_LIMITS.nameMax }, (_, i) => LETTERS[(seed * 7 + i * 13) % LETTERS.length]).join('')}`.slice(
    0,
    INSTITUTION_LIMITS.nameMax,
  );

async function catalogue(count: number) {
  const [kz] = await db()
    .insert(countries)
    .values({ isoCode: 'KZ', name: L('Казахстан'), nameSort: 'казахстан' })
    .returning();
  for (let i = 0; i < count; i++) {
    // Each filter cuts the catalogue independently of the others, so most combinations match several.
    const name = longName(i);
    const field = FIELDS[Math.floor(i / 2) % FIELDS.length]!;
    const [row] = await db()
      .insert(institutions)
      .values({
        name: L(name),
        // Several institutions share a sort key, so the id must order them.
        nameSort: i % 4 === 0 ? longName(0).toLocaleLowerCase('ru') : name.toLocaleLowerCase('ru'),
        searchText: name.toLocaleLowerCase('ru'),
        type: INSTITUTION_TYPES[Math.floor(i / 3) % INSTITUTION_TYPES.length]!,
        financing: INSTITUTION_FINANCING[Math.floor(i / 9) % INSTITUTION_FINANCING.length]!,
        hasDormitory: i % 2 === 0,
        countryId: kz!.id,
        description: L('—'),
        requirements: { academic: [], language: [], other: [] },
        fields: [field],
      })
      .returning();
    await db()
      .insert(majors)
      .values({
        institutionId: row!.id,
        name: L('Специальность'),
        nameKey: 'специальность',
        field,
        durationYears: 4,
        pricePerYearKzt: 500_000 * (1 + (i % 4)),
        languages: ['ru'],
      });
  }
  return kz!.id;
}

/** Up to three of the catalogue's filters at once, with values that match some institutions. */
const filters = (countryId: string) =>
  fc
    .tuple(
      fc.record({
        q: fc.constantFrom('университет', 'колледж', 'мектеп'),
        countryId: fc.constant(countryId),
        type: fc.constantFrom(...INSTITUTION_TYPES),
        financing: fc.constantFrom(...INSTITUTION_FINANCING),
        dormitory: fc.constantFrom('true', 'false'),
        field: fc.constantFrom(...FIELDS),
        priceMin: fc.constantFrom(0, 1_000_000),
        priceMax: fc.constantFrom(1_500_000, 2_000_000),
      }),
      fc.subarray(['q', 'countryId', 'type', 'financing', 'dormitory', 'field', 'priceMin', 'priceMax'] as const, {
        maxLength: 3,
      }),
    )
    .map(([all, keys]) => Object.fromEntries(keys.map((key) => [key, all[key]])));

describe('catalogue cursors', () => {
  it('fit the cursor limit for every filter, and the pages add up to the filtered list', async () => {
    const countryId = await catalogue(36);
    const { username, password } = await createUser(db(), { tier: 'PRO' });
    const session = await signIn(ctx.app, username, password);
    const get = async (params: URLSearchParams): Promise<Page> => {
      const response = await call(ctx.app, 'GET', `/api/v1/institutions?${params.toString()}`, { session });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    let paged = 0;
    await fc.assert(
      fc.asyncProperty(filters(countryId), fc.integer({ min: 1, max: 4 }), async (filter, limit) => {
        const query = Object.entries(filter).map(([k, v]): [string, string] => [k, String(v)]);
        const whole = await get(new URLSearchParams([...query, ['limit', '50']]));
        const shown: string[] = [];
        let cursor: string | null = null;
        do {
          const params = new URLSearchParams([...query, ['limit', String(limit)]]);
          if (cursor) params.set('cursor', cursor);
          const page = await get(params);
          expect(page.items.length).toBeLessThanOrEqual(limit);
          shown.push(...page.items.map((i) => i.id));
          cursor = page.nextCursor;
          if (cursor) expect(cursor.length).toBeLessThanOrEqual(cursorMax);
        } while (cursor);
        expect(shown).toEqual(whole.items.map((i) => i.id));
        if (shown.length > limit) paged++;
      }),
      { seed: 2026, numRuns: 30 },
    );
    // The property says something only when lists span pages.
    expect(paged).toBeGreaterThan(10);
  });
});
