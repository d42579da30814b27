import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { fixture, pickFile, type TApiStoryGroup } from '../support/feed.ts';
import { createFreshAccount } from '../support/fresh-account.ts';

async function ownStories(request: APIRequestContext, meId: string): Promise<TApiStoryGroup | undefined> {
  const response = await request.get('/api/v1/stories');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: TApiStoryGroup[] }).items.find((group) => group.author.id === meId);
}

/** The POST /api/v1/media calls the page sends, so a spec can tell whether a file was uploaded at all. */
function recordUploads(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/media') urls.push(request.url());
  });
  return urls;
}

test.describe('video stories', () => {
  test('a 5-second video becomes a story in the strip and plays in the full-screen viewer', async ({ page }) => {
    test.setTimeout(90_000);
    const me = await createFreshAccount(page.request, 'e2e_story');
    await page.goto('/app/feed');
    const strip = page.getByRole('region', { name: 'Истории' });
    const mine = strip.getByRole('button', { name: new RegExp(`^Смотреть истории: ${me.name}`) });
    await expect(strip.getByRole('button', { name: 'Добавить историю' })).toBeEnabled();
    await expect(mine).toHaveCount(0);

    await pickFile(page, strip.getByRole('button', { name: 'Добавить историю' }), fixture('story-5s.mp4'));
    await expect(page.getByText('История опубликована на 24 часа')).toBeVisible();
    // One's own stories come first, ringed as new until watched.
    await expect(strip.getByTestId('story-author').first()).toHaveAccessibleName(
      `Смотреть истории: ${me.name} (новые)`,
    );
    await expect(page.getByTestId('story-error')).toHaveCount(0);

    await mine.click();
    const viewer = page.getByTestId('story-viewer');
    await expect(viewer).toHaveAttribute('aria-label', `${me.name}: история 1 из 1`);
    // Pause at once: a 5-second story would otherwise close the viewer while it is being checked.
    await viewer.getByRole('button', { name: 'Пауза' }).click();
    await expect(viewer.getByRole('button', { name: 'Продолжить' })).toHaveAttribute('aria-pressed', 'true');
    const video = viewer.locator('video');
    await expect(video).toHaveAttribute('aria-label', `Видео-история ${me.name}`);
    await expect(video).toHaveAttribute('src', /^\/api\/v1\/media\/[^/]+\/content$/);
    // The stored file really is the 5-second clip: the browser reads its length from the served bytes.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => Math.round(element.duration))).toBe(5);
    await expect(viewer.getByRole('button', { name: 'Удалить историю' })).toBeVisible();
    const box = await viewer.boundingBox();
    const screen = page.viewportSize();
    expect(box?.width).toBe(screen?.width);
    expect(box?.height).toBe(screen?.height);

    // Playing on, the viewer closes by itself at the story's end; the story is now watched.
    await viewer.getByRole('button', { name: 'Продолжить' }).click();
    await expect(viewer).toHaveCount(0, { timeout: 20_000 });
    await expect(strip.getByTestId('story-author').first()).toHaveAccessibleName(`Смотреть истории: ${me.name}`);

    // Stored: after a reload the story is still first in the strip and opens again.
    await page.reload();
    await expect(strip.getByTestId('story-author').first()).toHaveAccessibleName(`Смотреть истории: ${me.name}`);
    await mine.click();
    await expect(viewer.locator('video')).toHaveAttribute('src', /^\/api\/v1\/media\/[^/]+\/content$/);
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    const group = await ownStories(page.request, me.id);
    expect(group?.stories).toHaveLength(1);
    expect(group?.stories[0]?.media.kind).toBe('VIDEO');
    expect(group?.stories[0]?.media.durationSeconds).toBeCloseTo(5, 0);
  });

  test('a 16-second video is refused with a clear message and no story is created', async ({ page }) => {
    const me = await createFreshAccount(page.request, 'e2e_longstory');
    const uploads = recordUploads(page);
    await page.goto('/app/feed');
    const strip = page.getByRole('region', { name: 'Истории' });
    const mine = strip.getByRole('button', { name: new RegExp(`^Смотреть истории: ${me.name}`) });

    await pickFile(page, strip.getByRole('button', { name: 'Добавить историю' }), fixture('story-16s.mp4'));
    const error = page.getByRole('alert').filter({ hasText: 'Видео длиннее 15 секунд' });
    await expect(error).toBeVisible();
    await expect(strip.getByRole('button', { name: 'Добавить историю' })).toBeEnabled();
    await expect(page.getByText('История опубликована на 24 часа')).toHaveCount(0);
    await expect(mine).toHaveCount(0);
    // Chromium reads the clip's length, so the file is refused before any upload.
    expect(uploads).toEqual([]);

    // The message can be dismissed; nothing appears after a reload either.
    await error.getByRole('button', { name: 'Закрыть' }).click();
    await expect(error).toHaveCount(0);
    const storiesLoaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/stories');
    await page.reload();
    expect((await storiesLoaded).status()).toBe(200);
    await expect(strip.getByRole('button', { name: 'Добавить историю' })).toBeEnabled();
    await expect(mine).toHaveCount(0);
    expect(await ownStories(page.request, me.id)).toBeUndefined();

    // The server does not rely on the browser: the same file sent directly is refused too.
    const direct = await page.request.post('/api/v1/media?purpose=story', {
      multipart: {
        file: { name: 'story-16s.mp4', mimeType: 'video/mp4', buffer: readFileSync(fixture('story-16s.mp4')) },
      },
    });
    expect(direct.status()).toBe(400);
    expect(((await direct.json()) as { code: string }).code).toBe('VIDEO_TOO_LONG');
    expect(await ownStories(page.request, me.id)).toBeUndefined();
  });
});
