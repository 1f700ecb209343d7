/**
 * `npm run admin:password [new-password]`: the way back from a lost admin password. Sets a new
 * password for the configured admin e-mail (ADMIN_EMAIL, else the local admin of a fresh
 * checkout), ends that account's sessions, and prints the password. Without an argument a random
 * one is chosen. Uses DATABASE_URL, or the embedded database; while `npm start` has the embedded
 * database open it refuses (one process at a time may open it) and changes nothing.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { EnvError, loadEnv } from '../server/src/config/env.js';
import { weakAdminPasswordReason } from '../server/src/config/admin-password-policy.js';
import { createDataSource, initializeDatabase } from '../server/src/db/data-source.js';
import { startEmbeddedPostgres } from '../server/src/db/embedded-postgres.js';
import { DataDirInUseError } from '../server/src/db/data-dir-lock.js';
import { DEV_ADMIN_EMAIL, setAdminPassword } from '../server/src/accounts/auth.service.js';
import { ShopError } from '../server/src/kernel/errors.js';

async function main() {
  const env = loadEnv();
  const email = env.ADMIN_EMAIL ?? DEV_ADMIN_EMAIL;
  const password = process.argv[2] ?? randomBytes(12).toString('base64url');
  // The same rule as ADMIN_PASSWORD at start-up: production takes no guessable admin password.
  const weakness = env.NODE_ENV === 'production' ? weakAdminPasswordReason(password) : null;
  if (weakness) throw new EnvError(`The new password ${weakness}`);

  let url = env.DATABASE_URL;
  const embedded = url ? null : await startEmbeddedPostgres({ dataDir: env.DATA_DIR });
  url ??= embedded!.url;
  const dataSource = createDataSource({ url, poolSize: embedded?.poolSize ?? 2 });
  try {
    await initializeDatabase(dataSource);
    await setAdminPassword(dataSource, email, password);
  } finally {
    await dataSource.destroy();
    await embedded?.stop();
  }
  process.stdout.write(
    `New admin password set.\n  Login:    ${email}\n  Password: ${password}\nEvery session of this account has ended.\n`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof ShopError || error instanceof DataDirInUseError)
    process.stderr.write(`${error.message}\n`);
  else
    process.stderr.write(
      `Could not set the password: ${error instanceof Error ? error.message : String(error)}\n(Is npm start still running on the embedded database? Stop it first.)\n`,
    );
  process.exit(1);
});
