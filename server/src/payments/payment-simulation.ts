import { OrderEntity } from '../orders/order.entity.js';
import { isUuid } from '../orders/order-loading.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput, notFound, ShopError } from '../kernel/errors.js';
import { enforceRateLimit, type RateLimiter } from '../kernel/rate-limiter.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { PaymentSyncService } from './payment-sync.service.js';

/** The provider's codes, as PhonePe writes them (Z9, U30, TXN_AUTO_FAILED). */
const FAILURE_CODE = /^[A-Z0-9_]{1,40}$/;
/** What a failure is without a code: declined by the bank. */
const DEFAULT_FAILURE_CODE = 'U30';

export type SimulatedOutcome = 'PAID' | 'FAILED';

/**
 * simulatePayment: an integrator pays or fails a test order over the API, without the sandbox's
 * pay page. The sandbox settles its payment as the pay page's buttons would, then the shop asks
 * for the payment's status and records what it hears, exactly as after a real payment, so the
 * order moves, the stock, e-mails and webhooks follow through the usual path. Refused unless
 * the shop takes payments in its own sandbox outside production.
 */
export class PaymentSimulationService {
  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly payments: PaymentSyncService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async simulate(ctx: RequestContext, orderId: string, outcome: SimulatedOutcome, failureCode?: string | null): Promise<OrderEntity> {
    const sandbox = this.deps.paymentSandbox;
    if (!sandbox) {
      throw new ShopError(
        'SANDBOX_ONLY',
        'Payments can be simulated only while the shop takes payments in its sandbox (PAYMENTS_MODE=sandbox) outside production',
      );
    }
    const code = failureCode ?? DEFAULT_FAILURE_CODE;
    if (outcome === 'FAILED' && !FAILURE_CODE.test(code)) {
      throw invalidInput('failureCode must be a provider code: capital letters, digits and _, e.g. Z9 or U30', { field: 'failureCode' });
    }
    if (outcome === 'PAID' && failureCode != null) {
      throw invalidInput('failureCode goes only with outcome FAILED', { field: 'failureCode' });
    }
    await enforceRateLimit(this.rateLimiter, `payment-simulation:${ctx.ip}`, this.deps.env.RATE_LIMIT_PAYMENT_CHECKS_PER_MINUTE);
    const order = isUuid(orderId) ? await this.deps.dataSource.getRepository(OrderEntity).findOne({ where: { id: orderId } }) : null;
    if (!order) throw notFound('No order has this id', { field: 'orderId' });
    if (order.paymentStatus !== 'PENDING') {
      throw new ShopError('INVALID_STATE', `This order's payment is no longer open: it is ${order.paymentStatus}`);
    }
    const settled = sandbox.settle(order.id, outcome, code);
    if (settled === 'no-payment') {
      throw new ShopError(
        'INVALID_STATE',
        'The sandbox holds no payment for this order (it keeps them in memory: was the shop restarted?)',
      );
    }
    if (settled === 'closed') throw new ShopError('INVALID_STATE', "This order's payment is no longer open: its payment window has closed");
    return this.payments.synchronise(order.id, { fresh: true });
  }
}
