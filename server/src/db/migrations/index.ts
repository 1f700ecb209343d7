import { InitialSchema1763784000000 } from './1763784000000-initial-schema.js';
import { CatalogueChangeNotify1763870400000 } from './1763870400000-catalogue-change-notify.js';
import { CatalogueListingIndexes1763956800000 } from './1763956800000-catalogue-listing-indexes.js';
import { CatalogueListingCounts1764043200000 } from './1764043200000-catalogue-listing-counts.js';
import { Refunds1765100000000 } from './1765100000000-refunds.js';
import { OrderClientAddress1765200000000 } from './1765200000000-order-client-address.js';
import { ShopSettings1765500000000 } from './1765500000000-shop-settings.js';
import { AdminAggregates1765600000000 } from './1765600000000-admin-aggregates.js';
import { CatalogueStockChanges1765610000000 } from './1765610000000-catalogue-stock-changes.js';
import { ContactMessages1765700000000 } from './1765700000000-contact-messages.js';
import { ApiTokensAndWebhooks1765800000000 } from './1765800000000-api-tokens-and-webhooks.js';
import { WebhookOrderCreated1765800100000 } from './1765800100000-webhook-order-created.js';
import { ProductImages1766100000000 } from './1766100000000-product-images.js';
import { CatalogueStockValues1766200000000 } from './1766200000000-catalogue-stock-values.js';
import { ProductVariants1766000000000 } from './1766000000000-product-variants.js';
import { OrderSync1766300000000 } from './1766300000000-order-sync.js';
import { WebhookStatusCodes1766500000000 } from './1766500000000-webhook-status-codes.js';
import { PlaceOrderFunction1766600000000 } from './1766600000000-place-order-function.js';
import { AdminAggregatesPlpgsql1766700000000 } from './1766700000000-admin-aggregates-plpgsql.js';
import { SqlFunctionFiles1766800000000 } from './1766800000000-sql-function-files.js';
import { OrderLineRestocked1766810000000 } from './1766810000000-order-line-restocked.js';
import { OrderSearchNumberPhone1766820000000 } from './1766820000000-order-search-number-phone.js';
import { CatalogueSearch1766900000000 } from './1766900000000-catalogue-search.js';
import { GstInvoices1767000000000 } from './1767000000000-gst-invoices.js';
import { ShopperAccountsAndReviews1767300000000 } from './1767300000000-shopper-accounts-and-reviews.js';
import { ReviewStarCounts1767400000000 } from './1767400000000-review-star-counts.js';
import { StockPerSize1767500000000 } from './1767500000000-stock-per-size.js';
import { ShipmentsAndReturns1767600000000 } from './1767600000000-shipments-and-returns.js';
import { DiscountCodes1767700000000 } from './1767700000000-discount-codes.js';
import { IntegratorsWebhooks1767800000000 } from './1767800000000-integrators-webhooks.js';
import { SavedAddressLine21767900000000 } from './1767900000000-saved-address-line-2.js';
import { ReturnRequests1768000000000 } from './1768000000000-return-requests.js';
import { LowStockAlerts1768100000000 } from './1768100000000-low-stock-alerts.js';
import { CashOnDelivery1768200000000 } from './1768200000000-cash-on-delivery.js';
import { ProductSync1768300000000 } from './1768300000000-product-sync.js';
import { OrderListStatusIndexes1768400000000 } from './1768400000000-order-list-status-indexes.js';
import { ReturnOwnerReminders1768600000000 } from './1768600000000-return-owner-reminders.js';
import { MailRetryBackOff1768700000000 } from './1768700000000-mail-retry-back-off.js';
import { SalesSummary1768800000000 } from './1768800000000-sales-summary.js';
import { OrderNameEmails1768810000000 } from './1768810000000-order-name-emails.js';
import { AccountLinkSignUps1769100000000 } from './1769100000000-account-link-sign-ups.js';
import { CodShopperKeys1769100000001 } from './1769100000001-cod-shopper-keys.js';
import { SampleReviews1769100000002 } from './1769100000002-sample-reviews.js';
import { ProductUqc1769200000000 } from './1769200000000-product-uqc.js';
import { GstDocumentsRoundTwo1769200000001 } from './1769200000001-gst-documents-round-two.js';
import { ManualRefunds1769300000000 } from './1769300000000-manual-refunds.js';
import { SalesProductsNetOfRefunds1769350000000 } from './1769350000000-sales-products-net-of-refunds.js';
import { LegalDeclarations1769500000000 } from './1769500000000-legal-declarations.js';
import { OrderSearchCity1769600000000 } from './1769600000000-order-search-city.js';
import { ContactTickets1770300000000 } from './1770300000000-contact-tickets.js';
import { MarketingConsent1770300000001 } from './1770300000001-marketing-consent.js';
import { CourierShipments1770400000000 } from './1770400000000-courier-shipments.js';
import { OrderActivity1770500000000 } from './1770500000000-order-activity.js';
import { BackInStock1795940641847 } from './1795940641847-back-in-stock.js';
import { DeliveryAnswersAndPickupJobs1795940647713 } from './1795940647713-delivery-answers-and-pickup-jobs.js';
import { ProductConcerns1795940705000 } from './1795940705000-product-concerns.js';
import { MailUnsubscribeHeader1795940800000 } from './1795940800000-mail-unsubscribe-header.js';
import { SeedArtworkRenders1795940900000 } from './1795940900000-seed-artwork-renders.js';

/**
 * Migrations in the order they run: the schema's history. Never edit one that has shipped; add a
 * new one. The functions and triggers some of them created are defined now in db/functions/.
 */
export const allMigrations = [
  InitialSchema1763784000000,
  CatalogueChangeNotify1763870400000,
  CatalogueListingIndexes1763956800000,
  CatalogueListingCounts1764043200000,
  Refunds1765100000000,
  OrderClientAddress1765200000000,
  ShopSettings1765500000000,
  AdminAggregates1765600000000,
  CatalogueStockChanges1765610000000,
  ContactMessages1765700000000,
  ApiTokensAndWebhooks1765800000000,
  WebhookOrderCreated1765800100000,
  ProductVariants1766000000000,
  ProductImages1766100000000,
  CatalogueStockValues1766200000000,
  OrderSync1766300000000,
  WebhookStatusCodes1766500000000,
  PlaceOrderFunction1766600000000,
  AdminAggregatesPlpgsql1766700000000,
  SqlFunctionFiles1766800000000,
  OrderLineRestocked1766810000000,
  OrderSearchNumberPhone1766820000000,
  CatalogueSearch1766900000000,
  GstInvoices1767000000000,
  ShopperAccountsAndReviews1767300000000,
  ReviewStarCounts1767400000000,
  StockPerSize1767500000000,
  ShipmentsAndReturns1767600000000,
  DiscountCodes1767700000000,
  IntegratorsWebhooks1767800000000,
  SavedAddressLine21767900000000,
  ReturnRequests1768000000000,
  LowStockAlerts1768100000000,
  CashOnDelivery1768200000000,
  ProductSync1768300000000,
  OrderListStatusIndexes1768400000000,
  ReturnOwnerReminders1768600000000,
  MailRetryBackOff1768700000000,
  SalesSummary1768800000000,
  OrderNameEmails1768810000000,
  AccountLinkSignUps1769100000000,
  CodShopperKeys1769100000001,
  SampleReviews1769100000002,
  ProductUqc1769200000000,
  GstDocumentsRoundTwo1769200000001,
  ManualRefunds1769300000000,
  SalesProductsNetOfRefunds1769350000000,
  LegalDeclarations1769500000000,
  OrderSearchCity1769600000000,
  ContactTickets1770300000000,
  MarketingConsent1770300000001,
  CourierShipments1770400000000,
  OrderActivity1770500000000,
  BackInStock1795940641847,
  DeliveryAnswersAndPickupJobs1795940647713,
  ProductConcerns1795940705000,
  MailUnsubscribeHeader1795940800000,
  SeedArtworkRenders1795940900000,
];
