import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { Storage } from '../../plugins/storage.ts';
import { organizationMemberships, organizations } from '../schema/organizations.ts';
import { subscriptions } from '../schema/subscriptions.ts';
import { users } from '../schema/users.ts';
import { hashPassword } from '../../lib/secrets.ts';
import { seedCareers } from './careers-seed.ts';
import { seedBilling } from './billing-seed.ts';
import { seedAnalytics } from './analytics-seed.ts';
import { seedPlanReviews } from './plan-reviews-seed.ts';
import { seedDemoContent } from './demo-content-seed.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATIONS, DEMO_PASSWORD, daysFrom, type DemoOrgKey } from './demo-data.ts';
import { seedInstitutions } from './institutions-seed.ts';
import { seedNotifications } from './notifications-seed.ts';
import { seedOrganizations } from './organizations-seed.ts';
import { seedProfiles } from './profile-seed.ts';
import { seedProjects } from './projects-seed.ts';
import { seedPrivacy } from './privacy-seed.ts';
import { seedSocial } from './social-seed.ts';
import { seedModeration } from './moderation-seed.ts';
import { seedContrastPlans } from './careers-contrast-seed.ts';

/**
 * Creates the demo organisations and accounts that do not exist yet, then the demo content
 * (instruments, catalogues, an analysed demo user); running it again changes nothing.
 */
export async function seedDemo(db: Db, now: Date = new Date(), storage?: Storage): Promise<{ created: number }> {
  const accounts = await seedDemoAccounts(db, now);
  await seedDemoContent(db, now, storage);
  await seedProfiles(db, storage);
  await seedSocial(db, now, storage);
  await seedPrivacy(db);
  await seedNotifications(db);
  // Careers first: it gives demo.pro the personality analysis that demo.pro's saved enrollment
  // analysis (institutions seed) is computed with.
  await seedCareers(db, now);
  await seedInstitutions(db);
  // After the institutions: demo.analyst's ENROLLMENT plan targets one of them.
  await seedContrastPlans(db, now);
  await seedOrganizations(db, now);
  await seedAnalytics(db, now);
  await seedPlanReviews(db, now);
  await seedModeration(db, now);
  await seedProjects(db, now, storage);
  await seedBilling(db, now);
  return accounts;
}

async function seedDemoAccounts(db: Db, now: Date): Promise<{ created: number }> {
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((a) => a.email),
      ),
    );
  const known = new Set(existing.map((row) => row.email));
  const missing = DEMO_ACCOUNTS.filter((account) => !known.has(account.email));
  if (missing.length === 0) return { created: 0 };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const orgIds = await ensureOrganizations(tx, now);
    for (const account of missing) {
      const [user] = await tx
        .insert(users)
        .values({
          username: account.username,
          email: account.email,
          emailVerifiedAt: now,
          passwordHash,
          role: account.role ?? 'USER',
          firstName: account.firstName,
          lastName: account.lastName,
          gender: account.gender,
          dateOfBirth: account.dateOfBirth,
          city: account.city,
          educationStatus: account.educationStatus,
          interests: account.interests,
          locale: account.locale,
          onboarded: true,
          termsAcceptedAt: now,
          privacyAcceptedAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error(`seed: could not create ${account.username}`);
      if (account.tier) {
        await tx.insert(subscriptions).values({
          userId: user.id,
          tier: account.tier,
          status: 'ACTIVE',
          renewsAt: daysFrom(now, 365),
          billingIntervalUnit: 'YEAR',
          billingIntervalCount: 1,
          autoRenew: true,
        });
      }
      if (account.org) {
        await tx
          .insert(organizationMemberships)
          .values({
            organizationId: orgIds[account.org.key],
            userId: user.id,
            role: account.org.role,
            status: 'ACTIVE',
          })
          .onConflictDoNothing();
      }
    }
  });
  return { created: missing.length };
}

async function ensureOrganizations(tx: Db, now: Date): Promise<Record<DemoOrgKey, string>> {
  const ids: Partial<Record<DemoOrgKey, string>> = {};
  for (const org of DEMO_ORGANIZATIONS) {
    const [found] = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, org.name));
    const [row] = found
      ? [found]
      : await tx
          .insert(organizations)
          .values({
            name: org.name,
            type: org.type,
            subscriptionStartsAt: daysFrom(now, org.startsInDays),
            subscriptionEndsAt: daysFrom(now, org.endsInDays),
          })
          .returning({ id: organizations.id });
    if (!row) throw new Error(`seed: could not create ${org.name}`);
    ids[org.key] = row.id;
  }
  return ids as Record<DemoOrgKey, string>;
}
