import { decideAccess, type TEnrollmentAnalysis, type TMe } from '@bagdar/contracts';
import { count } from 'drizzle-orm';
import { organizationMemberships, organizations } from '../schema/organizations.ts';
import { subscriptions } from '../schema/subscriptions.ts';
import { users } from '../schema/users.ts';
import { describe, expect, it } from 'vitest';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-data.ts';
import { seedDemo } from './demo-seed.ts';

const TABLES = { users, organizations, organization_memberships: organizationMemberships, subscriptions };

describe('demo seed', () => {
  const t = useTestApp();

  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const [name, table] of Object.entries(TABLES)) {
      const [row] = await t.testDb.database.db.select({ n: count() }).from(table);
      result[name] = row?.n ?? -1;
    }
    return result;
  }

  it('creates the documented accounts once; running it again changes nothing', async () => {
    const db = t.testDb.database.db;
    expect(await seedDemo(db)).toEqual({ created: DEMO_ACCOUNTS.length });
    const first = await counts();
    // 11 documented accounts, demo.newpro (careers), 45 school students (organizations-seed.ts), 5 billing-state accounts (billing-seed.ts),
    // 14 more school students (analytics-seed.ts), demo.analyst and demo.artist (careers-contrast-seed.ts, PRO
    // personal subscriptions, no organisation); school.s03 and school.s06 hold personal PRO subscriptions too
    // (plan-reviews-seed.ts).
    expect(first).toEqual({ users: 78, organizations: 3, organization_memberships: 65, subscriptions: 12 });
    expect(await seedDemo(db)).toEqual({ created: 0 });
    expect(await counts()).toEqual(first);
  });

  it('gives each account what docs/demo-accounts.md promises', async () => {
    await seedDemo(t.testDb.database.db);
    const me = async (username: string): Promise<TMe> => {
      const session = await signIn(t.app, username, DEMO_PASSWORD);
      return (await call(t.app, 'GET', '/api/v1/auth/me', { session })).json<TMe>();
    };
    const free = await me('free@demo.bagdar.kz');
    expect(free).toMatchObject({ onboarded: true, emailVerified: true, subscription: { effectiveTier: 'FREE' } });
    expect(free.interests.length).toBeGreaterThan(0);
    expect((await me('demo.standard')).subscription).toMatchObject({
      tier: 'STANDARD',
      status: 'ACTIVE',
      autoRenew: true,
      billingInterval: { unit: 'YEAR', count: 1 },
    });
    expect((await me('demo.pro')).subscription.effectiveTier).toBe('PRO');
    expect((await me('admin')).role).toBe('SUPER_ADMIN');
    expect((await me('ministry')).role).toBe('MINISTRY');
    for (const [username, role] of [
      ['school.admin', 'ORG_ADMIN'],
      ['school.staff', 'ORG_STAFF'],
      ['school.teacher', 'ORG_TEACHER'],
      ['school.student', 'ORG_STUDENT'],
    ] as const) {
      const member = await me(username);
      expect(member.organizationUser).toMatchObject({ role, status: 'ACTIVE' });
      expect(member.organization?.type).toBe('SCHOOL');
    }
    expect(decideAccess(await me('school.student'), 'STANDARD_OR_ORG')).toEqual({ allowed: true });
    expect(decideAccess(await me('expired.student'), 'ORG')).toEqual({ allowed: false, reason: 'org_expired' });
    expect(decideAccess(await me('future.student'), 'ORG')).toEqual({ allowed: false, reason: 'org_not_started' });
  });

  it("computes demo.pro's saved enrollment analysis with the personality analysis demo.pro has", async () => {
    await seedDemo(t.testDb.database.db);
    const session = await signIn(t.app, 'demo.pro', DEMO_PASSWORD);
    const list = (await call(t.app, 'GET', '/api/v1/enrollment-analyses', { session })).json<{
      items: { id: string }[];
    }>();
    expect(list.items).toHaveLength(1);
    const analysis = (
      await call(t.app, 'GET', `/api/v1/enrollment-analyses/${list.items[0]?.id}`, { session })
    ).json<TEnrollmentAnalysis>();
    expect(analysis.result.inputs.personality).toBe(true);
    expect(analysis.result.institutions.flatMap((i) => i.majors).every((m) => m.compatibility !== null)).toBe(true);
  });
});
