import { expect, test } from '@playwright/test';
import { linkFromLatestMail } from '../support/mailbox.ts';
import { loginAs, newIdentity } from '../support/auth.ts';

test.describe('guard redirects for a guest', () => {
  test('an app page sends a guest to login with redirect and reason', async ({ page }) => {
    await page.goto('/app/feed');
    await expect(page).toHaveURL('/auth/login?redirect=%2Fapp%2Ffeed&reason=authentication_required');
    await expect(page.getByText('Чтобы открыть эту страницу, войдите в аккаунт.')).toBeVisible();
  });

  test('/app and /admin go to their first pages (after login)', async ({ page }) => {
    await page.goto('/app');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fapp%2Ffeed/);
  });

  test('an unknown path goes to the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/errors\/404/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('a signed-in user who has not onboarded is sent to onboarding with redirect and reason', async ({ page }) => {
  const { username, email } = newIdentity('guard');
  const response = await page.request.post('/api/v1/auth/signup', {
    data: {
      username,
      firstName: 'Нұрлан',
      lastName: 'Әбенов',
      email,
      password: 'Strong#Pass1',
      passwordConfirmation: 'Strong#Pass1',
      acceptTerms: true,
      acceptPrivacy: true,
    },
  });
  expect(response.status()).toBe(202);
  // The mailed link signs in (decision 023).
  const link = await linkFromLatestMail(email, '/auth/verify-email');
  const confirm = await page.request.post('/api/v1/auth/verify-email/confirm', {
    data: { token: new URL(link).searchParams.get('token') },
  });
  expect(confirm.status()).toBe(200);
  await page.goto('/app/tests');
  await expect(page).toHaveURL('/auth/onboarding?redirect=%2Fapp%2Ftests&reason=onboarding_required');
});

test('an onboarded user is sent away from guest pages and from onboarding', async ({ page }) => {
  await loginAs(page, 'demo.free');
  await page.goto('/auth/login?redirect=%2Fapp%2Fsettings');
  await expect(page).toHaveURL(/\/app\/settings$/);
  await page.goto('/auth/signup?redirect=%2F%2Fevil.example');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/auth/onboarding');
  await expect(page).toHaveURL(/\/app\/feed$/);
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/feed$/);
});

test('a FREE user meets the paywall on a PRO page and on a test question', async ({ page }) => {
  await loginAs(page, 'demo.free');
  await page.goto('/app/careers');
  await expect(page).toHaveURL('/paywall?reason=user_insufficient_tier&redirect=%2Fapp%2Fcareers');
  await expect(page.getByTestId('tier-comparison')).toBeVisible();
  await page.goto('/app/tests/1/questions/1');
  await expect(page).toHaveURL(/\/paywall\?reason=user_insufficient_tier/);
});

test('a student of an expired organisation meets the paywall with the organisation reason', async ({ page }) => {
  await loginAs(page, 'expired.student');
  await page.goto('/app/tests/1/questions/1');
  await expect(page).toHaveURL(/\/paywall\?reason=org_expired/);
});

test('a PRO user passes the PRO gate', async ({ page }) => {
  await loginAs(page, 'demo.pro');
  await page.goto('/app/careers');
  await expect(page).toHaveURL(/\/app\/careers$/);
});

test('a student is refused the admin area; staff and super admins enter it', async ({ page }) => {
  await loginAs(page, 'school.student');
  await page.goto('/admin');
  await expect(page).toHaveURL('/errors/403?reason=insufficient_permissions');

  await page.context().clearCookies();
  await loginAs(page, 'school.teacher');
  await page.goto('/admin');
  // Organisation staff land on their own organisation's analytics.
  await expect(page).toHaveURL(/\/admin\/organizations\/[0-9a-f-]{36}\/analytics$/);
  await page.goto('/admin/billing/plans');
  await expect(page).toHaveURL('/errors/403?reason=insufficient_permissions');

  await page.context().clearCookies();
  await loginAs(page, 'admin');
  await page.goto('/admin/billing/plans');
  await expect(page).toHaveURL(/\/admin\/billing\/plans$/);
});
