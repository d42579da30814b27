import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdtemp, open, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { media } from '../db/schema/media.ts';
import { createLocalStorage } from '../plugins/storage.ts';
import { createUser } from '../test/factories.ts';
import { openTestDatabase, onPostgresServer, type TestDatabase } from '../test/test-db.ts';
import { createBackup, restoreBackup, type BackupManifest } from './backup.ts';
import { appendEntry, finishArchive, listEntries } from './tar.ts';

let testDb: TestDatabase;
let work: string;
beforeAll(async () => {
  testDb = await openTestDatabase();
  await testDb.reset();
  work = await mkdtemp(path.join(tmpdir(), 'bagdar-backup-test-'));
}, 60_000);
afterAll(async () => {
  await testDb.dispose();
  await rm(work, { recursive: true, force: true });
});

const sha256 = async (file: string) => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};

/** Users, and media rows whose files are in a local store. */
async function seed(mediaRoot: string, files: number) {
  const db = testDb.database.db;
  const storage = createLocalStorage(mediaRoot);
  const { user } = await createUser(db);
  for (let i = 0; i < files; i += 1) {
    const key = `${randomBytes(8).toString('hex')}.webp`;
    const bytes = randomBytes(1000 + i * 500);
    await storage.put(key, bytes, 'image/webp');
    await db.insert(media).values({
      ownerId: user.id,
      kind: 'IMAGE',
      purpose: 'post',
      storageKey: key,
      contentType: 'image/webp',
      bytes: bytes.length,
    });
  }
  return storage;
}

/** Row counts of every table of `public`, read with `query`. */
async function tableCounts(query: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) {
  const tables = (await query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).rows;
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    counts[String(tablename)] = Number(
      (await query(`SELECT count(*) AS n FROM public."${String(tablename)}"`)).rows[0]?.n,
    );
  }
  return counts;
}

/** Rebuilds `archive` with its manifest edited (and its checksum made to match). */
async function withManifest(archive: string, edit: (manifest: BackupManifest) => void, to: string) {
  const handle = await open(archive, 'r');
  const entries = await listEntries(handle);
  const out = createWriteStream(to);
  for (const entry of entries.values()) {
    const bytes = Buffer.alloc(entry.size);
    await handle.read(bytes, 0, entry.size, entry.offset);
    if (entry.name === 'manifest.sha256') continue;
    if (entry.name === 'manifest.json') {
      const manifest = JSON.parse(bytes.toString('utf8')) as BackupManifest;
      edit(manifest);
      const edited = Buffer.from(JSON.stringify(manifest));
      await appendEntry(out, 'manifest.json', edited);
      await appendEntry(out, 'manifest.sha256', Buffer.from(createHash('sha256').update(edited).digest('hex')));
    } else {
      await appendEntry(out, entry.name, bytes);
    }
  }
  await handle.close();
  await finishArchive(out);
}

describe('backup and restore', () => {
  // The timeout: on PGlite the whole data directory is dumped once and loaded twice, which took past
  // three minutes with CI's other tier on the second core.
  it('backs up while writes go on, restores elsewhere with every row and file, and refuses bad archives', async () => {
    const sourceMedia = path.join(work, 'source-media');
    const storage = await seed(sourceMedia, 5);
    const archive = path.join(work, 'backup.tar');

    // Writes go on during the backup: users are created until it is done.
    let writing = true;
    const writer = (async () => {
      let written = 0;
      while (writing) {
        await createUser(testDb.database.db);
        written += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return written;
    })();
    const manifest = await createBackup({ database: testDb.database, databaseUrl: testDb.url, storage }, archive);
    writing = false;
    expect(await writer).toBeGreaterThan(0);
    expect(manifest.media).toHaveLength(5);
    expect(manifest.tables.users).toBeGreaterThanOrEqual(1);

    // Restored into a fresh place: every table has the snapshot's rows, every file its bytes.
    const restoredMedia = path.join(work, 'restored-media');
    const restoredStorage = createLocalStorage(restoredMedia);
    let restoredCounts: Record<string, number>;
    let targetUrl: string | undefined;
    const dataDir = path.join(work, 'restored-pglite');
    if (testDb.url) {
      const server = new URL(testDb.url);
      const name = `bagdar_restore_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: testDb.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      // The restored database goes when the test ends, passed or failed: the server is shared.
      onTestFinished(async () => {
        const dropper = new pg.Client({ connectionString: testDb.url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      });
      server.pathname = `/${name}`;
      targetUrl = server.toString();
    }
    const target = { databaseUrl: targetUrl, dataDir, storage: restoredStorage, force: false };
    await restoreBackup(archive, target);
    if (targetUrl) {
      const client = new pg.Client({ connectionString: targetUrl });
      await client.connect();
      restoredCounts = await tableCounts((text) => client.query(text));
      await client.end();
    } else {
      const restored = new PGlite({ dataDir, extensions: { pg_trgm } });
      restoredCounts = await tableCounts((text) => restored.query<Record<string, unknown>>(text));
      await restored.close();
    }
    expect(restoredCounts).toEqual(manifest.tables);
    for (const item of manifest.media) {
      expect(await sha256(path.join(restoredMedia, item.key))).toBe(await sha256(path.join(sourceMedia, item.key)));
    }

    // A second restore into the now non-empty target is refused, and goes through with force.
    await expect(restoreBackup(archive, target)).rejects.toThrow(/not empty/);
    await restoreBackup(archive, { ...target, force: true });

    // A corrupted, a truncated and a newer-schema archive are refused before anything is written.
    const untouched = { ...target, dataDir: path.join(work, 'never-written'), databaseUrl: undefined };
    const corrupted = path.join(work, 'corrupted.tar');
    await copyFile(archive, corrupted);
    const bytes = await readFile(corrupted);
    bytes[1024 + 100] = (bytes[1024 + 100] ?? 0) ^ 0xff;
    await writeFile(corrupted, bytes);
    await expect(restoreBackup(corrupted, untouched)).rejects.toThrow(/refused/);
    const truncated = path.join(work, 'truncated.tar');
    await copyFile(archive, truncated);
    await truncate(truncated, Math.floor(bytes.length / 2));
    await expect(restoreBackup(truncated, untouched)).rejects.toThrow(/refused/);
    const newer = path.join(work, 'newer.tar');
    await withManifest(archive, (m) => (m.schema.newestMigrationAt += 86_400_000), newer);
    await expect(restoreBackup(newer, untouched)).rejects.toThrow(/newer database schema/);
    expect(await readdir(work)).not.toContain('never-written');
  }, 480_000);

  it.skipIf(!onPostgresServer)('runs on PostgreSQL with pg_dump and pg_restore', () => {
    // The test above runs on the server when TEST_DATABASE_URL is set; this names it in the report.
    expect(onPostgresServer).toBe(true);
  });
});
