import type { Logger } from '../../kernel/logger.js';
import type {
  CreatedPayment,
  CreatePaymentRequest,
  PaymentProvider,
  PaymentWebhookEvent,
  ProviderOrderStatus,
  ProviderRefundStatus,
  RefundRequest,
} from '../../kernel/payment-provider.js';
import { payResponseSchema, readOrderStatus, readRefundStatus, refundResponseSchema, statusResponseSchema } from './phonepe-responses.js';
import { PhonePeTransport, type PhonePeTransportOptions } from './phonepe-transport.js';
import { authorizationMatches, parseWebhookEvent, webhookAuthorization } from './phonepe-webhook.js';

/**
 * PhonePe Standard Checkout v2 over keep-alive-fetch.ts (node:http), written from PhonePe's public API docs:
 * `POST {api}/checkout/v2/pay`, `GET {api}/checkout/v2/order/{merchantOrderId}/status`,
 * `POST {api}/payments/v2/refund`, `GET {api}/payments/v2/refund/{merchantRefundId}/status`, and
 * webhooks authenticated by `Authorization: sha256hex(username:password)`. Base URLs are
 * configuration, so the same code runs against PhonePe or against our sandbox. The token and the
 * wire are phonepe-transport.ts's; what the answers mean is phonepe-responses.ts's.
 */
export interface PhonePeClientOptions extends PhonePeTransportOptions {
  webhookUsername: string;
  webhookPassword: string;
  /** Where PhonePe sends the shopper back after the pay page, for one order. */
  returnUrl: (merchantOrderId: string) => string;
  logger: Logger;
}

/** PhonePe documents expireAfter between 5 minutes and 1 hour; the shop's window is kept inside it. */
const MIN_EXPIRE_AFTER_SECONDS = 300;
const MAX_EXPIRE_AFTER_SECONDS = 3600;

export class PhonePeClient implements PaymentProvider {
  readonly name = 'phonepe';
  private readonly transport: PhonePeTransport;
  private readonly expectedWebhookAuth: string;
  private readonly loggedStates = new Set<string>();

  constructor(private readonly options: PhonePeClientOptions) {
    this.transport = new PhonePeTransport(options);
    this.expectedWebhookAuth = webhookAuthorization(options.webhookUsername, options.webhookPassword);
  }

  async createPayment(request: CreatePaymentRequest): Promise<CreatedPayment> {
    // The shop's own window decides; PhonePe's range is 300–3600 s, so the request stays inside it.
    const expireAfter = Math.min(MAX_EXPIRE_AFTER_SECONDS, Math.max(MIN_EXPIRE_AFTER_SECONDS, Math.round(request.expireAfterSeconds)));
    const body = {
      merchantOrderId: request.merchantOrderId,
      amount: request.amountPaise,
      expireAfter,
      paymentFlow: {
        type: 'PG_CHECKOUT',
        message: `Payment for order ${request.merchantOrderId}`,
        merchantUrls: { redirectUrl: this.options.returnUrl(request.merchantOrderId) },
      },
    };
    const json = await this.transport.call('POST', '/checkout/v2/pay', body);
    const parsed = payResponseSchema.safeParse(json);
    if (!parsed.success) throw this.transport.providerError('pay response had an unexpected shape');
    return { providerOrderId: parsed.data.orderId, paymentLink: parsed.data.redirectUrl };
  }

  async getOrderStatus(merchantOrderId: string): Promise<ProviderOrderStatus | null> {
    const path = `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false&errorContext=true`;
    const json = await this.transport.call('GET', path, undefined, { notFoundAsNull: true });
    if (json === null) {
      // The provider has no such order, so nobody can have paid it: the shop treats it as still
      // pending and lets it expire (e.g. after the sandbox restarted and forgot its payments).
      this.options.logger.warn('payment provider does not know this order', { merchantOrderId });
      return null;
    }
    const parsed = statusResponseSchema.safeParse(json);
    if (!parsed.success) throw this.transport.providerError('status response had an unexpected shape');
    return readOrderStatus(parsed.data, (rawState) => this.unknownState('order', rawState, merchantOrderId));
  }

  async refund(request: RefundRequest): Promise<ProviderRefundStatus> {
    const body = {
      merchantRefundId: request.merchantRefundId,
      originalMerchantOrderId: request.originalMerchantOrderId,
      amount: request.amountPaise,
    };
    const json = await this.transport.call('POST', '/payments/v2/refund', body, { refusalAsError: true });
    const parsed = refundResponseSchema.safeParse(json);
    if (!parsed.success) throw this.transport.providerError('refund response had an unexpected shape');
    return readRefundStatus(parsed.data, (rawState) => this.unknownState('refund', rawState, request.merchantRefundId));
  }

  async getRefundStatus(merchantRefundId: string): Promise<ProviderRefundStatus | null> {
    const path = `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`;
    const json = await this.transport.call('GET', path, undefined, { notFoundAsNull: true });
    if (json === null) return null;
    const parsed = refundResponseSchema.safeParse(json);
    if (!parsed.success) throw this.transport.providerError('refund status response had an unexpected shape');
    return readRefundStatus(parsed.data, (rawState) => this.unknownState('refund', rawState, merchantRefundId));
  }

  verifyWebhook(authorizationHeader: string | undefined, rawBody: Buffer | string): PaymentWebhookEvent | null {
    if (!authorizationMatches(authorizationHeader, this.expectedWebhookAuth)) return null;
    return parseWebhookEvent(rawBody);
  }

  /** A state the shop does not know is "not decided yet", logged once per state, never thrown. */
  private unknownState(what: 'order' | 'refund', rawState: string, id: string): 'PENDING' {
    const key = `${what}:${rawState}`;
    if (!this.loggedStates.has(key)) {
      this.loggedStates.add(key);
      this.options.logger.warn('payment provider reported a state the shop does not know; treating it as pending', {
        what,
        state: rawState,
        id,
      });
    }
    return 'PENDING';
  }
}
