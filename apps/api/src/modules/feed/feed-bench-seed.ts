import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { bulkLoad, type Tx } from '../../db/bulk-load.ts';
import { hashPassword } from '../../lib/secrets.ts';

/**
 * Bulk data for `npm run bench` ("Speed"): users `bench_user_1…N` (password
 * BENCH_PASSWORD, onboarded) and posts in Russian, Kazakh and English with hashtags, spread over
 * the last year, written set-wise with generate_series (bulkLoad: indexes built after the rows,
 * no triggers). Posts carry maintained like/comment counts but no like rows; authors carry their
 * post counts. Runs once: present bench users skip it.
 * Posts are written oldest first (each range, when written in parts), as a live table receives them: the newest posts then share pages
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

/** Bench users 1…N and their posts; see seedBenchUsers and seedBenchPosts. Runs once: present bench users skip it. */
export async function seedBenchFeed(
  db: Db,
  options: { users: number; posts: number; students?: number },
): Promise<{ created: boolean }> {
  const { created } = await seedBenchUsers(db, options);
  if (created) await seedBenchPosts(db, options);
  return { created };
}

/** Bench user n writes post g when n = 1 + (31·g mod users): the posts spread evenly over the authors. */
const authorOf = (g: SQL, userCount: number) => sql`1 + (${g}::bigint * 31) % ${userCount}`;

/**
 * Users bench_user_1…N, with the post counts seedBenchPosts will give them (counted from the same
 * formula, so no user row is written twice). `students`: bench users 1…students get a date of
 * birth (the country bench's school students; tests have a minimum age); the rest have none.
 * Returns created: false, writing nothing, when bench users are present.
 */
export async function seedBenchUsers(
  db: Db,
  options: { users: number; posts: number; students?: number },
): Promise<{ created: boolean }> {
  const [present] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, benchUsername(1)))
    .limit(1);
  if (present) return { created: false };
  // One hash for every bench user (they share the password): hashing is deliberately slow.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const { users: userCount, posts: postCount, students = 0 } = options;
  await bulkLoad(db, ['users'], async (tx) => {
    await tx.execute(sql`
      INSERT INTO users (username, email, email_verified_at, password_hash, first_name, last_name, onboarded,
                         date_of_birth, post_count, created_at)
      SELECT 'bench_user_' || a.n, 'bench_user_' || a.n || '@bench.bagdar.kz', now(), ${passwordHash},
             (${textArray(['Айгерим', 'Данияр', 'Мадина', 'Ерлан', 'Aruzhan', 'Timur'])})[1 + a.n % 6],
             (${textArray(['Сейткали', 'Ахметов', 'Жумабаева', 'Нурланов', 'Smagulova', 'Ospanov'])})[1 + a.n % 6],
             true, CASE WHEN a.n <= ${students} THEN DATE '2008-01-01' + (a.n % 1500)::int END, coalesce(c.posts, 0),
             now() - interval '400 days'
      FROM generate_series(1, ${userCount}) AS a(n)
      LEFT JOIN (SELECT ${authorOf(sql`g`, userCount)} AS n, count(*)::int AS posts
                 FROM generate_series(1, ${postCount}) AS g GROUP BY 1) c ON c.n = a.n
      ORDER BY a.n`);
  });
  await db.execute(sql`VACUUM (ANALYZE) users`);
  return { created: true };
}

/**
 * The posts of the bench users seedBenchUsers wrote (`users` and `posts` as given to it), with their
 * topic rows. `parts` > 1 (a PostgreSQL server only) writes them as that many ranges of posts at
 * once, each on a connection of its own, and builds the indexes at once too (bulkLoad's `concurrent`).
 */
export async function seedBenchPosts(db: Db, options: { users: number; posts: number; parts?: number }): Promise<void> {
  const { users: userCount, posts: postCount, parts = 1 } = options;
  const range = (part: number) => async (tx: Tx) => {
    const from = Math.floor((postCount * part) / parts) + 1;
    const to = Math.floor((postCount * (part + 1)) / parts);
    await tx.execute(sql`
      CREATE TEMP TABLE bench_authors ON COMMIT DROP AS
      SELECT substring(username from 12)::int AS n, id FROM users WHERE username LIKE 'bench\\_user\\_%'`);
    // The posts and their topic rows in one statement (the posts are not read back).
    await tx.execute(sql`
      WITH written AS (
        INSERT INTO posts (author_id, text, topics, like_count, comment_count, search, created_at)
        SELECT a.id, p.text, p.topics, (p.g::bigint * 7919) % 50, (p.g::bigint * 104729) % 12,
               to_tsvector('simple', p.text || ' ' || p.topics[1]),
               now() - (p.g * (365 * 86400.0 / ${postCount})) * interval '1 second'
        FROM (
          SELECT g,
                 (${textArray(SENTENCES)})[1 + g % ${SENTENCES.length}] || ' ' || g || ' #' || (${textArray(TAGS)})[1 + g % ${TAGS.length}] AS text,
                 ARRAY[(${textArray(TAGS)})[1 + g % ${TAGS.length}]] AS topics
          FROM generate_series(${from}::int, ${to}::int) AS g
        ) p
        JOIN bench_authors a ON a.n = ${authorOf(sql`p.g`, userCount)}
        ORDER BY p.g DESC
        RETURNING id, topics, created_at
      )
      INSERT INTO post_topic_uses (post_id, tag, created_at)
      SELECT w.id, t.tag, w.created_at FROM written w CROSS JOIN LATERAL unnest(w.topics) AS t(tag)
      ORDER BY w.created_at`);
  };
  await bulkLoad(
    db,
    ['posts', 'post_topic_uses'],
    Array.from({ length: parts }, (_, part) => range(part)),
    { concurrent: parts > 1 },
  );
  // The topics' day and hour counts, which the uses' triggers keep and the load ran without.
  await db.execute(sql`SELECT bagdar_recount_topic_uses()`);
  // VACUUM as well as ANALYZE: what autovacuum does to a live database soon after such a load (the
  // posts' visibility map is empty); a server running with autovacuum off, as CI's does, would
  // otherwise be measured without index-only scans.
  await db.execute(sql`VACUUM (ANALYZE) posts, post_topic_uses, post_topic_days, post_topic_hours`);
}
