import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './env.ts';
import type { TStoredMail } from './smtp-sink.ts';

function mailsTo(address: string): TStoredMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(MAIL_DIR).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(join(MAIL_DIR, file), 'utf8')) as TStoredMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for the newest message to `address` and returns the first link in it that contains `pathPart`. */
export async function linkFromLatestMail(address: string, pathPart: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const latest = mailsTo(address).at(-1);
        const match =
          latest && new RegExp(`https?://[^\\s"'<>]*${pathPart}[^\\s"'<>]*`).exec(latest.text + latest.html);
        link = match?.[0] ?? '';
        return link;
      },
      { message: `a mail to ${address} with a ${pathPart} link`, timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}
