import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/secrets.ts';
import {
  activationExpiry,
  newActivationCode,
  storedActivationCode,
} from '../../modules/organizations/activation-codes.ts';
import { PENDING_PASSWORD_HASH } from '../../modules/organizations/members.repository.ts';
import type { Db } from '../client.ts';
import { cities } from '../schema/locations.ts';
import {
  activationCodes,
  organizationGroups,
  organizationMemberships,
  organizations,
} from '../schema/organizations.ts';
import { users } from '../schema/users.ts';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './demo-data.ts';

/**
 * The demo school's groups (with school.teacher as a mentor), 45 more students in them (some
 * pending activation, one suspended, one blocked) and its seats. Each pending student has an
 * activation code the school's admin can download; one is known so the activation page can be
 * tried: DEMOA-CTIVE (student `school.s41`).
 */
export const DEMO_ACTIVATION_CODE = 'DEMOA-CTIVE';

const GROUPS = ['10А', '10Б', '11А'] as const;
const FIRST = [
  'Айгерим',
  'Нурлан',
  'Дана',
  'Арман',
  'Алия',
  'Ерлан',
  'Камила',
  'Тимур',
  'Мадина',
  'Санжар',
  'Асель',
  'Данияр',
  'Жанар',
  'Ильяс',
  'Томирис',
];
const LAST = [
  'Ахметова',
  'Сериков',
  'Жумабаева',
  'Касымов',
  'Иванова',
  'Оспанов',
  'Ким',
  'Абенов',
  'Нуржанова',
  'Бекович',
  'Сейткали',
  'Петров',
  'Муканова',
  'Тлеуов',
  'Смагулова',
];
const STUDENTS = 45;

/** The demo school (demo-seed.ts creates it), or null before it exists. */
export async function demoSchool(db: Db): Promise<{ id: string } | null> {
  const schoolName = DEMO_ORGANIZATIONS.find((o) => o.key === 'school')?.name;
  if (!schoolName) return null;
  const [school] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, schoolName));
  return school ?? null;
}

export async function seedOrganizations(db: Db, now: Date = new Date()): Promise<void> {
  const school = await demoSchool(db);
  if (!school) return;
  const [seeded] = await db
    .select({ id: organizationGroups.id })
    .from(organizationGroups)
    .where(eq(organizationGroups.organizationId, school.id))
    .limit(1);
  if (seeded) return;

  const [astana] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(sql`${cities.name}->>'ru' = 'Астана'`)
    .limit(1);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    // 65 seats for its 59 students holding one (the blocked one holds none): past 90 %, so the
    // administrator's pages show the seats warning.
    await tx
      .update(organizations)
      .set({ seatCount: 65, cityId: astana?.id ?? null })
      .where(eq(organizations.id, school.id));
    const staff = await tx
      .select({ username: users.username, membershipId: organizationMemberships.id })
      .from(organizationMemberships)
      .innerJoin(users, eq(users.id, organizationMemberships.userId))
      .where(
        and(
          eq(organizationMemberships.organizationId, school.id),
          inArray(users.username, ['school.teacher', 'school.student']),
        ),
      );
    const teacher = staff.find((s) => s.username === 'school.teacher')?.membershipId ?? null;
    const groups = await tx
      .insert(organizationGroups)
      .values(GROUPS.map((code, i) => ({ organizationId: school.id, code, mentorId: i === 1 ? null : teacher })))
      .returning({ id: organizationGroups.id, code: organizationGroups.code });
    const groupId = (code: string) => groups.find((g) => g.code === code)?.id ?? null;
    const student = staff.find((s) => s.username === 'school.student');
    if (student)
      await tx
        .update(organizationMemberships)
        .set({ groupId: groupId('10А') })
        .where(eq(organizationMemberships.id, student.membershipId));

    const rows = Array.from({ length: STUDENTS }, (_, i) => {
      const n = i + 1;
      const pending = n > 36;
      return {
        n,
        pending,
        status: pending
          ? ('PENDING_CONFIRMATION' as const)
          : n === 35
            ? ('SUSPENDED' as const)
            : n === 36
              ? ('BLOCKED' as const)
              : ('ACTIVE' as const),
        user: {
          username: `school.s${String(n).padStart(2, '0')}`,
          email: `school.s${String(n).padStart(2, '0')}@demo.bagdar.kz`,
          passwordHash: pending ? PENDING_PASSWORD_HASH : passwordHash,
          emailVerifiedAt: pending ? null : now,
          firstName: FIRST[i % FIRST.length] ?? 'Алия',
          lastName: LAST[(i + Math.floor(i / FIRST.length) * 4) % LAST.length] ?? 'Ахметова',
          gender: i % 2 === 0 ? ('FEMALE' as const) : ('MALE' as const),
          dateOfBirth: `${2008 + (i % 3)}-0${(i % 9) + 1}-1${i % 10}`,
          onboarded: !pending,
          termsAcceptedAt: pending ? null : now,
          privacyAcceptedAt: pending ? null : now,
        },
      };
    });
    const inserted = await tx
      .insert(users)
      .values(rows.map((r) => r.user))
      .onConflictDoNothing()
      .returning({ id: users.id, username: users.username });
    const byName = new Map(inserted.map((u) => [u.username, u.id]));
    const memberships = await tx
      .insert(organizationMemberships)
      .values(
        rows
          .filter((r) => byName.has(r.user.username))
          .map((r) => ({
            organizationId: school.id,
            userId: byName.get(r.user.username) ?? '',
            role: 'ORG_STUDENT' as const,
            status: r.status,
            groupId: groupId(GROUPS[r.n % GROUPS.length] ?? '10А'),
          })),
      )
      .returning({ id: organizationMemberships.id, userId: organizationMemberships.userId });
    // Every pending student has a code kept sealed (the admin can download and print them again);
    // school.s41's is the known DEMO_ACTIVATION_CODE.
    const knownUser = byName.get('school.s41');
    const pendingUsers = new Set(rows.filter((r) => r.pending).map((r) => byName.get(r.user.username)));
    const pendingMemberships = memberships.filter((m) => pendingUsers.has(m.userId));
    if (pendingMemberships.length > 0) {
      await tx.insert(activationCodes).values(
        pendingMemberships.map((m) => ({
          membershipId: m.id,
          expiresAt: activationExpiry(now),
          ...storedActivationCode(m.userId === knownUser ? DEMO_ACTIVATION_CODE : newActivationCode(), m.id),
        })),
      );
    }
  });
}
