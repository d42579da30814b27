import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env.ts';

/** Signs in through the login form (Russian UI) and waits to leave the login page. */
export async function loginAs(page: Page, emailOrUsername: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email или имя пользователя').fill(emailOrUsername);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** A unique, valid username/email pair for a new account. */
export function newIdentity(prefix: string): { username: string; email: string } {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const username = `${prefix}_${id}`;
  return { username, email: `${username}@example.kz` };
}
