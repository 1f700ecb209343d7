import { expect } from 'vitest';
import {
  CONFIRM_PAYMENT,
  settlePayment,
  startAdminPaymentShop,
  toVariantLines,
  VALID_SHIPPING,
  type LineInput,
} from './checkout-helpers.js';
import { graphql } from './gql/gql.js';
import type { RequestReturnInput } from './gql/graphql.js';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.js';
import type { ShopClient, TestShop } from './test-shop.js';

// The operations the return suites share (tests/api/returns.test.ts, return-requests.test.ts).
export const ORDER = graphql(`
  mutation ReturnsCreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      order {
        id
        orderNumber
        lines {
          id
        }
      }
      errors {
        code
        message
      }
    }
  }
`);
export const CODE = graphql(`
  mutation ReturnsCreateCode($input: DiscountCodeInput!) {
    createDiscountCode(input: $input) {
      errors {
        message
      }
    }
  }
`);
export const SHIP = graphql(`
  mutation ReturnsShip($input: ShipOrderInput!) {
    shipOrder(input: $input) {
      errors {
        message
      }
    }
  }
`);
export const DELIVERED = graphql(`
  mutation ReturnsDelivered($id: ID!) {
    markOrderDelivered(id: $id) {
      order {
        deliveredAt
        returnWindowEndsAt
      }
    }
  }
`);
graphql(`
  fragment ReturnsFields on ReturnRequest {
    id
    status
    reason
    reasonLabel
    note
    lines {
      orderLineId
      name
      size
      quantity
    }
    waitingDays
    approvalOverdue
    rejectionReason
    resellable
    refundAmount {
      amount
      formatted
    }
  }
`);
export const REQUEST = graphql(`
  mutation ReturnsRequest($input: RequestReturnInput!) {
    requestReturn(input: $input) {
      returnRequest {
        ...ReturnsFields
      }
      errors {
        code
        message
        field
        maxQuantity
        returnRefusal
      }
    }
  }
`);
export const APPROVE = graphql(`
  mutation ReturnsApprove($id: ID!) {
    approveReturn(id: $id) {
      returnRequest {
        ...ReturnsFields
      }
      errors {
        code
        message
      }
    }
  }
`);
export const REJECT = graphql(`
  mutation ReturnsReject($id: ID!, $reason: String!) {
    rejectReturn(id: $id, reason: $reason) {
      returnRequest {
        ...ReturnsFields
      }
      errors {
        code
        message
        field
      }
    }
  }
`);
export const RECEIVE = graphql(`
  mutation ReturnsReceive($input: ReceiveReturnInput!) {
    receiveReturn(input: $input) {
      returnRequest {
        ...ReturnsFields
      }
      errors {
        code
        message
      }
    }
  }
`);
export const CREATE_TOKEN = graphql(`
  mutation ReturnsToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
    }
  }
`);
export const ORDER_VIEW = graphql(`
  query ReturnsOrder($id: ID!) {
    order(id: $id) {
      paymentStatus
      returns {
        ...ReturnsFields
      }
      refunds {
        amountMoney {
          amount
        }
        state
        creditNote {
          number
        }
      }
    }
  }
`);

export const DAY = 24 * 60 * 60 * 1000;

export interface ReturnsShop {
  inbox: SmtpInbox;
  shop: TestShop;
  admin: ShopClient;
  /** Stops the shop, then its inbox. */
  close(): Promise<void>;
}

/** A shop delivering its e-mail to a real SMTP inbox, an admin signed in, and a 10% code TENOFF. */
export async function startReturnsShop(env: Record<string, string> = {}): Promise<ReturnsShop> {
  const inbox = await startSmtpInbox();
  const { shop, admin } = await startAdminPaymentShop({ SMTP_URL: inbox.url, MAIL_FROM: 'Herbal Roots <care@herbalroots.test>', ...env });
  const code = await admin.gql(CODE, { input: { code: 'TENOFF', kind: 'PERCENTAGE', percent: 10 } });
  expect(code.data?.createDiscountCode.errors).toEqual([]);
  const close = async () => {
    await shop.close();
    await inbox.close();
  };
  return { inbox, shop, admin, close };
}

let shoppers = 0;

/** A paid, shipped and delivered order, its delivery moved `deliveredMsAgo` into the past; a fresh e-mail each unless given. */
export async function deliveredOrder(
  { shop, admin }: ReturnsShop,
  lines: LineInput[],
  options: { code?: string; deliveredMsAgo?: number; deliver?: boolean; email?: string } = {},
) {
  const email = options.email ?? `returner${(shoppers += 1)}-${Date.now().toString(36)}@example.in`;
  const client = shop.client();
  const created = await client.gql(ORDER, {
    input: { shipping: { ...VALID_SHIPPING, email }, lines: await toVariantLines(client, lines), discountCode: options.code ?? null },
  });
  const order = created.data!.createOrder.order!;
  await settlePayment(shop, order.id, 'success');
  expect((await client.gql(CONFIRM_PAYMENT, { orderId: order.id })).data?.confirmPayment.paid).toBe(true);
  const shipped = await admin.gql(SHIP, { input: { orderId: order.id, carrier: 'DELHIVERY', trackingNumber: '1234567890123' } });
  expect(shipped.data?.shipOrder.errors).toEqual([]);
  if (options.deliver !== false) {
    await admin.gql(DELIVERED, { id: order.id });
    if (options.deliveredMsAgo !== undefined) {
      await shop.dataSource.query(`UPDATE orders SET delivered_at = now() - make_interval(secs => $2) WHERE id = $1`, [
        order.id,
        options.deliveredMsAgo / 1000,
      ]);
    }
  }
  return { ...order, email, lineIds: order.lines.map((line) => line.id) };
}

/** The shopper's requestReturn answer. */
export async function askReturn(client: ShopClient, input: RequestReturnInput) {
  return (await client.gql(REQUEST, { input })).data!.requestReturn;
}
