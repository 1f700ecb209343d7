import express, { type NextFunction, type Request, type Response } from 'express';
import { rupeesToPaise } from '@common/money.js';
import type { OrderEntity } from '../orders/order.entity.js';
import { setRetryAfter } from '../http/error-handler.js';
import { requireRequestContext } from '../http/request-context.middleware.js';
import { edgeCodeOf } from '../kernel/edge-codes.js';
import { invalidInput, HTTP_STATUS_BY_CODE, ShopError } from '../kernel/errors.js';
import { MAX_PAGE_SIZE } from '../kernel/paging.js';
import type { OrderLineRequest } from '../orders/placement/order-placement.service.js';
import { paymentConfirmationMessage } from '../payments/payment-decision.js';
import { addressLineOf, lineAmounts, orderAmounts, orderNumberOf } from '../orders/order.presenter.js';
import type { ShopServices } from '../container.js';
import { splitJoinedAddress } from './joined-address.js';

/**
 * The order endpoints kept, with their paths and payloads, for existing integrations
 * (docs/storefront.md, REST endpoints kept for existing integrations).
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
          unitPricePaise: paiseOf(item.price),
        };
      });
      const headerKey = req.get('idempotency-key');
      const result = await services.placement.createOrder(requireRequestContext(req), {
        shipping: {
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone: body.phone,
          ...splitJoinedAddress(body.address),
        },
        lines,
        // The figures the integration's checkout computed; the server's own must agree with them.
        expected: { shippingPaise: paiseOf(body.shipping_cost), taxPaise: paiseOf(body.tax_amount), totalPaise: paiseOf(body.total) },
        idempotencyKey: headerKey ?? (typeof body.idempotency_key === 'string' ? body.idempotency_key : null),
      });
      res.status(result.replayed ? 200 : 201).json({
        ok: true,
        order: {
          id: result.order.id,
          payment_link: result.paymentLink,
          order_number: orderNumberOf(result.order),
          total: orderAmounts(result.order).total,
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
      // The older admin page reads one list: the largest page the paging rule allows, with
      // total_count and ?offset / ?limit for a caller that needs more.
      const limit = Number(req.query.limit ?? MAX_PAGE_SIZE);
      const offset = Number(req.query.offset ?? 0);
      const page = await services.orders.listOrders(requireRequestContext(req), { search, status }, null, offset, limit);
      res.json({ data: (await services.orders.withLines(page.items)).map(restOrder), total_count: page.totalCount });
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
      if (!orderId) throw invalidInput('Order ID missing');
      // payment_status from the browser is never believed: we ask the provider instead (decision 4).
      const order = await services.payments.confirm(requireRequestContext(req), orderId);
      res.json({ ok: true, message: paymentConfirmationMessage(order), payment_status: order.paymentStatus, order_id: order.id });
    }),
  );

  // Packing slips, admins only: one order's (`/<id>/packing-slip.pdf`) or the selected orders'
  // in one PDF (`/packing-slips.pdf?ids=<id>,<id>`), in the order given.
  router.get(
    '/packing-slips.pdf',
    handle(async (req, res) => {
      const ids = typeof req.query.ids === 'string' ? req.query.ids.split(',') : [];
      sendPdf(res, await services.packingSlips.pdf(requireRequestContext(req), ids));
    }),
  );
  router.get(
    '/:orderId/packing-slip.pdf',
    handle(async (req, res) => {
      sendPdf(res, await services.packingSlips.pdf(requireRequestContext(req), [String(req.params.orderId)]));
    }),
  );

  // An order's invoice or credit note as PDF: whoever holds the order's id (the order page, the
  // tracking page, the admin) may fetch it, as they may read the order itself.
  router.get(
    '/:orderId/tax-documents/:file',
    handle(async (req, res) => {
      const documentId = String(req.params.file).replace(/\.pdf$/, '');
      const file = await services.invoices.pdf(String(req.params.orderId), documentId);
      if (!file) throw new ShopError('NOT_FOUND', 'Document not found');
      res.setHeader('content-type', 'application/pdf');
      res.setHeader('content-disposition', `inline; filename="${file.filename}"`);
      res.setHeader('cache-control', 'private, max-age=300');
      res.send(file.content);
    }),
  );

  return router;
}

/** An order as the older admin list reads it: the order presenter's figures under its snake_case names. */
export function restOrder(order: OrderEntity) {
  const amounts = orderAmounts(order);
  return {
    id: order.id,
    order_number: orderNumberOf(order),
    first_name: order.firstName,
    last_name: order.lastName,
    email: order.email,
    phone: order.phone,
    address: addressLineOf(order),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    subtotal: amounts.subtotal,
    shipping_cost: amounts.shipping,
    tax_amount: amounts.tax,
    total: amounts.total,
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
      price: lineAmounts(line).unitPrice,
      image_url: line.imageUrl,
    })),
  };
}

/** A PDF drawn for this request: shown in the browser, never cached (it is the owner's). */
function sendPdf(res: Response, file: { filename: string; content: Buffer }): void {
  res.setHeader('content-type', 'application/pdf');
  res.setHeader('content-disposition', `inline; filename="${file.filename}"`);
  res.setHeader('cache-control', 'private, no-store');
  res.send(file.content);
}

type Handler = (req: Request, res: Response) => Promise<void>;

/** ShopErrors become the `{ message }` these integrations read, with a 4xx; anything else goes to the app's error handler. */
function handle(handler: Handler) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await handler(req, res);
    } catch (error) {
      if (error instanceof ShopError) {
        setRetryAfter(res, error);
        res
          .status(HTTP_STATUS_BY_CODE[error.code])
          .json({ ok: false, message: error.message, code: edgeCodeOf(error.code), ...error.details });
        return;
      }
      next(error);
    }
  };
}

function objectBody(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw invalidInput('The request body must be a JSON object');
  return body as Record<string, unknown>;
}

function stringField(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/** A money figure as sent: numbers as they are, numeric strings read as numbers, absent as undefined. */
/** A rupee amount as these integrations' JSON sends it, in paise; NaN (never equal to a price) when it is not an amount. */
function paiseOf(value: unknown): number | undefined {
  const rupees = amount(value);
  return rupees === undefined ? undefined : (rupeesToPaise(rupees) ?? Number.NaN);
}

function amount(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return Number.NaN;
}
