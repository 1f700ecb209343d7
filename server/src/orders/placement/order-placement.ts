import type { EntityManager } from 'typeorm';
import { OrderLineEntity } from '../order-line.entity.js';
import { OrderEntity } from '../order.entity.js';
import { unpaidOrderLockKeys, unpaidOrdersError, type UnpaidLimits } from '../order-limits.js';
import { outOfStockError, stockNeedsOf, type Shortfall } from '../stock-reservation.js';
import { discountRefusal, type DiscountRefusalReason } from '@common/discount.js';
import { discountInvalid } from '../../discounts/discount-code.service.js';
import { codShopperEmail, type PaymentMethod } from '@common/cash-on-delivery.js';

/** What a new order is written with; the database adds its id, number and times. */
export interface NewOrder {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  subtotalPaise: number;
  shippingPaise: number;
  taxPaise: number;
  totalPaise: number;
  itemCount: number;
  paymentExpiresAt: Date;
  idempotencyKey: string | null;
  requestHash: string | null;
  clientIp: string;
  /** The API token it is placed with: its unpaid orders count against that token's limit. */
  apiToken: { id: string; unpaidOrderLimit: number } | null;
  /** The code applied and what it took off the goods; null and 0 without one. */
  discountCodeId: string | null;
  discountCode: string | null;
  discountPaise: number;
  /** CASH_ON_DELIVERY: placed with payment PAY_ON_DELIVERY and the fee in the total; absent means ONLINE. */
  paymentMethod?: PaymentMethod;
  codFeePaise?: number;
  /** A business buyer's GSTIN and legal name, for its tax invoice; null for a consumer. */
  buyerGstin?: string | null;
  buyerLegalName?: string | null;
}

/** One line of a new order, in the order the shopper listed them. */
export interface NewOrderLine {
  productId: string;
  variantId: string;
  sku: string;
  name: string;
  size: string;
  quantity: number;
  unitPricePaise: number;
  imageUrl: string | null;
  /** The line's share of the order's discount. */
  discountPaise: number;
}

/** place_order's one row: a refusal (nothing written), or the order it placed. */
interface PlaceOrderRow {
  refusal:
    | { refused: 'UNPAID_ORDERS'; per?: 'token'; limit: number; freesIn: number | null }
    | { refused: 'OUT_OF_STOCK'; shortages: Shortfall[] }
    | { refused: 'DISCOUNT_INVALID'; reason: DiscountRefusalReason; at?: string }
    | null;
  order_id: string;
  order_number: number;
  created_at: Date;
  updated_at: Date;
  /** The lines' ids, in the lines' order. */
  line_ids: number[];
}

/**
 * A new order's state: every value is written by the insert (none left to a column default the
 * returned entity would have to restate) and put into the returned entity from here.
 */
const PLACED = {
  status: 'Pending',
  paymentStatus: 'PENDING',
  stockReserved: true,
  paymentReference: null,
  paymentFailureReason: null,
  refundDue: false,
  discountReleased: false,
} as const;

/**
 * Places a new order in one statement (the place_order function, migration
 * 1766600000000-place-order-function; docs/decisions/018-one-statement-per-order.md): takes the
 * client's unpaid-order locks and counts their unpaid orders (order-limits.ts), locks the
 * products and takes their sizes' stock, all or none (stock-reservation.ts), and writes the order
 * (Pending, payment PENDING, stock reserved), its lines and its first history entry ("Order
 * placed"). With a discount code it claims one use under the code's lock (claim_discount_use).
 * Refused with RATE_LIMITED, OUT_OF_STOCK or DISCOUNT_INVALID with nothing written. Returns the order
 * as reading it back would, lines in order.
 *
 * Placing an order is the shop's busiest write (twenty a second beside the catalogue
 * reads). As a transaction of separate statements it was six round trips (begin, locks, count,
 * reservation, insert, commit), each costing the shop's one thread and Postgres about 0.15 ms; as
 * one it is one. The triggers on `orders` and `products` (admin aggregates, the order.created
 * webhook, the catalogue's stock feed) fire as for any write.
 */
export async function placeNewOrder(
  manager: EntityManager,
  order: NewOrder,
  lines: readonly NewOrderLine[],
  limits: UnpaidLimits,
): Promise<OrderEntity> {
  // The client whose unpaid orders are counted is the order's own address and e-mail; what it
  // takes from stock is its lines, per size.
  const stockNeeds = stockNeedsOf(lines);
  const cashOnDelivery = order.paymentMethod === 'CASH_ON_DELIVERY';
  const paymentStatus = cashOnDelivery ? 'PAY_ON_DELIVERY' : PLACED.paymentStatus;
  const newOrder = {
    first_name: order.firstName,
    last_name: order.lastName,
    email: order.email,
    phone: order.phone,
    street: order.street,
    city: order.city,
    state: order.state,
    postal_code: order.postalCode,
    country: order.country,
    subtotal_paise: order.subtotalPaise,
    shipping_paise: order.shippingPaise,
    tax_paise: order.taxPaise,
    total_paise: order.totalPaise,
    item_count: order.itemCount,
    status: PLACED.status,
    payment_status: paymentStatus,
    stock_reserved: PLACED.stockReserved,
    payment_reference: PLACED.paymentReference,
    payment_failure_reason: PLACED.paymentFailureReason,
    refund_due: PLACED.refundDue,
    payment_expires_at: order.paymentExpiresAt.toISOString(),
    idempotency_key: order.idempotencyKey,
    request_hash: order.requestHash,
    client_ip: order.clientIp,
    api_token_id: order.apiToken?.id ?? null,
    discount_code_id: order.discountCodeId,
    discount_code: order.discountCode,
    discount_paise: order.discountPaise,
    payment_method: order.paymentMethod ?? 'ONLINE',
    cod_fee_paise: order.codFeePaise ?? 0,
    buyer_gstin: order.buyerGstin ?? null,
    buyer_legal_name: order.buyerLegalName ?? null,
  };
  const newLines = lines.map((line, position) => ({
    position,
    product_id: line.productId,
    variant_id: line.variantId,
    sku: line.sku,
    name: line.name,
    size: line.size,
    quantity: line.quantity,
    unit_price_paise: line.unitPricePaise,
    image_url: line.imageUrl,
    discount_paise: line.discountPaise,
  }));
  const [placed]: PlaceOrderRow[] = await manager.query('SELECT * FROM place_order($1, $2, $3, $4, $5)', [
    unpaidOrderLockKeys({ ip: order.clientIp, email: order.email, tokenId: order.apiToken?.id }),
    JSON.stringify(
      order.apiToken
        ? { tokenId: order.apiToken.id, maxPerToken: order.apiToken.unpaidOrderLimit }
        : {
            maxPerAddress: limits.ORDER_MAX_UNPAID_PER_ADDRESS,
            maxPerEmail: limits.ORDER_MAX_UNPAID_PER_EMAIL,
            codEmail: codShopperEmail(order.email),
          },
    ),
    JSON.stringify(stockNeeds.map((need) => ({ id: need.productId, size_id: need.variantId, quantity: need.quantity }))),
    JSON.stringify(newOrder),
    JSON.stringify(newLines),
  ]);
  const { refusal } = placed;
  if (refusal?.refused === 'UNPAID_ORDERS') throw unpaidOrdersError(refusal.limit, refusal.freesIn, refusal.per === 'token');
  if (refusal?.refused === 'OUT_OF_STOCK') throw outOfStockError(stockNeeds, refusal.shortages);
  if (refusal?.refused === 'DISCOUNT_INVALID') {
    throw discountInvalid(discountRefusal(refusal.reason, order.discountCode ?? '', { at: refusal.at ? new Date(refusal.at) : null }));
  }
  return manager.create(OrderEntity, {
    ...order,
    id: placed.order_id,
    orderNumber: placed.order_number,
    createdAt: placed.created_at,
    updatedAt: placed.updated_at,
    ...PLACED,
    paymentStatus,
    paymentMethod: order.paymentMethod ?? 'ONLINE',
    codFeePaise: order.codFeePaise ?? 0,
    buyerGstin: order.buyerGstin ?? null,
    buyerLegalName: order.buyerLegalName ?? null,
    cashCollectedAt: null,
    lines: lines.map((line, position) =>
      manager.create(OrderLineEntity, { ...line, id: placed.line_ids[position], orderId: placed.order_id, position, restockedQuantity: 0 }),
    ),
  });
}
