import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { MEDIA_FIXTURES_DIR } from './media-seed.ts';

/** Test helpers of the media module (other modules use test/upload.ts). */

export const fixture = (name: string) => readFile(path.join(MEDIA_FIXTURES_DIR, name));

export const solidImage = (format: 'png' | 'webp' | 'jpeg', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#1c7ed6' } })
    .toFormat(format)
    .toBuffer();

/** Every file under a directory, recursively (the local storage root). */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Sends, over a real socket, a multipart upload of `totalBytes` that starts like a JPEG, without a
 * Content-Length, and stops writing when the answer comes: returns the answer and how much was sent.
 */
export async function streamOversizeJpeg(
  baseUrl: string,
  session: string,
  totalBytes: number,
): Promise<{ statusCode: number; body: unknown; sentBytes: number }> {
  const boundary = '----bagdarStreamBoundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sentBytes = 0;
  let answered = false;
  const request = http.request(`${baseUrl}/api/v1/media?purpose=post`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'transfer-encoding': 'chunked',
      cookie: `bagdar_session=${session}`,
      // what the browser sends from our own pages (the API refuses a state change without it)
      'sec-fetch-site': 'same-origin',
    },
  });
  const answer = new Promise<{ statusCode: number; body: unknown }>((resolve, reject) => {
    request.on('response', (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        resolve({ statusCode: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString()) });
      });
    });
    request.on('error', (err) => {
      if (!answered) reject(err);
    });
  });
  request.write(Buffer.concat([head, Buffer.from([0xff, 0xd8, 0xff, 0xe0])]));
  while (!answered && sentBytes < totalBytes) {
    sentBytes += chunk.length;
    if (request.write(chunk)) await new Promise((resolve) => setImmediate(resolve));
    else await Promise.race([once(request, 'drain'), answer.catch(() => undefined)]);
  }
  if (!answered) request.end(`\r\n--${boundary}--\r\n`);
  const result = await answer;
  request.destroy();
  return { ...result, sentBytes };
}

/** Connections the app's HTTP server still holds. */
export function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve, reject) => {
    app.server.getConnections((err, count) => (err ? reject(err) : resolve(count)));
  });
}
