import { expect, test, type Browser } from '@playwright/test';
import { loginAs } from '../support/auth.ts';
import { DEMO_PASSWORD } from '../support/env.ts';
import { createPostViaApi } from '../support/feed.ts';

/** A signed-in API client of a demo account (its own cookie jar). */
async function apiAs(browser: Browser, username: string) {
  const context = await browser.newContext();
  const response = await context.request.post('/api/v1/auth/login', {
    data: { emailOrUsername: username, password: DEMO_PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  return context;
}

test.describe('moderation', () => {
  test('three pupils report a post, it is hidden; school.staff removes it and suspends the author, who cannot sign in and sees the end date', async ({
    browser,
    page,
  }) => {
    // A pupil of the demo school writes a post; three classmates report it.
    const author = await apiAs(browser, 'school.s10');
    const text = `Вы все в 10Б бездари ${Date.now().toString(36)}`;
    const post = await createPostViaApi(author.request, text);
    const reporters = ['school.s11', 'school.s12', 'school.s13'];
    for (const [i, username] of reporters.entries()) {
      const reporter = await apiAs(browser, username);
      const reported = await reporter.request.post(`/api/v1/posts/${post.id}/report`, {
        data: { reason: 'ABUSE', comment: `Жалоба ${i + 1}` },
      });
      expect(reported.status(), await reported.text()).toBe(200);
      await reporter.close();
    }

    // Hidden: another pupil no longer sees it; the author still does, marked hidden with the reason.
    const classmate = await apiAs(browser, 'school.s14');
    const feed = (await (await classmate.request.get('/api/v1/posts?limit=50')).json()) as { items: { id: string }[] };
    expect(feed.items.map((p) => p.id)).not.toContain(post.id);
    await classmate.close();

    // school.staff reviews the case in the queue: the content, its author, three reports.
    await loginAs(page, 'school.staff');
    await page.goto('/admin/moderation');
    await expect(page.getByRole('heading', { level: 1, name: 'Модерация' })).toBeVisible();
    const card = page.getByTestId('moderation-case').filter({ hasText: text });
    await expect(card).toBeVisible();
    await expect(card.getByText('3 жалобы')).toBeVisible();
    await expect(card.getByText('Скрыто', { exact: true })).toBeVisible();
    await expect(card.getByText(/Жалоба 1/)).toBeVisible();

    // Suspend the author for a day (the case stays: the content still wants a decision).
    await card.getByRole('button', { name: 'Заблокировать' }).click();
    const suspend = page.getByRole('dialog', { name: 'Заблокировать автора' });
    await suspend.getByRole('textbox', { name: 'Причина' }).click();
    await page.getByRole('option', { name: 'Оскорбления или травля' }).click();
    await expect(suspend.getByText('1 день')).toBeVisible();
    await suspend.getByTestId('moderation-confirm').click();
    await expect(suspend).toBeHidden();
    await expect(card.getByTestId('moderation-suspended')).toBeVisible();

    // Remove it: the case leaves the open queue.
    await card.getByRole('button', { name: 'Удалить' }).click();
    const remove = page.getByRole('dialog', { name: 'Удалить публикацию' });
    await remove.getByRole('textbox', { name: 'Причина' }).click();
    await page.getByRole('option', { name: 'Оскорбления или травля' }).click();
    await remove.getByTestId('moderation-confirm').click();
    await expect(remove).toBeHidden();
    await expect(page.getByTestId('moderation-case').filter({ hasText: text })).toHaveCount(0);
    await page.getByText('Рассмотренные').click();
    await expect(
      page.getByTestId('moderation-case').filter({ hasText: text }).getByText('Удалено', { exact: true }),
    ).toBeVisible();

    // The author's session ended; signing in is refused with the suspension's end date.
    expect((await author.request.get('/api/v1/auth/me')).status()).toBe(401);
    await author.close();
    await page.context().clearCookies();
    await page.goto('/auth/login');
    await page.getByLabel('Email или имя пользователя').fill('school.s10');
    await page.getByLabel('Пароль', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Войти' }).click();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const months = [
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ];
    await expect(page.getByText(/Аккаунт временно заблокирован модератором до/)).toBeVisible();
    await expect(
      page.getByText(new RegExp(`${tomorrow.getDate()} ${months[tomorrow.getMonth()]} ${tomorrow.getFullYear()}`)),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login/);
  });
});
