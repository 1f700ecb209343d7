import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDataDir } from './data-dir-lock.js';

/**
 * The embedded default: a real Postgres engine (PGlite) running in this process, persisted under
 * a data directory, served on a loopback port so the ordinary `pg` driver talks to it exactly as
 * it talks to a Postgres server. One code path for both.
 */
export interface EmbeddedPostgres {
  url: string;
  /**
   * The pool size to use: 1. PGlite is a single session, and pglite-socket interleaves the
   * extended-protocol messages of concurrent connections outside transactions, so parallel
   * connections could bind each other's parameters (wrong rows, 500s). It runs one query at a
   * time anyway.
   */
  poolSize: number;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(options: { dataDir: string; maxConnections?: number }): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  // One process at a time: a second one (npm run admin:password while npm start runs) is refused.
  const lock = await lockDataDir(path.resolve(options.dataDir));
  let db: PGlite;
  try {
    db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  } catch (error) {
    await lock.release();
    throw error;
  }
  // Pool and socket server must agree: with fewer socket slots than pool connections, parallel
  // queries fail with ECONNRESET.
  const maxConnections = options.maxConnections ?? 10;
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const [host, port] = server.getServerConn().split(':');
  return {
    url: `postgres://postgres:postgres@${host}:${port}/postgres?sslmode=disable`,
    poolSize: 1,
    async stop() {
      await server.stop();
      await db.close();
      await lock.release();
    },
  };
}
