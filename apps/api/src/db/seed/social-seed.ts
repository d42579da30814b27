import { and, gt, inArray, sql } from 'drizzle-orm';
import { seedImage, seedVideo } from '../../modules/media/media-seed.ts';
import { insertPost } from '../../modules/feed/feed.repository.ts';
import { extractTopics } from '../../modules/feed/post-text.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { Db } from '../client.ts';
import { postComments, postLikes, posts, stories } from '../schema/social.ts';
import { users } from '../schema/users.ts';

/**
 * The demo feed: posts in Russian, Kazakh and English with hashtags, some with
 * generated pictures, comments and likes between the demo users, and a current image story and
 * video story. Posts are seeded once (when the demo users have none); stories again whenever
 * none of theirs is live, so the strip is never empty on a later start. Without `storage`
 * (no upload store) posts are text-only and stories are skipped.
 */

const AUTHORS = ['demo.free', 'demo.standard', 'demo.pro', 'school.teacher', 'school.student', 'school.staff'] as const;
type Author = (typeof AUTHORS)[number];

interface DemoPost {
  by: Author;
  hoursAgo: number;
  text: string;
  image?: { background: string; label: string };
  likedBy?: Author[];
  comments?: [Author, string][];
}

const DEMO_POSTS: DemoPost[] = [
  {
    by: 'demo.free',
    hoursAgo: 2,
    text: 'Наша команда собрала робота для городской олимпиады! Спасибо кружку #робототехника 🤖 #STEM',
    image: { background: '#1c7ed6', label: 'Робототехника' },
    likedBy: ['demo.standard', 'demo.pro', 'school.teacher'],
    comments: [
      ['school.teacher', 'Молодцы! Жду вас на республиканском этапе.'],
      ['demo.pro', 'Круто! Какой контроллер использовали?'],
      ['demo.free', 'Arduino Mega и два датчика расстояния 🙂'],
    ],
  },
  {
    by: 'demo.standard',
    hoursAgo: 5,
    text: 'Сдал пробный #ЕНТ на 118 баллов. Математика — 38 из 40, осталось подтянуть историю Казахстана. #университет',
    likedBy: ['demo.free', 'school.student'],
    comments: [['school.student', 'Поздравляю! Поделишься, по каким сборникам готовился?']],
  },
  {
    by: 'demo.pro',
    hoursAgo: 9,
    text: 'Finally got 7.5 on #IELTS! Writing Task 2 was about renewable energy. Happy to share my notes with anyone preparing.',
    image: { background: '#2f9e44', label: 'IELTS 7.5' },
    likedBy: ['demo.free', 'demo.standard', 'school.student', 'school.teacher'],
    comments: [
      ['demo.free', 'Congrats! Please share the notes 🙏'],
      ['school.teacher', 'Great result, well done!'],
    ],
  },
  {
    by: 'school.teacher',
    hoursAgo: 14,
    text: 'Ертең 10-сыныптарға арналған #профориентация сабағы болады: инженерлік мамандықтар туралы айтамыз. #кәсіп',
    likedBy: ['school.student', 'demo.free'],
    comments: [['school.student', 'Рахмет, апай! Міндетті түрде келемін.']],
  },
  {
    by: 'school.student',
    hoursAgo: 20,
    text: 'Мен болашақта дәрігер болғым келеді. Биология мен химияны қалай жақсы оқуға болады? #кәсіп #ҰБТ',
    likedBy: ['demo.pro'],
    comments: [['demo.pro', 'Күн сайын тест шығар, әсіресе химиядан есептер! Маған көп көмектесті.']],
  },
  {
    by: 'demo.free',
    hoursAgo: 26,
    text: 'Прошла тест на профориентацию в Bagdar: мой тип — исследователь. Теперь думаю про data science. #профориентация',
    likedBy: ['demo.standard'],
  },
  {
    by: 'demo.standard',
    hoursAgo: 31,
    text: 'Looking for teammates for a fintech hackathon in Almaty next month. Python or Figma skills welcome! #STEM #hackathon',
    image: { background: '#f08c00', label: 'Hackathon' },
    likedBy: ['demo.free', 'demo.pro'],
    comments: [['demo.free', 'I know Python, count me in!']],
  },
  {
    by: 'demo.pro',
    hoursAgo: 38,
    text: 'Медицинский университет или биотехнологии? Кто учится на этих направлениях — расскажите, как у вас с практикой. #университет',
    likedBy: ['school.student'],
    comments: [
      ['school.staff', 'В КазНМУ практика с третьего курса, в биотехе — лаборатории с первого.'],
      ['demo.standard', 'Сестра учится на биотехе, ей очень нравится!'],
    ],
  },
  {
    by: 'school.staff',
    hoursAgo: 44,
    text: 'Мектебімізде ашық есік күні: университеттердің өкілдері келеді, грант туралы сұрақтарыңызды дайындаңыздар! #университет #грант',
    image: { background: '#7048e8', label: 'Ашық есік күні' },
    likedBy: ['school.student', 'school.teacher', 'demo.free'],
  },
  {
    by: 'school.student',
    hoursAgo: 50,
    text: 'Our school robotics club won second place in the regional #робототехника contest! Next stop — Astana 🚀 #STEM',
    likedBy: ['demo.free', 'school.teacher'],
    comments: [['demo.free', 'Поздравляю! Увидимся в Астане 😉']],
  },
  {
    by: 'demo.free',
    hoursAgo: 57,
    text: 'Ағылшын тілін үйренуге арналған ең жақсы подкасттар қайсы? #IELTS #ағылшын',
    likedBy: ['demo.pro'],
    comments: [['demo.pro', '6 Minute English from the BBC — қысқа әрі пайдалы!']],
  },
  {
    by: 'school.teacher',
    hoursAgo: 63,
    text: 'Совет выпускникам: составьте список из пяти вузов и сравните проходные баллы прошлых лет. Это снимает половину стресса. #ЕНТ #профориентация',
    likedBy: ['demo.standard', 'school.student', 'demo.pro'],
  },
  {
    by: 'demo.standard',
    hoursAgo: 70,
    text: 'Прочитал про профессию аналитика данных: SQL, статистика и умение объяснять выводы бизнесу. Звучит как моё. #кәсіп #STEM',
    likedBy: ['demo.free'],
  },
  {
    by: 'demo.pro',
    hoursAgo: 78,
    text: 'Volunteering at the city hospital this summer taught me more than any textbook. Highly recommend it if you are thinking about medicine. #волонтерство',
    image: { background: '#e03131', label: 'Volunteering' },
    likedBy: ['school.student', 'school.staff'],
  },
  {
    by: 'school.student',
    hoursAgo: 86,
    text: 'ҰБТ-ға үш ай қалды. Күнделікті жоспар: 2 сағат математика, 1 сағат тарих, 30 минут оқу сауаттылығы. #ЕНТ #ҰБТ',
    likedBy: ['demo.standard', 'school.teacher'],
    comments: [['school.teacher', 'Жақсы жоспар! Демалуды да ұмытпа.']],
  },
  {
    by: 'school.staff',
    hoursAgo: 95,
    text: 'Напоминаем: до конца недели можно подать заявку на летнюю школу по программированию. #STEM #профориентация',
    likedBy: ['demo.free'],
  },
  {
    by: 'demo.free',
    hoursAgo: 104,
    text: 'Made my first website for our school newspaper using HTML and CSS. Small step, but I am proud! #STEM',
    image: { background: '#0ca678', label: 'My first website' },
    likedBy: ['demo.standard', 'demo.pro', 'school.staff'],
    comments: [['school.staff', 'Отличная работа, Айгерим!']],
  },
  {
    by: 'demo.standard',
    hoursAgo: 115,
    text: 'Кто поступал по гранту в Назарбаев Университет? Как готовились к NUFYP? #университет #IELTS',
    comments: [['demo.pro', 'Подруга поступила: главное — IELTS от 6.5 и математика NUET.']],
  },
  {
    by: 'school.teacher',
    hoursAgo: 126,
    text: 'Программист, инженер, дәрігер, мұғалім — әр мамандықтың өз жолы бар. Бастысы — өзіңе сену. #кәсіп #профориентация',
    likedBy: ['school.student', 'demo.free', 'demo.pro', 'demo.standard'],
  },
  {
    by: 'demo.pro',
    hoursAgo: 138,
    text: 'Химия олимпиадасының облыстық кезеңінде екінші орын алдым! 🧪 #олимпиада',
    likedBy: ['school.teacher', 'demo.free'],
    comments: [['school.teacher', 'Құттықтаймын, Мадина!']],
  },
  {
    by: 'school.student',
    hoursAgo: 150,
    text: 'Does anyone know good free courses on robotics in Kazakh or Russian? #робототехника',
    comments: [['demo.free', 'На Stepik есть курс по Arduino на русском — начни с него.']],
  },
  {
    by: 'demo.free',
    hoursAgo: 160,
    text: 'Выбираю между IT и архитектурой. Сегодня сходила на день открытых дверей — стало только сложнее 😅 #профориентация #университет',
    likedBy: ['demo.pro', 'school.staff'],
  },
  {
    by: 'school.staff',
    hoursAgo: 172,
    text: 'Guidance tip: write down three things you enjoy doing for hours. Careers often hide there. #профориентация',
    likedBy: ['demo.standard'],
  },
  {
    by: 'demo.standard',
    hoursAgo: 185,
    text: 'Экономика немесе қаржы? Екеуі де ұнайды, бірақ математиканы көбірек жақсы көремін. #кәсіп #университет',
    likedBy: ['demo.pro'],
  },
  {
    by: 'demo.pro',
    hoursAgo: 200,
    text: 'Начала вести конспекты по биологии в виде карточек — запоминается в два раза быстрее. #ЕНТ',
    likedBy: ['school.student', 'demo.free'],
  },
];

const HOUR = 3_600_000;

export async function seedSocial(db: Db, now: Date = new Date(), storage?: Storage): Promise<void> {
  const found = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, [...AUTHORS]));
  const ids = new Map(found.map((u) => [u.username, u.id]));
  if (!AUTHORS.every((a) => ids.has(a))) return;
  const idOf = (author: Author) => ids.get(author) as string;
  const authorIds = [...ids.values()];

  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(inArray(posts.authorId, authorIds));
  if ((existing?.n ?? 0) === 0) await seedPosts(db, now, idOf, storage);

  const [live] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stories)
    .where(and(inArray(stories.authorId, authorIds), gt(stories.expiresAt, now)));
  if (storage && (live?.n ?? 0) === 0) await seedStories(db, now, idOf, storage);
}

async function seedPosts(db: Db, now: Date, idOf: (a: Author) => string, storage: Storage | undefined) {
  const images = new Map<DemoPost, string>();
  if (storage) {
    for (const post of DEMO_POSTS) {
      if (!post.image) continue;
      const row = await seedImage(db, storage, {
        ownerId: idOf(post.by),
        purpose: 'post',
        width: 800,
        height: 500,
        ...post.image,
      });
      images.set(post, row.id);
    }
  }
  await db.transaction(async (tx) => {
    const likes: (typeof postLikes.$inferInsert)[] = [];
    const comments: (typeof postComments.$inferInsert)[] = [];
    for (const post of DEMO_POSTS) {
      const createdAt = new Date(now.getTime() - post.hoursAgo * HOUR);
      const image = images.get(post);
      const { id } = await insertPost(tx, {
        authorId: idOf(post.by),
        text: post.text,
        topics: extractTopics(post.text),
        mediaIds: image ? [image] : [],
        createdAt,
      });
      (post.likedBy ?? []).forEach((by, i) =>
        likes.push({ postId: id, userId: idOf(by), createdAt: new Date(createdAt.getTime() + (i + 1) * 600_000) }),
      );
      (post.comments ?? []).forEach(([by, text], i) =>
        comments.push({
          postId: id,
          authorId: idOf(by),
          text,
          createdAt: new Date(createdAt.getTime() + (i + 1) * 900_000),
        }),
      );
    }
    if (likes.length > 0) await tx.insert(postLikes).values(likes);
    if (comments.length > 0) await tx.insert(postComments).values(comments);
    await tx.execute(sql`
      UPDATE ${posts} SET
        like_count = (SELECT count(*) FROM ${postLikes} l WHERE l.post_id = ${posts.id}),
        comment_count = (SELECT count(*) FROM ${postComments} c WHERE c.post_id = ${posts.id})
      WHERE ${inArray(posts.authorId, AUTHORS.map(idOf))}`);
  });
}

async function seedStories(db: Db, now: Date, idOf: (a: Author) => string, storage: Storage) {
  const image = await seedImage(db, storage, {
    ownerId: idOf('demo.pro'),
    purpose: 'story',
    width: 540,
    height: 960,
    background: '#d6336c',
    label: 'IELTS 7.5', // no emoji: the server's fonts draw it as a code box
  });
  const video = await seedVideo(db, storage, { ownerId: idOf('school.teacher'), purpose: 'story' });
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  await db.insert(stories).values([
    {
      authorId: idOf('demo.pro'),
      mediaId: image.id,
      createdAt: at(3),
      expiresAt: new Date(at(3).getTime() + 24 * HOUR),
    },
    {
      authorId: idOf('school.teacher'),
      mediaId: video.id,
      createdAt: at(1),
      expiresAt: new Date(at(1).getTime() + 24 * HOUR),
    },
  ]);
}
