import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import { createS3Storage } from './storage-s3.ts';
import { StorageNotFoundError, type Storage } from './storage-object.ts';

export { StorageNotFoundError, type Storage, type StoredObject } from './storage-object.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** The S3-compatible store when S3_BUCKET is set, otherwise files under `<DATA_DIR>/media`. */
export function createStorage(config: AppConfig): Storage {
  if (config.s3.bucket) return createS3Storage({ ...config.s3, bucket: config.s3.bucket });
  return createLocalStorage(path.join(config.dataDir, 'media'));
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** Files on local disk; writes go to a temporary name first so a failed upload leaves nothing behind. */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key ${key}`);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.${Date.now()}.part`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp));
        await rename(temp, file);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw new StorageNotFoundError(key);
      return { stream: createReadStream(file), bytes: info.size };
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** Decorates the app with `storage` (one per app; tests may pass their own). */
export const storagePlugin = fp((app: FastifyInstance, options: { storage: Storage }, done: () => void) => {
  app.decorate('storage', options.storage);
  done();
});
