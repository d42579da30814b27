import type { TApiErrorBody, TCity, TCountry } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { cities } from '../../db/schema/locations.ts';
import { createUser } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;
const L = (ru: string) => ({ ru, kk: ru, en: ru });

async function adminSession() {
  const { username, password } = await createUser(db(), { role: 'SUPER_ADMIN' });
  return signIn(ctx.app, username, password);
}

describe('countries and cities', () => {
  it("counts each country's cities, and refuses a second city of the same name in one country", async () => {
    const session = await adminSession();
    const kz = (
      await call(ctx.app, 'POST', '/api/v1/admin/locations/countries', {
        session,
        body: { isoCode: 'KZ', name: L('Казахстан') },
      })
    ).json<TCountry>();
    const uz = (
      await call(ctx.app, 'POST', '/api/v1/admin/locations/countries', {
        session,
        body: { isoCode: 'UZ', name: L('Узбекистан') },
      })
    ).json<TCountry>();
    const addCity = (countryId: string, name: string) =>
      call(ctx.app, 'POST', '/api/v1/admin/locations/cities', {
        session,
        body: { countryId, name: L(name), region: null },
      });
    expect((await addCity(kz.id, 'Туркестан')).statusCode).toBe(201);
    const almaty = (await addCity(kz.id, 'Алматы')).json<TCity>();

    for (const name of ['Туркестан', ' туркестан ', 'ТУРКЕСТАН']) {
      const again = await addCity(kz.id, name);
      expect(again.statusCode, name).toBe(409);
      expect(again.json<TApiErrorBody>()).toMatchObject({
        code: 'CONFLICT',
        details: [{ field: 'name.ru', code: 'city_name_taken' }],
      });
    }
    const renamed = await call(ctx.app, 'PUT', `/api/v1/admin/locations/cities/${almaty.id}`, {
      session,
      body: { countryId: kz.id, name: L('туркестан'), region: null },
    });
    expect(renamed.statusCode).toBe(409);
    // Another country may have a city of that name.
    expect((await addCity(uz.id, 'Туркестан')).statusCode).toBe(201);
    expect(await db().select().from(cities)).toHaveLength(3);

    const list = (await call(ctx.app, 'GET', '/api/v1/admin/locations/countries', { session })).json<{
      items: TCountry[];
    }>();
    expect(Object.fromEntries(list.items.map((c) => [c.isoCode, c.cityCount]))).toEqual({ KZ: 2, UZ: 1 });
    const one = (
      await call(ctx.app, 'GET', `/api/v1/admin/locations/countries/${kz.id}`, { session })
    ).json<TCountry>();
    expect(one.cityCount).toBe(2);
  });
});
