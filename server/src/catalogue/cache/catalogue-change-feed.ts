import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../kernel/logger.js';
import type { CatalogueChanges } from './catalogue-changes.js';

/** The channel the products table's statement trigger notifies (see the catalogue-change-notify migration). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** The part of pg's Pool the feed uses: every connection handed out passes through `acquire`. */
interface ConnectionPool {
  on(event: 'acquire', listener: (client: pg.PoolClient) => void): unknown;
  off(event: 'acquire', listener: (client: pg.PoolClient) => void): unknown;
}

function connectionPool(dataSource: DataSource): ConnectionPool | null {
  // TypeORM's Postgres driver keeps its pg Pool as `master` (typed `any` there).
  const pool = (dataSource.driver as { master?: unknown }).master;
  return pool instanceof pg.Pool ? pool : null;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;
/** Longest a catalogue read waits for the listener's round trip before the listener counts as lost. */
const CAUGHT_UP_TIMEOUT_MS = 1_000;

/**
 * Every change to products reaches us as a NOTIFY from the products trigger (per statement, at
 * commit, never for a rollback), whoever made it; nothing here reads SQL text.
 *
 * - This process's own writes: each connection of the data source's pool LISTENs too. Postgres
 *   hands a session its own notifications before it reports the statement (or the COMMIT)
 *   complete, so the change is known before the write's caller resumes: a shopper's next read can
 *   never be answered from a copy made before it.
 * - Other processes' writes (another instance, an admin's psql session): a dedicated LISTEN
 *   connection. While that connection is down we cannot know what changed, so `watching` is false
 *   (the cache then neither serves nor keeps anything) and every reconnect counts as a change.
 *   Their notifications arrive whenever that connection is next read, possibly after a shopper
 *   who saw the write committed asks us (an admin's price change answered by another instance):
 *   `caughtUp()` closes that window before anything kept is served.
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
  /** False once a pooled connection could not LISTEN: its writes would then go unseen. */
  private poolListening = true;
  private readonly pool: ConnectionPool | null;
  private readonly listeningClients = new WeakSet<pg.PoolClient>();
  private readonly onAcquire = (client: pg.PoolClient) => this.listenOn(client);
  /** The round trip on the listener now under way, and the one queued to start after it. */
  private roundTrip: Promise<void> | null = null;
  private nextRoundTrip: Promise<void> | null = null;

  constructor(private readonly options: { url: string; dataSource: DataSource; changes: CatalogueChanges; logger: Logger }) {
    this.pool = connectionPool(options.dataSource);
  }

  /** True while every change, from this process or another, is known about. */
  get watching(): boolean {
    return this.pool !== null && this.poolListening && (this.singleProcess || this.listening);
  }

  async start(): Promise<void> {
    // Before anything else runs a query: every connection then listens from its first use.
    this.pool?.on('acquire', this.onAcquire);
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

  /**
   * Resolves once every change committed by anyone before the call has been announced: a round
   * trip on the listener connection that started after the call. Postgres signals a listening
   * session at the writer's commit, and the session sends its pending notifications before it
   * reads the next query, so they reach us ahead of that query's answer. Concurrent callers share
   * one round trip (at most two in flight: the one under way, and one queued for those who came
   * after it started). Single-process databases have nothing to wait for; while the listener is
   * down `watching` is false and nothing kept is served anyway.
   */
  caughtUp(): Promise<void> {
    if (this.singleProcess || !this.client || !this.listening) return Promise.resolve();
    if (!this.roundTrip) {
      this.roundTrip = this.ping().finally(() => {
        this.roundTrip = null;
      });
      return this.roundTrip;
    }
    this.nextRoundTrip ??= this.roundTrip.then(() => {
      this.nextRoundTrip = null;
      return this.caughtUp();
    });
    return this.nextRoundTrip;
  }

  private async ping(): Promise<void> {
    const client = this.client;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    // A listener that cannot answer within a moment cannot vouch for anything: treated as lost
    // (nothing kept is served, and it reconnects) rather than holding every catalogue read.
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.lost(client, new Error(`the listener did not answer within ${CAUGHT_UP_TIMEOUT_MS} ms`));
        resolve();
      }, CAUGHT_UP_TIMEOUT_MS);
    });
    try {
      await Promise.race([client.query('SELECT 1').then(() => undefined), late]);
    } catch {
      // The connection failed: `lost` has already marked the feed as not watching.
    } finally {
      clearTimeout(timer);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.pool?.off('acquire', this.onAcquire);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.listening = false;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  /**
   * A pooled connection listens from the moment it is first handed out: LISTEN is queued ahead of
   * whatever its borrower sends, so even the first write on it is seen.
   */
  private listenOn(client: pg.PoolClient): void {
    if (this.listeningClients.has(client)) return;
    this.listeningClients.add(client);
    client.on('notification', (message) => {
      if (message.channel !== CATALOGUE_CHANNEL || this.stopped) return;
      // Every pooled connection hears every session's changes; each needs only its own writes
      // (heard before the write completes), the dedicated listener hears the rest. Eleven
      // deliveries of each order's stock change would each drop and recompute the same answers.
      const own = (client as pg.PoolClient & { processID?: number }).processID;
      if (!this.singleProcess && own !== undefined && message.processId !== own) return;
      announce(this.options.changes, message.payload);
    });
    client.query(`LISTEN ${CATALOGUE_CHANNEL}`).catch((error: unknown) => {
      this.poolListening = false;
      this.options.changes.changed();
      this.options.logger.warn('a database connection could not listen for catalogue changes; the catalogue response cache is off', {
        error: String(error),
      });
    });
  }

  private async connect(): Promise<void> {
    const { url, changes, logger } = this.options;
    // keepAlive: a connection silently dropped by the network must end in an error, not in silence.
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, keepAlive: true });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANNEL) announce(changes, message.payload);
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
      this.lost(client, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (this.stopped || this.client !== client) return;
    this.listening = true;
    this.retryMs = RETRY_MIN_MS;
    // Whatever happened while nobody was listening is unknown: start afresh.
    changes.changed();
  }

  private lost(client: pg.Client, error: Error | null): void {
    if (this.client !== client || this.stopped) return;
    this.client = null;
    this.listening = false;
    this.options.changes.changed();
    if (error) this.options.logger.debug('catalogue change feed lost its connection', { error: error.message });
    client.end().catch(() => {});
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}

/**
 * A notification's payload (see the catalogue-stock-values migration): `{"seq":41,"stock":{"id":17}}`
 * when a statement changed only those products' stock (an order), `{"seq":42}` for anything else.
 * Anything unreadable (or an older trigger's payload) counts as a change to anything.
 */
export function announce(changes: CatalogueChanges, payload: string | undefined): void {
  if (payload?.startsWith('{')) {
    try {
      const { seq, stock } = JSON.parse(payload) as { seq?: unknown; stock?: unknown };
      if (typeof seq === 'number' && Number.isSafeInteger(seq)) {
        if (stock === undefined) return changes.changed({ seq });
        if (stock !== null && typeof stock === 'object' && !Array.isArray(stock)) {
          const values = Object.entries(stock as Record<string, unknown>);
          if (values.every(([, value]) => typeof value === 'number' && Number.isSafeInteger(value))) {
            return changes.changed({ seq, stock: new Map(values as Array<[string, number]>) });
          }
        }
      }
    } catch {
      // Unreadable: treated as a change to anything, below.
    }
  }
  changes.changed();
}
