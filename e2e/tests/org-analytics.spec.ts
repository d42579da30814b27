import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { loginAs } from '../support/auth.ts';

/** Organisation analytics of the demo school (charts, group filter, xlsx export, a student), platform analytics. */

test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 45_000 };

test('a school administrator reads the analytics, filters a group, exports xlsx and opens a student', async ({
  page,
}) => {
  await loginAs(page, 'school.admin');
  // Organisation staff land on their own organisation's analytics.
  await page.goto('/admin/analytics');
  await expect(page).toHaveURL(/\/admin\/organizations\/[0-9a-f-]{36}\/analytics$/, slow);
  await expect(page.getByRole('heading', { level: 1, name: 'Аналитика организации' })).toBeVisible(slow);
  const stats = page.getByTestId('stat-value');
  await expect(stats.first()).toHaveText('60', slow);
  await expect(stats.nth(1)).toHaveText('43');

  // Charts are drawn (lazy-loaded) and carry a text summary; the figures are in tables too.
  const charts = page.getByTestId('analytics-chart');
  await expect(charts).toHaveCount(7, slow);
  await expect(charts.first().locator('svg.recharts-surface').first()).toBeVisible(slow);
  await expect(page.getByRole('img', { name: /^Типы личности: / })).toBeVisible();
  await expect(page.getByTestId('section-professions').locator('tbody tr')).toHaveCount(10);
  await expect(page.getByTestId('section-interests').locator('tbody tr')).toHaveCount(10);
  await expect(page.getByTestId('section-riasec').locator('tbody tr')).toHaveCount(6);

  // One group.
  await page.getByRole('textbox', { name: 'Группа' }).click();
  await page.getByRole('option', { name: '10Б' }).click();
  await expect(stats.first()).toHaveText('20', slow);
  await expect(page.getByTestId('section-completion').locator('tbody tr')).toHaveCount(1);

  // The export carries the filter and reads back.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path()) ?? '')) as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((w) => w.name)).toEqual([
    'Сводка',
    'По группам',
    'Типы личности',
    'RIASEC',
    'Топ-10 профессий',
    'Топ-10 интересов',
    'Успеваемость',
    'Отзывы',
  ]);
  expect(workbook.getWorksheet('Сводка')?.getRow(3).values).toEqual([undefined, 'Учеников', 20]);
  expect(workbook.getWorksheet('По группам')?.getRow(2).getCell(1).value).toBe('10Б');

  // A student's own page, from the analytics page.
  const first = page.getByTestId('analytics-students').getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/analytics\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name.trim(), slow);
  await expect(page.getByTestId('student-tests')).toBeVisible();
  await expect(page.getByTestId('student-analysis')).toBeVisible();
  await expect(page.getByTestId('student-roadmaps')).toBeVisible();

  // And from the member list.
  const orgPath = new URL(page.url()).pathname.split('/analytics')[0] ?? '';
  await page.goto(`${orgPath}/students`);
  const member = page.getByTestId('members-table').getByRole('link').first();
  await expect(member).toBeVisible(slow);
  await member.click();
  await expect(page).toHaveURL(/\/analytics\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);

  // Phone width: nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${orgPath}/analytics`);
  await expect(page.getByTestId('analytics-chart')).toHaveCount(7, slow);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a super admin sees platform analytics over the last 12 months', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Аналитика платформы' })).toBeVisible(slow);
  const series = page.getByTestId('platform-series');
  await expect(series.locator('tbody tr')).toHaveCount(12, slow);
  await expect(series.getByTestId('analytics-chart')).toHaveAttribute('aria-label', /^По месяцам: \d{4}-\d{2}: /);
  await expect(series.locator('svg.recharts-surface').first()).toBeVisible(slow);
  const users = Number(await page.getByTestId('stat-value').first().textContent());
  expect(users).toBeGreaterThanOrEqual(75);
});
