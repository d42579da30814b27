import { createHash } from 'node:crypto';
import { createReadStream, type WriteStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { once } from 'node:events';
import { Readable } from 'node:stream';

/**
 * The plain POSIX (ustar) tar the backup archive is: readable with `tar -tvf`, written and read here
 * without a dependency. Only regular files with names of up to 100 bytes.
 */
const BLOCK = 512;

function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const nameBytes = Buffer.from(name);
  if (nameBytes.length > 100) throw new Error(`tar: name too long: ${name}`);
  nameBytes.copy(block, 0);
  block.write('0000644\0', 100, 'ascii');
  block.write('0000000\0', 108, 'ascii');
  block.write('0000000\0', 116, 'ascii');
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
    'ascii',
  );
  block.write('        ', 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\0' + '00', 257, 'ascii');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

async function write(out: WriteStream, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Appends one file to `out` from a buffer or a file on disk (its size known beforehand). */
export async function appendEntry(out: WriteStream, name: string, source: Buffer | { path: string; size: number }) {
  const size = Buffer.isBuffer(source) ? source.length : source.size;
  await write(out, header(name, size));
  if (Buffer.isBuffer(source)) await write(out, source);
  else for await (const chunk of createReadStream(source.path)) await write(out, chunk as Buffer);
  const pad = (BLOCK - (size % BLOCK)) % BLOCK;
  if (pad) await write(out, Buffer.alloc(pad));
}

/** Ends the archive with its two empty blocks. */
export async function finishArchive(out: WriteStream): Promise<void> {
  await write(out, Buffer.alloc(BLOCK * 2));
  out.end();
  await once(out, 'finish');
}

export interface TarEntry {
  name: string;
  offset: number;
  size: number;
}

/** The entries of an archive by name, read from their headers; throws when one is cut off or malformed. */
export async function listEntries(file: FileHandle): Promise<Map<string, TarEntry>> {
  const { size: total } = await file.stat();
  const entries = new Map<string, TarEntry>();
  const block = Buffer.alloc(BLOCK);
  let offset = 0;
  for (;;) {
    if (offset + BLOCK > total) throw new Error('the archive is truncated');
    await file.read(block, 0, BLOCK, offset);
    if (block.every((byte) => byte === 0)) return entries;
    const stored = parseInt(block.toString('ascii', 148, 154), 8);
    block.write('        ', 148, 'ascii');
    let sum = 0;
    for (const byte of block) sum += byte;
    if (sum !== stored) throw new Error('the archive is corrupted (a header checksum is wrong)');
    const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = parseInt(block.toString('ascii', 124, 136), 8);
    if (!Number.isFinite(size) || offset + BLOCK + size > total) throw new Error('the archive is truncated');
    entries.set(name, { name, offset: offset + BLOCK, size });
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
}

/** sha256 (hex) of an entry's bytes, read as a stream. */
export async function entryChecksum(path: string, entry: TarEntry): Promise<string> {
  const hash = createHash('sha256');
  if (entry.size === 0) return hash.digest('hex');
  for await (const chunk of createReadStream(path, { start: entry.offset, end: entry.offset + entry.size - 1 })) {
    hash.update(chunk as Buffer);
  }
  return hash.digest('hex');
}

/** An entry's bytes as a stream. */
export function entryStream(path: string, entry: TarEntry): Readable {
  if (entry.size === 0) return Readable.from([Buffer.alloc(0)]);
  return createReadStream(path, { start: entry.offset, end: entry.offset + entry.size - 1 });
}
