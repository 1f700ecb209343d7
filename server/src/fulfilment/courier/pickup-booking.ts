import type { EntityManager } from 'typeorm';
import type { ShopServiceDeps } from '../../kernel/dependencies.js';
import { ShopError } from '../../kernel/errors.js';
import { jobType, type JobQueue, type JobType } from '../../kernel/job-queue.js';
import { ReturnRequestEntity } from '../../returns/return-request.entity.js';
import { ShipmentEntity } from '../shipment.entity.js';
import type { ShippingProvider } from './shipping-provider.js';

/** Where a courier's pickup stands, on the shipment or the return's reverse pickup. */
export type PickupStatus = 'BOOKED' | 'PENDING' | 'FAILED';

/** One pickup to book: an order's parcel, or (with returnId) the reverse pickup of its return. */
export interface PickupBookingJobData {
  orderId: string;
  returnId: string | null;
  /** The aggregator's shipment id the pickup is asked for. */
  providerShipmentId: string;
  /** HB-100042, for the owner's list of failed jobs. */
  orderNumber: string;
}

/**
 * Booking the courier's pickup as a job: asked again with back-off while the aggregator fails or
 * times out; once the tries are spent it stays in the failed jobs for the owner to run again.
 * Asking twice cannot make a second parcel (the AWB exists already), so this write may be retried.
 */
export function pickupBookingJob(retryDelaySeconds: number, retryLimit: number): JobType<PickupBookingJobData> {
  return jobType<PickupBookingJobData>(
    'fulfilment.book-pickup',
    (data) => `Courier pickup of ${data.returnId ? 'the return of ' : ''}${data.orderNumber}`,
    { retryLimit, retryDelaySeconds, expireInSeconds: 5 * 60 },
  );
}

/** What the owner reads on the order when a try failed. */
function failureText(error: unknown): string {
  if (error instanceof ShopError && error.code === 'SHIPPING_PROVIDER_UNAVAILABLE') return 'The courier service did not answer.';
  return (error instanceof Error ? error.message : String(error)).slice(0, 300);
}

/**
 * The courier's pickup of a booked parcel: asked at once when it is booked, and when the
 * aggregator fails, owed as a job (enqueued in the transaction that records the shipment or the
 * reverse pickup) that writes BOOKED with the day, or PENDING with the last failure between
 * tries, and FAILED once the tries are spent. Running the failed job again puts it back to PENDING.
 */
export class PickupBookingService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly provider: ShippingProvider,
    private readonly jobs: Pick<JobQueue, 'enqueue'>,
    readonly jobType: JobType<PickupBookingJobData>,
  ) {}

  /** One try now; a failure is logged and answered as PENDING, for `owe` to hand to the job. */
  async tryNow(
    providerShipmentId: string,
    orderNumber: string,
  ): Promise<{ status: PickupStatus; scheduledFor: string | null; error: string | null }> {
    try {
      return { status: 'BOOKED', scheduledFor: await this.provider.schedulePickup(providerShipmentId), error: null };
    } catch (error) {
      this.deps.logger.warn('courier pickup not booked; a job will try again', { order: orderNumber, error: String(error) });
      return { status: 'PENDING', scheduledFor: null, error: failureText(error) };
    }
  }

  /** Owes the pickup's job, in the transaction recording what it is for; its first run waits one back-off. */
  async owe(manager: EntityManager, data: PickupBookingJobData): Promise<void> {
    await this.jobs.enqueue(this.jobType, data, { manager, startAfter: this.jobType.retryDelaySeconds });
  }

  /** The job's run: books the pickup and records it, or records the failure and throws for pg-boss to retry. */
  async run(data: PickupBookingJobData, job: { retryCount: number }): Promise<void> {
    let scheduledFor: string | null;
    try {
      scheduledFor = await this.provider.schedulePickup(data.providerShipmentId);
    } catch (error) {
      const last = job.retryCount >= this.jobType.retryLimit;
      await this.record(data, { status: last ? 'FAILED' : 'PENDING', error: failureText(error) });
      throw error;
    }
    await this.record(data, { status: 'BOOKED', error: null, scheduledFor });
  }

  /** The owner runs the failed job again: the pickup is pending once more. */
  async runAgain(data: PickupBookingJobData): Promise<void> {
    await this.record(data, { status: 'PENDING' });
  }

  private async record(
    data: PickupBookingJobData,
    change: { status: PickupStatus; error?: string | null; scheduledFor?: string | null },
  ): Promise<void> {
    const values = {
      pickupStatus: change.status,
      ...(change.error === undefined ? {} : { pickupError: change.error }),
      ...(change.scheduledFor === undefined ? {} : { pickupScheduledFor: change.scheduledFor }),
    };
    if (data.returnId) await this.deps.dataSource.getRepository(ReturnRequestEntity).update({ id: data.returnId }, values);
    else await this.deps.dataSource.getRepository(ShipmentEntity).update({ orderId: data.orderId }, values);
  }
}
