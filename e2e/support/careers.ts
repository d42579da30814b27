import { expect, request as playwrightRequest } from '@playwright/test';
import { DEMO_PASSWORD, E2E_BASE_URL } from './env.ts';

const l = (text: string) => ({ ru: text, kk: text, en: text });

export interface TSeededInstitution {
  countryName: string;
  institutionName: string;
  majorName: string;
}

/**
 * An institution with two preparation steps and a major asking IELTS 7.5, created through the admin
 * API as `admin` (the institutions issue's catalogue); the country is reused when it exists.
 */
export async function seedInstitution(): Promise<TSeededInstitution> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const login = await api.post('/api/v1/auth/login', { data: { emailOrUsername: 'admin', password: DEMO_PASSWORD } });
    expect(login.status()).toBe(200);
    const countryName = 'Казахстан';
    const list = await api.get('/api/v1/admin/locations/countries?limit=300');
    expect(list.status(), await list.text()).toBe(200);
    const found = ((await list.json()) as { items: { id: string; isoCode: string }[] }).items.find(
      (c) => c.isoCode === 'KZ',
    );
    let countryId = found?.id;
    if (!countryId) {
      const created = await api.post('/api/v1/admin/locations/countries', {
        data: { isoCode: 'KZ', name: { ru: countryName, kk: 'Қазақстан', en: 'Kazakhstan' } },
      });
      expect(created.status(), await created.text()).toBeLessThan(300);
      countryId = ((await created.json()) as { id: string }).id;
    }
    const institutionName = `Университет Бағдар ${Date.now()}`;
    const institution = await api.post('/api/v1/admin/institutions', {
      data: {
        name: l(institutionName),
        type: 'UNIVERSITY',
        financing: 'AUTONOMOUS',
        hasDormitory: true,
        countryId,
        cityId: null,
        website: null,
        email: null,
        phone: null,
        address: null,
        description: l('Исследовательский университет'),
        logoMediaId: null,
        acceptanceRate: null,
        requirements: { academic: [], language: [], other: [] },
        documents: [],
        preparationSteps: [
          { title: l('Подготовительный курс'), months: 6 },
          { title: l('Олимпиада по информатике'), months: 3 },
        ],
      },
    });
    expect(institution.status(), await institution.text()).toBeLessThan(300);
    const institutionId = ((await institution.json()) as { id: string }).id;
    const majorName = 'Вычислительная техника';
    const major = await api.post(`/api/v1/admin/institutions/${institutionId}/majors`, {
      data: {
        name: l(majorName),
        field: 'IT',
        durationYears: 4,
        pricePerYearKzt: 2_000_000,
        languages: ['en'],
        grantPlaces: null,
        untMin: null,
        untCutoffs: [],
        ieltsMin: 7.5,
        satMin: null,
        gpaMin: null,
      },
    });
    expect(major.status(), await major.text()).toBeLessThan(300);
    return { countryName, institutionName, majorName };
  } finally {
    await api.dispose();
  }
}
