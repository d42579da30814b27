import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAttempt, makeCard, makeResult } from './fixtures-for-test.ts';
import { QuestionView } from './question-view.tsx';
import { deferred, mockFetch, renderRoutes } from './render-for-test.tsx';

function QuestionRoute() {
  const { id = '', questionId = '' } = useParams();
  return <QuestionView testId={id} questionId={questionId} stageMinMs={0} />;
}

function renderQuestion(questionId: string) {
  return renderRoutes(
    [{ path: '/app/tests/:id/questions/:questionId', element: <QuestionRoute /> }],
    `/app/tests/t1/questions/${questionId}`,
  );
}

const detail = { status: 200, body: { ...makeCard({ state: 'IN_PROGRESS' }), attempts: [] } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QuestionView', () => {
  it('shows the progress and a Likert question as five labelled radios', async () => {
    mockFetch({ 'GET /tests/t1/attempts/current': { status: 200, body: makeAttempt() }, 'GET /tests/t1': detail });
    renderQuestion('q1');
    expect(await screen.findByTestId('question-progress')).toHaveTextContent('Вопрос 1 из 3');
    const group = screen.getByRole('radiogroup', { name: 'Мне нравится работать с людьми' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(within(group).getByLabelText('Вариант 1')).toBeInTheDocument();
    expect(within(group).getByLabelText('Вариант 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Далее' })).toBeDisabled();
  });

  it('renders a multiple-choice question as checkboxes and sends every chosen option', async () => {
    const { calls } = mockFetch({
      'GET /tests/t1/attempts/current': { status: 200, body: makeAttempt({ answers: { q1: { value: 3 } } }) },
      'GET /tests/t1': detail,
      'PUT /tests/t1/attempts/a1/answers/q2': { status: 200, body: { answered: 2, total: 3 } },
    });
    const { router } = renderQuestion('q2');
    const user = userEvent.setup();
    expect(await screen.findAllByRole('checkbox')).toHaveLength(3);
    await user.click(screen.getByLabelText('Математика'));
    await user.click(screen.getByLabelText('Спорт'));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tests/t1/questions/q3'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ optionIds: ['q2a', 'q2c'] });
  });

  it('saves the answer on the server before moving to the next question', async () => {
    const saving = deferred<{ status: number; body: unknown }>();
    const { calls } = mockFetch({
      'GET /tests/t1/attempts/current': { status: 200, body: makeAttempt() },
      'GET /tests/t1': detail,
      'PUT /tests/t1/attempts/a1/answers/q1': () => saving.promise,
    });
    const { router } = renderQuestion('q1');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Вариант 4'));
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    expect(await screen.findByText('Сохраняем ответ…')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/tests/t1/questions/q1');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ value: 4 });

    saving.resolve({ status: 200, body: { answered: 1, total: 3 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tests/t1/questions/q2'));
    await waitFor(() => expect(screen.getByTestId('question-progress')).toHaveTextContent('Вопрос 2 из 3'));
  });

  it('stays on the question and offers Retry when saving fails', async () => {
    let failures = 1;
    mockFetch({
      'GET /tests/t1/attempts/current': { status: 200, body: makeAttempt() },
      'GET /tests/t1': detail,
      'PUT /tests/t1/attempts/a1/answers/q1': () =>
        failures-- > 0
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'boom' } }
          : { status: 200, body: { answered: 1, total: 3 } },
    });
    const { router } = renderQuestion('q1');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Вариант 2'));
    await user.click(screen.getByRole('button', { name: 'Далее' }));

    const alert = await screen.findByTestId('question-error');
    expect(alert).toHaveTextContent('Не удалось сохранить ответ');
    expect(router.state.location.pathname).toBe('/app/tests/t1/questions/q1');

    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tests/t1/questions/q2'));
  });

  it('goes back without saving an unchanged answer', async () => {
    const { calls } = mockFetch({
      'GET /tests/t1/attempts/current': {
        status: 200,
        body: makeAttempt({ answers: { q1: { value: 5 }, q2: { optionIds: ['q2b'] } } }),
      },
      'GET /tests/t1': detail,
    });
    const { router } = renderQuestion('q2');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Музыка')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tests/t1/questions/q1'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    expect(await screen.findByLabelText('Вариант 5')).toBeChecked();
  });

  it('asks before quitting and says the answers are saved', async () => {
    mockFetch({ 'GET /tests/t1/attempts/current': { status: 200, body: makeAttempt() }, 'GET /tests/t1': detail });
    const { router } = renderQuestion('q1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Выйти из теста' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ваши ответы сохранены, вы сможете продолжить позже');

    await user.click(within(dialog).getByRole('button', { name: 'Продолжить тест' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/app/tests/t1/questions/q1');

    await user.click(screen.getByRole('button', { name: 'Выйти из теста' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Выйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tests/t1'));
  });

  it('finishes on the last question through the loading stages to the result', async () => {
    const scoring = deferred<{ status: number; body: unknown }>();
    mockFetch({
      'GET /tests/t1/attempts/current': {
        status: 200,
        body: makeAttempt({ answers: { q1: { value: 2 }, q2: { optionIds: ['q2a'] } } }),
      },
      'GET /tests/t1': detail,
      'PUT /tests/t1/attempts/a1/answers/q3': { status: 200, body: { answered: 3, total: 3 } },
      'POST /tests/t1/attempts/a1/finish': () => scoring.promise,
    });
    const { router } = renderQuestion('q3');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('На природе'));
    expect(screen.queryByRole('button', { name: 'Далее' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Завершить' }));

    const stages = await screen.findByTestId('finish-stages');
    await waitFor(() => expect(stages).toHaveAttribute('data-stage', 'scoring'));
    expect(stages).toHaveTextContent('Сохраняем ответы');
    expect(stages).toHaveTextContent('Считаем результат');
    expect(stages).toHaveTextContent('Готовим интерпретацию');

    scoring.resolve({ status: 200, body: makeResult() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tests/t1'));
    expect(router.state.location.search).toBe('?result=a1');
  });

  it('names the unanswered questions when the server refuses to finish', async () => {
    mockFetch({
      'GET /tests/t1/attempts/current': { status: 200, body: makeAttempt({ answers: { q1: { value: 2 } } }) },
      'GET /tests/t1': detail,
      'PUT /tests/t1/attempts/a1/answers/q3': { status: 200, body: { answered: 2, total: 3 } },
      'POST /tests/t1/attempts/a1/finish': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'QUESTIONS_UNANSWERED',
          message: 'unanswered',
          details: [{ field: 'questions.q2', code: 'required', message: 'required' }],
        },
      },
    });
    const { router } = renderQuestion('q3');
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('В офисе'));
    await user.click(screen.getByRole('button', { name: 'Завершить' }));
    expect(await screen.findByText(/Остались вопросы без ответа: 1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Перейти к вопросу' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/tests/t1/questions/q2'));
  });

  it('shows the question load error with Retry and Back', async () => {
    mockFetch({
      'GET /tests/t1/attempts/current': {
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' },
      },
      'GET /tests/t1': detail,
    });
    renderQuestion('q1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить вопрос');
    expect(within(alert).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Вернуться к тесту' })).toHaveAttribute('href', '/app/tests/t1');
  });
});
