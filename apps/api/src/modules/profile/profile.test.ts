import type { TAcademic, TApiErrorBody, TCertificate, TProfile, TProfileSettings } from '@bagdar/contracts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema/profile.ts';
import { createUser } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { uploadFile } from '../../test/upload.ts';
import { MEDIA_FIXTURES_DIR, seedImage } from '../media/media-seed.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

async function signedIn() {
  const { user, username, password } = await createUser(db());
  return { user, username, session: await signIn(ctx.app, username, password) };
}

const academic = (overrides: Record<string, unknown> = {}) => ({
  gpaSystem: 'FOUR',
  gpa: 3.5,
  ielts: 7,
  toefl: null,
  sat: 1400,
  unt: 120,
  languages: [{ language: 'Қазақ тілі', level: 'NATIVE' }],
  ...overrides,
});
const profileBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Айдана',
  lastName: 'Серикова',
  gender: 'FEMALE',
  dateOfBirth: '2007-05-14',
  organizationName: 'НИШ Астана',
  bio: 'Люблю физику',
  ...overrides,
});
const fieldsOf = (body: TApiErrorBody) => body.details?.map((d) => `${d.field}:${d.message}`) ?? [];

describe('GET /profiles/:username', () => {
  it('shows others a profile without email or date of birth, and says whose it is', async () => {
    const owner = await signedIn();
    await call(ctx.app, 'PUT', '/api/v1/profiles/me', { session: owner.session, body: profileBody() });
    const viewer = await signedIn();
    const response = await call(ctx.app, 'GET', `/api/v1/profiles/${owner.username.toUpperCase()}`, {
      session: viewer.session,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(owner.user.email);
    expect(response.body).not.toContain('2007-05-14');
    const profile = response.json<Record<string, unknown>>();
    expect(profile).not.toHaveProperty('email');
    expect(profile).not.toHaveProperty('dateOfBirth');
    expect(profile).toMatchObject({ username: owner.username, bio: 'Люблю физику', isMe: false, postCount: 0 });
    const mine = await call(ctx.app, 'GET', `/api/v1/profiles/${owner.username}`, { session: owner.session });
    expect(mine.json<TProfile>().isMe).toBe(true);
  });

  it("shows the user's post count, moved by writing and deleting posts (not by someone else's delete)", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const ids: string[] = [];
    for (const text of ['Привет', 'Сәлем', 'Hello']) {
      const created = await call(ctx.app, 'POST', '/api/v1/posts', {
        session: owner.session,
        body: { text, mediaIds: [] },
      });
      expect(created.statusCode).toBe(201);
      ids.push(created.json<{ id: string }>().id);
    }
    const refused = await call(ctx.app, 'DELETE', `/api/v1/posts/${ids[0]}`, { session: other.session });
    expect(refused.statusCode).toBe(404);
    const deleted = await call(ctx.app, 'DELETE', `/api/v1/posts/${ids[1]}`, { session: owner.session });
    expect(deleted.statusCode).toBe(200);
    const response = await call(ctx.app, 'GET', `/api/v1/profiles/${owner.username}`, { session: other.session });
    expect(response.json<TProfile>().postCount).toBe(2);
  });

  it('answers 404 NOT_FOUND for an unknown username and 401 without a session', async () => {
    const { session } = await signedIn();
    const missing = await call(ctx.app, 'GET', '/api/v1/profiles/nobody_here', { session });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<TApiErrorBody>()).toMatchObject({ code: 'NOT_FOUND', message: 'profile not found' });
    expect((await call(ctx.app, 'GET', '/api/v1/profiles/nobody_here')).statusCode).toBe(401);
  });
});

describe('PUT /profiles/me', () => {
  it('saves the profile and returns it; settings show the private fields to the owner', async () => {
    const { session } = await signedIn();
    const saved = await call(ctx.app, 'PUT', '/api/v1/profiles/me', { session, body: profileBody({ bio: '' }) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TProfile>()).toMatchObject({ organizationName: 'НИШ Астана', bio: null });
    const settings = await call(ctx.app, 'GET', '/api/v1/profiles/me/settings', { session });
    expect(settings.json<TProfileSettings>()).toMatchObject({
      gender: 'FEMALE',
      dateOfBirth: '2007-05-14',
      academic: null,
    });
  });

  it('changes the interests; omitted keeps them, an unknown one is refused', async () => {
    const { session } = await signedIn();
    const put = (body: Record<string, unknown>) =>
      call(ctx.app, 'PUT', '/api/v1/profiles/me', { session, body: profileBody(body) });
    expect((await put({ interests: ['BIOLOGY', 'CHEMISTRY'] })).statusCode).toBe(200);
    expect((await put({})).statusCode).toBe(200);
    expect((await put({ interests: ['NOPE'] })).statusCode).toBe(400);
    const settings = (await call(ctx.app, 'GET', '/api/v1/profiles/me/settings', { session })).json<TProfileSettings>();
    expect(settings.interests).toEqual(['BIOLOGY', 'CHEMISTRY']);
    const me = (await call(ctx.app, 'GET', '/api/v1/auth/me', { session })).json<{ interests: string[] }>();
    expect(me.interests).toEqual(['BIOLOGY', 'CHEMISTRY']);
  });

  it.each([
    [
      'organisation of 121 characters',
      { organizationName: 'О'.repeat(121) },
      'organizationName:organizationName_too_long',
    ],
    ['bio of 501 characters', { bio: 'б'.repeat(501) }, 'bio:bio_too_long'],
    ['no gender', { gender: undefined }, 'gender:gender_required'],
  ])('refuses %s with 400 and changes nothing', async (_name, overrides, detail) => {
    const { user, session } = await signedIn();
    const response = await call(ctx.app, 'PUT', '/api/v1/profiles/me', { session, body: profileBody(overrides) });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json<TApiErrorBody>())).toContain(detail);
    const settings = (await call(ctx.app, 'GET', '/api/v1/profiles/me/settings', { session })).json<TProfileSettings>();
    expect(settings).toMatchObject({ firstName: user.firstName, bio: null, organizationName: null, gender: null });
  });

  it('sets the avatar from an uploaded avatar image only', async () => {
    const { user, session } = await signedIn();
    const avatar = await seedImage(db(), ctx.app.storage, {
      ownerId: user.id,
      purpose: 'avatar',
      width: 64,
      height: 64,
      background: '#1c7ed6',
    });
    const cover = await seedImage(db(), ctx.app.storage, {
      ownerId: user.id,
      purpose: 'cover',
      width: 64,
      height: 32,
      background: '#1c7ed6',
    });
    const wrong = await call(ctx.app, 'PUT', '/api/v1/profiles/me', {
      session,
      body: profileBody({ avatarMediaId: cover.id }),
    });
    expect(wrong.json<TApiErrorBody>().code).toBe('MEDIA_INVALID');
    const saved = await call(ctx.app, 'PUT', '/api/v1/profiles/me', {
      session,
      body: profileBody({ avatarMediaId: avatar.id }),
    });
    expect(saved.json<TProfile>().avatarUrl).toContain(avatar.id);
  });
});

describe('PUT /profiles/me/academic', () => {
  it('stores the GPA with its 4.0 value and replaces the languages', async () => {
    const { session } = await signedIn();
    const first = await call(ctx.app, 'PUT', '/api/v1/profiles/me/academic', {
      session,
      body: academic({ gpaSystem: 'FIVE', gpa: 4.5 }),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TAcademic>()).toMatchObject({ gpaSystem: 'FIVE', gpa: 4.5, gpa4: 3.6, ielts: 7, sat: 1400 });
    const hundred = await call(ctx.app, 'PUT', '/api/v1/profiles/me/academic', {
      session,
      body: academic({
        gpaSystem: 'HUNDRED',
        gpa: 87,
        ielts: 6.5,
        languages: [
          { language: 'Русский', level: 'FLUENT' },
          { language: 'English', level: 'INTERMEDIATE' },
        ],
      }),
    });
    expect(hundred.json<TAcademic>()).toMatchObject({ gpa: 87, gpa4: 3.48, ielts: 6.5 });
    const settings = (await call(ctx.app, 'GET', '/api/v1/profiles/me/settings', { session })).json<TProfileSettings>();
    expect(settings.academic?.languages).toEqual([
      { language: 'Русский', level: 'FLUENT' },
      { language: 'English', level: 'INTERMEDIATE' },
    ]);
  });

  const languages = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ language: `Язык ${i + 1}`, level: 'BEGINNER' }));
  it.each([
    ['GPA -1 on 4.0', { gpa: -1 }, 'gpa:gpa_negative'],
    ['GPA 5.5 on 4.0', { gpa: 5.5 }, 'gpa:gpa_above_system'],
    ['IELTS 7.3 (step 0.5)', { ielts: 7.3 }, 'ielts:ielts_step'],
    ['TOEFL 121', { toefl: 121 }, 'toefl:toefl_out_of_range'],
    ['SAT 1405 (step 10)', { sat: 1405 }, 'sat:sat_step'],
    ['UNT 141', { unt: 141 }, 'unt:unt_out_of_range'],
    ['a 21st language', { languages: languages(21) }, 'languages:languages_too_many'],
    ['no GPA system', { gpaSystem: undefined }, 'gpaSystem:gpaSystem_required'],
    [
      'the same language twice',
      {
        languages: [
          { language: 'English', level: 'FLUENT' },
          { language: ' english', level: 'BEGINNER' },
        ],
      },
      'languages.1.language:language_duplicate',
    ],
    [
      'a language without a level',
      { languages: [{ language: 'English' }] },
      'languages.0.level:language_level_required',
    ],
  ])('refuses %s with 400 and keeps what was saved', async (_name, overrides, detail) => {
    const { session } = await signedIn();
    await call(ctx.app, 'PUT', '/api/v1/profiles/me/academic', { session, body: academic() });
    const response = await call(ctx.app, 'PUT', '/api/v1/profiles/me/academic', {
      session,
      body: academic(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json<TApiErrorBody>())).toContain(detail);
    const settings = (await call(ctx.app, 'GET', '/api/v1/profiles/me/settings', { session })).json<TProfileSettings>();
    expect(settings.academic).toMatchObject({ gpa: 3.5, gpa4: 3.5, ielts: 7, languages: [{ language: 'Қазақ тілі' }] });
  });

  it('accepts exactly 20 languages', async () => {
    const { session } = await signedIn();
    const response = await call(ctx.app, 'PUT', '/api/v1/profiles/me/academic', {
      session,
      body: academic({ languages: languages(20) }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<TAcademic>().languages).toHaveLength(20);
  });
});

describe('cover', () => {
  it('takes an uploaded photo as the cover; an SVG never becomes one', async () => {
    const { session } = await signedIn();
    const photo = await uploadFile(ctx.app, session, {
      purpose: 'cover',
      filename: 'cover.jpg',
      contentType: 'image/jpeg',
      buffer: await readFile(path.join(MEDIA_FIXTURES_DIR, 'photo-with-exif.jpg')),
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const { id, url } = photo.json<{ id: string; url: string }>();
    const set = await call(ctx.app, 'PUT', '/api/v1/profiles/me/cover', { session, body: { mediaId: id } });
    expect(set.json<TProfile>().coverUrl).toBe(url);
    const served = await call(ctx.app, 'GET', url, { session });
    expect(served.headers['content-type']).toMatch(/^image\//);

    const svg = await uploadFile(ctx.app, session, {
      purpose: 'cover',
      filename: 'cover.png',
      contentType: 'image/png',
      buffer: await readFile(path.join(MEDIA_FIXTURES_DIR, 'image.svg')),
    });
    expect(svg.statusCode).toBeGreaterThanOrEqual(400);
    const after = await call(ctx.app, 'GET', '/api/v1/profiles/me/settings', { session });
    expect(after.statusCode).toBe(200);
    const profile = await call(ctx.app, 'GET', `/api/v1/profiles/${set.json<TProfile>().username}`, { session });
    expect(profile.json<TProfile>().coverUrl).toBe(url);
  });

  it('sets, replaces and deletes the cover with uploaded cover images', async () => {
    const { user, username, session } = await signedIn();
    const image = (background: string) =>
      seedImage(db(), ctx.app.storage, { ownerId: user.id, purpose: 'cover', width: 120, height: 40, background });
    const first = await image('#1c7ed6');
    const set = await call(ctx.app, 'PUT', '/api/v1/profiles/me/cover', { session, body: { mediaId: first.id } });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<TProfile>().coverUrl).toContain(first.id);
    const second = await image('#2f9e44');
    const replaced = await call(ctx.app, 'PUT', '/api/v1/profiles/me/cover', { session, body: { mediaId: second.id } });
    expect(replaced.json<TProfile>().coverUrl).toContain(second.id);
    const removed = await call(ctx.app, 'DELETE', '/api/v1/profiles/me/cover', { session });
    expect(removed.json<TProfile>().coverUrl).toBeNull();
    const seen = await call(ctx.app, 'GET', `/api/v1/profiles/${username}`, { session });
    expect(seen.json<TProfile>().coverUrl).toBeNull();
  });

  it("refuses someone else's image or an avatar upload as a cover", async () => {
    const other = await signedIn();
    const { user, session } = await signedIn();
    const theirs = await seedImage(db(), ctx.app.storage, {
      ownerId: other.user.id,
      purpose: 'cover',
      width: 40,
      height: 40,
      background: '#1c7ed6',
    });
    const avatar = await seedImage(db(), ctx.app.storage, {
      ownerId: user.id,
      purpose: 'avatar',
      width: 40,
      height: 40,
      background: '#1c7ed6',
    });
    for (const mediaId of [theirs.id, avatar.id, 'not-a-uuid']) {
      const response = await call(ctx.app, 'PUT', '/api/v1/profiles/me/cover', { session, body: { mediaId } });
      expect(response.statusCode).toBe(400);
      expect(response.json<TApiErrorBody>().code).toBe('MEDIA_INVALID');
    }
  });
});

describe('certificates', () => {
  it('adds a certificate with a link and one with an uploaded file; both show on the profile', async () => {
    const { user, username, session } = await signedIn();
    const link = await call(ctx.app, 'POST', '/api/v1/profiles/me/certificates', {
      session,
      body: { name: 'IELTS Academic 7.0', link: 'https://ielts.org/results/123' },
    });
    expect(link.statusCode, link.body).toBe(201);
    expect(link.json<TCertificate>()).toMatchObject({ kind: 'LINK', url: 'https://ielts.org/results/123' });
    const scan = await seedImage(db(), ctx.app.storage, {
      ownerId: user.id,
      purpose: 'certificate',
      width: 80,
      height: 60,
      background: '#1c7ed6',
    });
    const file = await call(ctx.app, 'POST', '/api/v1/profiles/me/certificates', {
      session,
      body: { name: 'Олимпиада по физике', mediaId: scan.id },
    });
    expect(file.statusCode, file.body).toBe(201);
    expect(file.json<TCertificate>()).toMatchObject({ kind: 'FILE', contentType: 'image/webp' });
    expect(file.json<TCertificate>().url).toContain(scan.id);
    const viewer = await signedIn();
    const profile = await call(ctx.app, 'GET', `/api/v1/profiles/${username}`, { session: viewer.session });
    // The profile's statement returns certificates as JSON: the same objects as the rows gave, newest first.
    expect(profile.json<TProfile>().certificates).toEqual([file.json<TCertificate>(), link.json<TCertificate>()]);
  });

  it.each([
    ['neither file nor link', { name: 'Диплом' }, 'link:certificate_file_or_link'],
    [
      'both file and link',
      { name: 'Диплом', link: 'https://a.kz', mediaId: crypto.randomUUID() },
      'link:certificate_file_or_link',
    ],
    ['a javascript: link', { name: 'Диплом', link: 'javascript:alert(1)' }, 'link:url_invalid'],
  ])('refuses %s', async (_name, body, detail) => {
    const { session } = await signedIn();
    const response = await call(ctx.app, 'POST', '/api/v1/profiles/me/certificates', { session, body });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json<TApiErrorBody>())).toContain(detail);
  });

  it("deletes one's own certificate; someone else's is a 404 and stays", async () => {
    const owner = await signedIn();
    const added = await call(ctx.app, 'POST', '/api/v1/profiles/me/certificates', {
      session: owner.session,
      body: { name: 'IELTS', link: 'https://ielts.org/r/1' },
    });
    const { id } = added.json<TCertificate>();
    const intruder = await signedIn();
    const refused = await call(ctx.app, 'DELETE', `/api/v1/profiles/me/certificates/${id}`, {
      session: intruder.session,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json<TApiErrorBody>().code).toBe('NOT_FOUND');
    expect(await db().select().from(certificates).where(eq(certificates.id, id))).toHaveLength(1);
    const junk = await call(ctx.app, 'DELETE', '/api/v1/profiles/me/certificates/junk', { session: owner.session });
    expect(junk.statusCode).toBe(404);
    const deleted = await call(ctx.app, 'DELETE', `/api/v1/profiles/me/certificates/${id}`, { session: owner.session });
    expect(deleted.statusCode).toBe(204);
    expect(await db().select().from(certificates).where(eq(certificates.id, id))).toHaveLength(0);
  });
});
