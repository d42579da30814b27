import type { TApiErrorBody, TMe, TSearchPage } from '@bagdar/contracts';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/test-app.ts';
import { highlighter } from './post-text.ts';
import { searchFeed } from './search.service.ts';
import { postAt, signedInUser } from './social-fixtures.ts';

const ctx = useTestApp();
const db = () => ctx.app.database.db;

const search = async (session: string, q: string, extra = '') =>
  (
    await call(ctx.app, 'GET', `/api/v1/posts/search?q=${encodeURIComponent(q)}${extra}`, { session })
  ).json<TSearchPage>();

const marked = (page: TSearchPage, i = 0) => (page.items[i]?.highlight ?? []).filter((s) => s.match).map((s) => s.text);

async function seedTexts() {
  const { user, session } = await signedInUser(ctx.app);
  const texts = [
    'Сегодня кружок по робототехнике собрал первого робота #STEM',
    'Ертең ҰБТ-ға дайындық: математика және физика #кәсіп',
    'Preparing for the IELTS speaking test with my university friends #IELTS',
    'Университет выбран: поступаю на информатику #университет',
    'Қазақстандағы ең жақсы университеттер туралы пікір',
  ];
  for (const text of texts) await postAt(db(), user.id, text);
  return session;
}

describe('post search', () => {
  it('finds Russian, Kazakh and English words by prefix and marks them', async () => {
    const session = await seedTexts();
    const ru = await search(session, 'робототехник');
    expect(ru.items.map((p) => p.text)).toEqual([expect.stringContaining('робототехнике')]);
    expect(marked(ru)).toEqual(['робототехнике']);

    const kk = await search(session, 'дайындық');
    expect(kk.items).toHaveLength(1);
    expect(marked(kk)).toEqual(['дайындық']);

    const en = await search(session, 'ielts speaking');
    expect(en.items).toHaveLength(1);
    expect(marked(en)).toEqual(['IELTS', 'speaking', 'IELTS']);
    expect(en.items[0]?.highlight.map((s) => s.text).join('')).toBe(en.items[0]?.text);
  });

  it('finds topics and ranks better matches first', async () => {
    const session = await seedTexts();
    const page = await search(session, 'университет');
    expect(page.items[0]?.text).toContain('#университет');
    expect(page.items.map((p) => p.text)).toContain('Қазақстандағы ең жақсы университеттер туралы пікір');
  });

  it('falls back to trigram similarity for a typo', async () => {
    const session = await seedTexts();
    const page = await search(session, 'робототхнике');
    expect(page.items[0]?.text).toContain('робототехнике');
    expect(marked(page)).toEqual(['робототехнике']);
    const english = await search(session, 'univrsity');
    expect(english.items.map((p) => p.text)).toEqual([expect.stringContaining('university friends')]);
  });

  it('pages a typo search by cursor in its trigram mode, and refuses a cursor whose mode is forged', async () => {
    const { user, session } = await signedInUser(ctx.app);
    // Fewer than FEW_FTS_HITS (5) full-text hits for «олимпиада»: 2 exact posts and 3 near misses.
    for (let i = 0; i < 2; i++) await postAt(db(), user.id, `олимпиада ${i}`);
    for (let i = 0; i < 3; i++) await postAt(db(), user.id, `олимпиаде ${i}`);
    const pages: TSearchPage[] = [await search(session, 'олимпиада', '&limit=2')];
    while (pages.at(-1)?.nextCursor) {
      pages.push(await search(session, 'олимпиада', `&limit=2&cursor=${pages.at(-1)?.nextCursor}`));
    }
    const texts = pages.flatMap((page) => page.items.map((p) => p.text));
    // Exact matches first, then the near misses: a later page in full-text mode would have found none.
    expect(texts.slice(0, 2).sort()).toEqual(['олимпиада 0', 'олимпиада 1']);
    expect(texts.slice(2).sort()).toEqual(['олимпиаде 0', 'олимпиаде 1', 'олимпиаде 2']);
    const key = JSON.parse(Buffer.from(pages[0]?.nextCursor ?? '', 'base64url').toString('utf8')) as string[];
    expect(key.at(-1)).toBe('trgm');
    const forged = Buffer.from(JSON.stringify([...key.slice(0, -1), 'other'])).toString('base64url');
    const refused = await call(ctx.app, 'GET', `/api/v1/posts/search?q=олимпиада&limit=2&cursor=${forged}`, {
      session,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<TApiErrorBody>().details?.[0]?.code).toBe('cursor_invalid');
  });

  it('pages by cursor over (rank, id) without repeats', async () => {
    const { user, session } = await signedInUser(ctx.app);
    for (let i = 0; i < 7; i++) await postAt(db(), user.id, `${'олимпиада '.repeat(1 + (i % 3))}номер ${i}`);
    const first = await search(session, 'олимпиада', '&limit=3');
    const second = await search(session, 'олимпиада', `&limit=3&cursor=${first.nextCursor}`);
    const third = await search(session, 'олимпиада', `&limit=3&cursor=${second.nextCursor}`);
    const ids = [...first.items, ...second.items, ...third.items].map((p) => p.id);
    expect(ids).toHaveLength(7);
    expect(new Set(ids).size).toBe(7);
    expect(third.nextCursor).toBeNull();
  });

  it("ranks only the newest matches, and later pages keep the first page's candidates", async () => {
    const { user } = await signedInUser(ctx.app);
    const me = { id: user.id } as TMe;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    // Older posts match best but fall outside a bound of 5 candidates.
    for (let i = 0; i < 3; i++) await postAt(db(), user.id, `${'олимпиада '.repeat(4)}старый ${i}`, at(100 + i));
    for (let i = 0; i < 5; i++) {
      await postAt(db(), user.id, `${'олимпиада '.repeat(i === 2 ? 3 : 1)}новый ${i}`, at(50 - i));
    }
    const page = (cursor?: string) =>
      searchFeed(db(), me, { q: 'олимпиада', limit: 2, ...(cursor ? { cursor } : {}) }, { candidates: 5 });
    const first = await page();
    expect(first.items[0]?.text).toBe('олимпиада олимпиада олимпиада новый 2');
    // A better match written after the first page does not enter the set being paged.
    await postAt(db(), user.id, `${'олимпиада '.repeat(5)}свежий`);
    const second = await page(first.nextCursor ?? undefined);
    const third = await page(second.nextCursor ?? undefined);
    const texts = [...first.items, ...second.items, ...third.items].map((p) => p.text);
    expect(texts).toHaveLength(5);
    expect(new Set(texts).size).toBe(5);
    expect(texts.every((t) => t.includes('новый'))).toBe(true);
    expect(third.nextCursor).toBeNull();
    // A new search sees the new post first.
    expect((await page()).items[0]?.text).toContain('свежий');
  });

  it('finds the same newest candidates whether the window of newest posts holds them or not', async () => {
    const { user } = await signedInUser(ctx.app);
    const me = { id: user.id } as TMe;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    // Newest first: 2 misses, then matches and misses alternating; the oldest match ranks best.
    await postAt(db(), user.id, 'совсем другое', at(1));
    await postAt(db(), user.id, 'и это тоже', at(2));
    for (let i = 0; i < 6; i++) {
      await postAt(db(), user.id, `${'олимпиада '.repeat(i === 5 ? 4 : 1 + (i % 2))}номер ${i}`, at(10 + 2 * i));
      await postAt(db(), user.id, `пропуск ${i}`, at(11 + 2 * i));
    }
    const all = async (window: number) => {
      const texts: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await searchFeed(
          db(),
          me,
          { q: 'олимпиада', limit: 2, ...(cursor ? { cursor } : {}) },
          {
            candidates: 4,
            window,
          },
        );
        texts.push(...page.items.map((p) => p.text));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return texts;
    };
    // 20 posts read: the window holds all 4 candidates (step 1); 5 read: it holds 2 (step 2, all posts).
    const fromWindow = await all(20);
    const fromAll = await all(5);
    expect(fromWindow).toEqual(fromAll);
    expect(fromWindow).toHaveLength(4);
    // The 4 newest matches, better matches first; the best match (номер 5) is older than them.
    expect(fromWindow.slice(0, 2).sort()).toEqual(['олимпиада олимпиада номер 1', 'олимпиада олимпиада номер 3']);
    expect(fromWindow.slice(2).sort()).toEqual(['олимпиада номер 0', 'олимпиада номер 2']);
  });

  it('ranks the matches of the window alone when it holds enough of them, and searches all posts when it does not', async () => {
    const { user } = await signedInUser(ctx.app);
    const me = { id: user.id } as TMe;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    // The 6 newest posts hold 3 matches; 2 older matches rank best.
    for (let i = 0; i < 3; i++) {
      await postAt(db(), user.id, `олимпиада окно ${i}`, at(1 + 2 * i));
      await postAt(db(), user.id, `пропуск ${i}`, at(2 + 2 * i));
    }
    for (let i = 0; i < 2; i++) await postAt(db(), user.id, `${'олимпиада '.repeat(4)}старый ${i}`, at(60 + i));
    const texts = async (enough: number) =>
      (await searchFeed(db(), me, { q: 'олимпиада', limit: 10 }, { candidates: 4, window: 6, enough })).items.map(
        (p) => p.text,
      );
    // 3 matches in the window are enough (2 asked for): the older, better matches are not candidates.
    expect((await texts(2)).sort()).toEqual(['олимпиада окно 0', 'олимпиада окно 1', 'олимпиада окно 2']);
    // 3 are not enough (4 asked for): the 4 newest matches of all posts, the older one ranked first.
    const fromAll = await texts(4);
    expect(fromAll).toHaveLength(4);
    expect(fromAll[0]).toBe('олимпиада олимпиада олимпиада олимпиада старый 0');
  });

  it('refuses a 1-character query with search_too_short', async () => {
    const { session } = await signedInUser(ctx.app);
    const response = await call(ctx.app, 'GET', '/api/v1/posts/search?q=%20я%20', { session });
    expect(response.statusCode).toBe(400);
    expect(response.json<TApiErrorBody>().details?.[0]?.code).toBe('search_too_short');
  });

  it('highlights without merging matched words into plain runs', () => {
    expect(highlighter(['ент'])('ЕНТ — это #ЕНТ!')).toEqual([
      { text: 'ЕНТ', match: true },
      { text: ' — это #', match: false },
      { text: 'ЕНТ', match: true },
      { text: '!', match: false },
    ]);
  });
});
