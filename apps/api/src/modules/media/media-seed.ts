import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TMediaPurpose } from '@bagdar/contracts';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import type { MediaRow } from '../../db/schema/media.ts';
import type { Storage } from '../../plugins/storage.ts';
import { storeMedia } from './media-store.ts';

/** Demo media for the seeds of every feature (posts, stories, covers, certificates). */

export const MEDIA_FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export interface SeedImageOptions {
  ownerId: string;
  purpose: TMediaPurpose;
  width: number;
  height: number;
  /** A CSS hex colour such as `#1c7ed6`; the image is a gradient from it to a darker shade. */
  background: string;
  /** Text written across the middle. */
  label?: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** Draws a gradient picture (with the label) as WebP, stores it and returns its media row. */
export async function seedImage(db: Db, storage: Storage, options: SeedImageOptions): Promise<MediaRow> {
  const { width, height, background } = options;
  if (!HEX.test(background)) throw new Error(`seedImage: background must be #rrggbb, got ${background}`);
  const fontSize = Math.max(12, Math.round(Math.min(width, height) / 10));
  const label = options.label
    ? `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${escapeXml(options.label)}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${label}</svg>`;
  const buffer = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  return storeMedia(db, storage, options.ownerId, options.purpose, {
    kind: 'IMAGE',
    contentType: 'image/webp',
    buffer,
    width,
    height,
    durationSeconds: null,
  });
}

/** Stores the 5-second fixture MP4 (160×284) as a video of `purpose` (normally `story`). */
export async function seedVideo(
  db: Db,
  storage: Storage,
  options: { ownerId: string; purpose: TMediaPurpose },
): Promise<MediaRow> {
  const buffer = await readFile(path.join(MEDIA_FIXTURES_DIR, 'story-5s.mp4'));
  return storeMedia(db, storage, options.ownerId, options.purpose, {
    kind: 'VIDEO',
    contentType: 'video/mp4',
    buffer,
    width: 160,
    height: 284,
    durationSeconds: 5,
  });
}
