import { randomBytes } from 'node:crypto';
import type {
  TGlobalRole,
  TMembershipStatus,
  TOrganizationRole,
  TOrganizationType,
  TSubscriptionStatus,
  TTier,
} from '@bagdar/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';
import { organizationMemberships, organizations } from '../db/schema/organizations.ts';
import { subscriptions } from '../db/schema/subscriptions.ts';
import { users, type UserRow } from '../db/schema/users.ts';
import { hashPassword } from '../lib/secrets.ts';

export const TEST_PASSWORD = 'Str0ng!pass';
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

const DAY = 86_400_000;
const WINDOWS = {
  current: [-30, 30],
  ended: [-60, -1],
  future: [1, 60],
} as const;

export interface UserFactoryOptions {
  username?: string;
  email?: string;
  password?: string;
  role?: TGlobalRole;
  verified?: boolean;
  onboarded?: boolean;
  tier?: TTier;
  subscriptionStatus?: TSubscriptionStatus;
  org?: {
    role?: TOrganizationRole;
    status?: TMembershipStatus;
    window?: keyof typeof WINDOWS;
    type?: TOrganizationType;
  };
}

/** Inserts a user (with subscription and organisation when asked); returns the row and its password. */
export async function createUser(
  db: Db,
  options: UserFactoryOptions = {},
): Promise<{ user: UserRow; password: string; username: string }> {
  const suffix = randomBytes(4).toString('hex');
  const username = options.username ?? `user_${suffix}`;
  const password = options.password ?? TEST_PASSWORD;
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: (options.email ?? `${username}@example.kz`).toLowerCase(),
      passwordHash: await hashOnce(password),
      role: options.role ?? 'USER',
      firstName: 'Айдана',
      lastName: 'Серикова',
      emailVerifiedAt: options.verified === false ? null : new Date(),
      onboarded: options.onboarded ?? true,
    })
    .returning();
  if (!user) throw new Error('createUser: no row');
  if (options.tier && options.tier !== 'FREE') {
    await db.insert(subscriptions).values({
      userId: user.id,
      tier: options.tier,
      status: options.subscriptionStatus ?? 'ACTIVE',
      renewsAt: new Date(Date.now() + 365 * DAY),
      billingIntervalUnit: 'YEAR',
      billingIntervalCount: 1,
    });
  }
  if (options.org) {
    const [start, end] = WINDOWS[options.org.window ?? 'current'];
    const [org] = await db
      .insert(organizations)
      .values({
        name: `Org ${suffix}`,
        type: options.org.type ?? 'SCHOOL',
        subscriptionStartsAt: new Date(Date.now() + start * DAY),
        subscriptionEndsAt: new Date(Date.now() + end * DAY),
      })
      .returning();
    if (!org) throw new Error('createUser: no organisation');
    await db.insert(organizationMemberships).values({
      organizationId: org.id,
      userId: user.id,
      role: options.org.role ?? 'ORG_STUDENT',
      status: options.org.status ?? 'ACTIVE',
    });
  }
  return { user, password, username };
}

/** The newest mail to an address from the outbox. */
export async function lastMailTo(db: Db, to: string, kind?: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row ?? null;
}

/** The token in a mailed verification (`?token=`) or reset (`/reset-password/<token>`) link. */
export function tokenFromMail(text: string): string {
  const match = /token=([A-Za-z0-9_-]+)/.exec(text) ?? /reset-password\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no token in mail: ${text}`);
  return match[1];
}
