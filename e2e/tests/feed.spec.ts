import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { createPostViaApi, fixture, listedComment, pickFile, postCard, postsByAuthor } from '../support/feed.ts';
import { createFreshAccount } from '../support/fresh-account.ts';

/** A made-up word (Latin letters only) that no other post contains. */
function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let value = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let word = 'q';
  while (value > 0) {
    word += letters[value % letters.length];
    value = Math.floor(value / letters.length);
  }
  return word;
}

/** Waits until the <img> has really been fetched and decoded (a broken image has no natural width). */
async function expectLoadedImage(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
}

/** The URLs of post-search calls the page sends, in order. */
function recordSearchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/posts/search') urls.push(request.url());
  });
  return urls;
}

/** The server's answer to the next like (POST) or unlike (DELETE) of the post. */
function likeAnswer(page: Page, postId: string, method: 'POST' | 'DELETE'): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === method && new URL(response.url()).pathname === `/api/v1/posts/${postId}/like`,
  );
}

test.describe('the feed', () => {
  test('publishes a post with a photo; after a reload the post and its image are still there', async ({ page }) => {
    const me = await createFreshAccount(page.request, 'e2e_post');
    await page.goto('/app/feed');
    await expect(page.getByRole('heading', { level: 1, name: 'Лента' })).toBeVisible();

    const text = `Мой первый пост с фото из кружка #робототехника ${uniqueWord()}`;
    const composer = page.getByRole('region', { name: 'Новый пост' });
    await composer.getByLabel('Что нового?').fill(text);
    await expect(composer.getByTestId('composer-counter')).toHaveText(`${text.length} / 2000`);
    await pickFile(page, composer.getByRole('button', { name: 'Фото (6)' }), fixture('photo-with-exif.jpg'));

    // The picked photo is previewed, uploads, and one slot fewer is left.
    await expect(composer.getByRole('img', { name: 'Изображение 1' })).toBeVisible();
    await expect(composer.getByLabel('Загрузка изображения')).toHaveCount(0);
    await expect(composer.getByRole('button', { name: 'Фото (5)' })).toBeVisible();
    const publish = composer.getByRole('button', { name: 'Опубликовать' });
    await expect(publish).toBeEnabled();
    await publish.click();

    // The new post tops the feed with its text, a topic link and the photo; the composer is empty again.
    const card = postCard(page, text);
    await expect(page.getByTestId('post-card').first()).toContainText(text);
    await expect(card.getByRole('link', { name: me.name })).toBeVisible();
    await expect(card.getByRole('link', { name: '#робототехника' })).toHaveAttribute(
      'href',
      `/app/feed?topic=${encodeURIComponent('робототехника')}`,
    );
    await expectLoadedImage(card.getByRole('button', { name: 'Открыть изображение 1 из 1' }).locator('img'));
    await expect(composer.getByLabel('Что нового?')).toHaveValue('');
    await expect(composer.getByTestId('composer-attachment')).toHaveCount(0);

    // After a reload the post is still there, its photo loads and opens large.
    await page.reload();
    await expect(card).toBeVisible();
    const thumbnail = card.getByRole('button', { name: 'Открыть изображение 1 из 1' });
    await expectLoadedImage(thumbnail.locator('img'));
    await thumbnail.click();
    const lightbox = page.getByRole('dialog', { name: 'Изображение 1 из 1' });
    await expectLoadedImage(lightbox.getByRole('img', { name: 'Изображение 1 из 1' }));
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);

    // Stored: one JPEG image on the post, served without the original's EXIF block.
    const [stored] = await postsByAuthor(page.request, me.username);
    expect(stored?.text).toBe(text);
    expect(stored?.images).toHaveLength(1);
    expect(stored?.images[0]?.kind).toBe('IMAGE');
    expect(readFileSync(fixture('photo-with-exif.jpg')).includes('Exif')).toBe(true);
    const content = await page.request.get(stored?.images[0]?.url ?? '');
    expect(content.status()).toBe(200);
    expect(content.headers()['content-type']).toMatch(/^image\//);
    expect((await content.body()).includes('Exif')).toBe(false);
  });

  test("likes and unlikes someone else's post; the count follows and survives reloads", async ({ page, request }) => {
    const author = await createFreshAccount(request, 'e2e_author');
    const post = await createPostViaApi(request, `Кто идёт на день открытых дверей в КазНУ? ${uniqueWord()}`);
    // The author likes it first, so the reader starts from 1, not from an empty count.
    expect((await request.post(`/api/v1/posts/${post.id}/like`)).status()).toBe(200);
    await createFreshAccount(page.request, 'e2e_liker');

    await page.goto('/app/feed');
    const card = postCard(page, post.text);
    await expect(card.getByRole('link', { name: author.name })).toBeVisible();
    const like = card.getByTestId('like-button');
    await expect(like).toHaveAccessibleName('Нравится: 1');
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    // The count changes at once; the reload waits for the server to have answered.
    let saved = likeAnswer(page, post.id, 'POST');
    await like.click();
    await expect(like).toHaveAccessibleName('Нравится: 2');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText('2');
    expect((await saved).status()).toBe(200);

    await page.reload();
    await expect(like).toHaveAccessibleName('Нравится: 2');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    const stored = async () => (await postsByAuthor(page.request, author.username)).find((p) => p.id === post.id);
    expect(await stored()).toMatchObject({ likeCount: 2, likedByMe: true });

    // Unliking takes the reader's like back, also after a reload; the author's stays.
    saved = likeAnswer(page, post.id, 'DELETE');
    await like.click();
    await expect(like).toHaveAccessibleName('Нравится: 1');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(like).toHaveAccessibleName('Нравится: 1');
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(await stored()).toMatchObject({ likeCount: 1, likedByMe: false });
  });

  test('comments on a post; the comment appears, the count updates and both survive a reload', async ({
    page,
    request,
  }) => {
    const author = await createFreshAccount(request, 'e2e_asker');
    const word = uniqueWord();
    const post = await createPostViaApi(request, `Посоветуйте сборник задач по физике для ЕНТ ${word}`);
    const reader = await createFreshAccount(page.request, 'e2e_commenter');
    const comment = `Рымкевич и пробники с сайта НЦТ — мне помогли. ${uniqueWord()}`;

    await page.goto('/app/feed');
    const card = postCard(page, post.text);
    await expect(card.getByRole('link', { name: author.name })).toBeVisible();
    await card.getByRole('button', { name: 'Комментарии: 0' }).click();
    await expect(card.getByText('Комментариев пока нет')).toBeVisible();

    const send = card.getByRole('button', { name: 'Отправить' });
    await expect(send).toBeDisabled();
    await card.getByLabel('Комментарий', { exact: true }).fill(comment);
    await send.click();

    await expect(listedComment(card, comment)).toBeVisible();
    await expect(card.getByRole('link', { name: reader.name })).toBeVisible();
    await expect(card.getByText('Комментариев пока нет')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Комментарии: 1' })).toHaveText('1');
    await expect(card.getByLabel('Комментарий', { exact: true })).toHaveValue('');

    // After a reload the count is 1 and the comment is listed under the post.
    await page.reload();
    const comments = card.getByRole('button', { name: 'Комментарии: 1' });
    await expect(comments).toHaveAttribute('aria-expanded', 'false');
    await comments.click();
    await expect(listedComment(card, comment)).toBeVisible();
    await expect(card.getByRole('link', { name: reader.name })).toBeVisible();

    // Found through search, the post shows the same count, and a reply there is counted at once.
    await page.goto(`/app/feed/posts?q=${word}`);
    const hit = page.getByTestId('search-results').getByTestId('post-card').filter({ hasText: post.text });
    await hit.getByRole('button', { name: 'Комментарии: 1' }).click();
    await expect(listedComment(hit, comment)).toBeVisible();
    const reply = 'А по химии что посоветуете?';
    await hit.getByLabel('Комментарий', { exact: true }).fill(reply);
    await hit.getByRole('button', { name: 'Отправить' }).click();
    await expect(listedComment(hit, reply)).toBeVisible();
    await expect(hit.getByRole('button', { name: 'Комментарии: 2' })).toHaveText('2');

    // Stored: the author sees both comments, oldest first, and the count too.
    const seen = (await postsByAuthor(request, author.username)).find((p) => p.id === post.id);
    expect(seen?.commentCount).toBe(2);
    const listed = await request.get(`/api/v1/posts/${post.id}/comments`);
    const items = ((await listed.json()) as { items: { text: string; author: { username: string } }[] }).items;
    expect(items.map((c) => [c.author.username, c.text])).toEqual([
      [reader.username, comment],
      [reader.username, reply],
    ]);
  });

  test('finds posts by a word, best matches first with the words marked; a 1-character query sends nothing', async ({
    page,
    request,
  }) => {
    const word = uniqueWord();
    // Published weakest match first, so neither newest-first nor oldest-first is the ranked order.
    const weak = `Нашла разбор темы ${word}ы для подготовки к ЕНТ.`;
    const strong = `${word}, ${word} и снова ${word}: три совета перед олимпиадой.`;
    const medium = `Заметки про ${word} и ещё раз ${word} с сегодняшнего урока.`;
    await createFreshAccount(request, 'e2e_writer');
    for (const text of [weak, strong, medium]) await createPostViaApi(request, text);
    await createFreshAccount(page.request, 'e2e_searcher');
    const searches = recordSearchRequests(page);

    // Searching from the feed opens the search page with the query in the URL.
    await page.goto('/app/feed');
    const feedSearch = page.getByRole('searchbox', { name: 'Поиск по постам' });
    await feedSearch.fill(word.toUpperCase());
    await feedSearch.press('Enter');
    await expect(page).toHaveURL(`/app/feed/posts?q=${word.toUpperCase()}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Поиск по постам' })).toBeVisible();

    const hits = page.getByTestId('search-results').getByTestId('post-card');
    await expect(hits).toHaveCount(3);
    await expect(hits.nth(0)).toContainText(strong);
    await expect(hits.nth(1)).toContainText(medium);
    await expect(hits.nth(2)).toContainText(weak);
    // Matched words, whatever their case or ending, are marked; the rest of the text is not.
    await expect(hits.nth(0).locator('mark')).toHaveText([word, word, word]);
    await expect(hits.nth(1).locator('mark')).toHaveText([word, word]);
    await expect(hits.nth(2).locator('mark')).toHaveText([`${word}ы`]);
    await expect(hits.nth(2).getByTestId('highlighted-text')).toHaveText(weak);
    expect(searches).toHaveLength(1);
    expect(new URL(searches[0] ?? '').searchParams.get('q')).toBe(word.toUpperCase());

    // One character: the translated hint under the field, the URL and the results stay, nothing is sent.
    const field = page.getByRole('searchbox', { name: 'Поиск по постам' });
    await field.fill('я');
    await field.press('Enter');
    await expect(page.getByText('Введите не меньше 2 символов', { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(`/app/feed/posts?q=${word.toUpperCase()}`);
    await expect(hits).toHaveCount(3);

    // The same for a 1-character query in the URL: the hint instead of results.
    await page.goto('/app/feed/posts?q=%D1%8F');
    await expect(page.getByTestId('search-hint')).toHaveText('Введите не меньше 2 символов, чтобы начать поиск');
    await expect(page.getByTestId('search-results')).toHaveCount(0);

    // A later real search is the only request since the first: the short ones sent none.
    const nothing = uniqueWord();
    await page.getByRole('searchbox', { name: 'Поиск по постам' }).fill(nothing);
    await page.getByRole('searchbox', { name: 'Поиск по постам' }).press('Enter');
    await expect(page.getByTestId('search-empty')).toHaveText(`По запросу «${nothing}» ничего не найдено`);
    expect(searches.map((url) => new URL(url).searchParams.get('q'))).toEqual([word.toUpperCase(), nothing]);

    // The server refuses a 1-character query as well.
    expect((await page.request.get('/api/v1/posts/search?q=%D1%8F')).status()).toBe(400);
  });
});

test.describe('the feed on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('fits a 375 px wide screen without sideways scrolling', async ({ page }) => {
    await createFreshAccount(page.request, 'e2e_phone');
    const upload = await page.request.post('/api/v1/media?purpose=post', {
      multipart: {
        file: {
          name: 'photo.jpg',
          mimeType: 'image/jpeg',
          buffer: readFileSync(fixture('photo-with-exif.jpg')),
        },
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { id: mediaId } = (await upload.json()) as { id: string };
    const longWord = `Оченьдлинноеслово${'безпробелов'.repeat(8)}`;
    const text = `${longWord} #${uniqueWord()}`;
    const created = await page.request.post('/api/v1/posts', { data: { text, mediaIds: [mediaId] } });
    expect(created.status()).toBe(201);

    await page.goto('/app/feed');
    const card = postCard(page, text);
    await expectLoadedImage(card.getByRole('button', { name: 'Открыть изображение 1 из 1' }).locator('img'));
    await expect(page.getByRole('region', { name: 'Истории' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Новый пост' })).toBeVisible();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.client).toBe(375);
    expect(widths.scroll, 'document width on a 375 px screen').toBeLessThanOrEqual(widths.client);
    const cardBox = await card.boundingBox();
    expect(cardBox).not.toBeNull();
    expect((cardBox?.x ?? 0) + (cardBox?.width ?? Infinity)).toBeLessThanOrEqual(375);
  });
});
