import { createInflateRaw } from 'node:zlib';
import { ORG_LIMITS } from '@bagdar/contracts';

/** Where one entry's local record (header, name, extra, data, descriptor) lies in the archive. */
export interface ZipEntry {
  name: string;
  start: number;
  end: number;
  /** Inflated bytes (checked: the entry inflates to exactly this). */
  size: number;
}

export type ZipCheck = { problem: string } | { problem: null; entries: ZipEntry[]; directoryOffset: number };

/**
 * Checks an xlsx (zip) archive from its central directory before anything parses it: a zip
 * bomb (entries whose declared size or compression ratio is absurd, or that inflate to more than
 * they declare), Zip64, or an archive that is not a workbook is refused with the reason. Otherwise
 * answers where each entry lies, so the reader can take them in the order it needs.
 */
export async function checkZip(buffer: Buffer): Promise<ZipCheck> {
  if (buffer.length < 22 || buffer.readUInt32LE(0) !== 0x04034b50) return { problem: 'not_zip' };
  const searchFrom = Math.max(0, buffer.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buffer.length - 22; i >= searchFrom; i -= 1) {
    if (buffer.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { problem: 'not_zip' };
  const count = buffer.readUInt16LE(eocd + 10);
  const dirOffset = buffer.readUInt32LE(eocd + 16);
  if (count === 0xffff || dirOffset === 0xffffffff) return { problem: 'zip64' };
  if (count > 2000) return { problem: 'too_many_entries' };
  if (dirOffset > buffer.length) return { problem: 'not_zip' };
  let offset = dirOffset;
  let inflated = 0;
  const found: { name: string; start: number; size: number }[] = [];
  for (let n = 0; n < count; n += 1) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) return { problem: 'not_zip' };
    const compressed = buffer.readUInt32LE(offset + 20);
    const size = buffer.readUInt32LE(offset + 24);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    if (compressed === 0xffffffff || size === 0xffffffff) return { problem: 'zip64' };
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    inflated += size;
    if (inflated > ORG_LIMITS.importInflatedBytes) return { problem: 'too_large_inflated' };
    if (size > 1024 * 1024 && size / Math.max(compressed, 1) > ORG_LIMITS.importMaxRatio) return { problem: 'ratio' };
    const localOffset = buffer.readUInt32LE(offset + 42);
    const lie = await sizeLie(buffer, buffer.readUInt16LE(offset + 10), localOffset, compressed, size);
    if (lie) return { problem: lie };
    found.push({ name, start: localOffset, size });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  const names = new Set(found.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return { problem: 'not_xlsx' };
  // Each record runs to the next one (a data descriptor included); the last one to the directory.
  const starts = [...new Set(found.map((entry) => entry.start))].sort((a, b) => a - b);
  const entries = found.map((entry) => {
    const next = starts.find((start) => start > entry.start) ?? dirOffset;
    return { ...entry, end: next };
  });
  return { problem: null, entries, directoryOffset: dirOffset };
}

/**
 * A bomb may lie in its directory: a tiny declared size over a deflate stream that inflates to
 * gigabytes (the reader would find out only after inflating it all). Each entry is inflated here,
 * as a stream whose output is counted and dropped, and stopped once it passes its declared (already
 * capped) size: the lie is caught without holding the entry, and the inflating runs on the thread
 * pool rather than the event loop. Returns the reason, or null when the entry is what it says.
 */
async function sizeLie(
  buffer: Buffer,
  method: number,
  localOffset: number,
  compressed: number,
  size: number,
): Promise<string | null> {
  if (localOffset + 30 > buffer.length || buffer.readUInt32LE(localOffset) !== 0x04034b50) return 'not_zip';
  const start = localOffset + 30 + buffer.readUInt16LE(localOffset + 26) + buffer.readUInt16LE(localOffset + 28);
  if (start + compressed > buffer.length) return 'not_zip';
  const data = buffer.subarray(start, start + compressed);
  if (method === 0) return compressed === size ? null : 'size_mismatch';
  if (method !== 8) return 'unsupported_compression';
  return (await inflatedSize(data, size)) === size ? null : 'size_mismatch';
}

/** How many bytes `data` inflates to, counting no further than `limit` + 1. */
function inflatedSize(data: Buffer, limit: number): Promise<number> {
  return new Promise((resolve) => {
    const inflate = createInflateRaw();
    let total = 0;
    let settled = false;
    const settle = (value: number) => {
      if (settled) return;
      settled = true;
      inflate.destroy();
      resolve(value);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) settle(total);
    });
    inflate.on('end', () => settle(total));
    inflate.on('error', () => settle(-1));
    inflate.end(data);
  });
}
