import 'reflect-metadata';
import { DataSource, type Logger } from 'typeorm';
import { allEntities } from './entities.js';
import { allMigrations } from './migrations/index.js';
import { applySqlFunctions } from './sql-functions.js';

export interface DataSourceOptions {
  url: string;
  poolSize?: number;
  /** Optional hook to observe every SQL statement (used by the query-count tests). */
  logger?: Logger;
}

/** The one TypeORM data source over Postgres (a server, or the embedded engine behind a socket). */
export function createDataSource(options: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    entities: allEntities,
    migrations: allMigrations,
    migrationsRun: false,
    synchronize: false,
    logging: options.logger ? ['query'] : false,
    logger: options.logger,
    poolSize: options.poolSize ?? 10,
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 10_000,
      // A statement that runs for more than 15 s is a bug or an attack; stop it.
      statement_timeout: 15_000,
    },
  });
}

/** Arbitrary but fixed: the advisory lock that lets one process at a time run migrations. */
const MIGRATION_LOCK_KEY = 740_317_002;

/**
 * Connects and brings the schema and its SQL functions up to date. Several processes starting at
 * once on one database take turns under an advisory lock (TypeORM has none), so the second finds
 * the schema current instead of failing on tables the first is creating. The embedded engine (one connection, one
 * process) needs no lock and could not hold one beside the migrations' own connection.
 */
export async function initializeDatabase(dataSource: DataSource): Promise<void> {
  await dataSource.initialize();
  if (((dataSource.options as { poolSize?: number }).poolSize ?? 10) <= 1) {
    await migrate(dataSource);
    return;
  }
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(dataSource);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}

/** The migrations, then the SQL functions and triggers (every file when a migration ran). */
async function migrate(dataSource: DataSource): Promise<void> {
  const migrated = await dataSource.runMigrations({ transaction: 'each' });
  await applySqlFunctions(dataSource, { everything: migrated.length > 0 });
}
