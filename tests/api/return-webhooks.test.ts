import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.js';
import { APPROVE, askReturn, DAY, deliveredOrder, RECEIVE, REJECT, startReturnsShop, type ReturnsShop } from '../support/return-helpers.js';

/**
 * An integrator following returns: return.requested, return.approved, return.rejected and
 * return.refunded reach its receiver signed under Standard Webhooks, each carrying the return as
 * it stood when the change committed (order, lines, status, refund in paise).
 */
interface ReturnEvent {
  type: string;
  data: {
    id: string;
    orderId: string;
    orderNumber: string;
    status: string;
    reason: string;
    rejectionReason: string | null;
    lines: Array<{ orderLineId: number; name: string; size: string; quantity: number }>;
    refundPaise: number | null;
    updatedAt: string;
  };
}

let env: ReturnsShop;
let secret: string;
const received: ReturnEvent[] = [];
const receiver = http.createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    const header = (name: string) => String(req.headers[name]);
    // Verified as a receiver would: an unverifiable delivery is answered 400 and never recorded.
    try {
      const event = new Webhook(secret).verify(body, {
        'webhook-id': header('webhook-id'),
        'webhook-timestamp': header('webhook-timestamp'),
        'webhook-signature': header('webhook-signature'),
      }) as ReturnEvent;
      received.push(event);
      res.writeHead(204).end();
    } catch {
      res.writeHead(400).end();
    }
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  env = await startReturnsShop({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_DISPATCH_SECONDS: '0.1' });
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const created = await env.admin.gqlText(
    `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret errors { message } } }`,
    { input: { url, events: ['return.requested', 'return.approved', 'return.rejected', 'return.refunded'] } },
  );
  const answer = (created.data as { createWebhookEndpoint: { secret: string | null } } | undefined)?.createWebhookEndpoint;
  if (!answer?.secret) throw new Error(JSON.stringify(created));
  secret = answer.secret;
}, 60_000);
afterAll(async () => {
  await env?.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const eventsOf = (returnId: string) => received.filter((event) => event.data.id === returnId);

describe('return webhooks', () => {
  it('sends requested, approved and refunded for a return taken back, the refund in paise', async () => {
    const order = await deliveredOrder(env, [{ productId: 'hair-oil-1', size: '100ml', quantity: 3 }], { deliveredMsAgo: 2 * DAY });
    const asked = await askReturn(env.shop.client(), {
      orderNumber: order.orderNumber,
      email: order.email,
      lines: [{ lineId: order.lineIds[0], quantity: 2 }],
      reason: 'DAMAGED',
    });
    const id = asked.returnRequest!.id;
    await eventually(() => Promise.resolve(eventsOf(id).length === 1));
    expect(eventsOf(id)[0]).toMatchObject({
      type: 'return.requested',
      data: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        status: 'REQUESTED',
        reason: 'DAMAGED',
        lines: [{ orderLineId: Number(order.lineIds[0]), name: 'Bhringraj & Amla Hair Oil', size: '100ml', quantity: 2 }],
        refundPaise: null,
      },
    });
    expect(eventsOf(id)[0].data.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);

    await env.admin.gql(APPROVE, { id });
    expect((await env.admin.gql(RECEIVE, { input: { returnId: id } })).data!.receiveReturn.errors).toEqual([]);
    await eventually(() => Promise.resolve(eventsOf(id).length === 3));
    const [requested, approved, refunded] = eventsOf(id);
    expect(approved).toMatchObject({ type: 'return.approved', data: { status: 'APPROVED', refundPaise: null } });
    // Two ₹249.00 bottles, no discount: ₹498.00.
    expect(refunded).toMatchObject({ type: 'return.refunded', data: { status: 'REFUNDED', refundPaise: 49800, orderId: order.id } });
    expect(requested.data.updatedAt < approved.data.updatedAt && approved.data.updatedAt < refunded.data.updatedAt).toBe(true);
  });

  it('sends rejected with the reason the shopper is told', async () => {
    const order = await deliveredOrder(env, [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }], { deliveredMsAgo: DAY });
    const asked = await askReturn(env.shop.client(), {
      orderNumber: order.orderNumber,
      email: order.email,
      lines: [{ lineId: order.lineIds[0], quantity: 1 }],
      reason: 'CHANGED_MIND',
    });
    const id = asked.returnRequest!.id;
    await env.admin.gql(REJECT, { id, reason: 'The seal is broken' });
    await eventually(() => Promise.resolve(eventsOf(id).length === 2));
    expect(eventsOf(id).map((event) => event.type)).toEqual(['return.requested', 'return.rejected']);
    expect(eventsOf(id)[1].data).toMatchObject({ status: 'REJECTED', rejectionReason: 'The seal is broken', refundPaise: null });
  });
});
