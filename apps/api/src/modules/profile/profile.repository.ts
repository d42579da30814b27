import type { TLanguageProficiency } from '@bagdar/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withFastRows } from '../../db/fast-rows.ts';
import { media } from '../../db/schema/media.ts';
import { userRelations } from '../../db/schema/privacy.ts';
import { organizationMemberships, organizations } from '../../db/schema/organizations.ts';
import {
  academicProfiles,
  certificates,
  userLanguages,
  userProfiles,
  type AcademicRow,
  type CertificateRow,
} from '../../db/schema/profile.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { timeKey } from '../../lib/keyset.ts';
import { notBlockedBetween } from '../privacy/relation-filter.ts';

/** Queries of profiles, academic data, languages and certificates. */

export type NewAcademic = typeof academicProfiles.$inferInsert;
export interface LanguageRow {
  language: string;
  level: TLanguageProficiency;
}
/** A certificate as the profile statement returns it (JSON): the time as exact UTC text, its file's content type. */
export interface CertificateJson {
  id: string;
  name: string;
  mediaId: string | null;
  link: string | null;
  createdAt: string;
  contentType: string | null;
}

/**
 * Everything a profile page shows, in one named prepared statement (the page took 7, then 2):
 * the user, their active organisation, cover, academic row, languages (JSON, in order) and
 * certificates with their file's content type (JSON, newest first). At most one row: the username
 * is unique (lower-cased), and a user has one membership, one profile row and one academic row.
 */
export async function findProfileView(db: Db, viewerId: string, username: string) {
  let prepared = profileViewPrepared.get(db);
  if (!prepared) {
    prepared = prepareProfileView(db);
    profileViewPrepared.set(db, prepared);
  }
  const [row] = await prepared.execute({ username, viewerId });
  return row ?? null;
}

function prepareProfileView(db: Db) {
  const languages = sql<LanguageRow[]>`coalesce((
    SELECT json_agg(json_build_object('language', ${userLanguages.language}, 'level', ${userLanguages.level}) ORDER BY ${userLanguages.position})
    FROM ${userLanguages} WHERE ${userLanguages.userId} = ${users.id}), '[]'::json)`;
  const certificateList = sql<CertificateJson[]>`coalesce((
    SELECT json_agg(json_build_object(
      'id', ${certificates.id}, 'name', ${certificates.name}, 'mediaId', ${certificates.mediaId},
      'link', ${certificates.link}, 'createdAt', ${timeKey(certificates.createdAt)}, 'contentType', ${media.contentType}
    ) ORDER BY ${certificates.createdAt} DESC, ${certificates.id} DESC)
    FROM ${certificates} LEFT JOIN ${media} ON ${media.id} = ${certificates.mediaId}
    WHERE ${certificates.userId} = ${users.id}), '[]'::json)`;
  const viewer = sql.placeholder('viewerId');
  return withFastRows(
    db
      .select({
        user: users,
        organizationId: organizations.id,
        organizationName: organizations.name,
        organizationType: organizations.type,
        coverId: userProfiles.coverMediaId,
        academic: academicProfiles,
        languages,
        certificates: certificateList,
        mutedByMe: sql<boolean>`EXISTS (SELECT 1 FROM ${userRelations} WHERE ${userRelations.ownerId} = ${viewer} AND ${userRelations.targetId} = ${users.id} AND ${userRelations.kind} = 'MUTE')`,
      })
      .from(users)
      .leftJoin(
        organizationMemberships,
        and(eq(organizationMemberships.userId, users.id), eq(organizationMemberships.status, 'ACTIVE')),
      )
      .leftJoin(organizations, eq(organizations.id, organizationMemberships.organizationId))
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .leftJoin(academicProfiles, eq(academicProfiles.userId, users.id))
      // A profile of someone the viewer blocked, or who blocked the viewer, is not found at all.
      .where(
        and(
          sql`lower(${users.username}) = lower(${sql.placeholder('username')}::text)`,
          notBlockedBetween(viewer, users.id),
        ),
      )
      .prepare('profile_view'),
  );
}

const profileViewPrepared = new WeakMap<Db, ReturnType<typeof prepareProfileView>>();

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findCoverMediaId(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: userProfiles.coverMediaId })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.id ?? null;
}

export async function setCoverMediaId(db: Db, userId: string, mediaId: string | null): Promise<void> {
  await db
    .insert(userProfiles)
    .values({ userId, coverMediaId: mediaId })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { coverMediaId: mediaId, updatedAt: new Date() } });
}

export async function findAcademic(db: Db, userId: string): Promise<AcademicRow | null> {
  const [row] = await db.select().from(academicProfiles).where(eq(academicProfiles.userId, userId));
  return row ?? null;
}

export async function upsertAcademic(db: Db, values: NewAcademic): Promise<void> {
  const { userId: _userId, ...set } = values;
  await db
    .insert(academicProfiles)
    .values(values)
    .onConflictDoUpdate({ target: academicProfiles.userId, set: { ...set, updatedAt: new Date() } });
}

export async function findLanguages(db: Db, userId: string): Promise<LanguageRow[]> {
  return db
    .select({ language: userLanguages.language, level: userLanguages.level })
    .from(userLanguages)
    .where(eq(userLanguages.userId, userId))
    .orderBy(asc(userLanguages.position));
}

export async function replaceLanguages(db: Db, userId: string, languages: LanguageRow[]): Promise<void> {
  await db.delete(userLanguages).where(eq(userLanguages.userId, userId));
  if (languages.length === 0) return;
  await db.insert(userLanguages).values(languages.map((l, position) => ({ userId, position, ...l })));
}

export async function insertCertificate(db: Db, values: typeof certificates.$inferInsert): Promise<CertificateRow> {
  const [row] = await db.insert(certificates).values(values).returning();
  if (!row) throw new Error('insertCertificate: no row');
  return row;
}

/** Deletes the certificate only when it belongs to `userId`; returns the deleted row. */
export async function deleteOwnCertificate(db: Db, userId: string, id: string): Promise<CertificateRow | null> {
  const [row] = await db
    .delete(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.userId, userId)))
    .returning();
  return row ?? null;
}

export async function updateUserProfile(db: Db, userId: string, set: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}
