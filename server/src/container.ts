import type { ShopServiceDeps } from './kernel/dependencies.js';
import { ApiTokenService } from './integrations/api-token.service.js';
import { AuthService } from './accounts/auth.service.js';
import { AccountService } from './accounts/account.service.js';
import { AddressBookService } from './accounts/address-book.service.js';
import { ReviewService } from './reviews/review.service.js';
import { CatalogueAdminService } from './catalogue/catalogue-admin.service.js';
import { CatalogueService } from './catalogue/catalogue.service.js';
import { MailService } from './mail/mail.service.js';
import { MailJobs } from './mail/mail-jobs.js';
import { MailPreviewService } from './back-office/mail-preview.service.js';
import { MailFailuresService } from './back-office/mail-failures.service.js';
import { OrderService } from './orders/order.service.js';
import { PaymentReconciler } from './payments/payment-reconciler.js';
import { PaymentSyncService } from './payments/payment-sync.service.js';
import { PaymentSimulationService } from './payments/payment-simulation.js';
import { ProductImageService } from './catalogue/product-image.service.js';
import { QuoteService } from './orders/placement/quote.service.js';
import { DiscountCodeService } from './discounts/discount-code.service.js';
import { CodSettingsService } from './cash-on-delivery/cod-settings.js';
import { CashCollectionService } from './cash-on-delivery/cash-collection.service.js';
import { ContactService } from './back-office/contact.service.js';
import { OrderTrackingService } from './orders/order-tracking.service.js';
import { createRateLimiter, type RateLimiter } from './kernel/rate-limiter.js';
import { RefundService } from './payments/refund.service.js';
import { ReportService } from './back-office/report.service.js';
import { SettingsService } from './back-office/settings.service.js';
import { SearchSynonymsService } from './catalogue/search/search-synonyms.service.js';
import { StatsService } from './back-office/stats.service.js';
import { WebhookService } from './integrations/webhook.service.js';
import { InvoiceService } from './invoicing/invoice.service.js';
import { ShippingService } from './fulfilment/shipping.service.js';
import { ReturnQueue } from './returns/return-queue.js';
import { ReturnsService } from './returns/returns.service.js';
import { PackingSlipService } from './fulfilment/packing-slips.service.js';

export interface ShopServices {
  catalogue: CatalogueService;
  catalogueAdmin: CatalogueAdminService;
  /** Uploaded product images: resized, stored in Postgres, served to every process. */
  productImages: ProductImageService;
  auth: AuthService;
  /** Shoppers' optional accounts: sign-up, confirmation, passwords, deletion. */
  accounts: AccountService;
  addressBook: AddressBookService;
  /** Buyers' reviews and their moderation. */
  reviews: ReviewService;
  mail: MailService;
  /** Low-stock and review-request e-mails, queued by the background pass. */
  mailJobs: MailJobs;
  /** Every e-mail rendered with sample data, for the owner to look at. */
  mailPreviews: MailPreviewService;
  /** E-mails that failed to send, for the owner to see and send again. */
  mailFailures: MailFailuresService;
  payments: PaymentSyncService;
  /** simulatePayment: settling a sandbox payment by API. */
  paymentSimulation: PaymentSimulationService;
  refunds: RefundService;
  /** The background pass over pending payments, refunds and mail (main.ts starts it). */
  reconciler: PaymentReconciler;
  orders: OrderService;
  /** Shipping an order with its courier and marking it delivered. */
  shipping: ShippingService;
  /** Shoppers' return requests, the owner's decisions, the refund on receipt. */
  returns: ReturnsService;
  /** The owner's queue of return requests, newest first. */
  returnQueue: ReturnQueue;
  /** Packing slips as PDF for the admin. */
  packingSlips: PackingSlipService;
  quote: QuoteService;
  discounts: DiscountCodeService;
  /** The owner's cash-on-delivery terms. */
  codSettings: CodSettingsService;
  /** A COD order's cash collected, or its parcel returned undelivered. */
  cashCollection: CashCollectionService;
  contact: ContactService;
  tracking: OrderTrackingService;
  stats: StatsService;
  /** Sales reports and the orders export (admin Reports page). */
  reports: ReportService;
  /** The owner's settings (admin Settings page). */
  settings: SettingsService;
  /** The search's synonym groups (admin Settings page). */
  searchSynonyms: SearchSynonymsService;
  /** Issued GST invoices and credit notes: reads, PDFs, the GSTR-1 export. */
  invoices: InvoiceService;
  /** Integrators' API tokens and outgoing webhooks. */
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
  const accounts = new AccountService(deps, mail, rateLimiter);
  const addressBook = new AddressBookService(deps, accounts);
  const reviews = new ReviewService(deps);
  const payments = new PaymentSyncService(deps, mail, rateLimiter);
  const refunds = new RefundService(deps, mail);
  const mailJobs = new MailJobs(deps, mail);
  const reconciler = new PaymentReconciler(deps, payments, refunds, mail, mailJobs);
  const discounts = new DiscountCodeService(deps);
  const codSettings = new CodSettingsService(deps);
  const orders = new OrderService(deps, payments, rateLimiter, refunds, mail, discounts, codSettings);
  const stats = new StatsService(deps);
  const reports = new ReportService(deps);
  const settings = new SettingsService(deps);
  const searchSynonyms = new SearchSynonymsService(deps, catalogue.changes);
  const invoices = new InvoiceService(deps);
  const apiTokens = new ApiTokenService(deps, rateLimiter);
  const webhooks = new WebhookService(deps);
  const productImages = new ProductImageService(deps, rateLimiter);
  const quote = new QuoteService(deps, discounts, codSettings);
  const contact = new ContactService(deps, mail, rateLimiter, settings);
  const tracking = new OrderTrackingService(deps, rateLimiter);
  return {
    catalogue,
    catalogueAdmin,
    productImages,
    auth,
    accounts,
    addressBook,
    reviews,
    mail,
    mailJobs,
    mailPreviews: new MailPreviewService(deps),
    mailFailures: new MailFailuresService(deps, mail),
    payments,
    paymentSimulation: new PaymentSimulationService(deps, payments, rateLimiter),
    refunds,
    reconciler,
    orders,
    shipping: new ShippingService(deps, mail),
    returns: new ReturnsService(deps, mail, refunds, tracking),
    returnQueue: new ReturnQueue(deps),
    packingSlips: new PackingSlipService(deps),
    codSettings,
    cashCollection: new CashCollectionService(deps, mail),
    quote,
    discounts,
    contact,
    tracking,
    stats,
    reports,
    settings,
    searchSynonyms,
    invoices,
    apiTokens,
    webhooks,
    rateLimiter,
  };
}
