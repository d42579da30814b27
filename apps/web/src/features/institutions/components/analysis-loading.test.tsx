import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../lib/testing.tsx';
import { AnalysisLoading } from './analysis-loading.tsx';

configure({ defaultHidden: true });

describe('AnalysisLoading', { timeout: 30_000 }, () => {
  it('lists no stages when the API reports none', async () => {
    renderWithProviders(<AnalysisLoading progress={null} />);
    expect(await screen.findByText('Обычно это занимает несколько секунд.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('analysis-stage')).toHaveLength(0);
  });

  it('ticks the stages the job has passed', async () => {
    renderWithProviders(<AnalysisLoading progress={{ stage: 'MATCHING', percent: 50 }} />);
    const stages = await screen.findAllByTestId('analysis-stage');
    expect(stages.map((s) => s.textContent?.trim())).toEqual([
      'Анализ профиля',
      'Сопоставление со специальностями',
      'Расчёт шансов',
    ]);
    expect(stages.map((s) => s.hasAttribute('data-done'))).toEqual([true, false, false]);
  });
});
