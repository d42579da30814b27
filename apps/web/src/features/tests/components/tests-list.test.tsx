import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { l, makeCard } from './fixtures-for-test.ts';
import { mockFetch, renderRoutes } from './render-for-test.tsx';
import { TestsList } from './tests-list.tsx';

const items = [
  makeCard(),
  makeCard({
    id: 't2',
    slug: 'career-interests',
    title: l('Профориентация'),
    state: 'IN_PROGRESS',
    progress: { answered: 5, total: 48 },
    categories: [{ id: 'c2', key: 'career', name: l('Профориентация'), priority: 2 }],
  }),
  makeCard({
    id: 't3',
    slug: 'work-values',
    title: l('Ценности'),
    requiredTier: 'PRO',
    state: 'COMPLETED',
    lastAttemptId: 'a9',
    lastCompletedAt: '2026-11-02T10:00:00.000Z',
    access: { allowed: false, reason: 'user_insufficient_tier' },
  }),
  makeCard({
    id: 't4',
    slug: 'logic',
    title: l('Логика'),
    availability: { available: false, reason: 'under_minimum_age' },
    minimumAge: 16,
  }),
];
const list = { status: 200, body: { items, stats: { completed: 1, inProgress: 1, timeSpentMinutes: 95 } } };

function renderList() {
  return renderRoutes([{ path: '/app/tests', element: <TestsList /> }], '/app/tests');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TestsList', () => {
  it('groups the tests into in progress, new and completed, with statistics', async () => {
    mockFetch({ 'GET /tests': list });
    renderList();
    const active = await screen.findByTestId('tests-group-active');
    expect(within(active).getByRole('article', { name: 'Профориентация' })).toHaveTextContent('Отвечено 5 из 48');
    expect(within(screen.getByTestId('tests-group-new')).getAllByRole('article')).toHaveLength(2);
    const completed = within(screen.getByTestId('tests-group-completed')).getByRole('article', { name: 'Ценности' });
    expect(completed).toHaveTextContent('Пройден 2 ноября 2026');
    expect(within(completed).getByRole('link', { name: 'Посмотреть результат' })).toHaveAttribute(
      'href',
      '/app/tests/t3?result=a9',
    );
    expect(screen.getByTestId('stat-completed')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-timeSpent')).toHaveTextContent('95 мин');
  });

  it('explains locked and age-limited tests with the way to get access', async () => {
    mockFetch({ 'GET /tests': list });
    renderList();
    const locked = await screen.findByRole('article', { name: 'Ценности' });
    expect(locked).toHaveTextContent('Тест доступен в тарифе Pro');
    expect(within(locked).queryByRole('button', { name: 'Пройти заново' })).not.toBeInTheDocument();
    expect(within(locked).getByRole('link', { name: 'Как получить доступ' }).getAttribute('href')).toBe(
      `/paywall?reason=user_insufficient_tier&redirect=${encodeURIComponent('/app/tests/t3')}`,
    );
    expect(within(locked).getByRole('link', { name: 'Тарифы и оплата' })).toHaveAttribute('href', '/app/billing');
    expect(screen.getByRole('article', { name: 'Логика' })).toHaveTextContent('Тест доступен с 16 лет');
  });

  it('filters by category', async () => {
    mockFetch({ 'GET /tests': list });
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Профориентация' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: 'Все' }));
    expect(screen.getAllByRole('article')).toHaveLength(4);
  });

  it('continues an active test at its first unanswered question', async () => {
    mockFetch({
      'GET /tests': list,
      'POST /tests/t2/attempts': {
        status: 200,
        body: {
          id: 'a2',
          testId: 't2',
          version: 1,
          startedAt: '2026-11-20T10:00:00.000Z',
          completedAt: null,
          questions: [
            { id: 'x1', position: 1, kind: 'SINGLE', text: l('1'), options: [] },
            { id: 'x2', position: 2, kind: 'SINGLE', text: l('2'), options: [] },
          ],
          answers: { x1: { optionIds: ['o'] } },
        },
      },
    });
    const { router } = renderList();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tests/t2/questions/x2'));
  });

  it('shows an empty state', async () => {
    mockFetch({
      'GET /tests': { status: 200, body: { items: [], stats: { completed: 0, inProgress: 0, timeSpentMinutes: 0 } } },
    });
    renderList();
    expect(await screen.findByTestId('tests-empty')).toHaveTextContent('Тестов пока нет');
  });

  it('shows the load error with Retry', async () => {
    let fail = true;
    mockFetch({
      'GET /tests': () =>
        fail ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } } : list,
    });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить тесты');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByTestId('tests-group-active')).toBeInTheDocument();
  });
});
