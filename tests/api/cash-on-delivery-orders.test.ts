import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codSteps, COLLECT, DELIVER, INVOICE, ON, ONE_OIL, ORDER, RETURN } from '../support/cash-on-delivery.js';
import { countRows, sizeStock, startAdminPaymentShop, toVariantLines } from '../support/checkout-helpers.js';
import type { ShopClient, TestShop } from '../support/test-shop.js';

/**
 * A cash-on-delivery order's life: placed straight to Processing with its stock taken and no
 * payment page; invoiced when it ships with the fee as its own line, taxed as shipping is, to the
 * paisa; paid when the cash is collected; or, refused at the door, cancelled with its stock back
 * and a credit note.
 */
let shop: TestShop;
let admin: ShopClient;
const steps = codSteps(() => ({ shop, admin }));

beforeAll(async () => {
  ({ shop, admin } = await startAdminPaymentShop());
  await steps.setCod(ON);
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

describe('a cash-on-delivery order', () => {
  it('goes to Processing unpaid, with its stock taken, its fee charged and no payment page', async () => {
    const stockBefore = await sizeStock(shop, 'hair-oil-1', '100ml');
    const placed = await steps.codOrder(ONE_OIL, steps.shopper(), 328_00);
    expect(placed.errors).toEqual([]);
    expect(placed.order).toMatchObject({
      status: 'PROCESSING',
      paymentStatus: 'PAY_ON_DELIVERY',
      paymentMethod: 'CASH_ON_DELIVERY',
      codFeeMoney: { amount: 49_00 },
      totalMoney: { amount: 328_00 },
    });
    expect(placed.paymentLink).toMatch(/\/payment-success\?order_id=/);
    expect(await sizeStock(shop, 'hair-oil-1', '100ml')).toBe(stockBefore - 1);
    expect(await countRows(shop, 'payments', 'order_id = $1', [placed.order!.id])).toBe(0);
    expect(await countRows(shop, 'mail_outbox', "order_id = $1 AND kind = 'order-confirmation'", [placed.order!.id])).toBe(1);
    const [mail] = await shop.dataSource.query<Array<{ text_body: string }>>(
      `SELECT text_body FROM mail_outbox WHERE order_id = $1 AND kind = 'order-confirmation'`,
      [placed.order!.id],
    );
    expect(mail.text_body).toContain('Please pay the courier ₹328.00 in cash when it arrives.');
    expect(mail.text_body).toContain('Cash on delivery fee: ₹49.00');
    expect(mail.text_body).toContain('To pay in cash on delivery: ₹328.00');
  });

  it('is refused when the shopper saw a total without the fee', async () => {
    const refused = await steps.codOrder(ONE_OIL, steps.shopper(), 279_00);
    expect(refused.errors[0]?.code).toBe('PRICE_CHANGED');
  });

  it('is invoiced when it ships, with the fee taxed as shipping, and paid when the cash is collected', async () => {
    const { order } = await steps.codOrder();
    const id = order!.id;
    const early = await admin.gql(COLLECT, { id });
    expect(early.data?.recordCashCollected.errors).toEqual([
      { code: 'INVALID_STATE', message: 'Mark the order Delivered first: cash is collected when the parcel is handed over.' },
    ]);
    expect((await shop.client().gql(INVOICE, { id })).data?.order?.invoice).toBeNull();

    const shipped = await steps.ship(id, 'EE123456789IN');
    expect(shipped.status).toBe('SHIPPED');
    const invoice = (await shop.client().gql(INVOICE, { id })).data!.order!.invoice!;
    expect(invoice.number).toBe(shipped.invoice?.number);
    // Karnataka from Tamil Nadu: IGST. Shipping and the fee at the oil's 5 %, worked back from what was charged.
    expect(
      invoice.lines.map((line) => [line.description, line.amountMoney.amount, line.taxableValueMoney.amount, line.igstMoney.amount]),
    ).toEqual([
      ['Bhringraj & Amla Hair Oil (100ml)', 249_00, 237_14, 11_86],
      ['Shipping (with the goods)', 30_00, 28_57, 1_43],
      ['Cash on delivery fee', 49_00, 46_67, 2_33],
    ]);
    expect(invoice.totalMoney.amount).toBe(328_00);

    expect((await admin.gql(DELIVER, { id })).data?.markOrderDelivered.order?.status).toBe('DELIVERED');
    const collected = await admin.gql(COLLECT, { id });
    expect(collected.data?.recordCashCollected.errors).toEqual([]);
    expect(collected.data?.recordCashCollected.order).toMatchObject({
      status: 'DELIVERED',
      paymentStatus: 'PAID',
      invoice: { number: invoice.number },
    });
    expect(collected.data?.recordCashCollected.order?.cashCollectedAt).toBeTruthy();
    // Asked again, nothing changes and no second invoice is issued.
    expect((await admin.gql(COLLECT, { id })).data?.recordCashCollected.errors).toEqual([]);
    expect(await shop.dataSource.query(`SELECT count(*)::int AS n FROM tax_documents WHERE order_id = $1`, [id])).toEqual([{ n: 1 }]);
  });

  it('refused at the door, comes back cancelled with its stock and a credit note', async () => {
    const stockBefore = await sizeStock(shop, 'hair-oil-1', '100ml');
    const { order } = await steps.codOrder();
    const id = order!.id;
    await steps.ship(id, 'EE223456789IN');
    expect(await sizeStock(shop, 'hair-oil-1', '100ml')).toBe(stockBefore - 1);
    const returned = await admin.gql(RETURN, { id });
    expect(returned.data?.returnUndelivered.errors).toEqual([]);
    expect(returned.data?.returnUndelivered.order).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'PAY_ON_DELIVERY',
      creditNotes: [{ totalMoney: { amount: 328_00 } }],
    });
    expect(await sizeStock(shop, 'hair-oil-1', '100ml')).toBe(stockBefore);
    const again = await admin.gql(RETURN, { id });
    expect(again.data?.returnUndelivered.errors[0]?.code).toBe('INVALID_STATE');
  });

  it('cannot be marked collected or returned when it was paid online', async () => {
    const client = shop.client();
    const online = await client.gql(ORDER, { input: { shipping: steps.shopper(), lines: await toVariantLines(client, ONE_OIL) } });
    const id = online.data!.createOrder.order!.id;
    expect(online.data!.createOrder.order).toMatchObject({ paymentMethod: 'ONLINE', paymentStatus: 'PENDING', codFeeMoney: { amount: 0 } });
    expect((await admin.gql(COLLECT, { id })).data?.recordCashCollected.errors[0]?.code).toBe('INVALID_STATE');
    expect((await admin.gql(RETURN, { id })).data?.returnUndelivered.errors[0]?.code).toBe('INVALID_STATE');
  });
});
