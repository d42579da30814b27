import type { TProjectRole, TProjectStatus } from '@bagdar/contracts';
import { inArray } from 'drizzle-orm';
import { seedImage } from '../../modules/media/media-seed.ts';
import { insertPost } from '../../modules/feed/feed.repository.ts';
import { extractTopics } from '../../modules/feed/post-text.ts';
import { notify } from '../../modules/notifications/notifications.service.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { Db } from '../client.ts';
import {
  projectApplications,
  projectGallery,
  projectInvitations,
  projectLikes,
  projectMembers,
  projectPosts,
  projects,
} from '../schema/projects.ts';
import { users } from '../schema/users.ts';

/**
 * Demo projects: recruiting, active and completed ones with teams in every role,
 * pending applications (demo.free owns one that has an applicant) and an open invitation for
 * demo.pro, with its notification. Seeded once: nothing happens when a demo project exists.
 */

type Who = 'demo.free' | 'demo.standard' | 'demo.pro' | 'school.teacher' | 'school.student' | 'school.staff';

interface DemoProject {
  name: string;
  description: string;
  bio: string;
  objectives: string[];
  skills: string[];
  interests: string[];
  categories: string[];
  status: TProjectStatus;
  socials?: Partial<Record<'website' | 'github' | 'linkedin' | 'twitter' | 'telegram', string>>;
  colour: string;
  daysAgo: number;
  team: [Who, TProjectRole][];
  applicants?: [Who, string][];
  invite?: [Who, Who, TProjectRole];
  likedBy?: Who[];
  posts?: [Who, string][];
}

const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'Робот-сортировщик мусора',
    description: 'Школьная команда строит робота, который по камере отличает пластик от бумаги.',
    bio: 'Мы начали весной на кружке робототехники: собрали прототип на Arduino и камере, теперь обучаем модель и готовимся к республиканской олимпиаде.',
    objectives: ['Собрать рабочий прототип', 'Обучить модель на 2 000 фото', 'Выступить на олимпиаде'],
    skills: ['Python', 'Arduino', '3D-печать'],
    interests: ['ROBOTICS', 'ENVIRONMENTAL_STUDIES', 'AI_MACHINE_LEARNING'],
    categories: ['TECHNOLOGY', 'ENVIRONMENT'],
    status: 'RECRUITING',
    socials: { github: 'https://github.com/bagdar-demo/sorter', telegram: 'https://t.me/bagdar_sorter' },
    colour: '#1c7ed6',
    daysAgo: 20,
    team: [
      ['demo.standard', 'OWNER'],
      ['school.teacher', 'MAINTAINER'],
      ['school.student', 'MEMBER'],
    ],
    applicants: [['school.staff', 'Могу помочь с пайкой и 3D-печатью.']],
    invite: ['demo.standard', 'demo.pro', 'MEMBER'],
    likedBy: ['demo.free', 'demo.pro', 'school.staff'],
    posts: [['demo.standard', 'Прототип впервые отсортировал 9 бутылок из 10! #робототехника']],
  },
  {
    name: 'Qazaq Tili Bot',
    description: 'Telegram-бот, который помогает школьникам каждый день учить казахские слова.',
    bio: 'Бот присылает пять слов в день с примерами и аудио, а в конце недели — мини-тест. Им уже пользуются три класса нашей школы.',
    objectives: ['Дойти до 1 000 пользователей', 'Добавить озвучку носителями языка'],
    skills: ['TypeScript', 'Telegram API', 'Казахский язык'],
    interests: ['LANGUAGES', 'COMPUTER_SCIENCE'],
    categories: ['EDUCATION', 'TECHNOLOGY'],
    status: 'ACTIVE',
    socials: { telegram: 'https://t.me/qazaq_tili_demo_bot', website: 'https://bagdar.kz/' },
    colour: '#2f9e44',
    daysAgo: 45,
    team: [
      ['demo.pro', 'OWNER'],
      ['demo.free', 'MAINTAINER'],
      ['school.student', 'MEMBER'],
    ],
    likedBy: ['demo.standard', 'school.teacher', 'school.student', 'school.staff'],
    posts: [
      ['demo.pro', 'Добавили еженедельный мини-тест. Сәттілік! #қазақтілі'],
      ['demo.free', 'Записали озвучку первых 200 слов 🎙️'],
    ],
  },
  {
    name: 'School Eco Garden',
    description: 'A greenhouse on the school roof that grows greens for the canteen all year.',
    bio: 'Started as a biology class experiment: sensors water the beds automatically and students log the harvest every week. The first season gave 40 kg of greens.',
    objectives: ['Install automatic watering', 'Grow greens for the canteen'],
    skills: ['Biology', 'Electronics'],
    interests: ['BIOLOGY', 'ENVIRONMENTAL_STUDIES'],
    categories: ['ENVIRONMENT', 'SCIENCE'],
    status: 'COMPLETED',
    colour: '#e8590c',
    daysAgo: 120,
    team: [
      ['school.teacher', 'OWNER'],
      ['demo.standard', 'MEMBER'],
      ['demo.free', 'MEMBER'],
    ],
    likedBy: ['demo.pro'],
  },
  {
    name: 'Подкаст «Мамандық»',
    description: 'Подкаст, где студенты расспрашивают специалистов о их профессиях.',
    bio: 'Каждую неделю берём интервью у инженера, врача или дизайнера и спрашиваем, как они выбрали профессию и что советуют школьникам.',
    objectives: ['Выпустить 10 эпизодов', 'Пригласить гостей из трёх городов'],
    skills: ['Монтаж звука', 'Интервью', 'SMM'],
    interests: ['DIGITAL_CONTENT_CREATION', 'MUSIC', 'PSYCHOLOGY'],
    categories: ['MEDIA', 'EDUCATION'],
    status: 'RECRUITING',
    colour: '#9c36b5',
    daysAgo: 6,
    team: [['demo.free', 'OWNER']],
    applicants: [['demo.standard', 'Монтирую видео для школьного канала, хочу попробовать звук.']],
  },
];

export async function seedProjects(db: Db, now: Date = new Date(), storage?: Storage): Promise<void> {
  const existing = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      inArray(
        projects.name,
        DEMO_PROJECTS.map((p) => p.name),
      ),
    )
    .limit(1);
  if (existing.length > 0) return;
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(
      inArray(users.username, [
        'demo.free',
        'demo.standard',
        'demo.pro',
        'school.teacher',
        'school.student',
        'school.staff',
      ]),
    );
  const idOf = new Map(people.map((p) => [p.username, p.id]));
  const id = (who: Who) => {
    const found = idOf.get(who);
    if (!found) throw new Error(`seedProjects: no demo user ${who}`);
    return found;
  };

  for (const demo of DEMO_PROJECTS) {
    const owner = id(demo.team[0]?.[0] ?? 'demo.free');
    const createdAt = new Date(now.getTime() - demo.daysAgo * 86_400_000);
    const banner = storage
      ? await seedImage(db, storage, {
          ownerId: owner,
          purpose: 'project',
          width: 1200,
          height: 360,
          background: demo.colour,
          label: demo.name,
        })
      : null;
    const gallery = storage
      ? await Promise.all(
          [1, 2].map((n) =>
            seedImage(db, storage, {
              ownerId: owner,
              purpose: 'project',
              width: 800,
              height: 600,
              background: demo.colour,
              label: `${n}`,
            }),
          ),
        )
      : [];
    await db.transaction(async (tx) => {
      const [project] = await tx
        .insert(projects)
        .values({
          createdBy: owner,
          name: demo.name,
          description: demo.description,
          bio: demo.bio,
          objectives: demo.objectives,
          skills: demo.skills,
          interests: demo.interests,
          categories: demo.categories,
          socials: { website: null, github: null, linkedin: null, twitter: null, telegram: null, ...demo.socials },
          bannerMediaId: banner?.id ?? null,
          status: demo.status,
          memberCount: demo.team.length,
          likeCount: demo.likedBy?.length ?? 0,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: projects.id });
      if (!project) throw new Error('seedProjects: no project row');
      if (gallery.length > 0) {
        await tx
          .insert(projectGallery)
          .values(gallery.map((m, position) => ({ projectId: project.id, mediaId: m.id, position })));
      }
      await tx.insert(projectMembers).values(
        demo.team.map(([who, role], i) => ({
          projectId: project.id,
          userId: id(who),
          role,
          joinedAt: new Date(createdAt.getTime() + i * 86_400_000),
        })),
      );
      for (const who of demo.likedBy ?? [])
        await tx.insert(projectLikes).values({ projectId: project.id, userId: id(who) });
      for (const [who, message] of demo.applicants ?? []) {
        const [application] = await tx
          .insert(projectApplications)
          .values({ projectId: project.id, userId: id(who), message })
          .returning({ id: projectApplications.id });
        for (const [manager, role] of demo.team) {
          if (role === 'MEMBER' || !application) continue;
          await notify(tx, {
            userId: id(manager),
            type: 'PROJECT_APPLICATION',
            actorId: id(who),
            data: { projectId: project.id, projectName: demo.name, applicationId: application.id },
          });
        }
      }
      if (demo.invite) {
        const [by, to, role] = demo.invite;
        const [invitation] = await tx
          .insert(projectInvitations)
          .values({ projectId: project.id, userId: id(to), invitedBy: id(by), role })
          .returning({ id: projectInvitations.id });
        if (invitation) {
          await notify(tx, {
            userId: id(to),
            type: 'PROJECT_INVITATION',
            actorId: id(by),
            data: { projectId: project.id, projectName: demo.name, invitationId: invitation.id, role },
          });
        }
      }
      for (const [i, [who, text]] of (demo.posts ?? []).entries()) {
        const post = await insertPost(tx, {
          authorId: id(who),
          text,
          topics: extractTopics(text),
          mediaIds: [],
          createdAt: new Date(now.getTime() - (i + 1) * 3_600_000),
        });
        // The trigger on project_posts moves the project's post count.
        await tx.insert(projectPosts).values({ projectId: project.id, postId: post.id, createdAt: post.createdAt });
      }
    });
  }
}
