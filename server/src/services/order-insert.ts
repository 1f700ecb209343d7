import type { EntityManager } from 'typeorm';
import { OrderLineEntity } from '../entities/order-line.entity.js';
import { OrderEntity } from '../entities/order.entity.js';

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
}

interface InsertedOrder {
  id: string;
  order_number: number;
  created_at: Date;
  updated_at: Date;
  /** The lines' ids, in the lines' order. */
  line_ids: number[];
}

/**
 * A new order's state: every value is written by the INSERT below (none left to a column default
 * the returned entity would have to restate) and put into the returned entity from here.
 */
const PLACED = {
  status: 'Pending',
  paymentStatus: 'PENDING',
  stockReserved: true,
  paymentReference: null,
  paymentFailureReason: null,
  refundDue: false,
} as const;

/**
 * Writes a new order (Pending, payment PENDING, stock reserved), its lines and its first history
 * entry ("Order placed") in one statement, and returns it as reading it back would, lines in
 * order. Placing an order is the shop's busiest write (issue 15 §1: twenty a second beside the
 * catalogue reads), and each statement is a round trip whose socket write alone costs the one
 * thread ~0.2 ms here: three inserts and a read-back were four. The triggers on `orders`
 * (admin aggregates, the order.created webhook) fire as for any insert.
 */
export async function insertNewOrder(manager: EntityManager, order: NewOrder, lines: readonly NewOrderLine[]): Promise<OrderEntity> {
  const rows = lines.map((line, position) => ({
    position,
    product_id: line.productId,
    variant_id: line.variantId,
    sku: line.sku,
    name: line.name,
    size: line.size,
    quantity: line.quantity,
    unit_price_paise: line.unitPricePaise,
    image_url: line.imageUrl,
  }));
  const [inserted]: InsertedOrder[] = await manager.query(
    `WITH new_order AS (
       INSERT INTO orders (first_name, last_name, email, phone, street, city, state, postal_code, country,
                           subtotal_paise, shipping_paise, tax_paise, total_paise, item_count,
                           status, payment_status, stock_reserved, payment_reference, payment_failure_reason, refund_due,
                           payment_expires_at, idempotency_key, request_hash, client_ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $20, $21, $22, $23, $24, $25, $15, $16, $17, $18)
       RETURNING id, order_number, created_at, updated_at
     ), new_lines AS (
       INSERT INTO order_lines (order_id, position, product_id, variant_id, sku, name, size, quantity, unit_price_paise, image_url)
       SELECT new_order.id, l.position, l.product_id, l.variant_id, l.sku, l.name, l.size, l.quantity, l.unit_price_paise, l.image_url
         FROM new_order,
              jsonb_to_recordset($19::jsonb) AS l (position int, product_id text, variant_id text, sku text, name text, size text,
                                                   quantity int, unit_price_paise int, image_url text)
       RETURNING id, position
     ), first_status AS (
       INSERT INTO order_status_changes (order_id, status, changed_by, note)
       SELECT id, $20, 'customer', 'Order placed' FROM new_order
     )
     SELECT id, order_number, created_at, updated_at,
            (SELECT array_agg(new_lines.id ORDER BY new_lines.position) FROM new_lines) AS line_ids
       FROM new_order`,
    [
      order.firstName,
      order.lastName,
      order.email,
      order.phone,
      order.street,
      order.city,
      order.state,
      order.postalCode,
      order.country,
      order.subtotalPaise,
      order.shippingPaise,
      order.taxPaise,
      order.totalPaise,
      order.itemCount,
      order.paymentExpiresAt,
      order.idempotencyKey,
      order.requestHash,
      order.clientIp,
      JSON.stringify(rows),
      PLACED.status,
      PLACED.paymentStatus,
      PLACED.stockReserved,
      PLACED.paymentReference,
      PLACED.paymentFailureReason,
      PLACED.refundDue,
    ],
  );
  return manager.create(OrderEntity, {
    ...order,
    id: inserted.id,
    orderNumber: inserted.order_number,
    createdAt: inserted.created_at,
    updatedAt: inserted.updated_at,
    ...PLACED,
    lines: lines.map((line, position) =>
      manager.create(OrderLineEntity, { ...line, id: inserted.line_ids[position], orderId: inserted.id, position }),
    ),
  });
}
