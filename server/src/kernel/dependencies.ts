import type { DataSource } from 'typeorm';
import type { Env } from '../config/env.js';
import type { PaymentProvider, PaymentSandbox } from './payment-provider.js';
import type { DomainEventBus } from './event-bus.js';
import type { Logger } from './logger.js';
import type { RateLimiter } from './rate-limiter.js';

/**
 * Everything the shop's rules need, built once per server process by the container
 * (server/src/container.ts). Services take this type, never the container itself, so no domain
 * depends on the module that builds every domain.
 */
export interface ShopServiceDeps {
  dataSource: DataSource;
  env: Env;
  /** Base URL browsers use to reach this server, e.g. http://localhost:4000. */
  publicUrl: string;
  paymentProvider: PaymentProvider;
  /** The shop's own payment sandbox, when it takes payments there outside production (simulatePayment). */
  paymentSandbox?: PaymentSandbox | null;
  logger: Logger;
  /** Where domains publish their changes; the composition root registers who reacts (server/src/events.ts). */
  events: DomainEventBus;
  /** Defaults to the one REDIS_URL asks for (memory without it). */
  rateLimiter?: RateLimiter;
}
