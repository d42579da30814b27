import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

export const PDFTOPPM = '/usr/bin/pdftoppm';

export interface TGreyImage {
  width: number;
  height: number;
  maxValue: number;
  pixels: Uint8Array;
}

/** Parses a binary greyscale PGM (P5, 8-bit) as pdftoppm -gray writes it; `#` comments allowed in the header. */
export function parsePgm(data: Buffer): TGreyImage {
  let offset = 0;
  const token = (): string => {
    for (;;) {
      while (offset < data.length && /\s/.test(String.fromCharCode(data[offset] ?? 0))) offset += 1;
      if (data[offset] === 0x23 /* # */) {
        while (offset < data.length && data[offset] !== 0x0a) offset += 1;
        continue;
      }
      break;
    }
    const start = offset;
    while (offset < data.length && !/\s/.test(String.fromCharCode(data[offset] ?? 0))) offset += 1;
    return data.subarray(start, offset).toString('ascii');
  };
  const magic = token();
  if (magic !== 'P5') throw new Error(`Not a binary PGM (magic ${JSON.stringify(magic)})`);
  const width = Number(token());
  const height = Number(token());
  const maxValue = Number(token());
  if (!(width > 0 && height > 0 && maxValue > 0 && maxValue < 256)) {
    throw new Error(`Unexpected PGM header: ${width}x${height}, max ${maxValue}`);
  }
  offset += 1; // the single whitespace after the max value
  const pixels = data.subarray(offset, offset + width * height);
  if (pixels.length !== width * height) throw new Error(`PGM data too short: ${pixels.length} of ${width * height}`);
  return { width, height, maxValue, pixels: new Uint8Array(pixels) };
}

/** The share (0-1) of pixels darker than `threshold` (on a 0-255 scale). */
export function darkShare(image: TGreyImage, threshold = 230): number {
  const scaled = (threshold * image.maxValue) / 255;
  let dark = 0;
  for (const value of image.pixels) if (value < scaled) dark += 1;
  return dark / image.pixels.length;
}

/**
 * Renders the PDF's first page to a greyscale PGM with pdftoppm (`-gray -r 40 -f 1 -l 1`) next to
 * `prefix` and returns the parsed image.
 */
export function renderFirstPage(pdfPath: string, prefix: string): TGreyImage {
  execFileSync(PDFTOPPM, ['-gray', '-r', '40', '-f', '1', '-l', '1', pdfPath, prefix], { timeout: 30_000 });
  // pdftoppm names the page `<prefix>-1.pgm`, zero-padded to the page count's width (`-01`, `-001`).
  const dir = dirname(prefix);
  const stem = basename(prefix);
  const output = readdirSync(dir).find((name) => new RegExp(`^${stem}-0*1\\.pgm$`).test(name));
  if (!output) throw new Error(`pdftoppm wrote no page image for ${prefix}`);
  return parsePgm(readFileSync(join(dir, output)));
}

export function hasPdftoppm(): boolean {
  return existsSync(PDFTOPPM);
}
