import type { MailService } from '../mail/mail.service.js';
import type { MailJobs } from '../mail/mail-jobs.js';
import type { PaymentSyncService, ReconcileReport } from './payment-sync.service.js';
import type { RefundReconcileReport, RefundService } from './refund.service.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';

/**
 * The background pass: re-checks pending payments and refunds with the provider, queues the
 * e-mails that wait for a pass (low stock, review requests: mail/mail-jobs.ts) and sends or
 * retries queued e-mail, shortly after start-up (what a crash left behind is cleaned up at
 * the next start) and then every PAYMENT_RECONCILE_SECONDS (0 = never), in one process at a time
 * (a Postgres advisory lock).
 */
export interface ReconcilePassReport extends ReconcileReport {
  refunds: RefundReconcileReport;
}

/** Arbitrary but fixed: the Postgres advisory lock that lets one process reconcile at a time. */
const RECONCILE_LOCK_KEY = 740_317_001;
/** The first reconciliation pass after start-up, to clean up after a crash. */
const FIRST_PASS_AFTER_MS = 2_000;

export class PaymentReconciler {
  private timer: NodeJS.Timeout | null = null;
  private firstPass: NodeJS.Timeout | null = null;
  private running: Promise<ReconcilePassReport | null> | null = null;

  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly payments: PaymentSyncService,
    private readonly refunds: RefundService,
    private readonly mail: MailService,
    private readonly mailJobs: MailJobs | null = null,
  ) {}

  start(): void {
    const seconds = this.deps.env.PAYMENT_RECONCILE_SECONDS;
    if (this.timer || seconds <= 0) return;
    this.firstPass = setTimeout(
      () => {
        this.firstPass = null;
        void this.reconcileOnce();
      },
      Math.min(FIRST_PASS_AFTER_MS, seconds * 1000),
    );
    this.timer = setInterval(() => {
      void this.reconcileOnce();
    }, seconds * 1000);
    // Background work never keeps the process alive on its own.
    this.firstPass.unref();
    this.timer.unref();
  }

  stop(): void {
    if (this.firstPass) clearTimeout(this.firstPass);
    if (this.timer) clearInterval(this.timer);
    this.firstPass = null;
    this.timer = null;
  }

  /**
   * One guarded pass: skipped when a pass is still running here, or when another process holds
   * the advisory lock. The lock is session-level, so it is taken and released on one connection.
   */
  reconcileOnce(): Promise<ReconcilePassReport | null> {
    this.running ??= this.lockedPass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Every pending payment and refund that is due, then queued mail. Unguarded: tests call it directly. */
  async pass(): Promise<ReconcilePassReport> {
    const report = await this.payments.reconcilePending();
    const refunds = await this.refunds.reconcilePending();
    try {
      await this.mailJobs?.run();
    } catch (error) {
      this.deps.logger.warn('queueing low-stock and review e-mails failed', { error: describe(error) });
    }
    try {
      await this.mail.deliverPending();
    } catch (error) {
      this.deps.logger.warn('retrying queued e-mail failed', { error: describe(error) });
    }
    return { ...report, refunds };
  }

  private async lockedPass(): Promise<ReconcilePassReport | null> {
    const { dataSource, logger } = this.deps;
    // A one-connection pool is the embedded engine, which a single process owns; there, holding
    // the lock's connection would starve the pass itself of its only connection.
    if (((dataSource.options as { poolSize?: number }).poolSize ?? 10) <= 1) {
      return this.pass().catch((error: unknown) => {
        logger.warn('payment reconciliation pass failed', { error: describe(error) });
        return null;
      });
    }
    const runner = dataSource.createQueryRunner();
    try {
      await runner.connect();
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [RECONCILE_LOCK_KEY])) as Array<{
        locked: boolean;
      }>;
      if (!locked) return null;
      try {
        return await this.pass();
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [RECONCILE_LOCK_KEY]);
      }
    } catch (error) {
      logger.warn('payment reconciliation pass failed', { error: describe(error) });
      return null;
    } finally {
      await runner.release();
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
