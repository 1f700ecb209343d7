import { createHash } from 'node:crypto';
import { In } from 'typeorm';
import { rupeesToPaise, paiseToRupees, type Paise } from '../../../common/money.js';
import { isOrderStatus, ORDER_STATUSES, type OrderStatusName } from '../../../common/order-status.js';
import { priceOrder, type OrderTotals } from '../../../common/pricing.js';
import { SHIPPING_FIELDS, validateShipping, type ShippingDetails, type ShippingField } from '../../../common/shipping-form.js';
import { OrderLineEntity } from '../entities/order-line.entity.js';
import { OrderStatusChangeEntity } from '../entities/order-status-change.entity.js';
import { OrderEntity } from '../entities/order.entity.js';
import { ProductEntity } from '../entities/product.entity.js';
import { requireAdmin } from './access.js';
import { badInput, conflict, notFound, ShopError } from './errors.js';
import { isUuid, loadOrderWithLines, type PaymentSyncService } from './payment-sync.service.js';
import { enforceRateLimit, type RateLimiter } from './rate-limiter.js';
import type { RequestContext } from './request-context.js';
import type { ShopServiceDeps } from './services.js';
import { releaseOrderStock, reserveOrderStock, reserveStock } from './stock-reservation.js';

/**
 * Orders: the server prices every cart from the database (DESIGN.md D5), reserves stock
 * atomically (D6), stores the order with its history and starts the payment; admins list orders
 * and change their status. Money is integer paise throughout; requests carry rupees.
 */
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 100;
export const MAX_ORDER_PAGE = 500;

export const PRICE_MISMATCH_MESSAGE = 'Prices have changed since you added these items. Please review your cart.';
export const EMPTY_CART_MESSAGE = 'Your cart is empty';
export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;
export const IDEMPOTENCY_CONFLICT_MESSAGE = 'This idempotency key was already used for a different order';

export interface OrderLineRequest {
  productId: string;
  size: string;
  quantity: number;
  /** The unit price the shopper saw, in rupees. */
  unitPrice?: number | null;
}

/** The figures the shopper saw, in rupees; each one given must equal the server's. */
export interface ExpectedTotals {
  subtotal?: number | null;
  shipping?: number | null;
  tax?: number | null;
  total?: number | null;
}

export interface CreateOrderRequest {
  shipping: Partial<Record<ShippingField, unknown>>;
  lines: readonly OrderLineRequest[];
  expected?: ExpectedTotals | null;
  idempotencyKey?: string | null;
}

export interface CreateOrderResult {
  order: OrderEntity;
  paymentLink: string;
  /** True when an earlier request with the same idempotency key already created this order. */
  replayed: boolean;
}

export type OrderSortField = 'ID' | 'DATE' | 'TOTAL' | 'STATUS' | 'ITEMS' | 'CUSTOMER';
export interface OrderListFilter {
  search?: string | null;
  status?: string | null;
}
export interface OrderListSort {
  field: OrderSortField;
  direction: 'ASC' | 'DESC';
}
export interface OrderPage {
  items: OrderEntity[];
  totalCount: number;
}

interface MergedLine {
  productId: string;
  size: string;
  quantity: number;
  unitPrices: number[];
}

const SORT_EXPRESSIONS: Record<OrderSortField, string> = {
  ID: 'o.orderNumber',
  DATE: 'o.createdAt',
  TOTAL: 'o.totalPaise',
  STATUS: 'o.status',
  ITEMS: 'o.itemCount',
  CUSTOMER: "lower(o.first_name || ' ' || o.last_name)",
};

export class OrderService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly payments: PaymentSyncService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /**
   * Prices the cart on the server, reserves its stock and stores the order in one transaction,
   * then starts the payment. Refuses bad input, changed prices and missing stock with nothing
   * stored. A retried request with the same idempotency key returns the first order.
   */
  async createOrder(ctx: RequestContext, input: CreateOrderRequest): Promise<CreateOrderResult> {
    const { dataSource, env } = this.deps;
    await enforceRateLimit(this.rateLimiter, `order:${ctx.ip}`, env.RATE_LIMIT_ORDERS_PER_MINUTE);
    const idempotencyKey = normaliseIdempotencyKey(input.idempotencyKey);
    const shipping = checkShipping(input.shipping);
    const lines = mergeLines(input.lines);
    const requestHash = hashRequest(shipping, lines);

    if (idempotencyKey) {
      const replay = await this.replay(idempotencyKey, requestHash);
      if (replay) return replay;
    }

    const products = await dataSource.getRepository(ProductEntity).findBy({ id: In([...new Set(lines.map((line) => line.productId))]) });
    const byId = new Map(products.map((product) => [product.id, product]));
    const priced = lines.map((line) => {
      const product = byId.get(line.productId);
      if (!product) throw badInput(`Product ${line.productId} is no longer available`, { productId: line.productId });
      const size = product.sizes.find((candidate) => candidate.label === line.size);
      if (!size) throw badInput(`Size ${line.size} is not available for ${product.name}`, { productId: line.productId, size: line.size });
      return { ...line, product, unitPricePaise: size.pricePaise };
    });
    const totals = priceOrder(priced);
    checkShopperFigures(priced, totals, input.expected);

    const paymentExpiresAt = new Date(Date.now() + env.PAYMENT_EXPIRY_MINUTES * 60_000);
    let orderId: string;
    try {
      orderId = await dataSource.transaction(async (manager) => {
        await reserveStock(
          manager,
          priced.map((line) => ({ productId: line.productId, name: line.product.name, quantity: line.quantity })),
        );
        const inserted = await manager.insert(OrderEntity, {
          firstName: shipping.firstName,
          lastName: shipping.lastName,
          email: shipping.email,
          phone: shipping.phone,
          street: shipping.address,
          city: shipping.city,
          state: shipping.state,
          postalCode: shipping.postalCode,
          country: shipping.country,
          subtotalPaise: totals.subtotalPaise,
          shippingPaise: totals.shippingPaise,
          taxPaise: totals.taxPaise,
          totalPaise: totals.totalPaise,
          itemCount: priced.reduce((sum, line) => sum + line.quantity, 0),
          status: 'Pending',
          paymentStatus: 'PENDING',
          stockReserved: true,
          paymentExpiresAt,
          idempotencyKey,
          requestHash: idempotencyKey ? requestHash : null,
        });
        const id = inserted.identifiers[0].id as string;
        await manager.insert(
          OrderLineEntity,
          priced.map((line, position) => ({
            orderId: id,
            position,
            productId: line.productId,
            name: line.product.name,
            size: line.size,
            quantity: line.quantity,
            unitPricePaise: line.unitPricePaise,
            imageUrl: line.product.imageUrl,
          })),
        );
        await manager.insert(OrderStatusChangeEntity, { orderId: id, status: 'Pending', changedBy: 'customer', note: 'Order placed' });
        return id;
      });
    } catch (error) {
      // Two requests with one key raced: the loser's transaction rolled back; answer with the winner's order.
      if (idempotencyKey && isUniqueViolation(error)) {
        const replay = await this.replay(idempotencyKey, requestHash);
        if (replay) return replay;
      }
      throw error;
    }

    const order = await this.mustGetOrder(orderId);
    const paymentLink = await this.payments.startPayment(order);
    return { order, paymentLink, replayed: false };
  }

  /** An order by its id, lines in order; null for unknown or malformed ids. */
  async getOrder(id: string): Promise<OrderEntity | null> {
    if (!isUuid(id)) return null;
    return loadOrderWithLines(this.deps.dataSource, id);
  }

  /** Admins only: orders with search over name and e-mail, exact status, sort and pagination. */
  async listOrders(
    ctx: RequestContext,
    filter?: OrderListFilter | null,
    sort?: OrderListSort | null,
    offset = 0,
    limit = 20,
  ): Promise<OrderPage> {
    requireAdmin(ctx);
    const query = this.deps.dataSource.getRepository(OrderEntity).createQueryBuilder('o');
    const search = filter?.search?.trim();
    if (search) {
      query.andWhere(`((o.first_name || ' ' || o.last_name) ILIKE :search OR o.email ILIKE :search)`, { search: `%${escapeLike(search)}%` });
    }
    if (filter?.status) {
      if (!isOrderStatus(filter.status)) throw badInput(`Unknown order status. Use one of: ${ORDER_STATUSES.join(', ')}`);
      query.andWhere('o.status = :status', { status: filter.status });
    }
    const totalCount = await query.getCount();

    const field = sort?.field && sort.field in SORT_EXPRESSIONS ? sort.field : 'DATE';
    const direction = sort?.direction === 'ASC' ? 'ASC' : 'DESC';
    query.orderBy(SORT_EXPRESSIONS[field], direction);
    // Ties (same total, status…) fall back to newest first, so pages never overlap or skip.
    // TypeORM keys ORDER BY terms by expression, so the sorted column must not be added twice.
    if (field !== 'DATE' && field !== 'ID') query.addOrderBy('o.createdAt', 'DESC');
    if (field !== 'ID') query.addOrderBy('o.orderNumber', 'DESC');
    query.offset(Math.max(0, Math.trunc(offset) || 0)).limit(Math.min(MAX_ORDER_PAGE, Math.max(1, Math.trunc(limit) || 20)));
    const items = await query.getMany();

    // One query for the lines of the whole page, not one per order.
    const lines = await this.linesForOrders(items.map((order) => order.id));
    items.forEach((order, index) => {
      order.lines = lines[index];
    });
    return { items, totalCount };
  }

  /** Lines of many orders in one query, in the order of `orderIds` (for the GraphQL DataLoader). */
  async linesForOrders(orderIds: readonly string[]): Promise<OrderLineEntity[][]> {
    if (orderIds.length === 0) return [];
    const rows = await this.deps.dataSource.getRepository(OrderLineEntity).find({
      where: { orderId: In([...orderIds]) },
      order: { orderId: 'ASC', position: 'ASC' },
    });
    return groupBy(orderIds, rows, (row) => row.orderId);
  }

  /** Status histories of many orders in one query, oldest first. */
  async historyForOrders(orderIds: readonly string[]): Promise<OrderStatusChangeEntity[][]> {
    if (orderIds.length === 0) return [];
    const rows = await this.deps.dataSource.getRepository(OrderStatusChangeEntity).find({
      where: { orderId: In([...orderIds]) },
      order: { at: 'ASC', id: 'ASC' },
    });
    return groupBy(orderIds, rows, (row) => row.orderId);
  }

  /** Admins only: any status from any other (spec §4), recorded in the history with the admin's e-mail. */
  async updateStatus(ctx: RequestContext, orderId: string, status: string): Promise<OrderEntity> {
    requireAdmin(ctx);
    const adminEmail = ctx.user!.email;
    if (!isOrderStatus(status)) throw badInput(`Unknown order status. Use one of: ${ORDER_STATUSES.join(', ')}`);
    if (!isUuid(orderId)) throw notFound('Order not found');
    await this.deps.dataSource.transaction(async (manager) => {
      const order = await manager.findOne(OrderEntity, { where: { id: orderId }, lock: { mode: 'pessimistic_write' } });
      if (!order) throw notFound('Order not found');
      if (order.status === status) return;
      const changes: Partial<OrderEntity> = { status: status as OrderStatusName };
      if (status === 'Cancelled' && order.stockReserved) {
        await releaseOrderStock(manager, order.id);
        changes.stockReserved = false;
      } else if (status !== 'Cancelled' && !order.stockReserved) {
        // Re-opening needs the units back; OUT_OF_STOCK rolls the whole change back.
        await reserveOrderStock(manager, order.id);
        changes.stockReserved = true;
      }
      await manager.update(OrderEntity, { id: order.id }, changes);
      await manager.insert(OrderStatusChangeEntity, { orderId: order.id, status: status as OrderStatusName, changedBy: adminEmail, note: null });
    });
    return this.mustGetOrder(orderId);
  }

  private async mustGetOrder(id: string): Promise<OrderEntity> {
    const order = await this.getOrder(id);
    if (!order) throw notFound('Order not found');
    return order;
  }

  private async replay(idempotencyKey: string, requestHash: string): Promise<CreateOrderResult | null> {
    const existing = await this.deps.dataSource.getRepository(OrderEntity).findOne({ where: { idempotencyKey } });
    if (!existing) return null;
    if (existing.requestHash !== requestHash) throw conflict(IDEMPOTENCY_CONFLICT_MESSAGE);
    // The first request may still be talking to the provider; wait briefly for its pay link.
    let paymentLink = await this.payments.paymentLinkFor(existing.id);
    for (let waited = 0; !paymentLink && waited < 5_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      paymentLink = await this.payments.paymentLinkFor(existing.id);
    }
    if (!paymentLink) throw conflict('Your order is still being set up. Please try again in a moment.');
    return { order: await this.mustGetOrder(existing.id), paymentLink, replayed: true };
  }
}

function normaliseIdempotencyKey(key: string | null | undefined): string | null {
  if (key === null || key === undefined) return null;
  if (typeof key !== 'string') throw badInput('The idempotency key must be text');
  const trimmed = key.trim();
  if (trimmed.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badInput(`The idempotency key must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
  }
  return trimmed || null;
}

/** The checkout form's rules (common/shipping-form.ts); the first broken one is reported with its field. */
function checkShipping(input: Partial<Record<ShippingField, unknown>> | null | undefined): ShippingDetails {
  const source = input ?? {};
  const errors = validateShipping(source);
  const field = SHIPPING_FIELDS.find((name) => errors[name]);
  if (field) throw badInput(errors[field]!, { field, errors });
  const details = Object.fromEntries(SHIPPING_FIELDS.map((name) => [name, String(source[name]).trim()])) as ShippingDetails;
  return { ...details, email: details.email.toLowerCase() };
}

/** Checks each line and merges repeats of one product and size, keeping first-seen order. */
function mergeLines(input: readonly OrderLineRequest[] | null | undefined): MergedLine[] {
  if (!Array.isArray(input) || input.length === 0) throw badInput(EMPTY_CART_MESSAGE, { field: 'lines' });
  if (input.length > MAX_ORDER_LINES) throw badInput(`Your cart can hold at most ${MAX_ORDER_LINES} different items`, { field: 'lines' });
  const merged = new Map<string, MergedLine>();
  for (const line of input) {
    const productId = typeof line?.productId === 'string' ? line.productId.trim() : '';
    const size = typeof line?.size === 'string' ? line.size.trim() : '';
    if (!productId || !size || productId.length > 100 || size.length > 50) {
      throw badInput('Each item needs a product and a size', { field: 'lines' });
    }
    if (!isValidQuantity(line.quantity)) throw badInput(QUANTITY_MESSAGE, { field: 'lines', productId });
    const key = JSON.stringify([productId, size]);
    const entry: MergedLine = merged.get(key) ?? { productId, size, quantity: 0, unitPrices: [] };
    entry.quantity += line.quantity;
    if (line.unitPrice !== null && line.unitPrice !== undefined) entry.unitPrices.push(line.unitPrice);
    merged.set(key, entry);
  }
  for (const line of merged.values()) {
    if (!isValidQuantity(line.quantity)) throw badInput(QUANTITY_MESSAGE, { field: 'lines', productId: line.productId });
  }
  return [...merged.values()];
}

function isValidQuantity(quantity: unknown): quantity is number {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;
}

/** The shopper's figures must match the server's to the paisa, or nothing is ordered (D5). */
function checkShopperFigures(
  lines: ReadonlyArray<MergedLine & { unitPricePaise: Paise }>,
  totals: OrderTotals,
  expected: ExpectedTotals | null | undefined,
) {
  const differs = (sent: unknown, actual: Paise) =>
    sent !== null && sent !== undefined && (typeof sent !== 'number' || rupeesToPaise(sent) !== actual);
  const lineMismatch = lines.some((line) => line.unitPrices.some((price) => differs(price, line.unitPricePaise)));
  const totalsMismatch =
    !!expected &&
    (differs(expected.subtotal, totals.subtotalPaise) ||
      differs(expected.shipping, totals.shippingPaise) ||
      differs(expected.tax, totals.taxPaise) ||
      differs(expected.total, totals.totalPaise));
  if (lineMismatch || totalsMismatch) {
    throw new ShopError('PRICE_MISMATCH', PRICE_MISMATCH_MESSAGE, {
      subtotal: paiseToRupees(totals.subtotalPaise),
      shipping: paiseToRupees(totals.shippingPaise),
      tax: paiseToRupees(totals.taxPaise),
      total: paiseToRupees(totals.totalPaise),
    });
  }
}

/** The request as the idempotency key remembers it: what would change the order, normalised. */
function hashRequest(shipping: ShippingDetails, lines: readonly MergedLine[]): string {
  const normalised = {
    shipping: SHIPPING_FIELDS.map((field) => shipping[field]),
    lines: lines
      .map((line) => [line.productId, line.size, line.quantity] as const)
      .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1)),
  };
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; driverError?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.driverError?.code === '23505';
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function groupBy<T>(keys: readonly string[], rows: readonly T[], keyOf: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(row);
  return keys.map((key) => groups.get(key) ?? []);
}
