import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { loginAs } from '../support/auth.ts';

/** Picks an option in a Mantine Select by its label. */
async function choose(page: Page, select: Locator, option: string | RegExp): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Eight Kazakh universities of the demo catalogue, found by the start of their Russian names. */
const EIGHT = [
  'Astana IT University',
  'Евразийский национальный университет имени Л. Н. Гумилёва',
  'Медицинский университет Астана',
  'Satbayev University',
  'Esil University',
  'Алматы Менеджмент Университет',
  'Алматинский технологический университет',
  'Назарбаев Университет',
];

test('a PRO student analyses eight institutions, reads the summary, opens a line and sees a route become eligible in the what-if', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'demo.pro');
  await page.goto('/app/institutions?tab=analysis');
  await expect(page.getByTestId('analysis-results')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Новый анализ' }).click();
  await choose(page, page.getByRole('textbox', { name: 'Страна' }), /^Казахстан \(\d+\)$/);
  for (const name of EIGHT) {
    await page.getByLabel('Поиск по названию').fill(name.slice(0, 12));
    await page.getByRole('checkbox', { name: `Выбрать «${name}»` }).check();
  }
  await expect(page.getByTestId('selected-count')).toHaveText('Выбрано 8 из 8');
  await page.getByRole('button', { name: 'Анализировать (8)' }).click();

  // The summary: eight lines, each with its best route and chance, and the list-wide chances; all in the first screen.
  const results = page.getByTestId('analysis-results');
  await expect(results).toBeVisible({ timeout: 30_000 });
  const rows = page.getByTestId('institution-result');
  await expect(rows).toHaveCount(8);
  await expect(page.getByTestId('p-admission')).toHaveText(/^\d+ %$/);
  await expect(page.getByTestId('p-grant')).toHaveText(/^\d+ %$/);
  for (const row of await rows.all()) {
    await expect(row.getByTestId('best-route')).toHaveText(/Грант|Платное|Свои критерии|Не проходит|Не оценено/);
    await expect(row.getByTestId('best-chance')).toBeVisible();
  }
  const lastRow = await rows.last().boundingBox();
  expect((lastRow?.y ?? 1e9) + (lastRow?.height ?? 0)).toBeLessThanOrEqual(800);
  await expect(page.getByTestId('major-result')).toHaveCount(0);

  // One line opens from the keyboard to its majors, their routes and what each rests on.
  const aitu = rows.filter({ hasText: 'Astana IT University' });
  const toggle = aitu.getByRole('button', { name: /Astana IT University/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(aitu.getByTestId('major-result').first()).toBeVisible();
  await expect(aitu.getByTestId('route-chance').first()).toBeVisible();
  await expect(aitu.getByRole('heading', { name: 'План подготовки' })).toBeVisible();

  // What-if: below the paid-place threshold the route is blocked and says by how many points; above it, eligible.
  const unt = page.getByTestId('what-if').getByLabel('ЕНТ');
  await unt.fill('45');
  await expect(aitu.getByTestId('best-route')).toHaveText('Не проходит', { timeout: 30_000 });
  await expect(aitu.getByTestId('best-chance')).toContainText('не хватает баллов: 5');
  await unt.fill('70');
  await expect(aitu.getByTestId('best-route')).toHaveText(/Платное|Грант/, { timeout: 30_000 });
  await expect(aitu.getByTestId('best-chance')).toHaveText(/\d+(–\d+)? %/);

  // Nothing is saved: a reload shows the analysis as computed.
  await page.reload();
  await expect(page.getByTestId('institution-result')).toHaveCount(8, { timeout: 30_000 });
});

const HEADER = ['gopCode', 'year', 'competition', 'score', 'sourceTitle', 'sourceUrl', 'sourceYear', 'sample'];

async function cutoffsFile(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Cut-offs');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, name: string, buffer: Buffer): Promise<void> {
  await page.getByTestId('cutoff-import').locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
}

test('an admin imports a year of GOP cut-offs: a file with one bad row is refused whole, a clean one is imported', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const source = `Проходные баллы 2023 (${tag})`;
  const url = 'https://www.testcenter.kz/ru/';
  await loginAs(page, 'admin');
  await page.goto('/admin/institutions');
  await page.getByRole('link', { name: 'Правила приёма и проходные баллы' }).click();
  await expect(page.getByRole('heading', { name: 'Правила приёма и проходные баллы', level: 1 })).toBeVisible();
  await choose(page, page.getByRole('textbox', { name: 'Год приёма' }), '2023');

  // One row above the UNT maximum: every row is listed with its errors, and nothing can be imported.
  await upload(
    page,
    'bad.xlsx',
    await cutoffsFile([
      ['B057', 2023, 'RURAL', 121, source, url, 2023, 'нет'],
      ['B058', 2023, 'RURAL', 150, source, url, 2023, 'нет'],
    ]),
  );
  const preview = page.getByTestId('preview-table');
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('invalid-count')).toHaveText('С ошибками: 1');
  await expect(preview.locator('tr[data-invalid]')).toHaveCount(1);
  await expect(preview.locator('tr[data-invalid]')).toContainText('Балл');
  await expect(page.getByRole('button', { name: /^Импортировать/ })).toHaveCount(0);
  await expect(page.getByTestId('cutoffs-table').getByRole('link', { name: new RegExp(tag) })).toHaveCount(0);

  // The same file fixed: all rows are imported at once and listed with their source.
  await upload(
    page,
    'clean.xlsx',
    await cutoffsFile([
      ['B057', 2023, 'RURAL', 121, source, url, 2023, 'нет'],
      ['B058', 2023, 'RURAL', 118, source, url, 2023, 'нет'],
    ]),
  );
  await expect(page.getByTestId('invalid-count')).toHaveText('С ошибками: 0', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Импортировать (2)' }).click();
  await expect(page.getByTestId('import-done')).toContainText('Импортировано');
  const table = page.getByTestId('cutoffs-table');
  await expect(table.getByRole('link', { name: new RegExp(tag) })).toHaveCount(2);
  await expect(table.getByTestId('cutoff-row').filter({ hasText: 'B058' }).filter({ hasText: '118' })).toHaveCount(1);
});
