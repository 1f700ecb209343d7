import type { RequestContext } from '../kernel/request-context.js';
import { requireAdmin } from '../kernel/access.js';
import { notFound } from '../kernel/errors.js';
import type { FailedJob, JobQueue } from '../kernel/job-queue.js';

/** How many failed jobs the owner's list shows (newest first). */
const LIST_LIMIT = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Background jobs that failed for good (an e-mail the mail server kept refusing, a webhook its
 * receiver refused for a day, a scheduled check that broke), for the owner in Settings → Jobs:
 * what each was for, how often it ran, its last error; and "run again".
 */
export class FailedJobsService {
  constructor(private readonly jobs: Pick<JobQueue, 'failed' | 'failedById' | 'runAgain'>) {}

  async list(ctx: RequestContext): Promise<FailedJob[]> {
    requireAdmin(ctx);
    return this.jobs.failed(LIST_LIMIT);
  }

  /** Puts a failed job back in its queue, due at once; returns it as it was. */
  async runAgain(ctx: RequestContext, id: string): Promise<FailedJob> {
    requireAdmin(ctx);
    const job = UUID.test(id) ? await this.jobs.failedById(id) : null;
    if (!job) throw notFound('No failed job with this id', { field: 'id' });
    await this.jobs.runAgain(job.type, job.id, job.data);
    return job;
  }
}
