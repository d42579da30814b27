import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from '../support/auth.ts';
import { progressText } from '../support/test-taking.ts';

type TTexts = { ru: string; kk: string; en: string };
const LANGUAGES = [
  ['ru', 'Русский'],
  ['kk', 'Қазақша'],
  ['en', 'English'],
] as const;

/** Fills one text in the three languages (inputs labelled "<label> (Русский)" and so on). */
async function fillLocalized(scope: Locator, label: string, texts: TTexts): Promise<void> {
  for (const [lng, name] of LANGUAGES) await scope.getByLabel(`${label} (${name})`, { exact: true }).fill(texts[lng]);
}

/** Picks an option in a Mantine Select. */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

function uniqueSlug(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e4).toString(36)}`;
}

const SCALE_NAME = { ru: 'Спокойствие', kk: 'Сабырлылық', en: 'Calmness' };
const HIGH = {
  ru: 'Вы сохраняете спокойствие в трудных ситуациях.',
  kk: 'Сіз қиын жағдайда сабыр сақтайсыз.',
  en: 'You stay calm in difficult situations.',
};
const LOW = {
  ru: 'Напряжённые ситуации выбивают вас из колеи.',
  kk: 'Шиеленісті жағдайлар сізді мазасыздандырады.',
  en: 'Tense situations unsettle you.',
};

test('an admin creates a STANDARD trait test, fixes a publish problem, publishes it, and a user takes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const slug = uniqueSlug('e2e-calm');
  const title = { ru: `Спокойствие ${slug}`, kk: `Сабырлылық ${slug}`, en: `Calmness ${slug}` };

  await loginAs(page, 'admin');
  await page.goto('/admin/tests');
  await page.getByRole('link', { name: 'Создать тест' }).click();
  await expect(page).toHaveURL(/\/admin\/tests\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Новый тест' })).toBeVisible();

  // Основное: slug, texts in three languages, time, age 0, the STANDARD tier, trait scoring.
  const basics = page.getByRole('tabpanel', { name: 'Основное' });
  await basics.getByLabel('Адрес (slug)').fill(slug);
  await fillLocalized(basics, 'Название', title);
  await fillLocalized(basics, 'Описание', {
    ru: 'Два коротких вопроса о том, как вы справляетесь с волнением.',
    kk: 'Толқуды қалай жеңетініңіз туралы екі қысқа сұрақ.',
    en: 'Two short questions on how you handle stress.',
  });
  await basics.getByLabel('Время, минут').fill('2');
  await basics.getByLabel('Минимальный возраст').fill('0');
  await choose(page, basics.getByRole('textbox', { name: 'Тариф' }), 'Standard');
  await expect(basics.getByRole('textbox', { name: 'Подсчёт результата' })).toHaveValue('Шкалы (черты)');

  // Шкалы: one scale.
  await page.getByRole('tab', { name: 'Шкалы' }).click();
  const scalesPanel = page.getByRole('tabpanel', { name: 'Шкалы' });
  await scalesPanel.getByRole('button', { name: 'Добавить шкалу' }).click();
  const scale = scalesPanel.getByRole('region', { name: /^Шкала 1:/ });
  await scale.getByLabel('Ключ').fill('calm');
  await fillLocalized(scale, 'Название', SCALE_NAME);
  await fillLocalized(scale, 'Описание', {
    ru: 'Насколько вы спокойны под давлением.',
    kk: 'Қысым кезінде қаншалықты сабырлысыз.',
    en: 'How calm you are under pressure.',
  });
  await fillLocalized(scale, 'Интерпретация высокого балла', HIGH);
  await fillLocalized(scale, 'Интерпретация низкого балла', LOW);

  // Вопросы: two single-choice questions — at first without weights, so nothing feeds the scale.
  await page.getByRole('tab', { name: 'Вопросы' }).click();
  const questionsPanel = page.getByRole('tabpanel', { name: 'Вопросы' });
  const questions = [
    {
      text: { ru: 'Перед экзаменом вы…', kk: 'Емтихан алдында сіз…', en: 'Before an exam you…' },
      options: [
        { ru: 'Спокойно повторяю материал', kk: 'Материалды сабырмен қайталаймын', en: 'Calmly revise' },
        { ru: 'Сильно волнуюсь', kk: 'Қатты толқимын', en: 'Get very nervous' },
      ],
    },
    {
      text: { ru: 'Если планы срываются, вы…', kk: 'Жоспар бұзылса, сіз…', en: 'When plans fall through you…' },
      options: [
        { ru: 'Ищу другой вариант', kk: 'Басқа жол іздеймін', en: 'Look for another way' },
        { ru: 'Расстраиваюсь', kk: 'Ренжимін', en: 'Get upset' },
      ],
    },
  ];
  for (const [index, question] of questions.entries()) {
    await questionsPanel.getByRole('button', { name: 'Один вариант', exact: true }).click();
    const card = questionsPanel.getByRole('listitem', { name: `Вопрос ${index + 1}` });
    await fillLocalized(card, 'Текст вопроса', question.text);
    for (const [optionIndex, option] of question.options.entries()) {
      await fillLocalized(card, `Вариант ${optionIndex + 1}`, option);
    }
  }
  await expect(questionsPanel.getByText('Вопросов: 2 из')).toBeVisible();

  // Save the draft: the page moves to the test's own address.
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/admin\/tests\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title.ru })).toBeVisible();
  await expect(page.getByText('Черновик', { exact: true })).toBeVisible();

  // Publishing fails: the scale is fed by no answer; the editor says so and opens the Scales tab.
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  const problem = page.getByRole('alert').filter({ hasText: 'Тест нельзя опубликовать' });
  await expect(problem).toBeVisible();
  await expect(problem.getByTestId('issues-summary')).toContainText('Шкала 1: Ни один ответ не влияет на эту шкалу');
  await expect(page.getByRole('tab', { name: /Шкалы/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Черновик', { exact: true })).toBeVisible();

  // The fix: weights on every option (the calm answer +2, the other −1).
  await page.getByRole('tab', { name: 'Вопросы' }).click();
  const editedPanel = page.getByRole('tabpanel', { name: 'Вопросы' });
  for (const index of [0, 1]) {
    const card = editedPanel.getByRole('listitem', { name: `Вопрос ${index + 1}` });
    await card.getByLabel('Вес варианта 1 для шкалы calm').fill('2');
    await card.getByLabel('Вес варианта 2 для шкалы calm').fill('-1');
  }
  await expect(page.getByText('Есть несохранённые изменения')).toBeVisible();

  // Publish saves the changes first, then publishes.
  await page.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(page.getByText('Тест опубликован')).toBeVisible();
  await expect(page.getByText('Опубликован', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Опубликовать' })).toHaveCount(0);
  await expect(problem).toHaveCount(0);

  // The list shows it published with two questions.
  await page.goto('/admin/tests');
  const row = page.getByRole('row').filter({ hasText: title.ru });
  await expect(row).toContainText('Опубликован');
  await expect(row).toContainText('Standard');

  // A user with access (every test needs STANDARD or organisation access, spec §6) finds the new
  // test on /app/tests and takes it.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  try {
    await loginAs(user, 'demo.pro');
    await user.goto('/app/tests');
    const card = user.getByTestId('tests-group-new').getByTestId(`test-card-${slug}`);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: title.ru })).toBeVisible();
    await expect(card.getByTestId('access-notice')).toHaveCount(0);
    await card.getByRole('link', { name: 'Подробнее' }).click();
    await expect(user.getByTestId('test-detail')).toHaveAttribute('data-state', 'NOT_STARTED');
    await user.getByRole('button', { name: 'Начать тест' }).click();

    await expect(user.getByTestId('question-progress')).toHaveText(progressText(1, 2));
    await expect(user.getByRole('radiogroup', { name: questions[0]?.text.ru })).toBeVisible();
    await user.getByRole('radio', { name: 'Спокойно повторяю материал' }).check();
    await user.getByRole('button', { name: 'Далее' }).click();
    await expect(user.getByTestId('question-progress')).toHaveText(progressText(2, 2));
    await user.getByRole('radio', { name: 'Ищу другой вариант' }).check();
    await user.getByRole('button', { name: 'Завершить' }).click();

    await expect(user).toHaveURL(/\?result=/, { timeout: 20_000 });
    const result = user.getByTestId('test-result');
    await expect(result.getByRole('heading', { level: 1 })).toHaveText(`Результат: ${title.ru}`);
    const calm = result.getByTestId('scale-calm');
    await expect(calm).toContainText(SCALE_NAME.ru);
    // Both calm answers: the top of the scale, and the "high" interpretation.
    await expect(calm.getByTestId('scale-score')).toHaveText('100');
    await expect(result.getByText(HIGH.ru)).toBeVisible();
    await expect(result.getByTestId('result-changes')).toHaveCount(0);
    await expect(result.getByTestId('feedback-survey')).toBeVisible();

    await user.goto('/app/tests');
    await expect(user.getByTestId('tests-group-completed').getByTestId(`test-card-${slug}`)).toBeVisible();
  } finally {
    await userContext.close();
  }

  // The admin list counts the completion.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: title.ru })).toContainText(/(^|\D)1(\D|$)/);
});
