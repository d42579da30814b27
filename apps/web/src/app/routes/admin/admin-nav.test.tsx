import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { makeMe, mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { AdminLayout } from '../../layouts/admin-layout.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CATALOGUE_ITEMS = ['Тесты', 'Категории тестов', 'Профессии', 'Материалы'];

async function navLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Навигация администратора' });
  await screen.findByRole('link', { name: 'Организации' });
  return [...nav.querySelectorAll('a')].map((link) => link.textContent?.trim() ?? '');
}

describe('admin navigation', () => {
  it('hides the catalogues from organisation staff', async () => {
    const staff = makeMe({ organizationUser: { id: 'ou1', role: 'ORG_STAFF', status: 'ACTIVE' } });
    mockApi({ 'GET /auth/me': { status: 200, body: staff } });
    renderWithProviders(<AdminLayout />, { path: '/admin/analytics' });
    const links = await navLinks();
    expect(links).toContain('Аналитика');
    for (const item of CATALOGUE_ITEMS) expect(links).not.toContain(item);
  });

  it('shows them to the Ministry', async () => {
    mockApi({ 'GET /auth/me': { status: 200, body: makeMe({ role: 'MINISTRY' }) } });
    renderWithProviders(<AdminLayout />, { path: '/admin/analytics' });
    const links = await navLinks();
    for (const item of CATALOGUE_ITEMS) expect(links).toContain(item);
    expect(links).not.toContain('Тарифы');
  });
});
