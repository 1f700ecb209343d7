import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVE, askReturn, DAY, deliveredOrder, startReturnsShop, type ReturnsShop } from '../support/return-helpers.js';
import { TEST_ADMIN } from '../support/test-shop.js';

/**
 * The owner's reminder of a return request left unanswered past the 2 days the policy promises:
 * sent by the background pass, over SMTP, once per request, not for one already answered, and
 * not when the owner switched it off in Settings → E-mails.
 */
let env: ReturnsShop;

beforeAll(async () => {
  env = await startReturnsShop();
}, 60_000);
afterAll(async () => {
  await env?.close();
});

/** A request for one bottle, asked at `askedAt`. */
async function askedAt(askedAt: string) {
  const order = await deliveredOrder(env, [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }], { deliveredMsAgo: DAY });
  const answer = await askReturn(env.shop.client(), {
    orderNumber: order.orderNumber,
    email: order.email,
    lines: [{ lineId: order.lineIds[0], quantity: 1 }],
    reason: 'DAMAGED',
    note: 'The pump is broken',
  });
  const id = answer.returnRequest!.id;
  await env.shop.dataSource.query('UPDATE return_requests SET created_at = $2 WHERE id = $1', [id, askedAt]);
  return { order, id };
}

/** One background pass at `now`: queue what is due, then send it. */
async function pass(now: string) {
  const report = await env.shop.services.mailJobs.run(new Date(now));
  await env.shop.services.mail.deliverPending();
  return report.returnReminders;
}

const reminders = async (orderNumber: string) =>
  (
    await env.shop.dataSource.query<Array<{ count: number }>>(
      `SELECT count(*)::int AS count FROM mail_outbox WHERE kind = 'owner-return-waiting' AND subject LIKE $1`,
      [`%${orderNumber} %`],
    )
  )[0].count;

async function setReminders(on: boolean) {
  const answer = await env.admin.gqlText(
    'mutation($input: MailSettingsInput!) { updateMailSettings(input: $input) { settings { ownerReturnWaiting } errors { message } } }',
    { input: { ownerReturnWaiting: on } },
  );
  expect(answer.data).toMatchObject({ updateMailSettings: { settings: { ownerReturnWaiting: on }, errors: [] } });
}

describe('the owner’s reminder of a waiting return request', () => {
  it('goes out once the request has waited more than 2 days, once, naming the order, shopper, items and the queue', async () => {
    const { order } = await askedAt('2026-12-01T10:00:00Z');
    expect(await pass('2026-12-03T09:59:00Z')).toBe(0);
    expect(await pass('2026-12-03T10:01:00Z')).toBe(1);
    const mail = await env.inbox.waitFor(TEST_ADMIN.email, new RegExp(`Return request for order ${order.orderNumber} has waited 2 days`));
    expect(mail.text).toContain(order.email);
    expect(mail.text).toContain('Hair Oil (100ml): × 1');
    expect(mail.text).toContain('The pump is broken');
    expect(mail.text).toContain('promises an answer within 2 days');
    expect(mail.text).toContain(`${env.shop.url}/admin/returns`);
    expect(mail.html).toContain(`href="${env.shop.url}/admin/returns"`);

    expect(await pass('2026-12-05T10:00:00Z')).toBe(0);
    expect(await reminders(order.orderNumber)).toBe(1);
  });

  it('is not sent for a request already answered, nor when the owner switched it off', async () => {
    const answered = await askedAt('2026-12-01T10:00:00Z');
    expect((await env.admin.gql(APPROVE, { id: answered.id })).data?.approveReturn.errors).toEqual([]);
    await setReminders(false);
    const quiet = await askedAt('2026-12-01T10:00:00Z');
    expect(await pass('2026-12-04T10:00:00Z')).toBe(0);
    await setReminders(true);
    expect(await pass('2026-12-04T11:00:00Z')).toBe(0);
    expect(await reminders(answered.order.orderNumber)).toBe(0);
    expect(await reminders(quiet.order.orderNumber)).toBe(0);
  });
});
