import express, { type NextFunction, type Request, type Response } from 'express';
import { paiseToRupees } from '../../../common/money.js';
import { formatOrderNumber } from '../../../common/order-status.js';
import { joinAddress } from '../../../common/shipping-form.js';
import type { OrderEntity } from '../entities/order.entity.js';
import { setRetryAfter } from '../http/error-handler.js';
import { requireRequestContext } from '../http/request-context.middleware.js';
import { badInput, HTTP_STATUS_BY_CODE, ShopError } from '../services/errors.js';
import { MAX_ORDER_PAGE, type OrderLineRequest } from '../services/order.service.js';
import { paymentConfirmationMessage } from '../services/payment-sync.service.js';
import type { ShopServices } from '../services/services.js';
import { splitJoinedAddress } from './joined-address.js';

/**
 * The spec's order endpoints (§7), with their paths and payloads, for existing integrations.
 * Thin: they translate snake_case JSON to the order services and back; the rules live there.
 * Express routing is not strict, so each path answers with and without its trailing slash.
 */
export function createOrdersRestRouter(services: ShopServices): express.Router {
  const router = express.Router();

  router.post(
    '/createorders',
    handle(async (req, res) => {
      const body = objectBody(req);
      const items: unknown[] = Array.isArray(body.order_items) ? body.order_items : [];
      const lines: OrderLineRequest[] = items.map((raw) => {
        const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
        return {
          productId: typeof item.id === 'string' || typeof item.id === 'number' ? String(item.id) : '',
          size: typeof item.size === 'string' ? item.size : '',
          quantity: item.quantity as number,
          unitPrice: amount(item.price),
        };
      });
      const headerKey = req.get('idempotency-key');
      const result = await services.orders.createOrder(requireRequestContext(req), {
        shipping: {
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone: body.phone,
          ...splitJoinedAddress(body.address),
        },
        lines,
        // The figures the spec's checkout computed; the server's own must agree with them.
        expected: { shipping: amount(body.shipping_cost), tax: amount(body.tax_amount), total: amount(body.total) },
        idempotencyKey: headerKey ?? (typeof body.idempotency_key === 'string' ? body.idempotency_key : null),
      });
      res.status(result.replayed ? 200 : 201).json({
        ok: true,
        order: {
          id: result.order.id,
          payment_link: result.paymentLink,
          order_number: formatOrderNumber(result.order.orderNumber),
          total: paiseToRupees(result.order.totalPaise),
          status: result.order.status,
          payment_status: result.order.paymentStatus,
        },
      });
    }),
  );

  router.get(
    '/getorders',
    handle(async (req, res) => {
      const search = typeof req.query.search === 'string' ? req.query.search : null;
      const status = typeof req.query.status === 'string' ? req.query.status : null;
      const limit = Number(req.query.limit ?? MAX_ORDER_PAGE);
      const offset = Number(req.query.offset ?? 0);
      const page = await services.orders.listOrders(requireRequestContext(req), { search, status }, null, offset, limit);
      res.json({ data: page.items.map(restOrder), total_count: page.totalCount });
    }),
  );

  router.post(
    '/updateStatus',
    handle(async (req, res) => {
      const body = objectBody(req);
      const ctx = requireRequestContext(req);
      const order = await services.orders.updateStatus(ctx, stringField(body.order_id), stringField(body.status));
      res.json({ ok: true, data: restOrder(order) });
    }),
  );

  router.post(
    '/paymentCallback',
    handle(async (req, res) => {
      const body = objectBody(req);
      const orderId = stringField(body.order_id);
      if (!orderId) throw badInput('Order ID missing');
      // payment_status from the browser is never believed: we ask the provider instead (D7).
      const order = await services.payments.synchronise(orderId);
      res.json({ ok: true, message: paymentConfirmationMessage(order), payment_status: order.paymentStatus, order_id: order.id });
    }),
  );

  return router;
}

/** An order as the spec's admin list reads it, money in rupees. */
export function restOrder(order: OrderEntity) {
  return {
    id: order.id,
    order_number: formatOrderNumber(order.orderNumber),
    first_name: order.firstName,
    last_name: order.lastName,
    email: order.email,
    phone: order.phone,
    address: joinAddress({ address: order.street, city: order.city, state: order.state, postalCode: order.postalCode, country: order.country }),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    subtotal: paiseToRupees(order.subtotalPaise),
    shipping_cost: paiseToRupees(order.shippingPaise),
    tax_amount: paiseToRupees(order.taxPaise),
    total: paiseToRupees(order.totalPaise),
    item_count: order.itemCount,
    status: order.status,
    payment_status: order.paymentStatus,
    payment_reference: order.paymentReference,
    refund_due: order.refundDue,
    order_items: (order.lines ?? []).map((line) => ({
      id: line.productId,
      name: line.name,
      size: line.size,
      quantity: line.quantity,
      price: paiseToRupees(line.unitPricePaise),
      image_url: line.imageUrl,
    })),
  };
}

type Handler = (req: Request, res: Response) => Promise<void>;

/** ShopErrors become the spec's `{ message }` with a 4xx; anything else goes to the app's error handler. */
function handle(handler: Handler) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await handler(req, res);
    } catch (error) {
      if (error instanceof ShopError) {
        setRetryAfter(res, error);
        res.status(HTTP_STATUS_BY_CODE[error.code]).json({ ok: false, message: error.message, code: error.code, ...error.details });
        return;
      }
      next(error);
    }
  };
}

function objectBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badInput('The request body must be a JSON object');
  return body as Record<string, unknown>;
}

function stringField(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** A money figure as sent: numbers as they are, numeric strings read as numbers, absent as undefined. */
function amount(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return Number.NaN;
}
