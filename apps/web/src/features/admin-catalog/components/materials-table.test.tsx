import type { TMaterial } from '@bagdar/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { MaterialsTable } from './materials-table.tsx';

configure({ defaultHidden: true });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const material: TMaterial = {
  id: 'm1',
  type: 'COURSE',
  title: 'Основы Python',
  url: 'https://stepik.org/course/67',
  language: 'RU',
  tags: ['python'],
  riasec: ['I', 'C'],
  fields: ['IT'],
  updatedAt: '2026-11-20T00:00:00Z',
};

const urlOf = (input: RequestInfo | URL | undefined): string =>
  input instanceof Request ? input.url : input instanceof URL ? input.href : (input ?? '');

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('MaterialsTable', { timeout: 30_000 }, () => {
  it('asks before deleting and deletes only after the confirmation', async () => {
    const fetchMock = mockApi({
      'GET /admin/materials': { status: 200, body: { items: [material], nextCursor: null } },
      'DELETE /admin/materials/m1': { status: 204 },
    });
    renderWithProviders(<MaterialsTable />);
    expect(await screen.findByText('Основы Python')).toBeInTheDocument();
    // The language in words, not its code.
    expect(screen.getByRole('cell', { name: 'Русский' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'RU' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Основы Python»' }));
    let dialog = await screen.findByRole('dialog', { name: 'Удалить запись?' });
    expect(dialog).toHaveTextContent('«Основы Python» будет удалено без возможности восстановления.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock, 'DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Основы Python»' }));
    dialog = await screen.findByRole('dialog', { name: 'Удалить запись?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(calls(fetchMock, 'DELETE')).toHaveLength(1));
    expect(urlOf(calls(fetchMock, 'DELETE')[0]?.[0])).toContain('/api/v1/admin/materials/m1');
  });

  it('searches on the server and shows the empty state', async () => {
    const fetchMock = mockApi({ 'GET /admin/materials': { status: 200, body: { items: [], nextCursor: null } } });
    renderWithProviders(<MaterialsTable />);
    expect(await screen.findByText('Материалов пока нет.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по названию или тегу' }), 'python');
    await waitFor(() => expect(urlOf(fetchMock.mock.calls.at(-1)?.[0])).toContain('q=python'));
    expect(await screen.findByText('Ничего не найдено.')).toBeInTheDocument();
  });
});
