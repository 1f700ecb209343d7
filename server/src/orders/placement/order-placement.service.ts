import type { EntityManager } from 'typeorm';
import { streetLines, type ShippingField } from '@common/shipping-form.js';
import { checkBuyerGstin, checkBuyerLegalName, checkShipping } from './buyer-details.js';
import { OrderEntity } from '../order.entity.js';
import { invalidInput, conflict, notFound } from '../../kernel/errors.js';
import { isUuid, loadOrderWithLines } from '../order-loading.js';
import type { PaymentSyncService } from '../../payments/payment-sync.service.js';
import { enforceRateLimit, type RateLimiter } from '../../kernel/rate-limiter.js';
import type { RequestContext } from '../../kernel/request-context.js';
import type { ShopServiceDeps } from '../../kernel/dependencies.js';
import { checkOrderTotal, checkUnitsPerSize } from '../order-limits.js';
import { placeNewOrder } from './order-placement.js';
import { ordersPlaced } from '../../kernel/metrics.js';
import { mergeLines, resolveLines, UNKNOWN_VARIANT_MESSAGE, type OrderLineRequest } from './order-lines.js';
import { priceWithCode } from './order-discount.js';
import { discountInvalid, type DiscountCodeService } from '../../discounts/discount-code.service.js';
import { checkPaymentMethod, checkShopperFigures, hashRequest, normaliseIdempotencyKey, type ExpectedTotals } from './order-request.js';
import { checkCodOffer, codConfirmationLink, holdCodSlot, recordCodShopper } from '../../cash-on-delivery/cod-rules.js';
import type { CodSettingsService } from '../../cash-on-delivery/cod-settings.js';
import { transitionOrder } from '../order-transition.js';

export { MAX_IDEMPOTENCY_KEY_LENGTH, PRICE_MISMATCH_MESSAGE, type ExpectedTotals } from './order-request.js';
export const IDEMPOTENCY_CONFLICT_MESSAGE = 'This idempotency key was already used for a different order';

export {
  EMPTY_CART_MESSAGE,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  QUANTITY_MESSAGE,
  type MergedLine,
  type OrderLineRequest,
} from './order-lines.js';

export interface CreateOrderRequest {
  /** The address fields, and a business buyer's optional GSTIN for its tax invoice. */
  shipping: Partial<Record<ShippingField | 'gstin' | 'businessName', unknown>>;
  lines: readonly OrderLineRequest[];
  expected?: ExpectedTotals | null;
  idempotencyKey?: string | null;
  /** A discount code as the shopper typed it; one per order. */
  discountCode?: string | null;
  /** ONLINE (the default) or CASH_ON_DELIVERY. */
  paymentMethod?: string | null;
}

export interface CreateOrderResult {
  order: OrderEntity;
  paymentLink: string;
  /** True when an earlier request with the same idempotency key already created this order. */
  replayed: boolean;
}

/**
 * Placing an order, the one way: the server prices every cart from the database, checks what one
 * order may hold and cost, reserves its stock and stores it (with a business buyer's GSTIN, and a
 * cash-on-delivery shopper's slot) in one transaction, then starts the online payment. A retried
 * request with the same idempotency key returns the first order. Money is integer paise
 * throughout; requests carry rupees.
 */
export class OrderPlacementService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly payments: Pick<PaymentSyncService, 'startPayment' | 'paymentLinkFor'>,
    private readonly rateLimiter: RateLimiter,
    private readonly discounts: DiscountCodeService,
    private readonly cod: CodSettingsService,
  ) {}

  /**
   * Prices the cart on the server, then reserves its stock and stores the order in one transaction
   * (order-placement.ts), then starts the payment (online) after it commits. Refuses bad input, changed prices and missing
   * stock with nothing stored. A retried request with the same idempotency key returns the first order.
   */
  async createOrder(ctx: RequestContext, input: CreateOrderRequest): Promise<CreateOrderResult> {
    const { dataSource, env } = this.deps;
    // Per token when a token places it, as its unpaid orders are: an integration's server places
    // orders for many customers from one address, and a shopper there keeps their own count.
    const orderRateKey = ctx.apiToken ? `order:token:${ctx.apiToken.id}` : `order:${ctx.ip}`;
    await enforceRateLimit(this.rateLimiter, orderRateKey, env.RATE_LIMIT_ORDERS_PER_MINUTE);
    const idempotencyKey = normaliseIdempotencyKey(input.idempotencyKey);
    const shipping = checkShipping(input.shipping, env.SHIPPING_COUNTRIES);
    const buyerGstin = checkBuyerGstin(input.shipping?.gstin);
    const buyerLegalName = checkBuyerLegalName(buyerGstin, input.shipping?.businessName);
    const lines = mergeLines(input.lines);
    const paymentMethod = checkPaymentMethod(input.paymentMethod);
    const requestHash = hashRequest(shipping, lines, input.discountCode, paymentMethod);

    if (idempotencyKey) {
      const replay = await this.replay(idempotencyKey, requestHash);
      if (replay) return replay;
    }

    const priced = (await resolveLines(dataSource.manager, lines)).map(({ product, variant, ...line }) => {
      // The line's own path, as quote reports the same line: NOT_FOUND for an id nothing sells.
      if (line.variantId && !variant) throw notFound(UNKNOWN_VARIANT_MESSAGE, { field: 'lines', variantId: line.variantId });
      if (!product) throw invalidInput(`Product ${line.productId} is no longer available`, { productId: line.productId });
      if (!variant)
        throw invalidInput(`Size ${line.size} is not available for ${product.name}`, { productId: line.productId, size: line.size });
      return { ...line, productId: product.id, product, variant, unitPricePaise: variant.pricePaise };
    });
    // Before anything is reserved: what one order may hold (order-limits.ts) and what it may cost.
    checkUnitsPerSize(
      priced.map((line) => ({
        productId: line.productId,
        variantId: line.variant.id,
        name: `${line.product.name} (${line.variant.label})`,
        quantity: line.quantity,
        stock: line.variant.stock,
      })),
      env,
    );
    // The code's terms and uses as they stand now; place_order claims the use under the code's lock.
    const { priced: totals, code, refusal } = await priceWithCode(this.discounts, ctx, priced, input.discountCode, shipping.email);
    if (refusal) throw discountInvalid(refusal);
    // Cash on delivery: the owner's terms as they stand, and the fee they set, never the shopper's.
    const codSettings = paymentMethod === 'CASH_ON_DELIVERY' ? await this.cod.current() : null;
    const codFeePaise = codSettings ? checkCodOffer(codSettings, totals.totalPaise, shipping.country) : 0;
    totals.totalPaise += codFeePaise;
    checkShopperFigures(priced, totals, input.expected);
    checkOrderTotal(totals.totalPaise);

    const paymentExpiresAt = new Date(Date.now() + env.PAYMENT_EXPIRY_MINUTES * 60_000);
    let order: OrderEntity;
    try {
      // One transaction, either way the order is paid: a COD shopper's slots are held first (their
      // advisory locks come before place_order's), the order, its lines and its buyer's GSTIN are
      // written by place_order's one statement, and a COD order goes on to Processing at once,
      // without the payment provider; its e-mails and webhooks are the transition's subscribers'.
      const place = async (manager: EntityManager): Promise<OrderEntity> => {
        const client = ctx.apiToken
          ? null
          : { ip: ctx.ip, maxPerAddress: env.ORDER_MAX_UNPAID_PER_ADDRESS, maxPerEmail: env.ORDER_MAX_UNPAID_PER_EMAIL };
        const codShopper = codSettings
          ? await holdCodSlot(manager, { ...shipping, street: streetLines(shipping) }, codSettings, client)
          : null;
        const placed = await placeNewOrder(
          manager,
          {
            firstName: shipping.firstName,
            lastName: shipping.lastName,
            email: shipping.email,
            phone: shipping.phone,
            // One street column: the courier's label prints both lines as one.
            street: streetLines(shipping),
            city: shipping.city,
            state: shipping.state,
            postalCode: shipping.postalCode,
            country: shipping.country,
            subtotalPaise: totals.subtotalPaise,
            shippingPaise: totals.shippingPaise,
            taxPaise: totals.taxPaise,
            totalPaise: totals.totalPaise,
            itemCount: priced.reduce((sum, line) => sum + line.quantity, 0),
            paymentExpiresAt,
            idempotencyKey,
            requestHash: idempotencyKey ? requestHash : null,
            clientIp: ctx.ip,
            apiToken: ctx.apiToken ? { id: ctx.apiToken.id, unpaidOrderLimit: ctx.apiToken.unpaidOrderLimit } : null,
            discountCodeId: code?.id ?? null,
            discountCode: code?.code ?? null,
            discountPaise: totals.discountPaise,
            paymentMethod,
            codFeePaise,
            buyerGstin,
            buyerLegalName,
          },
          priced.map((line, index) => ({
            productId: line.productId,
            variantId: line.variant.id,
            sku: line.variant.sku,
            name: line.product.name,
            size: line.variant.label,
            quantity: line.quantity,
            unitPricePaise: line.unitPricePaise,
            imageUrl: line.product.imageUrl,
            discountPaise: totals.lineDiscountsPaise[index],
          })),
          env,
        );
        if (!codShopper) return placed;
        await recordCodShopper(manager, placed.id, codShopper);
        await transitionOrder({ manager, events: this.deps.events }, placed, {
          to: 'Processing',
          by: 'customer',
          note: 'Cash on delivery',
        });
        return { ...placed, status: 'Processing' as const };
      };
      // An online order is place_order's one statement, atomic on its own: it needs no BEGIN and
      // COMMIT round trips around it. A COD order holds its slot and moves on in the same transaction.
      order = codSettings ? await dataSource.transaction(place) : await place(dataSource.manager);
    } catch (error) {
      // Two requests with one key raced: the loser's transaction rolled back; answer with the winner's order.
      if (idempotencyKey && isUniqueViolation(error)) {
        const replay = await this.replay(idempotencyKey, requestHash);
        if (replay) return replay;
      }
      throw error;
    }
    // Committed by now; a replayed key returned above counts once.
    ordersPlaced.inc();
    if (codSettings) return { order, paymentLink: codConfirmationLink(this.deps.publicUrl, order.id), replayed: false };
    const paymentLink = await this.payments.startPayment(order);
    return { order, paymentLink, replayed: false };
  }

  private async mustGetOrder(id: string): Promise<OrderEntity> {
    const order = isUuid(id) ? await loadOrderWithLines(this.deps.dataSource, id) : null;
    if (!order) throw notFound('Order not found');
    return order;
  }

  private async replay(idempotencyKey: string, requestHash: string): Promise<CreateOrderResult | null> {
    const existing = await this.deps.dataSource.getRepository(OrderEntity).findOne({ where: { idempotencyKey } });
    if (!existing) return null;
    if (existing.requestHash !== requestHash) throw conflict(IDEMPOTENCY_CONFLICT_MESSAGE);
    if (existing.paymentMethod === 'CASH_ON_DELIVERY') {
      return {
        order: await this.mustGetOrder(existing.id),
        paymentLink: codConfirmationLink(this.deps.publicUrl, existing.id),
        replayed: true,
      };
    }
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

function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; driverError?: { code?: string } } | null;
  return candidate?.code === '23505' || candidate?.driverError?.code === '23505';
}
