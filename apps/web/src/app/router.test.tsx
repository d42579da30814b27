import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { makeMe, mockApi } from '../lib/testing.tsx';
import { cssVariablesResolver, theme } from '../lib/theme.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from './router.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(path: string) {
  const client = createQueryClient();
  const router = createMemoryRouter(buildRoutes(client), { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test" theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('app router', () => {
  it.each([
    ['/errors/404', 'Страница не найдена'],
    ['/errors/403', 'Доступ запрещён'],
    ['/errors/500', 'Ошибка сервера'],
  ])('renders %s with its own heading and title', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument();
    // The title is set in an effect, which may run after the heading is painted.
    await waitFor(() => expect(document.title).toBe(`${heading} | Bagdar`));
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });

  it('sends unknown paths to /errors/404', async () => {
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/errors/404'));
  });

  it('sends /app to the feed, and a signed-in user sees the app shell there', async () => {
    mockApi({ 'GET /auth/me': { status: 200, body: makeMe() } });
    const router = renderAt('/app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Лента' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/feed');
    await waitFor(() => expect(document.title).toBe('Лента | Bagdar'));
    expect(screen.getByRole('navigation', { name: 'Основная навигация' })).toBeInTheDocument();
    expect(screen.getByTestId('user-menu')).toBeInTheDocument();
    expect(screen.getAllByTestId('language-switch')).toHaveLength(1);
    expect(screen.queryByTestId('nav-admin')).not.toBeInTheDocument();
  });

  it('shows the admin link to an admin and sends /admin to analytics', async () => {
    mockApi({ 'GET /auth/me': { status: 200, body: makeMe({ role: 'SUPER_ADMIN' }) } });
    const router = renderAt('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Аналитика платформы' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/analytics');
    expect(screen.getByRole('link', { name: 'Тарифы' })).toHaveAttribute('href', '/admin/billing/plans');
  });

  it('sends a guest to the login page with a notice', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'GET /auth/me': { status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'no' } } });
    const router = renderAt('/app/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/app/settings')}&reason=authentication_required`,
    );
    expect(screen.getByText('Чтобы открыть эту страницу, войдите в аккаунт.')).toBeInTheDocument();
  });
});
