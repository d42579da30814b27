import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { l, makeResult } from './fixtures-for-test.ts';
import { renderRoutes } from './render-for-test.tsx';
import { TestResult } from './test-result.tsx';

function renderResult(result = makeResult()) {
  return renderRoutes([{ path: '/app/tests/:id', element: <TestResult result={result} /> }], '/app/tests/t1?result=a1');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TestResult', () => {
  it('draws a bipolar axis as a two-sided bar with both pole names', () => {
    renderResult();
    expect(screen.getByTestId('test-result')).toBeInTheDocument();
    expect(document.title).toBe('Результат: Тип личности | Bagdar');
    const axis = screen.getByTestId('scale-EI');
    expect(within(axis).getByTestId('pole-negative')).toHaveTextContent('Интроверсия 30%');
    expect(within(axis).getByTestId('pole-positive')).toHaveTextContent('Экстраверсия 70%');
    expect(within(axis).getByRole('img')).toHaveAccessibleName('Интроверсия: 30%, Экстраверсия: 70%');
  });

  it('draws a one-sided scale as a bar with its score and the interpretation', () => {
    renderResult();
    const scale = screen.getByTestId('scale-R');
    expect(within(scale).getByTestId('scale-score')).toHaveTextContent('40');
    expect(within(scale).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Вам интересна практическая работа.')).toBeInTheDocument();
  });

  it('shows what changed since the last attempt, with the direction of each change', () => {
    renderResult();
    expect(screen.getByTestId('result-changes')).toHaveTextContent('Что изменилось с прошлой попытки');
    const toward = within(screen.getByTestId('scale-EI')).getByTestId('scale-delta');
    expect(toward).toHaveAttribute('data-delta', '10');
    expect(toward).toHaveTextContent('Сдвиг к полюсу «Экстраверсия» на 10');
    const down = within(screen.getByTestId('scale-R')).getByTestId('scale-delta');
    expect(down).toHaveAttribute('data-delta', '-15');
    expect(down).toHaveTextContent('Снизилось на 15');
  });

  it('has no change block on a first attempt', () => {
    renderResult(
      makeResult({
        previousAttemptAt: null,
        scales: makeResult().scales.map((s) => ({ ...s, previousScore: null })),
      }),
    );
    expect(screen.queryByTestId('result-changes')).not.toBeInTheDocument();
    expect(screen.queryByTestId('scale-delta')).not.toBeInTheDocument();
  });

  it('shows the knowledge score for a knowledge test', () => {
    renderResult(
      makeResult({
        scoring: 'KNOWLEDGE',
        testTitle: l('Логика'),
        scales: [],
        knowledge: { correct: 8, total: 10, percent: 80 },
      }),
    );
    const score = screen.getByTestId('knowledge-score');
    expect(score).toHaveTextContent('Правильных ответов: 8 из 10');
    expect(score).toHaveTextContent('80%');
  });

  it('offers the feedback survey after a completion without feedback', () => {
    renderResult(makeResult({ feedbackGiven: false }));
    expect(screen.getByTestId('feedback-survey')).toBeInTheDocument();
  });
});
