import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { fixture } from '../support/feed.ts';
import { createFreshAccount } from '../support/fresh-account.ts';

/** Live notification toasts may lie over the section; the screenshots leave them out. */
const HIDE_TOASTS = '.mantine-Notifications-root { display: none !important; }';

/** The header bell; its accessible name carries the unread count. */
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Уведомления/ });

test('a user asks for their data, is notified, downloads the zip and finds their post and photo in it', async ({
  page,
  browser,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const me = await createFreshAccount(page.request, 'e2e_export');
  const upload = await page.request.post('/api/v1/media?purpose=post', {
    multipart: {
      file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: readFileSync(fixture('photo-with-exif.jpg')) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const image = (await upload.json()) as { id: string };
  const text = `Мой пост для архива ${me.lastName}`;
  const posted = await page.request.post('/api/v1/posts', { data: { text, mediaIds: [image.id] } });
  expect(posted.status()).toBe(201);

  await page.goto('/app/settings?tab=privacy');
  const section = page.getByTestId('data-export');
  await expect(section.getByRole('heading', { name: 'Скачать мои данные' })).toBeVisible();
  await section.getByTestId('data-export-request').click();

  // The notification arrives when the job is done; it leads back to the settings.
  await expect(bell(page)).toHaveAccessibleName(/^Уведомления, 1 /, { timeout: 60_000 });
  await bell(page).click();
  // The item in the bell's list (a live toast may show the same text).
  await page
    .getByTestId('notification-item')
    .getByText(/Копия ваших данных готова/)
    .click();
  await expect(page).toHaveURL(/\/app\/settings\?tab=privacy$/);
  await expect(section.getByTestId('data-export-ready')).toContainText('Ссылка действует до');
  await section.screenshot({ path: testInfo.outputPath('data-export-ru-390.png'), style: HIDE_TOASTS });

  const downloading = page.waitForEvent('download');
  await section.getByTestId('data-export-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^bagdar-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const posts = JSON.parse(strFromU8(files['posts.json']!)) as { text: string; media_ids: string[] }[];
  expect(posts.map((p) => p.text)).toEqual([text]);
  const media = JSON.parse(strFromU8(files['media.json']!)) as { id: string; storage_key: string }[];
  const photo = media.find((m) => m.id === image.id);
  expect(photo).toBeDefined();
  expect(files[`media/${photo!.storage_key}`]?.length).toBeGreaterThan(0);

  // A second account cannot fetch it: the same answer as for no such file.
  const href = await section.getByTestId('data-export-download').getAttribute('href');
  const stranger = await browser.newContext();
  await createFreshAccount(stranger.request, 'e2e_stranger');
  expect((await stranger.request.get(href!)).status()).toBe(404);
  await stranger.close();

  // The section in Kazakh at 390 px.
  await page.evaluate(() => localStorage.setItem('locale', 'kk'));
  await page.reload();
  await expect(section.getByRole('heading', { name: 'Деректерімді жүктеп алу' })).toBeVisible();
  await expect(section.getByTestId('data-export-ready')).toContainText('Сілтеме');
  await section.screenshot({ path: testInfo.outputPath('data-export-kk-390.png'), style: HIDE_TOASTS });
  const width = await section.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(390);
});
