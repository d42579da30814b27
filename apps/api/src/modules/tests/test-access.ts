import { ageOn, decideAccess, type TAccessPolicy, type TMe, type TTestTier, type TTier } from '@bagdar/contracts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Who may take a test: the tier policy (a STANDARD test needs STANDARD_OR_ORG, a PRO test
 * PRO_OR_ORG, super admins pass) and the minimum age from the date of birth.
 */

const POLICY_BY_TIER: Record<TTier, TAccessPolicy> = {
  // No test is free (spec §6, decision 006); a row from before that rule counts as STANDARD.
  FREE: 'STANDARD_OR_ORG',
  STANDARD: 'STANDARD_OR_ORG',
  PRO: 'PRO_OR_ORG',
};

/** The tier a stored test requires, as the authoring contract spells it. */
export function testTier(tier: TTier): TTestTier {
  return tier === 'FREE' ? 'STANDARD' : tier;
}

export type TestAccess = { allowed: true } | { allowed: false; reason: string };
export type TestAvailability =
  { available: true } | { available: false; reason: 'under_minimum_age' | 'date_of_birth_missing' };

export function testAccess(me: TMe, requiredTier: TTier, now: Date = new Date()): TestAccess {
  return decideAccess(me, POLICY_BY_TIER[requiredTier], { superAdminBypass: true, now });
}

export function testAvailability(me: TMe, minimumAge: number, now: Date = new Date()): TestAvailability {
  if (minimumAge <= 0) return { available: true };
  if (!me.dateOfBirth) return { available: false, reason: 'date_of_birth_missing' };
  return ageOn(me.dateOfBirth, now) >= minimumAge
    ? { available: true }
    : { available: false, reason: 'under_minimum_age' };
}

/** Throws 403 PAYWALL (with the policy reason) or 403 UNDER_MINIMUM_AGE (with meta.minimumAge). */
export function assertMayTake(me: TMe, version: { requiredTier: TTier; minimumAge: number }, now = new Date()): void {
  const access = testAccess(me, version.requiredTier, now);
  if (!access.allowed) {
    throw new AppError('PAYWALL', 403, 'Your plan does not include this test', { reason: access.reason });
  }
  const availability = testAvailability(me, version.minimumAge, now);
  if (!availability.available) {
    throw new AppError('UNDER_MINIMUM_AGE', 403, 'This test has a minimum age', {
      reason: availability.reason,
      meta: { minimumAge: String(version.minimumAge) },
    });
  }
}
