import { Router, type RequestHandler } from 'express';
import type { DataSource } from 'typeorm';

/**
 * `/livez`: the process is alive and its event loop turns (a restart would help only if not).
 * `/readyz`: it may take traffic: every migration has run and the database answers. `/healthz`
 * stays as the readiness check's older name. While draining, main.ts answers the readiness
 * paths 503 before they get here.
 */
export function healthRoutes(dataSource: DataSource): Router {
  const router = Router();
  // Once the schema is current it stays current for this process: checked until then only.
  let migrated = false;

  router.get('/livez', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store').json({ status: 'ok' });
  });

  const readiness: RequestHandler = async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      if (!dataSource.isInitialized) {
        res.status(503).json({ status: 'unavailable', reason: 'database not connected' });
        return;
      }
      if (!migrated && (await pendingMigrations(dataSource)) > 0) {
        res.status(503).json({ status: 'unavailable', reason: 'migrations pending' });
        return;
      }
      migrated = true;
      await dataSource.query('SELECT 1');
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable', reason: 'database not answering' });
    }
  };
  router.get('/readyz', readiness);
  router.get('/healthz', readiness);
  return router;
}

/** How many of the shop's migrations the database has not run (read only: creates nothing). */
async function pendingMigrations(dataSource: DataSource): Promise<number> {
  const table = dataSource.options.migrationsTableName ?? 'migrations';
  const [{ present }] = await dataSource.query<Array<{ present: boolean }>>('SELECT to_regclass($1) IS NOT NULL AS present', [table]);
  if (!present) return dataSource.migrations.length;
  const rows = await dataSource.query<Array<{ name: string }>>(`SELECT name FROM "${table}"`);
  const done = new Set(rows.map((row) => row.name));
  return dataSource.migrations.filter((migration) => !done.has(migration.name ?? migration.constructor.name)).length;
}
