import { spawn } from 'node:child_process';
import { open, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * Backups of everything the shop keeps — orders, accounts, the catalogue, and the product images,
 * which live in Postgres too — for either database:
 *
 * - a Postgres server (DATABASE_URL): pg_dump's custom format, taken while the shop runs (a
 *   consistent snapshot), restored with pg_restore into an empty database;
 * - the embedded database (DATA_DIR): PGlite's own archive of its data directory, taken with the
 *   shop stopped (one process at a time may open it), restored into an empty DATA_DIR.
 *
 * Each kind is restored into its own kind; restore refuses a target that already holds a shop
 * unless told to replace it (`force`), and then keeps the embedded files it replaces beside them.
 */
export type BackupKind = 'server' | 'embedded';

export interface BackupTarget {
  /** A Postgres server's database; unset means the embedded database under dataDir. */
  databaseUrl?: string;
  dataDir: string;
}

export class BackupError extends Error {}

/** The first bytes of each kind of file: pg_dump's custom format, and gzip (PGlite's archive). */
const SERVER_MAGIC = Buffer.from('PGDMP');
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

export function embeddedDirectory(dataDir: string): string {
  return path.resolve(dataDir, 'pg');
}

export async function backupKindOf(file: string): Promise<BackupKind> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.subarray(0, 5).equals(SERVER_MAGIC)) return 'server';
    if (head.subarray(0, 2).equals(GZIP_MAGIC)) return 'embedded';
  } finally {
    await handle.close();
  }
  throw new BackupError(`${file} is not a backup of this shop (neither a pg_dump archive nor an embedded database archive)`);
}

/** Writes a backup of the target to `file`; answers its kind and size. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<{ kind: BackupKind; bytes: number }> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  try {
    if (target.databaseUrl) {
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`], target.databaseUrl);
    } else {
      const directory = embeddedDirectory(target.dataDir);
      if (!(await exists(path.join(directory, 'PG_VERSION')))) throw new BackupError(`no embedded database in ${directory}`);
      const db = await PGlite.create({ dataDir: directory, extensions: { pg_trgm } });
      try {
        // A checkpoint first, so the archive holds every committed change in the data files.
        await db.exec('CHECKPOINT');
        const archive = await db.dumpDataDir('gzip');
        await writeFile(partial, Buffer.from(await archive.arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    // Only a complete backup gets the name asked for.
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { kind: target.databaseUrl ? 'server' : 'embedded', bytes: (await stat(file)).size };
}

/** Restores `file` into the target, which must be empty unless `force` (then it is replaced). */
export async function restoreDatabase(target: BackupTarget, file: string, options: { force?: boolean } = {}): Promise<BackupKind> {
  const kind = await backupKindOf(file);
  const wanted: BackupKind = target.databaseUrl ? 'server' : 'embedded';
  if (kind !== wanted) {
    throw new BackupError(
      kind === 'embedded'
        ? `${file} is a backup of the embedded database: restore it with DATABASE_URL unset (into DATA_DIR)`
        : `${file} is a backup of a Postgres server: restore it with DATABASE_URL set`,
    );
  }
  if (target.databaseUrl) await restoreOnServer(target.databaseUrl, file, options.force ?? false);
  else await restoreEmbedded(target.dataDir, file, options.force ?? false);
  return kind;
}

async function restoreOnServer(databaseUrl: string, file: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let tables: number;
  try {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) AS count FROM pg_tables WHERE schemaname = 'public'`);
    tables = Number(rows[0].count);
  } finally {
    await client.end();
  }
  if (tables > 0 && !force) {
    throw new BackupError('the target database is not empty; restore into a new database, or pass --force to replace its contents');
  }
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(tables > 0 ? ['--clean', '--if-exists'] : []), file],
    databaseUrl,
  );
}

async function restoreEmbedded(dataDir: string, file: string, force: boolean): Promise<void> {
  const directory = embeddedDirectory(dataDir);
  const occupied = await exists(path.join(directory, 'PG_VERSION'));
  if (occupied && !force) {
    throw new BackupError(`${directory} already holds a database; stop the shop and pass --force to replace it (it is kept aside)`);
  }
  // Unpacked beside the target first: a failed restore leaves the current database as it was.
  const incoming = `${directory}.restoring`;
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true });
  try {
    const archive = new Blob([await readFile(file)]);
    const db = await PGlite.create({ dataDir: incoming, loadDataDir: archive, extensions: { pg_trgm } });
    await db.query('SELECT 1');
    await db.close();
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  }
  if (occupied) await rename(directory, `${directory}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  else await rm(directory, { recursive: true, force: true });
  await rename(incoming, directory);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Runs a PostgreSQL client tool on the database; its error output becomes the error's message.
 * The password goes in the tool's environment, never on its command line (which `ps` shows).
 */
function run(command: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${url.toString()}`], {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString('utf8')).slice(-4000);
    });
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupError(`${command} is not installed (it comes with the PostgreSQL client tools)`) : error),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${errors.trim()}`))));
  });
}
