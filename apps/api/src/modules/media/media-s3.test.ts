import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { TMedia } from '@bagdar/contracts';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, StorageNotFoundError, type StoredObject } from '../../plugins/storage.ts';
import { createUser } from '../../test/factories.ts';
import { call, signIn, testConfig, useTestApp } from '../../test/test-app.ts';
import { uploadFile } from '../../test/upload.ts';
import { fixture, solidImage } from './media-test-kit.ts';

/** The S3 backend against s3rver, a local S3-compatible server started for this file. */
const directory = mkdtempSync(path.join(tmpdir(), 'bagdar-s3rver-'));
const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
const bucket = 'bagdar-media-test';
const env: Record<string, string> = {};
let admin: S3Client;

beforeAll(async () => {
  const { port } = await server.run();
  Object.assign(env, {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  });
  admin = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
});
const t = useTestApp({ env });
afterAll(async () => {
  admin.destroy();
  server.httpServer?.closeAllConnections();
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

async function bytesOf(object: StoredObject): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const keysInBucket = async () =>
  ((await admin.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key);

describe('S3 storage backend', () => {
  it('puts (buffer or stream), gets and deletes objects', async () => {
    const storage = createStorage(testConfig(env));
    expect(storage.kind).toBe('s3');
    await storage.put('a.txt', Buffer.from('hello'), 'text/plain');
    const stored = await storage.get('a.txt');
    expect(stored).toMatchObject({ contentType: 'text/plain', bytes: 5 });
    expect((await bytesOf(stored)).toString()).toBe('hello');

    await storage.put('b.bin', Readable.from([Buffer.from('stre'), Buffer.from('amed')]), 'application/octet-stream');
    expect((await bytesOf(await storage.get('b.bin'))).toString()).toBe('streamed');

    await storage.delete('a.txt');
    await storage.delete('b.bin');
    await storage.delete('never-there');
    await expect(storage.get('a.txt')).rejects.toBeInstanceOf(StorageNotFoundError);
    expect(await keysInBucket()).toEqual([]);
  });

  it('runs an upload round trip through the API, and a refused upload leaves the bucket empty', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const { username, password } = await createUser(t.testDb.database.db);
    const session = await signIn(t.app, username, password);

    const refused = await uploadFile(t.app, session, {
      purpose: 'story',
      filename: 'long.mp4',
      contentType: 'video/mp4',
      buffer: await fixture('story-16s.mp4'),
    });
    expect(refused.json()).toMatchObject({ code: 'VIDEO_TOO_LONG' });
    expect(await keysInBucket()).toEqual([]);

    const uploaded = await uploadFile(t.app, session, {
      purpose: 'post',
      filename: 'a.png',
      contentType: 'image/png',
      buffer: await solidImage('png'),
    });
    expect(uploaded.statusCode).toBe(201);
    const item = uploaded.json<TMedia>();
    expect(await keysInBucket()).toEqual([`${item.id}.png`]);

    const served = await call(t.app, 'GET', item.url, { session });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.length).toBe(item.bytes);

    expect((await call(t.app, 'DELETE', `/api/v1/media/${item.id}`, { session })).statusCode).toBe(200);
    expect(await keysInBucket()).toEqual([]);
  });
});
