import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { notifications } from '../schema/notifications.ts';
import { users } from '../schema/users.ts';
import { DEMO_ACCOUNTS } from './demo-data.ts';

const WELCOME = {
  ru: 'Добро пожаловать в Bagdar! Пройдите тесты, постройте карьерный маршрут и делитесь успехами в ленте.',
  kk: 'Bagdar-ға қош келдіңіз! Тесттерден өтіп, мансап жолыңызды құрыңыз және жетістіктеріңізбен таспада бөлісіңіз.',
  en: 'Welcome to Bagdar! Take the tests, build your career roadmap and share your progress in the feed.',
};

/**
 * Demo notifications: a welcome system message for every demo account, and a like and a comment
 * for demo.standard (on their latest post when the social seed made one). Running it again changes nothing.
 */
export async function seedNotifications(db: Db): Promise<void> {
  const accounts = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_ACCOUNTS.map((a) => a.username),
      ),
    );
  if (accounts.length === 0) return;
  const byName = new Map(accounts.map((a) => [a.username, a.id]));

  const seeded = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        sql`${notifications.data}->>'seed' = 'welcome'`,
        inArray(
          notifications.userId,
          accounts.map((a) => a.id),
        ),
      ),
    );
  const welcomed = new Set(seeded.map((row) => row.userId));
  const missing = accounts.filter((a) => !welcomed.has(a.id));
  if (missing.length === 0) return;

  const standard = byName.get('demo.standard');
  const liker = byName.get('demo.free');
  const commenter = byName.get('demo.pro');
  const postId = standard ? await latestPostOf(db, standard) : null;
  const now = Date.now();
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);

  await db.transaction(async (tx) => {
    await tx.insert(notifications).values(
      missing.map((a) => ({
        userId: a.id,
        type: 'SYSTEM' as const,
        text: WELCOME,
        data: { seed: 'welcome' },
        createdAt: at(24 * 60),
      })),
    );
    if (standard && welcomed.size === 0 && missing.some((a) => a.id === standard)) {
      const social = [];
      if (liker)
        social.push({
          userId: standard,
          type: 'POST_LIKED' as const,
          actorId: liker,
          postId,
          data: { seed: 'demo' },
          createdAt: at(90),
        });
      if (commenter) {
        social.push({
          userId: standard,
          type: 'POST_COMMENTED' as const,
          actorId: commenter,
          postId,
          data: { seed: 'demo', excerpt: 'Отличная идея! Я тоже готовлюсь к IELTS 🙂' },
          createdAt: at(30),
        });
      }
      if (social.length > 0) await tx.insert(notifications).values(social);
    }
  });
}

/** The social seed owns `posts`; read it only if that table exists (this seed may run before it). */
async function latestPostOf(db: Db, userId: string): Promise<string | null> {
  const exists = (await db.execute(sql`SELECT to_regclass('public.posts') IS NOT NULL AS ok`)) as {
    rows: { ok: boolean }[];
  };
  if (!exists.rows[0]?.ok) return null;
  const result = (await db.execute(
    sql`SELECT id FROM posts WHERE author_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT 1`,
  )) as { rows: { id: string }[] };
  return result.rows[0]?.id ?? null;
}
