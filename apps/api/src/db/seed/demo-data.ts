import type {
  TEducationStatus,
  TGender,
  TGlobalRole,
  TInterest,
  TLocale,
  TOrganizationRole,
  TOrganizationType,
  TTier,
} from '@bagdar/contracts';

/** The demo accounts of docs/demo-accounts.md; every one signs in with this password. */
export const DEMO_PASSWORD = 'Bagdar2026!';

const DAY_MS = 86_400_000;

export type DemoOrgKey = 'school' | 'college' | 'center';

export interface DemoOrganization {
  key: DemoOrgKey;
  name: string;
  type: TOrganizationType;
  /** The licence window relative to the first seeding, in days. */
  startsInDays: number;
  endsInDays: number;
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  { key: 'school', name: 'Школа-лицей №7 г. Астана', type: 'SCHOOL', startsInDays: -180, endsInDays: 185 },
  { key: 'college', name: 'Колледж цифровых технологий', type: 'COLLEGE', startsInDays: -400, endsInDays: -35 },
  {
    key: 'center',
    name: 'Образовательный центр «Білім», Караганда',
    type: 'EDUCATION_CENTER',
    startsInDays: 30,
    endsInDays: 395,
  },
];

export interface DemoAccount {
  username: string;
  email: string;
  shows: string;
  firstName: string;
  lastName: string;
  gender: TGender;
  dateOfBirth: string;
  city: string;
  educationStatus: TEducationStatus;
  interests: TInterest[];
  locale: TLocale;
  role?: TGlobalRole;
  tier?: Exclude<TTier, 'FREE'>;
  org?: { key: DemoOrgKey; role: TOrganizationRole };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    username: 'demo.free',
    email: 'free@demo.bagdar.kz',
    shows: 'FREE personal account',
    firstName: 'Айгерим',
    lastName: 'Сейткали',
    gender: 'FEMALE',
    dateOfBirth: '2008-03-14',
    city: 'Астана',
    educationStatus: 'SCHOOL_STUDENT',
    interests: ['MATHEMATICS', 'COMPUTER_SCIENCE', 'ROBOTICS'],
    locale: 'KK',
  },
  {
    username: 'demo.standard',
    email: 'standard@demo.bagdar.kz',
    shows: 'STANDARD subscription (yearly, auto-renewing)',
    firstName: 'Данияр',
    lastName: 'Ахметов',
    gender: 'MALE',
    dateOfBirth: '2006-09-02',
    city: 'Алматы',
    educationStatus: 'UNIVERSITY_STUDENT',
    interests: ['ECONOMICS', 'BUSINESS', 'FINANCE'],
    locale: 'RU',
    tier: 'STANDARD',
  },
  {
    username: 'demo.pro',
    email: 'pro@demo.bagdar.kz',
    shows: 'PRO subscription',
    firstName: 'Мадина',
    lastName: 'Жумабаева',
    gender: 'FEMALE',
    dateOfBirth: '2007-01-21',
    city: 'Шымкент',
    educationStatus: 'SCHOOL_STUDENT',
    interests: ['MEDICINE', 'BIOLOGY', 'CHEMISTRY'],
    locale: 'RU',
    tier: 'PRO',
  },
  {
    username: 'demo.newpro',
    email: 'newpro@demo.bagdar.kz',
    shows: 'PRO subscription, no tests taken yet (the career roadmaps gate)',
    firstName: 'Арман',
    lastName: 'Тлеубаев',
    gender: 'MALE',
    dateOfBirth: '2008-05-11',
    city: 'Караганда',
    educationStatus: 'SCHOOL_STUDENT',
    interests: ['COMPUTER_SCIENCE', 'MATHEMATICS', 'ROBOTICS'],
    locale: 'RU',
    tier: 'PRO',
  },
  {
    username: 'demo.analyst',
    email: 'analyst@demo.bagdar.kz',
    shows:
      'PRO, strong I/C interests and high reasoning: a roadmap that differs from demo.artist’s; an ENROLLMENT plan with a UNT gap',
    firstName: 'Тимур',
    lastName: 'Касымов',
    gender: 'MALE',
    dateOfBirth: '2008-02-17',
    city: 'Астана',
    educationStatus: 'SCHOOL_STUDENT',
    interests: ['COMPUTER_SCIENCE', 'MATHEMATICS', 'DATA_SCIENCE'],
    locale: 'RU',
    tier: 'PRO',
  },
  {
    username: 'demo.artist',
    email: 'artist@demo.bagdar.kz',
    shows: 'PRO, strong A/S interests and low reasoning: the same target profession as demo.analyst, another roadmap',
    firstName: 'Аружан',
    lastName: 'Омарова',
    gender: 'FEMALE',
    dateOfBirth: '2008-07-04',
    city: 'Алматы',
    educationStatus: 'SCHOOL_STUDENT',
    interests: ['DESIGN', 'ART', 'PSYCHOLOGY'],
    locale: 'KK',
    tier: 'PRO',
  },
  {
    username: 'admin',
    email: 'admin@demo.bagdar.kz',
    shows: 'SUPER_ADMIN',
    firstName: 'Ерлан',
    lastName: 'Нурланов',
    gender: 'MALE',
    dateOfBirth: '1988-05-10',
    city: 'Астана',
    educationStatus: 'WORKING',
    interests: ['AI_MACHINE_LEARNING', 'DATA_SCIENCE'],
    locale: 'RU',
    role: 'SUPER_ADMIN',
  },
  {
    username: 'ministry',
    email: 'ministry@demo.bagdar.kz',
    shows: 'MINISTRY',
    firstName: 'Гульнар',
    lastName: 'Исмаилова',
    gender: 'FEMALE',
    dateOfBirth: '1979-11-30',
    city: 'Астана',
    educationStatus: 'WORKING',
    interests: ['PSYCHOLOGY', 'ECONOMICS'],
    locale: 'KK',
    role: 'MINISTRY',
  },
  {
    username: 'school.admin',
    email: 'school.admin@demo.bagdar.kz',
    shows: 'ORG_ADMIN, school (window current)',
    firstName: 'Бауыржан',
    lastName: 'Омаров',
    gender: 'MALE',
    dateOfBirth: '1975-04-18',
    city: 'Астана',
    educationStatus: 'TEACHER',
    interests: ['HISTORY', 'ECONOMICS'],
    locale: 'KK',
    org: { key: 'school', role: 'ORG_ADMIN' },
  },
  {
    username: 'school.staff',
    email: 'school.staff@demo.bagdar.kz',
    shows: 'ORG_STAFF, school',
    firstName: 'Асель',
    lastName: 'Касымова',
    gender: 'FEMALE',
    dateOfBirth: '1990-08-07',
    city: 'Астана',
    educationStatus: 'WORKING',
    interests: ['PSYCHOLOGY', 'MENTAL_WELLBEING'],
    locale: 'RU',
    org: { key: 'school', role: 'ORG_STAFF' },
  },
  {
    username: 'school.teacher',
    email: 'school.teacher@demo.bagdar.kz',
    shows: 'ORG_TEACHER, school',
    firstName: 'Ольга',
    lastName: 'Ким',
    gender: 'FEMALE',
    dateOfBirth: '1985-12-03',
    city: 'Астана',
    educationStatus: 'TEACHER',
    interests: ['MATHEMATICS', 'PHYSICS'],
    locale: 'RU',
    org: { key: 'school', role: 'ORG_TEACHER' },
  },
  {
    username: 'school.student',
    email: 'school.student@demo.bagdar.kz',
    shows: 'ORG_STUDENT, school: org access',
    firstName: 'Нурсултан',
    lastName: 'Бекмухамедов',
    gender: 'MALE',
    dateOfBirth: '2009-06-05',
    city: 'Астана',
    educationStatus: 'SCHOOL_STUDENT',
    interests: ['COMPUTER_SCIENCE', 'GAME_DEVELOPMENT', 'E_SPORTS'],
    locale: 'KK',
    org: { key: 'school', role: 'ORG_STUDENT' },
  },
  {
    username: 'expired.student',
    email: 'expired.student@demo.bagdar.kz',
    shows: 'ORG_STUDENT, college (window ended)',
    firstName: 'Алина',
    lastName: 'Тимофеева',
    gender: 'FEMALE',
    dateOfBirth: '2007-10-12',
    city: 'Алматы',
    educationStatus: 'COLLEGE_STUDENT',
    interests: ['DESIGN', 'GRAPHIC_DESIGN', 'DIGITAL_CONTENT_CREATION'],
    locale: 'RU',
    org: { key: 'college', role: 'ORG_STUDENT' },
  },
  {
    username: 'future.student',
    email: 'future.student@demo.bagdar.kz',
    shows: 'ORG_STUDENT, centre (window not begun)',
    firstName: 'Темирлан',
    lastName: 'Сапаров',
    gender: 'MALE',
    dateOfBirth: '2010-02-27',
    city: 'Караганда',
    educationStatus: 'SCHOOL_STUDENT',
    interests: ['ENGINEERING', 'ROBOTICS', 'PHYSICS'],
    locale: 'KK',
    org: { key: 'center', role: 'ORG_STUDENT' },
  },
];

export const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
