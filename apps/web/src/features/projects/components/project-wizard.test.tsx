import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders, sentBody } from '../../../lib/testing.tsx';
import { ProjectWizard } from './project-wizard.tsx';

afterEach(() => vi.unstubAllGlobals());

const noDraft = { 'GET /projects/draft': { status: 200, body: { draft: null } } };
const savedDraft = { 'PUT /projects/draft': { status: 200, body: { draft: null } } };

const next = () => screen.getByTestId('wizard-next');
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('ProjectWizard', () => {
  it('marks every required field with the asterisk its hint promises, and as required for screen readers', async () => {
    mockApi({ ...noDraft, ...savedDraft });
    renderWithProviders(<ProjectWizard />);
    expect(await screen.findByTestId('wizard-gate')).toHaveTextContent('*');
    const asterisked = (testId: string) => {
      const input = screen.getByTestId(testId);
      expect(input).toHaveAttribute('aria-required', 'true');
      const label = document.querySelector(`label[for="${input.id}"]`);
      expect(label?.textContent).toContain('*');
    };
    asterisked('project-name');
    asterisked('project-description');
    type('project-name', 'Робот');
    type('project-description', 'Школьная команда роботов');
    await userEvent.click(next());
    asterisked('project-bio');
  });

  it('keeps Next disabled until the step’s required fields follow the rules', async () => {
    mockApi({ ...noDraft, ...savedDraft });
    renderWithProviders(<ProjectWizard />);
    expect(await screen.findByText('Шаг 1 из 5: Основное')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    type('project-name', 'ab');
    type('project-description', 'Школьная команда роботов');
    expect(next()).toBeDisabled();
    fireEvent.blur(screen.getByTestId('project-name'));
    expect(screen.getByText('Название — не меньше 3 символов')).toBeInTheDocument();
    type('project-name', 'Робот');
    expect(next()).toBeEnabled();
    await userEvent.click(next());

    expect(screen.getByText('Шаг 2 из 5: Подробности')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    type('project-bio', 'Короткая история');
    type('project-objective', 'Собрать прототип');
    expect(next()).toBeDisabled();
    type('project-bio', 'Мы собираем робота, который сортирует пластик в школе.');
    expect(next()).toBeEnabled();
    type('project-social-github', 'https://gitlab.com/team/robot');
    fireEvent.blur(screen.getByTestId('project-social-github'));
    expect(next()).toBeDisabled();
    expect(screen.getByText(/Укажите ссылку на GitHub/)).toBeInTheDocument();
    type('project-social-github', '');
    type('project-social-telegram', '@robot_team');
    expect(next()).toBeEnabled();
    await userEvent.click(next());

    expect(screen.getByText('Шаг 3 из 5: Навыки и интересы')).toBeInTheDocument();
    expect(next()).toBeDisabled();
  });

  it('resumes a saved draft on its step and saves changes to the server', async () => {
    const fetchMock = mockApi({
      'GET /projects/draft': {
        status: 200,
        body: {
          draft: {
            data: {
              name: 'Робот',
              description: 'Школьная команда роботов',
              bio: 'Мы собираем робота, который сортирует пластик.',
              objectives: ['Собрать прототип'],
            },
            step: 1,
            media: [],
            updatedAt: new Date().toISOString(),
          },
        },
      },
      ...savedDraft,
    });
    renderWithProviders(<ProjectWizard />);
    expect(await screen.findByTestId('draft-resumed')).toBeInTheDocument();
    expect(screen.getByText('Шаг 2 из 5: Подробности')).toBeInTheDocument();
    expect(screen.getByTestId('project-bio')).toHaveValue('Мы собираем робота, который сортирует пластик.');
    type('project-social-website', 'https://robot.kz');
    await userEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(screen.getByTestId('draft-status')).toHaveTextContent('Черновик сохранён'));
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toMatchObject({
      step: 1,
      data: { name: 'Робот', socials: { website: 'https://robot.kz' } },
    });
  });
});
