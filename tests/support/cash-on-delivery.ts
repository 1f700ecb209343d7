import { expect } from 'vitest';
import { graphql } from './gql/gql.js';
import type { CodSettingsInput } from './gql/graphql.js';
import { VALID_SHIPPING, toVariantLines, type LineInput } from './checkout-helpers.js';
import type { ShopClient, TestShop } from './test-shop.js';

/** The cash-on-delivery suites' operations and steps: the owner's terms, a COD order, its shipping. */
export const SETTINGS = graphql(`
  mutation CodSettingsUpdate($input: CodSettingsInput!) {
    updateCodSettings(input: $input) {
      codSettings {
        enabled
        feeMoney {
          amount
        }
        maxOrderMoney {
          amount
        }
        maxOpenOrders
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

export const READ_SETTINGS = graphql(`
  query CodSettingsRead {
    codSettings {
      enabled
      maxOpenOrders
    }
  }
`);

export const QUOTE = graphql(`
  query CodQuote($lines: [OrderLineInput!]!, $paymentMethod: PaymentMethod) {
    quote(lines: $lines, paymentMethod: $paymentMethod) {
      shippingMoney {
        amount
      }
      codFeeMoney {
        amount
      }
      totalMoney {
        amount
      }
      cashOnDelivery {
        available
        reason
        message
        feeMoney {
          amount
        }
      }
    }
  }
`);

export const ORDER = graphql(`
  mutation CodOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      paymentLink
      order {
        id
        status
        paymentStatus
        paymentMethod
        codFeeMoney {
          amount
        }
        totalMoney {
          amount
        }
      }
      errors {
        code
        message
        field
        codRefusalReason
      }
    }
  }
`);

export const SHIP = graphql(`
  mutation CodShip($input: ShipOrderInput!) {
    shipOrder(input: $input) {
      order {
        status
        invoice {
          number
        }
      }
      errors {
        code
        message
      }
    }
  }
`);

export const DELIVER = graphql(`
  mutation CodDeliver($id: ID!) {
    markOrderDelivered(id: $id) {
      order {
        status
      }
      errors {
        message
      }
    }
  }
`);

export const COLLECT = graphql(`
  mutation CodCollect($id: ID!) {
    recordCashCollected(id: $id) {
      order {
        status
        paymentStatus
        cashCollectedAt
        invoice {
          number
        }
      }
      errors {
        code
        message
      }
    }
  }
`);

export const RETURN = graphql(`
  mutation CodReturn($id: ID!) {
    returnUndelivered(id: $id) {
      order {
        status
        paymentStatus
        creditNotes {
          totalMoney {
            amount
          }
        }
      }
      errors {
        code
        message
      }
    }
  }
`);

export const INVOICE = graphql(`
  query CodInvoice($id: ID!) {
    order(id: $id) {
      invoice {
        number
        lines {
          description
          amountMoney {
            amount
          }
          taxableValueMoney {
            amount
          }
          igstMoney {
            amount
          }
        }
        totalMoney {
          amount
        }
      }
    }
  }
`);

export const ON: CodSettingsInput = { enabled: true, feePaise: 4900, maxOrderPaise: 200_000, maxOpenOrders: 2 };
/** ₹249, shipping ₹30: ₹279 before the fee. */
export const ONE_OIL: LineInput[] = [{ productId: 'hair-oil-1', size: '100ml', quantity: 1 }];

/** The suites' steps against `shop`, with `admin` signed in. */
export function codSteps(current: () => { shop: TestShop; admin: ShopClient }) {
  let shopperNumber = 0;
  /** A new shopper each time (own e-mail, phone and street), unless told whose order it is. */
  const shopper = (overrides: Partial<typeof VALID_SHIPPING> = {}) => {
    shopperNumber += 1;
    return {
      ...VALID_SHIPPING,
      email: `cod${shopperNumber}@example.in`,
      phone: `98765${String(10000 + shopperNumber).slice(-5)}`,
      address: `${shopperNumber} Residency Road`,
      ...overrides,
    };
  };
  return {
    shopper,
    async setCod(input: CodSettingsInput) {
      const result = await current().admin.gql(SETTINGS, { input });
      expect(result.data?.updateCodSettings.errors).toEqual([]);
    },
    async quote(lines: LineInput[], paymentMethod: 'ONLINE' | 'CASH_ON_DELIVERY' | null = null) {
      const client = current().shop.client();
      const result = await client.gql(QUOTE, { lines: await toVariantLines(client, lines), paymentMethod });
      expect(result.errors).toBeUndefined();
      return result.data!.quote;
    },
    async codOrder(lines: LineInput[] = ONE_OIL, shipping: typeof VALID_SHIPPING = shopper(), expectedTotalPaise?: number) {
      const client = current().shop.client();
      const result = await client.gql(ORDER, {
        input: {
          shipping,
          lines: await toVariantLines(client, lines),
          paymentMethod: 'CASH_ON_DELIVERY',
          expected: expectedTotalPaise === undefined ? null : { totalPaise: expectedTotalPaise },
        },
      });
      expect(result.errors).toBeUndefined();
      return result.data!.createOrder;
    },
    async ship(id: string, trackingNumber: string) {
      const shipped = await current().admin.gql(SHIP, { input: { orderId: id, carrier: 'INDIA_POST', trackingNumber } });
      expect(shipped.data?.shipOrder.errors).toEqual([]);
      return shipped.data!.shipOrder.order!;
    },
  };
}
