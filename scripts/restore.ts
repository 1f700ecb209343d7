/**
 * `npm run restore <file> [--force]`: puts a backup made by `npm run backup` back. With
 * DATABASE_URL, a pg_dump archive is restored into that database (create an empty one for it);
 * without, an embedded archive becomes DATA_DIR's database (stop the shop first). A target that
 * already holds a shop is refused unless --force: then its contents are replaced (embedded files
 * are moved aside, not deleted). Start the shop afterwards: it runs any newer migrations.
 */
import { BackupError, restoreDatabase } from '../server/src/db/backup.js';

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) throw new BackupError('usage: npm run restore -- <backup file> [--force]');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || '.data';
  const kind = await restoreDatabase({ databaseUrl, dataDir }, file, { force });
  console.log(`restored ${file} into the ${kind === 'server' ? 'Postgres server database' : `embedded database in ${dataDir}`}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupError ? `restore failed: ${error.message}` : error);
  process.exit(1);
});
