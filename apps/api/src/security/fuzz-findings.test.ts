import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.ts';
import { operationsOf, type OpenApiDocument } from '../test/openapi-fuzz.ts';
import { call, signIn, useTestApp } from '../test/test-app.ts';

/** What the OpenAPI fuzzing (openapi-fuzz.test.ts) found, each pinned by a plain test. */
describe('fuzzing findings', () => {
  const t = useTestApp();

  async function signedIn(): Promise<string> {
    const { username, password } = await createUser(t.testDb.database.db, { tier: 'PRO' });
    return signIn(t.app, username, password);
  }

  it('refuses a NUL in a body key or query key the schema drops, and writes nothing', async () => {
    const session = await signedIn();
    const post = await call(t.app, 'POST', '/api/v1/posts', { session, body: { text: 'сәлем', 'x\u0000': 1 } });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ code: 'invalid_characters' }] });
    const list = await call(t.app, 'GET', '/api/v1/posts?__proto__%5Bpolluted%5D=%00', { session });
    expect(list.statusCode).toBe(400);
    const feed = await call(t.app, 'GET', '/api/v1/posts', { session });
    expect(feed.json()).toMatchObject({ items: [] });
  });

  it('answers an undecodable path or an over-long path parameter 400 in the API error shape', async () => {
    const session = await signedIn();
    const badUrl = await call(t.app, 'GET', '/api/v1/projects/%ED%A0%80', { session });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'The request URL is not valid',
      details: [{ field: 'url', code: 'invalid_url', message: 'invalid_url' }],
    });
    const long = await call(t.app, 'GET', `/api/v1/projects/${'x'.repeat(150)}`, { session });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field: 'url', code: 'param_too_long' }],
    });
  });

  it('refuses a fractional whole-number exam score (1e-323 answered 500 from the smallint column)', async () => {
    const session = await signedIn();
    const body = { gpaSystem: 'FOUR', gpa: null, ielts: null, toefl: null, sat: null, unt: 1e-323, languages: [] };
    const response = await call(t.app, 'PUT', '/api/v1/profiles/me/academic', { session, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ field: 'unt', code: 'unt_step' }] });
    const ok = await call(t.app, 'PUT', '/api/v1/profiles/me/academic', { session, body: { ...body, unt: 120 } });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses half a surrogate pair in a body (it answered 500 from the database)', async () => {
    const session = await signedIn();
    const draft = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/projects/draft',
      cookies: { bagdar_session: session },
      headers: { 'content-type': 'application/json' },
      payload: '{"data":{"name":"\\ud800x"},"step":0}',
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toMatchObject({ details: [{ code: 'invalid_characters' }] });
    // A whole pair (an emoji) is text like any other.
    const post = await call(t.app, 'POST', '/api/v1/posts', { session, body: { text: 'сәлем 🎉' } });
    expect(post.statusCode).toBe(201);
  });

  it('answers 404 when a platform admin creates a group in an organisation that does not exist (was 500)', async () => {
    const { username, password } = await createUser(t.testDb.database.db, { role: 'SUPER_ADMIN' });
    const session = await signIn(t.app, username, password);
    const url = '/api/v1/admin/organizations/525540b4-835a-4d4a-93aa-b02287a5ed8c/groups';
    const response = await call(t.app, 'POST', url, { session, body: { code: '10А', mentorId: null } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses an institution price filter past the limit (2^53 overflowed the integer column: 500)', async () => {
    const session = await signedIn();
    const huge = await call(t.app, 'GET', '/api/v1/institutions?priceMax=9007199254740991', { session });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ details: [{ field: 'priceMax', code: 'price_too_large' }] });
    const fine = await call(t.app, 'GET', '/api/v1/institutions?priceMax=2000000', { session });
    expect(fine.statusCode).toBe(200);
  });

  it('declares 400 on every operation and error bodies as JSON even on file routes', () => {
    const doc = t.app.swagger() as unknown as OpenApiDocument;
    const operations = operationsOf(doc);
    expect(operations.filter((op) => !op.statuses.has(400)).map((op) => `${op.method} ${op.path}`)).toEqual([]);
    const pdf = doc.paths['/api/v1/careers/plans/{id}/report.pdf']?.get?.responses ?? {};
    expect(Object.keys(pdf['404']?.content ?? {})).toEqual(['application/json']);
    expect(Object.keys(pdf['200']?.content ?? {})).toEqual(['application/pdf']);
  });
});
