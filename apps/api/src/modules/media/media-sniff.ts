/** What the first bytes of a file say it is (the name and the declared type are never trusted). */
export type TSniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'video/mp4' | 'application/pdf';

/** Bytes needed to recognise every type below. */
export const SNIFF_BYTES = 16;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Still-image brands that also start with `ftyp` but are not MP4 video. */
const NON_VIDEO_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'avif', 'avis', 'M4A ', 'M4B ', 'M4P ', 'qt  ']);

export function sniffType(head: Buffer): TSniffedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('ftyp'), 4)) {
    const brand = head.subarray(8, 12).toString('latin1');
    return NON_VIDEO_BRANDS.has(brand) ? null : 'video/mp4';
  }
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** Markup (HTML, SVG, XML) dressed up as a file: named in the error so the user understands the refusal. */
export function looksLikeMarkup(head: Buffer): boolean {
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<');
}
