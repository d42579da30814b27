import { randomBytes } from 'node:crypto';
import type { TCurrentCodes, TImportResult, TIssuedCodes } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activationCodes } from '../../db/schema/organizations.ts';
import { createGroupRow, createMember, createOrganization, postXlsx, xlsxFile } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import {
  DEV_ACTIVATION_CODE_KEY,
  openActivationCode,
  parseActivationCodeKey,
  sealActivationCode,
  setActivationCodeKey,
} from './activation-codes.ts';

describe('sealed activation codes', () => {
  const membershipId = '3f1c9c1e-7d0e-4a55-9a51-2a3a8f0c1d11';

  it('open what they sealed, with a new IV each time', () => {
    const key = randomBytes(32);
    const a = sealActivationCode('ABCDE-FGHJK', membershipId, key);
    const b = sealActivationCode('ABCDE-FGHJK', membershipId, key);
    expect(a).not.toBe(b);
    expect(a).not.toContain('ABCDE');
    expect(openActivationCode(a, membershipId, key)).toBe('ABCDE-FGHJK');
    expect(openActivationCode(b, membershipId, key)).toBe('ABCDE-FGHJK');
  });

  it('answer null, never throw, under another key, for another membership, or altered', () => {
    const key = randomBytes(32);
    const sealed = sealActivationCode('ABCDE-FGHJK', membershipId, key);
    expect(openActivationCode(sealed, membershipId, randomBytes(32))).toBeNull();
    expect(openActivationCode(sealed, membershipId, DEV_ACTIVATION_CODE_KEY)).toBeNull();
    expect(openActivationCode(sealed, '00000000-0000-4000-8000-000000000000', key)).toBeNull();
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(
      openActivationCode([version, iv, flipped.toString('base64url'), tag].join('.'), membershipId, key),
    ).toBeNull();
    expect(openActivationCode([version, iv, body, (tag ?? '').slice(0, 8)].join('.'), membershipId, key)).toBeNull();
    expect(openActivationCode('v2.a.b.c', membershipId, key)).toBeNull();
    expect(openActivationCode('garbage', membershipId, key)).toBeNull();
  });

  it('take a 32-byte key as hex or base64 and nothing else', () => {
    const key = randomBytes(32);
    expect(parseActivationCodeKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseActivationCodeKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseActivationCodeKey(key.toString('base64url'))?.equals(key)).toBe(true);
    expect(parseActivationCodeKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(parseActivationCodeKey('not a key at all')).toBeNull();
    expect(() => setActivationCodeKey(randomBytes(16))).toThrow();
  });
});

describe('current activation codes (download without issuing)', () => {
  const ctx = useTestApp();
  const base = '/api/v1/admin/organizations';
  const db = () => ctx.testDb.database.db;
  const password = 'Ученик!2026a';
  const activate = (code: string | undefined) =>
    call(ctx.app, 'POST', '/api/v1/activation', { body: { code, password, passwordConfirmation: password } });
  const row = (n: number) => [
    `Фамилия${n}`,
    `Имя${n}`,
    `pupil${n}@school.kz`,
    `pupil${n}`,
    '2010-05-01',
    'FEMALE',
    '10А',
  ];

  async function imported() {
    const org = await createOrganization(db());
    const admin = await createMember(db(), org.id, 'ORG_ADMIN');
    const session = await signIn(ctx.app, admin.username, admin.password);
    await createGroupRow(db(), org.id, '10А');
    const commit = await postXlsx(
      ctx.app,
      `${base}/${org.id}/import/ORG_STUDENT/commit`,
      session,
      await xlsxFile([row(1), row(2), row(3)]),
    );
    expect(commit.statusCode).toBe(201);
    return { org, session, result: commit.json<TImportResult>() };
  }

  it('answers the codes the import printed, changes nothing, and they still activate', async () => {
    const { org, session, result } = await imported();
    const before = await db().select().from(activationCodes).orderBy(activationCodes.id);

    const current = await call(ctx.app, 'GET', `${base}/${org.id}/activation-codes?role=ORG_STUDENT`, { session });
    expect(current.statusCode).toBe(200);
    const body = current.json<TCurrentCodes>();
    expect(body.missing).toEqual([]);
    const byMember = (codes: { memberId: string; code: string }[]) =>
      Object.fromEntries(codes.map((c) => [c.memberId, c.code]));
    expect(byMember(body.codes)).toEqual(byMember(result.codes));
    expect(body.codes.map((c) => c.lastName)).toEqual(['Фамилия1', 'Фамилия2', 'Фамилия3']);
    expect(body.codes[0]).toMatchObject({ group: '10А', expiresAt: result.codes[0]?.expiresAt });
    // Nothing was written: the same rows, hashes and sealed values.
    expect(await db().select().from(activationCodes).orderBy(activationCodes.id)).toEqual(before);

    // The xlsx of the same list holds the same codes.
    const xlsx = await call(ctx.app, 'GET', `${base}/${org.id}/activation-codes?role=ORG_STUDENT&format=xlsx&lang=en`, {
      session,
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');

    const printed = result.codes.find((c) => c.username === 'pupil2');
    expect((await activate(printed?.code)).json()).toEqual({ username: 'pupil2' });
    const after = await call(ctx.app, 'GET', `${base}/${org.id}/activation-codes?role=ORG_STUDENT`, { session });
    expect(after.json<TCurrentCodes>().codes.map((c) => c.username)).toEqual(['pupil1', 'pupil3']);
  });

  it('issuing new codes replaces the printed ones: the old code is refused, the new one activates', async () => {
    const { org, session, result } = await imported();
    const issued = await call(ctx.app, 'POST', `${base}/${org.id}/activation-codes`, {
      session,
      body: { role: 'ORG_STUDENT', q: 'pupil1' },
    });
    expect(issued.statusCode).toBe(200);
    const fresh = issued.json<TIssuedCodes>();
    expect(fresh.replaced).toBe(1);
    expect(fresh.codes.map((c) => c.username)).toEqual(['pupil1']);

    const current = (
      await call(ctx.app, 'GET', `${base}/${org.id}/activation-codes?role=ORG_STUDENT`, { session })
    ).json<TCurrentCodes>();
    expect(current.codes.find((c) => c.username === 'pupil1')?.code).toBe(fresh.codes[0]?.code);
    // The others' codes were not touched.
    expect(current.codes.find((c) => c.username === 'pupil3')?.code).toBe(
      result.codes.find((c) => c.username === 'pupil3')?.code,
    );

    expect((await activate(result.codes.find((c) => c.username === 'pupil1')?.code)).statusCode).toBe(400);
    expect((await activate(fresh.codes[0]?.code)).json()).toEqual({ username: 'pupil1' });
  });

  it('names the members whose code cannot be shown (kept before, or under another key); onlyMissing issues theirs only', async () => {
    const { org, session, result } = await imported();
    const [legacy, rotated, kept] = result.codes;
    // A code issued before codes were sealed, and one sealed under a key since replaced.
    await db()
      .update(activationCodes)
      .set({ codeSealed: null })
      .where(eq(activationCodes.membershipId, legacy?.memberId ?? ''));
    await db()
      .update(activationCodes)
      .set({ codeSealed: sealActivationCode(rotated?.code ?? '', rotated?.memberId ?? '', randomBytes(32)) })
      .where(eq(activationCodes.membershipId, rotated?.memberId ?? ''));

    const current = await call(ctx.app, 'GET', `${base}/${org.id}/activation-codes?role=ORG_STUDENT`, { session });
    expect(current.statusCode).toBe(200);
    const body = current.json<TCurrentCodes>();
    expect(body.codes.map((c) => c.memberId)).toEqual([kept?.memberId]);
    expect(body.missing.map((m) => m.memberId).sort()).toEqual([legacy?.memberId, rotated?.memberId].sort());

    const issued = await call(ctx.app, 'POST', `${base}/${org.id}/activation-codes`, {
      session,
      body: { role: 'ORG_STUDENT', onlyMissing: true },
    });
    const fresh = issued.json<TIssuedCodes>();
    expect(fresh.codes.map((c) => c.memberId).sort()).toEqual([legacy?.memberId, rotated?.memberId].sort());
    expect(fresh.replaced).toBe(2);
    // The code that could be shown still works; the legacy one (its hash) was replaced.
    expect((await activate(kept?.code)).statusCode).toBe(200);
    expect((await activate(legacy?.code)).statusCode).toBe(400);
    const after = (
      await call(ctx.app, 'GET', `${base}/${org.id}/activation-codes?role=ORG_STUDENT`, { session })
    ).json<TCurrentCodes>();
    expect(after.missing).toEqual([]);
    expect(after.codes).toHaveLength(2);
  });

  it('teachers may not download codes; another organisation gets 404', async () => {
    const { org } = await imported();
    const teacher = await createMember(db(), org.id, 'ORG_TEACHER');
    const teacherSession = await signIn(ctx.app, teacher.username, teacher.password);
    const url = `${base}/${org.id}/activation-codes?role=ORG_STUDENT`;
    expect((await call(ctx.app, 'GET', url, { session: teacherSession })).statusCode).toBe(403);
    const other = await createOrganization(db());
    const stranger = await createMember(db(), other.id, 'ORG_ADMIN');
    const strangerSession = await signIn(ctx.app, stranger.username, stranger.password);
    expect((await call(ctx.app, 'GET', url, { session: strangerSession })).statusCode).toBe(404);
  });
});
