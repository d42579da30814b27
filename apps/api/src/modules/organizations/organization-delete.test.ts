import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema/organizations.ts';
import { createGroupRow, createMember, createOrganization } from '../../test/org-factories.ts';
import { useTestApp } from '../../test/test-app.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db().execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

describe('deleting an organisation', () => {
  it('takes its groups, students and kept figures with it (the figures triggers do not re-create its rows)', async () => {
    const org = await createOrganization(db());
    const group = await createGroupRow(db(), org.id, '10А');
    await createMember(db(), org.id, 'ORG_STUDENT', { groupId: group.id });
    await createMember(db(), org.id, 'ORG_STUDENT');
    await createMember(db(), org.id, 'ORG_ADMIN');
    const other = await createOrganization(db());
    await createMember(db(), other.id, 'ORG_STUDENT');
    expect(
      await count(sql`SELECT count(*)::int AS n FROM organization_group_analytics WHERE organization_id = ${org.id}`),
    ).toBe(2);

    await db().delete(organizations).where(eq(organizations.id, org.id));

    expect(
      await count(sql`SELECT count(*)::int AS n FROM organization_memberships WHERE organization_id = ${org.id}`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM organization_group_analytics WHERE organization_id = ${org.id}`),
    ).toBe(0);
    // The other organisation's rows are untouched.
    expect(
      await count(sql`SELECT count(*)::int AS n FROM organization_memberships WHERE organization_id = ${other.id}`),
    ).toBe(1);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM organization_group_analytics WHERE organization_id = ${other.id}`),
    ).toBe(1);
  });
});
