import { gpaOnFourScale, type TAcademicBody } from '@bagdar/contracts';
import { eq, inArray } from 'drizzle-orm';
import { seedImage } from '../../modules/media/media-seed.ts';
import { replaceLanguages, setCoverMediaId, upsertAcademic } from '../../modules/profile/profile.repository.ts';
import type { Storage } from '../../plugins/storage.ts';
import type { Db } from '../client.ts';
import { academicProfiles, certificates, userProfiles } from '../schema/profile.ts';
import { users } from '../schema/users.ts';

interface DemoProfileData {
  username: string;
  bio: string;
  organizationName: string;
  academic: TAcademicBody;
  certificates: { name: string; link: string }[];
  cover: { background: string; label: string };
}

const DEMO_PROFILES: DemoProfileData[] = [
  {
    username: 'demo.standard',
    bio: 'Ученик 11 класса из Астаны. Люблю физику и программирование, готовлюсь к поступлению на IT-специальность.',
    organizationName: 'НИШ ФМН, Астана',
    academic: {
      gpaSystem: 'FIVE',
      gpa: 4.8,
      ielts: 7,
      toefl: null,
      sat: 1420,
      unt: 118,
      languages: [
        { language: 'Қазақ тілі', level: 'NATIVE' },
        { language: 'Русский', level: 'FLUENT' },
        { language: 'English', level: 'INTERMEDIATE' },
      ],
    },
    certificates: [
      { name: 'IELTS Academic — 7.0', link: 'https://ielts.org/take-a-test/results' },
      { name: 'Республиканская олимпиада по физике — диплом II степени', link: 'https://daryn.kz' },
    ],
    cover: { background: '#1c7ed6', label: 'Bagdar' },
  },
  {
    username: 'demo.free',
    bio: 'Колледж, 2 курс. Интересуюсь дизайном и маркетингом.',
    organizationName: 'Алматинский колледж связи',
    academic: {
      gpaSystem: 'HUNDRED',
      gpa: 86,
      ielts: null,
      toefl: null,
      sat: null,
      unt: 95,
      languages: [
        { language: 'Русский', level: 'NATIVE' },
        { language: 'Қазақ тілі', level: 'ADVANCED' },
        { language: 'English', level: 'CONVERSATIONAL' },
      ],
    },
    certificates: [{ name: 'Google UX Design Certificate', link: 'https://grow.google/certificates/ux-design/' }],
    cover: { background: '#ae3ec9', label: 'Design' },
  },
  {
    username: 'demo.pro',
    bio: 'Абитуриент: медицина или биотехнологии. Волонтёр в городской больнице.',
    organizationName: 'Школа-лицей №8, Шымкент',
    academic: {
      gpaSystem: 'FOUR',
      gpa: 3.7,
      ielts: 6.5,
      toefl: 95,
      sat: null,
      unt: 124,
      languages: [
        { language: 'Қазақ тілі', level: 'NATIVE' },
        { language: 'Русский', level: 'FLUENT' },
        { language: 'English', level: 'ADVANCED' },
        { language: 'Türkçe', level: 'BEGINNER' },
      ],
    },
    certificates: [{ name: 'TOEFL iBT — 95', link: 'https://www.ets.org/toefl' }],
    cover: { background: '#2f9e44', label: 'Bagdar' },
  },
];

/**
 * Bios, academic data, languages, certificates and covers on the demo profiles. Users that
 * already have academic data are left alone, so running it again changes nothing; covers are
 * drawn only when the app's upload store is given.
 */
export async function seedProfiles(db: Db, storage?: Storage): Promise<void> {
  const rows = await db
    .select({ id: users.id, username: users.username, academic: academicProfiles.userId })
    .from(users)
    .leftJoin(academicProfiles, eq(academicProfiles.userId, users.id))
    .where(
      inArray(
        users.username,
        DEMO_PROFILES.map((p) => p.username),
      ),
    );
  for (const row of rows) {
    const data = DEMO_PROFILES.find((p) => p.username === row.username);
    if (!data || row.academic !== null) continue;
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ bio: data.bio, organizationName: data.organizationName })
        .where(eq(users.id, row.id));
      const { languages, ...academic } = data.academic;
      await upsertAcademic(tx, {
        userId: row.id,
        ...academic,
        gpa4: academic.gpa === null ? null : gpaOnFourScale(academic.gpaSystem, academic.gpa),
      });
      await replaceLanguages(tx, row.id, languages);
      await tx.insert(certificates).values(data.certificates.map((c) => ({ userId: row.id, ...c })));
    });
    if (storage) await seedCover(db, storage, row.id, data.cover);
  }
}

async function seedCover(db: Db, storage: Storage, userId: string, cover: DemoProfileData['cover']): Promise<void> {
  const [existing] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  if (existing?.coverMediaId) return;
  const image = await seedImage(db, storage, { ownerId: userId, purpose: 'cover', width: 1200, height: 300, ...cover });
  await setCoverMediaId(db, userId, image.id);
}
