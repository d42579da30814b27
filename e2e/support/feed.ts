import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { REPO_ROOT } from './env.ts';

/** The media module's upload fixtures, used in place (not copied). */
export const MEDIA_FIXTURES = join(REPO_ROOT, 'apps/api/src/modules/media/fixtures');
export const fixture = (name: string): string => join(MEDIA_FIXTURES, name);

/** The parts of the API's post and story shapes the specs read. */
export interface TApiPost {
  id: string;
  text: string;
  images: { kind: string; url: string; contentType: string }[];
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
}
export interface TApiStoryGroup {
  author: { id: string };
  stories: { id: string; media: { kind: string; url: string; durationSeconds: number | null } }[];
}

/** Publishes a text post through the API (set-up for specs about reading, liking or finding posts). */
export async function createPostViaApi(request: APIRequestContext, text: string): Promise<TApiPost> {
  const response = await request.post('/api/v1/posts', { data: { text, mediaIds: [] } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TApiPost;
}

/** The author's posts as the API returns them to `request`'s account, newest first. */
export async function postsByAuthor(request: APIRequestContext, username: string): Promise<TApiPost[]> {
  const response = await request.get(`/api/v1/posts?author=${encodeURIComponent(username)}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: TApiPost[] }).items;
}

/** The one post card showing `text` on the page. */
export function postCard(page: Page, text: string): Locator {
  return page.getByTestId('post-card').filter({ hasText: text });
}

/** Chooses `path` in the file dialog that clicking `button` opens, as a user picks a file. */
export async function pickFile(page: Page, button: Locator, path: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(path);
}

/** A comment's text as listed under a post (not the same words still in the comment box). */
export function listedComment(card: Locator, text: string): Locator {
  return card.getByRole('paragraph').filter({ hasText: text });
}
