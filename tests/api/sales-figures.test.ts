import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONEPE_SANDBOX_PATH } from '@server/payments/payment-paths.js';
import { REPORT_TIME_ZONE } from '@common/report-period.js';
import { CONFIRM_PAYMENT, placeOrder, settlePayment, startAdminPaymentShop } from '../support/checkout-helpers.js';
import { eventually } from '../support/eventually.js';
import { graphql } from '../support/gql/gql.js';
import type { ShopClient, TestShop } from '../support/test-shop.js';

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
