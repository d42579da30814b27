import type { TProfileSettings } from '@bagdar/contracts';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders, sentBody } from '../../../lib/testing.tsx';
import { AcademicForm } from './academic-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const settings = (academic: TProfileSettings['academic'] = null): TProfileSettings => ({
  username: 'aigerim',
  email: 'aigerim@example.kz',
  emailVerified: true,
  firstName: 'Айгерим',
  lastName: 'Серикова',
  gender: 'FEMALE',
  dateOfBirth: '2007-04-12',
  organizationName: null,
  bio: null,
  avatarUrl: null,
  interests: [],
  academic,
});
const languages = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ language: `Язык ${i + 1}`, level: 'BEGINNER' as const }));
/** Academic data with no scores, only these languages. */
const onlyLanguages = (list: NonNullable<TProfileSettings['academic']>['languages']) => ({
  gpaSystem: 'FOUR' as const,
  gpa: null,
  gpa4: null,
  ielts: null,
  toefl: null,
  sat: null,
  unt: null,
  languages: list,
});
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('AcademicForm', () => {
  it('refuses a GPA above the 4.0 system and an IELTS off its 0.5 step, sending nothing', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<AcademicForm settings={settings()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'GPA' }), { target: { value: '5.5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'IELTS' }), { target: { value: '7.3' } });
    await save();
    expect(await screen.findByText('GPA выше максимума выбранной системы')).toBeInTheDocument();
    expect(screen.getByText('IELTS указывается с шагом 0,5')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks a language listed twice on its row, sending nothing', async () => {
    const fetchMock = mockApi({});
    const twice = [
      { language: 'English', level: 'FLUENT' as const },
      { language: 'english', level: 'BEGINNER' as const },
    ];
    renderWithProviders(<AcademicForm settings={settings(onlyLanguages(twice))} />);
    await save();
    expect(await screen.findByText('Этот язык уже есть в списке')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the 4.0 value and saves what the contract allows', async () => {
    const fetchMock = mockApi({
      'PUT /profiles/me/academic': { status: 200, body: { ...settings().academic, gpaSystem: 'FOUR', gpa: 3.5 } },
    });
    renderWithProviders(<AcademicForm settings={settings()} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'GPA' }), { target: { value: '3.5' } });
    expect(await screen.findByText('По шкале 4.0: 3,5')).toBeInTheDocument();
    await save();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({ gpaSystem: 'FOUR', gpa: 3.5, ielts: null, languages: [] });
  });

  it('keeps a decimal typed key by key, with a point or a comma, and sends the number', async () => {
    const fetchMock = mockApi({
      'PUT /profiles/me/academic': { status: 200, body: { ...settings().academic, gpaSystem: 'FOUR', gpa: 3.5 } },
    });
    renderWithProviders(<AcademicForm settings={settings()} />);
    const gpa = screen.getByRole('textbox', { name: 'GPA' });
    const ielts = screen.getByRole('textbox', { name: 'IELTS' });
    await userEvent.type(gpa, '3,5');
    await userEvent.type(ielts, '7.5');
    expect(gpa).toHaveValue('3.5');
    expect(ielts).toHaveValue('7.5');
    expect(screen.getByText('По шкале 4.0: 3,5')).toBeInTheDocument();
    await save();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({ gpa: 3.5, ielts: 7.5 });
  });

  it('disables the 21st language with a message', () => {
    renderWithProviders(<AcademicForm settings={settings(onlyLanguages(languages(19)))} />);
    const add = screen.getByRole('button', { name: 'Добавить язык' });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    expect(screen.getByRole('button', { name: 'Добавить язык' })).toBeDisabled();
    expect(screen.getByText('Можно указать не больше 20 языков')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Удалить язык 20' }));
    expect(screen.getByRole('button', { name: 'Добавить язык' })).toBeEnabled();
  }, 20_000);
});
