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
});
