import { configure, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { SkillStepsEditor } from './skill-steps-editor.tsx';

configure({ defaultHidden: true });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const L = (text: string) => ({ ru: `${text} ru`, kk: `${text} kk`, en: `${text} en` });
const LANGS = ['Русский', 'Қазақша', 'English'] as const;
const list = {
  items: [
    { index: 0, skill: L('SQL'), steps: [L('a'), L('b'), L('c')], sharedWith: 2, updatedAt: '2026-11-20T00:00:00Z' },
    { index: 1, skill: L('Git'), steps: [], sharedWith: 0, updatedAt: null },
  ],
};

describe('SkillStepsEditor', { timeout: 30_000 }, () => {
  it('shows each skill with its steps, says which skills share them, and refuses fewer than three steps', async () => {
    const fetchMock = mockApi({ 'GET /admin/professions/p1/skills': { status: 200, body: list } });
    renderWithProviders(<SkillStepsEditor professionId="p1" />);

    expect(await screen.findByText('3 шага')).toBeInTheDocument();
    expect(screen.getByText('нет шагов')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /SQL ru/ }));
    expect(await screen.findByText(/есть ещё у 2 профессий/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Git ru/ }));
    expect(await screen.findByText(/общие шаги/)).toBeInTheDocument();
    const gitForm = screen.getByRole('form', { name: 'Шаги навыка «Git ru»' });
    await userEvent.click(gitForm.querySelector('button[type="button"]') as HTMLElement);
    for (const lng of LANGS) {
      fireEvent.change(screen.getAllByLabelText(`Шаг 1 (${lng})`).at(-1) as HTMLElement, {
        target: { value: `Сделать ${lng}` },
      });
    }
    await userEvent.click(screen.getAllByRole('button', { name: 'Сохранить шаги' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Нужно не меньше трёх шагов')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });
});
