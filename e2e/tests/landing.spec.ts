import { expect, test, type Page } from '@playwright/test';

// The landing's first visit loads without the app (decision 014): these follow its links into the app
// and check that nothing the router used to do for them is lost.

/** The script files the page has asked for so far. */
function scriptsLoaded(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
}

test('the landing loads without the app, and its link into the app continues there without reloading', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('pricing-card-FREE')).toBeVisible();
  // The app's chunk (router, query cache, shell) is not part of the landing's first visit.
  expect((await scriptsLoaded(page)).filter((name) => /\/assets\/(shell|app)-/.test(name))).toEqual([]);

  // Marks this document: a full page load would lose the mark.
  await page.evaluate(() => Object.assign(window, { landingDocument: true }));
  await page.getByRole('banner').getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  expect(await page.evaluate(() => 'landingDocument' in window)).toBe(true);

  // Back is the router's now: the landing again, in the same document.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('pricing-card-FREE')).toBeVisible();
  expect(await page.evaluate(() => 'landingDocument' in window)).toBe(true);
});

test('a language chosen on the landing holds in the app it opens', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-switch').selectOption({ label: 'Қазақша' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Кіру' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Тегін бастау' }).click();
  await expect(page).toHaveURL(/\/auth\/signup$/);
  // The sign-up page's own texts, which the app loaded in Kazakh on the way.
  await expect(page.getByRole('heading', { level: 1, name: 'Тіркелу' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('kk');
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
});

test('the footer opens a legal page, which brings its own texts', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('landing-footer').getByRole('link', { name: 'Политика конфиденциальности' }).click();
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' })).toBeVisible();
});

test('on a phone the menu opens from the keyboard, traps focus, closes with Escape and leads into the app', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Открыть меню' });
  await burger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Тарифы' })).toBeVisible();
  const focusInMenu = () => menu.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusInMenu).toBe(true);
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await focusInMenu()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();

  await burger.click();
  await page.getByRole('dialog').getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
});

test('the skip link is the first stop of the keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('pricing-card-FREE')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused();
});
