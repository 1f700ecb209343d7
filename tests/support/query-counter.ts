import type { Logger as TypeOrmLogger } from 'typeorm';

/** Statements that only open or close a transaction: round trips, but not queries about data. */
const TRANSACTION_CONTROL = /^\s*(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE SAVEPOINT|SET TRANSACTION)\b/i;

/**
 * A TypeORM logger that records every SQL statement the shop sends, for suites that count them.
 * `measure` runs one operation and returns what it sent; operations must not overlap.
 */
export class QueryCounter implements TypeOrmLogger {
  private statements: string[] = [];

  logQuery(query: string): void {
    this.statements.push(query);
  }

  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}

  /** Runs `operation` and returns the data statements it sent (transaction control left out) and the total. */
  async measure<T>(operation: () => Promise<T>): Promise<{ result: T; queries: string[]; roundTrips: number }> {
    this.statements = [];
    const result = await operation();
    const sent = this.statements;
    this.statements = [];
    return { result, queries: sent.filter((sql) => !TRANSACTION_CONTROL.test(sql)), roundTrips: sent.length };
  }
}
