import { MEDIA_LIMITS, type TMediaPurpose } from '@bagdar/contracts';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import type { CheckedMedia } from './media-store.ts';
import { readMp4Info } from './mp4-duration.ts';
import { looksLikeMarkup, sniffType, type TSniffedType } from './media-sniff.ts';

/** Longest side of a stored image; larger uploads are scaled down. */
export const IMAGE_MAX_SIDE = 2560;
/** Decoding bombs stop here (about 16k × 16k). */
const MAX_INPUT_PIXELS = 268_402_689;

type TFileClass = 'image' | 'video' | 'pdf';
const CLASS_OF: Record<TSniffedType, TFileClass> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'video/mp4': 'video',
  'application/pdf': 'pdf',
};

/** What each purpose accepts. */
const ACCEPTS: Record<TMediaPurpose, TFileClass[]> = {
  post: ['image'],
  avatar: ['image'],
  cover: ['image'],
  story: ['image', 'video'],
  certificate: ['pdf', 'image'],
  project: ['image'],
};

const BYTE_LIMITS: Record<TFileClass, number> = {
  image: MEDIA_LIMITS.imageBytes,
  video: MEDIA_LIMITS.videoBytes,
  pdf: MEDIA_LIMITS.documentBytes,
};

/** The most a purpose can ever accept: the streaming limit before the type is known. */
export function maxBytesFor(purpose: TMediaPurpose): number {
  return Math.max(...ACCEPTS[purpose].map((c) => BYTE_LIMITS[c]));
}

export function tooLarge(limitBytes: number): AppError {
  return new AppError('MEDIA_TOO_LARGE', 413, `The file is larger than ${limitBytes} bytes`, {
    meta: { limitBytes: String(limitBytes) },
  });
}

const invalid = (message: string, reason: string) => new AppError('MEDIA_INVALID', 400, message, { reason });

/**
 * Decides from the first bytes whether `purpose` accepts the file, and returns the byte limit
 * of its type (the caller keeps counting while the rest streams in).
 */
export function admitHead(purpose: TMediaPurpose, head: Buffer): { type: TSniffedType; limitBytes: number } {
  const type = sniffType(head);
  if (!type) {
    if (looksLikeMarkup(head)) throw invalid('HTML, SVG and other markup files are not accepted', 'markup');
    throw invalid('The file is not a JPEG, PNG, WebP, MP4 or PDF', 'unknown_type');
  }
  const fileClass = CLASS_OF[type];
  if (!ACCEPTS[purpose].includes(fileClass)) {
    throw invalid(`A ${fileClass} is not accepted as ${purpose} media`, `${fileClass}_not_allowed`);
  }
  return { type, limitBytes: BYTE_LIMITS[fileClass] };
}

/** Checks the whole file of a sniffed type and returns what to store. */
export async function checkFile(type: TSniffedType, buffer: Buffer): Promise<CheckedMedia> {
  switch (CLASS_OF[type]) {
    case 'image':
      return reencodeImage(type, buffer);
    case 'video':
      return checkVideo(buffer);
    case 'pdf':
      return checkPdf(buffer);
  }
}

/** Decodes, rotates by EXIF, caps the size and re-encodes; the output carries no metadata at all. */
async function reencodeImage(type: TSniffedType, buffer: Buffer): Promise<CheckedMedia> {
  try {
    const pipeline = sharp(buffer, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const encoded =
      type === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : type === 'image/jpeg'
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : pipeline.webp({ quality: 85 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      kind: 'IMAGE',
      contentType: type,
      buffer: data,
      width: info.width,
      height: info.height,
      durationSeconds: null,
    };
  } catch {
    throw invalid('The image could not be decoded', 'image_unreadable');
  }
}

function checkVideo(buffer: Buffer): CheckedMedia {
  const info = readMp4Info(buffer);
  if (!info) throw invalid('The video could not be read; upload an MP4 file', 'video_unreadable');
  const seconds = Math.round(info.durationSeconds * 100) / 100;
  if (seconds > MEDIA_LIMITS.videoStoryMaxSeconds) {
    throw new AppError(
      'VIDEO_TOO_LONG',
      400,
      `The video lasts ${seconds} s; at most ${MEDIA_LIMITS.videoStoryMaxSeconds} s`,
      {
        meta: { seconds: String(seconds), maxSeconds: String(MEDIA_LIMITS.videoStoryMaxSeconds) },
      },
    );
  }
  return {
    kind: 'VIDEO',
    contentType: 'video/mp4',
    buffer,
    width: info.width || null,
    height: info.height || null,
    durationSeconds: seconds,
  };
}

/** A PDF is kept as sent (it is served as an attachment); it must at least be complete. */
function checkPdf(buffer: Buffer): CheckedMedia {
  if (!buffer.subarray(Math.max(0, buffer.length - 1024)).includes('%%EOF')) {
    throw invalid('The PDF is incomplete', 'pdf_unreadable');
  }
  if (hasActiveContent(buffer)) {
    throw invalid('PDFs with scripts, launch actions or embedded files are not accepted', 'pdf_active_content');
  }
  return { kind: 'DOCUMENT', contentType: 'application/pdf', buffer, width: null, height: null, durationSeconds: null };
}

/**
 * PDF names that run something when the file is opened: JavaScript, a launch action, embedded
 * files, rich media or XFA forms. Names may be written with #xx escapes (`/J#61vaScript`), so they
 * are decoded first. A name hidden in a compressed object stream is not seen here; such a file is
 * still served only as an attachment with nosniff and a sandboxing CSP (media-content.service.ts).
 */
const ACTIVE_PDF_NAMES = /\/(JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)(?![A-Za-z0-9])/;

export function hasActiveContent(pdf: Buffer): boolean {
  const text = pdf
    .toString('latin1')
    .replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return ACTIVE_PDF_NAMES.test(text);
}
