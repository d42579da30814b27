import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';

/**
 * Test-only (imported by *.test.tsx): renders routes in Mantine, a fresh query client and a
 * memory router; `mockFetch` answers the API with a handler per `METHOD /path`.
 */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([...routes, { path: '*', element: <div data-testid="elsewhere" /> }], {
    initialEntries: [path],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

export interface TFakeCall {
  method: string;
  path: string;
  body: unknown;
}
type TAnswer = { status: number; body?: unknown };
type THandler = (call: TFakeCall) => TAnswer | Promise<TAnswer>;

export function mockFetch(routes: Record<string, THandler | TAnswer>) {
  const calls: TFakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api\/v1/, '');
    const method = init?.method ?? 'GET';
    const call = {
      method,
      path,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const answer = !route
      ? { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: `${method} ${path}` } }
      : typeof route === 'function'
        ? await route(call)
        : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** A promise the test resolves by hand, to look at the screen while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
