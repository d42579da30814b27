import type { TAnalysis, TPersonalityStatus } from '@bagdar/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';

/** Test-only (imported by *.test.tsx): render inside Mantine, a query client and a router. */
export function renderWithRouter(ui: ReactElement) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/app/personality'] });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** Answers GET /personality with the given bodies in turn (the last one repeats) and POST as told. */
export function mockPersonalityApi(statuses: TPersonalityStatus[], post?: { status: number; body: unknown }) {
  let index = 0;
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const answer =
      init?.method === 'POST' && path === '/api/v1/personality/analyses'
        ? (post ?? { status: 202, body: { jobId: 'j1' } })
        : { status: 200, body: statuses[Math.min(index++, statuses.length - 1)] };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const l = (ru: string) => ({ ru, kk: ru, en: ru });

export function makeAnalysis(overrides: Partial<TAnalysis> = {}): TAnalysis {
  return {
    id: 'an1',
    createdAt: '2026-11-01T09:00:00.000Z',
    type: 'ENFP',
    axes: [
      { axis: 'EI', pole: 'E', strength: 72 },
      { axis: 'SN', pole: 'N', strength: 64 },
      { axis: 'TF', pole: 'F', strength: 58 },
      { axis: 'JP', pole: 'P', strength: 61 },
    ],
    riasec: [
      { code: 'A', score: 81 },
      { code: 'S', score: 74 },
      { code: 'E', score: 60 },
      { code: 'I', score: 52 },
      { code: 'C', score: 30 },
      { code: 'R', score: 22 },
    ],
    hollandCode: 'ASE',
    summary: l('Вы вдохновляете людей и любите новые идеи.'),
    professions: [
      { id: 'p1', slug: 'designer', name: l('Дизайнер'), riasec: 'AES', fit: 91, reasons: [l('Творческий код A')] },
      { id: 'p2', slug: 'teacher', name: l('Учитель'), riasec: 'SAE', fit: 84, reasons: [l('Социальный интерес')] },
    ],
    majors: [{ name: l('Дизайн'), fit: 88 }],
    strengths: [l('Энтузиазм')],
    weaknesses: [l('Рутина утомляет')],
    materials: [
      { id: 'm1', type: 'COURSE', title: 'Основы дизайна', url: 'https://example.kz/design', language: 'RU' },
    ],
    aiEnriched: true,
    provider: 'builtin',
    ...overrides,
  };
}

export function makeStatus(overrides: Partial<TPersonalityStatus> = {}): TPersonalityStatus {
  return {
    state: 'READY',
    missingTests: [],
    job: null,
    access: 'FULL',
    analysis: null,
    preview: null,
    cooldownUntil: null,
    ...overrides,
  };
}
