import pg from 'pg';
import type { AfterQueryEvent, DataSource, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import type { Logger } from '../logger.js';
import type { CatalogueChanges } from '../services/catalogue-changes.js';

/** The channel the products table's statement trigger notifies (see the catalogue-change-notify migration). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * A statement that writes the products table, however it is spelled: TypeORM's quoted names, a
 * raw `UPDATE products`, or one inside a CTE (the stock reservation's `WITH taken AS (UPDATE …)`).
 */
const PRODUCTS_WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\s*\.\s*)?"?products"?(?=[\s(;]|$)/i;

export function writesProducts(sql: string): boolean {
  return PRODUCTS_WRITE.test(sql);
}

/**
 * Sees every statement this process sends through TypeORM. A write to products outside a
 * transaction is a change at once; inside one it becomes a change when the transaction commits
 * (before that nobody else can see it), and nothing at all when it rolls back.
 */
export class ProductWriteWatcher implements EntitySubscriberInterface {
  private readonly dirty = new WeakSet<QueryRunner>();

  constructor(private readonly changes: CatalogueChanges) {}

  afterQuery(event: AfterQueryEvent): void {
    if (!event.success || !writesProducts(event.query)) return;
    if (event.queryRunner?.isTransactionActive) this.dirty.add(event.queryRunner);
    else this.changes.changed();
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // Releasing a savepoint commits nothing yet: the outer transaction can still roll back.
    if (event.queryRunner.isTransactionActive) return;
    if (this.dirty.delete(event.queryRunner)) this.changes.changed();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    // Rolling back to a savepoint may keep earlier writes: stay dirty until the outer end.
    if (!event.queryRunner.isTransactionActive) this.dirty.delete(event.queryRunner);
  }
}

/** Registers the watcher on a data source; returns the function that removes it. */
export function watchProductWrites(dataSource: DataSource, changes: CatalogueChanges): () => void {
  const watcher = new ProductWriteWatcher(changes);
  // DataSource exposes its subscribers as a readonly array it reads on every event.
  const subscribers = dataSource.subscribers as EntitySubscriberInterface[];
  subscribers.push(watcher);
  return () => {
    const index = subscribers.indexOf(watcher);
    if (index >= 0) subscribers.splice(index, 1);
  };
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Other processes' writes (another instance, an admin's psql session) reach us as NOTIFYs from the
 * products trigger, on a dedicated LISTEN connection. While that connection is down we cannot know
 * what changed, so `watching` is false (the cache then neither serves nor keeps anything) and
 * every reconnect counts as a change.
 */
export class CatalogueChangeFeed {
  private client: pg.Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = RETRY_MIN_MS;
  private stopped = false;
  private listening = false;
  /** True when this database cannot be shared with another process, so no feed is needed. */
  private singleProcess = false;
  private warned = false;

  constructor(
    private readonly options: { url: string; dataSource: DataSource; changes: CatalogueChanges; logger: Logger },
  ) {}

  /** True while every change, from this process or another, is known about. */
  get watching(): boolean {
    return this.singleProcess || this.listening;
  }

  async start(): Promise<void> {
    const [{ version }]: Array<{ version: string }> = await this.options.dataSource.query('SELECT version() AS version');
    // The embedded engine (PGlite) lives inside this process: nobody else can write to it, and it
    // delivers notifications to the session that sent them rather than to a listener.
    if (/PGlite|emscripten/i.test(version)) {
      this.singleProcess = true;
      this.options.logger.debug('embedded database: catalogue changes are seen in-process only');
      return;
    }
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.listening = false;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    const { url, changes, logger } = this.options;
    // keepAlive: a connection silently dropped by the network must end in an error, not in silence.
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, keepAlive: true });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) changes.changed();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      // Said once loudly: until LISTEN works (a pooler in transaction mode never allows it) the
      // response cache serves nothing. Retries are only debug noise.
      const message = 'could not listen for catalogue changes; the catalogue response cache is idle until it can';
      if (this.warned) logger.debug(message, { error: String(error) });
      else logger.warn(message, { error: String(error) });
      this.warned = true;
      this.lost(client, error);
      return;
    }
    if (this.stopped || this.client !== client) return;
    this.listening = true;
    this.retryMs = RETRY_MIN_MS;
    // Whatever happened while nobody was listening is unknown: start afresh.
    changes.changed();
  }

  private lost(client: pg.Client, error: unknown): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    this.listening = false;
    this.options.changes.changed();
    if (error) this.options.logger.debug('catalogue change feed lost its connection', { error: String(error) });
    client.end().catch(() => {});
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
