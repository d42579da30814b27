import { expect, test, type Locator, type Page } from '@playwright/test';
import { createFreshAccount } from '../support/fresh-account.ts';
import { listedComment } from '../support/feed.ts';

/** The header bell; its accessible name carries the unread count. */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Уведомления/ });

/** Whether some text inside is cut off: an element whose content is wider than the element itself. */
function isClipped(locator: Locator): Promise<boolean> {
  return locator.evaluate((root) =>
    [root, ...root.querySelectorAll('*')].some((el) => el.clientWidth > 0 && el.scrollWidth > el.clientWidth),
  );
}

async function expectUnread(page: Page, unread: number): Promise<void> {
  if (unread === 0) {
    await expect(bell(page)).toHaveAccessibleName('Уведомления');
    await expect(page.getByTestId('notification-badge')).toHaveText('');
  } else {
    await expect(bell(page)).toHaveAccessibleName(`Уведомления, ${unread} непрочитанных`);
    await expect(page.getByTestId('notification-badge')).toHaveText(String(unread));
  }
}

test('a like and a comment from another user reach the author live; marking all read clears the bell for good', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A, the author: a new account (no notifications yet) with one post.
  const author = await createFreshAccount(page.request, 'e2e_author', { firstName: 'Аружан', lastName: 'Бекова' });
  const created = await page.request.post('/api/v1/posts', { data: { text: 'Сдала пробный ЕНТ на 121 балл! #ент' } });
  expect(created.status(), await created.text()).toBe(201);

  // A waits on the feed with the live stream open.
  const streamOpened = page.waitForResponse((response) => response.url().endsWith('/api/v1/notifications/stream'));
  await page.goto('/app/feed');
  expect((await streamOpened).headers()['content-type']).toContain('text/event-stream');
  await expectUnread(page, 0);
  // Anything below must arrive without the page loading again.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

  // B, in a browser of their own, finds A's post on A's profile.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await createFreshAccount(other.request, 'e2e_fan', { firstName: 'Ерлан', lastName: 'Касымов' });
  await other.goto(`/app/profile/${author.username}`);
  await other.getByRole('tab', { name: 'Публикации' }).click();
  const post = other.getByRole('article', { name: 'Пост: Аружан Бекова' });
  await expect(post).toContainText('Сдала пробный ЕНТ на 121 балл!');

  await post.getByRole('button', { name: 'Нравится: 0' }).click();
  await expect(post.getByRole('button', { name: 'Нравится: 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Новое уведомление' })).toContainText(
    'Ерлан оценил(а) ваш пост',
  );
  await expectUnread(page, 1);

  await post.getByRole('button', { name: 'Комментарии: 0' }).click();
  await post.getByRole('textbox', { name: 'Комментарий' }).fill('Поздравляю, так держать!');
  await post.getByRole('button', { name: 'Отправить' }).click();
  await expect(listedComment(post, 'Поздравляю, так держать!')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Новое уведомление' }).last()).toContainText(
    'Ерлан прокомментировал(а) ваш пост: «Поздравляю, так держать!»',
  );
  await expectUnread(page, 2);
  await otherContext.close();
  expect(await page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);

  // The bell lists them, newest first, and leads to the full page.
  await bell(page).click();
  const dropdown = page.getByRole('dialog', { name: 'Уведомления' });
  const latest = dropdown.getByTestId('notification-item');
  await expect(latest).toHaveCount(2);
  await expect(latest.nth(0)).toHaveText(/Ерлан прокомментировал\(а\) ваш пост: «Поздравляю, так держать!»/);
  await expect(latest.nth(1)).toHaveText(/Ерлан оценил\(а\) ваш пост/);
  const markAllInBell = dropdown.getByRole('button', { name: 'Отметить все как прочитанные' });
  await expect(markAllInBell).toBeVisible();
  expect(await isClipped(markAllInBell), 'the whole “mark all read” label is readable').toBe(false);

  // Opening one marks it read and leads to the feed.
  await latest.nth(1).click();
  await expect(page).toHaveURL(/\/app\/feed$/);
  await expectUnread(page, 1);

  await bell(page).click();
  await dropdown.getByRole('link', { name: 'Все уведомления' }).click();
  await expect(page).toHaveURL(/\/app\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Уведомления' })).toBeVisible();

  const items = page.getByRole('main').getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Ерлан прокомментировал(а) ваш пост: «Поздравляю, так держать!»');
  await expect(items.nth(0)).toHaveAttribute('data-unread', 'true');
  await expect(items.nth(1)).toContainText('Ерлан оценил(а) ваш пост');
  await expect(items.nth(1)).toHaveAttribute('data-unread', 'false');

  const markAll = page.getByRole('button', { name: 'Отметить все как прочитанные' });
  await markAll.click();
  await expectUnread(page, 0);
  for (const item of await items.all()) await expect(item).toHaveAttribute('data-unread', 'false');
  await expect(markAll).toBeDisabled();

  // The server remembers: still read after a reload.
  await page.reload();
  await expect(items).toHaveCount(2);
  for (const item of await items.all()) await expect(item).toHaveAttribute('data-unread', 'false');
  await expectUnread(page, 0);
  await expect(markAll).toBeDisabled();
});
