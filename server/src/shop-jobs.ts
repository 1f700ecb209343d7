import type { Env } from './config/env.js';
import type { ShopServices } from './container.js';
import type { JobQueue } from './kernel/job-queue.js';
import { cronEvery } from './kernel/cron-every.js';
import { DELIVER_WEBHOOK } from './integrations/webhook-dispatcher.js';
import { LOW_STOCK_MAIL, RETURN_REMINDERS, REVIEW_REQUESTS } from './mail/mail-jobs.js';
import { SEND_MAIL } from './mail/mail.service.js';
import { BACK_IN_STOCK_MAIL } from './mail/back-in-stock-mail.js';
import { RECONCILE_PAYMENTS } from './payments/payment-reconciler.js';

/**
 * Every job type's work, in one place (the composition root): what runs when a job of each type
 * comes due, and the schedule of the scheduled ones. docs/architecture.md lists them.
 */
export function registerShopJobs(jobs: JobQueue, services: ShopServices, env: Env): void {
  // Enqueued by the change that owes them.
  jobs.handle(SEND_MAIL, (data) => services.mail.deliverOne(data.outboxId), {
    onRunAgain: (data) => services.mail.requeue(data.outboxId),
  });
  jobs.handle(DELIVER_WEBHOOK, (data) => services.webhooks.deliverOne(data.deliveryId), {
    onRunAgain: (data) => services.webhooks.requeue(data.deliveryId),
  });
  // Written by the products trigger when a size's stock goes from 0 to above 0 (db/functions/back-in-stock.sql).
  jobs.handle(BACK_IN_STOCK_MAIL, (data) => services.backInStockMail.send(data));
  const { pickupBookings } = services;
  jobs.handle(pickupBookings.jobType, (data, job) => pickupBookings.run(data, job), {
    onRunAgain: (data) => pickupBookings.runAgain(data),
  });

  // Scheduled: every PAYMENT_RECONCILE_SECONDS, each run by one process.
  // Under a minute (tests, demos) each run sends the next; pg-boss's cron is kept to the minute.
  const seconds = env.PAYMENT_RECONCILE_SECONDS;
  const schedule = seconds <= 0 ? {} : seconds < 60 ? { everySeconds: seconds } : { cron: cronEvery(seconds) };
  jobs.handle(RECONCILE_PAYMENTS, () => services.reconciler.reconcileOnce(), schedule);
  jobs.handle(LOW_STOCK_MAIL, () => services.mailJobs.lowStock(), schedule);
  jobs.handle(REVIEW_REQUESTS, () => services.mailJobs.reviewRequests(), schedule);
  jobs.handle(RETURN_REMINDERS, () => services.mailJobs.returnReminders(), schedule);
}

/**
 * Gives a job to each queued e-mail, pending webhook delivery and restocked size that has none: rows written
 * before the queue's tables existed (a fresh database's first start, or an upgrade from the
 * timer-driven outbox). At start-up only.
 */
export async function adoptUnqueuedWork(jobs: JobQueue, services: ShopServices): Promise<void> {
  const queuedMail = await jobs.openJobKeys(SEND_MAIL, 'outboxId');
  for (const message of await services.mail.queuedMessages()) if (!queuedMail.has(message.outboxId)) await jobs.enqueue(SEND_MAIL, message);
  const queuedDeliveries = await jobs.openJobKeys(DELIVER_WEBHOOK, 'deliveryId');
  for (const delivery of await services.webhooks.pendingDeliveries())
    if (!queuedDeliveries.has(delivery.deliveryId)) await jobs.enqueue(DELIVER_WEBHOOK, delivery);
  const queuedSizes = await jobs.openJobKeys(BACK_IN_STOCK_MAIL, 'sizeId');
  for (const size of await services.backInStockMail.restockedSizes())
    if (!queuedSizes.has(size.sizeId)) await jobs.enqueue(BACK_IN_STOCK_MAIL, size);
}
