import { PgBoss, type Db as IDatabase, type Job } from 'pg-boss';
import type { Pool } from 'pg';
import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import type { Logger } from './logger.js';

/**
 * The shop's background work, on its own Postgres (pg-boss; why: docs/decisions/058): every job
 * type is a queue of its own with its own workers, so a slow SMTP server or webhook receiver
 * holds up only its own kind. A job is enqueued in the transaction of the change that owes it
 * (it exists exactly when that change commits), runs once across every process (rows claimed
 * with SKIP LOCKED), is retried with exponential back-off, and one that fails for good stays in
 * the table for the owner to see and run again (back-office/failed-jobs.service.ts).
 *
 * Adding a job type: declare it with `jobType()` beside the code that owes it, enqueue it with
 * `jobs.enqueue(type, data, { manager })` in the causing transaction, and give it a handler in
 * the composition root (server/src/shop-jobs.ts). docs/architecture.md lists the types.
 */
export interface JobType<Data extends object> {
  /** The queue's name: `<domain>.<what>`. */
  readonly name: string;
  /** One line for the owner: what this job was for (an order number, a recipient). */
  readonly about: (data: Data) => string;
  /** Tries after the first that failed; each waits twice as long as the one before. */
  readonly retryLimit: number;
  readonly retryDelaySeconds: number;
  /** A run still going after this long is taken to have died with its process, and retried. */
  readonly expireInSeconds: number;
  /** Runs of this type at the same time in one process. */
  readonly concurrency: number;
  /**
   * Runs at the same time per group, across every process: `key` names a job's group (a webhook
   * endpoint), and while `concurrency` of a group's jobs run its other jobs wait, taken in the
   * order they were queued, as other groups' jobs go on. Null: no groups.
   */
  readonly perGroup: JobGroups<Data> | null;
}

export interface JobGroups<Data extends object> {
  readonly key: (data: Data) => string;
  readonly concurrency: number;
}

export function jobType<Data extends object>(
  name: string,
  about: (data: Data) => string,
  options: Partial<Omit<JobType<Data>, 'name' | 'about'>> = {},
): JobType<Data> {
  return { name, about, retryLimit: 4, retryDelaySeconds: 30, expireInSeconds: 15 * 60, concurrency: 1, perGroup: null, ...options };
}

/** Stored with every job's data: what the failed-jobs list shows as "for". */
export interface JobEnvelope {
  about: string;
}

export type JobHandler<Data extends object> = (data: Data, job: { id: string; retryCount: number }) => Promise<unknown>;

export interface JobSchedule<Data extends object> {
  /** A cron expression (six fields: seconds first) in India's time for a scheduled type; null: enqueued only. */
  cron?: string | null;
  /**
   * Every so many seconds (under a minute), one run at a time across processes: pg-boss evaluates
   * cron schedules to the minute, so a shorter interval is kept by each run sending the next,
   * debounced to one job per interval whichever process sends it.
   */
  everySeconds?: number | null;
  /** Puts what the job works on back as it was before its first try, when the owner runs a failed job again. */
  onRunAgain?: (data: Data) => Promise<void>;
}

interface Registration {
  type: JobType<object>;
  handler: JobHandler<object>;
  cron: string | null;
  everySeconds: number | null;
  onRunAgain: ((data: object) => Promise<void>) | null;
}

export interface JobQueueOptions {
  dataSource: DataSource;
  logger: Logger;
  /** How often an idle worker asks for work. */
  pollSeconds: number;
  /** A type's own polling interval where it differs from pollSeconds. */
  pollSecondsByType?: ReadonlyMap<string, number>;
  /** Queues this process does not work (their jobs wait for another process). */
  idle?: ReadonlySet<string>;
}

/** A job that failed for good. */
export interface FailedJob {
  id: string;
  type: string;
  about: string;
  /** Runs it had, its first included. */
  attempts: number;
  lastError: string;
  failedAt: Date;
  createdAt: Date;
  data: object;
}

/** What the failed run said: pg-boss keeps the thrown error (serialised) as the job's output. */
function errorMessage(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string') return output.message;
  return output == null ? 'unknown error' : JSON.stringify(output).slice(0, 500);
}

/** The Postgres schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly registrations = new Map<string, Registration>();
  private started = false;
  /**
   * Every worker of each type this process works, all woken when a job of that type is due now:
   * waking only one may wake a worker still busy with a long run (a webhook receiver holding its
   * request), and the job then waits for another worker's next poll.
   */
  private readonly workerIds = new Map<string, string[]>();
  /** Each group's runs in this process (JobType.perGroup). */
  private readonly groupPlaces = new GroupPlaces();
  /** Types enqueued inside a transaction still open: their workers are woken when it commits. */
  private readonly wakeOnCommit = new WeakMap<QueryRunner, Set<string>>();

  constructor(private readonly options: JobQueueOptions) {
    this.boss = new PgBoss({
      db: poolDatabase(options.dataSource),
      schema: JOB_SCHEMA,
      // Schedules are evaluated (one process claiming each pass) and the jobs they send picked up
      // each second, so a schedule may be given in seconds: pg-boss's default pass is every 30 s,
      // which left a 1-second reconciliation waiting half a minute after a restart.
      cronMonitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
      superviseIntervalSeconds: 60,
      // Completed jobs are kept a week, failed ones until run again (or 30 days).
      persistWarnings: false,
    });
    this.boss.on('error', (error: Error) => options.logger.warn('job queue error', { error: error.message }));
    // A job owed by a request starts at once in this process instead of at the next poll.
    const wakeAfterCommit: EntitySubscriberInterface = {
      afterTransactionCommit: ({ queryRunner }) => {
        const names = this.wakeOnCommit.get(queryRunner);
        this.wakeOnCommit.delete(queryRunner);
        for (const name of names ?? []) this.wake(name);
      },
      afterTransactionRollback: ({ queryRunner }) => {
        this.wakeOnCommit.delete(queryRunner);
      },
    };
    options.dataSource.subscribers.push(wakeAfterCommit);
  }

  /** The work a type does when its jobs come due; once per type, before start(). */
  handle<Data extends object>(type: JobType<Data>, handler: JobHandler<Data>, options: JobSchedule<Data> = {}): void {
    if (this.registrations.has(type.name)) throw new Error(`job type ${type.name} is handled twice`);
    this.registrations.set(type.name, {
      type: type as JobType<object>,
      handler: handler as JobHandler<object>,
      cron: options.cron ?? null,
      everySeconds: options.everySeconds ?? null,
      onRunAgain: (options.onRunAgain as ((data: object) => Promise<void>) | undefined) ?? null,
    });
  }

  /**
   * Owes a job of `type`. With `manager` it is written in that transaction and exists only if it
   * commits; `startAfter` defers it (seconds or a moment).
   */
  async enqueue<Data extends object>(
    type: JobType<Data>,
    data: Data,
    options: { manager?: EntityManager; startAfter?: number | Date } = {},
  ): Promise<string | null> {
    // Its queue must exist already (start() creates every handled type's): looking one up inside the
    // caller's transaction would wait for a second connection, which the embedded engine lacks.
    if (!this.registrations.has(type.name)) throw new Error(`job type ${type.name} has no handler (shop-jobs.ts)`);
    const envelope: Data & JobEnvelope = { ...data, about: type.about(data).slice(0, 300) };
    const runner = options.manager?.queryRunner?.isTransactionActive ? options.manager.queryRunner : null;
    const group = type.perGroup?.key(data);
    const id = await this.boss.send(type.name, envelope, {
      group: group ? { id: group } : undefined,
      retryLimit: type.retryLimit,
      retryDelay: type.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: type.expireInSeconds,
      startAfter: options.startAfter,
      db: runner ? transactionDatabase(runner) : undefined,
    });
    if (options.startAfter === undefined) {
      if (!runner) this.wake(type.name);
      else this.wakeOnCommit.set(runner, (this.wakeOnCommit.get(runner) ?? new Set()).add(type.name));
    }
    return id;
  }

  private wake(name: string): void {
    for (const workerId of this.workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
  }

  /** Creates the queues, schedules the scheduled types and starts a worker for each type. */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.boss.start();
        break;
      } catch (error) {
        // Two processes starting on a fresh database both create the queue's schema; the one that
        // loses finds it made by the other on its next try.
        if (attempt >= 3 || (error as { code?: string }).code !== '23505') throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      }
    }
    for (const { type, cron, everySeconds } of this.registrations.values()) {
      await this.ensureQueue(type);
      if (cron) await this.boss.schedule(type.name, cron, { about: type.about({}) }, { tz: 'Asia/Kolkata' });
      else await this.boss.unschedule(type.name).catch(() => undefined);
      if (everySeconds) await this.sendNextRun(type, everySeconds);
    }
    for (const registration of this.registrations.values())
      if (!this.options.idle?.has(registration.type.name)) await this.work(registration);
  }

  /** The next run of an every-so-many-seconds type: at most one job per interval, whoever sends it. */
  private async sendNextRun(type: JobType<object>, everySeconds: number): Promise<void> {
    await this.boss.sendDebounced(type.name, { about: type.about({}) }, {}, everySeconds, type.name);
  }

  private async work({ type, handler, everySeconds }: Registration): Promise<void> {
    // One pg-boss worker per call rather than `localConcurrency`, which names only the first of
    // the workers it starts: each must be known to be woken (workerIds).
    const workerIds: string[] = [];
    for (let worker = 0; worker < type.concurrency; worker += 1) workerIds.push(await this.workOne(type, handler, everySeconds));
    this.workerIds.set(type.name, workerIds);
  }

  private workOne(type: JobType<object>, handler: JobHandler<object>, everySeconds: number | null): Promise<string> {
    return this.boss.work<object>(
      type.name,
      {
        pollingIntervalSeconds: this.options.pollSecondsByType?.get(type.name) ?? this.options.pollSeconds,
        batchSize: 1,
        // A worker fetches none of a group whose jobs already run `concurrency` times, counted in
        // the database across processes.
        ...(type.perGroup ? { groupConcurrency: type.perGroup.concurrency } : {}),
      },
      async ([job]: Job<object>[]) => {
        try {
          if (!type.perGroup || !job.groupId) return await handler(job.data, job);
          return await this.groupPlaces.run(job.groupId, type.perGroup.concurrency, () => handler(job.data, job));
        } finally {
          if (everySeconds && this.started) await this.sendNextRun(type, everySeconds);
        }
      },
    );
  }

  /** Stops working `type` in this process (its jobs wait), letting runs under way finish. */
  async pause(type: { name: string }): Promise<void> {
    this.workerIds.delete(type.name);
    await this.boss.offWork(type.name, { wait: true });
  }

  /** Works `type` here again after pause(). */
  async resume(type: { name: string }): Promise<void> {
    const registration = this.registrations.get(type.name);
    if (!registration || !this.started) return;
    await this.work(registration);
  }

  /** Stops fetching, lets the runs under way finish (up to `timeoutMs`), then lets go of the pool. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, close: false, timeout: timeoutMs });
  }

  /**
   * Runs every due job of `type` here and now, one after another, and says how many ran. For
   * tests and one-off scripts; workers do the same in the background.
   */
  async runDue<Data extends object>(type: JobType<Data>): Promise<number> {
    const registration = this.registrations.get(type.name);
    if (!registration) throw new Error(`job type ${type.name} has no handler`);
    await this.ensureQueue(type as JobType<object>);
    let ran = 0;
    for (;;) {
      const [job] = await this.boss.fetch<object>(type.name, { batchSize: 1 });
      if (!job) return ran;
      ran += 1;
      try {
        await registration.handler(job.data, job);
        await this.boss.complete(type.name, job.id);
      } catch (error) {
        await this.boss.fail(type.name, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
  }

  /** Puts a failed job back in its queue, due at once (its type first resets what it works on). */
  async runAgain(name: string, id: string, data: object): Promise<void> {
    await this.registrations.get(name)?.onRunAgain?.(data);
    await this.boss.retry(name, id);
  }

  /** The value of `field` in the data of every job of `type` still to run (waiting, retrying or running). */
  async openJobKeys<Data extends object>(type: JobType<Data>, field: keyof Data & string): Promise<Set<string>> {
    const rows: Array<{ key: string | null }> = await this.options.dataSource.query(
      `SELECT data->>$2 AS key FROM ${JOB_SCHEMA}.job WHERE name = $1 AND state IN ('created', 'retry', 'active')`,
      [type.name, field],
    );
    return new Set(rows.flatMap((row) => (row.key ? [row.key] : [])));
  }

  /** Jobs that failed for good, newest first: what the owner sees and may run again. */
  failed(limit: number): Promise<FailedJob[]> {
    return this.readFailed('TRUE', [limit]);
  }

  /** One failed job, or null when there is none with that id in that state. */
  async failedById(id: string): Promise<FailedJob | null> {
    return (await this.readFailed('id = $2', [1, id]))[0] ?? null;
  }

  private async readFailed(where: string, params: [number, ...unknown[]]): Promise<FailedJob[]> {
    const rows: Array<{
      id: string;
      name: string;
      data: JobEnvelope | null;
      retry_count: number;
      output: unknown;
      completed_on: Date | null;
      created_on: Date;
    }> = await this.options.dataSource.query(
      `SELECT id, name, data, retry_count, output, completed_on, created_on FROM ${JOB_SCHEMA}.job
        WHERE state = 'failed' AND ${where} ORDER BY completed_on DESC NULLS LAST, id LIMIT $1`,
      params,
    );
    return rows.map((row) => ({
      id: row.id,
      type: row.name,
      about: row.data?.about ?? row.name,
      attempts: row.retry_count + 1,
      lastError: errorMessage(row.output),
      failedAt: new Date(row.completed_on ?? row.created_on),
      createdAt: new Date(row.created_on),
      data: row.data ?? {},
    }));
  }

  private readonly ensured = new Set<string>();

  private async ensureQueue(type: JobType<object>): Promise<void> {
    if (this.ensured.has(type.name)) return;
    const options = {
      retryLimit: type.retryLimit,
      retryDelay: type.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: type.expireInSeconds,
      // Failed jobs wait a month for the owner; finished ones a week.
      retentionSeconds: 30 * 24 * 3600,
      deleteAfterSeconds: 7 * 24 * 3600,
    };
    if (await this.boss.getQueue(type.name)) await this.boss.updateQueue(type.name, options);
    else
      await this.boss.createQueue(type.name, options).catch(async (error: unknown) => {
        // Another process created it between our look and our create.
        if (!(await this.boss.getQueue(type.name))) throw error;
      });
    this.ensured.add(type.name);
  }
}

/**
 * Keeps a group's runs in this process to its limit. pg-boss counts a group's running jobs when a
 * worker fetches, but two workers fetching in the same instant both see the last free place (the
 * other's claim is not committed yet): measured with eight workers polling every 0.1 s, four
 * deliveries to one endpoint ran at once under a limit of two. A run past the limit waits here for
 * one of its group to end, so the group never has more at once from this process; it stays
 * claimed meanwhile, which the database's count sees.
 */
class GroupPlaces {
  private readonly groups = new Map<string, { running: number; waiting: Array<() => void> }>();

  async run<T>(group: string, limit: number, work: () => Promise<T>): Promise<T> {
    let places = this.groups.get(group);
    if (!places) this.groups.set(group, (places = { running: 0, waiting: [] }));
    if (places.running < limit) places.running += 1;
    else await new Promise<void>((resolve) => places.waiting.push(resolve));
    try {
      return await work();
    } finally {
      // The place passes to the run waiting longest, or is given back.
      const next = places.waiting.shift();
      if (next) next();
      else if (--places.running === 0) this.groups.delete(group);
    }
  }
}

/**
 * pg-boss on the shop's own pool: on the embedded engine that pool is one connection (see
 * db/embedded-postgres.ts), which a separate pool could not share safely.
 */
function poolDatabase(dataSource: DataSource): IDatabase {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  return {
    async executeSql(text: string, values?: unknown[]) {
      try {
        const result = (await pool.query(text, values)) as unknown;
        // A block of statements answers with one result each; RETURNING rows may sit in any.
        if (Array.isArray(result)) return { rows: result.flatMap((part: { rows?: unknown[] }) => part.rows ?? []) };
        return result as { rows: unknown[] };
      } catch (error) {
        // On the embedded engine every connection is the same session: a block that failed after
        // its BEGIN must not leave that session in an aborted transaction.
        if (!values?.length && /\bBEGIN\b/i.test(text)) await pool.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}

/** pg-boss's statements run on the transaction's connection, inside it. */
function transactionDatabase(runner: QueryRunner): IDatabase {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await runner.query(text, values, true);
      return { rows: (result.records ?? []) as unknown[] };
    },
  };
}
