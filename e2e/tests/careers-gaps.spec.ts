import { expect as baseExpect, test } from '@playwright/test';
import type { TCareerGate } from '@bagdar/contracts';
import { DEMO_PASSWORD } from '../support/env.ts';

// The plan pages load lazily: on a busy machine they take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const TEXTS = {
  ru: { target: 'Балл ЕНТ: 98 →', due: 'Срок этапа:' },
  kk: { target: 'ҰБТ балы: 98 →', due: 'Кезең мерзімі:' },
} as const;

for (const language of ['ru', 'kk'] as const) {
  test(`demo.analyst's ENROLLMENT plan shows the UNT gap phase with its target and date on a phone (${language})`, async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript((lng) => localStorage.setItem('locale', lng), language);
    const login = await page.request.post('/api/v1/auth/login', {
      data: { emailOrUsername: 'demo.analyst', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const gate = (await (await page.request.get('/api/v1/careers/gate')).json()) as TCareerGate;
    expect(gate.plans.ENROLLMENT).not.toBeNull();
    await page.goto(`/app/careers/${gate.plans.ENROLLMENT}`);
    const target = page.locator('[data-testid="phase-target"][data-exam="UNT"]');
    await expect(target).toBeVisible();
    await expect(target).toContainText(TEXTS[language].target);
    await expect(target.getByTestId('phase-target-due')).toContainText(TEXTS[language].due);
    await expect(page.getByTestId('plan-engine')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`enrollment-gap-${language}.png`) });
    await page.screenshot({ path: info.outputPath(`enrollment-gap-${language}-full.png`), fullPage: true });
  });
}
