import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DATA_DIR } from '../support/env.ts';
import { createPostViaApi, fixture, postCard, type TApiPost } from '../support/feed.ts';
import { createFreshAccount } from '../support/fresh-account.ts';

/** Where the server keeps uploads on local disk: DATA_DIR/media (global-setup.ts picks DATA_DIR). */
const MEDIA_DIR = join(DATA_DIR, 'media');

/** Every stored file with exactly these bytes. */
function storedCopies(bytes: Buffer): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (statSync(path).size === bytes.length && readFileSync(path).equals(bytes)) found.push(path);
    }
  };
  walk(MEDIA_DIR);
  return found;
}

test.describe('privacy', () => {
  test('a pupil blocks another and no longer sees their posts; the settings list undoes it', async ({
    page,
    browser,
  }) => {
    const other = await browser.newContext();
    const bully = await createFreshAccount(other.request, 'e2e_bully');
    const text = `Пост, который больше не нужен ${bully.lastName}`;
    await createPostViaApi(other.request, text);
    await other.close();

    await createFreshAccount(page.request, 'e2e_pupil');
    await page.goto('/app/feed');
    await expect(postCard(page, text)).toBeVisible();

    await page.goto(`/app/profile/${bully.username}`);
    await page.getByTestId('relation-menu').click();
    await page.getByRole('menuitem', { name: 'Заблокировать' }).click();
    await page.getByTestId('relation-block-confirm').click();
    await expect(page).toHaveURL(/\/app\/feed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expect(postCard(page, text)).toHaveCount(0);

    await page.goto(`/app/profile/${bully.username}`);
    await expect(page.getByTestId('page-profile')).toHaveCount(0);

    await page.goto('/app/settings?tab=privacy');
    const row = page.getByTestId('relation-row').filter({ hasText: bully.name });
    await expect(row).toContainText('Заблокирован');
    await row.getByRole('button', { name: `Разблокировать: ${bully.name}` }).click();
    await expect(page.getByTestId('relations-empty')).toBeVisible();
    await page.goto('/app/feed');
    await expect(postCard(page, text)).toBeVisible();
  });

  test('a user deletes their account; after the grace period the profile is gone and the files removed', async ({
    page,
    browser,
  }) => {
    const me = await createFreshAccount(page.request, 'e2e_leaving');
    const upload = await page.request.post('/api/v1/media?purpose=post', {
      multipart: {
        file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: readFileSync(fixture('photo-with-exif.jpg')) },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const image = (await upload.json()) as { id: string; url: string };
    const posted = await page.request.post('/api/v1/posts', {
      data: { text: 'Прощальный пост', mediaIds: [image.id] },
    });
    expect(posted.status()).toBe(201);
    const served = await page.request.get(((await posted.json()) as TApiPost).images[0]!.url);
    expect(served.status()).toBe(200);
    const bytes = await served.body();
    // Other specs upload the same photo, which is stored with the same bytes: this post's copy is
    // the one the purge removes.
    const copiesBefore = storedCopies(bytes);
    expect(copiesBefore.length).toBeGreaterThanOrEqual(1);

    await page.goto('/app/settings?tab=privacy');
    await page.getByTestId('delete-account').click();
    await page.getByTestId('delete-account-password').fill('Wrong#Pass1');
    await page.getByTestId('delete-account-confirm').click();
    await expect(page.getByText('Неверный пароль: аккаунт не удалён')).toBeVisible();
    await page.getByTestId('delete-account-password').fill(me.password);
    await page.getByTestId('delete-account-confirm').click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Аккаунт будет удалён')).toBeVisible();
    expect((await page.request.get('/api/v1/auth/me')).status()).toBe(401);

    // Within the grace period the account is still there; eight days later the purge erases it.
    const soon = await page.request.post('/api/v1/test-clock/account-purge', {
      data: { now: new Date(Date.now() + 6 * 86_400_000).toISOString() },
    });
    expect(await soon.json()).toEqual({ purged: 0 });
    const later = await page.request.post('/api/v1/test-clock/account-purge', {
      data: { now: new Date(Date.now() + 8 * 86_400_000).toISOString() },
    });
    expect(await later.json()).toEqual({ purged: 1 });

    const viewer = await browser.newContext();
    const viewerPage = await viewer.newPage();
    await createFreshAccount(viewerPage.request, 'e2e_viewer');
    await viewerPage.goto(`/app/profile/${me.username}`);
    await expect(viewerPage.getByTestId('page-profile')).toHaveCount(0);
    expect((await viewerPage.request.get(`/api/v1/profiles/${me.username}`)).status()).toBe(404);
    expect(storedCopies(bytes)).toHaveLength(copiesBefore.length - 1);
    const signIn = await viewer.request.post('/api/v1/auth/login', {
      data: { emailOrUsername: me.username, password: me.password },
    });
    expect(signIn.status()).toBe(401);
    await viewer.close();
  });
});
