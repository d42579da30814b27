import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../plugins/storage.ts';
import { BackupError, createBackup, restoreBackup } from './backup.ts';

/**
 * `npm run backup [-- --out FILE]` and `npm run restore -- ARCHIVE [--force]`, with the same
 * configuration as the API (DATABASE_URL or DATA_DIR, and the media store). With the embedded
 * database (PGlite) stop the API first: a second process cannot open its data directory.
 */
const [command, ...args] = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

async function main(): Promise<void> {
  const config = loadConfig();
  const storage = createStorage(config);
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const archive = path.resolve(option('--out') ?? path.join('backups', `bagdar-${stamp}.tar`));
    const database = await openDatabase(config, pino({ level: 'warn' }));
    try {
      const manifest = await createBackup({ database, databaseUrl: config.databaseUrl, storage }, archive);
      const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
      console.log(
        `${archive}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.media.length} files`,
      );
      if (manifest.missingMedia.length)
        console.log(`files already gone from the store: ${manifest.missingMedia.join(', ')}`);
    } finally {
      await database.close();
    }
  } else if (command === 'restore') {
    const archive = args.find((arg) => !arg.startsWith('--'));
    if (!archive) throw new BackupError('usage: npm run restore -- ARCHIVE [--force]');
    const manifest = await restoreBackup(path.resolve(archive), {
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      storage,
      force: flag('--force'),
    });
    console.log(`restored the backup of ${manifest.createdAt}: ${manifest.media.length} files`);
  } else {
    throw new BackupError('usage: cli.ts backup [--out FILE] | restore ARCHIVE [--force]');
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
