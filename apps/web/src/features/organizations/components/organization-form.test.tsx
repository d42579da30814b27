import type { TCity, TOrganization } from '@bagdar/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { OrganizationForm } from './organization-form.tsx';

const L = (ru: string) => ({ ru, kk: ru, en: ru });
const city = (id: string, name: string, region: string): TCity => ({
  id,
  countryId: 'kz',
  countryName: L('Казахстан'),
  name: L(name),
  region: L(region),
  institutionCount: 0,
});
const kokshetau = city('c1', 'Кокшетау', 'Акмолинская область');
const semey = city('c2', 'Семей', 'Абайская область');

const organization: TOrganization = {
  id: 'o1',
  name: 'Лицей',
  type: 'SCHOOL',
  // An organisation names its city without the region, as the API answers.
  city: { id: 'c1', name: L('Кокшетау') },
  subscriptionStartsAt: '2026-09-01T00:00:00.000Z',
  subscriptionEndsAt: '2027-05-31T23:59:59.000Z',
  licenceState: 'CURRENT',
  seatCount: 100,
  seatsUsed: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** GET /locations/cities: every city without `q`, the cities whose name holds `q` with it. */
function citiesApi() {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    const q = url.searchParams.get('q')?.toLowerCase();
    const items = [kokshetau, semey].filter((c) => !q || c.name.ru.toLowerCase().includes(q));
    return Promise.resolve(
      new Response(JSON.stringify({ items, nextCursor: null }), { headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(async () => {
  await i18n.changeLanguage('ru');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrganizationForm city picker', () => {
  it('keeps the search box as typed when the list that arrives labels the chosen city with its region', async () => {
    const fetchMock = citiesApi();
    renderWithProviders(<OrganizationForm organization={organization} />);
    const box = await screen.findByRole('textbox', { name: 'Город' });
    expect(box).toHaveValue('Кокшетау');
    // The list of every city arrives, Kokshetau in it as «Кокшетау (Акмолинская область)».
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(box).toHaveValue('Кокшетау');

    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, 'Семе');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Кокшетау', 'Семей (Абайская область)']),
    );
    expect(box).toHaveValue('Семе');
  });
});
