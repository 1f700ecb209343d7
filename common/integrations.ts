import { codeInWords } from './code-in-words.js';

/**
 * The integrator-facing names the server enforces and the admin console offers: API token
 * scopes and webhook event types, each with the sentence an admin reads when choosing.
 */
export const API_TOKEN_SCOPES = ['CATALOGUE_WRITE', 'ORDERS_READ', 'ORDERS_WRITE', 'CUSTOMERS_READ', 'WEBHOOKS_MANAGE'] as const;
export type ApiTokenScopeName = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScopeName, string> = {
  CATALOGUE_WRITE: 'Create, edit and delete products',
  ORDERS_READ: 'List orders and read their history',
  ORDERS_WRITE: 'Change order statuses',
  CUSTOMERS_READ: 'List customers',
  WEBHOOKS_MANAGE: 'Register its own webhook endpoints, send them a test event and read their deliveries',
};

/** A scope's short name for badges and lists, where the sentence above does not fit. */
export const API_TOKEN_SCOPE_NAMES: Record<ApiTokenScopeName, string> = {
  CATALOGUE_WRITE: 'Products: edit',
  ORDERS_READ: 'Orders: read',
  ORDERS_WRITE: 'Orders: change status',
  CUSTOMERS_READ: 'Customers: read',
  WEBHOOKS_MANAGE: 'Webhooks: manage',
};

/** What the screen shows for a scope the API names (ORDERS_READ → Orders: read); an unknown one in words. */
export function apiTokenScopeName(scope: string): string {
  return Object.hasOwn(API_TOKEN_SCOPE_NAMES, scope) ? API_TOKEN_SCOPE_NAMES[scope as ApiTokenScopeName] : codeInWords(scope);
}

export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.paid',
  'order.status_changed',
  'order.refunded',
  'product.created',
  'product.updated',
  'product.deleted',
  'product.stock_changed',
  'stock.low',
  'return.requested',
  'return.approved',
  'return.rejected',
  'return.refunded',
] as const;
export type WebhookEventTypeName = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventTypeName, string> = {
  'order.created': 'An order was placed (payment pending)',
  'order.paid': 'The payment provider confirmed an order’s payment',
  'order.status_changed': 'An order’s status changed',
  'order.refunded': 'An order was refunded',
  'product.created': 'A product was added',
  'product.updated': 'A product’s details changed (stock alone: see product.stock_changed)',
  'product.deleted': 'A product was removed',
  'product.stock_changed': 'Stock moved (an order placed or given back, a restock, an edit): every product it moved, each size’s stock',
  'stock.low': 'A size’s stock fell below 10 (each size is counted on its own)',
  'return.requested': 'A shopper asked to return items of a delivered order',
  'return.approved': 'A return request was approved',
  'return.rejected': 'A return request was rejected, with the reason the shopper is told',
  'return.refunded': 'A returned parcel’s refund completed',
};

/**
 * Deliveries are signed under the Standard Webhooks specification (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature: v1,<base64>`). Endpoints registered before that also
 * get this older header, `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, for one transition.
 */
export const LEGACY_SIGNATURE_HEADER = 'X-Herbal-Signature';
