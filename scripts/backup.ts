/**
 * `npm run backup [file]`: a backup of the shop's database, product images included, written to
 * `file` (default backups/shop-<server|embedded>-<time>.<dump|tar.gz>). With DATABASE_URL it runs
 * pg_dump against the running shop's database; without it, it archives the embedded database in
 * DATA_DIR, which the shop must not have open: stop `npm start` first.
 * docs/operations/backup-and-restore.md says more.
 */
import { BackupError, backupDatabase } from '../server/src/db/backup.js';

async function main() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || '.data';
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = process.argv[2] ?? `backups/shop-${databaseUrl ? 'server' : 'embedded'}-${stamp}.${databaseUrl ? 'dump' : 'tar.gz'}`;
  const { kind, bytes } = await backupDatabase({ databaseUrl, dataDir }, file);
  console.log(
    `backup of the ${kind === 'server' ? 'Postgres server' : 'embedded'} database written to ${file} (${Math.ceil(bytes / 1024)} KB)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? `backup failed: ${error.message}` : error);
  process.exit(1);
});
