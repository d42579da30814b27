import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAttempt, makeCard } from './fixtures-for-test.ts';
import { mockFetch, renderRoutes } from './render-for-test.tsx';
import { TestDetailLoader } from './test-detail.tsx';

function renderDetail() {
  return renderRoutes([{ path: '/app/tests/:id', element: <TestDetailLoader testId="t1" /> }], '/app/tests/t1');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TestDetailLoader', () => {
  it('not started: starts the attempt and opens the first question', async () => {
    mockFetch({
      'GET /tests/t1': { status: 200, body: { ...makeCard(), attempts: [] } },
      'POST /tests/t1/attempts': { status: 200, body: makeAttempt() },
    });
    const { router } = renderDetail();
    expect(await screen.findByTestId('test-detail')).toHaveAttribute('data-state', 'NOT_STARTED');
    expect(screen.getByText('Вы ещё не проходили этот тест.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Начать тест' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tests/t1/questions/q1'));
  });

  it('completed: result and retake, with the attempts history', async () => {
    mockFetch({
      'GET /tests/t1': {
        status: 200,
        body: {
          ...makeCard({ state: 'COMPLETED', lastAttemptId: 'a2', lastCompletedAt: '2026-11-02T10:00:00.000Z' }),
          attempts: [
            { id: 'a1', version: 1, startedAt: '2026-10-01T10:00:00.000Z', completedAt: '2026-10-01T10:20:00.000Z' },
            { id: 'a2', version: 1, startedAt: '2026-11-02T09:50:00.000Z', completedAt: '2026-11-02T10:00:00.000Z' },
          ],
        },
      },
    });
    renderDetail();
    expect(await screen.findByRole('link', { name: 'Посмотреть результат' })).toHaveAttribute(
      'href',
      '/app/tests/t1?result=a2',
    );
    expect(screen.getByRole('button', { name: 'Пройти заново' })).toBeEnabled();
    expect(within(screen.getByTestId('attempts-history')).getAllByRole('row')).toHaveLength(3);
  });

  it('in progress on a retake: continue, and the previous result stays one click away', async () => {
    mockFetch({
      'GET /tests/t1': {
        status: 200,
        body: {
          ...makeCard({
            state: 'IN_PROGRESS',
            progress: { answered: 5, total: 40 },
            activeAttemptId: 'a2',
            lastAttemptId: 'a2',
            lastCompletedAt: '2026-10-01T10:20:00.000Z',
          }),
          attempts: [
            { id: 'a1', version: 1, startedAt: '2026-10-01T10:00:00.000Z', completedAt: '2026-10-01T10:20:00.000Z' },
            { id: 'a2', version: 1, startedAt: '2026-11-02T09:50:00.000Z', completedAt: null },
          ],
        },
      },
    });
    renderDetail();
    expect(await screen.findByRole('button', { name: 'Продолжить' })).toBeEnabled();
    expect(screen.getByText('Отвечено 5 из 40')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Посмотреть результат' })).toHaveAttribute(
      'href',
      '/app/tests/t1?result=a1',
    );
  });

  it('under the minimum age: the notice and no start', async () => {
    mockFetch({
      'GET /tests/t1': {
        status: 200,
        body: {
          ...makeCard({ minimumAge: 16, availability: { available: false, reason: 'under_minimum_age' } }),
          attempts: [],
        },
      },
    });
    renderDetail();
    expect(await screen.findByTestId('availability-notice')).toHaveTextContent('Тест доступен с 16 лет');
    expect(screen.getByRole('button', { name: 'Начать тест' })).toBeDisabled();
  });

  it('date of birth missing: links to the settings', async () => {
    mockFetch({
      'GET /tests/t1': {
        status: 200,
        body: { ...makeCard({ availability: { available: false, reason: 'date_of_birth_missing' } }), attempts: [] },
      },
    });
    renderDetail();
    const notice = await screen.findByTestId('availability-notice');
    expect(within(notice).getByRole('link', { name: 'Открыть настройки' })).toHaveAttribute('href', '/app/settings');
  });

  it('sends a denied start to the paywall with the reason', async () => {
    mockFetch({
      'GET /tests/t1': { status: 200, body: { ...makeCard(), attempts: [] } },
      'POST /tests/t1/attempts': {
        status: 403,
        body: { statusCode: 403, code: 'PAYWALL', message: 'tier', reason: 'org_expired' },
      },
    });
    const { router } = renderDetail();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Начать тест' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/paywall'));
    expect(router.state.location.search).toContain('reason=org_expired');
  });
});
