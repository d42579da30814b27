import type { TCountry } from '@bagdar/contracts';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { CountriesTable } from './countries-table.tsx';

configure({ defaultHidden: true });

afterEach(() => vi.unstubAllGlobals());

const country = (id: string, isoCode: string, ru: string): TCountry => ({
  id,
  isoCode,
  name: { ru, kk: ru, en: ru },
  cityCount: 3,
  institutionCount: 2,
});

describe('CountriesTable', { timeout: 30_000 }, () => {
  it('pages with "show more", edits a row in its dialog and adds one in an empty dialog', async () => {
    const fetchMock = mockApi({
      'GET /admin/locations/countries': () => {
        const [input] = fetchMock.mock.calls.at(-1) ?? [];
        const url = input instanceof Request ? input.url : input instanceof URL ? input.href : (input ?? '');
        const cursor = url.includes('cursor=c1');
        return cursor
          ? { status: 200, body: { items: [country('c-de', 'DE', 'Германия')], nextCursor: null } }
          : { status: 200, body: { items: [country('c-kz', 'KZ', 'Казахстан')], nextCursor: 'c1' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CountriesTable />);
    const first = await screen.findByRole('row', { name: /Казахстан/ });
    expect(within(first).getByRole('cell', { name: 'KZ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByRole('row', { name: /Германия/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Изменить' }));
    const edit = await screen.findByRole('dialog', { name: 'Страна' });
    expect(within(edit).getByRole('textbox', { name: /Код ISO/ })).toHaveValue('KZ');
    await user.keyboard('{Escape}');
    await user.click(screen.getAllByRole('button', { name: 'Добавить страну' })[0]!);
    const add = await screen.findByRole('dialog', { name: 'Добавить страну' });
    expect(within(add).getByRole('textbox', { name: /Код ISO/ })).toHaveValue('');
  });
});
