import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { ORG_LIMITS } from '@bagdar/contracts';
import { sha256 } from '../../lib/secrets.ts';

/**
 * Activation codes: random, easy to type from paper (no 0/O, 1/I). The database finds a code by its
 * hash and also keeps it sealed with AES-256-GCM under ACTIVATION_CODE_KEY, so the codes still valid
 * can be downloaded and printed again (decision record 026).
 */

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

/**
 * The key of development, tests and the demo when ACTIVATION_CODE_KEY is unset (config.ts refuses to
 * start without one in production): derived from a fixed label, so codes sealed by one run open in
 * the next, and known to anyone who reads this file.
 */
export const DEV_ACTIVATION_CODE_KEY = createHash('sha256').update('bagdar development activation-code key').digest();

/** 32 bytes from 64 hex characters or from base64 (standard or URL-safe); null for anything else. */
export function parseActivationCodeKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes : null;
}

let sealingKey: Buffer = DEV_ACTIVATION_CODE_KEY;

/** Set once at start-up from the configuration (the API and the worker process both do). */
export function setActivationCodeKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('The activation code key must be 32 bytes');
  sealingKey = key;
}

const VERSION = 'v1';

/**
 * The code sealed for one membership: `v1.<iv>.<ciphertext>.<tag>`, base64url. The membership id is
 * the associated data, so a sealed value copied onto another membership's row does not open.
 */
export function sealActivationCode(code: string, membershipId: string, key: Buffer = sealingKey): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(membershipId, 'utf8'));
  const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/**
 * The code in clear, or null when it cannot be opened: another key sealed it (the key was changed),
 * the value was altered, or it belongs to another membership. Never throws on such input.
 */
export function openActivationCode(sealed: string, membershipId: string, key: Buffer = sealingKey): string | null {
  const [version, iv, body, tag, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !body || !tag || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: 16 });
    decipher.setAAD(Buffer.from(membershipId, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A code's stored form: the hash it is found by at activation and its sealed copy. */
export function storedActivationCode(code: string, membershipId: string): { codeHash: string; codeSealed: string } {
  return { codeHash: activationCodeHash(code), codeSealed: sealActivationCode(code, membershipId) };
}

/** A username from an e-mail's local part with a random tail (the contract's character set). */
export function usernameFromEmail(email: string): string {
  const base = (email.split('@')[0] ?? 'user').replace(/[^a-zA-Z0-9_.]/g, '').slice(0, 20) || 'user';
  return `${base}.${randomInt(1000, 10000)}`.toLowerCase();
}
