import type { DomainEventBus } from './kernel/event-bus.js';
import type { ShopServiceDeps } from './kernel/dependencies.js';
import type { MailService } from './mail/mail.service.js';
import type { ReturnsService } from './returns/returns.service.js';
import { registerInvoicingSubscribers } from './invoicing/invoicing-subscribers.js';
import { registerStockSubscribers } from './orders/stock-subscribers.js';
import { registerDiscountSubscribers } from './discounts/discount-subscribers.js';
import { registerWebhookSubscribers } from './integrations/webhook-subscribers.js';
import { registerMailSubscribers } from './mail/mail-subscribers.js';
import { RefundCompleted } from './payments/payment-events.js';

/**
 * Who reacts to what, written once (docs/architecture.md draws it): each domain's subscribers, in
 * the order they run within a change's transaction. The order matters only where one reaction reads
 * what another wrote, and it is this: the GST documents first (e-mails and webhooks quote their
 * numbers), then stock and discounts, then the webhooks (order.refunded before the return it
 * refunds), the returns, and the e-mails last (a return's refund replaces the plain refund notice).
 */
export function registerSubscribers(
  events: DomainEventBus,
  deps: ShopServiceDeps,
  services: { mail: MailService; returns: ReturnsService },
): void {
  registerInvoicingSubscribers(events);
  registerStockSubscribers(events);
  registerDiscountSubscribers(events);
  registerWebhookSubscribers(events);
  events.subscribe(RefundCompleted, 'returns: the return whose refund completed is refunded', ({ order, refund }, { manager }) =>
    services.returns.markRefunded(manager, order, refund),
  );
  registerMailSubscribers(events, deps, services.mail);
}
