import { expect, test, type Page } from '@playwright/test';
import { loginAs, newIdentity } from '../support/auth.ts';
import { createFreshAccount } from '../support/fresh-account.ts';
import { linkFromLatestMail } from '../support/mailbox.ts';

/** Fills the sign-up form (Russian interface) and submits it. */
async function signUp(page: Page, username: string, email: string, password: string) {
  await page.goto('/auth/signup');
  await page.getByLabel('Имя пользователя').fill(username);
  await page.getByLabel('Имя', { exact: true }).fill('Айгерім');
  await page.getByLabel('Фамилия').fill('Сәрсенова');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByLabel('Повторите пароль').fill(password);
  await page.getByRole('checkbox', { name: /Условия использования/ }).check();
  await page.getByRole('checkbox', { name: /Политикой конфиденциальности/ }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
}

test('a new user signs up, confirms the email through the delivered link (which signs in), onboards and lands on the feed', async ({
  page,
}) => {
  const { username, email } = newIdentity('e2e');
  const password = 'Strong#Pass1';

  await page.goto('/auth/signup');
  await page.getByLabel('Имя пользователя').fill(username);
  await page.getByLabel('Имя', { exact: true }).fill('Айгерім');
  await page.getByLabel('Фамилия').fill('Сәрсенова');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill('weak');
  await expect(page.getByTestId('password-hint-upper')).toBeVisible();
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByLabel('Повторите пароль').fill(password);
  await page.getByRole('checkbox', { name: /Условия использования/ }).check();
  await page.getByRole('checkbox', { name: /Политикой конфиденциальности/ }).check();
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  // Nobody is signed in until the mailed link is opened, and the password does not sign in before it.
  await expect(page.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeVisible();
  await expect(page.getByTestId('signup-sent')).toContainText(email);
  await page.getByRole('link', { name: 'Перейти ко входу' }).click();
  await page.getByLabel('Email или имя пользователя').fill(username);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  const link = await linkFromLatestMail(email, '/auth/verify-email');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText('Email подтверждён. Спасибо!')).toBeVisible();
  await page.getByTestId('verify-continue').click();

  await expect(page).toHaveURL(/\/auth\/onboarding/);
  await page.getByLabel('Дата рождения').fill('2008-05-14');
  await page.getByRole('radio', { name: 'Женский' }).check();
  await page.getByLabel('Где вы учитесь или работаете').selectOption('SCHOOL_STUDENT');
  await page.getByRole('textbox', { name: 'Город' }).fill('Астана');
  await page.getByText('Математика', { exact: true }).click();
  await page.getByText('Информатика', { exact: true }).click();
  await page.getByRole('button', { name: 'Продолжить' }).click();

  await expect(page).toHaveURL(/\/app\/feed/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The replayed link is refused.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText('Ссылка для подтверждения недействительна или уже использована.')).toBeVisible();
});

test('signing up with a registered address looks like any signup and mails the owner', async ({ browser, page }) => {
  const ownerContext = await browser.newContext();
  const owner = await createFreshAccount(ownerContext.request, 'e2e_owner');
  await ownerContext.close();
  const { username } = newIdentity('e2e_dup');
  await signUp(page, username, owner.email, 'Strong#Pass1');
  await expect(page.getByRole('heading', { level: 1, name: 'Проверьте почту' })).toBeVisible();
  await expect(page.getByTestId('signup-sent')).toContainText(owner.email);
  // The owner's mail says how to sign in or reset the password.
  const signIn = await linkFromLatestMail(owner.email, '/auth/forgot-password');
  expect(signIn).toContain('/auth/forgot-password');
  const me = await page.request.get('/api/v1/auth/me');
  expect(me.status()).toBe(401);
});

test('a demo user logs out and back in, keeping the requested page', async ({ page }) => {
  await loginAs(page, 'demo.standard');
  await expect(page).toHaveURL(/\/app\/feed/);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).not.toHaveURL(/\/app\//);

  await page.goto('/app/tests');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fapp%2Ftests&reason=authentication_required/);
  await page.getByLabel('Email или имя пользователя').fill('standard@demo.bagdar.kz');
  await page.getByLabel('Пароль', { exact: true }).fill('Bagdar2026!');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/app\/tests$/);
});

test('a wrong password gets one message for unknown users and wrong passwords alike', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByLabel('Email или имя пользователя').fill('demo.free');
  await page.getByLabel('Пароль', { exact: true }).fill('Wrong#Pass1');
  await page.getByRole('button', { name: 'Войти' }).click();
  const message = page.getByRole('alert').first();
  await expect(message).toBeVisible();
  const wrongPasswordText = (await message.textContent()) ?? '';

  await page.getByLabel('Email или имя пользователя').fill('nobody_at_all');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(wrongPasswordText);
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('forgot and reset password through the mailed link', async ({ page }) => {
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill('future.student@demo.bagdar.kz');
  await page.getByRole('button', { name: 'Отправить ссылку' }).click();
  await expect(page.getByText(/мы отправили на него ссылку/)).toBeVisible();

  const link = await linkFromLatestMail('future.student@demo.bagdar.kz', '/auth/reset-password/');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByRole('textbox', { name: 'Новый пароль' }).fill('Another#Pass2');
  await page.getByRole('textbox', { name: 'Повторите пароль' }).fill('Another#Pass2');
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Пароль изменён. Теперь войдите с новым паролем.')).toBeVisible();

  await loginAs(page, 'future.student', 'Another#Pass2');
  await expect(page).toHaveURL(/\/app\/feed/);
});
