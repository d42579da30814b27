import type { TMe, TPlan } from '@bagdar/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { LinkContext, type TAppLinkProps } from './link-context.ts';
import { createQueryClient } from './query-client.ts';
import { fakeMatchMedia } from './testing-media.ts';
import { ThemeProvider } from './theme-provider.tsx';

/**
 * Test-only helpers (imported by *.test.tsx files only): render a component inside Mantine,
 * a fresh query client and a memory router, and answer `fetch` with canned API responses.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', queryClient = createQueryClient() }: { path?: string; queryClient?: QueryClient } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient } {
  // In-app links navigate with the router, as under the app's root layout.
  const element = <LinkContext value={(props: TAppLinkProps) => <Link {...props} />}>{ui}</LinkContext>;
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider env="test">
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/**
 * Answers every media query as a phone (max-width queries match) or a desktop, for a component that switches its
 * layout on the screen's width; returns the function that puts the previous `matchMedia` back.
 */
export function screenWidth(phone: boolean): () => void {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  window.matchMedia = fakeMatchMedia(phone);
  return () => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
  };
}

export interface TFakeResponse {
  status: number;
  body?: unknown;
}

export function jsonResponse({ status, body }: TFakeResponse): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces `fetch` with a mock answering `METHOD /path` (path after /api/v1) from the table. */
export function mockApi(routes: Record<string, TFakeResponse | (() => TFakeResponse)>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1/, '');
    const key = `${init?.method ?? 'GET'} ${path}`;
    const answer = routes[key];
    if (!answer)
      return Promise.resolve(jsonResponse({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: key } }));
    return Promise.resolve(jsonResponse(typeof answer === 'function' ? answer() : answer));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A `GET /auth/me` body; override what a test cares about. */
export function makeMe(overrides: Partial<TMe> = {}): TMe {
  return {
    id: 'u1',
    onboarded: true,
    role: 'USER',
    username: 'aigerim',
    email: 'aigerim@example.kz',
    emailVerified: true,
    firstName: 'Айгерим',
    lastName: 'Серикова',
    gender: 'FEMALE',
    dateOfBirth: '2007-04-12',
    bio: null,
    organizationName: null,
    city: 'Астана',
    educationStatus: 'SCHOOL_STUDENT',
    interests: ['MATHEMATICS'],
    locale: 'RU',
    avatarUrl: null,
    organization: null,
    organizationUser: null,
    subscription: {
      tier: 'FREE',
      effectiveTier: 'FREE',
      status: 'ACTIVE',
      renewsAt: null,
      billingInterval: null,
      autoRenew: false,
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The JSON body of the n-th call to a fetch mock. */
export function sentBody(fetchMock: ReturnType<typeof mockApi>, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
}

/** `GET /plans` items with the spec's prices (FREE 0, STANDARD 3 500, PRO 7 000 a year); override per tier. */
export function makePlans(prices: Partial<Record<'FREE' | 'STANDARD' | 'PRO', number>> = {}): TPlan[] {
  const L = (ru: string, kk: string, en: string) => ({ ru, kk, en });
  const plan = (tier: 'FREE' | 'STANDARD' | 'PRO', price: number, feature: string): TPlan => ({
    tier,
    name: L(tier === 'FREE' ? 'Free' : tier === 'PRO' ? 'Pro' : 'Standard', tier, tier),
    description: L(`Описание ${tier}`, `Сипаттама ${tier}`, `About ${tier}`),
    priceKzt: prices[tier] ?? price,
    interval: { unit: 'YEAR', count: 1 },
    features: [L(feature, `${feature} (kk)`, `${feature} (en)`)],
    active: true,
    updatedAt: '2026-11-01T00:00:00.000Z',
  });
  return [
    plan('FREE', 0, 'Лента и проекты'),
    plan('STANDARD', 3500, 'Профориентационный тест'),
    plan('PRO', 7000, 'Все тесты'),
  ];
}
