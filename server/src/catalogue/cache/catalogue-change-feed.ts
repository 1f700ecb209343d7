import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../kernel/logger.js';
import type { CatalogueChanges } from './catalogue-changes.js';

/** The channel the products table's statement trigger notifies, at commit and never for a rollback. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

const RETRY_MS = 1_000;
/** Longest a read waits for the listener's round trip before the listener counts as lost. */
const ROUND_TRIP_TIMEOUT_MS = 1_000;

/**
 * Hears every committed change to products, whoever made it (this process, another instance, an
 * admin in psql), on one dedicated LISTEN connection. While that connection is down `watching`
 * is false (nothing kept may be served) and every reconnect counts as a change.
 *
 * The embedded engine (PGlite) is one session inside this process and hands a notification to the
 * connection whose statement caused it, so there the pool's connections listen instead.
 */
export class CatalogueChangeFeed {
  private client: pg.Client | null = null;
  private listening = false;
  private embedded = false;
  private stopped = false;
  private warned = false;
  private retryTimer: NodeJS.Timeout | null = null;
  private roundTrip: Promise<void> | null = null;
  private nextRoundTrip: Promise<void> | null = null;
  private readonly pooled = new WeakSet<pg.PoolClient>();
  private readonly onAcquire = (client: pg.PoolClient) => this.listenOnPooled(client);

  constructor(private readonly options: { url: string; dataSource: DataSource; changes: CatalogueChanges; logger: Logger }) {}

  get watching(): boolean {
    return this.embedded || this.listening;
  }

  async start(): Promise<void> {
    const [{ version }]: Array<{ version: string }> = await this.options.dataSource.query('SELECT version() AS version');
    if (!/PGlite|emscripten/i.test(version)) return this.connect();
    this.embedded = true;
    // TypeORM's Postgres driver keeps its pg Pool as `master`.
    const pool = (this.options.dataSource.driver as { master?: pg.Pool }).master;
    pool?.on('acquire', this.onAcquire);
  }

  /**
   * Resolves once every change committed before the call has been heard: a round trip on the
   * listener that started after the call (Postgres sends a session its pending notifications before
   * the answer to its next query). Concurrent callers share one round trip, and at most one more is
   * queued for those who came after it started.
   */
  caughtUp(): Promise<void> {
    if (!this.client || !this.listening) return Promise.resolve();
    if (!this.roundTrip) {
      this.roundTrip = this.ping(this.client).finally(() => (this.roundTrip = null));
      return this.roundTrip;
    }
    this.nextRoundTrip ??= this.roundTrip.then(() => {
      this.nextRoundTrip = null;
      return this.caughtUp();
    });
    return this.nextRoundTrip;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    (this.options.dataSource.driver as { master?: pg.Pool }).master?.off('acquire', this.onAcquire);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.listening = false;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async ping(client: pg.Client): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => resolve(this.lost(client, new Error('the listener did not answer in time'))), ROUND_TRIP_TIMEOUT_MS);
    });
    await Promise.race([
      client.query('SELECT 1').then(
        () => undefined,
        () => undefined,
      ),
      late,
    ]);
    clearTimeout(timer);
  }

  private listenOnPooled(client: pg.PoolClient): void {
    if (this.pooled.has(client)) return;
    this.pooled.add(client);
    client.on('notification', (message) => this.hear(message));
    // Queued ahead of whatever the borrower sends, so even the first write on it is heard.
    client.query(`LISTEN ${CATALOGUE_CHANNEL}`).catch((error: unknown) => {
      this.embedded = false;
      this.options.logger.warn('a database connection could not listen for catalogue changes', { error: String(error) });
    });
  }

  private hear(message: pg.Notification): void {
    if (message.channel !== CATALOGUE_CHANNEL || this.stopped) return;
    // The trigger's payload is `stock` when a statement changed nothing but stock.
    if (message.payload === 'stock') this.options.changes.stockChanged();
    else this.options.changes.changed();
  }

  private async connect(): Promise<void> {
    // keepAlive: a connection silently dropped by the network must end in an error, not in silence.
    const client = new pg.Client({ connectionString: this.options.url, connectionTimeoutMillis: 10_000, keepAlive: true });
    this.client = client;
    client.on('notification', (message) => this.hear(message));
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (error) {
      // A pooler in transaction mode never allows LISTEN: then the cache stays idle.
      // Said once loudly; retries are only debug noise.
      this.options.logger[this.warned ? 'debug' : 'warn'](
        'could not listen for catalogue changes; the catalogue cache is idle until it can',
        {
          error: String(error),
        },
      );
      this.warned = true;
      return this.lost(client, null);
    }
    if (this.stopped || this.client !== client) return;
    this.listening = true;
    // Whatever happened while nobody was listening is unknown.
    this.options.changes.changed();
  }

  private lost(client: pg.Client, error: Error | null): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    this.listening = false;
    this.options.changes.changed();
    if (error) this.options.logger.debug('catalogue change feed lost its connection', { error: error.message });
    client.end().catch(() => {});
    this.retryTimer = setTimeout(() => void this.connect(), RETRY_MS);
    this.retryTimer.unref();
  }
}
