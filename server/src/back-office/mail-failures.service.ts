import { requireAdmin } from '../kernel/access.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput, notFound } from '../kernel/errors.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { MailService } from '../mail/mail.service.js';

export interface TroubledMail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  /** FAILED: given up after the last attempt; WAITING: failed, to be tried again at nextAttemptAt. */
  state: 'FAILED' | 'WAITING';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
}

interface Row {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | null;
  created_at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLUMNS = 'id, kind, to_address, subject, status, attempts, last_error, next_attempt_at, created_at';
const TROUBLED = `(status = 'failed' OR (status = 'queued' AND attempts > 0))`;

function troubledMail(row: Row): TroubledMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    state: row.status === 'failed' ? 'FAILED' : 'WAITING',
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
  };
}

/**
 * The e-mails that did not go out, for the owner in Settings → E-mails: those the outbox gave up
 * on and those waiting for their next try, with how often they were tried and the SMTP server's
 * last answer; and "send again now", which puts one back at the front of the queue.
 */
export class MailFailuresService {
  constructor(
    private readonly deps: Pick<ShopServiceDeps, 'dataSource'>,
    private readonly mail: Pick<MailService, 'deliverOne'>,
  ) {}

  async list(ctx: RequestContext): Promise<TroubledMail[]> {
    requireAdmin(ctx);
    const rows: Row[] = await this.deps.dataSource.query(
      `SELECT ${COLUMNS} FROM mail_outbox WHERE ${TROUBLED} ORDER BY created_at DESC LIMIT 100`,
    );
    return rows.map(troubledMail);
  }

  /** Queues a failed or waiting e-mail to be sent at once, and sends it; returns it as it then is. */
  async sendAgain(ctx: RequestContext, id: string): Promise<TroubledMail | null> {
    requireAdmin(ctx);
    if (!UUID.test(id)) throw notFound('No such e-mail', { field: 'id' });
    const rows: Row[] = await this.deps.dataSource.query(
      // Wrapped in a SELECT: TypeORM answers a bare UPDATE … RETURNING with [rows, count].
      `WITH queued AS (
         UPDATE mail_outbox SET status = 'queued', next_attempt_at = NULL, sent_at = NULL, attempts = LEAST(attempts, 4)
          WHERE id = $1 AND ${TROUBLED}
          RETURNING id
       ) SELECT id FROM queued`,
      [id],
    );
    if (rows.length === 0) {
      const exists: unknown[] = await this.deps.dataSource.query(`SELECT 1 FROM mail_outbox WHERE id = $1`, [id]);
      if (exists.length === 0) throw notFound('No such e-mail', { field: 'id' });
      throw invalidInput('This e-mail was already sent', { field: 'id' });
    }
    // A refusal is written on the row, which is what this answers with.
    await this.mail.deliverOne(id).catch(() => undefined);
    const [row]: Row[] = await this.deps.dataSource.query(`SELECT ${COLUMNS} FROM mail_outbox WHERE id = $1`, [id]);
    return row && (row.status === 'failed' || (row.status === 'queued' && row.attempts > 0)) ? troubledMail(row) : null;
  }
}
