import type { Readable } from 'node:stream';

/** Where uploaded bytes live. Keys are opaque and immutable, such as `<uuid>.webp`. */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** Throws StorageNotFoundError when the key does not exist. */
  get(key: string): Promise<StoredObject>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export interface StoredObject {
  stream: Readable;
  contentType?: string;
  bytes?: number;
}

export class StorageNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object ${key}`);
    this.name = 'StorageNotFoundError';
  }
}
