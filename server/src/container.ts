import type { ShopServiceDeps } from './kernel/dependencies.js';
import { DomainEventBus } from './kernel/event-bus.js';
import { registerSubscribers } from './events.js';
import { OrderPlacementService } from './orders/placement/order-placement.service.js';
import { ApiTokenService } from './integrations/api-token.service.js';
import { AuthService } from './accounts/auth.service.js';
import { AccountService } from './accounts/account.service.js';
import { AddressBookService } from './accounts/address-book.service.js';
import { ReviewService } from './reviews/review.service.js';
import { ProductCsvService } from './back-office/product-csv.service.js';
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
import { MoneyBreakdownService } from './invoicing/money-breakdown.service.js';
import { DiscountCodeService } from './discounts/discount-code.service.js';
import { CodSettingsService } from './cash-on-delivery/cod-settings.js';
import { OpenCodOrdersService } from './cash-on-delivery/open-cod-orders.js';
import { CashCollectionService } from './cash-on-delivery/cash-collection.service.js';
import { ContactService } from './back-office/contact.service.js';
import { BackInStockService } from './catalogue/back-in-stock.service.js';
import { BackInStockMail } from './mail/back-in-stock-mail.js';
import { OrderTrackingService } from './orders/order-tracking.service.js';
import { OrderChangeService } from './orders/order-changes.service.js';
import { createRateLimiter, type RateLimiter } from './kernel/rate-limiter.js';
import { RefundService } from './payments/refund.service.js';
import { ReportService } from './back-office/report.service.js';
import { SettingsService } from './settings/settings.service.js';
import { SearchSynonymsService } from './catalogue/search/search-synonyms.service.js';
import { StatsService } from './back-office/stats.service.js';
import { WebhookService } from './integrations/webhook.service.js';
import { InvoiceService } from './invoicing/invoice.service.js';
import { ShippingService } from './fulfilment/shipping.service.js';
import { ReturnQueue } from './returns/return-queue.js';
import { ReturnsService } from './returns/returns.service.js';
import { PackingSlipService } from './fulfilment/packing-slips.service.js';
import { JobQueue } from './kernel/job-queue.js';
import { DELIVER_WEBHOOK } from './integrations/webhook-dispatcher.js';
import { FailedJobsService } from './back-office/failed-jobs.service.js';
import { registerShopJobs } from './shop-jobs.js';
import { PincodeService } from './delivery/pincode.service.js';
import { CourierShippingService } from './fulfilment/courier/courier-shipping.service.js';
import { CourierTrackingService } from './fulfilment/courier/courier-tracking.service.js';
import { createShippingProvider } from './fulfilment/courier/create-shipping-provider.js';
import { ShippingProviderServiceability } from './fulfilment/courier/courier-serviceability.adapter.js';
import { ReversePickupService } from './fulfilment/courier/reverse-pickup.service.js';
import { FailedDeliveryService } from './fulfilment/courier/failed-delivery.service.js';
import { pickupBookingJob, PickupBookingService } from './fulfilment/courier/pickup-booking.js';
import { PersonalDataService } from './accounts/personal-data.service.js';
import { PincodeDirectory } from './delivery/pincode-directory.js';
import { DeliveryPromiseService } from './delivery/delivery-promise.service.js';
import { DeliverySettingsService } from './delivery/delivery-settings.js';

export interface ShopServices {
  catalogue: CatalogueService;
  catalogueAdmin: CatalogueAdminService;
  /** Uploaded product images: resized, stored in Postgres, served to every process. */
  productImages: ProductImageService;
  /** The catalogue as a spreadsheet, out and back in. */
  productCsv: ProductCsvService;
  auth: AuthService;
  /** Shoppers' optional accounts: sign-up, confirmation, passwords, deletion. */
  accounts: AccountService;
  addressBook: AddressBookService;
  /** Buyers' reviews and their moderation. */
  reviews: ReviewService;
  mail: MailService;
  /** Low-stock, review-request and return-reminder e-mails, queued by scheduled jobs. */
  mailJobs: MailJobs;
  backInStock: BackInStockService;
  backInStockMail: BackInStockMail;
  /** The background jobs on the shop's Postgres (app.ts starts and stops the workers). */
  jobs: JobQueue;
  /** Jobs that failed for good, for the owner to see and run again. */
  failedJobs: FailedJobsService;
  /** Every e-mail rendered with sample data, for the owner to look at. */
  mailPreviews: MailPreviewService;
  /** E-mails that failed to send, for the owner to see and send again. */
  mailFailures: MailFailuresService;
  payments: PaymentSyncService;
  /** simulatePayment: settling a sandbox payment by API. */
  paymentSimulation: PaymentSimulationService;
  refunds: RefundService;
  /** The scheduled check of pending payments and refunds. */
  reconciler: PaymentReconciler;
  orders: OrderService;
  /** Placing an order, online or cash on delivery, in one transaction. */
  placement: OrderPlacementService;
  /** Where domains publish their changes; its subscribers are registered in events.ts. */
  events: DomainEventBus;
  /** Shipping an order with its courier and marking it delivered. */
  shipping: ShippingService;
  /** Shipping through the courier aggregator: couriers and rates, booking, labels, failed deliveries. */
  courierShipping: CourierShippingService;
  /** The aggregator's tracking updates applied to orders. */
  courierTracking: CourierTrackingService;
  /** Approved returns collected from the shopper by the aggregator's courier. */
  reversePickups: ReversePickupService;
  /** The courier's pickups, booked again by a job when the aggregator fails. */
  pickupBookings: PickupBookingService;
  /** Answers to failed deliveries, by the shopper on the order page or the owner. */
  failedDeliveries: FailedDeliveryService;
  /** Shoppers' return requests, the owner's decisions, the refund on receipt. */
  returns: ReturnsService;
  /** The owner's queue of return requests, newest first. */
  returnQueue: ReturnQueue;
  /** Packing slips as PDF for the admin. */
  packingSlips: PackingSlipService;
  quote: QuoteService;
  /** Every order's and quote's money, by the invoice's rules: what every page, e-mail and export shows. */
  moneyBreakdowns: MoneyBreakdownService;
  discounts: DiscountCodeService;
  /** The owner's cash-on-delivery terms. */
  codSettings: CodSettingsService;
  openCodOrders: OpenCodOrdersService;
  /** A COD order's cash collected, or its parcel returned undelivered. */
  cashCollection: CashCollectionService;
  contact: ContactService;
  tracking: OrderTrackingService;
  /** Changes to an order before it ships: the shopper's cancellation and address request, the owner's corrections, notes and cancelled units. */
  orderChanges: OrderChangeService;
  stats: StatsService;
  /** Sales reports and the orders export (admin Reports page). */
  reports: ReportService;
  /** The owner's settings (admin Settings page). */
  settings: SettingsService;
  /** Where a PIN code is (India Post's directory, kept on the server). */
  pincodes: PincodeService;
  personalData: PersonalDataService;
  deliveryPromises: DeliveryPromiseService;
  deliverySettings: DeliverySettingsService;
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

/** Builds every service once, over one event bus whose subscribers (events.ts) are registered before any is used. */
export function createServices(baseDeps: Omit<ShopServiceDeps, 'events'>): ShopServices {
  const events = new DomainEventBus(baseDeps.logger);
  events.attach(baseDeps.dataSource);
  const deps: ShopServiceDeps = { ...baseDeps, events };
  const rateLimiter = deps.rateLimiter ?? createRateLimiter(deps.env, deps.logger);
  const { env } = deps;
  const jobs = new JobQueue({
    dataSource: deps.dataSource,
    logger: deps.logger,
    pollSeconds: env.JOB_POLL_SECONDS,
    idle: new Set([...env.JOBS_IDLE, ...(env.WEBHOOK_DISPATCH_SECONDS > 0 ? [] : [DELIVER_WEBHOOK.name])]),
    pollSecondsByType: new Map([[DELIVER_WEBHOOK.name, Math.max(0.5, env.WEBHOOK_DISPATCH_SECONDS)]]),
  });
  const catalogue = new CatalogueService(deps);
  const catalogueAdmin = new CatalogueAdminService(deps);
  const productCsv = new ProductCsvService(deps, catalogueAdmin);
  const auth = new AuthService(deps, rateLimiter);
  const mail = new MailService(deps, jobs);
  const accounts = new AccountService(deps, mail, rateLimiter);
  const addressBook = new AddressBookService(deps, accounts);
  const reviews = new ReviewService(deps);
  const payments = new PaymentSyncService(deps, rateLimiter);
  const refunds = new RefundService(deps);
  const mailJobs = new MailJobs(deps, mail);
  const reconciler = new PaymentReconciler(deps, payments, refunds);
  const discounts = new DiscountCodeService(deps, rateLimiter);
  const codSettings = new CodSettingsService(deps);
  const orders = new OrderService(deps, refunds);
  const placement = new OrderPlacementService(deps, payments, rateLimiter, discounts, codSettings);
  const stats = new StatsService(deps);
  const reports = new ReportService(deps);
  const settings = new SettingsService(deps);
  const searchSynonyms = new SearchSynonymsService(deps, catalogue.changes);
  const invoices = new InvoiceService(deps);
  const apiTokens = new ApiTokenService(deps, rateLimiter);
  const webhooks = new WebhookService(deps, jobs);
  const productImages = new ProductImageService(deps, rateLimiter);
  const moneyBreakdowns = new MoneyBreakdownService(deps);
  const quote = new QuoteService(deps, discounts, codSettings, moneyBreakdowns);
  const contact = new ContactService(deps, mail, rateLimiter, settings);
  const tracking = new OrderTrackingService(deps, rateLimiter);
  const returns = new ReturnsService(deps, refunds, tracking);
  registerSubscribers(events, deps, { mail, returns });
  const shipping = new ShippingService(deps);
  const shippingProvider = createShippingProvider(deps.env, deps.publicUrl, deps.logger);
  const pincodeDirectory = new PincodeDirectory();
  const pickupBookings = new PickupBookingService(
    deps,
    shippingProvider,
    jobs,
    pickupBookingJob(env.COURIER_PICKUP_RETRY_SECONDS, env.COURIER_PICKUP_RETRIES),
  );
  const services: ShopServices = {
    jobs,
    failedJobs: new FailedJobsService(jobs),
    catalogue,
    catalogueAdmin,
    productCsv,
    productImages,
    auth,
    accounts,
    addressBook,
    reviews,
    mail,
    mailJobs,
    backInStock: new BackInStockService(deps, rateLimiter),
    backInStockMail: new BackInStockMail(deps, mail),
    mailPreviews: new MailPreviewService(deps),
    mailFailures: new MailFailuresService(deps, mail),
    payments,
    paymentSimulation: new PaymentSimulationService(deps, payments, rateLimiter),
    refunds,
    reconciler,
    orders,
    placement,
    events,
    shipping,
    courierShipping: new CourierShippingService(deps, shippingProvider, shipping, moneyBreakdowns, pickupBookings),
    courierTracking: new CourierTrackingService(deps),
    reversePickups: new ReversePickupService(deps, shippingProvider, pickupBookings),
    pickupBookings,
    failedDeliveries: new FailedDeliveryService(deps, shippingProvider, tracking),
    returns,
    returnQueue: new ReturnQueue(deps),
    packingSlips: new PackingSlipService(deps),
    codSettings,
    openCodOrders: new OpenCodOrdersService(deps),
    cashCollection: new CashCollectionService(deps),
    quote,
    moneyBreakdowns,
    discounts,
    contact,
    tracking,
    orderChanges: new OrderChangeService(deps, refunds, tracking),
    stats,
    reports,
    settings,
    pincodes: new PincodeService(pincodeDirectory),
    personalData: new PersonalDataService(deps, accounts),
    // A courier integration's CourierServiceability goes in as the third argument.
    // With a courier aggregator, its couriers decide which PIN codes are reached; without one, India Post's directory.
    deliveryPromises: new DeliveryPromiseService(
      deps,
      pincodeDirectory,
      shippingProvider.name === 'manual' ? null : new ShippingProviderServiceability(shippingProvider),
    ),
    deliverySettings: new DeliverySettingsService(deps),
    searchSynonyms,
    invoices,
    apiTokens,
    webhooks,
    rateLimiter,
  };
  registerShopJobs(jobs, services, env);
  return services;
}
