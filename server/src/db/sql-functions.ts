import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { INDIA_TIME_ZONE } from '@common/india-time.js';
import { LOW_STOCK_BELOW } from '@common/low-stock.js';
import type { DataSource } from 'typeorm';

/**
 * The live definition of every SQL function and trigger, one file per group in db/functions/, in
 * the order they are applied. Migrations hold the schema's history; these files hold what the
 * functions are now (as Flyway's repeatable migrations do). Each file is idempotent: CREATE OR
 * REPLACE FUNCTION and CREATE OR REPLACE TRIGGER only.
 */
export const SQL_FUNCTION_FILES = [
  'low-stock-alerts.sql',
  'webhook-events.sql',
  'webhook-delivery-jobs.sql',
  'catalogue-change-notify.sql',
  'catalogue-listing-counts.sql',
  'product-variant-ids.sql',
  'back-in-stock.sql',
  'admin-aggregates.sql',
  'sales-summary.sql',
  'order-name-emails.sql',
  'order-updated-at.sql',
  'discount-codes.sql',
  'place-order.sql',
] as const;

/**
 * Figures the SQL uses, each taken from the module that states the rule, written into the text
 * where it says {{NAME}}. A number is written as it is; a name (a time zone) as a quoted string
 * literal, and only when it is letters, digits and `_ / + -`: what goes into SQL text must not be
 * able to change its meaning.
 */
export const SQL_CONSTANTS: Readonly<Record<string, number | string>> = { LOW_STOCK_BELOW, INDIA_TIME_ZONE };

const SAFE_SQL_NAME = /^[A-Za-z0-9_/+-]+$/;

const FUNCTIONS_FOLDER = new URL('./functions/', import.meta.url);

export interface SqlFunctionFile {
  file: string;
  sql: string;
  /** sha256 of the SQL as applied (constants written in), so a changed constant re-applies it. */
  checksum: string;
}

/** A file's SQL with its {{NAME}} placeholders replaced; an unknown name is an error. */
export function renderSqlFunctions(
  file: string,
  text: string,
  constants: Readonly<Record<string, number | string>> = SQL_CONSTANTS,
): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = constants[name];
    if (value === undefined) throw new Error(`${file} uses {{${name}}}, which SQL_CONSTANTS in db/sql-functions.ts does not state`);
    if (typeof value === 'string') {
      if (!SAFE_SQL_NAME.test(value)) throw new Error(`SQL_CONSTANTS.${name} may hold only letters, digits and _ / + -`);
      return `'${value}'`;
    }
    if (!Number.isFinite(value)) throw new Error(`SQL_CONSTANTS.${name} is not a finite number`);
    return String(value);
  });
}

/** Every file, read and rendered. The folder and the list must agree, so no file is forgotten. */
export function loadSqlFunctionFiles(): SqlFunctionFile[] {
  const present = readdirSync(FUNCTIONS_FOLDER).filter((name) => name.endsWith('.sql'));
  const unlisted = present.filter((name) => !(SQL_FUNCTION_FILES as readonly string[]).includes(name));
  if (unlisted.length > 0) throw new Error(`db/functions holds ${unlisted.join(', ')}: add it to SQL_FUNCTION_FILES in its place`);
  return SQL_FUNCTION_FILES.map((file) => {
    const sql = renderSqlFunctions(file, readFileSync(new URL(file, FUNCTIONS_FOLDER), 'utf8'));
    return { file, sql, checksum: createHash('sha256').update(sql).digest('hex') };
  });
}

/**
 * Applies the files whose text changed since they were last applied (all of them with
 * `everything`, which migrating asks for: a migration may have dropped or replaced a function),
 * in one transaction. Returns the names of the files applied.
 */
export async function applySqlFunctions(dataSource: DataSource, { everything }: { everything: boolean }): Promise<string[]> {
  const files = loadSqlFunctionFiles();
  return dataSource.transaction(async (manager) => {
    const rows: Array<{ file: string; checksum: string }> = await manager.query('SELECT file, checksum FROM sql_function_files');
    const applied = new Map(rows.map((row) => [row.file, row.checksum]));
    const due = files.filter((file) => everything || applied.get(file.file) !== file.checksum);
    for (const file of due) {
      await manager.query(file.sql);
      await manager.query(
        `INSERT INTO sql_function_files (file, checksum) VALUES ($1, $2)
         ON CONFLICT (file) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = now()`,
        [file.file, file.checksum],
      );
    }
    const gone = [...applied.keys()].filter((file) => !files.some((known) => known.file === file));
    if (gone.length > 0) await manager.query('DELETE FROM sql_function_files WHERE file = ANY ($1)', [gone]);
    return due.map((file) => file.file);
  });
}
