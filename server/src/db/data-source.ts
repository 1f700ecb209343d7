import 'reflect-metadata';
import { DataSource, type Logger } from 'typeorm';
import { allEntities } from '../entities/index.js';
import { allMigrations } from './migrations/index.js';

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

/** Connects and brings the schema up to date. */
export async function initializeDatabase(dataSource: DataSource): Promise<void> {
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
}
