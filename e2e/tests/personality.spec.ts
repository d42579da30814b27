import { readFileSync, statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginAs } from '../support/auth.ts';
import { darkShare, hasPdftoppm, PDFTOPPM, renderFirstPage } from '../support/pdf-render.ts';

test('a STANDARD user sees the full analysis, runs a re-analysis and downloads a non-blank PDF report', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await loginAs(page, 'demo.standard');
  await page.goto('/app/personality');

  // The seeded analysis in full; the e2e server runs without the cool-down, so re-analysis is open.
  const full = page.getByTestId('personality-state-full');
  await expect(full).toBeVisible();
  await expect(full.getByTestId('personality-type')).toHaveText(/^Ваш тип: [EI][SN][TF][JP]$/);
  const createdAt = full.getByText(/^Анализ от /);
  const seededDate = await createdAt.innerText();
  const reanalysis = full.getByRole('button', { name: 'Повторный анализ' });
  await expect(reanalysis).toBeEnabled();
  await expect(page.getByTestId('cooldown-until')).toHaveCount(0);

  await reanalysis.click();
  // The job is quick: the page shows its stages or goes straight to the new result.
  const loading = page.getByTestId('personality-state-loading');
  await expect(loading.or(full).first()).toBeVisible();
  await expect(full).toBeVisible({ timeout: 45_000 });
  await expect(loading).toHaveCount(0);
  await expect(full.getByText(/^Анализ от /)).not.toHaveText(seededDate);

  // The whole analysis: type, axes, interests, professions with fit and reasons, majors, strengths.
  await expect(full.getByTestId('personality-type')).toHaveText(/^Ваш тип: [EI][SN][TF][JP]$/);
  await expect(full.getByText(/^Код Холланда: [RIASEC]{3}$/)).toBeVisible();
  await expect(full.getByRole('heading', { name: 'Выраженность предпочтений' })).toBeVisible();
  await expect(full.getByRole('heading', { name: 'Профессиональные интересы (RIASEC)' })).toBeVisible();
  const professions = full.getByTestId('professions').getByRole('article');
  await expect(professions.first()).toBeVisible();
  expect(await professions.count()).toBeGreaterThanOrEqual(3);
  await expect(professions.first().getByText(/^Соответствие \d{1,3}%$/)).toBeVisible();
  await expect(professions.first().getByRole('list', { name: 'Почему подходит' })).toBeVisible();
  await expect(full.getByTestId('majors')).not.toBeEmpty();
  await expect(full.getByTestId('strengths').getByRole('listitem').first()).toBeVisible();
  await expect(full.getByTestId('weaknesses').getByRole('listitem').first()).toBeVisible();

  // The PDF report: a real download, a PDF, and a first page with something on it.
  const downloadPromise = page.waitForEvent('download');
  await full.getByTestId('download-report').click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfPath = testInfo.outputPath('report.pdf');
  await download.saveAs(pdfPath);
  expect(statSync(pdfPath).size).toBeGreaterThan(10_000);
  expect(readFileSync(pdfPath).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  if (!hasPdftoppm()) {
    test.info().annotations.push({ type: 'skipped-check', description: `${PDFTOPPM} is missing` });
    test.skip(true, `${PDFTOPPM} is missing (install poppler-utils): the PDF's first page was not rendered`);
    return;
  }
  const image = renderFirstPage(pdfPath, testInfo.outputPath('report-page'));
  expect(image.width).toBeGreaterThan(100);
  expect(image.height).toBeGreaterThan(100);
  const share = darkShare(image, 230);
  testInfo.annotations.push({ type: 'pdf-first-page', description: `${(share * 100).toFixed(1)} % dark pixels` });
  // A blank page is all white; text, the type and the charts make well over 2 % of it dark.
  expect(share, 'share of pixels darker than 230 on the first page').toBeGreaterThan(0.02);
});

test('a FREE user sees the preview with the type and an upgrade leading to billing and the paywall', async ({
  page,
}) => {
  await loginAs(page, 'demo.free');
  await page.goto('/app/personality');

  const preview = page.getByTestId('personality-state-preview');
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId('personality-type')).toHaveText(/^Ваш тип: [EI][SN][TF][JP]$/);
  await expect(preview.getByRole('heading', { name: 'Кратко о вас' })).toBeVisible();
  // Nothing of the full analysis: no professions, no report, no re-analysis.
  await expect(page.getByTestId('personality-state-full')).toHaveCount(0);
  await expect(page.getByTestId('professions')).toHaveCount(0);
  await expect(page.getByTestId('download-report')).toHaveCount(0);
  const report = await page.request.get('/api/v1/personality/report.pdf?locale=ru');
  expect(report.status()).toBe(403);

  const upgrade = preview.getByTestId('upgrade-card');
  await expect(upgrade.getByRole('heading', { name: 'Полный анализ — в тарифе Standard' })).toBeVisible();
  await expect(upgrade.getByRole('link', { name: 'Подключить Standard' })).toHaveAttribute('href', '/app/billing');

  await upgrade.getByRole('link', { name: 'Сравнить тарифы' }).click();
  await expect(page).toHaveURL('/paywall?reason=user_insufficient_tier&redirect=%2Fapp%2Fpersonality');
  await expect(page.getByTestId('tier-comparison')).toBeVisible();

  await page.goto('/app/personality');
  await preview.getByRole('link', { name: 'Подключить Standard' }).click();
  await expect(page).toHaveURL(/\/app\/billing$/);
});
