import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  databaseForProcesses,
  settleAtSandbox,
  startProcessSuite,
  type ProcessSuite,
  type ServerProcess,
} from '../support/server-process.js';

/**
 * Invoice numbers under concurrent payments in two real shop processes on one Postgres: 30 orders,
 * placed half on each process, are paid at the provider at once and confirmed at once through
 * both processes' return routes (while both also reconcile pending payments every second). The
 * 30 invoices must carry 30 consecutive numbers of the financial year: no gap, no repeat, one per
 * order. The numbering is the counter row in tax_document_counters, locked until the paying
 * transaction commits (docs/decisions/026-gst-invoices.md).
 *
 * Needs a Postgres server (TEST_DATABASE_URL or a container): skipped on the embedded engine.
 */
const database = await databaseForProcesses('gst-invoice-numbers-across-processes');

const ORDERS = 30;
const PRODUCT = 'hair-oil-1';

let suite: ProcessSuite;
let a: ServerProcess;
let b: ServerProcess;

const CHECKOUT_ANSWER = z.object({ order: z.looseObject({ id: z.string() }).optional(), message: z.string().optional() });

/** One shopper's REST checkout of one unit, figures as the shop prices them. */
async function placeOrder(base: string, index: number): Promise<string> {
  const [product] = await suite.db.sql<{ name: string; sizes: Array<{ label: string; pricePaise: number }> }>(
    'SELECT name, sizes FROM products WHERE id = $1',
    [PRODUCT],
  );
  const size = product.sizes[0];
  const subtotal = size.pricePaise / 100;
  const shipping = subtotal > 1000 ? 0 : 30;
  const response = await fetch(`${base}/api/orders/createorders/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${index + 1}` },
    body: JSON.stringify({
      first_name: 'Kavya',
      last_name: `Buyer ${index}`,
      email: `invoice${index}@example.in`,
      phone: '9876543210',
      // Half delivered in the shop's own state (CGST + SGST), half in another (IGST).
      address: index % 2 === 0 ? '4 Car Street, Kumbakonam, Tamil Nadu - 612001, India' : '9 MG Road, Bengaluru, Karnataka - 560001, India',
      order_items: [{ id: PRODUCT, name: product.name, price: subtotal, size: size.label, quantity: 1 }],
      shipping_cost: shipping,
      tax_amount: 0,
      total: subtotal + shipping,
    }),
  });
  const answer = CHECKOUT_ANSWER.parse(await response.json());
  if (response.status !== 201 || !answer.order) throw new Error(`checkout ${index} answered ${response.status}: ${answer.message ?? ''}`);
  return answer.order.id;
}

describe.skipIf(!database)('invoice numbers across two shop processes on one Postgres', () => {
  beforeAll(async () => {
    suite = await startProcessSuite(database!);
    [a, b] = await Promise.all([suite.startShop(suite.port), suite.startShop()]);
    await suite.db.sql('UPDATE products SET stock = 1000 WHERE id = $1', [PRODUCT]);
  }, 150_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await suite?.close();
  }, 60_000);

  it(`gives ${ORDERS} orders paid concurrently through both processes ${ORDERS} consecutive invoice numbers`, async () => {
    const orderIds = await Promise.all(Array.from({ length: ORDERS }, (_, index) => placeOrder(index % 2 === 0 ? a.url : b.url, index)));
    expect(await suite.db.count('SELECT count(*)::int AS n FROM tax_documents')).toBe(0);

    // Paid at the provider without its webhook, so the shops learn it by asking: all at once,
    // every other order through the process that did not take it.
    await Promise.all(orderIds.map((id) => settleAtSandbox(suite.sandbox, id, 'success')));
    const started = performance.now();
    const returns = await Promise.all(
      orderIds.map((id, index) =>
        fetch(`${(index % 2 === 0 ? b : a).url}/api/payments/phonepe/return?merchantOrderId=${id}`, {
          redirect: 'manual',
          headers: { 'x-forwarded-for': `203.0.113.${index + 1}` },
        }),
      ),
    );
    const elapsed = Math.round(performance.now() - started);
    expect(returns.map((response) => response.headers.get('location'))).toEqual(
      orderIds.map((id) => `/checkout?status=SUCCESS&merchantOrderId=${id}`),
    );

    const invoices = await suite.db.sql<{ order_id: string; number: string; sequence: number; financial_year: string }>(
      "SELECT order_id, number, sequence, financial_year FROM tax_documents WHERE kind = 'INVOICE' ORDER BY sequence",
    );
    console.info(
      `${ORDERS} payments confirmed through 2 processes in ${elapsed} ms; invoices ${invoices[0]?.number} … ${invoices.at(-1)?.number}`,
    );

    // One invoice per order, none for anything else.
    expect(invoices).toHaveLength(ORDERS);
    expect(new Set(invoices.map((invoice) => invoice.order_id))).toEqual(new Set(orderIds));
    // One financial year, numbered 1 to 30 with no gap and no repeat.
    expect(new Set(invoices.map((invoice) => invoice.financial_year)).size).toBe(1);
    expect(invoices.map((invoice) => invoice.sequence)).toEqual(Array.from({ length: ORDERS }, (_, index) => index + 1));
    const numbers = invoices.map((invoice) => invoice.number);
    expect(new Set(numbers).size).toBe(ORDERS);
    const [prefix, year] = numbers[0].split('/');
    expect(numbers).toEqual(invoices.map((invoice) => `${prefix}/${year}/${String(invoice.sequence).padStart(5, '0')}`));
    for (const number of numbers) expect(number.length).toBeLessThanOrEqual(16);
    // The counter stands where the last number left it, ready for the 31st.
    expect(
      await suite.db.count(
        "SELECT max(last_number)::int AS n FROM tax_document_counters WHERE series = 'INVOICE' AND financial_year = $1",
        [invoices[0].financial_year],
      ),
    ).toBe(ORDERS);
  }, 120_000);
});
