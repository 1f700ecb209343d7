import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SalesProductsNetOfRefunds1769350000000 } from '@server/db/migrations/1769350000000-sales-products-net-of-refunds.js';
import { applySqlFunctions } from '@server/db/sql-functions.js';
import { PHONEPE_SANDBOX_PATH } from '@server/payments/payment-paths.js';
import { REPORT_TIME_ZONE } from '@common/report-period.js';
import { CONFIRM_PAYMENT, placeOrder, SET_ORDER_STATUS, settlePayment, startAdminPaymentShop } from '../support/checkout-helpers.js';
import { eventually } from '../support/eventually.js';
import { graphql } from '../support/gql/gql.js';
import type { ShopClient, TestShop } from '../support/test-shop.js';
import { markPaid } from '../support/order-moves.js';

/**
 * The owner reads the same orders on the dashboard and in Reports: after a part refund both show
 * the same revenue (paid less refunded), the same paid orders and the same average order, and the
 * dashboard's order count says how many of its orders were paid and how many failed.
 */
let shop: TestShop;
let admin: ShopClient;

beforeAll(async () => {
  ({ shop, admin } = await startAdminPaymentShop({ LOG_LEVEL: 'silent' }));
});

afterAll(async () => {
  await shop?.close();
});

const FIGURES = graphql(`
  query SalesFiguresBoth($from: String!, $to: String!) {
    dashboard {
      totalRevenueMoney {
        amount
      }
      orderCount
      paidOrderCount
      failedOrderCount
      averageOrderValueMoney {
        amount
      }
    }
    salesReport(from: $from, to: $to) {
      orderCount
      revenueMoney {
        amount
      }
      averageOrderValueMoney {
        amount
      }
      days {
        orders
        revenueMoney {
          amount
        }
      }
    }
  }
`);

const PART_REFUND = graphql(`
  mutation SalesFiguresRefund($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      order {
        id
        refunds {
          state
        }
      }
      errors {
        message
      }
    }
  }
`);

const REFUND_STATE = graphql(`
  query SalesFiguresRefundState($id: ID!) {
    order(id: $id) {
      paymentStatus
      totalMoney {
        amount
      }
      refunds {
        state
      }
    }
  }
`);

async function paidOrder(lines: Parameters<typeof placeOrder>[1]): Promise<{ orderId: string; totalPaise: number }> {
  const client = shop.client();
  const { orderId, order } = await placeOrder(client, lines);
  await settlePayment(shop, orderId, 'success');
  expect((await client.gql(CONFIRM_PAYMENT, { orderId })).data!.confirmPayment.paid).toBe(true);
  return { orderId, totalPaise: order.totalMoney.amount };
}

function todayInIndia(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: REPORT_TIME_ZONE }).format(new Date());
}

describe('revenue, paid orders and average order', () => {
  it('agree between the dashboard and Reports after a part refund, the part-refunded order included', async () => {
    const response = await fetch(`${shop.url}${PHONEPE_SANDBOX_PATH}/test/refund-behaviour`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'complete', delayMs: 50 }),
    });
    expect(response.status).toBe(200);

    const big = await paidOrder([
      { productId: 'hair-oil-1', size: '100ml', quantity: 2 },
      { productId: 'face-wash-1', size: '100ml', quantity: 1 },
    ]);
    const small = await paidOrder([{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }]);
    // A failed payment: an order placed, neither paid nor revenue.
    const failed = await placeOrder(shop.client(), [{ productId: 'face-wash-1', size: '100ml', quantity: 1 }]);
    await settlePayment(shop, failed.orderId, 'failed', { reason: 'declined' });
    await shop.client().gql(CONFIRM_PAYMENT, { orderId: failed.orderId });

    const refunded = await admin.gql(PART_REFUND, { input: { orderId: big.orderId, amount: 100, reason: 'One bottle leaked' } });
    expect(refunded.data!.refundOrder.errors).toEqual([]);
    await eventually(async () => (await admin.gql(REFUND_STATE, { id: big.orderId })).data!.order!.paymentStatus === 'PARTIALLY_REFUNDED');

    const today = todayInIndia();
    const result = await admin.gql(FIGURES, { from: today, to: today });
    expect(result.errors).toBeUndefined();
    const { dashboard, salesReport } = result.data!;
    const revenue = big.totalPaise - 10_000 + small.totalPaise;

    expect(dashboard!.totalRevenueMoney.amount).toBe(revenue);
    expect(dashboard!.paidOrderCount).toBe(2);
    expect(dashboard!.failedOrderCount).toBe(1);
    expect(dashboard!.orderCount).toBe(3);
    expect(dashboard!.averageOrderValueMoney.amount).toBe(Math.round(revenue / 2));

    expect(salesReport!.revenueMoney.amount).toBe(revenue);
    expect(salesReport!.orderCount).toBe(2);
    expect(salesReport!.averageOrderValueMoney.amount).toBe(Math.round(revenue / 2));
    expect(salesReport!.days).toEqual([{ orders: 2, revenueMoney: { amount: revenue } }]);
  });
});

const REPORT = graphql(`
  query SalesFiguresReport($from: String!, $to: String!) {
    salesReport(from: $from, to: $to) {
      orderCount
      revenueMoney {
        amount
      }
      days {
        date
        orders
        revenueMoney {
          amount
        }
      }
      products {
        productId
        name
        quantity
        revenueMoney {
          amount
        }
      }
    }
  }
`);

/**
 * The report as it was computed before the per-day summary: every charged order of the period and
 * its completed refunds, every line of its paid orders less what its refunds' credit notes gave
 * back for it. The summary must agree with it exactly.
 */
async function reportFromOrders(from: string, to: string) {
  const range = `o.created_at >= ($1::date::timestamp AT TIME ZONE $3) AND o.created_at < (($2::date + 1)::timestamp AT TIME ZONE $3)`;
  const days = await shop.dataSource.query<Array<{ date: string; orders: number; revenue: number }>>(
    `SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
            count(o.id) FILTER (WHERE o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED'))::int AS orders,
            coalesce(sum(o.total_paise - coalesce(r.refunded, 0)), 0)::int AS revenue
       FROM generate_series($1::date, $2::date, interval '1 day') AS d (day)
       LEFT JOIN orders o ON o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED', 'REFUNDED')
        AND o.created_at >= (d.day::timestamp AT TIME ZONE $3) AND o.created_at < ((d.day + interval '1 day')::timestamp AT TIME ZONE $3)
       LEFT JOIN LATERAL (SELECT sum(amount_paise) AS refunded FROM refunds WHERE order_id = o.id AND state = 'COMPLETED') r ON true
      GROUP BY d.day ORDER BY d.day`,
    [from, to, REPORT_TIME_ZONE],
  );
  // Each line less the goods its refunds' credit notes gave back for it.
  const products = await shop.dataSource.query<Array<{ productId: string; name: string; quantity: number; revenue: number }>>(
    `WITH net AS (
       SELECT l.product_id, l.name, o.created_at,
              l.quantity - coalesce(sum((c.line ->> 'quantity')::int), 0) AS quantity,
              l.quantity * l.unit_price_paise - l.discount_paise - coalesce(sum((c.line ->> 'grossPaise')::int), 0) AS revenue
         FROM order_lines l JOIN orders o ON o.id = l.order_id
         LEFT JOIN tax_documents d ON d.order_id = o.id AND d.kind = 'CREDIT_NOTE' AND d.refund_id IS NOT NULL
         LEFT JOIN LATERAL jsonb_array_elements(d.lines) AS c (line) ON (c.line ->> 'orderLineId') = l.id::text
        WHERE o.payment_status IN ('PAID', 'PARTIALLY_REFUNDED') AND ${range}
        GROUP BY l.id, o.created_at)
     SELECT product_id AS "productId", (array_agg(name ORDER BY created_at DESC))[1] AS name, sum(quantity)::int AS quantity,
            sum(revenue)::int AS revenue
       FROM net GROUP BY product_id ORDER BY sum(revenue) DESC, product_id LIMIT 10`,
    [from, to, REPORT_TIME_ZONE],
  );
  return {
    orderCount: days.reduce((sum, day) => sum + day.orders, 0),
    revenueMoney: { amount: days.reduce((sum, day) => sum + day.revenue, 0) },
    days: days.map(({ revenue, ...day }) => ({ ...day, revenueMoney: { amount: revenue } })),
    products: products.map(({ revenue, ...product }) => ({ ...product, revenueMoney: { amount: revenue } })),
  };
}

describe('the per-day summary', () => {
  it('agrees with a sum over the orders after payments, a part refund and the cancellation of a paid order', async () => {
    const behaviour = await fetch(`${shop.url}${PHONEPE_SANDBOX_PATH}/test/refund-behaviour`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'complete', delayMs: 50 }),
    });
    expect(behaviour.status).toBe(200);
    const today = todayInIndia();
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
    const expectAgreement = async () => {
      const result = await admin.gql(REPORT, { from, to: today });
      expect(result.errors).toBeUndefined();
      expect(result.data!.salesReport).toEqual(await reportFromOrders(from, today));
    };
    await expectAgreement();

    const kept = await paidOrder([
      { productId: 'skin-cream-1', size: '50g', quantity: 2 },
      { productId: 'hair-oil-1', size: '100ml', quantity: 1 },
    ]);
    const cancelled = await paidOrder([{ productId: 'skin-cream-1', size: '100g', quantity: 1 }]);
    const yesterday = await paidOrder([{ productId: 'face-wash-1', size: '100ml', quantity: 1 }]);
    // An order placed the day before: its figures move to that day with it.
    await shop.dataSource.query(`UPDATE orders SET created_at = created_at - interval '1 day' WHERE id = $1`, [yesterday.orderId]);
    await expectAgreement();

    const refunded = await admin.gql(PART_REFUND, { input: { orderId: kept.orderId, amount: 50, reason: 'A dented tin' } });
    expect(refunded.data!.refundOrder.errors).toEqual([]);
    await eventually(async () => (await admin.gql(REFUND_STATE, { id: kept.orderId })).data!.order!.paymentStatus === 'PARTIALLY_REFUNDED');
    await expectAgreement();

    const cancel = await admin.gql(SET_ORDER_STATUS, { id: cancelled.orderId, status: 'CANCELLED' });
    expect(cancel.data!.updateOrderStatus.errors).toEqual([]);
    await eventually(async () => (await admin.gql(REFUND_STATE, { id: cancelled.orderId })).data!.order!.paymentStatus === 'REFUNDED');
    await expectAgreement();

    // A shop upgraded with credit notes already issued: the summary counted their goods until the
    // migration took them off, as the triggers do from then on.
    const runner = shop.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await new SalesProductsNetOfRefunds1769350000000().down(runner);
      await runner.commitTransaction();
      const before = (await admin.gql(REPORT, { from, to: today })).data!.salesReport!.products;
      expect(before).not.toEqual((await reportFromOrders(from, today)).products);
      await runner.startTransaction();
      await new SalesProductsNetOfRefunds1769350000000().up(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    await applySqlFunctions(shop.dataSource, { everything: true });
    await expectAgreement();

    const [summary] = await shop.dataSource.query<Array<{ revenue: number }>>(`SELECT sum(revenue_paise)::int AS revenue FROM sales_days`);
    expect(summary.revenue).toBe((await reportFromOrders(from, today)).revenueMoney.amount);

    // An order paid through its transition, then deleted by hand, as a clean-up would (its day is recomputed).
    const imported = await placeOrder(shop.client(), [{ productId: 'face-wash-1', size: '100ml', quantity: 2 }]);
    await markPaid(shop, imported.orderId);
    await expectAgreement();
    await shop.dataSource.query(`DELETE FROM payments WHERE order_id = $1`, [imported.orderId]);
    await shop.dataSource.query(`DELETE FROM mail_outbox WHERE order_id = $1`, [imported.orderId]);
    await shop.dataSource.query(`DELETE FROM tax_documents WHERE order_id = $1`, [imported.orderId]);
    await shop.dataSource.query(`DELETE FROM orders WHERE id = $1`, [imported.orderId]);
    await expectAgreement();
  });
});
