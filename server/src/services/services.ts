import type { DataSource } from 'typeorm';
import type { Env } from '../config/env.js';
import type { PaymentProvider } from './payment-provider.js';
import type { Logger } from '../logger.js';
import { ApiTokenService } from './api-token.service.js';
import { AuthService } from './auth.service.js';
import { CatalogueAdminService } from './catalogue-admin.service.js';
import { CatalogueService } from './catalogue.service.js';
import { MailService } from './mail.service.js';
import { OrderService } from './order.service.js';
import { PaymentReconciler } from './payment-reconciler.js';
import { PaymentSyncService } from './payment-sync.service.js';
import { ProductImageService } from './product-image.service.js';
import { QuoteService } from './quote.service.js';
import { ContactService } from './contact.service.js';
import { OrderTrackingService } from './order-tracking.service.js';
import { createRateLimiter, type RateLimiter } from './rate-limiter.js';
import { RefundService } from './refund.service.js';
import { ReportService } from './report.service.js';
import { SettingsService } from './settings.service.js';
import { StatsService } from './stats.service.js';
import { WebhookService } from './webhook.service.js';

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
  catalogue: CatalogueService;
  catalogueAdmin: CatalogueAdminService;
  /** Uploaded product images: resized, stored in Postgres, served to every process. */
  productImages: ProductImageService;
  auth: AuthService;
  mail: MailService;
  payments: PaymentSyncService;
  refunds: RefundService;
  /** The background pass over pending payments, refunds and mail (main.ts starts it). */
  reconciler: PaymentReconciler;
  orders: OrderService;
  quote: QuoteService;
  contact: ContactService;
  tracking: OrderTrackingService;
  stats: StatsService;
  /** Sales reports and the orders export (admin Reports page). */
  reports: ReportService;
  /** The owner's settings (admin Settings page). */
  settings: SettingsService;
  /** Integrators' API tokens and outgoing webhooks (issue 13). */
  apiTokens: ApiTokenService;
  webhooks: WebhookService;
  /** Counts for the login and order-creation limits; closed when the app stops. */
  rateLimiter: RateLimiter;
}

export function createServices(deps: ShopServiceDeps): ShopServices {
  const rateLimiter = deps.rateLimiter ?? createRateLimiter(deps.env, deps.logger);
  const catalogue = new CatalogueService(deps);
  const catalogueAdmin = new CatalogueAdminService(deps);
  const auth = new AuthService(deps, rateLimiter);
  const mail = new MailService(deps);
  const payments = new PaymentSyncService(deps, mail, rateLimiter);
  const refunds = new RefundService(deps, mail);
  const reconciler = new PaymentReconciler(deps, payments, refunds, mail);
  const orders = new OrderService(deps, payments, rateLimiter, refunds);
  const stats = new StatsService(deps);
  const reports = new ReportService(deps);
  const settings = new SettingsService(deps);
  const apiTokens = new ApiTokenService(deps, rateLimiter);
  const webhooks = new WebhookService(deps);
  const productImages = new ProductImageService(deps, rateLimiter);
  const quote = new QuoteService(deps);
  const contact = new ContactService(deps, mail, rateLimiter, settings);
  const tracking = new OrderTrackingService(deps, rateLimiter);
  return {
    catalogue,
    catalogueAdmin,
    productImages,
    auth,
    mail,
    payments,
    refunds,
    reconciler,
    orders,
    quote,
    contact,
    tracking,
    stats,
    reports,
    settings,
    apiTokens,
    webhooks,
    rateLimiter,
  };
}
