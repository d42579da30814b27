import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { newIdentity } from './auth.ts';
import { REPO_ROOT } from './env.ts';

/** The media module's upload fixtures, used in place (not copied). */
export const MEDIA_FIXTURES = join(REPO_ROOT, 'apps/api/src/modules/media/fixtures');
export const fixture = (name: string): string => join(MEDIA_FIXTURES, name);

export interface TFeedAccount {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  /** "First Last", as post cards and the stories strip name the author. */
  name: string;
}

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

const CYRILLIC = 'абвгдежзиклмнопрстуфхя';

/** A Cyrillic surname unique to this run, so the account is easy to find by name on shared pages. */
function uniqueSurname(): string {
  let value = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let letters = '';
  while (value > 0) {
    letters += CYRILLIC[value % CYRILLIC.length];
    value = Math.floor(value / CYRILLIC.length);
  }
  return `Т${letters}`;
}

/**
 * Signs a new account up and onboards it through the API on `request` (a page's `page.request`
 * shares its cookies, so the page is signed in too). The sign-up screens have their own spec;
 * here a fresh account only keeps the feed specs independent of each other and of the seed.
 */
export async function signUpOnboarded(request: APIRequestContext, prefix: string): Promise<TFeedAccount> {
  const { username, email } = newIdentity(prefix);
  const password = 'Strong#Pass1';
  const firstName = 'Дана';
  const lastName = uniqueSurname();
  const signup = await request.post('/api/v1/auth/signup', {
    data: {
      username,
      firstName,
      lastName,
      email,
      password,
      passwordConfirmation: password,
      acceptTerms: true,
      acceptPrivacy: true,
      locale: 'RU',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const onboarding = await request.post('/api/v1/auth/onboarding', {
    data: {
      dateOfBirth: '2007-09-01',
      gender: 'FEMALE',
      educationStatus: 'SCHOOL_STUDENT',
      city: 'Алматы',
      interests: ['MATHEMATICS', 'BIOLOGY'],
      preferredLanguage: 'RU',
    },
  });
  expect(onboarding.status(), await onboarding.text()).toBe(200);
  const me = (await onboarding.json()) as { id: string };
  return { id: me.id, username, firstName, lastName, name: `${firstName} ${lastName}` };
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
