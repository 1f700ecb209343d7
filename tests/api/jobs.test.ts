import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserEntity } from '@server/accounts/user.entity.js';
import { hashPassword } from '@server/accounts/auth.service.js';
import { createDataSource } from '@server/db/data-source.js';
import { JobQueue, jobType } from '@server/kernel/job-queue.js';
import { createLogger } from '@server/kernel/logger.js';
import type { RenderedMail } from '@server/mail/mail.service.js';
import { graphql } from '../support/gql/gql.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * The background jobs as the owner and an integrator meet them: every e-mail and webhook is its
 * own job, so a mail server that stops answering one message holds up nothing else; a job exists
 * only if the change that owed it commits; a job runs once however many processes work the queue;
 * and one that failed for good is listed for the owner, who can run it again. Real SMTP (a
 * smtp-server peer that can stall or refuse) and a real HTTP receiver.
 */
let shop: TestShop;
let admin: ShopClient;
let smtp: SMTPServer;
let receiver: http.Server;
let receiverUrl = '';
const webhooksReceived: Array<{ at: number; type: string }> = [];
const mailReceived: Array<{ at: number; mail: ParsedMail }> = [];
/** Callbacks of the RCPT TO commands the server never answered (released at the end). */
const stalled: Array<() => void> = [];
let refusing = true;

const FAILED_JOBS = graphql(`
  query JobsFailedJobs {
    failedJobs {
      id
      type
      about
      attempts
      lastError
      failedAt
      createdAt
    }
  }
`);

const RUN_AGAIN = graphql(`
  mutation JobsRunAgain($id: ID!) {
    runJobAgain(id: $id) {
      job {
        id
        type
        about
      }
      errors {
        code
        message
      }
    }
  }
`);

const CREATE_ENDPOINT = graphql(`
  mutation JobsCreateEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        id
      }
      errors {
        code
        message
      }
    }
  }
`);

const SEND_TEST_WEBHOOK = graphql(`
  mutation JobsSendTestWebhook($endpointId: ID!) {
    sendTestWebhook(endpointId: $endpointId) {
      errors {
        code
        message
      }
    }
  }
`);

/** The first truthy answer of `check`, asked every 50 ms, or a failure after `timeoutMs`. */
async function eventually<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  options: { timeoutMs?: number } = {},
): Promise<T> {
  const until = Date.now() + (options.timeoutMs ?? 5_000);
  while (Date.now() < until) {
    const answer = await check();
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not met in time');
}

function message(subject: string): RenderedMail {
  return { subject, text: `${subject}\n`, html: `<p>${subject}</p>` };
}

/** Owes `to` one e-mail, in a transaction of its own (as a contact message or reminder is). */
async function owe(to: string, subject: string, alsoInTransaction?: string): Promise<void> {
  await shop.dataSource.transaction(async (manager) => {
    await shop.services.mail.enqueue(manager, 'jobs-test', to, message(subject));
    if (alsoInTransaction) await manager.query(alsoInTransaction, [subject]);
  });
}

async function outboxStatus(subject: string): Promise<string | undefined> {
  const [row]: Array<{ status: string }> = await shop.dataSource.query('SELECT status FROM mail_outbox WHERE subject = $1', [subject]);
  return row?.status;
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      // A provider that stops answering in the middle of one message.
      if (address.address.startsWith('stalled@')) return void stalled.push(() => callback(new Error('closing')));
      if (address.address.startsWith('refused@') && refusing)
        return callback(Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mailReceived.push({ at: Date.now(), mail });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      webhooksReceived.push({ at: Date.now(), type: (JSON.parse(body) as { type: string }).type });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  shop = await startTestShop({
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    MAIL_FROM: 'Herbal Roots <care@herbalroots.test>',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_DISPATCH_SECONDS: '0.5',
  });
  admin = shop.client();
  await admin.loginAsAdmin();
});

afterAll(async () => {
  for (const release of stalled) release();
  await shop?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await new Promise<void>((resolve) => receiver?.close(() => resolve()));
});

describe('a mail server that stops answering one e-mail', () => {
  it('holds up neither the other e-mails nor a webhook', async () => {
    const created = (await admin.gql(CREATE_ENDPOINT, { input: { url: receiverUrl, events: ['order.paid'] } })).data!.createWebhookEndpoint;
    expect(created.errors).toEqual([]);

    await owe('stalled@herbal.test', 'Held by the mail server');
    // Its job has the server's attention before the others are owed.
    await eventually(() => stalled.length === 1);
    const started = Date.now();
    for (let i = 1; i <= 10; i += 1) await owe(`buyer${i}@herbal.test`, `Order note ${i}`);
    expect((await admin.gql(SEND_TEST_WEBHOOK, { endpointId: created.endpoint!.id })).data!.sendTestWebhook.errors).toEqual([]);

    await eventually(() => mailReceived.filter((entry) => entry.mail.subject?.startsWith('Order note')).length === 10, {
      timeoutMs: 15_000,
    });
    await eventually(() => webhooksReceived.some((entry) => entry.type === 'webhook.test'));
    const mailDone = Math.max(...mailReceived.map((entry) => entry.at)) - started;
    const webhookDone = webhooksReceived.find((entry) => entry.type === 'webhook.test')!.at - started;
    console.info(
      `with one e-mail stalled at the mail server: 10 other e-mails delivered in ${mailDone} ms, a webhook in ${webhookDone} ms`,
    );
    expect(mailDone).toBeLessThan(10_000);
    expect(webhookDone).toBeLessThan(10_000);
    // The held message is still in the mail server's hands, not given up or sent twice.
    expect(await outboxStatus('Held by the mail server')).toBe('queued');
    expect(stalled).toHaveLength(1);
  });
});

describe('a job owed by a change', () => {
  it('exists only if the change commits', async () => {
    await expect(
      shop.dataSource.transaction(async (manager) => {
        await shop.services.mail.enqueue(manager, 'jobs-test', 'rolled-back@herbal.test', message('Never owed'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await owe('committed@herbal.test', 'Owed and sent');

    await eventually(() => mailReceived.some((entry) => entry.mail.subject === 'Owed and sent'));
    const jobs: Array<{ to: string }> = await shop.dataSource.query(
      `SELECT data->>'to' AS to FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' IN ('rolled-back@herbal.test', 'committed@herbal.test')`,
    );
    expect(jobs).toEqual([{ to: 'committed@herbal.test' }]);
    expect(await outboxStatus('Never owed')).toBeUndefined();
  });
});

describe('a job that failed for good', () => {
  it('is listed for the owner with what it was for and why, and Run again sends it once the server accepts', async () => {
    refusing = true;
    // Its own subject and the failed jobs listed before it: a retry of this test must not read
    // the first try's mail or job.
    const subject = `Refused for good ${Date.now()}`;
    const failedBefore = new Set((await admin.gql(FAILED_JOBS)).data!.failedJobs.map((job) => job.id));
    // On its last try (four refusals before): the next refusal gives it up.
    await owe('refused@herbal.test', subject, `UPDATE mail_outbox SET attempts = 4 WHERE subject = $1`);

    const listed = await eventually(async () =>
      (await admin.gql(FAILED_JOBS)).data!.failedJobs.find(
        (job) => job.about === 'jobs-test to refused@herbal.test' && !failedBefore.has(job.id),
      ),
    );
    expect(listed).toMatchObject({ type: 'mail.send', attempts: 1 });
    expect(listed.lastError).toMatch(/not delivered after 5 tries: .*Mailbox temporarily unavailable/);
    expect(new Date(listed.failedAt).getTime()).toBeGreaterThanOrEqual(new Date(listed.createdAt).getTime());
    expect(await outboxStatus(subject)).toBe('failed');

    refusing = false;
    const again = (await admin.gql(RUN_AGAIN, { id: listed.id })).data!.runJobAgain;
    expect(again).toEqual({ errors: [], job: { id: listed.id, type: 'mail.send', about: 'jobs-test to refused@herbal.test' } });
    await eventually(() => mailReceived.some((entry) => entry.mail.subject === subject));
    expect(mailReceived.filter((entry) => entry.mail.subject === subject)).toHaveLength(1);
    // The server accepted the mail before the job wrote it down as sent: read once it has.
    await eventually(async () => (await outboxStatus(subject)) === 'sent');
    await eventually(async () => !(await admin.gql(FAILED_JOBS)).data!.failedJobs.some((job) => job.id === listed.id));

    // Run again on a job that is no longer failed, or never was: NOT_FOUND, nothing queued.
    const twice = (await admin.gql(RUN_AGAIN, { id: listed.id })).data!.runJobAgain;
    expect(twice).toMatchObject({ job: null, errors: [{ code: 'NOT_FOUND' }] });
    const unknown = (await admin.gql(RUN_AGAIN, { id: 'not-a-job' })).data!.runJobAgain;
    expect(unknown).toMatchObject({ job: null, errors: [{ code: 'NOT_FOUND' }] });
  });

  it('is the owner’s alone: a shopper and a visitor are refused the list and Run again', async () => {
    refusing = true;
    await owe('refused@herbal.test', 'Refused while a shopper looks', `UPDATE mail_outbox SET attempts = 4 WHERE subject = $1`);
    const failed = await eventually(async () =>
      (await admin.gql(FAILED_JOBS)).data!.failedJobs.find((job) => job.about === 'jobs-test to refused@herbal.test'),
    );

    await shop.dataSource.getRepository(UserEntity).insert({
      email: 'curious@herbal.test',
      passwordHash: await hashPassword('shopper-password'),
      role: 'user',
      emailConfirmedAt: new Date(),
    });
    const shopper = shop.client();
    await shopper.loginOrFail('curious@herbal.test', 'shopper-password');
    const visitor = shop.client();

    for (const [who, code] of [
      [shopper, 'FORBIDDEN'],
      [visitor, 'UNAUTHENTICATED'],
    ] as const) {
      const list = await who.gql(FAILED_JOBS);
      expect(list.errors?.[0].extensions?.code).toBe(code);
      expect(list.data?.failedJobs ?? null).toBeNull();
      const run = await who.gql(RUN_AGAIN, { id: failed.id });
      expect(JSON.stringify(run)).toContain(code);
    }
    // Still failed, not run again by either.
    expect((await admin.gql(FAILED_JOBS)).data!.failedJobs.map((job) => job.id)).toContain(failed.id);
    expect(await outboxStatus('Refused while a shopper looks')).toBe('failed');
  });
});

describe('two processes working one queue', () => {
  it('run each job once, and a job that fails is tried again after a growing wait', async (context) => {
    if (shop.database.kind === 'embedded') context.skip('needs a Postgres server two processes can reach (TEST_DATABASE_URL)');
    await shop.dataSource.query(
      'CREATE TABLE job_runs (job_id text NOT NULL, worker text NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp())',
    );
    const COUNTED = jobType<{ n: number }>('test.counted', (data) => `counted ${data.n}`, { concurrency: 3 });
    const FLAKY = jobType<{ name: string }>('test.flaky', () => 'fails twice', { retryLimit: 3, retryDelaySeconds: 1 });
    const sources = [createDataSource({ url: shop.database.url, poolSize: 4 }), createDataSource({ url: shop.database.url, poolSize: 4 })];
    const queues = await Promise.all(
      sources.map(async (dataSource, index) => {
        await dataSource.initialize();
        const queue = new JobQueue({ dataSource, logger: createLogger('silent'), pollSeconds: 0.5 });
        const worker = `process ${index + 1}`;
        queue.handle(COUNTED, async (_data, job) => {
          await dataSource.query('INSERT INTO job_runs (job_id, worker) VALUES ($1, $2)', [job.id, worker]);
          await new Promise((resolve) => setTimeout(resolve, 20));
        });
        queue.handle(FLAKY, async (_data, job) => {
          await dataSource.query('INSERT INTO job_runs (job_id, worker) VALUES ($1, $2)', [job.id, `flaky ${worker}`]);
          if (job.retryCount < 2) throw new Error('not yet');
        });
        return queue;
      }),
    );
    try {
      await Promise.all(queues.map((queue) => queue.start()));
      const started = Date.now();
      for (let n = 0; n < 60; n += 1) await queues[n % 2].enqueue(COUNTED, { n });
      const flaky = await queues[0].enqueue(FLAKY, { name: 'flaky' });

      await eventually(
        async () => {
          const [{ n }]: Array<{ n: number }> = await shop.dataSource.query(
            `SELECT count(*)::int AS n FROM job_runs WHERE worker LIKE 'process%'`,
          );
          return n >= 60;
        },
        {
          timeoutMs: 20_000,
        },
      );
      const elapsed = Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const runs: Array<{ job_id: string; worker: string }> = await shop.dataSource.query(
        `SELECT job_id, worker FROM job_runs WHERE worker LIKE 'process%'`,
      );
      expect(runs).toHaveLength(60);
      expect(new Set(runs.map((run) => run.job_id)).size).toBe(60);
      const byWorker = new Map<string, number>();
      for (const run of runs) byWorker.set(run.worker, (byWorker.get(run.worker) ?? 0) + 1);
      console.info(
        `60 jobs over two processes in ${elapsed} ms: ${[...byWorker].map(([worker, done]) => `${worker} ran ${done}`).join(', ')}; none twice`,
      );
      expect([...byWorker.keys()].sort()).toEqual(['process 1', 'process 2']);

      const tries = await eventually(
        async () => {
          const rows: Array<{ at: Date }> = await shop.dataSource.query(`SELECT at FROM job_runs WHERE job_id = $1 ORDER BY at`, [flaky]);
          return rows.length === 3 ? rows.map((row) => new Date(row.at).getTime()) : undefined;
        },
        { timeoutMs: 20_000 },
      );
      const [first, second] = [tries[1] - tries[0], tries[2] - tries[1]];
      console.info(`a job failing twice was tried again after ${first} ms, then ${second} ms`);
      expect(first).toBeGreaterThanOrEqual(900);
      expect(second).toBeGreaterThan(first);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
      await Promise.all(sources.map((dataSource) => dataSource.destroy()));
    }
  });
});

describe('a job due now while another of its type runs', () => {
  it("starts at once on the type's idle worker, not at the next poll", async (context) => {
    if (shop.database.kind === 'embedded') context.skip('needs a Postgres server a second connection pool can reach (TEST_DATABASE_URL)');
    // Workers poll every 30 s here: only the wake that sending a job gives can start it sooner.
    // Woken one at a time, the wake went to the first worker, busy with the held job, and the
    // second job waited for the other worker's poll (a prompt webhook behind a slow receiver).
    // A type of its own per attempt: a retried attempt must not meet the jobs of the one before.
    const HELD = jobType<{ n: number }>(`test.held.${Date.now()}`, (data) => `held ${data.n}`, { concurrency: 2 });
    const dataSource = createDataSource({ url: shop.database.url, poolSize: 4 });
    await dataSource.initialize();
    const queue = new JobQueue({ dataSource, logger: createLogger('silent'), pollSeconds: 30 });
    const started = new Map<number, number>();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    queue.handle(HELD, async ({ n }) => {
      started.set(n, Date.now());
      if (n === 1) await held;
    });
    try {
      await queue.start();
      await queue.enqueue(HELD, { n: 1 });
      await eventually(() => started.has(1), { timeoutMs: 10_000 });
      const sent = Date.now();
      await queue.enqueue(HELD, { n: 2 });
      await eventually(() => started.has(2), { timeoutMs: 20_000 });
      console.info(`the second job started ${started.get(2)! - sent} ms after it was sent, the first still running`);
      expect(started.get(2)! - sent).toBeLessThan(5_000);
    } finally {
      release();
      await queue.stop();
      await dataSource.destroy();
    }
  });
});
