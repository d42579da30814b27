import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs } from '../support/auth.ts';

/** Picks an option in a Mantine Select by its label. */
async function choose(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

const LANGUAGES = [
  ['ru', 'Русский'],
  ['kk', 'Қазақша'],
  ['en', 'English'],
] as const;
type TTexts = Record<(typeof LANGUAGES)[number][0], string>;

async function fillLocalized(scope: Locator | Page, label: string, texts: TTexts): Promise<void> {
  for (const [lng, name] of LANGUAGES) await scope.getByLabel(`${label} (${name})`, { exact: true }).fill(texts[lng]);
}

test('a PRO student searches, filters, opens a detail, analyses three institutions and uses the what-if', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await loginAs(page, 'demo.pro');
  await page.goto('/app/institutions');
  await expect(page.getByRole('heading', { name: 'Вузы и шансы поступления' })).toBeVisible({ timeout: 30_000 });

  // Search (two characters at least) and a filter.
  const list = page.getByTestId('institution-list');
  await page.getByLabel('Поиск по названию').fill('Назарбаев');
  await expect(list.getByRole('link', { name: 'Назарбаев Университет', exact: true })).toBeVisible();
  await choose(page, page.getByRole('textbox', { name: 'Тип' }), 'Школа');
  await expect(list.getByRole('link', { name: /Интеллектуальная школа/ })).toBeVisible();
  await expect(list.getByRole('link', { name: 'Назарбаев Университет', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await page.getByLabel('Поиск по названию').fill('медицин');
  await expect(list.getByTestId('institution-card').first()).toBeVisible();
  await expect(list.getByRole('link', { name: /медицин/i }).first()).toBeVisible();

  // The detail: majors with the student's chance for each.
  await list.getByRole('link', { name: 'Медицинский университет Астана' }).click();
  await expect(page.getByRole('heading', { name: 'Медицинский университет Астана' })).toBeVisible();
  const rows = page.getByTestId('major-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first().getByTestId('chance')).toHaveText(/\d+–\d+ %/);
  await expect(page.getByRole('heading', { name: 'План подготовки' })).toBeVisible();

  // The saved analysis reopens; a new one of three institutions.
  await page.goto('/app/institutions?tab=analysis');
  await expect(page.getByTestId('analysis-results')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Новый анализ' }).click();
  await choose(page, page.getByRole('textbox', { name: 'Страна' }), /^Казахстан \(\d+\)$/);
  for (const name of [
    'Astana IT University',
    'Евразийский национальный университет имени Л. Н. Гумилёва',
    'Медицинский университет Астана',
  ]) {
    await page.getByLabel('Поиск по названию').fill(name.slice(0, 12));
    await page.getByRole('checkbox', { name: `Выбрать «${name}»` }).check();
  }
  await expect(page.getByTestId('selected-count')).toHaveText('Выбрано 3 из 8');
  await page.getByRole('button', { name: 'Анализировать (3)' }).click();
  await expect(page.getByTestId('analysis-results')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('institution-result')).toHaveCount(3);
  await expect(page.getByTestId('p-admission')).toHaveText(/\d+ %/);

  // What-if: a low UNT lowers the chance of at least one grant; nothing is saved.
  const grant = page.getByTestId('p-grant');
  const before = Number((await grant.innerText()).replace(/\D/g, ''));
  expect(before).toBeGreaterThan(0);
  const unt = page.getByTestId('what-if').getByLabel('ЕНТ');
  await unt.fill('60');
  await expect(page.getByText('Показаны шансы для этих баллов; ничего не сохраняется.')).toBeVisible();
  await expect
    .poll(async () => Number((await grant.innerText()).replace(/\D/g, '')), { timeout: 30_000 })
    .toBeLessThan(before);
  await page.reload();
  await expect(page.getByTestId('institution-result')).toHaveCount(3);
  await expect(page.getByTestId('p-grant')).toHaveText(`${before} %`);
});

test('a STANDARD user is sent to the paywall', async ({ page }) => {
  await loginAs(page, 'demo.standard');
  await page.goto('/app/institutions');
  await expect(page).toHaveURL('/paywall?reason=user_insufficient_tier&redirect=%2Fapp%2Finstitutions');
});

test('an admin creates an institution with two majors and a student finds it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const tag = Date.now().toString(36);
  const name = { ru: `Колледж Степной ${tag}`, kk: `Дала колледжі ${tag}`, en: `Steppe College ${tag}` };

  await loginAs(page, 'admin');
  await page.goto('/admin/institutions');
  await page.getByRole('link', { name: 'Добавить заведение' }).click();
  await fillLocalized(page, 'Название', name);
  await choose(page, page.getByRole('textbox', { name: 'Тип' }), 'Колледж');
  await choose(page, page.getByRole('textbox', { name: 'Страна' }), 'Казахстан');
  await choose(page, page.getByRole('textbox', { name: 'Город' }), 'Караганда');
  await fillLocalized(page, 'Описание', {
    ru: 'Колледж технологий',
    kk: 'Технология колледжі',
    en: 'A technology college',
  });
  await page.getByLabel('Сайт').fill('https://steppe.example.kz');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/admin\/institutions\/[0-9a-f-]{36}$/);

  const majors = [
    { ru: 'Программирование', kk: 'Бағдарламалау', en: 'Programming', field: 'IT', price: '600000' },
    { ru: 'Сварочное дело', kk: 'Дәнекерлеу ісі', en: 'Welding', field: 'Инженерия', price: '450000' },
  ];
  for (const major of majors) {
    await page.getByRole('button', { name: 'Добавить специальность' }).first().click();
    const dialog = page.getByRole('dialog');
    await fillLocalized(dialog, 'Название специальности', major);
    await choose(page, dialog.getByRole('textbox', { name: 'Направление (из каталога профессий)' }), major.field);
    await dialog.getByLabel('Цена в год, ₸').fill(major.price);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByTestId('admin-major-row')).toHaveCount(2);

  // A duplicate name is refused with a translated message and nothing changes.
  await page.getByRole('button', { name: 'Добавить специальность' }).first().click();
  const dialog = page.getByRole('dialog');
  await fillLocalized(dialog, 'Название специальности', { ru: 'программирование', kk: 'x', en: 'y' });
  await choose(page, dialog.getByRole('textbox', { name: 'Направление (из каталога профессий)' }), 'IT');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(
    dialog.getByRole('alert').getByText('В этом заведении уже есть специальность с таким названием'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('admin-major-row')).toHaveCount(2);

  const student = await browser.newContext();
  const studentPage = await student.newPage();
  await loginAs(studentPage, 'demo.pro');
  await studentPage.goto('/app/institutions');
  await studentPage.getByLabel('Поиск по названию').fill(`Степной ${tag}`);
  await studentPage.getByRole('link', { name: name.ru }).click();
  await expect(studentPage.getByRole('heading', { name: name.ru })).toBeVisible();
  await expect(studentPage.getByTestId('major-row')).toHaveCount(2);
  await student.close();
});

test('the catalogue fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'demo.pro');
  await page.goto('/app/institutions');
  await expect(page.getByTestId('institution-card').first()).toBeVisible({ timeout: 30_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
