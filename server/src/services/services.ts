import type { DataSource } from 'typeorm';
import type { Env } from '../config/env.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import type { Logger } from '../logger.js';
import { AuthService } from './auth.service.js';
import { CatalogService } from './catalog.service.js';
import { MailService } from './mail.service.js';
import { OrderService } from './order.service.js';
import { PaymentSyncService } from './payment-sync.service.js';
import { createRateLimiter, type RateLimiter } from './rate-limiter.js';
import { StatsService } from './stats.service.js';

/** Everything the shop's rules need, built once per server process. */
export interface ShopServiceDeps {
  dataSource: DataSource;
  env: Env;
  /** Base URL browsers use to reach this server, e.g. http://localhost:4000. */
  publicUrl: string;
  paymentProvider: PaymentProvider;
  logger: Logger;
  /** Defaults to the one REDIS_URL asks for (memory without it). */
  rateLimiter?: RateLimiter;
}

export interface ShopServices {
  catalog: CatalogService;
  auth: AuthService;
  mail: MailService;
  payments: PaymentSyncService;
  orders: OrderService;
  stats: StatsService;
  /** Counts for the login and order-creation limits; closed when the app stops. */
  rateLimiter: RateLimiter;
}

export function createServices(deps: ShopServiceDeps): ShopServices {
  const rateLimiter = deps.rateLimiter ?? createRateLimiter(deps.env, deps.logger);
  const catalog = new CatalogService(deps);
  const auth = new AuthService(deps, rateLimiter);
  const mail = new MailService(deps);
  const payments = new PaymentSyncService(deps, mail);
  const orders = new OrderService(deps, payments, rateLimiter);
  const stats = new StatsService(deps);
  return { catalog, auth, mail, payments, orders, stats, rateLimiter };
}
