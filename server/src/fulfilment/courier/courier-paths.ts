/**
 * Where the courier aggregator reaches this server, in one place. The aggregator's panel refuses
 * a callback URL containing "shiprocket", "kartrocket", "sr" or "kr", so the path names none of them.
 */
export const COURIER_TRACKING_WEBHOOK_PATH = '/api/webhooks/courier-tracking';
/** The built-in stand-in of the aggregator's API (COURIER_SANDBOX) and its parcels page. */
export const COURIER_SANDBOX_PATH = '/sandbox/courier';
/** The stand-in's API base, as SHIPROCKET_API_URL would be. */
export const COURIER_SANDBOX_API = `${COURIER_SANDBOX_PATH}/v1/external`;
