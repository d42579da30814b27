import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compressPlugin, pickEncoding } from './compress.ts';

const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, body: `post number ${i}` })) };

async function testApp() {
  const app = Fastify();
  await app.register(compressPlugin);
  app.get('/big', () => Promise.resolve(big));
  app.get('/small', () => Promise.resolve({ ok: true }));
  app.get('/stream', async (_request, reply) =>
    reply.type('text/event-stream').send(Readable.from(['data: x\n\n'.repeat(200)])),
  );
  app.get('/part', async (_request, reply) =>
    reply.code(206).header('content-range', 'bytes 0-2047/4096').type('image/svg+xml').send('<svg>'.repeat(500)),
  );
  app.get('/pdf', async (_request, reply) => reply.type('application/pdf').send(Buffer.alloc(4096, 1)));
  return app;
}

describe('response compression', () => {
  it('picks brotli, then gzip, from Accept-Encoding, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('compresses JSON of 1 kB or more when accepted, and says it varies by Accept-Encoding', async () => {
    const app = await testApp();
    try {
      const br = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(JSON.stringify(big).length / 2);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);

      const gz = await app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);

      const plain = await app.inject({ method: 'GET', url: '/big' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toEqual(big);
      expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    } finally {
      await app.close();
    }
  });

  it('leaves small answers, HEAD, streams and binary files as they are', async () => {
    const app = await testApp();
    const headers = { 'accept-encoding': 'br, gzip' };
    try {
      const small = await app.inject({ method: 'GET', url: '/small', headers });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json()).toEqual({ ok: true });
      const stream = await app.inject({ method: 'GET', url: '/stream', headers });
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(stream.body.startsWith('data: x')).toBe(true);
      const pdf = await app.inject({ method: 'GET', url: '/pdf', headers });
      expect(pdf.headers['content-encoding']).toBeUndefined();
      expect(pdf.rawPayload.length).toBe(4096);
      const part = await app.inject({ method: 'GET', url: '/part', headers });
      expect(part.headers['content-encoding']).toBeUndefined();
      const head = await app.inject({ method: 'HEAD', url: '/big', headers });
      expect(head.headers['content-encoding']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
