import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEDIA_LIMITS, type TMedia } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { media } from '../../db/schema/media.ts';
import { AppError } from '../../lib/app-error.ts';
import { createUser } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { multipartBody, uploadFile } from '../../test/upload.ts';
import { filesUnder, fixture, openConnections, solidImage, streamOversizeJpeg } from './media-test-kit.ts';
import { seedImage, seedVideo } from './media-seed.ts';
import { findOwnedMedia } from './media.service.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bagdar-media-'));
const mediaDir = path.join(dataDir, 'media');
const t = useTestApp({ env: { DATA_DIR: dataDir } });
afterAll(() => rm(dataDir, { recursive: true, force: true }));
beforeEach(() => rm(mediaDir, { recursive: true, force: true }));

async function member(onboarded = true) {
  const { user, username, password } = await createUser(t.testDb.database.db, { onboarded });
  return { user, session: await signIn(t.app, username, password) };
}

const content = (session: string, item: TMedia) => call(t.app, 'GET', item.url, { session });
const rowCount = async () => (await t.testDb.database.db.select().from(media)).length;

async function expectNothingStored() {
  expect(await rowCount()).toBe(0);
  expect(await filesUnder(mediaDir)).toEqual([]);
}

describe('POST /api/v1/media: images', () => {
  it('re-encodes a JPEG: rotated by its EXIF orientation, every metadata field (GPS included) stripped', async () => {
    const { session } = await member();
    const original = await fixture('photo-with-exif.jpg');
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await uploadFile(t.app, session, {
      purpose: 'post',
      filename: 'holiday.jpg',
      contentType: 'image/jpeg',
      buffer: original,
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<TMedia>();
    expect(item).toMatchObject({ kind: 'IMAGE', purpose: 'post', contentType: 'image/jpeg', width: 80, height: 120 });
    expect(item.url).toBe(`/api/v1/media/${item.id}/content`);

    const served = await content(session, item);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['content-disposition']).toBe('inline');
    const stored = served.rawPayload;
    expect(stored.length).toBe(item.bytes);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('BagdarTestCam')).toBe(false);
  });

  it('keeps PNG as PNG and WebP as WebP whatever the name and declared type say', async () => {
    const { session } = await member();
    const png = await uploadFile(t.app, session, {
      purpose: 'avatar',
      filename: 'me.jpg',
      contentType: 'image/jpeg',
      buffer: await solidImage('png'),
    });
    expect(png.statusCode).toBe(201);
    expect(png.json<TMedia>()).toMatchObject({ contentType: 'image/png', width: 40, height: 30 });
    const webp = await uploadFile(t.app, session, {
      purpose: 'cover',
      filename: 'cover.png',
      contentType: 'image/png',
      buffer: await solidImage('webp'),
    });
    expect(webp.statusCode).toBe(201);
    expect(webp.json<TMedia>().contentType).toBe('image/webp');
    expect((await sharp((await content(session, webp.json<TMedia>())).rawPayload).metadata()).format).toBe('webp');
  });

  it('scales an image larger than 2560 px down, keeping its proportions', async () => {
    const { session } = await member();
    const response = await uploadFile(t.app, session, {
      purpose: 'post',
      filename: 'wide.png',
      contentType: 'image/png',
      buffer: await solidImage('png', 3000, 300),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<TMedia>()).toMatchObject({ width: 2560, height: 256 });
  });

  it('refuses HTML named .png and an SVG as MEDIA_INVALID, storing nothing', async () => {
    const { session } = await member();
    for (const [name, type] of [
      ['not-an-image.png', 'image/png'],
      ['image.svg', 'image/svg+xml'],
    ] as const) {
      const response = await uploadFile(t.app, session, {
        purpose: 'post',
        filename: name,
        contentType: type,
        buffer: await fixture(name),
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ code: 'MEDIA_INVALID', reason: 'markup' });
    }
    await expectNothingStored();
  });

  it('refuses a truncated image that starts like a PNG', async () => {
    const { session } = await member();
    const png = await solidImage('png', 200, 200);
    const response = await uploadFile(t.app, session, {
      purpose: 'post',
      filename: 'broken.png',
      contentType: 'image/png',
      buffer: png.subarray(0, 40),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'MEDIA_INVALID', reason: 'image_unreadable' });
    await expectNothingStored();
  });
});

describe('POST /api/v1/media: videos and documents', () => {
  it('accepts a 5-second MP4 story with the duration read on the server', async () => {
    const { session } = await member();
    const response = await uploadFile(t.app, session, {
      purpose: 'story',
      filename: 'story.mp4',
      contentType: 'video/mp4',
      buffer: await fixture('story-5s.mp4'),
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<TMedia>();
    expect(item).toMatchObject({ kind: 'VIDEO', contentType: 'video/mp4', width: 160, height: 284 });
    expect(item.durationSeconds).toBeCloseTo(5, 0);
    const served = await content(session, item);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.headers['content-disposition']).toBe('inline');
  });

  it('sums the fragments of a fragmented MP4', async () => {
    const { session } = await member();
    const response = await uploadFile(t.app, session, {
      purpose: 'story',
      filename: 'frag.mp4',
      contentType: 'video/mp4',
      buffer: await fixture('story-5s-fragmented.mp4'),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<TMedia>().durationSeconds).toBeCloseTo(5, 0);
  });

  it('refuses a 16-second video with VIDEO_TOO_LONG and its length, leaving no row and no file', async () => {
    const { session } = await member();
    const response = await uploadFile(t.app, session, {
      purpose: 'story',
      filename: 'long.mp4',
      contentType: 'video/mp4',
      buffer: await fixture('story-16s.mp4'),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; meta: { seconds: string } }>();
    expect(body.code).toBe('VIDEO_TOO_LONG');
    expect(Number(body.meta.seconds)).toBeCloseTo(16, 0);
    await expectNothingStored();
  });

  it('refuses an unreadable MP4 and videos outside stories', async () => {
    const { session } = await member();
    const video = await fixture('story-5s.mp4');
    const broken = await uploadFile(t.app, session, {
      purpose: 'story',
      filename: 'broken.mp4',
      contentType: 'video/mp4',
      buffer: video.subarray(0, 64),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'MEDIA_INVALID', reason: 'video_unreadable' });
    const asPost = await uploadFile(t.app, session, {
      purpose: 'post',
      filename: 'clip.mp4',
      contentType: 'video/mp4',
      buffer: video,
    });
    expect(asPost.statusCode).toBe(400);
    expect(asPost.json()).toMatchObject({ code: 'MEDIA_INVALID', reason: 'video_not_allowed' });
    await expectNothingStored();
  });

  it('accepts a PDF certificate and serves it as an attachment with nosniff; PDFs elsewhere are refused', async () => {
    const { session } = await member();
    const pdf = await fixture('certificate.pdf');
    const response = await uploadFile(t.app, session, {
      purpose: 'certificate',
      filename: 'ielts.pdf',
      contentType: 'application/pdf',
      buffer: pdf,
    });
    expect(response.statusCode).toBe(201);
    const item = response.json<TMedia>();
    expect(item).toMatchObject({ kind: 'DOCUMENT', contentType: 'application/pdf', bytes: pdf.length, width: null });
    const served = await content(session, item);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
    expect(served.rawPayload.equals(pdf)).toBe(true);

    const image = await uploadFile(t.app, session, {
      purpose: 'certificate',
      filename: 'scan.png',
      contentType: 'image/png',
      buffer: await solidImage('png'),
    });
    expect(image.statusCode).toBe(201);
    expect(image.json<TMedia>().kind).toBe('IMAGE');

    const pdfAsPost = await uploadFile(t.app, session, {
      purpose: 'post',
      filename: 'doc.pdf',
      contentType: 'application/pdf',
      buffer: pdf,
    });
    expect(pdfAsPost.statusCode).toBe(400);
    expect(pdfAsPost.json()).toMatchObject({ code: 'MEDIA_INVALID', reason: 'pdf_not_allowed' });
  });
});

describe('POST /api/v1/media: limits and access', () => {
  it('answers 413 MEDIA_TOO_LARGE for an image over the limit and stores nothing', async () => {
    const { session } = await member();
    const big = Buffer.alloc(MEDIA_LIMITS.imageBytes + 1024, 0);
    (await solidImage('png')).copy(big);
    const response = await uploadFile(t.app, session, {
      purpose: 'post',
      filename: 'big.png',
      contentType: 'image/png',
      buffer: big,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'MEDIA_TOO_LARGE',
      meta: { limitBytes: String(MEDIA_LIMITS.imageBytes) },
    });
    await expectNothingStored();
  });

  it('stops a streamed upload (no Content-Length) once it passes the limit, before the rest is read', async () => {
    const { session } = await member();
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const total = MEDIA_LIMITS.imageBytes * 5;
    const { statusCode, body, sentBytes } = await streamOversizeJpeg(baseUrl, session, total);
    expect(statusCode).toBe(413);
    expect(body).toMatchObject({ code: 'MEDIA_TOO_LARGE' });
    expect(sentBytes).toBeLessThan(MEDIA_LIMITS.imageBytes * 2);
    await expectNothingStored();
    // and the refused request does not hold its connection open
    await expect.poll(() => openConnections(t.app), { timeout: 3000 }).toBe(0);
  });

  it('needs a signed-in, onboarded user, multipart and the field "file"', async () => {
    const png = await solidImage('png');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media?purpose=post',
      ...multipartPayload(png),
    });
    expect(anonymous.statusCode).toBe(401);
    const newcomer = await member(false);
    const notOnboarded = await uploadFile(t.app, newcomer.session, {
      purpose: 'post',
      filename: 'a.png',
      contentType: 'image/png',
      buffer: png,
    });
    expect(notOnboarded.statusCode).toBe(403);

    const { session } = await member();
    const json = await call(t.app, 'POST', '/api/v1/media?purpose=post', { session, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const wrongField = await uploadFile(t.app, session, {
      purpose: 'post',
      filename: 'a.png',
      contentType: 'image/png',
      buffer: png,
      field: 'photo',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: 'MEDIA_INVALID', reason: 'file_missing' });
    const badPurpose = await uploadFile(t.app, session, {
      purpose: 'banner' as 'post',
      filename: 'a.png',
      contentType: 'image/png',
      buffer: png,
    });
    expect(badPurpose.statusCode).toBe(400);
    await expectNothingStored();
  });

  it('answers 400 MEDIA_INVALID to a cut-off multipart body', async () => {
    const { session } = await member();
    const { body, contentType } = multipartBody({
      filename: 'a.png',
      contentType: 'image/png',
      buffer: await solidImage('png'),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media?purpose=post',
      cookies: { bagdar_session: session },
      headers: { 'content-type': contentType },
      payload: body.subarray(0, body.length - 30),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'MEDIA_INVALID', reason: 'multipart_malformed' });
    await expectNothingStored();
  });

  it('keeps multipart off the rest of the API', async () => {
    const { session } = await member();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      cookies: { bagdar_session: session },
      ...multipartPayload(await solidImage('png')),
    });
    expect(response.statusCode).toBe(415);
  });
});

function multipartPayload(buffer: Buffer) {
  const { body, contentType } = multipartBody({ filename: 'a.png', contentType: 'image/png', buffer });
  return { headers: { 'content-type': contentType }, payload: body };
}

describe('GET and DELETE /api/v1/media/:id', () => {
  it('lets any signed-in user read by id, 404s unknown ids, and lets only the owner delete', async () => {
    const owner = await member();
    const other = await member();
    const item = (
      await uploadFile(t.app, owner.session, {
        purpose: 'post',
        filename: 'a.png',
        contentType: 'image/png',
        buffer: await solidImage('png'),
      })
    ).json<TMedia>();

    expect((await content(other.session, item)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', item.url)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/v1/media/not-a-uuid/content', { session: other.session })).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(t.app, 'GET', '/api/v1/media/00000000-0000-4000-8000-000000000000/content', {
          session: other.session,
        })
      ).statusCode,
    ).toBe(404);

    const refused = await call(t.app, 'DELETE', `/api/v1/media/${item.id}`, { session: other.session });
    expect(refused.statusCode).toBe(403);
    expect(await rowCount()).toBe(1);

    const deleted = await call(t.app, 'DELETE', `/api/v1/media/${item.id}`, { session: owner.session });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await content(owner.session, item)).statusCode).toBe(404);
    await expectNothingStored();
  });
});

describe('findOwnedMedia and the seed helpers', () => {
  it('returns the owner media in the order asked and refuses unknown, foreign or wrong-purpose ids', async () => {
    const { db } = t.testDb.database;
    const { storage } = t.app;
    const { user: alice } = await createUser(db);
    const { user: bob } = await createUser(db);
    const a1 = await seedImage(db, storage, {
      ownerId: alice.id,
      purpose: 'post',
      width: 64,
      height: 48,
      background: '#1c7ed6',
      label: 'Сәлем',
    });
    const a2 = await seedImage(db, storage, {
      ownerId: alice.id,
      purpose: 'post',
      width: 32,
      height: 32,
      background: '#e8590c',
    });
    const story = await seedVideo(db, storage, { ownerId: alice.id, purpose: 'story' });
    const b1 = await seedImage(db, storage, {
      ownerId: bob.id,
      purpose: 'post',
      width: 32,
      height: 32,
      background: '#2f9e44',
    });

    expect((await findOwnedMedia(db, alice.id, [a2.id, a1.id], ['post'])).map((r) => r.id)).toEqual([a2.id, a1.id]);
    expect(await findOwnedMedia(db, alice.id, [], ['post'])).toEqual([]);
    for (const bad of [b1.id, story.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const error = await findOwnedMedia(db, alice.id, [a1.id, bad], ['post']).catch((e: unknown) => e);
      expect(error, bad).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'MEDIA_INVALID', statusCode: 400, extras: { meta: { id: bad } } });
    }
    expect((await findOwnedMedia(db, alice.id, [story.id], ['story'])).map((r) => r.kind)).toEqual(['VIDEO']);

    const [row] = await db.select().from(media).where(eq(media.id, a1.id));
    expect(row).toMatchObject({ contentType: 'image/webp', width: 64, height: 48 });
    const stored = await storage.get(a1.storageKey);
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    expect((await sharp(Buffer.concat(chunks)).metadata()).width).toBe(64);
    expect(story).toMatchObject({ kind: 'VIDEO', durationSeconds: 5 });
  });
});
