import { inArray, sql } from 'drizzle-orm';
import { insertComment, insertPost } from '../../modules/feed/feed.repository.ts';
import { insertReport } from '../../modules/moderation/moderation.repository.ts';
import type { Db } from '../client.ts';
import { contentReports } from '../schema/moderation.ts';
import { users } from '../schema/users.ts';

/**
 * Reports waiting for a moderator: in the demo school's queue (posts and a comment by its pupils,
 * reported by classmates) and on the platform's (a personal account's post). Seeded once, when no
 * report exists; each item has fewer reporters than the auto-hide threshold, so it is still shown.
 */
export async function seedModeration(db: Db, now: Date): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(contentReports);
  if ((existing?.n ?? 0) > 0) return;
  const names = [
    'school.s01',
    'school.s02',
    'school.s03',
    'school.s04',
    'school.student',
    'demo.free',
    'demo.standard',
    'demo.pro',
  ];
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const id = new Map(rows.map((r) => [r.username, r.id]));
  const user = (name: string) => id.get(name);
  const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

  const rude = user('school.s01');
  const classmates = [user('school.s02'), user('school.s03')];
  if (rude && classmates.every(Boolean)) {
    const post = await insertPost(db, {
      authorId: rude,
      text: 'Кто опять сорвал контрольную в 10Б? Позорище, вас всех надо выгнать из класса',
      topics: [],
      mediaIds: [],
      createdAt: hoursAgo(3),
    });
    await insertReport(db, {
      contentType: 'POST',
      contentId: post.id,
      authorId: rude,
      reporterId: classmates[0]!,
      reason: 'ABUSE',
      comment: 'Оскорбляет весь класс',
    });
    await insertReport(db, {
      contentType: 'POST',
      contentId: post.id,
      authorId: rude,
      reporterId: classmates[1]!,
      reason: 'ABUSE',
    });
  }
  const spammer = user('school.s04');
  const student = user('school.student');
  if (spammer && student) {
    const target = await insertPost(db, {
      authorId: student,
      text: 'Кім ҰБТ-ға химиядан дайындалып жүр? Бірге оқиық #ҰБТ',
      topics: ['ұбт'],
      mediaIds: [],
      createdAt: hoursAgo(6),
    });
    const comment = await insertComment(db, {
      postId: target.id,
      authorId: spammer,
      text: 'ҰБТ жауаптары менің каналымда!!! Жазылыңдар, сілтеме профильде',
    });
    await db.execute(sql`UPDATE posts SET comment_count = comment_count + 1 WHERE id = ${target.id}`);
    await insertReport(db, {
      contentType: 'COMMENT',
      contentId: comment.id,
      authorId: spammer,
      reporterId: student,
      reason: 'SPAM',
      comment: 'Жарнама',
    });
  }
  const author = user('demo.free');
  const reporter = user('demo.standard');
  const second = user('demo.pro');
  if (author && reporter && second) {
    const post = await insertPost(db, {
      authorId: author,
      text: 'Говорят, ЕНТ в этом году отменят, так что можно не готовиться 😎',
      topics: [],
      mediaIds: [],
      createdAt: hoursAgo(8),
    });
    await insertReport(db, {
      contentType: 'POST',
      contentId: post.id,
      authorId: author,
      reporterId: reporter,
      reason: 'MISINFORMATION',
      comment: 'Это неправда, ЕНТ проводится',
    });
    await insertReport(db, {
      contentType: 'POST',
      contentId: post.id,
      authorId: author,
      reporterId: second,
      reason: 'MISINFORMATION',
    });
  }
}
