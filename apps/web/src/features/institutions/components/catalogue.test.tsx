import type { TInstitutionSummary } from '@bagdar/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { Catalogue } from './catalogue.tsx';

afterEach(() => vi.unstubAllGlobals());

const L = (text: string) => ({ ru: text, kk: text, en: text });
const institution = (id: string, name: string): TInstitutionSummary => ({
  id,
  name: L(name),
  type: 'UNIVERSITY',
  financing: 'GOV',
  hasDormitory: true,
  countryId: 'kz',
  countryName: L('Казахстан'),
  cityId: null,
  cityName: null,
  website: null,
  logoUrl: null,
  majorCount: 3,
  priceFromKzt: 1_000_000,
  priceToKzt: 2_000_000,
  fields: ['IT'],
  sampleData: false,
  admissionBasis: 'UNT',
  nationalUniversity: false,
  ownTest: false,
});

describe('institution catalogue', () => {
  it('keeps the pages shown when a later page fails, and retries that page alone', async () => {
    let pages = 0;
    const fetchMock = mockApi({
      'GET /locations/countries': { status: 200, body: { items: [], nextCursor: null } },
      'GET /institutions': () => {
        pages++;
        if (pages === 1) return { status: 200, body: { items: [institution('i1', 'КазНУ')], nextCursor: 'c1' } };
        if (pages === 2) return { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } };
        return { status: 200, body: { items: [institution('i2', 'ЕНУ')], nextCursor: null } };
      },
    });
    renderWithProviders(<Catalogue />);
    expect(await screen.findByText('КазНУ')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить учебные заведения');
    expect(screen.getByText('КазНУ')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('ЕНУ')).toBeInTheDocument();
    expect(screen.getByText('КазНУ')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => url as string).filter((url) => url.includes('/institutions?'));
    expect(urls.filter((url) => url.includes('cursor=c1'))).toHaveLength(2);
  });
});
