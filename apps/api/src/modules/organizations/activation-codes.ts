import { randomInt } from 'node:crypto';
import { ORG_LIMITS } from '@bagdar/contracts';
import { sha256 } from '../../lib/secrets.ts';

/** Activation codes: random, easy to type from paper (no 0/O, 1/I), stored only as a hash. */

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newActivationCode(): string {
  let code = '';
  for (let i = 0; i < ORG_LIMITS.activationCodeLength; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** As typed: case, spaces and dashes do not matter. */
export function activationCodeHash(code: string): string {
  return sha256(code.toUpperCase().replace(/[\s-]/g, ''));
}

export function activationExpiry(now: Date): Date {
  return new Date(now.getTime() + ORG_LIMITS.activationCodeDays * 86_400_000);
}

/** A username from an e-mail's local part with a random tail (the contract's character set). */
export function usernameFromEmail(email: string): string {
  const base = (email.split('@')[0] ?? 'user').replace(/[^a-zA-Z0-9_.]/g, '').slice(0, 20) || 'user';
  return `${base}.${randomInt(1000, 10000)}`.toLowerCase();
}
