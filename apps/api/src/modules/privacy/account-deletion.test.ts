import type { TAccountDeletion, TApiErrorBody, TOrganizationAnalytics, TPost } from '@bagdar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { media } from '../../db/schema/media.ts';
import { accountDeletions, organizationErasedMembers } from '../../db/schema/privacy.ts';
import { testAttempts, tests, testVersions } from '../../db/schema/tests.ts';
import { createGroupRow, createMember, createOrganization } from '../../test/org-factories.ts';
import { posts } from '../../db/schema/social.ts';
import { users } from '../../db/schema/users.ts';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { call, signIn, useTestApp } from '../../test/test-app.ts';
import { seedImage } from '../media/media-seed.ts';
import { StorageNotFoundError } from '../../plugins/storage.ts';
import { postAt, signedInUser } from '../feed/social-fixtures.ts';
import { purgeDueAccounts } from './account-deletion.service.ts';

const ctx = useTestApp({ env: { TEST_CLOCK_HOOK: 'true' } });
const db = () => ctx.app.database.db;
const DAY = 86_400_000;

const requestDeletion = (session: string, password: string) =>
  call(ctx.app, 'POST', '/api/v1/privacy/account/deletion', { session, body: { password } });
const purgeAt = (now: Date) => purgeDueAccounts({ db: db(), storage: ctx.app.storage, log: ctx.app.log }, now);
const meStatus = async (session: string) => (await call(ctx.app, 'GET', '/api/v1/auth/me', { session })).statusCode;

describe('deleting one’s account', () => {
  it('refuses a wrong password with a translated code, changing nothing', async () => {
    const { user, session } = await signedInUser(ctx.app);
    const wrong = await requestDeletion(session, 'Not-the-password1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<TApiErrorBody>().code).toBe('WRONG_CURRENT_PASSWORD');
    expect(await db().select().from(accountDeletions).where(eq(accountDeletions.userId, user.id))).toEqual([]);
    expect(await meStatus(session)).toBe(200);
  });

  it('signs the person out, and signing in during the grace period cancels the deletion', async () => {
    const { user, session } = await signedInUser(ctx.app);
    const before = Date.now();
    const asked = await requestDeletion(session, TEST_PASSWORD);
    expect(asked.statusCode).toBe(200);
    const purgeAfter = Date.parse(asked.json<TAccountDeletion>().purgeAfter);
    expect(purgeAfter - before).toBeGreaterThanOrEqual(7 * DAY - 1000);
    expect(purgeAfter - before).toBeLessThan(7 * DAY + 60_000);
    expect(await meStatus(session)).toBe(401);

    await signIn(ctx.app, user.username, TEST_PASSWORD);
    expect(await db().select().from(accountDeletions).where(eq(accountDeletions.userId, user.id))).toEqual([]);
    expect(await purgeAt(new Date(Date.now() + 8 * DAY))).toBe(0);
    expect(await db().select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('after the grace period erases the person, their posts, comments and files, and moves others’ counts', async () => {
    const leaving = await signedInUser(ctx.app, 'leaving_l');
    const staying = await signedInUser(ctx.app, 'staying_s');
    const image = await seedImage(db(), ctx.app.storage, {
      ownerId: leaving.user.id,
      purpose: 'post',
      width: 40,
      height: 40,
      background: '#228be6',
    });
    const own = await postAt(db(), leaving.user.id, 'Менің жазбам', undefined, [image.id]);
    const others = await postAt(db(), staying.user.id, 'Досымның жазбасы');
    await call(ctx.app, 'POST', `/api/v1/posts/${others.id}/like`, { session: leaving.session });
    await call(ctx.app, 'POST', `/api/v1/posts/${others.id}/comments`, {
      session: leaving.session,
      body: { text: 'Керемет!' },
    });
    await ctx.app.storage.get(image.storageKey);

    expect((await requestDeletion(leaving.session, TEST_PASSWORD)).statusCode).toBe(200);
    // Within the grace period nothing is erased.
    expect(await purgeAt(new Date(Date.now() + 6 * DAY))).toBe(0);
    expect(await db().select({ id: posts.id }).from(posts).where(eq(posts.id, own.id))).toHaveLength(1);

    // The test hook runs the same purge at a given time.
    const hook = await call(ctx.app, 'POST', '/api/v1/test-clock/account-purge', {
      body: { now: new Date(Date.now() + 8 * DAY).toISOString() },
    });
    expect(hook.json()).toEqual({ purged: 1 });

    expect(await db().select().from(users).where(eq(users.id, leaving.user.id))).toEqual([]);
    expect(await db().select().from(posts).where(eq(posts.id, own.id))).toEqual([]);
    expect(await db().select().from(media).where(eq(media.id, image.id))).toEqual([]);
    await expect(ctx.app.storage.get(image.storageKey)).rejects.toBeInstanceOf(StorageNotFoundError);
    const [kept] = await db()
      .select({ likeCount: posts.likeCount, commentCount: posts.commentCount })
      .from(posts)
      .where(eq(posts.id, others.id));
    expect(kept).toEqual({ likeCount: 0, commentCount: 0 });
    const feed = (await call(ctx.app, 'GET', '/api/v1/posts', { session: staying.session })).json<{ items: TPost[] }>();
    expect(feed.items.map((p) => p.author.username)).toEqual(['staying_s']);
    expect((await call(ctx.app, 'GET', '/api/v1/profiles/leaving_l', { session: staying.session })).statusCode).toBe(
      404,
    );
  });

  it('leaves the organisation’s statistics counting the erased student anonymously, with nothing personal kept', async () => {
    const org = await createOrganization(db());
    const group = await createGroupRow(db(), org.id, '9Б');
    const admin = await createMember(db(), org.id, 'ORG_ADMIN');
    const leaving = await createMember(db(), org.id, 'ORG_STUDENT', { groupId: group.id, username: 'pupil_leaving' });
    await createMember(db(), org.id, 'ORG_STUDENT', { groupId: group.id });
    const [test] = await db().insert(tests).values({ slug: 'personality-type', status: 'PUBLISHED' }).returning();
    const L = { ru: 't', kk: 't', en: 't' };
    const [version] = await db()
      .insert(testVersions)
      .values({
        testId: test!.id,
        version: 1,
        title: L,
        description: L,
        estimatedMinutes: 5,
        minimumAge: 10,
        requiredTier: 'STANDARD',
        scoring: 'TRAIT',
        scales: [],
      })
      .returning();
    await db()
      .insert(testAttempts)
      .values({ userId: leaving.user.id, testId: test!.id, versionId: version!.id, completedAt: new Date() });
    const adminSession = await signIn(ctx.app, admin.user.username, TEST_PASSWORD);
    const totals = async () => {
      const a = (
        await call(ctx.app, 'GET', `/api/v1/admin/organizations/${org.id}/analytics`, { session: adminSession })
      ).json<TOrganizationAnalytics>();
      return {
        students: a.students,
        tested: a.tested,
        groups: a.completionByGroup.map((g) => [g.code, g.students, g.tested]),
      };
    };
    const before = await totals();
    expect(before).toEqual({ students: 2, tested: 1, groups: [['9Б', 2, 1]] });

    const session = await signIn(ctx.app, leaving.user.username, TEST_PASSWORD);
    expect((await requestDeletion(session, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await purgeAt(new Date(Date.now() + 8 * DAY))).toBe(1);

    // The totals are unchanged, while the person, their membership and their attempt are gone.
    expect(await totals()).toEqual(before);
    expect(await db().select().from(users).where(eq(users.id, leaving.user.id))).toEqual([]);
    expect(await db().select().from(testAttempts).where(eq(testAttempts.userId, leaving.user.id))).toEqual([]);
    const kept = await db().select().from(organizationErasedMembers);
    expect(kept.map(({ id: _id, ...rest }) => rest)).toEqual([
      { organizationId: org.id, groupId: group.id, tested: true, analysed: false },
    ]);
    expect(JSON.stringify(kept)).not.toContain(leaving.user.id);
  });
});
