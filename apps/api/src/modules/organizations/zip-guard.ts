import { inflateRawSync } from 'node:zlib';
import { ORG_LIMITS } from '@bagdar/contracts';

/**
 * Checks an xlsx (zip) archive from its central directory before anything inflates it: a zip
 * bomb (entries whose declared size or compression ratio is absurd), Zip64, or an archive that
 * is not a workbook is refused. Returns the reason, or null when the archive may be read.
 */
export function zipProblem(buffer: Buffer): string | null {
  if (buffer.length < 22 || buffer.readUInt32LE(0) !== 0x04034b50) return 'not_zip';
  const searchFrom = Math.max(0, buffer.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = buffer.length - 22; i >= searchFrom; i -= 1) {
    if (buffer.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'not_zip';
  const entries = buffer.readUInt16LE(eocd + 10);
  const dirOffset = buffer.readUInt32LE(eocd + 16);
  if (entries === 0xffff || dirOffset === 0xffffffff) return 'zip64';
  if (entries > 2000) return 'too_many_entries';
  let offset = dirOffset;
  let inflated = 0;
  const names = new Set<string>();
  for (let n = 0; n < entries; n += 1) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== 0x02014b50) return 'not_zip';
    const compressed = buffer.readUInt32LE(offset + 20);
    const size = buffer.readUInt32LE(offset + 24);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    if (compressed === 0xffffffff || size === 0xffffffff) return 'zip64';
    names.add(buffer.toString('utf8', offset + 46, offset + 46 + nameLength));
    inflated += size;
    if (inflated > ORG_LIMITS.importInflatedBytes) return 'too_large_inflated';
    if (size > 1024 * 1024 && size / Math.max(compressed, 1) > ORG_LIMITS.importMaxRatio) return 'ratio';
    const lie = sizeLie(buffer, buffer.readUInt16LE(offset + 10), buffer.readUInt32LE(offset + 42), compressed, size);
    if (lie) return lie;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return 'not_xlsx';
  return null;
}

/**
 * A bomb may lie in its directory: a tiny declared size over a deflate stream that inflates to
 * gigabytes (the reader would find out only after inflating it all). Each entry is inflated here
 * with its declared size as the hard output limit, so the lie is caught having spent no more than
 * the declared (already capped) bytes. Returns the reason, or null when the entry is what it says.
 */
function sizeLie(buffer: Buffer, method: number, localOffset: number, compressed: number, size: number): string | null {
  if (localOffset + 30 > buffer.length || buffer.readUInt32LE(localOffset) !== 0x04034b50) return 'not_zip';
  const start = localOffset + 30 + buffer.readUInt16LE(localOffset + 26) + buffer.readUInt16LE(localOffset + 28);
  if (start + compressed > buffer.length) return 'not_zip';
  const data = buffer.subarray(start, start + compressed);
  if (method === 0) return compressed === size ? null : 'size_mismatch';
  if (method !== 8) return 'unsupported_compression';
  try {
    const out = inflateRawSync(data, { maxOutputLength: Math.max(size, 1) });
    return out.length === size ? null : 'size_mismatch';
  } catch {
    return 'size_mismatch';
  }
}
