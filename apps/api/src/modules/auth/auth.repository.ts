import { and, asc, eq, gt, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userTokens, type UserTokenKind } from '../../db/schema/auth.ts';
import { users, type UserRow } from '../../db/schema/users.ts';

const usernameMatches = (username: string) => sql`lower(${users.username}) = ${username.toLowerCase()}`;

/** A login name is either the email or the username, case-insensitively. */
export async function findUserByLogin(db: Db, emailOrUsername: string): Promise<UserRow | null> {
  const value = emailOrUsername.trim();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(users.email, value.toLowerCase()), usernameMatches(value)))
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The id of the account holding `username` (any case), or null. */
export async function findUsernameOwner(db: Db, username: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(usernameMatches(username)).limit(1);
  return row?.id ?? null;
}

/** Deletes an account that never signed in (an unconfirmed signup being replaced): its rows cascade. */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/**
 * Deletes up to `limit` signups never confirmed (decision 023): `signup_pending`, created before
 * `createdBefore`, and holding no single-use link still valid at `now` (a password reset asked for
 * since would complete the signup). Their rows cascade; confirmed accounts are never matched. One
 * statement; rows another transaction holds are left for the next run. Resolves to how many went.
 */
export async function deletePendingSignups(db: Db, createdBefore: Date, now: Date, limit: number): Promise<number> {
  const due = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.signupPending, true),
        lt(users.createdAt, createdBefore),
        notExists(
          db
            .select({ one: sql`1` })
            .from(userTokens)
            .where(and(eq(userTokens.userId, users.id), gt(userTokens.expiresAt, now))),
        ),
      ),
    )
    .orderBy(asc(users.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .delete(users)
    .where(and(inArray(users.id, due), eq(users.signupPending, true)))
    .returning({ id: users.id });
  return rows.length;
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function updateUser(db: Db, id: string, changes: Partial<NewUser>): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Stores a new single-use token, replacing the user's unused ones of the same kind. */
export async function replaceToken(
  db: Db,
  token: { userId: string; kind: UserTokenKind; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(userTokens)
    .where(and(eq(userTokens.userId, token.userId), eq(userTokens.kind, token.kind), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values(token);
}

/** Marks a live token used and returns its user; null when unknown, used or expired (one winner under races). */
export async function consumeToken(db: Db, kind: UserTokenKind, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

/** The owner of a token (used or not), for per-account rate limiting. */
export async function findTokenOwner(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(eq(userTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.userId ?? null;
}

export async function deleteStaleTokens(db: Db, now: Date): Promise<void> {
  await db.delete(userTokens).where(lt(userTokens.expiresAt, now));
}
