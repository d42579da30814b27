import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n.ts';
import { mockApi, renderWithProviders } from '../../../lib/testing.tsx';
import { TestEditor } from './test-editor.tsx';
import { loc, makeAdminTest } from './test-fixtures.ts';

// Role queries skip the per-element visibility check: the editor's DOM is large and jsdom is slow at it.
configure({ defaultHidden: true });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const categories = [{ id: 'c1', key: 'career', name: loc('Профориентация'), priority: 1 }];

function bodyOf(fetchMock: ReturnType<typeof mockApi>, method: string): unknown {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  const body = call?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

/** The open tab's panel (the others stay mounted but hidden). */
function openPanel(): HTMLElement {
  const panel = screen.getAllByRole('tabpanel').find((element) => element.style.display !== 'none');
  if (!panel) throw new Error('no open tab panel');
  return panel;
}

function fill(label: string, value: string) {
  fireEvent.change(within(openPanel()).getByLabelText(label, { exact: false }), { target: { value } });
}

// The editor renders many inputs; on a loaded 2-core machine a single test can take several seconds.
describe('TestEditor', { timeout: 60_000 }, () => {
  it('saves the questions in the order they were moved to, keeping the focus on the moved question', async () => {
    const test = makeAdminTest();
    const fetchMock = mockApi({ 'PUT /admin/tests/t1': { status: 200, body: test } });
    renderWithProviders(<TestEditor test={test} categories={categories} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Вопросы' }));

    const down = screen.getByRole('button', { name: 'Переместить вопрос 1 ниже' });
    await userEvent.click(down);
    expect(screen.getByRole('status')).toHaveTextContent('Вопрос 1 перемещён на позицию 2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Переместить вопрос 2 ниже' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Переместить вопрос 3 выше' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'PUT')).toEqual({
      slug: 'career-mini',
      title: test.title,
      description: test.description,
      estimatedMinutes: 5,
      minimumAge: 12,
      requiredTier: 'STANDARD',
      scoring: 'TRAIT',
      categoryIds: ['c1'],
      scales: test.scales,
      questions: [
        {
          kind: 'SINGLE',
          text: loc('Второй'),
          options: [
            { text: loc('Да'), weights: { I: 2 }, correct: false },
            { text: loc('Нет'), weights: { R: 1 }, correct: false },
          ],
          likert: null,
          explanation: null,
        },
        {
          kind: 'LIKERT',
          text: loc('Третий'),
          options: [],
          likert: { scale: 'I', direction: -1 },
          explanation: null,
        },
        { kind: 'LIKERT', text: loc('Первый'), options: [], likert: { scale: 'R', direction: 1 }, explanation: null },
      ],
    });
  });

  it('builds a new draft from the form: basics, a scale, a duplicated Likert question with reverse keying', async () => {
    const created = makeAdminTest({ id: 't9' });
    const fetchMock = mockApi({ 'POST /admin/tests': { status: 201, body: created } });
    const onCreated = vi.fn();
    renderWithProviders(<TestEditor categories={categories} onCreated={onCreated} />);

    fill('Адрес (slug)', 'new-test');
    for (const lng of ['Русский', 'Қазақша', 'English']) {
      fill(`Название (${lng})`, `Тест ${lng}`);
      fill(`Описание (${lng})`, `Описание ${lng}`);
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Шкалы' }));
    await userEvent.click(screen.getByRole('button', { name: 'Добавить шкалу' }));
    fill('Ключ', 'S');
    for (const [label, text] of [
      ['Название', 'Социальный'],
      ['Описание', 'Про людей'],
      ['Интерпретация высокого балла', 'Высоко'],
      ['Интерпретация низкого балла', 'Низко'],
    ] as const) {
      for (const lng of ['Русский', 'Қазақша', 'English']) fill(`${label} (${lng})`, `${text} ${lng}`);
    }
    await userEvent.click(screen.getByRole('tab', { name: 'Вопросы' }));
    await userEvent.click(screen.getByRole('button', { name: 'Шкала Лайкерта' }));
    for (const lng of ['Русский', 'Қазақша', 'English']) fill(`Текст вопроса (${lng})`, `Помогаю ${lng}`);
    await userEvent.click(screen.getByRole('radio', { name: 'Обратное' }));
    await userEvent.click(screen.getByRole('button', { name: 'Дублировать вопрос 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const question = {
      kind: 'LIKERT',
      text: { ru: 'Помогаю Русский', kk: 'Помогаю Қазақша', en: 'Помогаю English' },
      options: [],
      likert: { scale: 'S', direction: -1 },
    };
    expect(bodyOf(fetchMock, 'POST')).toEqual({
      slug: 'new-test',
      title: { ru: 'Тест Русский', kk: 'Тест Қазақша', en: 'Тест English' },
      description: { ru: 'Описание Русский', kk: 'Описание Қазақша', en: 'Описание English' },
      estimatedMinutes: 10,
      minimumAge: 12,
      requiredTier: 'STANDARD',
      scoring: 'TRAIT',
      categoryIds: [],
      scales: [
        {
          key: 'S',
          name: { ru: 'Социальный Русский', kk: 'Социальный Қазақша', en: 'Социальный English' },
          description: { ru: 'Про людей Русский', kk: 'Про людей Қазақша', en: 'Про людей English' },
          high: { ru: 'Высоко Русский', kk: 'Высоко Қазақша', en: 'Высоко English' },
          low: { ru: 'Низко Русский', kk: 'Низко Қазақша', en: 'Низко English' },
          poles: null,
        },
      ],
      questions: [question, question],
    });
  });

  it('shows the contract messages and sends nothing when required texts are missing', async () => {
    const fetchMock = mockApi({});
    renderWithProviders(<TestEditor categories={categories} />);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Проверьте выделенные поля');
    expect(screen.getAllByText('Заполните текст').length).toBeGreaterThan(0);
    expect(screen.getByText('Латинские строчные буквы, цифры и дефис, 3–60 символов')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the server details of a refused publish on the scale and question cards and in a summary', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const test = makeAdminTest();
    mockApi({
      'POST /admin/tests/t1/publish': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'TEST_NOT_PUBLISHABLE',
          message: 'The test cannot be published',
          details: [
            { field: 'scales.I', code: 'scale_not_fed', message: 'scale_not_fed' },
            { field: 'questions.1.options', code: 'options_required', message: 'options_required' },
            { field: 'questions', code: 'some_new_rule', message: 'Server-side words' },
            { field: 'title.kk', code: 'localized_required', message: 'localized_required' },
          ],
        },
      },
    });
    renderWithProviders(<TestEditor test={test} categories={categories} />);
    await userEvent.click(screen.getByRole('button', { name: 'Опубликовать' }));

    const summary = await screen.findByTestId('issues-summary');
    expect(screen.getByText('Тест нельзя опубликовать')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Шкала 2: Ни один ответ не влияет на эту шкалу');
    expect(summary).toHaveTextContent('Вопрос 2: Нужно не меньше двух вариантов ответа');
    expect(summary).toHaveTextContent('Вопросы: Server-side words');
    // The first detail opens its tab, and the scale card carries the message.
    expect(screen.getByRole('tab', { name: /Шкалы/ })).toHaveAttribute('aria-selected', 'true');
    const scaleCard = screen.getByRole('region', { name: 'Шкала 2: I' });
    expect(within(scaleCard).getByRole('alert')).toHaveTextContent('Ни один ответ не влияет на эту шкалу');

    await userEvent.click(within(summary).getByRole('button', { name: 'Вопрос 2' }));
    const card = screen.getByRole('listitem', { name: 'Вопрос 2' });
    expect(within(card).getByRole('alert')).toHaveTextContent('Нужно не меньше двух вариантов ответа');

    // A detail naming an input is shown under that input.
    await userEvent.click(within(summary).getByRole('button', { name: 'Основное' }));
    expect(within(openPanel()).getByLabelText('Название (Қазақша)', { exact: false })).toHaveAccessibleDescription(
      'Заполните текст',
    );
  });

  it('warns that a published test is saved as a new version before sending it', async () => {
    const test = makeAdminTest({ status: 'PUBLISHED', version: 3 });
    const fetchMock = mockApi({ 'PUT /admin/tests/t1': { status: 200, body: { ...test, version: 4 } } });
    renderWithProviders(<TestEditor test={test} categories={categories} />);
    fill('Время, минут', '7');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сохранить новую версию?' });
    expect(dialog).toHaveTextContent(
      'Опубликованный тест сохранится как новая версия; прошлые результаты не изменятся',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(bodyOf(fetchMock, 'PUT')).toMatchObject({ estimatedMinutes: 7 });
  });
});
