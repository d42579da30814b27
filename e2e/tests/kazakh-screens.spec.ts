import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loginAs } from '../support/auth.ts';
import { REPO_ROOT } from '../support/env.ts';

/**
 * Screens walked in Kazakh on a 390 px phone: every one shows Kazakh interface text, no Russian
 * string of the interface in its place, no raw translation key or code, nothing wider than the
 * screen. Each screen is saved as a screenshot in the test's output directory.
 */

test.describe.configure({ timeout: 180_000 });
const slow = { timeout: 45_000 };
const PHONE = { width: 390, height: 844 };

type Tree = { [key: string]: string | Tree };
const LOCALES = join(REPO_ROOT, 'apps/web/src/locales');

/** Every string of a language's locale files, by `namespace:dotted.key`. */
function texts(lang: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (prefix: string, tree: Tree) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`;
      if (typeof value === 'string') out.set(path, value);
      else walk(path, value);
    }
  };
  for (const file of readdirSync(join(LOCALES, lang)).filter((f) => f.endsWith('.json'))) {
    walk(`${file.replace(/\.json$/, '')}:`, JSON.parse(readFileSync(join(LOCALES, lang, file), 'utf8')) as Tree);
  }
  return out;
}

const ru = texts('ru');
const kk = texts('kk');
const kkValues = new Set(kk.values());
/** Russian interface strings a Kazakh screen must not show: those whose Kazakh text differs. */
const russianOnly = new Set(
  [...ru]
    .filter(([key, value]) => !value.includes('{{') && kk.get(key) !== value && !kkValues.has(value))
    .map(([, value]) => value.trim())
    .filter((value) => value.length >= 4),
);
/** The keys themselves (`members.title`, `institutions:loadMore`): shown when a translation is missing. */
const keys = new Set([...ru.keys()].flatMap((key) => [key, key.slice(key.indexOf(':') + 1)]));
/** Codes that reach the screen untranslated: `major_name_taken`, `PAST_DUE`. */
const CODE = /\b(?:[a-z]+(?:_[a-z]+)+|[A-Z]+(?:_[A-Z]+)+)\b/;

/** Every visible text node of the page, trimmed. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      if (parent.getClientRects().length === 0) continue;
      found.push(text);
    }
    return found;
  });
}

/**
 * Checks the screen's texts and width, and saves it in the test's output directory: `<name>.png` (the
 * first screen) and `<name>-full.png` (the whole page).
 */
async function checkScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'kk');
  await page.waitForLoadState('networkidle');
  const shown = await visibleTexts(page);
  expect(
    shown.filter((text) => russianOnly.has(text)),
    `${name}: Russian interface text`,
  ).toEqual([]);
  expect(
    shown.filter((text) => keys.has(text) || CODE.test(text)),
    `${name}: raw keys or codes`,
  ).toEqual([]);
  // Kazakh-only letters on screen: the interface is in Kazakh, not only in the shared Cyrillic.
  expect(shown.join(' '), `${name}: no Kazakh letter`).toMatch(/[әғқңөұүһі]/i);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // The first screen as a phone shows it, and the whole page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  await page.screenshot({ path: testInfo.outputPath(`${name}-full.png`), fullPage: true });
  expect.soft(overflow, `${name}: wider than the screen`).toBeLessThanOrEqual(0);
}

test('demo.pro in Kazakh: the institution catalogue with “show more”, the plan page and the project team', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, 'demo.pro', { lang: 'kk' });

  await page.goto('/app/institutions');
  await expect(page.getByRole('heading', { name: kk.get('institutions:title') })).toBeVisible(slow);
  const cards = page.getByTestId('institution-card');
  await expect(cards.first()).toBeVisible(slow);
  const firstPage = await cards.count();
  await page.getByRole('button', { name: kk.get('institutions:loadMore') }).click();
  await expect.poll(() => cards.count(), slow).toBeGreaterThan(firstPage);
  await checkScreen(page, testInfo, 'institutions-kk-390');

  await page.goto('/app/careers');
  await page.getByTestId('plan-card').first().click();
  await expect(page).toHaveURL(/\/app\/careers\/.+/, slow);
  await expect(page.getByTestId('plan-loading')).toHaveCount(0, slow);
  await expect(page.getByRole('heading').first()).toBeVisible(slow);
  await checkScreen(page, testInfo, 'plan-kk-390');

  await page.goto('/app/projects');
  await page.getByRole('link', { name: 'Qazaq Tili Bot' }).first().click();
  await expect(page.getByTestId('members-list')).toBeVisible(slow);
  await expect(page.getByTestId('member-row').first()).toBeVisible(slow);
  await checkScreen(page, testInfo, 'project-team-kk-390');
});

test('an organisation student’s billing page in Kazakh', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, 'school.student', { lang: 'kk' });
  await page.goto('/app/billing');
  await expect(page.getByTestId('org-licence')).toBeVisible(slow);
  await checkScreen(page, testInfo, 'billing-org-student-kk-390');
});

test('the school admin’s member list in Kazakh', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await loginAs(page, 'school.admin', { lang: 'kk' });
  await page.goto('/admin/organizations');
  await expect(page).toHaveURL(/\/admin\/organizations\/[0-9a-f-]{36}$/, slow);
  const orgId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.goto(`/admin/organizations/${orgId}/students`);
  await expect(page.getByTestId('member-card').first()).toBeVisible(slow);
  await checkScreen(page, testInfo, 'members-school-admin-kk-390');
});
