import type { PaymentSyncService, ReconcileReport } from './payment-sync.service.js';
import type { RefundReconcileReport, RefundService } from './refund.service.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { jobType } from '../kernel/job-queue.js';

/**
 * Re-checks pending payments and refunds with the provider: expires the orders nobody can pay
 * any more, records outcomes whose webhook never came. A scheduled job (RECONCILE_PAYMENTS,
 * every PAYMENT_RECONCILE_SECONDS; 0 = never), one pass at a time across processes (a Postgres
 * advisory lock, so a pass that outlasts its interval is not doubled by the next).
 */
export interface ReconcilePassReport extends ReconcileReport {
  refunds: RefundReconcileReport;
}

export const RECONCILE_PAYMENTS = jobType<object>('payments.reconcile', () => 'pending payments and refunds', {
  // The next scheduled pass is the retry.
  retryLimit: 0,
  expireInSeconds: 10 * 60,
});

/** Arbitrary but fixed: the Postgres advisory lock that lets one process reconcile at a time. */
const RECONCILE_LOCK_KEY = 740_317_001;

export class PaymentReconciler {
  private running: Promise<ReconcilePassReport | null> | null = null;

  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly payments: PaymentSyncService,
    private readonly refunds: RefundService,
  ) {}

  /**
   * One guarded pass: skipped (null) when a pass is still running here, or when another process
   * holds the advisory lock. The lock is session-level, so it is taken and released on one
   * connection. A pass that fails rejects, and its job with it.
   */
  reconcileOnce(): Promise<ReconcilePassReport | null> {
    this.running ??= this.lockedPass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Every pending payment and refund that is due. Unguarded: tests call it directly. */
  async pass(): Promise<ReconcilePassReport> {
    const report = await this.payments.reconcilePending();
    const refunds = await this.refunds.reconcilePending();
    return { ...report, refunds };
  }

  private async lockedPass(): Promise<ReconcilePassReport | null> {
    const { dataSource } = this.deps;
    // A one-connection pool is the embedded engine, which a single process owns; there, holding
    // the lock's connection would starve the pass itself of its only connection.
    if (((dataSource.options as { poolSize?: number }).poolSize ?? 10) <= 1) return this.pass();
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
    } finally {
      await runner.release();
    }
  }
}
