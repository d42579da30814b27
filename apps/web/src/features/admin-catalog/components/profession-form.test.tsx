import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { ProfessionForm } from './profession-form.tsx';

configure({ defaultHidden: true });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LANGS = ['Русский', 'Қазақша', 'English'] as const;

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

function sentBody(fetchMock: ReturnType<typeof mockApi>): unknown {
  const body = fetchMock.mock.calls[0]?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

describe('ProfessionForm', { timeout: 30_000 }, () => {
  it('validates with the contract schema and sends nothing while invalid', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<ProfessionForm />);
    fill('Код Холланда (RIASEC)', 'xyz');
    fill('Адрес (slug)', 'Не латиница');
    fill('Зарплата от', '900000');
    fill('Зарплата до', '300000');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Проверьте выделенные поля');
    expect(screen.getByText('Латинские строчные буквы, цифры и дефис, 2–80 символов')).toBeInTheDocument();
    expect(screen.getByText('От одной до трёх букв из R, I, A, S, E, C')).toBeInTheDocument();
    expect(screen.getAllByText('Заполните текст')).toHaveLength(6);
    expect(screen.getByText('Верхняя граница не может быть меньше нижней')).toBeInTheDocument();
    expect(screen.getByLabelText('Код Холланда (RIASEC)', { exact: false })).toHaveValue('XYZ');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the contract body with skills and majors in three languages', async () => {
    const fetchMock = mockApi({
      'POST /admin/professions': { status: 201, body: { id: 'p1', updatedAt: '2026-11-22T00:00:00Z' } },
    });
    const onSaved = vi.fn();
    renderWithProviders(<ProfessionForm onSaved={onSaved} />);
    fill('Адрес (slug)', 'data-analyst');
    await userEvent.click(screen.getByRole('textbox', { name: /^Отрасль/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Нефть и газ' }));
    fill('Код Холланда (RIASEC)', 'ica');
    for (const lng of LANGS) {
      fill(`Название (${lng})`, `Аналитик ${lng}`);
      fill(`Описание (${lng})`, `Работает с данными ${lng}`);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Добавить навык' }));
    for (const lng of LANGS) fill(`Навык 1 (${lng})`, `SQL ${lng}`);
    await userEvent.click(screen.getByRole('button', { name: 'Добавить специальность' }));
    for (const lng of LANGS) fill(`Специальность 1 (${lng})`, `Статистика ${lng}`);
    fill('Зарплата от', '400000');
    fill('Зарплата до', '1500000');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toEqual({
      slug: 'data-analyst',
      name: { ru: 'Аналитик Русский', kk: 'Аналитик Қазақша', en: 'Аналитик English' },
      description: {
        ru: 'Работает с данными Русский',
        kk: 'Работает с данными Қазақша',
        en: 'Работает с данными English',
      },
      riasec: 'ICA',
      typeAffinities: [],
      skills: [{ ru: 'SQL Русский', kk: 'SQL Қазақша', en: 'SQL English' }],
      majors: [{ ru: 'Статистика Русский', kk: 'Статистика Қазақша', en: 'Статистика English' }],
      field: 'OIL_GAS',
      demand: 'MEDIUM',
      salaryKzt: { from: 400000, to: 1500000 },
    });
  });
});
