import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.ts';

/**
 * axe with its experimental rule label-content-name-mismatch too (WCAG 2.5.3, label in name: a voice
 * control user says what they see), which Lighthouse runs.
 */
const axe = (page: Page) =>
  new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });

for (const path of ['/', '/auth/login', '/auth/signup']) {
  for (const language of ['ru', 'kk']) {
    test(`axe finds no serious or critical violation on ${path} (${language})`, async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('locale', lng), language);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const results = await axe(page).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

test('the landing page works on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

const SIGNED_IN_PAGES = [
  '/app/feed',
  '/app/feed/posts?q=ент',
  '/app/profile/demo.standard',
  '/app/settings',
  '/app/notifications',
];

for (const language of ['ru', 'kk']) {
  test(`axe finds no serious or critical violation on the social pages (${language})`, async ({ page }) => {
    // Five pages, each analysed by axe: over a minute on a loaded 2-core machine.
    test.setTimeout(120_000);
    await page.addInitScript((lng) => localStorage.setItem('locale', lng), language);
    const login = await page.request.post('/api/v1/auth/login', {
      data: { emailOrUsername: 'demo.standard', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    for (const path of SIGNED_IN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('notification-badge')).toBeVisible();
      const results = await axe(page).analyze();
      const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(blocking.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}
