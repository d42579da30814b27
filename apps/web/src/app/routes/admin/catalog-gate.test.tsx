import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { makeMe, mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { CatalogGate } from './catalog-gate.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const orgStaff = makeMe({
  organizationUser: { id: 'ou1', role: 'ORG_ADMIN', status: 'ACTIVE' },
});

describe('CatalogGate', () => {
  it('shows organisation staff the "not available" notice instead of the catalogue', async () => {
    mockApi({ 'GET /auth/me': { status: 200, body: orgStaff } });
    renderWithProviders(
      <CatalogGate>
        <p>Каталог</p>
      </CatalogGate>,
    );
    expect(await screen.findByTestId('catalog-restricted')).toHaveTextContent('Раздел недоступен');
    expect(screen.getByText('403 — доступ запрещён')).toBeInTheDocument();
    expect(screen.queryByText('Каталог')).not.toBeInTheDocument();
  });

  it.each(['SUPER_ADMIN', 'MINISTRY'] as const)('lets %s in', async (role) => {
    mockApi({ 'GET /auth/me': { status: 200, body: makeMe({ role }) } });
    renderWithProviders(
      <CatalogGate>
        <p>Каталог</p>
      </CatalogGate>,
    );
    expect(await screen.findByText('Каталог')).toBeInTheDocument();
  });
});
