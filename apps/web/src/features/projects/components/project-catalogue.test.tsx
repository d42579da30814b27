import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { ProjectCatalogue } from './project-catalogue.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ProjectCatalogue', () => {
  it('offers a way to add interests when the Recommended tab is empty', async () => {
    mockApi({ 'GET /projects': { status: 200, body: { items: [], nextCursor: null } } });
    renderWithProviders(<ProjectCatalogue />, { path: '/app/projects?tab=recommended' });
    expect(await screen.findByTestId('projects-empty')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Добавить интересы' });
    expect(link).toHaveAttribute('href', '/app/settings?tab=profile#interests');
  });

  it('shows no such link on the other tabs', async () => {
    mockApi({ 'GET /projects': { status: 200, body: { items: [], nextCursor: null } } });
    renderWithProviders(<ProjectCatalogue />, { path: '/app/projects' });
    expect(await screen.findByTestId('projects-empty')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Добавить интересы' })).toBeNull();
  });
});
