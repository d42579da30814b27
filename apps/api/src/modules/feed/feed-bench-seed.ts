import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from '../../lib/secrets.ts';

/**
 * Bulk data for `npm run bench` ("Speed"): users `bench_user_1…N` (password
 * BENCH_PASSWORD, onboarded) and posts in Russian, Kazakh and English with hashtags, spread over
 * the last year, written set-wise with generate_series (seconds on a PostgreSQL server). Posts
 * carry maintained like/comment counts but no like rows; authors carry their post counts. Runs once: present bench users skip it.
 * Posts are written oldest first, as a live table receives them: the newest posts then share pages
 * (the join's hash order had spread them over the whole table, each row of the newest a page of its
 * own, which no database written post by post looks like).
 */
export const BENCH_PASSWORD = 'BenchPass1!';
export const benchUsername = (n: number) => `bench_user_${n}`;

const SENTENCES = [
  'Готовлюсь к экзаменам и ищу единомышленников для подготовки',
  'Сегодня на кружке собрали нового робота для олимпиады',
  'Какой университет выбрать для изучения информатики',
  'Ертең ҰБТ-ға дайындық сабағы болады, бәрің келіңдер',
  'Болашақ мамандығымды таңдау оңай емес екен',
  'Мектептегі ашық есік күні университеттер туралы білдім',
  'Preparing for the speaking part of the exam with friends',
  'Our robotics team is looking for a new programmer',
  'Which university has the best engineering programme in Kazakhstan',
  'Советы по подготовке к профориентационному тесту',
  'Physics olympiad results are out, so proud of everyone',
  'Химия мен биологияны қалай тиімді оқуға болады',
];
const TAGS = ['ент', 'ielts', 'робототехника', 'профориентация', 'stem', 'кәсіп', 'университет', 'олимпиада', 'ұбт'];

const textArray = (items: readonly string[]) =>
  sql.raw(`ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`);

export async function seedBenchFeed(db: Db, options: { users: number; posts: number }): Promise<{ created: boolean }> {
  const [present] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, benchUsername(1)))
    .limit(1);
  if (present) return { created: false };
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO users (username, email, email_verified_at, password_hash, first_name, last_name, onboarded, created_at)
      SELECT 'bench_user_' || g, 'bench_user_' || g || '@bench.bagdar.kz', now(), ${passwordHash},
             (${textArray(['Айгерим', 'Данияр', 'Мадина', 'Ерлан', 'Aruzhan', 'Timur'])})[1 + g % 6],
             (${textArray(['Сейткали', 'Ахметов', 'Жумабаева', 'Нурланов', 'Smagulova', 'Ospanov'])})[1 + g % 6],
             true, now() - interval '400 days'
      FROM generate_series(1, ${options.users}) AS g`);
    await tx.execute(sql`
      CREATE TEMP TABLE bench_authors ON COMMIT DROP AS
      SELECT row_number() OVER (ORDER BY id) AS n, id FROM users WHERE username LIKE 'bench\\_user\\_%'`);
    await tx.execute(sql`
      INSERT INTO posts (author_id, text, topics, like_count, comment_count, search, created_at)
      SELECT a.id, p.text, p.topics, (p.g::bigint * 7919) % 50, (p.g::bigint * 104729) % 12, to_tsvector('simple', p.text || ' ' || p.topics[1]),
             now() - (p.g * (365 * 86400.0 / ${options.posts})) * interval '1 second'
      FROM (
        SELECT g,
               (${textArray(SENTENCES)})[1 + g % ${SENTENCES.length}] || ' ' || g || ' #' || (${textArray(TAGS)})[1 + g % ${TAGS.length}] AS text,
               ARRAY[(${textArray(TAGS)})[1 + g % ${TAGS.length}]] AS topics
        FROM generate_series(1, ${options.posts}) AS g
      ) p
      JOIN bench_authors a ON a.n = 1 + (p.g::bigint * 31) % ${options.users}
      ORDER BY p.g DESC`);
    await tx.execute(sql`
      INSERT INTO post_topic_uses (post_id, tag, created_at)
      SELECT p.id, t.tag, p.created_at FROM posts p CROSS JOIN LATERAL unnest(p.topics) AS t(tag)
      JOIN bench_authors a ON a.id = p.author_id
      ORDER BY p.created_at`);
    await tx.execute(sql`
      UPDATE users u SET post_count = c.n
      FROM (SELECT p.author_id, count(*)::int AS n FROM posts p JOIN bench_authors a ON a.id = p.author_id GROUP BY p.author_id) c
      WHERE u.id = c.author_id`);
  });
  // VACUUM as well as ANALYZE: what autovacuum does to a live database soon after such a load (the
  // post counts' UPDATE left a dead row per user, and the posts' visibility map is empty); a server
  // running with autovacuum off, as CI's does, would otherwise be measured bloated.
  await db.execute(sql`VACUUM (ANALYZE) users, posts, post_topic_uses`);
  return { created: true };
}
