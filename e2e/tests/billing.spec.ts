import type { TMe, TPlanList } from '@bagdar/contracts';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/auth.ts';
import { createFreshAccount } from '../support/fresh-account.ts';
import { linkFromLatestMail } from '../support/mailbox.ts';

/** "3 900 ₸" as shown (non-breaking spaces collapsed). */
const shown = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

// Each flow crosses two sessions and several pages; give a loaded CI machine room.
test.describe.configure({ timeout: 180_000 });

async function openUserAsAdmin(page: Page, username: string): Promise<void> {
  await page.goto('/admin/users');
  await page.getByLabel('Поиск').fill(username);
  // The search is debounced: click the row of this user, not whatever the unfiltered list shows first.
  const row = page
    .getByTestId('users-table')
    .getByRole('row')
    .filter({ hasText: `@${username} ·` });
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`@${username}`, { exact: false }).first()).toBeVisible();
}

test('a FREE user requests an upgrade, an admin activates STANDARD, and it works without signing in again', async ({
  page,
  browser,
}) => {
  const user = await createFreshAccount(page.request, 'bill');
  await page.goto('/app/billing');
  await expect(page.getByTestId('current-tier')).toHaveText('Free', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Перейти на Standard' }).click();
  const pending = page.getByTestId('upgrade-pending');
  await expect(pending).toContainText('Заявка на Standard отправлена');
  await expect(pending).toContainText('1–2 рабочих дней');
  const reference = (await pending.getByTestId('request-reference').textContent()) ?? '';
  expect(reference).toMatch(/^BG-[A-Z2-9]{6}$/);
  const chat = await pending.getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
  expect(decodeURIComponent(chat ?? '')).toContain(reference);

  // The admin finds the request and activates STANDARD from the user's page.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await loginAs(admin, 'admin');
  await admin.goto('/admin/users?tab=requests');
  await expect(admin.getByTestId('requests-table')).toContainText(reference);
  await openUserAsAdmin(admin, user.username);
  await admin.getByRole('button', { name: 'Активировать Standard' }).click();
  const panel = admin.getByTestId('subscription-panel');
  await expect(panel.getByTestId('user-tier')).toHaveText('Standard');
  await expect(panel.getByTestId('subscription-history')).toContainText('Активация');
  await expect(admin.getByTestId('audit')).toContainText('Активация подписки');
  await adminContext.close();

  // The same session now has STANDARD: the billing page and the access policy both see it.
  await page.reload();
  await expect(page.getByTestId('current-tier')).toHaveText('Standard');
  await expect(page.getByTestId('subscription-status')).toHaveText('Активна');
  await expect(page.getByTestId('renews-at')).toContainText('Следующее продление');
  await expect(page.getByTestId('upgrade-pending')).toHaveCount(0);
  const me = (await (await page.request.get('/api/v1/auth/me')).json()) as TMe;
  expect(me.subscription.effectiveTier).toBe('STANDARD');
  await page.goto('/app/tests');
  await expect(page).toHaveURL(/\/app\/tests$/);

  // Auto-renewal off: the page says when the subscription stops.
  await page.goto('/app/billing');
  await page.getByRole('switch', { name: /^Автопродление/ }).click({ force: true });
  await expect(page.getByTestId('ends-at')).toContainText('Подписка закончится');
  await expect(page.getByRole('switch', { name: /^Автопродление/ })).not.toBeChecked();

  // Phone width: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('current-plan')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a PAST_DUE subscription shows the grace period on the billing page', async ({ page }) => {
  await loginAs(page, 'demo.pastdue');
  await page.goto('/app/billing');
  await expect(page.getByTestId('subscription-status')).toHaveText('Ожидает оплаты');
  await expect(page.getByTestId('past-due')).toContainText('Доступ сохранится до');
});

test('the period-end job moves a subscription whose period has ended to PAST_DUE, with the grace period shown', async ({
  page,
}) => {
  // demo.lapsing's period ended yesterday (seeded); run the scheduled job now instead of waiting for its tick.
  await loginAs(page, 'admin');
  const run = await page.request.post('/api/v1/admin/billing/period-end');
  expect(run.status()).toBe(200);
  await page.goto('/admin/users');
  await openUserAsAdmin(page, 'demo.lapsing');
  await expect(page.getByTestId('subscription-history')).toContainText('Оплата не поступила');

  await page.context().clearCookies();
  await loginAs(page, 'demo.lapsing');
  await page.goto('/app/billing');
  await expect(page.getByTestId('subscription-status')).toHaveText('Ожидает оплаты');
  await expect(page.getByTestId('past-due')).toContainText('Доступ сохранится до');
});

test('a super admin edits a plan price and the landing page shows it; the Ministry gets 403', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/billing/plans');
  const card = page.getByTestId('admin-plan-STANDARD');
  await card.getByRole('button', { name: 'Изменить' }).click();
  const price = page.getByLabel('Цена, тенге');
  await price.fill('-5');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Цена не может быть отрицательной')).toBeVisible();
  await price.fill('3900');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(card.getByTestId('admin-plan-price-STANDARD')).toHaveText(/3\s900\s₸/);

  await page.goto('/');
  expect(shown(await page.getByTestId('price-STANDARD').textContent())).toBe('3 900 ₸');

  // Put the spec's price back for the other specs sharing this server.
  const plans = (await (await page.request.get('/api/v1/admin/billing/plans')).json()) as TPlanList;
  const standard = plans.items.find((p) => p.tier === 'STANDARD');
  if (!standard) throw new Error('no STANDARD plan');
  const { name, description, interval, features, active } = standard;
  const restored = await page.request.put('/api/v1/admin/billing/plans/STANDARD', {
    data: { name, description, interval, features, active, priceKzt: 3500 },
  });
  expect(restored.status()).toBe(200);

  await page.context().clearCookies();
  await loginAs(page, 'ministry');
  await page.goto('/admin/billing/plans');
  await expect(page).toHaveURL('/errors/403?reason=insufficient_permissions');
  expect((await page.request.get('/api/v1/admin/billing/plans')).status()).toBe(403);
});

test('an organisation applies through the public form and a platform admin accepts it', async ({ page }) => {
  const name = `Лицей ${Date.now().toString(36)}`;
  await page.goto('/');
  await page.getByRole('link', { name: 'Оставить заявку на лицензию' }).click();
  await expect(page).toHaveURL(/\/organizations\/apply$/);
  await page.getByLabel('Название организации').fill(name);
  await page.getByRole('textbox', { name: 'Тип организации' }).click();
  await page.getByRole('option', { name: 'Школа', exact: true }).click();
  await page.getByLabel('Город').fill('Актобе');
  await page.getByLabel('Фамилия', { exact: true }).fill('Ахметова');
  await page.getByLabel('Имя', { exact: true }).fill('Гүлнар');
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByText('Укажите контактное лицо и email или телефон')).toBeVisible();
  await page.getByLabel('Телефон').fill('+7 713 200 10 10');
  const email = `director.${Date.now().toString(36)}@lyceum.kz`;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByTestId('org-application-sent')).toContainText('Заявка отправлена');

  await loginAs(page, 'admin');
  await page.goto('/admin/users?tab=applications');
  const application = page.getByTestId('org-application').filter({ hasText: name });
  await expect(application).toContainText('На рассмотрении');
  await application.getByRole('button', { name: 'Принять и создать организацию' }).click();

  // The first administrator's code is shown once to print, and mailed to the contact.
  const issued = page.getByTestId('issued-code');
  await expect(issued).toContainText(`Код отправлен на ${email}`);
  const code = (await issued.getByTestId('activation-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  const link = await linkFromLatestMail(email, '/auth/activate');
  expect(new URL(link).searchParams.get('code')).toBe(code);
  await page.getByRole('button', { name: 'Закрыть' }).click();
  await expect(application).toContainText('Принята');

  // The new administrator activates with the code and lands in their organisation's admin area.
  await page.context().clearCookies();
  await page.goto(`/auth/activate?code=${code}`);
  await page.getByLabel('Новый пароль').fill('Дирек!2026a');
  await page.getByLabel('Повторите пароль').fill('Дирек!2026a');
  await page.getByRole('button', { name: 'Активировать' }).click();
  await expect(page).toHaveURL(/\/auth\/onboarding/, { timeout: 30_000 });
  await page.getByLabel('Дата рождения').fill('1980-05-14');
  await page.getByRole('radio', { name: 'Женский' }).check();
  await page.getByLabel('Где вы учитесь или работаете').selectOption('TEACHER');
  await page.getByRole('textbox', { name: 'Город' }).fill('Актобе');
  await page.getByText('Математика', { exact: true }).click();
  await page.getByRole('button', { name: 'Продолжить' }).click();
  await expect(page).toHaveURL(/\/admin\/organizations\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});
