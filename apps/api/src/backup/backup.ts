import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import type { Storage } from '../plugins/storage.ts';
import { appendEntry, entryChecksum, entryStream, finishArchive, listEntries, type TarEntry } from './tar.ts';

const run = promisify(execFile);

/**
 * One backup archive (a plain tar): the database snapshot, every stored file the snapshot's `media`
 * rows name, `manifest.json` (what is inside, with sha256 of every entry) and `manifest.sha256`.
 */
export interface BackupManifest {
  format: 'bagdar-backup';
  version: 1;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; file: string; sha256: string; bytes: number };
  /** The migrations applied in the snapshot: their number and the newest one's journal time. */
  schema: { migrations: number; newestMigrationAt: number };
  /** Rows of every table of the snapshot's `public` schema. */
  tables: Record<string, number>;
  media: { key: string; file: string; contentType: string; sha256: string; bytes: number }[];
  /** Files a snapshot row names but the store no longer had (deleted after the snapshot). */
  missingMedia: string[];
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const JOURNAL = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations/meta/_journal.json');

/** The newest migration this code knows (the journal's last `when`). */
export async function codeSchema(): Promise<{ migrations: number; newestMigrationAt: number }> {
  const journal = JSON.parse(await readFile(JOURNAL, 'utf8')) as { entries: { when: number }[] };
  return {
    migrations: journal.entries.length,
    newestMigrationAt: Math.max(...journal.entries.map((entry) => entry.when)),
  };
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Row counts, migrations and media rows, read through `query` (one snapshot). */
async function describeSnapshot(query: Query) {
  const tables = (
    await query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
  ).rows.map((row) => String(row.tablename));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    counts[table] = Number((await query(`SELECT count(*) AS n FROM public."${table}"`)).rows[0]?.n ?? 0);
  }
  const migrations = (
    await query(`SELECT count(*) AS n, coalesce(max(created_at), 0) AS newest FROM drizzle.__drizzle_migrations`)
  ).rows[0];
  const media = (await query(`SELECT storage_key, content_type FROM public.media ORDER BY storage_key`)).rows.map(
    (row) => ({ key: String(row.storage_key), contentType: String(row.content_type) }),
  );
  return {
    tables: counts,
    schema: { migrations: Number(migrations?.n ?? 0), newestMigrationAt: Number(migrations?.newest ?? 0) },
    media,
  };
}

async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** pg_dump must be at least the server's major version (it refuses newer servers). */
async function checkPgDump(client: pg.Client): Promise<void> {
  const { stdout } = await run('pg_dump', ['--version']).catch(() => {
    throw new BackupError('pg_dump was not found on PATH (Debian: apt-get install postgresql-client)');
  });
  const tool = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1] ?? 0);
  const server = Math.floor(
    Number(
      (await client.query<{ server_version_num: string }>('SHOW server_version_num')).rows[0]?.server_version_num,
    ) / 10000,
  );
  if (tool < server) throw new BackupError(`pg_dump ${tool} is older than the server (PostgreSQL ${server})`);
}

/**
 * PostgreSQL: pg_dump (custom format) of a snapshot exported by a repeatable-read transaction, which
 * also reads the row counts and media rows — all of one instant while writes go on.
 */
async function snapshotPostgres(databaseUrl: string, work: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await checkPgDump(client);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = String((await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]?.id);
    const described = await describeSnapshot((text) => client.query(text));
    const file = path.join(work, 'database.dump');
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-acl',
      `--snapshot=${snapshot}`,
      `--file=${file}`,
      `--dbname=${databaseUrl}`,
    ]);
    await client.query('COMMIT');
    return { ...described, file, name: 'database.dump' };
  } finally {
    await client.end();
  }
}

/**
 * PGlite: its data directory as a tarball, taken between two statements; the counts and media rows
 * are read from that very tarball, opened in memory, so they match it exactly.
 */
async function snapshotPglite(database: Database, work: string) {
  if (!database.dumpDataDir) throw new BackupError('this database cannot dump its data directory');
  const dump = await database.dumpDataDir();
  const file = path.join(work, 'pglite-data.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  const copy = new PGlite({ loadDataDir: dump, extensions: { pg_trgm } });
  try {
    const described = await describeSnapshot((text) => copy.query<Record<string, unknown>>(text));
    return { ...described, file, name: 'pglite-data.tar.gz' };
  } finally {
    await copy.close();
  }
}

/** Writes a backup of `database` (and of the files in `storage` its media rows name) to `archive`. */
export async function createBackup(
  options: { database: Database; databaseUrl: string | undefined; storage: Storage },
  archive: string,
): Promise<BackupManifest> {
  const work = await mkdtemp(path.join(tmpdir(), 'bagdar-backup-'));
  try {
    const snap = options.databaseUrl
      ? await snapshotPostgres(options.databaseUrl, work)
      : await snapshotPglite(options.database, work);
    await mkdir(path.dirname(path.resolve(archive)), { recursive: true });
    const partial = `${archive}.part`;
    const out = createWriteStream(partial);
    const dbBytes = (await stat(snap.file)).size;
    await appendEntry(out, snap.name, { path: snap.file, size: dbBytes });
    const media: BackupManifest['media'] = [];
    const missingMedia: string[] = [];
    for (const [index, item] of snap.media.entries()) {
      const spooled = path.join(work, `media-${index}`);
      try {
        const object = await options.storage.get(item.key);
        await pipeline(object.stream, createWriteStream(spooled));
      } catch {
        missingMedia.push(item.key);
        continue;
      }
      const file = `media/${index}`;
      const bytes = (await stat(spooled)).size;
      await appendEntry(out, file, { path: spooled, size: bytes });
      media.push({ key: item.key, file, contentType: item.contentType, sha256: await sha256File(spooled), bytes });
      await rm(spooled, { force: true });
    }
    const manifest: BackupManifest = {
      format: 'bagdar-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      database: {
        kind: options.databaseUrl ? 'postgres' : 'pglite',
        file: snap.name,
        sha256: await sha256File(snap.file),
        bytes: dbBytes,
      },
      schema: snap.schema,
      tables: snap.tables,
      media,
      missingMedia,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await appendEntry(out, 'manifest.json', manifestBytes);
    await appendEntry(out, 'manifest.sha256', Buffer.from(createHash('sha256').update(manifestBytes).digest('hex')));
    await finishArchive(out);
    await rm(archive, { force: true });
    await rename(partial, archive);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Reads and checks an archive: every entry present and matching its checksum, the schema not newer than the code. */
export async function verifyBackup(
  archive: string,
): Promise<{ manifest: BackupManifest; entries: Map<string, TarEntry> }> {
  const file = await open(archive, 'r').catch(() => {
    throw new BackupError(`cannot read ${archive}`);
  });
  let entries: Map<string, TarEntry>;
  try {
    entries = await listEntries(file);
  } catch (err) {
    throw new BackupError(`refused: ${(err as Error).message}`);
  } finally {
    await file.close();
  }
  const manifestEntry = entries.get('manifest.json');
  const sumEntry = entries.get('manifest.sha256');
  if (!manifestEntry || !sumEntry) throw new BackupError('refused: the archive has no manifest (truncated?)');
  const read = async (entry: TarEntry) => {
    const handle = await open(archive, 'r');
    try {
      const buffer = Buffer.alloc(entry.size);
      await handle.read(buffer, 0, entry.size, entry.offset);
      return buffer;
    } finally {
      await handle.close();
    }
  };
  const manifestBytes = await read(manifestEntry);
  if (createHash('sha256').update(manifestBytes).digest('hex') !== (await read(sumEntry)).toString('utf8')) {
    throw new BackupError('refused: the manifest does not match its checksum (corrupted)');
  }
  const manifest = JSON.parse(manifestBytes.toString('utf8')) as BackupManifest;
  if (manifest.format !== 'bagdar-backup' || manifest.version !== 1)
    throw new BackupError('refused: not a Bagdar backup');
  const files = [
    { file: manifest.database.file, sha256: manifest.database.sha256 },
    ...manifest.media.map((item) => ({ file: item.file, sha256: item.sha256 })),
  ];
  for (const { file: name, sha256 } of files) {
    const entry = entries.get(name);
    if (!entry) throw new BackupError(`refused: ${name} is missing from the archive (truncated?)`);
    if ((await entryChecksum(archive, entry)) !== sha256) throw new BackupError(`refused: ${name} is corrupted`);
  }
  const code = await codeSchema();
  if (manifest.schema.newestMigrationAt > code.newestMigrationAt || manifest.schema.migrations > code.migrations) {
    throw new BackupError(
      'refused: the archive holds a newer database schema than this code knows; restore it with the newer version',
    );
  }
  return { manifest, entries };
}

export interface RestoreTarget {
  /** A PostgreSQL database (empty) to restore into; otherwise a PGlite data directory. */
  databaseUrl: string | undefined;
  dataDir: string;
  storage: Storage;
  /** Replace what the target database holds. */
  force: boolean;
}

async function pgliteTargetEmpty(dataDir: string): Promise<boolean> {
  const found = await readdir(dataDir).catch(() => []);
  return found.length === 0;
}

async function postgresTables(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Restores a checked archive into an empty target (or, with `force`, over what it holds). */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<BackupManifest> {
  const { manifest, entries } = await verifyBackup(archive);
  const dbEntry = entries.get(manifest.database.file) as TarEntry;
  if (target.databaseUrl) {
    if (manifest.database.kind !== 'postgres')
      throw new BackupError(
        'refused: this archive is of an embedded database (PGlite); restore it with DATABASE_URL unset',
      );
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      if ((await postgresTables(client)) > 0) {
        if (!target.force)
          throw new BackupError('refused: the target database is not empty (use --force to replace it)');
        await client.query(
          'DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;',
        );
      }
    } finally {
      await client.end();
    }
    const work = await mkdtemp(path.join(tmpdir(), 'bagdar-restore-'));
    try {
      const dump = path.join(work, 'database.dump');
      await pipeline(entryStream(archive, dbEntry), createWriteStream(dump));
      await run('pg_restore', [
        '--no-owner',
        '--no-acl',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${target.databaseUrl}`,
        dump,
      ]).catch((err: { stderr?: string }) => {
        throw new BackupError(`pg_restore failed: ${err.stderr ?? 'no output'}`);
      });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  } else {
    if (manifest.database.kind !== 'pglite')
      throw new BackupError('refused: this archive is of a PostgreSQL server; restore it with DATABASE_URL set');
    if (!(await pgliteTargetEmpty(target.dataDir))) {
      if (!target.force) throw new BackupError(`refused: ${target.dataDir} is not empty (use --force to replace it)`);
      await rm(target.dataDir, { recursive: true, force: true });
    }
    await mkdir(target.dataDir, { recursive: true });
    const chunks: Buffer[] = [];
    for await (const chunk of entryStream(archive, dbEntry)) chunks.push(chunk as Buffer);
    const restored = new PGlite({
      dataDir: target.dataDir,
      loadDataDir: new Blob([Buffer.concat(chunks)]),
      extensions: { pg_trgm },
    });
    await restored.waitReady;
    await restored.close();
  }
  for (const item of manifest.media) {
    await target.storage.put(item.key, entryStream(archive, entries.get(item.file) as TarEntry), item.contentType);
  }
  return manifest;
}
