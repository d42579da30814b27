import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { blocked, estimated, institution, major, notEstimated, result } from './analysis-fixture.ts';
import { AnalysisSummary } from './analysis-summary.tsx';

configure({ defaultHidden: true });

const list = result([
  institution('i1', 'Astana IT University', 'GRANT', [
    major('m1', [estimated('GRANT', 35, 55), estimated('PAID', 80, 95)]),
  ]),
  institution('i2', 'Медицинский университет Астана', 'NOT_ELIGIBLE', [major('m2', [blocked('PAID', 3)])]),
  institution('i3', 'Университет Нархоз', 'NOT_ESTIMATED', [major('m3', [notEstimated('B044')])]),
]);

describe('AnalysisSummary', { timeout: 30_000 }, () => {
  it('shows one line per institution with its best route, chance range or the points missing', async () => {
    renderWithProviders(<AnalysisSummary result={list} baseline={null} />);
    const rows = await screen.findAllByTestId('institution-result');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByTestId('best-route')).toHaveTextContent('Грант');
    expect(within(rows[0]!).getByTestId('best-chance')).toHaveTextContent('35–55 %');
    expect(within(rows[1]!).getByTestId('best-route')).toHaveTextContent('Не проходит');
    expect(within(rows[1]!).getByTestId('best-chance')).toHaveTextContent('0 % не хватает баллов: 3');
    expect(within(rows[2]!).getByTestId('best-chance')).toHaveTextContent('не оценено');
    // Closed: no majors rendered.
    expect(screen.queryByTestId('major-result')).not.toBeInTheDocument();
  });

  it('opens a line from the keyboard to its majors, the rule that blocks, the evidence and the plan', async () => {
    renderWithProviders(<AnalysisSummary result={list} baseline={null} />);
    const toggle = await screen.findByRole('button', {
      name: 'Показать специальности и причины: Медицинский университет Астана',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(within(panel!).getByTestId('blocked-rule')).toHaveTextContent(
      'Не проходит: пороговый балл для платного обучения, 2024 — 50; не хватает баллов: 3',
    );
    expect(within(panel!).getByText('План подготовки')).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Показать специальности и причины: Astana IT University' }),
    );
    const evidence = screen.getAllByTestId('evidence').map((e) => e.textContent);
    expect(evidence).toContain('По проходным баллам B057 за 2022–2024');
    // "Tested on N past years" only where back-testing ran on real data.
    expect(evidence.join(' ')).not.toContain('проверено');
    expect(screen.getAllByRole('link', { name: 'Пороговые баллы ЕНТ 2024 (2024)' }).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Показать специальности и причины: Университет Нархоз' }));
    expect(screen.getByText('Нет опубликованного проходного балла по B044: шанс не оценивается')).toBeInTheDocument();
  });

  it('says "tested on N past years" when the evidence was back-tested', async () => {
    const tested = estimated('GRANT', 40, 60);
    tested.evidence.testedYears = 3;
    renderWithProviders(
      <AnalysisSummary
        result={result([institution('i1', 'AITU', 'GRANT', [major('m1', [tested])])])}
        baseline={null}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Показать специальности и причины: AITU' }));
    expect(screen.getByTestId('evidence')).toHaveTextContent('проверено на прошлых годах: 3');
  });

  it('marks a line whose best route changed against the saved result', async () => {
    const after = result([institution('i2', 'МУА', 'PAID', [major('m2', [estimated('PAID', 60, 80)])])]);
    const before = result([institution('i2', 'МУА', 'NOT_ELIGIBLE', [major('m2', [blocked('PAID', 3)])])]);
    renderWithProviders(<AnalysisSummary result={after} baseline={before} />);
    expect(await screen.findByTestId('route-changed')).toHaveTextContent('было: Не проходит');
    expect(screen.getByTestId('best-route')).toHaveTextContent('Платное');
  });
});
