import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserEntity } from '@server/accounts/user.entity.js';
import { hashPassword } from '@server/accounts/auth.service.js';
import { graphql } from '../support/gql/gql.js';
import { startTestShop, type ShopClient, type TestShop } from '../support/test-shop.js';

/**
 * When the mail server refuses an e-mail: the outbox waits longer after each failure before trying
 * again, the owner sees what is waiting or gave up (attempts and the server's answer), and "Send
 * again now" delivers it once the server accepts, over real SMTP.
 */
let shop: TestShop;
let admin: ShopClient;
let smtp: SMTPServer;
let refusing = true;
const received: ParsedMail[] = [];

const TROUBLED = graphql(`
  query MailFailuresList {
    troubledMails {
      id
      kind
      to
      subject
      state
      attempts
      lastError
      nextAttemptAt
    }
  }
`);

const SEND_AGAIN = graphql(`
  mutation MailFailuresSendAgain($id: ID!) {
    sendMailAgain(id: $id) {
      mail {
        id
        state
        attempts
      }
      errors {
        code
        message
      }
    }
  }
`);

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
      callback(error);
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  shop = await startTestShop({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Herbal Roots <care@herbalroots.test>',
    PAYMENT_RECONCILE_SECONDS: '0',
    // The suite sends by hand (deliverPending) to watch each try; no background job races it.
    JOBS_IDLE: 'mail.send',
  });
  admin = shop.client();
  await admin.loginAsAdmin();
});

afterAll(async () => {
  await shop?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

async function queue(subject: string): Promise<string> {
  await shop.dataSource.transaction((manager) =>
    shop.services.mail.enqueue(manager, 'contact-message', 'owner@herbal.test', {
      subject,
      text: `${subject}\n`,
      html: `<p>${subject}</p>`,
    }),
  );
  const [row]: Array<{ id: string }> = await shop.dataSource.query(`SELECT id FROM mail_outbox WHERE subject = $1`, [subject]);
  return row.id;
}

async function outboxRow(id: string) {
  const [row]: Array<{ status: string; attempts: number; wait_seconds: number | null }> = await shop.dataSource.query(
    `SELECT status, attempts, extract(epoch FROM next_attempt_at - now())::float AS wait_seconds FROM mail_outbox WHERE id = $1`,
    [id],
  );
  return row;
}

/** Moves the message's next try to now, as if its wait had passed. */
async function waitPasses(id: string) {
  await shop.dataSource.query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1`, [id]);
}

describe('an e-mail the mail server refuses', () => {
  it('is tried again after a wait that doubles, and the owner sees it waiting with the server’s answer', async () => {
    refusing = true;
    const id = await queue('Refused then waiting');

    await shop.services.mail.deliverPending();
    let row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.wait_seconds).toBeGreaterThan(55);
    expect(row.wait_seconds).toBeLessThanOrEqual(60);

    // Before the wait is over, another pass leaves it alone.
    await shop.services.mail.deliverPending();
    expect((await outboxRow(id)).attempts).toBe(1);

    await waitPasses(id);
    await shop.services.mail.deliverPending();
    row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row.wait_seconds).toBeGreaterThan(115);
    expect(row.wait_seconds).toBeLessThanOrEqual(120);

    const listed = (await admin.gql(TROUBLED)).data!.troubledMails.find((mail) => mail.id === id)!;
    expect(listed).toMatchObject({
      kind: 'contact-message',
      to: 'owner@herbal.test',
      subject: 'Refused then waiting',
      state: 'WAITING',
      attempts: 2,
    });
    expect(listed.lastError).toMatch(/451.*Mailbox temporarily unavailable/);
    expect(new Date(listed.nextAttemptAt as string).getTime()).toBeGreaterThan(Date.now() + 100_000);
  });

  it('is given up after five tries, and Send again now delivers it once the server accepts', async () => {
    refusing = true;
    const id = await queue('Refused five times');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await waitPasses(id);
      await shop.services.mail.deliverPending();
    }
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 5, wait_seconds: null });
    expect((await admin.gql(TROUBLED)).data!.troubledMails.find((mail) => mail.id === id)).toMatchObject({ state: 'FAILED', attempts: 5 });

    // Still refused: one more try, and it stays failed.
    const again = (await admin.gql(SEND_AGAIN, { id })).data!.sendMailAgain;
    expect(again).toMatchObject({ errors: [], mail: { id, state: 'FAILED', attempts: 5 } });

    refusing = false;
    const sent = (await admin.gql(SEND_AGAIN, { id })).data!.sendMailAgain;
    expect(sent).toEqual({ errors: [], mail: null });
    expect(received.map((mail) => mail.subject)).toContain('Refused five times');
    expect((await outboxRow(id)).status).toBe('sent');
    expect((await admin.gql(TROUBLED)).data!.troubledMails.map((mail) => mail.id)).not.toContain(id);

    const twice = (await admin.gql(SEND_AGAIN, { id })).data!.sendMailAgain;
    expect(twice.errors).toMatchObject([{ code: 'VALIDATION', message: 'This e-mail was already sent' }]);
  });

  it('answers NOT_FOUND for an unknown e-mail, and is the owner’s alone', async () => {
    const unknown = (await admin.gql(SEND_AGAIN, { id: '00000000-0000-4000-8000-00000000dead' })).data!.sendMailAgain;
    expect(unknown.errors[0]).toMatchObject({ code: 'NOT_FOUND' });

    await shop.dataSource.getRepository(UserEntity).insert({
      email: 'nosy@herbal.test',
      passwordHash: await hashPassword('shopper-password'),
      role: 'user',
      emailConfirmedAt: new Date(),
    });
    const shopper = shop.client();
    await shopper.loginOrFail('nosy@herbal.test', 'shopper-password');
    const asShopper = await shopper.gql(TROUBLED);
    expect(asShopper.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const resend = await shopper.gql(SEND_AGAIN, { id: '00000000-0000-4000-8000-00000000dead' });
    expect(JSON.stringify(resend)).toContain('FORBIDDEN');
  });
});
