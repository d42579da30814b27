import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizationMemberships, organizations } from './schema/organizations.ts';
import { users } from './schema/users.ts';
import { fastRowsSettings, withFastRows } from './fast-rows.ts';
import { createUser } from '../test/factories.ts';
import { call, signIn, useTestApp } from '../test/test-app.ts';

describe('withFastRows', () => {
  const t = useTestApp();
  const db = () => t.testDb.database.db;

  /** A left-joined select: a user with their organisation, or null when they have none. */
  const userWithOrganization = (name: string) =>
    withFastRows(
      db()
        .select({ user: users, organization: organizations, role: organizationMemberships.role })
        .from(users)
        .leftJoin(organizationMemberships, eq(organizationMemberships.userId, users.id))
        .leftJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
        .orderBy(users.username)
        .prepare(name),
    );

  it('maps rows as drizzle does: nested objects, decoded values, null for a missing joined row', async () => {
    const alone = await createUser(db(), { username: 'a_alone' });
    const member = await createUser(db(), { username: 'b_member' });
    const [organization] = await db()
      .insert(organizations)
      .values({ name: 'Мектеп', type: 'SCHOOL', subscriptionStartsAt: new Date(), subscriptionEndsAt: new Date() })
      .returning();
    await db()
      .insert(organizationMemberships)
      .values({ organizationId: organization!.id, userId: member.user.id, role: 'ORG_STUDENT', status: 'ACTIVE' });
    const before = fastRowsSettings.checked;
    const rows = await userWithOrganization('fast_rows_test').execute();
    expect(fastRowsSettings.checked - before).toBe(2);
    expect(rows).toEqual([
      { user: alone.user, organization: null, role: null },
      { user: member.user, organization, role: 'ORG_STUDENT' },
    ]);
    expect(rows[0]!.user.createdAt).toBeInstanceOf(Date);
  });

  it('is what the hot statements use: the session, a feed page and a profile, each row checked against drizzle', async () => {
    const { username, password } = await createUser(db());
    const session = await signIn(t.app, username, password);
    const before = fastRowsSettings.checked;
    for (const url of ['/api/v1/auth/me', '/api/v1/posts?limit=5', `/api/v1/profiles/${username}`]) {
      expect((await call(t.app, 'GET', url, { session })).statusCode).toBe(200);
    }
    expect(fastRowsSettings.checked - before).toBeGreaterThanOrEqual(2);
  });

  it('throws when its mapping differs from drizzle’s (the cross-check can fail)', async () => {
    await createUser(db());
    const prepared = userWithOrganization('fast_rows_broken');
    // drizzle's mapping reads the fields in a new order; the compiled one kept the old.
    const query = prepared as unknown as { fields: unknown[] };
    query.fields = [query.fields[1], query.fields[0], ...query.fields.slice(2)];
    await expect(prepared.execute()).rejects.toThrow(/unlike drizzle/);
  });
});
