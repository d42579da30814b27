import type { TAddWordBody, TMe, TWordEntry } from '@bagdar/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/uuid.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repo from './moderation.repository.ts';
import { skeleton } from './word-matcher.ts';
import { forgetWordLists } from './word-filter.service.ts';

/** Platform admins edit the word filter's lists; every change is audited. */

const toEntry = (row: Awaited<ReturnType<typeof repo.listWords>>[number]): TWordEntry => ({
  id: row.id,
  language: row.language,
  list: row.list,
  word: row.word,
  createdAt: row.createdAt.toISOString(),
});

export async function listWordEntries(db: Db): Promise<{ items: TWordEntry[] }> {
  return { items: (await repo.listWords(db)).map(toEntry) };
}

export async function addWord(db: Db, me: TMe, body: TAddWordBody): Promise<TWordEntry> {
  const word = body.word.toLocaleLowerCase();
  if (skeleton(word).length < 2) {
    throw new AppError('VALIDATION_ERROR', 400, 'A word needs at least two letters', {
      details: [{ field: 'word', code: 'word_too_short', message: 'word_too_short' }],
    });
  }
  const row = await db.transaction(async (tx) => {
    const inserted = await repo.insertWord(tx, { language: body.language, list: body.list, word, createdBy: me.id });
    if (!inserted) return null;
    await recordAudit(tx, {
      actorId: me.id,
      action: 'WORD_ADDED',
      subject: { type: 'FILTER_WORD', id: inserted.id },
      before: null,
      after: { language: inserted.language, list: inserted.list, word: inserted.word },
      detail: { language: inserted.language, list: inserted.list, word: inserted.word },
    });
    return inserted;
  });
  if (!row) throw new AppError('CONFLICT', 409, 'The word is already on this list', { reason: 'word_exists' });
  forgetWordLists(db);
  return toEntry(row);
}

export async function removeWord(db: Db, me: TMe, id: string): Promise<void> {
  const removed =
    isUuid(id) &&
    (await db.transaction(async (tx) => {
      const row = await repo.deleteWord(tx, id);
      if (!row) return false;
      await recordAudit(tx, {
        actorId: me.id,
        action: 'WORD_REMOVED',
        subject: { type: 'FILTER_WORD', id: row.id },
        before: { language: row.language, list: row.list, word: row.word },
        after: null,
        detail: { language: row.language, list: row.list, word: row.word },
      });
      return true;
    }));
  if (!removed) throw new AppError('NOT_FOUND', 404, 'No such word');
  forgetWordLists(db);
}
