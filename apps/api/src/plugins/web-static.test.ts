import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildExtraApp, useTestApp } from '../test/test-app.ts';

describe('serving the built SPA', () => {
  const t = useTestApp();

  it('serves assets with long caching and falls back to index.html for HTML navigations only', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'bagdar-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Bagdar</title><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(dist, 'assets', 'style-abc123.css'), 'body{margin:0}');
    writeFileSync(path.join(dist, 'assets', 'style-abc123.css.br'), brotliCompressSync('body{margin:0}'));
    const app = await buildExtraApp(t, { WEB_DIST_DIR: dist });
    try {
      const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A script keeps the headers a subresource obeys, not the document's.
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(asset.headers['content-security-policy']).toBeUndefined();
      expect(asset.headers['x-frame-options']).toBeUndefined();
      const compressed = await app.inject({
        method: 'GET',
        url: '/assets/style-abc123.css',
        headers: { 'accept-encoding': 'br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers['content-security-policy']).toBeUndefined();
      expect(compressed.headers['x-content-type-options']).toBe('nosniff');

      for (const url of ['/', '/app/feed', '/auth/reset-password/some-token']) {
        const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<div id="root">');
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
      }

      const api = await app.inject({ method: 'GET', url: '/api/v1/unknown', headers: { accept: 'text/html' } });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
      const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
      expect(missingAsset.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
