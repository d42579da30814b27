import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { PersonalityView } from './personality-view.tsx';
import { makeAnalysis, makeStatus, mockPersonalityApi, renderWithRouter } from './render-for-test.tsx';

const l = (ru: string) => ({ ru, kk: ru, en: ru });

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ru');
});

describe('PersonalityView', () => {
  it('inactive: lists the missing tests with links to take them', async () => {
    mockPersonalityApi([
      makeStatus({
        state: 'INACTIVE',
        missingTests: [{ id: 't2', slug: 'career-interests', title: l('Профориентационный тест') }],
      }),
    ]);
    renderWithRouter(<PersonalityView />);
    const card = await screen.findByTestId('personality-state-inactive');
    expect(card).toHaveTextContent('Профориентационный тест');
    expect(within(card).getByRole('link', { name: /Пройти тест/ })).toHaveAttribute('href', '/app/tests/t2');
  });

  it('ready: explains the estimate and starts the analysis, then follows the job', async () => {
    const fetchMock = mockPersonalityApi([
      makeStatus(),
      makeStatus({ state: 'LOADING', job: { id: 'j1', stage: 'MATCHING', percent: 45 } }),
    ]);
    renderWithRouter(<PersonalityView />);
    const card = await screen.findByTestId('personality-state-ready');
    expect(card).toHaveTextContent('30–45 секунд');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Создать анализ' }));
    const loading = await screen.findByTestId('personality-state-loading');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
    expect(loading).toHaveAttribute('data-stage', 'MATCHING');
  });

  it('loading: shows the stages with the job percent and polls until done', async () => {
    mockPersonalityApi([
      makeStatus({ state: 'LOADING', job: { id: 'j1', stage: 'PROFILE', percent: 10 } }),
      makeStatus({ state: 'LOADING', job: { id: 'j1', stage: 'SCORING', percent: 90 } }),
      makeStatus({ state: 'COMPLETED', analysis: makeAnalysis() }),
    ]);
    renderWithRouter(<PersonalityView />);
    const loading = await screen.findByTestId('personality-state-loading');
    expect(loading).toHaveTextContent('Анализ профиля');
    expect(loading).toHaveTextContent('Подбор профессий');
    expect(loading).toHaveTextContent('Оценка соответствия');
    expect(loading).toHaveTextContent('Готово на 10%');
    await waitFor(() => expect(screen.getByTestId('personality-state-loading')).toHaveTextContent('Готово на 90%'), {
      timeout: 4000,
    });
    expect(await screen.findByTestId('personality-state-full', {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('preview for FREE users: the type and summary, the rest behind the upgrade', async () => {
    const analysis = makeAnalysis();
    mockPersonalityApi([
      makeStatus({
        state: 'COMPLETED',
        access: 'PREVIEW',
        preview: {
          id: analysis.id,
          createdAt: analysis.createdAt,
          type: 'ENFP',
          summary: analysis.summary,
          hollandCode: 'ASE',
        },
      }),
    ]);
    renderWithRouter(<PersonalityView />);
    const preview = await screen.findByTestId('personality-state-preview');
    expect(preview).toHaveTextContent('Ваш тип: ENFP');
    expect(preview).toHaveTextContent('Вы вдохновляете людей и любите новые идеи.');
    expect(screen.queryByTestId('download-report')).not.toBeInTheDocument();
    expect(screen.queryByText('Дизайнер')).not.toBeInTheDocument();
    const upgrade = screen.getByTestId('upgrade-card');
    expect(within(upgrade).getByRole('link', { name: 'Подключить Standard' })).toHaveAttribute('href', '/app/billing');
    expect(within(upgrade).getByRole('link', { name: 'Сравнить тарифы' }).getAttribute('href')).toContain(
      '/paywall?reason=user_insufficient_tier',
    );
  });

  it('full: axes, RIASEC, professions with fit, AI label and the PDF in the current language', async () => {
    mockPersonalityApi([makeStatus({ state: 'COMPLETED', analysis: makeAnalysis() })]);
    renderWithRouter(<PersonalityView />);
    const full = await screen.findByTestId('personality-state-full');
    expect(full).toHaveTextContent('Ваш тип: ENFP');
    expect(within(screen.getByTestId('axis-EI')).getByRole('img')).toHaveAccessibleName(
      'Экстраверсия: выраженность 72 из 100',
    );
    expect(within(screen.getByTestId('axis-SN')).getByRole('img')).toHaveAccessibleName(
      'Интуиция: выраженность 64 из 100',
    );
    expect(within(screen.getByTestId('riasec-A')).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '81');
    expect(within(screen.getByTestId('professions')).getByRole('article', { name: 'Дизайнер' })).toHaveTextContent(
      'Соответствие 91%',
    );
    expect(screen.getByTestId('ai-label')).toHaveTextContent('Часть текста написана ИИ');
    expect(screen.getByRole('link', { name: /Основы дизайна/ })).toHaveAttribute('href', 'https://example.kz/design');
    const download = screen.getByTestId('download-report');
    expect(download).toHaveAttribute('href', '/api/v1/personality/report.pdf?locale=ru');
    expect(download).toHaveAttribute('download');

    await i18n.changeLanguage('kk');
    await waitFor(() =>
      expect(screen.getByTestId('download-report')).toHaveAttribute('href', '/api/v1/personality/report.pdf?locale=kk'),
    );
  });

  it('locks the re-analysis until the cool-down date and shows it', async () => {
    mockPersonalityApi([
      makeStatus({
        state: 'COMPLETED',
        analysis: makeAnalysis({ aiEnriched: false }),
        cooldownUntil: '2099-11-29T12:00:00.000Z',
      }),
    ]);
    renderWithRouter(<PersonalityView />);
    await screen.findByTestId('personality-state-full');
    expect(screen.queryByTestId('ai-label')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторный анализ' })).toBeDisabled();
    expect(screen.getByTestId('cooldown-until')).toHaveTextContent('Повторный анализ будет доступен 29 ноября 2099');

    await i18n.changeLanguage('kk');
    await waitFor(() =>
      expect(screen.getByTestId('cooldown-until')).toHaveTextContent(
        'Қайта талдау мына күннен бастап қолжетімді: 2099 жылғы 29 қараша',
      ),
    );
    await i18n.changeLanguage('en');
    await waitFor(() =>
      expect(screen.getByTestId('cooldown-until')).toHaveTextContent(
        'A new analysis will be available on November 29, 2099',
      ),
    );
  });

  it('allows the re-analysis once the cool-down is over', async () => {
    mockPersonalityApi([
      makeStatus({ state: 'COMPLETED', analysis: makeAnalysis(), cooldownUntil: '2020-01-01T00:00:00.000Z' }),
    ]);
    renderWithRouter(<PersonalityView />);
    await screen.findByTestId('personality-state-full');
    expect(screen.getByRole('button', { name: 'Повторный анализ' })).toBeEnabled();
    expect(screen.queryByTestId('cooldown-until')).not.toBeInTheDocument();
  });

  it('shows a translated error when the server refuses a re-analysis in the cool-down', async () => {
    mockPersonalityApi([makeStatus({ state: 'COMPLETED', analysis: makeAnalysis() })], {
      status: 409,
      body: { statusCode: 409, code: 'ANALYSIS_COOLDOWN', message: 'cooldown', meta: { until: '2099-01-01' } },
    });
    renderWithRouter(<PersonalityView />);
    await screen.findByTestId('personality-state-full');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторный анализ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Повторный анализ пока недоступен');
  });
});
