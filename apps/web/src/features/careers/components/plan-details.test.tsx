import type { TPlanDetails } from '@bagdar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { PlanDetails } from './plan-details.tsx';

afterEach(() => vi.unstubAllGlobals());

const L = (text: string) => ({ ru: text, kk: text, en: text });
const plan = (status: TPlanDetails['status']): TPlanDetails => ({
  id: 'p1',
  goal: 'EMPLOYMENT',
  status,
  title: L('Разработчик'),
  createdAt: '2026-09-01T10:00:00.000Z',
  targetDate: '2027-09-01',
  subtasksTotal: 10,
  subtasksDone: 0,
  phasesTotal: 0,
  phasesDone: 0,
  progress: 0,
  remainingDays: 300,
  job: null,
  lifeStage: 'PUPIL',
  years: 2,
  about: '',
  summary: null,
  warnings: [],
  completedAt: status === 'COMPLETED' ? '2026-10-01T10:00:00.000Z' : null,
  aiEnriched: false,
  phases: [],
  activity: [],
  aiModel: null,
});

describe('PlanDetails', () => {
  it('asks before completing a plan, saying how much is done', async () => {
    const fetchMock = mockApi({ 'POST /careers/plans/p1/complete': { status: 200, body: {} } });
    renderWithProviders(<PlanDetails plan={plan('ACTIVE')} />);
    await userEvent.click(screen.getByTestId('plan-complete'));
    const dialog = await screen.findByRole('dialog', { name: 'Завершить план?' });
    expect(dialog).toHaveTextContent('Выполнено 0 % задач');
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отметить завершённым' }));
    expect(fetchMock.mock.calls.map(([url]) => url as string)).toEqual(['/api/v1/careers/plans/p1/complete']);
  });

  it('reopens a completed plan', async () => {
    const fetchMock = mockApi({ 'POST /careers/plans/p1/reopen': { status: 200, body: {} } });
    renderWithProviders(<PlanDetails plan={plan('COMPLETED')} />);
    expect(screen.queryByTestId('plan-complete')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Вернуть в работу' }));
    expect(fetchMock.mock.calls.map(([url]) => url as string)).toEqual(['/api/v1/careers/plans/p1/reopen']);
  });

  it('shows the plan’s deadline warnings', () => {
    mockApi({});
    const text = L('До основного ЕНТ 2027 осталось 76 дн., а этапу нужно около 140 дн.');
    const deadline = { kind: 'UNT_MAIN' as const, on: '2027-05-16', year: 2027, source: null, sample: true };
    renderWithProviders(
      <PlanDetails
        plan={{
          ...plan('ACTIVE'),
          warnings: [
            {
              code: 'DEADLINE_TOO_CLOSE',
              phaseKind: 'SCORE_UNT',
              phasePosition: 1,
              deadline,
              daysNeeded: 140,
              daysLeft: 76,
              text,
            },
          ],
        }}
      />,
    );
    const warnings = screen.getByTestId('plan-warnings');
    expect(warnings).toHaveTextContent('Этот срок не успеть');
    expect(warnings).toHaveTextContent(text.ru);
  });
});
