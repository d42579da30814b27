import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { bulkLoad } from './bulk-load.ts';
import type { Db } from './client.ts';

const ctx = useTestApp();

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

async function indexesOf(table: string, db: Pick<Db, 'execute'> = ctx.app.database.db) {
  return rowsOf<{ name: string; definition: string }>(
    await db.execute(
      sql`SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = ${table} ORDER BY indexname`,
    ),
  );
}

const insertUser = (n: number, email: string) => sql`
  INSERT INTO users (username, email, password_hash, first_name, last_name)
  VALUES (${`bulk_${n}`}, ${email}, '!x', 'Bulk', 'Load')`;

describe('bulkLoad', () => {
  it('writes the rows and builds the secondary indexes again as they were, without firing triggers', async () => {
    const db = ctx.app.database.db;
    const before = await indexesOf('users');
    expect(before.map((i) => i.name)).toContain('users_email_uq');
    const seen: string[] = [];
    await bulkLoad(db, ['users'], async (tx) => {
      seen.push(...(await indexesOf('users', tx)).map((i) => i.name));
      await tx.execute(insertUser(1, 'bulk1@example.kz'));
      await tx.execute(insertUser(2, 'bulk2@example.kz'));
      // The membership-keys trigger would fill the keys from the user; it is off in a bulk load.
      const [org] = rowsOf<{ id: string }>(
        await tx.execute(sql`INSERT INTO organizations (name, type) VALUES ('Bulk', 'SCHOOL') RETURNING id`),
      );
      await tx.execute(sql`
        INSERT INTO organization_memberships (organization_id, user_id, role, status)
        SELECT ${org!.id}, id, 'ORG_STUDENT', 'ACTIVE' FROM users WHERE username = 'bulk_1'`);
    });
    // Dropped during the load (only the constraints' indexes were left), the same after it.
    expect(seen).not.toContain('users_email_uq');
    expect(seen).toContain('users_pkey');
    expect(await indexesOf('users')).toEqual(before);
    const [keys] = rowsOf<{ last_key: string }>(await db.execute(sql`SELECT last_key FROM organization_memberships`));
    expect(keys).toEqual({ last_key: '' });
    const [count] = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM users WHERE username LIKE 'bulk\\_%'`),
    );
    expect(count).toEqual({ n: 2 });
  });

  it('fails on a duplicate of a unique index it rebuilt, and rolls back the rows and the dropped indexes', async () => {
    const db = ctx.app.database.db;
    const before = await indexesOf('users');
    await expect(
      bulkLoad(db, ['users'], async (tx) => {
        await tx.execute(insertUser(1, 'same@example.kz'));
        await tx.execute(insertUser(2, 'same@example.kz'));
      }),
    ).rejects.toThrow();
    expect(await indexesOf('users')).toEqual(before);
    const [count] = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM users WHERE username LIKE 'bulk\\_%'`),
    );
    expect(count).toEqual({ n: 0 });
  });
});
