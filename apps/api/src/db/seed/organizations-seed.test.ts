import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationGroups, organizationMemberships } from '../schema/organizations.ts';
import type { TOrgTestBody } from '../../test/org-factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { seedDemo } from './demo-seed.ts';
import { DEMO_ACTIVATION_CODE } from './organizations-seed.ts';

describe('organisations demo seed', () => {
  const t = useTestApp();

  it('gives the demo school groups with a mentor, students (some pending), and a working activation code; once', async () => {
    const db = t.testDb.database.db;
    await seedDemo(db);
    await seedDemo(db);
    const [groups] = await db.select({ n: count() }).from(organizationGroups);
    expect(groups?.n).toBe(3);
    const [pending] = await db
      .select({ n: count() })
      .from(organizationMemberships)
      .where(eq(organizationMemberships.status, 'PENDING_CONFIRMATION'));
    expect(pending?.n).toBe(9);

    const teacher = await signIn(t.app, 'school.teacher', DEMO_PASSWORD);
    const me = (await call(t.app, 'GET', '/api/v1/auth/me', { session: teacher })).json<{
      organization: { id: string };
    }>();
    const orgId = me.organization.id;
    const mine = await call(t.app, 'GET', `/api/v1/admin/organizations/${orgId}/groups`, { session: teacher });
    expect(mine.json<TOrgTestBody>().items.map((g) => g.code)).toEqual(['10А', '11А']);
    const students = await call(
      t.app,
      'GET',
      `/api/v1/admin/organizations/${orgId}/members?role=ORG_STUDENT&limit=100`,
      { session: teacher },
    );
    expect(students.json<TOrgTestBody>().items.length).toBeGreaterThan(20);

    // The school's admin can download every pending student's code without issuing new ones.
    const admin = await signIn(t.app, 'school.admin', DEMO_PASSWORD);
    const current = await call(t.app, 'GET', `/api/v1/admin/organizations/${orgId}/activation-codes?role=ORG_STUDENT`, {
      session: admin,
    });
    const codes = current.json<{ codes: { username: string; code: string }[]; missing: unknown[] }>();
    expect(codes.codes).toHaveLength(9);
    expect(codes.missing).toEqual([]);
    expect(codes.codes.find((c) => c.username === 'school.s41')?.code).toBe(DEMO_ACTIVATION_CODE);

    const password = 'Demo!pass2026';
    const activated = await call(t.app, 'POST', '/api/v1/activation', {
      body: { code: DEMO_ACTIVATION_CODE, password, passwordConfirmation: password },
    });
    expect(activated.json<TOrgTestBody>().username).toBe('school.s41');
  });
});
