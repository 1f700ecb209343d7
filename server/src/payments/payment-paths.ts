/**
 * Where the payment provider reaches this server, in one place: the payment routes mount here,
 * the adapter builds its redirect URL from here, and the sandbox posts its webhooks here.
 */
export const PAYMENTS_MOUNT = '/api/payments';
export const RETURN_ROUTE = '/phonepe/return';
export const WEBHOOK_ROUTE = '/phonepe/webhook';
/** The shopper's browser comes back here from the pay page (`?merchantOrderId=…`). */
export const RETURN_PATH = `${PAYMENTS_MOUNT}${RETURN_ROUTE}`;
/** PhonePe's server-to-server webhook: register `PUBLIC_URL` + this in PhonePe's dashboard. */
export const WEBHOOK_PATH = `${PAYMENTS_MOUNT}${WEBHOOK_ROUTE}`;
/** Where the built-in sandbox (PAYMENTS_MODE=sandbox) serves its fake PhonePe API and pay page. */
export const PHONEPE_SANDBOX_PATH = '/sandbox/phonepe';

/** The absolute URL the provider sends the shopper back to for one order. */
export function paymentReturnUrl(publicUrl: string, merchantOrderId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${RETURN_PATH}?merchantOrderId=${encodeURIComponent(merchantOrderId)}`;
}
