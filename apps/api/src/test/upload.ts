import { randomBytes } from 'node:crypto';
import type { TMediaPurpose } from '@bagdar/contracts';
import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';

export interface UploadFileOptions {
  purpose: TMediaPurpose;
  filename: string;
  /** The declared type; the server ignores it and reads the bytes. */
  contentType: string;
  buffer: Buffer;
  /** The multipart field name; the API expects `file`. */
  field?: string;
}

/** A multipart/form-data body with one file part. */
export function multipartBody(options: Omit<UploadFileOptions, 'purpose'>): { body: Buffer; contentType: string } {
  const boundary = `----bagdar${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename}"\r\n` +
      `Content-Type: ${options.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, options.buffer, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** `POST /api/v1/media?purpose=…` with one file, signed in with `session`; the 201 body is a TMedia. */
export function uploadFile(app: FastifyInstance, session: string, options: UploadFileOptions): Promise<Response> {
  const { body, contentType } = multipartBody(options);
  return app.inject({
    method: 'POST',
    url: `/api/v1/media?purpose=${options.purpose}`,
    cookies: { bagdar_session: session },
    headers: { 'content-type': contentType },
    payload: body,
  });
}
