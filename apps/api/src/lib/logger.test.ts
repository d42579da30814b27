import { Writable } from 'node:stream';
import pino, { type LoggerOptions } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logger.ts';

describe('log redaction', () => {
  it('removes passwords, tokens, cookies and authorization from log lines', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino(loggerOptions({ logLevel: 'info' }) as LoggerOptions, sink);
    log.info(
      {
        body: { password: 'Secret-1!', currentPassword: 'Old-1!', token: 'tok123' },
        headers: { cookie: 'bagdar_session=abc', authorization: 'Bearer xyz' },
      },
      'request',
    );
    const output = lines.join('');
    for (const secret of ['Secret-1!', 'Old-1!', 'tok123', 'bagdar_session=abc', 'Bearer xyz']) {
      expect(output).not.toContain(secret);
    }
    expect(output).toContain('[redacted]');
  });

  it('masks tokens in URLs', () => {
    expect(redactUrl('/auth/verify-email?token=abc123&x=1')).toBe('/auth/verify-email?token=[redacted]&x=1');
    expect(redactUrl('/auth/reset-password/abc123?x=1')).toBe('/auth/reset-password/[redacted]?x=1');
  });
});
