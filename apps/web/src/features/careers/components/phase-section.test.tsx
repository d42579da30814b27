import type { TPlanPhase } from '@bagdar/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { PhaseSection } from './phase-section.tsx';

const L = (text: string) => ({ ru: text, kk: text, en: text });
const phase: TPlanPhase = {
  id: 'ph1',
  position: 0,
  kind: 'SKILL',
  title: L('Навык: Python'),
  description: L('Основы языка'),
  because: null,
  target: null,
  startsOn: '2026-09-01',
  dueOn: '2026-10-01',
  subtasksTotal: 0,
  subtasksDone: 0,
  achievement: { title: L('Питонист'), receivedAt: null },
  subtasks: [],
  materials: [{ id: 'm1', type: 'COURSE', title: 'Python EN', url: 'https://example.org', language: 'EN' }],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ru');
});

describe('PhaseSection', () => {
  it('names a material’s language in words, not its code', async () => {
    mockApi({});
    const expected = { ru: 'Английский', kk: 'Ағылшын тілі', en: 'English' } as const;
    for (const lng of ['ru', 'kk', 'en'] as const) {
      await i18n.changeLanguage(lng);
      const view = renderWithProviders(<PhaseSection planId="p1" phase={phase} editable={false} />);
      expect(await screen.findByText(expected[lng])).toBeInTheDocument();
      expect(screen.queryByText('EN')).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows a gap phase’s target, its due date and the real deadline, marking a sample date', async () => {
    mockApi({});
    await i18n.changeLanguage('kk');
    renderWithProviders(
      <PhaseSection
        planId="p1"
        editable={false}
        phase={{
          ...phase,
          kind: 'SCORE_UNT',
          dueOn: '2027-05-15',
          target: {
            exam: 'UNT',
            subject: null,
            current: 98,
            target: 112,
            gain: 14,
            bar: 'FORECAST_CUTOFF',
            sample: true,
            source: null,
            deadline: { kind: 'UNT_MAIN', on: '2027-05-16', year: 2027, source: null, sample: true },
          },
        }}
      />,
    );
    const target = await screen.findByTestId('phase-target');
    expect(target).toHaveTextContent('ҰБТ балы: 98 → 112 (+14)');
    expect(target).toHaveTextContent('үлгі дерек');
    expect(screen.getByTestId('phase-target-due')).toHaveTextContent(
      'Кезең мерзімі: 15.05.2027 · «2027 негізгі ҰБТ» алдында — 16.05.2027 (күні — үлгі)',
    );
  });
});
