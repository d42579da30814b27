import { expect, test } from '@playwright/test';

test('the language choice survives a reload and is kept under localStorage "locale"', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  await page.getByTestId('language-switch').selectOption({ label: 'Қазақша' });
  await expect(page.getByRole('button', { name: 'Кіру' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('kk');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Кіру' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await expect(page).toHaveTitle(/ \| Bagdar$/);

  await page.getByTestId('language-switch').selectOption({ label: 'English' });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});
