import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedbackSurvey } from './feedback-survey.tsx';
import { mockFetch, renderRoutes } from './render-for-test.tsx';

function renderSurvey(onSkip = vi.fn()) {
  renderRoutes([{ path: '/', element: <FeedbackSurvey testId="t1" attemptId="a1" onSkip={onSkip} /> }], '/');
  return onSkip;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FeedbackSurvey', () => {
  it('requires the answer and a rating before sending', async () => {
    const { calls } = mockFetch({});
    renderSurvey();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Выберите ответ')).toBeInTheDocument();
    expect(screen.getByText('Поставьте оценку от 1 до 5')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('offers the five answers and sends answer, stars and comment, then thanks', async () => {
    const { calls } = mockFetch({ 'POST /tests/t1/feedback': { status: 200, body: { ok: true } } });
    renderSurvey();
    const user = userEvent.setup();
    for (const label of ['Да', 'Скорее да', 'Нейтрально', 'Скорее нет', 'Нет']) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('radio', { name: 'Скорее да' }));
    // Stars by keyboard: focus the fourth and press Space.
    screen.getByRole('radio', { name: '4 из 5' }).focus();
    await user.keyboard(' ');
    await user.type(screen.getByLabelText('Комментарий'), 'Полезно');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(/Спасибо за отзыв/)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ attemptId: 'a1', answer: 'PROBABLY', rating: 4, comment: 'Полезно' });
  });

  it('can be skipped', async () => {
    mockFetch({});
    const onSkip = renderSurvey();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Пропустить' }));
    await waitFor(() => expect(onSkip).toHaveBeenCalled());
  });

  it('treats feedback already given as done', async () => {
    mockFetch({
      'POST /tests/t1/feedback': {
        status: 409,
        body: { statusCode: 409, code: 'FEEDBACK_EXISTS', message: 'exists' },
      },
    });
    renderSurvey();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Да' }));
    screen.getByRole('radio', { name: '5 из 5' }).focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText(/Спасибо за отзыв/)).toBeInTheDocument();
  });
});
