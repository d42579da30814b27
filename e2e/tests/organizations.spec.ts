import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { loginAs } from '../support/auth.ts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { makeRoom } from '../support/seats.ts';

/** Excel import with a preview, export, activation with a code, a teacher's groups, tenant isolation, phone width. */

const run = Date.now().toString(36);

// Imports and first list loads take seconds on a loaded 2-core machine.
test.describe.configure({ timeout: 240_000 });
const slow = { timeout: 45_000 };

async function studentsFile(badRows: boolean): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Ученики');
  sheet.addRow(['Фамилия', 'Имя', 'Эл. почта', 'Логин', 'Дата рождения', 'Пол', 'Группа']);
  for (let i = 1; i <= 30; i += 1) {
    const badDate = badRows && i === 7;
    const badGroup = badRows && i === 19;
    sheet.addRow([
      `Импортова${i}`,
      `Дана${i}`,
      `imp${run}.${i}@school.kz`,
      `imp${run}_${i}`,
      badDate ? '2010-13-45' : `2010-03-${String((i % 28) + 1).padStart(2, '0')}`,
      i % 2 ? 'FEMALE' : 'MALE',
      badGroup ? '99Я' : i % 2 ? '10А' : '10Б',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function ownOrganization(page: Page): Promise<string> {
  await page.goto('/admin/organizations');
  await expect(page).toHaveURL(/\/admin\/organizations\/[0-9a-f-]{36}$/, slow);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

async function upload(page: Page, buffer: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({
    name: 'students.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
}

test('an administrator imports 30 students (a bad file first), exports the list, downloads the same codes again, and a student activates with a printed code', async ({
  page,
  browser,
  request,
}) => {
  await loginAs(page, 'school.admin');
  const orgId = await ownOrganization(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Школа-лицей №7 г. Астана');
  // The licence has room for the 30 (the imported students stay, so the seats do too).
  await makeRoom(request, orgId, 30);
  await page.getByRole('link', { name: 'Импорт учеников' }).click();
  await expect(page.getByRole('heading', { name: 'Импорт учеников' })).toBeVisible();

  await upload(page, await studentsFile(true));
  await expect(page.getByTestId('invalid-count')).toHaveText('С ошибками: 2', slow);
  const invalid = page.locator('[data-testid="preview-table"] tr[data-invalid]');
  await expect(invalid).toHaveCount(2);
  await expect(invalid.first()).toContainText('Дата рождения');
  await expect(invalid.nth(1)).toContainText('Такой группы нет');
  await expect(page.getByRole('button', { name: /Импортировать/ })).toHaveCount(0);

  await upload(page, await studentsFile(false));
  await expect(page.getByTestId('invalid-count')).toHaveText('С ошибками: 0', slow);
  await page.getByRole('button', { name: 'Импортировать (30)' }).click();
  await expect(page.getByTestId('import-done')).toContainText('30', slow);
  const codes = page.locator('[data-testid="codes-table"] tbody tr');
  await expect(codes).toHaveCount(30);
  const firstRow = codes.filter({ hasText: `imp${run}_1` }).first();
  const code = (await firstRow.locator('code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

  // The list shows them pending; the export carries the current filter.
  await page.goto(`/admin/organizations/${orgId}/students`);
  await page.getByLabel('Поиск по имени, логину или почте').fill(`imp${run}`);
  // Every row on the page is an imported one: the search (applied 300 ms after typing) is in force.
  await expect(
    page
      .getByTestId('members-table')
      .locator('tbody tr')
      .filter({ hasText: `imp${run}` }),
  ).toHaveCount(25, slow);
  await expect(page.getByTestId('members-table').locator('tbody tr')).toHaveCount(25);
  await expect(page.getByTestId('members-table')).toContainText('Ожидает подтверждения');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path()) ?? '')) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.actualRowCount).toBe(31);
  expect(sheet?.getRow(1).getCell(1).value).toBe('Фамилия');

  // The current codes download again, unchanged (nothing is issued): the printed code is among them.
  const codesDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать текущие коды' }).click();
  const codesFile = new ExcelJS.Workbook();
  await codesFile.xlsx.load((await readFile((await (await codesDownload).path()) ?? '')) as unknown as ArrayBuffer);
  const codeSheet = codesFile.worksheets[0];
  expect(codeSheet?.actualRowCount).toBe(31);
  const downloaded: unknown[] = [];
  codeSheet?.eachRow((row, n) => {
    if (n > 1) downloaded.push(row.getCell(5).value);
  });
  expect(downloaded).toContain(code);
  // The cards to print: one per pending student of the list, with where to enter the code.
  await page.getByRole('button', { name: 'Карточки с кодами' }).click();
  const cards = page.getByTestId('codes-print').getByTestId('code-card');
  await expect(cards).toHaveCount(30, slow);
  await expect(cards.filter({ hasText: code })).toContainText('/auth/activate');
  await page.getByRole('button', { name: 'Закрыть' }).click();

  // A student activates their account with the printed code, then onboarding follows.
  const guest = await browser.newContext();
  const student = await guest.newPage();
  await student.goto(`/auth/activate?code=${code}`);
  await student.getByLabel('Новый пароль').fill('Ученик!2026a');
  await student.getByLabel('Повторите пароль').fill('Ученик!2026a');
  await student.getByRole('button', { name: 'Активировать' }).click();
  await expect(student).toHaveURL(/\/auth\/onboarding/, slow);
  await guest.close();
});

test('a teacher sees only the groups they mentor and cannot change members', async ({ page }) => {
  await loginAs(page, 'school.teacher');
  const orgId = await ownOrganization(page);
  await page.goto(`/admin/organizations/${orgId}/groups`);
  const rows = page.getByTestId('groups-table').locator('tbody tr');
  await expect(rows).toHaveCount(2, slow);
  await expect(page.getByTestId('groups-table')).not.toContainText('10Б');
  await expect(page.getByRole('button', { name: 'Добавить группу' })).toHaveCount(0);
  await page.goto(`/admin/organizations/${orgId}/students`);
  await expect(page.getByTestId('members-table')).toBeVisible(slow);
  await expect(page.getByRole('button', { name: 'Изменить' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Сотрудники' })).toHaveCount(0);
});

test('an administrator of one organisation gets "not found" for another', async ({ page }) => {
  await loginAs(page, 'admin');
  const others = await page.request.get('/api/v1/admin/organizations?type=COLLEGE');
  const college = ((await others.json()) as { items: { id: string }[] }).items[0]?.id ?? '';
  expect(college).not.toBe('');
  await page.context().clearCookies();
  await loginAs(page, 'school.admin', DEMO_PASSWORD);
  await page.goto(`/admin/organizations/${college}/students`);
  await expect(page.getByRole('alert')).toContainText('Организация не найдена', slow);
  const direct = await page.request.get(`/api/v1/admin/organizations/${college}/members?role=ORG_STUDENT`);
  expect(direct.status()).toBe(404);
});

test('the student list fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, 'school.admin');
  const orgId = await ownOrganization(page);
  await page.goto(`/admin/organizations/${orgId}/students`);
  // Cards, not a table scrolling sideways: each shows the status and the manage button on screen.
  const card = page.getByTestId('member-card').first();
  await expect(card).toBeVisible(slow);
  await expect(page.getByTestId('members-table')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  const button = await card.getByRole('button').boundingBox();
  expect((button?.x ?? 0) + (button?.width ?? 999)).toBeLessThanOrEqual(390);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/students-390-ru.png` });
});
