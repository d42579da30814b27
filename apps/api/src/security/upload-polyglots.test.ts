import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import type { TMedia } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { fixture, solidImage } from '../modules/media/media-test-kit.ts';
import { createMember, createOrganization, postXlsx } from '../test/org-factories.ts';
import { createUser } from '../test/factories.ts';
import { signIn, useTestApp } from '../test/test-app.ts';
import { uploadFile } from '../test/upload.ts';

/**
 * Upload polyglots: files that are two things at once, or whose header lies. Each is
 * refused, or stored neutralised and served so that a browser cannot run it.
 */
const t = useTestApp({ env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bagdar-polyglot-')) } });

async function session(): Promise<string> {
  const { username, password } = await createUser(t.testDb.database.db, { tier: 'PRO' });
  return signIn(t.app, username, password);
}

const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A JPEG with a COM (comment) segment holding HTML right after its SOI marker. */
async function jpegWithHtmlComment(): Promise<Buffer> {
  const jpeg = await solidImage('jpeg');
  const payload = Buffer.from(SCRIPT);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]);
}

/** A minimal, complete PDF whose catalogue runs JavaScript when opened. */
function pdfWithJavaScript(name = '/JavaScript'): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      `1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction << /S ${name} /JS (app.alert\\(1\\)) >> >> endobj`,
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** The 16 s story fixture with its movie, track and media headers all claiming 5 s. */
async function mp4LyingAboutDuration(): Promise<Buffer> {
  const mp4 = Buffer.from(await fixture('story-16s.mp4'));
  const patch = (box: string, timescaleAt: number | null, durationAt: number, movieTimescale: number) => {
    let at = mp4.indexOf(box);
    let patched = 0;
    while (at >= 0) {
      expect(mp4[at + 4]).toBe(0); // version 0 boxes: 32-bit fields
      const timescale = timescaleAt === null ? movieTimescale : mp4.readUInt32BE(at + timescaleAt);
      mp4.writeUInt32BE(timescale * 5, at + durationAt);
      patched += 1;
      at = mp4.indexOf(box, at + 4);
    }
    return patched;
  };
  const mvhd = mp4.indexOf('mvhd');
  const movieTimescale = mp4.readUInt32BE(mvhd + 16);
  expect(patch('mvhd', 16, 20, movieTimescale)).toBe(1);
  expect(patch('tkhd', null, 24, movieTimescale)).toBeGreaterThan(0);
  expect(patch('mdhd', 16, 20, movieTimescale)).toBeGreaterThan(0);
  return mp4;
}

/** An xlsx-shaped zip whose directory says its workbook is 1,000 bytes; it inflates to 80 MB. */
function lyingZipBomb(): Buffer {
  const entries = [
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>'), declared: 8 },
    { name: 'xl/workbook.xml', data: Buffer.alloc(80 * 1024 * 1024, 0x20), declared: 1000 },
  ];
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const compressed = deflateRawSync(entry.data, { level: 9 });
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(entry.declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(entry.declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

describe('upload polyglots', () => {
  it('re-encodes a JPEG carrying HTML in a comment: the HTML is gone and the file is served inert', async () => {
    const s = await session();
    const file = await jpegWithHtmlComment();
    expect(file.includes('<script>')).toBe(true);
    const upload = await uploadFile(t.app, s, {
      purpose: 'post',
      filename: 'x.html',
      contentType: 'text/html',
      buffer: file,
    });
    expect(upload.statusCode).toBe(201);
    const media = upload.json<TMedia>();
    expect(media.contentType).toBe('image/jpeg');
    const served = await t.app.inject({ method: 'GET', url: media.url, cookies: { bagdar_session: s } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes('<script>')).toBe(false);
    expect(served.rawPayload.includes('<html>')).toBe(false);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses an SVG with a script, whatever name and type it is sent under', async () => {
    const s = await session();
    const svg = `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`;
    for (const [filename, contentType] of [
      ['x.svg', 'image/svg+xml'],
      ['x.png', 'image/png'],
    ] as const) {
      const response = await uploadFile(t.app, s, { purpose: 'post', filename, contentType, buffer: Buffer.from(svg) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'MEDIA_INVALID', reason: 'markup' });
    }
  });

  it('refuses a PDF with JavaScript (also with an escaped name) and serves a plain one as an inert attachment', async () => {
    const s = await session();
    for (const name of ['/JavaScript', '/J#61vaScript']) {
      const response = await uploadFile(t.app, s, {
        purpose: 'certificate',
        filename: 'diploma.pdf',
        contentType: 'application/pdf',
        buffer: pdfWithJavaScript(name),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'MEDIA_INVALID', reason: 'pdf_active_content' });
    }
    const plain = await uploadFile(t.app, s, {
      purpose: 'certificate',
      filename: 'diploma.pdf',
      contentType: 'application/pdf',
      buffer: await fixture('certificate.pdf'),
    });
    expect(plain.statusCode).toBe(201);
    const served = await t.app.inject({ method: 'GET', url: plain.json<TMedia>().url, cookies: { bagdar_session: s } });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('measures an MP4 by its samples: headers claiming 5 s over 16 s of video are refused', async () => {
    const s = await session();
    const response = await uploadFile(t.app, s, {
      purpose: 'story',
      filename: 'short.mp4',
      contentType: 'video/mp4',
      buffer: await mp4LyingAboutDuration(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VIDEO_TOO_LONG' });
    const honest = await uploadFile(t.app, s, {
      purpose: 'story',
      filename: 'short.mp4',
      contentType: 'video/mp4',
      buffer: await fixture('story-5s.mp4'),
    });
    expect(honest.statusCode).toBe(201);
  });

  it('refuses an xlsx zip bomb whose directory lies about its size, before the reader inflates it', async () => {
    const org = await createOrganization(t.testDb.database.db);
    const admin = await createMember(t.testDb.database.db, org.id, 'ORG_ADMIN');
    const s = await signIn(t.app, admin.username, admin.password);
    const bomb = lyingZipBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await postXlsx(t.app, `/api/v1/admin/organizations/${org.id}/import/ORG_STUDENT/preview`, s, bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'IMPORT_FILE_INVALID', reason: 'size_mismatch' });
  });
});
