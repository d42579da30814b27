import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD, REPO_ROOT } from './env.ts';

export type TUiLanguage = 'ru' | 'kk' | 'en';

export interface LoginOptions {
  password?: string;
  /**
   * The interface language, chosen with the login page's language switch as a person would: the app
   * keeps it in localStorage "locale" and sends it to the API (Accept-Language), so lists sort in it.
   * Russian (the default) leaves the switch alone.
   */
  lang?: TUiLanguage;
}

/** The login form's texts in each language, from the web app's own locale files. */
function loginTexts(lang: TUiLanguage): { emailOrUsername: string; password: string; submit: string } {
  const file = join(REPO_ROOT, 'apps/web/src/locales', lang, 'auth.json');
  const auth = JSON.parse(readFileSync(file, 'utf8')) as {
    fields: { emailOrUsername: string; password: string };
    login: { submit: string };
  };
  return { ...auth.fields, submit: auth.login.submit };
}

/**
 * Signs in through the login form and waits to leave the login page: in Russian, or in `lang` when
 * given (`loginAs(page, 'demo.pro', { lang: 'kk' })`). The third argument may also be the password.
 */
export async function loginAs(
  page: Page,
  emailOrUsername: string,
  passwordOrOptions: string | LoginOptions = DEMO_PASSWORD,
): Promise<void> {
  const options = typeof passwordOrOptions === 'string' ? { password: passwordOrOptions } : passwordOrOptions;
  const lang = options.lang ?? 'ru';
  const texts = loginTexts(lang);
  await page.goto('/auth/login');
  if (lang !== 'ru') {
    await page.getByTestId('language-switch').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  }
  await page.getByLabel(texts.emailOrUsername).fill(emailOrUsername);
  await page.getByLabel(texts.password, { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** A unique, valid username/email pair for a new account. */
export function newIdentity(prefix: string): { username: string; email: string } {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const username = `${prefix}_${id}`;
  return { username, email: `${username}@example.kz` };
}
