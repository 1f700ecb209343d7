import type { DataSource } from 'typeorm';
import type { Logger } from '../kernel/logger.js';

/** What every background pass counts; each pass adds its own outcomes (paid, completed, …). */
export interface BatchCounts {
  checked: number;
  errors: number;
}

export interface ReconcileBatch<R extends BatchCounts> {
  /** The table whose due rows are checked, oldest first. */
  table: 'orders' | 'refunds';
  /** The SQL condition that makes a row due. */
  dueWhen: string;
  limit: number;
  /** Checks one row and counts its outcome in the report. */
  check: (id: string, report: R) => Promise<void>;
  /** Logged for a row whose check threw, with its id under `idKey`; the pass goes on with the next row. */
  failedMessage: string;
  idKey: 'orderId' | 'refundId';
  /** Logged with the report when the pass checked anything. */
  doneMessage: string;
}

/**
 * One background pass over the due rows of a table, oldest first: a row whose check fails is
 * counted and logged and left for the next pass, so one bad row never stops the others.
 */
export async function reconcileBatch<R extends BatchCounts>(
  deps: { dataSource: DataSource; logger: Logger },
  report: R,
  batch: ReconcileBatch<R>,
): Promise<R> {
  const due: Array<{ id: string }> = await deps.dataSource.query(
    `SELECT id FROM ${batch.table} WHERE ${batch.dueWhen} ORDER BY created_at ASC LIMIT $1`,
    [batch.limit],
  );
  for (const { id } of due) {
    report.checked += 1;
    try {
      await batch.check(id, report);
    } catch (error) {
      report.errors += 1;
      deps.logger.warn(batch.failedMessage, { [batch.idKey]: id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  if (report.checked > 0) deps.logger.info(batch.doneMessage, Object.fromEntries(Object.entries(report)));
  return report;
}
