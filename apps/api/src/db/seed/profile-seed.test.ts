import type { TProfile } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { certificates } from '../schema/profile.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { seedDemo } from './demo-seed.ts';
import { seedProfiles } from './profile-seed.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

describe('profile seed', () => {
  it('gives the demo profiles academic data, languages, certificates and a cover, once', async () => {
    await seedDemo(db(), new Date(), ctx.app.storage);
    const before = await db().select().from(certificates);
    await seedProfiles(db(), ctx.app.storage);
    expect(await db().select().from(certificates)).toHaveLength(before.length);

    const session = await signIn(ctx.app, 'demo.free', DEMO_PASSWORD);
    const profile = (await call(ctx.app, 'GET', '/api/v1/profiles/demo.standard', { session })).json<TProfile>();
    expect(profile.academic).toMatchObject({ gpaSystem: 'FIVE', gpa: 4.8, gpa4: 3.84, ielts: 7 });
    expect(profile.academic?.languages[0]).toEqual({ language: 'Қазақ тілі', level: 'NATIVE' });
    expect(profile.certificates.some((c) => c.name.includes('IELTS') && c.kind === 'LINK')).toBe(true);
    expect(profile.coverUrl).not.toBeNull();
    expect(profile.bio).toBeTruthy();
  }, 120_000);
});
