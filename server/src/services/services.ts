import type { DataSource } from 'typeorm';
import type { Env } from '../config/env.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import type { Logger } from '../logger.js';
import { AuthService } from './auth.service.js';
import { CatalogService } from './catalog.service.js';
import { MailService } from './mail.service.js';
import { OrderService } from './order.service.js';
import { PaymentSyncService } from './payment-sync.service.js';
import { StatsService } from './stats.service.js';

/** Everything the shop's rules need, built once per server process. */
export interface ShopServiceDeps {
  dataSource: DataSource;
  env: Env;
  /** Base URL browsers use to reach this server, e.g. http://localhost:4000. */
  publicUrl: string;
  paymentProvider: PaymentProvider;
  logger: Logger;
}

export interface ShopServices {
  catalog: CatalogService;
  auth: AuthService;
  mail: MailService;
  payments: PaymentSyncService;
  orders: OrderService;
  stats: StatsService;
}

export function createServices(deps: ShopServiceDeps): ShopServices {
  const catalog = new CatalogService(deps);
  const auth = new AuthService(deps);
  const mail = new MailService(deps);
  const payments = new PaymentSyncService(deps, mail);
  const orders = new OrderService(deps, payments);
  const stats = new StatsService(deps);
  return { catalog, auth, mail, payments, orders, stats };
}
