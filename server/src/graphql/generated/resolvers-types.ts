import type { OrderStatusName as OrderStatus } from '@common/order-status.js';
import type { UserRole as Role } from '../../accounts/user.entity.js';
import type { ReviewStatus } from '../../reviews/review.service.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { ProductEntity, ProductSize } from '../../catalogue/product.entity.js';
import type { CategoryRef } from '../../catalogue/catalogue.service.js';
import type { OrderEntity } from '../../orders/order.entity.js';
import type { OrderLineEntity } from '../../orders/order-line.entity.js';
import type { OrderStatusChangeEntity } from '../../orders/order-status-change.entity.js';
import type { RefundEntity } from '../../payments/refund.entity.js';
import type { UserEntity } from '../../accounts/user.entity.js';
import type { SavedAddressRecord } from '../../accounts/address-book.service.js';
import type { ReviewRecord } from '../../reviews/review.service.js';
import type { ContactMessageEntity } from '../../back-office/contact-message.entity.js';
import type { ApiTokenEntity } from '../../integrations/api-token.entity.js';
import type { WebhookEndpointEntity } from '../../integrations/webhook-endpoint.entity.js';
import type { WebhookDeliveryView } from '../../integrations/webhook.service.js';
import type { TaxDocumentEntity, TaxDocumentLine as TaxDocumentLineRecord } from '../../invoicing/tax-document.entity.js';
import type { TaxDocumentListItem, Gstr1ExportRecord } from '../../invoicing/invoice.service.js';
import type { ShopDetails as ShopDetailsRecord } from '../../settings/shop-details.js';
import type { DiscountCodeSummary } from '../../discounts/discount-code.service.js';
import type { ShipmentEntity } from '../../fulfilment/shipment.entity.js';
import type { CourierOption as CourierOptionRecord } from '../../fulfilment/courier/shipping-provider.js';
import type { CourierQuote as CourierQuoteRecord, BulkShipResult } from '../../fulfilment/courier/courier-shipping.service.js';
import type { CourierTrackingEventEntity } from '../../fulfilment/courier/courier-tracking-event.entity.js';
import type { ReturnRequestView, ReturnLineView } from '../../returns/returns.service.js';
import type { BreakdownView } from '../../invoicing/money-breakdown.service.js';
import type { QuoteForDelivery } from '../../orders/placement/quote.service.js';
import type { BreakdownLine, GstAtRate as GstAtRateRecord } from '../../invoicing/money-breakdown.js';
import type { CustomerRecord } from '../../back-office/stats.service.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant as an ISO-8601 string in UTC, e.g. 2026-03-01T10:15:00.000Z. */
  DateTime: { input: Date; output: Date; }
};

/** A shipping address as the shopper typed it. */
export type Address = {
  __typename?: 'Address';
  /** Town or city. */
  city: Scalars['String']['output'];
  /** India, United States or United Kingdom. */
  country: Scalars['String']['output'];
  /** PIN code in India (six digits), postcode or ZIP elsewhere. */
  postalCode: Scalars['String']['output'];
  /** State or union territory (for India, one of the official names). */
  state: Scalars['String']['output'];
  /** Street, house and flat. */
  street: Scalars['String']['output'];
};

export type AnswerFailedDeliveryInput = {
  /** REATTEMPT: the corrected first address line, by the checkout's rules. */
  addressLine?: InputMaybe<Scalars['String']['input']>;
  answer: FailedDeliveryAnswer;
  /** For the courier, e.g. the shopper's confirmed address or day; up to 300 characters. */
  comment?: InputMaybe<Scalars['String']['input']>;
  /** REATTEMPT: a landmark for the courier. */
  landmark?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  /** REATTEMPT: the phone the courier should call, by the checkout's rules. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** REATTEMPT: one of the next 1 to 3 working days (YYYY-MM-DD); null: the courier's next round. */
  reattemptOn?: InputMaybe<Scalars['String']['input']>;
};

/** What answerFailedDelivery did. */
export type AnswerFailedDeliveryPayload = {
  __typename?: 'AnswerFailedDeliveryPayload';
  /** VALIDATION (a day not offered, an address line or phone the checkout would refuse), INVALID_STATE (no failed delivery waiting, answered already), SHIPPING_PROVIDER_UNAVAILABLE (nothing changed), NOT_FOUND. */
  errors: Array<UserError>;
  order?: Maybe<Order>;
};

/** A credential for a machine: sent as `Authorization: Bearer <secret>` to /graphql, without a cookie. */
export type ApiToken = {
  __typename?: 'ApiToken';
  /** When the admin created it. */
  createdAt: Scalars['DateTime']['output'];
  /** The token's id (not its secret). */
  id: Scalars['ID']['output'];
  /** When the token was last used, to the minute; null if never. */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the admin called it, e.g. the integration that uses it. */
  name: Scalars['String']['output'];
  /** The first characters of the secret, to tell tokens apart (e.g. hr_live_Ab12Cd). The whole secret is shown only once. */
  prefix: Scalars['String']['output'];
  /** When it was revoked; null while it works. A revoked token is refused with HTTP 401. */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What it may do beyond what anyone may. */
  scopes: Array<ApiTokenScope>;
  /** Unpaid orders placed with this token that may hold stock at once; the next is RATE_LIMITED. Counted per token, not per address. */
  unpaidOrderLimit: Scalars['Int']['output'];
};

/** What an API token may do besides what anyone may (read the catalogue, place and follow orders). */
export type ApiTokenScope =
  /** Create, update and delete products. */
  | 'CATALOGUE_WRITE'
  /** List customers. */
  | 'CUSTOMERS_READ'
  /** List orders and read their status history. */
  | 'ORDERS_READ'
  /** Change an order's status. */
  | 'ORDERS_WRITE'
  /** Register, list and delete its own webhook endpoints, send them a test event, read and redeliver their deliveries. */
  | 'WEBHOOKS_MANAGE';

/** A discount code applied to a quote. */
export type AppliedDiscount = {
  __typename?: 'AppliedDiscount';
  /** The code, as the owner wrote it. */
  code: Scalars['String']['output'];
  /** What kind of discount it gives. */
  kind: DiscountKind;
  /** What it saves in all: the goods' discount, or the shipping fee a free-shipping code waives. */
  savingMoney: Money;
};

/** A sold-out size a shopper asks to hear about (Mutation.requestBackInStock). */
export type BackInStockInput = {
  /** Where to write when it is back; omitted by a signed-in shopper: their account's address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The product's id. */
  productId: Scalars['ID']['input'];
  /** The sold-out size's id (Size.id). */
  sizeId: Scalars['ID']['input'];
};

/** What requestBackInStock did. */
export type BackInStockPayload = {
  __typename?: 'BackInStockPayload';
  /** The address the e-mail will go to; null when errors is not empty. */
  email?: Maybe<Scalars['String']['output']>;
  /** VALIDATION (a bad e-mail, with field), NOT_FOUND (no such size), INVALID_STATE (the size is in stock) or RATE_LIMITED (with retryAfterSeconds). */
  errors: Array<UserError>;
  /** What to tell the shopper, e.g. "We will e-mail priya@example.in once, when 200ml is back in stock."; null when errors is not empty. */
  message?: Maybe<Scalars['String']['output']>;
  /** True when the request is kept (asking again for the same size and address keeps the one); null when errors is not empty. */
  requested?: Maybe<Scalars['Boolean']['output']>;
};

/** How many shoppers wait to hear that one size is back in stock. */
export type BackInStockWaiting = {
  __typename?: 'BackInStockWaiting';
  /** Shoppers waiting for the e-mail. */
  shoppers: Scalars['Int']['output'];
  /** The size's id (Size.id). */
  sizeId: Scalars['ID']['output'];
};

/** What bookReturnPickup did. */
export type BookReturnPickupPayload = {
  __typename?: 'BookReturnPickupPayload';
  /** INVALID_STATE (not approved, already booked, the aggregator refused), VALIDATION (the order was not shipped through the courier service), SHIPPING_PROVIDER_UNAVAILABLE, NOT_FOUND. */
  errors: Array<UserError>;
  /** The return with its pickup booked; null when errors is not empty. */
  returnRequest?: Maybe<ReturnRequest>;
};

/** Units of one line to cancel before shipping. */
export type CancelOrderLineInput = {
  /** The line (OrderLine.id). */
  lineId: Scalars['ID']['input'];
  /** How many of its units, 1 to those not yet given back. */
  quantity: Scalars['Int']['input'];
};

/** The couriers an order can leave with (common/carriers.ts lists their tracking pages and number formats). */
export type Carrier =
  /** Blue Dart: 11 digits. */
  | 'BLUE_DART'
  /** Delhivery: 12 to 14 digits. */
  | 'DELHIVERY'
  /** DTDC: a letter and eight digits, or 9 to 12 digits. */
  | 'DTDC'
  /** Ekart: letters then digits. */
  | 'EKART'
  /** India Post (Speed Post, registered parcels): two letters, nine digits and IN. */
  | 'INDIA_POST'
  /** Any other courier: no tracking link. */
  | 'OTHER'
  /** Shiprocket: the number its courier gave. */
  | 'SHIPROCKET'
  /** Xpressbees: 12 to 15 digits. */
  | 'XPRESSBEES';

/** Whether a quoted cart may be paid in cash at the door. */
export type CashOnDeliveryOffer = {
  __typename?: 'CashOnDeliveryOffer';
  /** True when checkout may offer cash on delivery for this cart. */
  available: Scalars['Boolean']['output'];
  /** The fee cash on delivery adds, whether or not it is offered. */
  feeMoney: Money;
  /** For the shopper, e.g. "Cash on delivery is available for orders up to ₹5,000.00."; null when offered. */
  message?: Maybe<Scalars['String']['output']>;
  /** Why it is not offered; null when it is. TOO_MANY_OPEN is only known when the order is placed. */
  reason?: Maybe<CodRefusalReason>;
};

/** What a cash-on-delivery order's collection or return did. */
export type CashOnDeliveryPayload = {
  __typename?: 'CashOnDeliveryPayload';
  /** INVALID_STATE (not a COD order waiting for cash, not delivered yet), NOT_FOUND. Empty when it worked. */
  errors: Array<UserError>;
  /** The order as it now is; null when errors is not empty. */
  order?: Maybe<Order>;
};

/** A product category. Categories come from the products: one exists while a product is in it. */
export type Category = {
  __typename?: 'Category';
  /** Stable id of the category (today the same text as its slug). */
  id: Scalars['ID']['output'];
  /** Display name, e.g. Hair Care. */
  name: Scalars['String']['output'];
  /** How many products the category holds now. */
  productCount: Scalars['Int']['output'];
  /** The key used in URLs and ProductFilter.category, e.g. hair. */
  slug: Scalars['String']['output'];
  /** The product types found in this category, e.g. oil, shampoo. */
  subcategories: Array<Scalars['String']['output']>;
};

/** Why cash on delivery is not offered for an order. */
export type CodRefusalReason =
  /** The order is above the largest order cash on delivery is offered for. */
  | 'ABOVE_LIMIT'
  /** The shop does not offer cash on delivery now. */
  | 'DISABLED'
  /** The address is outside India. */
  | 'OUTSIDE_INDIA'
  /** The shopper (by phone, e-mail or address) already has as many undelivered COD orders as allowed. */
  | 'TOO_MANY_OPEN';

/** The owner's cash-on-delivery terms (admins only). */
export type CodSettings = {
  __typename?: 'CodSettings';
  /** True while checkout offers cash on delivery. */
  enabled: Scalars['Boolean']['output'];
  /** Added to each COD order as its own line, taxed as shipping is. */
  feeMoney: Money;
  /** Undelivered COD orders one shopper (phone, e-mail or address) may have open at once. */
  maxOpenOrders: Scalars['Int']['output'];
  /** The largest order (before the fee) cash on delivery is offered for. */
  maxOrderMoney: Money;
};

/** The owner's cash-on-delivery terms as the Settings page sends them. */
export type CodSettingsInput = {
  /** Offer cash on delivery at checkout. */
  enabled: Scalars['Boolean']['input'];
  /** The fee in paise, 0 to 50000. */
  feePaise: Scalars['Int']['input'];
  /** 1 to 20. */
  maxOpenOrders: Scalars['Int']['input'];
  /** The largest order in paise COD is offered for. */
  maxOrderPaise: Scalars['Int']['input'];
};

/** What updateCodSettings did. */
export type CodSettingsPayload = {
  __typename?: 'CodSettingsPayload';
  /** The terms as they now are; null when errors is not empty. */
  codSettings?: Maybe<CodSettings>;
  /** VALIDATION (field names the input field). Empty when it worked. */
  errors: Array<UserError>;
};

/** What confirmEmail did. */
export type ConfirmEmailPayload = {
  __typename?: 'ConfirmEmailPayload';
  /** The confirmed e-mail; the account may sign in now. */
  email?: Maybe<Scalars['String']['output']>;
  /** VALIDATION when the link is unknown, used or expired, or no password was given; INVALID_CREDENTIALS when the password is not one chosen at sign-up; RATE_LIMITED. */
  errors: Array<UserError>;
};

/** What confirmPayment found; order, paid and message are null when errors is not empty. */
export type ConfirmPaymentPayload = {
  __typename?: 'ConfirmPaymentPayload';
  /** NOT_FOUND for an unknown order, RATE_LIMITED, PAYMENT_PROVIDER_UNAVAILABLE. Empty when it worked. */
  errors: Array<UserError>;
  /** A message for the shopper. */
  message?: Maybe<Scalars['String']['output']>;
  /** The order as it now is. */
  order?: Maybe<Order>;
  /** True once the provider has confirmed the payment. */
  paid?: Maybe<Scalars['Boolean']['output']>;
};

/** A message sent through the contact form (admins only). */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  /** 48 hours after it came in: the rules' deadline for acknowledging it. */
  acknowledgeBy: Scalars['DateTime']['output'];
  /** When the acknowledgement with the ticket number was queued to the sender; null for messages older than tickets. */
  acknowledgedAt?: Maybe<Scalars['DateTime']['output']>;
  /** e.g. Acknowledged at once; Not acknowledged: 30 h left. */
  acknowledgementText: Scalars['String']['output'];
  /** Its age, e.g. 30 h, 3 days (until it was resolved). */
  ageText: Scalars['String']['output'];
  /** When it was sent. */
  createdAt: Scalars['DateTime']['output'];
  /** Where to reply. */
  email: Scalars['String']['output'];
  /** The message's id. */
  id: Scalars['ID']['output'];
  /** The text, as sent. */
  message: Scalars['String']['output'];
  /** The sender's name. */
  name: Scalars['String']['output'];
  /** Whether an admin has marked it read. */
  read: Scalars['Boolean']['output'];
  /** e.g. Resolve by 29 Dec: 26 days left; Overdue by 2 days; Resolved in 3 days. */
  resolutionText: Scalars['String']['output'];
  /** One month after it came in (India's calendar): the rules' deadline for resolving it. */
  resolveBy: Scalars['DateTime']['output'];
  /** When the owner marked it resolved. */
  resolvedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The complaint ticket's number as the sender was told it, e.g. CT-1001. */
  ticket: Scalars['String']['output'];
  /** OPEN, OVERDUE (past resolveBy, not resolved) or RESOLVED. */
  ticketStatus: ContactTicketStatus;
};

/** A message from the contact form (Mutation.sendContactMessage), checked as the form checks it. */
export type ContactMessageInput = {
  /** A valid e-mail address, for the reply. */
  email: Scalars['String']['input'];
  /** 10 to 5,000 characters. */
  message: Scalars['String']['input'];
  /** 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** A field people never see and bots fill in: leave it empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** One page of Query.contactMessages, newest first. */
export type ContactMessagePage = {
  __typename?: 'ContactMessagePage';
  /** The messages of this page (at most 100). */
  items: Array<ContactMessage>;
  /** Whether more pages follow or come before. */
  pageInfo: PageInfo;
  /** How many messages match (all, or the unread with unreadOnly). */
  totalCount: Scalars['Int']['output'];
  /** How many messages are unread, whatever the filter. */
  unreadCount: Scalars['Int']['output'];
};

/** Where a complaint ticket stands against the month the rules allow. */
export type ContactTicketStatus =
  | 'OPEN'
  | 'OVERDUE'
  | 'RESOLVED';

/** What courierLabels did. */
export type CourierLabelsPayload = {
  __typename?: 'CourierLabelsPayload';
  /** VALIDATION (1 to 100 orders), INVALID_STATE (an order not shipped through the aggregator), SHIPPING_PROVIDER_UNAVAILABLE. */
  errors: Array<UserError>;
  /** Where to download one PDF with every label; null when errors is not empty. */
  url?: Maybe<Scalars['String']['output']>;
};

/** A courier that delivers the parcel there, with the aggregator's price and promise. */
export type CourierOption = {
  __typename?: 'CourierOption';
  /** Whether it collects cash on delivery. */
  cod: Scalars['Boolean']['output'];
  /** The aggregator's courier id, for shipThroughCourier. */
  courierId: Scalars['Int']['output'];
  /** Days the courier expects to take; null when it does not say. */
  estimatedDays?: Maybe<Scalars['Int']['output']>;
  /** e.g. Delhivery Surface. */
  name: Scalars['String']['output'];
  /** What the aggregator charges the shop for this parcel. */
  rate: Money;
};

/** Which couriers would carry an order's parcel. */
export type CourierQuote = {
  __typename?: 'CourierQuote';
  /** The cash the courier collects (the order's total); null for a prepaid order. */
  codAmount?: Maybe<Money>;
  /** Cheapest first; empty when the PIN code is not deliverable (or no parcel is known). */
  couriers: Array<CourierOption>;
  /** The parcel asked about: the one given, else the order's sizes' own; null when neither is known. */
  parcel?: Maybe<Parcel>;
};

/** One order shipOrdersThroughCourier could not ship. */
export type CourierShipRefusal = {
  __typename?: 'CourierShipRefusal';
  error: UserError;
  orderId: Scalars['ID']['output'];
};

/** One tracking update from the courier, in its words. */
export type CourierTrackingEvent = {
  __typename?: 'CourierTrackingEvent';
  /** The courier's note, e.g. Consignee not available. */
  activity?: Maybe<Scalars['String']['output']>;
  /** When the courier says it happened (DD MM YYYY HH:mm:ss, India time). */
  courierTime: Scalars['String']['output'];
  location?: Maybe<Scalars['String']['output']>;
  receivedAt: Scalars['DateTime']['output'];
  /** e.g. OUT FOR DELIVERY. */
  status: Scalars['String']['output'];
};

/** A new API token's name and scopes. */
export type CreateApiTokenInput = {
  /** 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** At least one. */
  scopes: Array<ApiTokenScope>;
  /** Unpaid orders placed with this token that may hold stock at once, 1 to 1,000; 25 when absent. */
  unpaidOrderLimit?: InputMaybe<Scalars['Int']['input']>;
};

/** What createApiToken made: the token and, this once, its secret. */
export type CreateApiTokenPayload = {
  __typename?: 'CreateApiTokenPayload';
  /** VALIDATION for a bad name or no scopes. Empty when it worked. */
  errors: Array<UserError>;
  /** The secret, shown this once: only its hash is stored. Send it as `Authorization: Bearer <secret>`. */
  secret?: Maybe<Scalars['String']['output']>;
  /** The new token; null when errors is not empty. */
  token?: Maybe<ApiToken>;
};

/** Everything createOrder needs: who, what, and optionally the figures shown and an idempotency key. */
export type CreateOrderInput = {
  /** A discount code, any case; one per order. One that does not apply is DISCOUNT_INVALID with `discountRefusal`, and nothing is ordered. */
  discountCode?: InputMaybe<Scalars['String']['input']>;
  /** The figures the shopper saw; a mismatch is PRICE_CHANGED with the server's totals, and nothing is ordered. */
  expected?: InputMaybe<ExpectedTotalsInput>;
  /** A retried request with the same key returns the same order instead of a second one. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 50 lines; repeats of one variant are merged. */
  lines: Array<OrderLineInput>;
  /** How the shopper pays; ONLINE when absent. CASH_ON_DELIVERY adds the fee (send it in expected.totalPaise) and is COD_UNAVAILABLE with `codRefusalReason` when not offered. */
  paymentMethod?: InputMaybe<PaymentMethod>;
  /** The shopper and the address. */
  shipping: ShippingInput;
};

/** What createOrder did: the order and where to pay, or why nothing was ordered (then order and paymentLink are null). */
export type CreateOrderPayload = {
  __typename?: 'CreateOrderPayload';
  /** Why nothing was ordered: VALIDATION, OUT_OF_STOCK (with stock), PRICE_CHANGED (with serverTotals), DISCOUNT_INVALID (with discountRefusal), COD_UNAVAILABLE (with codRefusalReason), RATE_LIMITED, CONFLICT. Empty when it worked. */
  errors: Array<UserError>;
  /** The order placed (PENDING until paid); null when errors is not empty. */
  order?: Maybe<Order>;
  /** Where to send the shopper to pay. */
  paymentLink?: Maybe<Scalars['String']['output']>;
};

/** What createProduct did. */
export type CreateProductPayload = {
  __typename?: 'CreateProductPayload';
  /** VALIDATION (with field) or CONFLICT when the id is taken. Empty when it worked. */
  errors: Array<UserError>;
  /** The new product; null when errors is not empty. */
  product?: Maybe<Product>;
};

/** A receiver to register: its URL and the events it wants. */
export type CreateWebhookEndpointInput = {
  /** Up to 200 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** At least one of the event types listed on WebhookEndpoint.events. */
  events: Array<Scalars['String']['input']>;
  /**
   * Where to POST events: https in production, http allowed elsewhere; no link-local or private address unless
   * WEBHOOK_ALLOW_PRIVATE_TARGETS. A receiver on the shop's own machine (http://localhost:PORT/..., http://127.0.0.1:PORT/...)
   * is allowed in development mode and wherever WEBHOOK_ALLOW_PRIVATE_TARGETS is set.
   */
  url: Scalars['String']['input'];
};

/** What createWebhookEndpoint made: the endpoint and, this once, its signing secret. */
export type CreateWebhookEndpointPayload = {
  __typename?: 'CreateWebhookEndpointPayload';
  /** The endpoint; null when errors is not empty. */
  endpoint?: Maybe<WebhookEndpoint>;
  /** VALIDATION for a bad URL or unknown event. Empty when it worked. */
  errors: Array<UserError>;
  /**
   * The signing secret (`whsec_<base64 key>`), shown this once. Deliveries follow the Standard Webhooks specification:
   * `webhook-id` (the event id), `webhook-timestamp` (unix seconds) and `webhook-signature: v1,<base64>`, the
   * HMAC-SHA256 with the decoded key over `<webhook-id>.<webhook-timestamp>.<raw body>`; the `standardwebhooks`
   * libraries verify them with this secret as it is.
   */
  secret?: Maybe<Scalars['String']['output']>;
};

/** A GST credit note: issued when a refund completes, from its own consecutive series, reversing the refunded lines' tax. */
export type CreditNote = {
  __typename?: 'CreditNote';
  /** Central tax reversed. */
  cgstMoney: Money;
  /** CREDIT_NOTE, or FINANCIAL_CREDIT_NOTE for a goodwill payment with no goods returned. */
  documentType: TaxDocumentType;
  /** The credit note's id. */
  id: Scalars['ID']['output'];
  /** Integrated tax reversed. */
  igstMoney: Money;
  /** The invoice it refers to. */
  invoiceNumber: Scalars['String']['output'];
  /** When the refund completed. */
  issuedAt: Scalars['DateTime']['output'];
  /** The refunded share of each invoice line, tax reversed line by line. */
  lines: Array<TaxDocumentLine>;
  /** E.g. HRC/2627/00001. */
  number: Scalars['String']['output'];
  /** The PDF, for whoever may see the order. */
  pdfUrl: Scalars['String']['output'];
  /** As on the invoice: the state's name and code. */
  placeOfSupply: Scalars['String']['output'];
  /** Why it was issued, as printed; null on notes issued before reasons were printed. */
  reason?: Maybe<Scalars['String']['output']>;
  /** State tax reversed. */
  sgstMoney: Money;
  /** As on the invoice. */
  supplyType: SupplyType;
  /** Taxable value reversed. */
  taxableValueMoney: Money;
  /** What was refunded: taxable value + tax. */
  totalMoney: Money;
  /** Union territory tax reversed. */
  utgstMoney: Money;
};

/** ISO 4217 currency code. The shop sells in Indian rupees only. */
export type CurrencyCode =
  /** Indian rupee; amounts are in paise (₹1 = 100 paise). */
  | 'INR';

/** Everyone who has ordered, one per e-mail (case-insensitive), with the name and phone of their latest order. */
export type Customer = {
  __typename?: 'Customer';
  /** The places their orders went to, most recently used first, each once. */
  addresses: Array<Address>;
  /** The e-mail the orders were placed with. */
  email: Scalars['String']['output'];
  /** When they last ordered. */
  lastOrderAt: Scalars['DateTime']['output'];
  /** The name on their latest order. */
  name: Scalars['String']['output'];
  /** Orders placed with this e-mail, whatever their status. */
  orderCount: Scalars['Int']['output'];
  /** Their orders, newest first (at most 100). Admins and tokens with ORDERS_READ. */
  orders: Array<Order>;
  /** The phone number on their latest order. */
  phone: Scalars['String']['output'];
  /**
   * What their paid orders brought in less completed refunds, in rupees.
   * @deprecated Use totalSpentMoney: MoneySum (paise, currency, formatted).
   */
  totalSpent: Scalars['Float']['output'];
  /** What the customer's paid orders brought in less their completed refunds (cash on delivery once collected): the dashboard's revenue for this customer. */
  totalSpentMoney: MoneySum;
};

/** One page of Query.customers, most recent customers first. */
export type CustomerPage = {
  __typename?: 'CustomerPage';
  /** The customers of this page (at most 100). */
  items: Array<Customer>;
  /** Whether more pages follow or come before. */
  pageInfo: PageInfo;
  /**
   * How many customers match. Exact, except with a search: then counting stops at 1,000 customers
   * (totalCountCapped is true and totalCount is 1,000), since customers are counted over the orders
   * and a broad search over a million orders costs more to count than the page. Show it as "1,000+".
   */
  totalCount: Scalars['Int']['output'];
  /** True when the customer count stopped at the search cap: at least 1,000 customers match, maybe many more. */
  totalCountCapped: Scalars['Boolean']['output'];
};

/** The admin dashboard's figures (Query.dashboard, admins only), read from counters kept as orders change. */
export type Dashboard = {
  __typename?: 'Dashboard';
  /**
   * Total revenue divided by paidOrderCount (0 when none).
   * @deprecated Use averageOrderValueMoney: Money (paise, currency, formatted).
   */
  averageOrderValue: Scalars['Float']['output'];
  /** Total revenue divided by paidOrderCount, to the paisa (zero when none). */
  averageOrderValueMoney: Money;
  /** Distinct customer e-mails across orders. */
  customerCount: Scalars['Int']['output'];
  /** Orders whose payment failed. */
  failedOrderCount: Scalars['Int']['output'];
  /** Orders ever placed, whatever their status: paid, failed, awaiting payment or cancelled. */
  orderCount: Scalars['Int']['output'];
  /** Orders whose payment the shop kept, in full or in part (PAID or PARTIALLY_REFUNDED). */
  paidOrderCount: Scalars['Int']['output'];
  /** Orders whose status is PENDING. */
  pendingOrders: Scalars['Int']['output'];
  /** Products in the catalogue. */
  productCount: Scalars['Int']['output'];
  /** The five most recently placed orders, newest first. */
  recentOrders: Array<Order>;
  /**
   * What paid orders brought in less completed refunds, in rupees.
   * @deprecated Use totalRevenueMoney: MoneySum (paise, currency, formatted).
   */
  totalRevenue: Scalars['Float']['output'];
  /** What paid orders brought in less completed refunds (part-refunded orders count with what they kept); the same figure as SalesReport.revenueMoney over all time. */
  totalRevenueMoney: MoneySum;
};

/** What deleteAccount did. */
export type DeleteAccountPayload = {
  __typename?: 'DeleteAccountPayload';
  /** True when the account is gone: the shopper's name, contact details and addresses are erased from their orders, reviews and messages; issued tax documents stay as issued. */
  deleted?: Maybe<Scalars['Boolean']['output']>;
  /** INVALID_CREDENTIALS for a wrong password; INVALID_STATE while an order is still on its way. */
  errors: Array<UserError>;
};

/** What deleteAddress did. */
export type DeleteAddressPayload = {
  __typename?: 'DeleteAddressPayload';
  /** The id of the removed address. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** NOT_FOUND when it is not one of yours. */
  errors: Array<UserError>;
};

/** What deleting a discount code did. */
export type DeleteDiscountCodePayload = {
  __typename?: 'DeleteDiscountCodePayload';
  /** True when it was deleted. */
  deleted?: Maybe<Scalars['Boolean']['output']>;
  /** NOT_FOUND for an unknown id. Empty when it worked. */
  errors: Array<UserError>;
};

/** What deleteProduct did. Orders keep their lines of a deleted product. */
export type DeleteProductPayload = {
  __typename?: 'DeleteProductPayload';
  /** The deleted product's id; null when errors is not empty. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** NOT_FOUND for an unknown product. Empty when it worked. */
  errors: Array<UserError>;
};

/** What deleteWebhookEndpoint did. */
export type DeleteWebhookEndpointPayload = {
  __typename?: 'DeleteWebhookEndpointPayload';
  /** The deleted endpoint's id; null when errors is not empty. */
  deletedId?: Maybe<Scalars['ID']['output']>;
  /** NOT_FOUND for an unknown endpoint. Empty when it worked. */
  errors: Array<UserError>;
};

/** The answer to a failed delivery attempt: the courier comes again (on a day, with the address line, landmark or phone corrected) or brings the parcel back. */
export type DeliveryAnswerInput = {
  /** REATTEMPT: the corrected first address line (house, street, area), by the checkout's rules; empty: as on the order. */
  addressLine?: InputMaybe<Scalars['String']['input']>;
  answer: FailedDeliveryAnswer;
  /** REATTEMPT: a landmark for the courier; empty: none. */
  landmark?: InputMaybe<Scalars['String']['input']>;
  /** REATTEMPT: the phone the courier should call, by the checkout's rules; empty: the order's. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** REATTEMPT: one of reattemptDays (YYYY-MM-DD). */
  reattemptOn?: InputMaybe<Scalars['String']['input']>;
};

/** A failed delivery attempt as the shopper sees it on the order page, with what they may answer. */
export type DeliveryAttemptFailure = {
  __typename?: 'DeliveryAttemptFailure';
  at: Scalars['DateTime']['output'];
  /** Failed attempts so far. */
  attempts: Scalars['Int']['output'];
  /** While it waits for an answer and the order is cash on delivery: the shopper may ask for the parcel to go back instead. */
  mayReturn: Scalars['Boolean']['output'];
  /** Null while it waits for an answer. */
  outcome?: Maybe<FailedDeliveryOutcome>;
  /** The courier's reason, e.g. Consignee not available. */
  reason: Scalars['String']['output'];
  /** While it waits for an answer: the days (YYYY-MM-DD) a re-attempt may be asked for, the next 1 to 3 working days; empty once answered. */
  reattemptDays: Array<Scalars['String']['output']>;
  /** The day (YYYY-MM-DD) the courier was asked to come again, once answered. */
  reattemptOn?: Maybe<Scalars['String']['output']>;
};

/**
 * What the shop promises a PIN code: whether it delivers there, by when (India time, from the owner's
 * dispatch days, cut-off, holidays and days in transit by zone, and a courier's answer where one is
 * plugged in) and whether cash on delivery is taken there. Show its lines as they are.
 */
export type DeliveryPromise = {
  __typename?: 'DeliveryPromise';
  /** Where the PIN is; null when India Post's directory has no such code. */
  area?: Maybe<PincodeArea>;
  /** Whether cash on delivery is taken there (switched on in Settings and offered by the courier). */
  cashOnDelivery: Scalars['Boolean']['output'];
  /** e.g. Cash on delivery available. */
  cashOnDeliveryMessage: Scalars['String']['output'];
  /** e.g. Order within 2 h 15 min to ship today; null when it would not leave today. */
  cutoffMessage?: Maybe<Scalars['String']['output']>;
  /** Whether the shop delivers there. */
  deliverable: Scalars['Boolean']['output'];
  /** The day (YYYY-MM-DD, India) it reaches the door; null when not deliverable. */
  deliveryDate?: Maybe<Scalars['String']['output']>;
  /** The day (YYYY-MM-DD, India) the parcel leaves; null when not deliverable. */
  dispatchDate?: Maybe<Scalars['String']['output']>;
  /** The shopper's line, e.g. Delivery by Wed, 3 Dec; or why there is no promise. */
  message: Scalars['String']['output'];
  /** Minutes left to order for dispatch today; null when it would not leave today. */
  orderWithinMinutes?: Maybe<Scalars['Int']['output']>;
  /** Six digits, as asked. */
  pincode: Scalars['String']['output'];
  /** Null when not deliverable. */
  zone?: Maybe<DeliveryZone>;
};

/** The owner's delivery terms (admins only). */
export type DeliverySettings = {
  __typename?: 'DeliverySettings';
  /** HH:MM India time: an order placed before it on a dispatch day leaves that day. */
  cutoffTime: Scalars['String']['output'];
  /** The PIN code parcels leave from; zones are counted from it. */
  dispatchPincode: Scalars['String']['output'];
  /** ISO weekdays (1 Monday to 7 Sunday) on which parcels leave. */
  dispatchWeekdays: Array<Scalars['Int']['output']>;
  /** Days (YYYY-MM-DD) without dispatch although their weekday is a dispatch day. */
  holidays: Array<Scalars['String']['output']>;
  /** One entry per zone. */
  transitDays: Array<ZoneTransitDays>;
};

/** The owner's delivery terms as the Settings page sends them, all of them. */
export type DeliverySettingsInput = {
  cutoffTime: Scalars['String']['input'];
  dispatchPincode: Scalars['String']['input'];
  dispatchWeekdays: Array<Scalars['Int']['input']>;
  holidays: Array<Scalars['String']['input']>;
  /** One entry per zone, every zone. */
  transitDays: Array<ZoneTransitDaysInput>;
};

/** What updateDeliverySettings did. */
export type DeliverySettingsPayload = {
  __typename?: 'DeliverySettingsPayload';
  /** The terms as they now are; null when errors is not empty. */
  deliverySettings?: Maybe<DeliverySettings>;
  /** VALIDATION (field names the input field). Empty when it worked. */
  errors: Array<UserError>;
};

/** A delivery zone, counted from the PIN code parcels leave from. */
export type DeliveryZone =
  /** The dispatch PIN's district. */
  | 'LOCAL'
  /** The rest of India. */
  | 'NATIONAL'
  /** The north-east, Jammu and Kashmir, Ladakh, the Andaman and Nicobar Islands and Lakshadweep, whatever the shop's state. */
  | 'REMOTE'
  /** The rest of the dispatch PIN's state. */
  | 'STATE';

/** A discount code with what it has done (admins only). */
export type DiscountCode = {
  __typename?: 'DiscountCode';
  /** False while paused. */
  active: Scalars['Boolean']['output'];
  /** FIXED_AMOUNT: the amount off; null otherwise. */
  amountMoney?: Maybe<Money>;
  /** As the owner wrote it; shoppers may type it in any case. */
  code: Scalars['String']['output'];
  /** When it was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The first moment it no longer works; null for never. */
  endsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The code's id. */
  id: Scalars['ID']['output'];
  /** What it gives. */
  kind: DiscountKind;
  /** The least the goods must come to; zero for none. */
  minimumSubtotalMoney: Money;
  /** PERCENTAGE: percent off the goods, 1 to 90; null otherwise. */
  percent?: Maybe<Scalars['Int']['output']>;
  /** What the paid orders that used it brought in, less their completed refunds. */
  revenueMoney: Money;
  /** From when it works; null for at once. */
  startsAt?: Maybe<Scalars['DateTime']['output']>;
  /** Uses in all; null for no limit. */
  usageLimit?: Maybe<Scalars['Int']['output']>;
  /** Uses per customer (by e-mail); null for no limit. */
  usageLimitPerCustomer?: Maybe<Scalars['Int']['output']>;
  /** Orders holding a use: placed, and not given back by expiring or being cancelled unpaid. */
  uses: Scalars['Int']['output'];
};

/** A discount code as the owner writes it. */
export type DiscountCodeInput = {
  /** False to create or keep it paused; absent means active. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** FIXED_AMOUNT only: paise off the goods. */
  amountPaise?: InputMaybe<Scalars['Int']['input']>;
  /** 3 to 32 letters, digits, dashes or underscores; unique whatever the case (stored in capitals). */
  code: Scalars['String']['input'];
  /** RFC 3339 with an offset (2026-12-31T12:30:00.000Z), or India time: 2026-12-31 (through that whole day) or 2026-12-31T18:00 (its first moment off); absent for no end. */
  endsAt?: InputMaybe<Scalars['String']['input']>;
  /** What it gives. */
  kind: DiscountKind;
  /** The least the goods must come to, in paise; absent for none. */
  minimumSubtotalPaise?: InputMaybe<Scalars['Int']['input']>;
  /** PERCENTAGE only: 1 to 90. */
  percent?: InputMaybe<Scalars['Int']['input']>;
  /** RFC 3339 with an offset (2026-12-01T04:30:00.000Z, 2026-12-01T10:00:00+05:30), or India time: 2026-12-01 (that day's start) or 2026-12-01T10:00; absent to work at once. */
  startsAt?: InputMaybe<Scalars['String']['input']>;
  /** Uses in all; absent for no limit. */
  usageLimit?: InputMaybe<Scalars['Int']['input']>;
  /** Uses per customer, by e-mail; absent for no limit. */
  usageLimitPerCustomer?: InputMaybe<Scalars['Int']['input']>;
};

/** What a discount code change did. */
export type DiscountCodePayload = {
  __typename?: 'DiscountCodePayload';
  /** The code as it now is; null when errors is not empty. */
  discountCode?: Maybe<DiscountCode>;
  /** VALIDATION (field names the input field), CONFLICT for a code that exists in any case, NOT_FOUND. Empty when it worked. */
  errors: Array<UserError>;
};

/** What a discount code gives. */
export type DiscountKind =
  /** A fixed amount off the goods (never more than they cost). */
  | 'FIXED_AMOUNT'
  /** No shipping fee. */
  | 'FREE_SHIPPING'
  /** A percentage off the goods, 1 to 90. */
  | 'PERCENTAGE';

/** A discount code's refusal, for the code's field. */
export type DiscountRefusal = {
  __typename?: 'DiscountRefusal';
  /** BELOW_MINIMUM: what the goods must still add up to; null otherwise. */
  amountNeededMoney?: Maybe<Money>;
  /** For the shopper, e.g. "Add ₹49.50 more to use DIWALI10." */
  message: Scalars['String']['output'];
  /** Why, for code. */
  reason: DiscountRefusalReason;
};

/** Why a discount code does not apply. */
export type DiscountRefusalReason =
  /** This e-mail has used the code as often as one customer may. */
  | 'ALREADY_USED'
  /** The goods come to less than the code's minimum: `amountNeededMoney` says how much more. */
  | 'BELOW_MINIMUM'
  /** The code's end has passed. */
  | 'EXPIRED'
  /** The code's start (India time) is still to come. */
  | 'NOT_STARTED'
  /** The owner has paused the code. */
  | 'PAUSED'
  /** No code has these letters. */
  | 'UNKNOWN'
  /** Every use the code allows has been taken. */
  | 'USED_UP';

/**
 * Why a mutation did nothing, the same shape for every mutation (docs/decisions/013-typed-mutation-errors.md).
 * Expected failures come back here with HTTP 200; only authentication (UNAUTHENTICATED), authorization
 * (FORBIDDEN) and the unexpected (INTERNAL_SERVER_ERROR) are top-level GraphQL errors.
 */
export type ErrorCode =
  /** Cash on delivery is not offered for this order: `codRefusalReason` says why. */
  | 'COD_UNAVAILABLE'
  /** The request clashes with what is stored: an id already taken, or an idempotency key reused for a different order. */
  | 'CONFLICT'
  /** The discount code does not apply to this order: `discountRefusal` says why. */
  | 'DISCOUNT_INVALID'
  /** The e-mail or password is wrong (the message does not say which). */
  | 'INVALID_CREDENTIALS'
  /** The record is not in a state that allows this, e.g. an order status change the state machine refuses, or a refund of an unpaid order. */
  | 'INVALID_STATE'
  /** No record has the id given (order, product, token, webhook endpoint or delivery, message). */
  | 'NOT_FOUND'
  /** Not enough stock for the order: `stock` gives what is available per product. */
  | 'OUT_OF_STOCK'
  /** The payment provider did not answer or refused the call; nothing changed here, try again later. */
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  /** The prices or totals the caller sent differ from the server's: `serverTotals` has the server's figures. */
  | 'PRICE_CHANGED'
  /** Too many attempts from this address, e-mail or token: try again after `retryAfterSeconds`. */
  | 'RATE_LIMITED'
  /** Works only while the shop takes payments in its own sandbox outside production (simulatePayment); nothing changed. */
  | 'SANDBOX_ONLY'
  /** The courier aggregator did not answer or answered something unexpected; nothing was shipped or changed here, try again later. */
  | 'SHIPPING_PROVIDER_UNAVAILABLE'
  /** The input breaks a rule; `field` points at it and `message` says what to change. */
  | 'VALIDATION';

/** The figures the shopper saw, in paise. Each one given must equal the server's, or the order is refused. */
export type ExpectedTotalsInput = {
  /** The shipping shown, in paise. */
  shippingPaise?: InputMaybe<Scalars['Int']['input']>;
  /** The subtotal shown, in paise. */
  subtotalPaise?: InputMaybe<Scalars['Int']['input']>;
  /** The tax shown, in paise. */
  taxPaise?: InputMaybe<Scalars['Int']['input']>;
  /** The total shown, in paise. */
  totalPaise?: InputMaybe<Scalars['Int']['input']>;
};

/** A delivery the courier could not make (NDR). */
export type FailedDelivery = {
  __typename?: 'FailedDelivery';
  answeredAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who answered: 'customer' (the order page) or an admin's e-mail; null while it waits. */
  answeredBy?: Maybe<Scalars['String']['output']>;
  at: Scalars['DateTime']['output'];
  /** Failed attempts so far. */
  attempts: Scalars['Int']['output'];
  /** Null while it waits for the owner's answer. */
  outcome?: Maybe<FailedDeliveryOutcome>;
  /** The courier's reason. */
  reason: Scalars['String']['output'];
  /** The day (YYYY-MM-DD) the courier was asked to come again, when one was given. */
  reattemptOn?: Maybe<Scalars['String']['output']>;
};

/** The owner's answer to a failed delivery. */
export type FailedDeliveryAnswer =
  /** Ask the courier to try again. */
  | 'REATTEMPT'
  /** Ask the courier to bring it back. */
  | 'RETURN';

/** What became of a failed delivery. */
export type FailedDeliveryOutcome =
  /** A later attempt delivered it. */
  | 'DELIVERED'
  /** The owner asked the courier to try again. */
  | 'REATTEMPT'
  /** The owner (or the courier) sent it back. */
  | 'RETURN';

/** A background job that failed for good: it ran as often as its type allows and the last run failed too. */
export type FailedJob = {
  __typename?: 'FailedJob';
  /** What it was for: an e-mail's kind and recipient, a webhook's event and receiver, a scheduled check's name. */
  about: Scalars['String']['output'];
  /** How often it ran, the first run included. */
  attempts: Scalars['Int']['output'];
  /** When it was first due. */
  createdAt: Scalars['DateTime']['output'];
  /** When it failed for good. */
  failedAt: Scalars['DateTime']['output'];
  /** The job's id (UUID). */
  id: Scalars['ID']['output'];
  /** What the last run said when it failed. */
  lastError: Scalars['String']['output'];
  /** Its type, e.g. mail.send, webhooks.deliver, payments.reconcile (docs/architecture.md lists them). */
  type: Scalars['String']['output'];
};

/**
 * The GST at one rate inside an order's or a quote's total, across the goods and the charges
 * (shipping, the COD fee) taxed at that rate.
 */
export type GstAtRate = {
  __typename?: 'GstAtRate';
  /** Central GST (within the shop's state), else zero. */
  cgstMoney: Money;
  /** cgst + sgst + utgst + igst at this rate. */
  gstMoney: Money;
  /** Integrated GST (across states), else zero. */
  igstMoney: Money;
  /** The rate in percent, e.g. 5 or 18. */
  ratePercent: Scalars['Float']['output'];
  /** State GST (within the shop's state), else zero. */
  sgstMoney: Money;
  /** The value before tax of what is taxed at this rate. */
  taxableValueMoney: Money;
  /** Union territory GST (a union territory without a legislature), else zero. */
  utgstMoney: Money;
};

/** A month's GSTR-1 files. */
export type Gstr1Export = {
  __typename?: 'Gstr1Export';
  /** Each table's file. */
  files: Array<Gstr1File>;
  /** The month, as 2026-11. */
  month: Scalars['String']['output'];
  /** The same files in one zip, base64-encoded. */
  zipBase64: Scalars['String']['output'];
  /** The zip's file name, e.g. gstr1-2026-11.zip. */
  zipFilename: Scalars['String']['output'];
};

/** One file of the GST offline tool's GSTR-1 import. */
export type Gstr1File = {
  __typename?: 'Gstr1File';
  /** The file: the template's header row, then the rows; dates as 29-Nov-2026, amounts in rupees. */
  csv: Scalars['String']['output'];
  /** The file name, e.g. b2cs.csv. */
  name: Scalars['String']['output'];
  /** The table, e.g. b2cs or hsn(b2c). */
  table: Scalars['String']['output'];
};

/** A GST tax invoice: issued once, when the order's payment is confirmed, and never changed. */
export type Invoice = {
  __typename?: 'Invoice';
  /** The buyer's GSTIN; null for a consumer. */
  buyerGstin?: Maybe<Scalars['String']['output']>;
  /** A registered buyer's legal name as given with the GSTIN; null for a consumer. */
  buyerLegalName?: Maybe<Scalars['String']['output']>;
  /** Central tax, intra-state only. */
  cgstMoney: Money;
  /** TAX_INVOICE, BILL_OF_SUPPLY or INVOICE_CUM_BILL_OF_SUPPLY, by the goods' rates. */
  documentType: TaxDocumentType;
  /** The invoice's id. */
  id: Scalars['ID']['output'];
  /** Integrated tax, inter-state only. */
  igstMoney: Money;
  /** When it was issued: the moment the payment was confirmed. */
  issuedAt: Scalars['DateTime']['output'];
  /** One per order line, then shipping and the cash-on-delivery fee (one line per rate of the goods they are apportioned over). */
  lines: Array<TaxDocumentLine>;
  /** E.g. HR/2627/00001: at most 16 characters, consecutive within the financial year (1 April to 31 March). */
  number: Scalars['String']['output'];
  /** The PDF, for whoever can see the order (the path is as unguessable as the order's id). */
  pdfUrl: Scalars['String']['output'];
  /** The delivery's state or union territory with its GST code, e.g. Tamil Nadu (33). */
  placeOfSupply: Scalars['String']['output'];
  /** State tax, intra-state only. */
  sgstMoney: Money;
  /** INTRA_STATE (CGST + SGST) or INTER_STATE (IGST). */
  supplyType: SupplyType;
  /** Sum of the lines' taxable values. */
  taxableValueMoney: Money;
  /** What the shopper paid: taxable value + tax. */
  totalMoney: Money;
  /** Union territory tax, within a union territory without a legislature only. */
  utgstMoney: Money;
};

/** What the Legal Metrology (Packaged Commodities) Rules make an online seller declare for a product; each size's MRP and net quantity are on Size. */
export type LegalDeclarations = {
  __typename?: 'LegalDeclarations';
  consumerCareAddress: Scalars['String']['output'];
  consumerCareEmail: Scalars['String']['output'];
  consumerCarePhone: Scalars['String']['output'];
  countryOfOrigin: Scalars['String']['output'];
  /** The common or generic name of the commodity, e.g. Hair oil. */
  genericName: Scalars['String']['output'];
  makerAddress: Scalars['String']['output'];
  /** How the page introduces the maker: Manufactured by, Packed by or Imported by. */
  makerLabel: Scalars['String']['output'];
  makerName: Scalars['String']['output'];
  makerRole: MakerRole;
  /** As the page declares it, e.g. Best before 24 months from the date of manufacture. */
  shelfLife: Scalars['String']['output'];
  shelfLifeKind: ShelfLifeKind;
  /** 1 to 120. */
  shelfLifeMonths: Scalars['Int']['output'];
};

/** The declarations as the owner sends them: every field is required, checked as the admin form checks it. */
export type LegalDeclarationsInput = {
  /** Up to 500 characters. */
  consumerCareAddress: Scalars['String']['input'];
  consumerCareEmail: Scalars['String']['input'];
  /** 10 to 13 digits; spaces, + and - allowed. */
  consumerCarePhone: Scalars['String']['input'];
  /** Up to 200 characters. */
  countryOfOrigin: Scalars['String']['input'];
  /** Up to 200 characters. */
  genericName: Scalars['String']['input'];
  /** Up to 500 characters. */
  makerAddress: Scalars['String']['input'];
  /** Up to 200 characters. */
  makerName: Scalars['String']['input'];
  makerRole: MakerRole;
  shelfLifeKind: ShelfLifeKind;
  /** Whole months, 1 to 120. */
  shelfLifeMonths: Scalars['Int']['input'];
};

/** What login did: the user, or why not (INVALID_CREDENTIALS, RATE_LIMITED, VALIDATION). */
export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Empty when signed in. */
  errors: Array<UserError>;
  /** The signed-in user; null when errors is not empty. */
  user?: Maybe<User>;
};

/** What logout did. */
export type LogoutPayload = {
  __typename?: 'LogoutPayload';
  /** Always empty today; kept for the shape every mutation shares. */
  errors: Array<UserError>;
  /** True: the session is over (also when there was none). */
  signedOut?: Maybe<Scalars['Boolean']['output']>;
};

/** One e-mail the shop sends, rendered with a made-up sample order and the shop's details from Settings. */
export type MailPreview = {
  __typename?: 'MailPreview';
  /** The HTML part, a whole document. */
  html: Scalars['String']['output'];
  /** The kind as the outbox names it, e.g. order-confirmation. */
  kind: Scalars['String']['output'];
  /** What the e-mail is, in the owner's words. */
  label: Scalars['String']['output'];
  /** The subject line. */
  subject: Scalars['String']['output'];
  /** The plain-text part. */
  text: Scalars['String']['output'];
  /** Who receives it. */
  to: MailRecipient;
};

/** Who receives an e-mail. */
export type MailRecipient =
  /** The owner, at the notification address in Settings. */
  | 'OWNER'
  /** The shopper (the order's or the account's e-mail address). */
  | 'SHOPPER';

/** Which e-mails the shop sends the owner (at contactNotificationEmail), and whether it asks buyers for reviews. */
export type MailSettings = {
  __typename?: 'MailSettings';
  /** A message from the contact form. */
  ownerContactMessage: Scalars['Boolean']['output'];
  /** A size of a product fell below the low-stock mark. */
  ownerLowStock: Scalars['Boolean']['output'];
  /** A new paid order. */
  ownerNewOrder: Scalars['Boolean']['output'];
  /** A return request waited more than the 2 days the policy promises an answer in: once per request. */
  ownerReturnWaiting: Scalars['Boolean']['output'];
  /** Days after delivery (India's calendar, from 10:00 IST) the review request goes out: 1 to 30. */
  reviewRequestDelayDays: Scalars['Int']['output'];
  /** Buyers are asked by e-mail to review what they bought, once per order. */
  reviewRequests: Scalars['Boolean']['output'];
};

/** The e-mail switches to change; each absent one is kept. */
export type MailSettingsInput = {
  /** A message from the contact form. */
  ownerContactMessage?: InputMaybe<Scalars['Boolean']['input']>;
  /** A size fell below the low-stock mark. */
  ownerLowStock?: InputMaybe<Scalars['Boolean']['input']>;
  /** A new paid order. */
  ownerNewOrder?: InputMaybe<Scalars['Boolean']['input']>;
  /** A return request waiting past 2 days. */
  ownerReturnWaiting?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 30 days after delivery. */
  reviewRequestDelayDays?: InputMaybe<Scalars['Int']['input']>;
  /** Ask buyers for reviews. */
  reviewRequests?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Whose name and address a product declares. */
export type MakerRole =
  | 'IMPORTER'
  | 'MANUFACTURER'
  | 'PACKER';

/** A refund the owner made by hand, for cash collected at the door: recorded, it completes at once with its credit note and e-mail. */
export type ManualRefundInput = {
  /** UPI or BANK_TRANSFER (PROVIDER is refused here). */
  method: RefundMethod;
  /** The day the money was sent, YYYY-MM-DD in India; not in the future. */
  paidOn: Scalars['String']['input'];
  /** The transfer's reference: one line, 1 to 100 characters. */
  reference: Scalars['String']['input'];
};

/** What markContactMessageRead did. */
export type MarkContactMessageReadPayload = {
  __typename?: 'MarkContactMessageReadPayload';
  /** The message as it now is; null when errors is not empty. */
  contactMessage?: Maybe<ContactMessage>;
  /** NOT_FOUND for an unknown message. Empty when it worked. */
  errors: Array<UserError>;
};

/** What markOrderDelivered did. */
export type MarkOrderDeliveredPayload = {
  __typename?: 'MarkOrderDeliveredPayload';
  /** INVALID_STATE (only a shipped order can be delivered), NOT_FOUND. */
  errors: Array<UserError>;
  /** The order, now DELIVERED; null when errors is not empty. */
  order?: Maybe<Order>;
};

/** A signed-in shopper's consent to marketing e-mails: separate from the account, off until given. */
export type MarketingConsent = {
  __typename?: 'MarketingConsent';
  /** True while given. */
  consented: Scalars['Boolean']['output'];
  /** When it was given; null when never given or withdrawn. */
  consentedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was last withdrawn (in the account or by an e-mail's unsubscribe link). */
  withdrawnAt?: Maybe<Scalars['DateTime']['output']>;
};

/** What setMarketingConsent did. */
export type MarketingConsentPayload = {
  __typename?: 'MarketingConsentPayload';
  /** UNAUTHENTICATED, FORBIDDEN (not a shopper). Empty when it worked. */
  errors: Array<UserError>;
  /** The consent as it now is. */
  marketingConsent?: Maybe<MarketingConsent>;
};

/** What publishReview or rejectReview did. */
export type ModerateReviewPayload = {
  __typename?: 'ModerateReviewPayload';
  /** NOT_FOUND, VALIDATION for a reply that is too long. */
  errors: Array<UserError>;
  /** The review as it stands now. */
  review?: Maybe<Review>;
};

/**
 * An amount of money. Prices and an order's amounts are capped at ₹10,00,000 (10⁸ paise,
 * docs/decisions/010-money-limits.md), so `amount` always fits a GraphQL Int.
 */
export type Money = {
  __typename?: 'Money';
  /** In the currency's minor unit: paise for INR (₹1,299.00 is 129900). */
  amount: Scalars['Int']['output'];
  /** Always INR today. */
  currency: CurrencyCode;
  /** As the shop shows it: en-IN digit grouping, two decimals, e.g. ₹1,299.00. */
  formatted: Scalars['String']['output'];
};

/**
 * An order's or a quote's money, worked out once on the server by the tax invoice's own rules: every
 * page, e-mail and export shows these figures rather than adding anything up itself. For an invoiced
 * order every tax figure is the invoice's as issued; before that, the invoice's lines as they would be
 * issued. goods − discount + shipping + codFee = total; taxableValue + gst = total.
 */
export type MoneyBreakdown = {
  __typename?: 'MoneyBreakdown';
  /** A cash-on-delivery order's total until the cash is recorded, zero after (and for an online payment); null on a quote. */
  cashToCollectMoney?: Maybe<Money>;
  /** Central GST in all. */
  cgstMoney: Money;
  /** The cash-on-delivery fee charged; zero when paid online. */
  codFeeMoney: Money;
  /** The discount code applied, as the owner wrote it; null without one. */
  discountCode?: Maybe<Scalars['String']['output']>;
  /** Taken off the goods by the code (a free-shipping code's saving shows as shipping of zero). */
  discountMoney: Money;
  /** The goods at their prices, before the discount. */
  goodsMoney: Money;
  /** The GST by rate, lowest rate first. */
  gstByRate: Array<GstAtRate>;
  /** The GST the total includes: cgst + sgst + utgst + igst. */
  gstMoney: Money;
  /** Integrated GST in all. */
  igstMoney: Money;
  /** The goods lines, in the order's (or cart's) order. */
  lines: Array<MoneyBreakdownLine>;
  /** total − refunded: what the shop keeps of the order; null on a quote. */
  netMoney?: Maybe<Money>;
  /** The place of supply with its GST code, e.g. Tamil Nadu (33); null on a quote sent without a state. */
  placeOfSupply?: Maybe<Scalars['String']['output']>;
  /** True on a quote sent without a state: the split is then stated for a delivery within the shop's state (the GST in all is the same either way). */
  placeOfSupplyAssumed: Scalars['Boolean']['output'];
  /** An order's completed refunds (through the provider or recorded by hand); null on a quote. */
  refundedMoney?: Maybe<Money>;
  /** State GST in all. */
  sgstMoney: Money;
  /** Shipping charged. */
  shippingMoney: Money;
  /** INTRA_STATE (CGST + SGST) or INTER_STATE (IGST): how the GST above is split. */
  supplyType: SupplyType;
  /** The value before tax of everything charged. */
  taxableValueMoney: Money;
  /** What is charged, GST included: goods − discount + shipping + codFee. */
  totalMoney: Money;
  /** Union territory GST in all (zero while invoices state none). */
  utgstMoney: Money;
};

/** One goods line of a breakdown: its price, its share of the discount, what is paid and the GST inside it. */
export type MoneyBreakdownLine = {
  __typename?: 'MoneyBreakdownLine';
  /** Unit price × quantity. */
  amountMoney: Money;
  /** The product and size, as the invoice describes it. */
  description: Scalars['String']['output'];
  /** The line's share of the discount code's saving. */
  discountMoney: Money;
  /** The GST inside paidMoney. */
  gstMoney: Money;
  /** The GST rate the line is taxed at, in percent (its invoice's once issued). */
  gstRatePercent: Scalars['Float']['output'];
  /** The order line's id (OrderLine.id); on a quote, the line's position from 1. */
  lineId: Scalars['ID']['output'];
  /** amount − discount: what is paid for the line, GST included. */
  paidMoney: Money;
  /** Units. */
  quantity: Scalars['Int']['output'];
  /** The line's value before tax. */
  taxableValueMoney: Money;
};

/**
 * A sum over many orders (revenue, a customer's spend): like Money, but a sum may pass the 32-bit
 * range of GraphQL's Int (₹2,14,74,836.47), so `amount` is a Float that always holds a whole number of paise.
 */
export type MoneySum = {
  __typename?: 'MoneySum';
  /** Whole paise (₹1,299.00 is 129900), exact up to 2⁵³. */
  amount: Scalars['Float']['output'];
  /** Always INR today. */
  currency: CurrencyCode;
  /** As the shop shows it, e.g. ₹12,34,56,789.00. */
  formatted: Scalars['String']['output'];
};

/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type Mutation = {
  __typename?: 'Mutation';
  /** Admins only: an internal note on the order, 1 to 1000 characters. */
  addOrderNote: OrderChangePayload;
  /** Admins or API tokens with ORDERS_WRITE: the courier tries a failed delivery again, or brings it back; recorded in the order's activity. */
  answerFailedDelivery: AnswerFailedDeliveryPayload;
  /** The shopper answers a failed delivery from the order page, once per attempt: the courier comes again on a day they choose (with a corrected address line, landmark or phone), or, cash on delivery only, brings it back. Recorded in the order's activity. */
  answerMyFailedDelivery: OrderChangePayload;
  /** Admins or API tokens with ORDERS_WRITE: accepts a requested return; the shopper is e-mailed what to do. */
  approveReturn: ReturnDecisionPayload;
  /** Admins or API tokens with ORDERS_WRITE: the courier aggregator collects an approved return from the shopper; the shopper is e-mailed the return label. */
  bookReturnPickup: BookReturnPickupPayload;
  /** The shopper cancels their order before it ships: its stock goes back and a paid order is refunded in full. INVALID_STATE once shipped. */
  cancelMyOrder: OrderChangePayload;
  /** Admins only: cancels some units of a paid order before it ships. They go back to stock and what they cost (their share of any discount taken off) is refunded. */
  cancelOrderLines: OrderChangePayload;
  /** Admins only: corrects an order's address and phone before it ships; recorded in its activity. */
  changeOrderContact: OrderChangePayload;
  /** Signed-in shoppers: changes the password; every other session of the account ends. */
  changePassword: PasswordChangePayload;
  /** Confirms an account's e-mail with the token from its link and the password chosen at sign-up, which picks the sign-up it confirms. Throttled like sign-in. */
  confirmEmail: ConfirmEmailPayload;
  /** Asks the payment provider for the order's state and records it. Safe to call repeatedly. */
  confirmPayment: ConfirmPaymentPayload;
  /** Admins or API tokens with ORDERS_WRITE: one PDF with the labels of these orders' parcels. */
  courierLabels: CourierLabelsPayload;
  /** Admins only (signed in). Creates an API token; its secret is in the payload, this once. */
  createApiToken: CreateApiTokenPayload;
  /** Admins only: creates a discount code. */
  createDiscountCode: DiscountCodePayload;
  /** Prices the cart on the server, reserves stock and starts the payment. OUT_OF_STOCK, PRICE_CHANGED, VALIDATION, RATE_LIMITED. */
  createOrder: CreateOrderPayload;
  /** Admins only. */
  createProduct: CreateProductPayload;
  /** Admins, or API tokens with WEBHOOKS_MANAGE. The URL is checked (https in production, public addresses only, loopback where allowed). */
  createWebhookEndpoint: CreateWebhookEndpointPayload;
  /** Signed-in shoppers: deletes the account, its sessions and saved addresses, and erases their name, contact details and addresses from their orders, reviews, messages and e-mails. Issued tax documents stay as issued. Refused while an order is on its way. */
  deleteAccount: DeleteAccountPayload;
  /** Signed-in shoppers: removes a saved address. */
  deleteAddress: DeleteAddressPayload;
  /** Admins only: deletes a code; orders that used it keep its letters and their discount. */
  deleteDiscountCode: DeleteDiscountCodePayload;
  /** Admins only. */
  deleteProduct: DeleteProductPayload;
  /** Admins, or API tokens with WEBHOOKS_MANAGE (their own endpoints). Nothing more is sent to it. */
  deleteWebhookEndpoint: DeleteWebhookEndpointPayload;
  /** Signs in and sets the session cookie. A wrong e-mail or password is INVALID_CREDENTIALS; too many attempts RATE_LIMITED. */
  login: LoginPayload;
  /** Ends the session on the server and clears the cookie. */
  logout: LogoutPayload;
  /** Admins only. */
  markContactMessageRead: MarkContactMessageReadPayload;
  /** Admins or API tokens with ORDERS_WRITE: marks a shipped order delivered; the shopper is e-mailed until when a return can be asked. */
  markOrderDelivered: MarkOrderDeliveredPayload;
  /** Admins only (signed in): shows the review and counts it in the product's rating, with an optional public reply. */
  publishReview: ModerateReviewPayload;
  /** Admins or API tokens with ORDERS_WRITE: the items are back; refunds what they cost through the payment provider, restocks them when resellable; the credit note and the shopper's e-mail follow when the refund completes. */
  receiveReturn: ReturnDecisionPayload;
  /** Admins or API tokens with ORDERS_WRITE: records the cash collected for a delivered COD order, which becomes PAID. */
  recordCashCollected: CashOnDeliveryPayload;
  /** Admins, or API tokens with WEBHOOKS_MANAGE (their own endpoints). Sends the delivery's event again now: same event id, time and body. */
  redeliverWebhook: RedeliverWebhookPayload;
  /** Admins only. Refunds a paid order through the payment provider, in full or by an amount. */
  refundOrder: RefundOrderPayload;
  /** Admins or API tokens with ORDERS_WRITE: refuses a requested return; the shopper is e-mailed the reason. */
  rejectReturn: ReturnDecisionPayload;
  /** Admins only (signed in): hides the review and takes it out of the product's rating. */
  rejectReview: ModerateReviewPayload;
  /** Admins only (signed in): removes every sample review the demo seed wrote, and works the products' ratings out again from buyers' reviews. */
  removeSampleData: RemoveSampleDataPayload;
  /** The shopper asks for the delivery address to change before the order ships; the owner sees it in the order's activity. INVALID_STATE once shipped. */
  requestAddressChange: OrderChangePayload;
  /** Anyone: one e-mail, once, when this sold-out size is back in stock (its stock goes from 0 to above 0). One request per size and address; the e-mail links to the product and to unsubscribe. Limited per client and address, like the contact form. */
  requestBackInStock: BackInStockPayload;
  /** E-mails a password-reset link (single use, 30 minutes) if a shopper account has this e-mail. Throttled. */
  requestPasswordReset: RequestPasswordResetPayload;
  /** Anyone with the order number and e-mail, or the signed-in shopper: asks to return units of a delivered order within the return window after delivery (Order.returnWindowEndsAt); shopper and owner are e-mailed. */
  requestReturn: RequestReturnPayload;
  /** Sets a new password with the token from a reset link, and signs out every session of the account. */
  resetPassword: PasswordChangePayload;
  /** Admins only: marks a complaint ticket resolved (it counts as read too), or open again. */
  resolveContactMessage: ResolveContactMessagePayload;
  /** Admins or API tokens with ORDERS_WRITE: a COD order refused or returned undelivered is cancelled and its stock comes back. */
  returnUndelivered: CashOnDeliveryPayload;
  /** Admins only (signed in). Revokes at once; revoking twice changes nothing. */
  revokeApiToken: RevokeApiTokenPayload;
  /** Admins only: puts a failed job back in its queue, due at once (an e-mail or webhook is tried once more). */
  runJobAgain: RunJobAgainPayload;
  /** Signed-in shoppers: keeps a delivery address (at most 10), or with an id replaces that saved address. */
  saveAddress: SaveAddressPayload;
  /** Stores a message from the contact form and tells the shop owner by e-mail. Rate-limited per e-mail and per address. */
  sendContactMessage: SendContactMessagePayload;
  /** Admins only: tries a failed or waiting e-mail again now. */
  sendMailAgain: SendMailAgainPayload;
  /** Admins, or API tokens with WEBHOOKS_MANAGE (their own endpoints). Queues a signed webhook.test event for one endpoint, due at once. */
  sendTestWebhook: SendTestWebhookPayload;
  /** Signed-in shoppers: gives (recorded with the time) or withdraws consent to marketing e-mails. */
  setMarketingConsent: MarketingConsentPayload;
  /** Admins or API tokens with CATALOGUE_WRITE: one unit of a size as packed for the courier; an order's parcel is worked out from its sizes'. */
  setSizeParcel: SetSizeParcelPayload;
  /** Admins or API tokens with ORDERS_WRITE: ships a paid order with its courier and tracking number; the shopper is e-mailed the tracking link. */
  shipOrder: ShipOrderPayload;
  /** Admins or API tokens with ORDERS_WRITE: ships each order with its cheapest courier and its sizes' parcel. */
  shipOrdersThroughCourier: ShipOrdersThroughCourierPayload;
  /** Admins or API tokens with ORDERS_WRITE: books the parcel with the aggregator (order, AWB, pickup) and ships the order; the shopper is e-mailed the AWB and tracking link. */
  shipThroughCourier: ShipThroughCourierPayload;
  /** Opens a shopper account and e-mails a confirmation link (single use, 24 hours). Throttled. */
  signUp: SignUpPayload;
  /**
   * Sandbox only: pays or fails an unpaid order's payment as a shopper would on the sandbox's pay
   * page, then records the outcome as confirmPayment does (a paid order moves to PROCESSING and
   * order.paid is sent; a failed one gives its stock back). Open to anyone holding the order's id.
   * Refused with SANDBOX_ONLY when the shop takes real payments (PAYMENTS_MODE=phonepe) or runs in
   * production; NOT_FOUND (field ["orderId"]) for an unknown order, INVALID_STATE when its payment
   * is no longer open, VALIDATION (field ["failureCode"]) for a malformed code.
   */
  simulatePayment: SimulatePaymentPayload;
  /** Reviews a product of a delivered order, once per order; shown after the owner publishes it. */
  submitReview: SubmitReviewPayload;
  /** Admins only: changes the cash-on-delivery terms. */
  updateCodSettings: CodSettingsPayload;
  /** Admins only: changes the delivery terms. */
  updateDeliverySettings: DeliverySettingsPayload;
  /** Admins only: changes a code's terms, or pauses (active: false) and resumes it. */
  updateDiscountCode: DiscountCodePayload;
  /** Admins only. Switches the owner's e-mails and the review requests; a bad value is refused and changes nothing. */
  updateMailSettings: UpdateMailSettingsPayload;
  /** Admins only. Follows the order state machine (see OrderStatus); a refused change is INVALID_STATE with the reason. */
  updateOrderStatus: UpdateOrderStatusPayload;
  /** Admins only. */
  updateProduct: UpdateProductPayload;
  /** Admins only. Replaces every synonym group of the search; the next search uses them, in every process. */
  updateSearchSynonyms: UpdateSearchSynonymsPayload;
  /** Admins only. Changes the owner's settings; a bad value is refused with a message and changes nothing. */
  updateShopSettings: UpdateShopSettingsPayload;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationAddOrderNoteArgs = {
  note: Scalars['String']['input'];
  orderId: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationAnswerFailedDeliveryArgs = {
  input: AnswerFailedDeliveryInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationAnswerMyFailedDeliveryArgs = {
  input: DeliveryAnswerInput;
  order: ShopperOrderInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationApproveReturnArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationBookReturnPickupArgs = {
  returnId: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationCancelMyOrderArgs = {
  order: ShopperOrderInput;
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationCancelOrderLinesArgs = {
  lines: Array<CancelOrderLineInput>;
  orderId: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationChangeOrderContactArgs = {
  input: OrderContactInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationConfirmEmailArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationConfirmPaymentArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationCourierLabelsArgs = {
  orderIds: Array<Scalars['ID']['input']>;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationCreateDiscountCodeArgs = {
  input: DiscountCodeInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationCreateOrderArgs = {
  input: CreateOrderInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationCreateProductArgs = {
  input: ProductInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookEndpointInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationDeleteAccountArgs = {
  password: Scalars['String']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationDeleteDiscountCodeArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationMarkContactMessageReadArgs = {
  id: Scalars['ID']['input'];
  read?: Scalars['Boolean']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationMarkOrderDeliveredArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationPublishReviewArgs = {
  id: Scalars['ID']['input'];
  reply?: InputMaybe<Scalars['String']['input']>;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationReceiveReturnArgs = {
  input: ReceiveReturnInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationRecordCashCollectedArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationRedeliverWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationRefundOrderArgs = {
  input: RefundOrderInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationRejectReturnArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationRejectReviewArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationRequestAddressChangeArgs = {
  order: ShopperOrderInput;
  request: Scalars['String']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationRequestBackInStockArgs = {
  input: BackInStockInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationRequestReturnArgs = {
  input: RequestReturnInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationResetPasswordArgs = {
  newPassword: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationResolveContactMessageArgs = {
  id: Scalars['ID']['input'];
  resolved?: Scalars['Boolean']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationReturnUndeliveredArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationRunJobAgainArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationSaveAddressArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  input: SavedAddressInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationSendMailAgainArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationSendTestWebhookArgs = {
  endpointId: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationSetMarketingConsentArgs = {
  consent: Scalars['Boolean']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationSetSizeParcelArgs = {
  parcel: ParcelInput;
  productId: Scalars['ID']['input'];
  sizeId: Scalars['ID']['input'];
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationShipOrderArgs = {
  input: ShipOrderInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationShipOrdersThroughCourierArgs = {
  orderIds: Array<Scalars['ID']['input']>;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationShipThroughCourierArgs = {
  input: ShipThroughCourierInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationSignUpArgs = {
  input: SignUpInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationSimulatePaymentArgs = {
  failureCode?: InputMaybe<Scalars['String']['input']>;
  orderId: Scalars['ID']['input'];
  outcome: SimulatedPaymentOutcome;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationSubmitReviewArgs = {
  input: SubmitReviewInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationUpdateCodSettingsArgs = {
  input: CodSettingsInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationUpdateDeliverySettingsArgs = {
  input: DeliverySettingsInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationUpdateDiscountCodeArgs = {
  id: Scalars['ID']['input'];
  input: DiscountCodeInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationUpdateMailSettingsArgs = {
  input: MailSettingsInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationUpdateOrderStatusArgs = {
  id: Scalars['ID']['input'];
  status: OrderStatus;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationUpdateSearchSynonymsArgs = {
  groups: Array<SearchSynonymGroupInput>;
};


/** Everything the API changes. Each answers with a payload: its result and `errors: [UserError!]!` (empty when it worked). */
export type MutationUpdateShopSettingsArgs = {
  input: ShopSettingsInput;
};

/** A pack's net quantity as declared on it. */
export type NetQuantity = {
  __typename?: 'NetQuantity';
  /** Above 0, at most three decimals (whole for N). */
  amount: Scalars['Float']['output'];
  /** As the page declares it, e.g. 100 ml or 10 N (10 pieces). */
  text: Scalars['String']['output'];
  unit: NetQuantityUnit;
};

/** A size's net quantity as sent. */
export type NetQuantityInput = {
  /** Above 0, at most three decimals (whole for N). */
  amount: Scalars['Float']['input'];
  unit: NetQuantityUnit;
};

/** A unit a net quantity is declared in. */
export type NetQuantityUnit =
  /** Grams. */
  | 'G'
  /** Kilograms. */
  | 'KG'
  /** Litres. */
  | 'L'
  /** Millilitres. */
  | 'ML'
  /** A number of pieces. */
  | 'N';

/** Undelivered cash-on-delivery orders that one shopper key or one client address has in common. */
export type OpenCashOnDeliveryGroup = {
  __typename?: 'OpenCashOnDeliveryGroup';
  /** The shared value as compared (e.g. asha@gmail.com, 9876543210, 12mgroad|560001, 203.0.113.7). */
  key: Scalars['String']['output'];
  /** What they share: EMAIL, PHONE, ADDRESS (street and PIN code) or CLIENT_ADDRESS (where the orders were placed from). */
  matchedBy: Scalars['String']['output'];
  /** How many undelivered COD orders share it. */
  openOrders: Scalars['Int']['output'];
  /** Those orders, newest first (at most 20). */
  orders: Array<Order>;
};

/** A shopper's order. Anyone holding its unguessable id may read it (the confirmation page does); fields marked Admins only need an admin or an API token with ORDERS_READ. */
export type Order = PricedTotals & {
  __typename?: 'Order';
  /** Admins only: notes, the shopper's requests and the owner's changes, oldest first. */
  activity: Array<OrderActivity>;
  /** Where the order ships. */
  address: Address;
  /** The address joined into one line: street, city, state - postal code, country. */
  addressLine: Scalars['String']['output'];
  /** The statuses an admin may move this order to now (the order state machine, docs/decisions/011-order-state-machine.md). Admins only. */
  allowedNextStatuses: Array<OrderStatus>;
  /** The order's money: its invoice's figures once issued, with what was refunded and what the shop keeps. */
  breakdown: MoneyBreakdown;
  /** The buyer's GSTIN as given at checkout; null for a consumer. */
  buyerGstin?: Maybe<Scalars['String']['output']>;
  /** The business's legal name given with the GSTIN; null for a consumer. */
  buyerLegalName?: Maybe<Scalars['String']['output']>;
  /** Admins only: what cancelOrderLines would refund for these units now (their price less their share of any discount taken off), without cancelling them; refused as cancelOrderLines would refuse them. */
  cancellationRefund: Money;
  /** When the owner recorded the cash collected at the door; null before and for online payments. */
  cashCollectedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The cash-on-delivery fee charged (its own invoice line); zero when paid online. */
  codFeeMoney: Money;
  /** When the order was placed. */
  createdAt: Scalars['DateTime']['output'];
  /** The GST credit notes issued for its completed refunds, oldest first: for whoever can see the order, as the invoice is. */
  creditNotes: Array<CreditNote>;
  /** First and last name joined by a space. */
  customerName: Scalars['String']['output'];
  /** When it was marked DELIVERED; null before. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The parcel's last failed delivery attempt, when the courier service reported one; null otherwise. */
  deliveryAttemptFailure?: Maybe<DeliveryAttemptFailure>;
  /** The discount code applied, as the owner wrote it; null without one. */
  discountCode?: Maybe<Scalars['String']['output']>;
  /** Taken off the goods by the discount code; zero without one. */
  discountMoney: Money;
  /** Where the confirmation e-mail went. */
  email: Scalars['String']['output'];
  /** The shopper's first name, as typed at checkout. */
  firstName: Scalars['String']['output'];
  /** Status changes, oldest first. Admins only. */
  history: Array<OrderStatusChange>;
  /** Unguessable id (UUID). */
  id: Scalars['ID']['output'];
  /** The GST tax invoice, issued when the payment is confirmed (a cash-on-delivery order's when it ships); null until then. */
  invoice?: Maybe<Invoice>;
  /** Units across all lines. */
  itemCount: Scalars['Int']['output'];
  /** The shopper's last name, as typed at checkout. */
  lastName: Scalars['String']['output'];
  /** What was bought, in the order the cart listed it. */
  lines: Array<OrderLine>;
  /** Human order number, e.g. HB-100042. */
  orderNumber: Scalars['String']['output'];
  /** The packing slip as PDF (the path on this server), fetched with the same credentials. Admins and tokens with ORDERS_READ only. */
  packingSlipUrl: Scalars['String']['output'];
  /** The provider's raw code for the latest failure, e.g. Z9 or ZM (also for a failed attempt the shopper retried). Admins only. */
  paymentErrorCode?: Maybe<Scalars['String']['output']>;
  /** Why the payment failed, as the provider reported it. */
  paymentFailureReason?: Maybe<Scalars['String']['output']>;
  /** How the order is paid. */
  paymentMethod: PaymentMethod;
  /** The payment provider's reference for a paid order. */
  paymentReference?: Maybe<Scalars['String']['output']>;
  /** Where its payment stands. */
  paymentStatus: PaymentStatus;
  /** The shopper's phone number, as typed. */
  phone: Scalars['String']['output'];
  /** True when the provider took money for an order that had already been released: refund it. */
  refundDue: Scalars['Boolean']['output'];
  /**
   * What refundOrder would refund now without an amount: the payment less the completed refunds.
   * Zero when the order cannot be refunded now: not paid, a refund still with the payment provider,
   * or everything already refunded. Admins only.
   */
  refundableAmountMoney: Money;
  /**
   * Rupees refunded so far (completed refunds).
   * @deprecated Use refundedAmountMoney: Money (paise, currency, formatted).
   */
  refundedAmount: Scalars['Float']['output'];
  /** Refunded so far (completed refunds): the order page says how much of a part-refunded payment came back. */
  refundedAmountMoney: Money;
  /** Refunds, newest first. Admins only. */
  refunds: Array<Refund>;
  /** Until when a return may be asked (the shop's return window after delivery); null before delivery. */
  returnWindowEndsAt?: Maybe<Scalars['DateTime']['output']>;
  /** The order's return requests, oldest first. */
  returns: Array<ReturnRequest>;
  /** The reviews written for this order's products, whatever their state. */
  reviews: Array<Review>;
  /** How it was shipped; null until shipOrder (an order moved to SHIPPED by updateOrderStatus has none). */
  shipment?: Maybe<Shipment>;
  /**
   * Shipping in rupees: free above ₹1,000, otherwise ₹30.
   * @deprecated Use shippingMoney: Money (paise, currency, formatted).
   */
  shipping: Scalars['Float']['output'];
  /** Free above ₹1,000, otherwise ₹30 (one rule for cart, checkout and server); zero with a free-shipping code. */
  shippingMoney: Money;
  /** Whether the shopper may cancel it themselves now: paid (or cash on delivery) and not shipped yet. */
  shopperMayCancel: Scalars['Boolean']['output'];
  /** Where the order is in its life (see OrderStatus for the allowed changes). */
  status: OrderStatus;
  /** Every status with whether this order may move there now and, if not, why. Admins only. */
  statusOptions: Array<OrderStatusOption>;
  /**
   * Sum of the line totals, in rupees.
   * @deprecated Use subtotalMoney: Money (paise, currency, formatted).
   */
  subtotal: Scalars['Float']['output'];
  /** Sum of the line totals. */
  subtotalMoney: Money;
  /**
   * Tax in rupees: zero, prices include GST.
   * @deprecated Use taxMoney: Money (paise, currency, formatted).
   */
  tax: Scalars['Float']['output'];
  /** Zero: prices include GST. */
  taxMoney: Money;
  /**
   * What the shopper pays, in rupees.
   * @deprecated Use totalMoney: Money (paise, currency, formatted).
   */
  total: Scalars['Float']['output'];
  /** What the shopper pays: subtotal − discount + shipping + tax. */
  totalMoney: Money;
  /** When anything about it last changed: status, payment, refunds. The order sync (Query.orders with after) is ordered by it. */
  updatedAt: Scalars['DateTime']['output'];
};


/** A shopper's order. Anyone holding its unguessable id may read it (the confirmation page does); fields marked Admins only need an admin or an API token with ORDERS_READ. */
export type OrderCancellationRefundArgs = {
  lines: Array<CancelOrderLineInput>;
};

/** One entry of an order's activity besides its status changes (admins only). */
export type OrderActivity = {
  __typename?: 'OrderActivity';
  /** When. */
  at: Scalars['DateTime']['output'];
  /** Who: an admin's e-mail, or 'customer'. */
  by: Scalars['String']['output'];
  /** What happened. */
  kind: OrderActivityKind;
  /** What was written or changed. */
  note: Scalars['String']['output'];
};

/** What an entry of an order's activity records. */
export type OrderActivityKind =
  /** The shopper asked for the delivery address to change; the note holds what they wrote. */
  | 'ADDRESS_CHANGE_REQUESTED'
  /** The shopper cancelled the order before it shipped; the note holds their reason, if given. */
  | 'CANCELLED_BY_SHOPPER'
  /** The owner changed where the order goes or the phone to call; the note says from what to what. */
  | 'CONTACT_CHANGED'
  /** A failed delivery was answered (by the shopper or the owner): the note says the day, corrections, or the return. */
  | 'FAILED_DELIVERY_ANSWERED'
  /** The owner cancelled some units before shipping: they went back to stock and their price is refunded. */
  | 'LINES_CANCELLED'
  /** The owner's internal note: never shown to the shopper. */
  | 'NOTE';

/** What cancelMyOrder, requestAddressChange and the owner's order changes did. */
export type OrderChangePayload = {
  __typename?: 'OrderChangePayload';
  /** NOT_FOUND (no such order and e-mail), INVALID_STATE (already shipped or closed), VALIDATION, RATE_LIMITED. Empty when it worked. */
  errors: Array<UserError>;
  /** The order as it now is; null when errors is not empty. */
  order?: Maybe<Order>;
};

/** Where an order goes and the phone to call, as the owner corrects it. */
export type OrderContactInput = {
  /** City. */
  city: Scalars['String']['input'];
  /** The order's id. */
  orderId: Scalars['ID']['input'];
  /** The phone to call on delivery. */
  phone: Scalars['String']['input'];
  /** PIN code for India. */
  postalCode: Scalars['String']['input'];
  /** State or union territory, as the checkout lists it for India. */
  state: Scalars['String']['input'];
  /** Street address, as on the checkout form. */
  street: Scalars['String']['input'];
};

/** Narrows Query.orders; both fields given must match. */
export type OrderFilter = {
  /** Matches the customer's name or e-mail, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only orders with this status. */
  status?: InputMaybe<OrderStatus>;
};

/** One size of one product in an order, as it was sold (name, size and price are kept as they were). */
export type OrderLine = PricedLine & {
  __typename?: 'OrderLine';
  /** The line's share of the order's discount code saving (largest remainder, to the paisa). */
  discountMoney: Money;
  /** The GST rate in percent inside the line's price: its invoice's once issued, until then the product's current rate. */
  gstRatePercent: Scalars['Float']['output'];
  /** The line's id, for returning its units to stock with a refund. */
  id: Scalars['ID']['output'];
  /** The product's image when the order was placed; null if it had none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /**
   * Unit price × quantity, in rupees.
   * @deprecated Use lineTotalMoney: Money (paise, currency, formatted).
   */
  lineTotal: Scalars['Float']['output'];
  /** Unit price × quantity. */
  lineTotalMoney: Money;
  /** The product's name when the order was placed. */
  name: Scalars['String']['output'];
  /** lineTotalMoney − discountMoney: what was paid for the line; its invoice's taxable value and tax come from this. */
  paidMoney: Money;
  /** The product's id (it may since have been removed from the catalogue). */
  productId: Scalars['ID']['output'];
  /** Units bought, at least 1. */
  quantity: Scalars['Int']['output'];
  /** Units refunds returned to stock, 0 to quantity. Admins only. */
  restockedQuantity: Scalars['Int']['output'];
  /** The size's label when the order was placed, for display. */
  size: Scalars['String']['output'];
  /** The variant's SKU when the order was placed; null as variantId is. */
  sku?: Maybe<Scalars['String']['output']>;
  /**
   * Unit price in rupees at the time of the order.
   * @deprecated Use unitPriceMoney: Money (paise, currency, formatted).
   */
  unitPrice: Scalars['Float']['output'];
  /** Unit price at the time of the order. */
  unitPriceMoney: Money;
  /** The size (variant) bought; null only for lines placed before sizes had ids whose size no longer exists. */
  variantId?: Maybe<Scalars['ID']['output']>;
};

/** One line of a cart: a size (variant) by its id and how many. Repeats of one variant are merged. */
export type OrderLineInput = {
  /** 1 to 100. */
  quantity: Scalars['Int']['input'];
  /** The unit price the shopper saw, in paise. When given, it must equal the server's. */
  unitPricePaise?: InputMaybe<Scalars['Int']['input']>;
  /** Size.id of the size wanted. */
  variantId: Scalars['ID']['input'];
};

/** One page of Query.orders: an offset page, or a page of the order sync. */
export type OrderPage = {
  __typename?: 'OrderPage';
  /** The orders of this page (at most 100), with their lines. */
  items: Array<Order>;
  /** Whether more follow; on the order sync, also the cursor to continue from. */
  pageInfo: PageInfo;
  /**
   * How many orders match the filter. Exact, except with a search: then counting stops at 1,000
   * orders (totalCountCapped is true and totalCount is 1,000), since counting every order a broad
   * search finds among a million costs more than the page. Show it as "1,000+".
   */
  totalCount: Scalars['Int']['output'];
  /** True when the order count stopped at the search cap: at least 1,000 orders match, maybe many more. */
  totalCountCapped: Scalars['Boolean']['output'];
};

/** The admin order list's sort (default: DATE, DESC). */
export type OrderSort = {
  /** Which way. */
  direction: SortDirection;
  /** What to sort by. */
  field: OrderSortField;
};

/** What the admin order list is sorted by; ties fall back to the date, then the order number. */
export type OrderSortField =
  /** The customer's name, case-insensitive. */
  | 'CUSTOMER'
  /** When it was placed. */
  | 'DATE'
  /** The order number. */
  | 'ID'
  /** Units in the order. */
  | 'ITEMS'
  /** The status, alphabetically. */
  | 'STATUS'
  /** The order's total. */
  | 'TOTAL';

export { OrderStatus };

/** One change of an order's status, for the order's history (admins only). */
export type OrderStatusChange = {
  __typename?: 'OrderStatusChange';
  /** When it changed. */
  at: Scalars['DateTime']['output'];
  /** Who made the change: an admin's e-mail, 'customer' or 'payment'. */
  changedBy: Scalars['String']['output'];
  /** Why, when the change says (e.g. the payment failure reason); null otherwise. */
  note?: Maybe<Scalars['String']['output']>;
  /** The status the order moved to. */
  status: OrderStatus;
};

/** One status the admin's status control offers: allowed now, or why not. */
export type OrderStatusOption = {
  __typename?: 'OrderStatusOption';
  /** Whether the order may move to this status now (the order state machine). */
  allowed: Scalars['Boolean']['output'];
  /** Why the order cannot move to this status now; null when it can or it is the current status. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The status this option would move the order to. */
  status: OrderStatus;
};

/**
 * Where a page sits in its list; every list (ProductPage, OrderPage, CustomerPage,
 * ContactMessagePage, WebhookDeliveryPage) answers with one. Offset lists: ask for the next page
 * with offset + limit while hasNextPage. The order and catalogue syncs (Query.orders and
 * Query.products with after, updatedSince or first) page by cursor instead: send endCursor back as
 * `after`.
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /**
   * Cursor pages only (Query.orders or Query.products with after, updatedSince or first): an opaque cursor after this
   * page's last item, to send back as `after`. On an empty page it is the `after` you sent (null
   * without one), so a poller can always send it back. Null on offset pages.
   */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when at least one item comes after this page now. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when at least one item comes before this page (offset above 0, or a cursor or updatedSince that skipped some). */
  hasPreviousPage: Scalars['Boolean']['output'];
};

/** A parcel as booked with the courier, or a size's own packed unit. */
export type Parcel = {
  __typename?: 'Parcel';
  breadthCm: Scalars['Int']['output'];
  heightCm: Scalars['Int']['output'];
  lengthCm: Scalars['Int']['output'];
  weightGrams: Scalars['Int']['output'];
};

/** A parcel as packed for the courier: whole grams and centimetres. */
export type ParcelInput = {
  /** 1 to 200. */
  breadthCm: Scalars['Int']['input'];
  /** 1 to 200. */
  heightCm: Scalars['Int']['input'];
  /** 1 to 200. */
  lengthCm: Scalars['Int']['input'];
  /** 1 to 50000. */
  weightGrams: Scalars['Int']['input'];
};

/** What resetPassword or changePassword did. */
export type PasswordChangePayload = {
  __typename?: 'PasswordChangePayload';
  /** True when the new password is set. A reset signs out every session; a change every other session. */
  changed?: Maybe<Scalars['Boolean']['output']>;
  /** VALIDATION (a weak password, a used or expired link), INVALID_CREDENTIALS (a wrong current password). */
  errors: Array<UserError>;
};

/** How an order is paid. */
export type PaymentMethod =
  /** In cash to the courier at the door; the order is processed at once and the COD fee is added. */
  | 'CASH_ON_DELIVERY'
  /** Through the payment provider (UPI, cards, net banking) before the order is processed. */
  | 'ONLINE';

/** Where an order's payment stands; only the payment provider's own answer moves it to PAID. */
export type PaymentStatus =
  /** The payment failed or expired; the order's stock was released. */
  | 'FAILED'
  /** The provider confirmed the payment. */
  | 'PAID'
  /** Part of the payment went back to the shopper. */
  | 'PARTIALLY_REFUNDED'
  /** Cash on delivery: the courier collects the total at the door; PAID once the owner records the cash collected. */
  | 'PAY_ON_DELIVERY'
  /** Not paid yet; the order holds its stock until PAYMENT_EXPIRY_MINUTES pass (30 by default). */
  | 'PENDING'
  /** The whole payment went back to the shopper. */
  | 'REFUNDED';

/** Where the courier's pickup of a booked parcel stands. */
export type PickupBookingStatus =
  /** The courier has the pickup booked. */
  | 'BOOKED'
  /** Every try failed: run the job again from Settings → Jobs. */
  | 'FAILED'
  /** The courier service failed to book it; a job is trying again with back-off. */
  | 'PENDING';

/** Where a PIN code is, as India Post's All India Pincode Directory says (the shop keeps a copy; docs/decisions/054-pin-code-directory.md). */
export type PincodeArea = {
  __typename?: 'PincodeArea';
  /** The town an address names: the PIN's post-office division when one of its offices bears that name (Kumbakonam for 612001), else its district. */
  city: Scalars['String']['output'];
  district: Scalars['String']['output'];
  /** Six digits. */
  pincode: Scalars['String']['output'];
  /** As the checkout's list of states and union territories writes it. */
  state: Scalars['String']['output'];
};

/**
 * One priced line, of an order (OrderLine) or of a quote (QuoteLine): the fields the two share, so
 * one fragment on PricedLine shows either. A field is nullable here where either type may leave it
 * null: a quoted variant that no longer exists has no product, name, size or unit price, and an
 * order line placed before sizes had ids may have no variantId or sku. Each type's own fields say
 * when.
 */
export type PricedLine = {
  /** The line's share of the order's discount (zero without a code). */
  discountMoney: Money;
  /** The product's image; null when it has none. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** unitPriceMoney × quantity. */
  lineTotalMoney: Money;
  /** The product's name. */
  name?: Maybe<Scalars['String']['output']>;
  /** lineTotalMoney − discountMoney: what the line was paid, its GST invoice value. */
  paidMoney: Money;
  /** The product the line's size belongs to. */
  productId?: Maybe<Scalars['ID']['output']>;
  /** Units on the line, at least 1. */
  quantity: Scalars['Int']['output'];
  /** The size's label, for display. */
  size?: Maybe<Scalars['String']['output']>;
  /** The variant's SKU. */
  sku?: Maybe<Scalars['String']['output']>;
  /** The price of one unit. */
  unitPriceMoney?: Maybe<Money>;
  /** The size (variant) the line names. */
  variantId?: Maybe<Scalars['ID']['output']>;
};

/**
 * What the priced lines of a cart come to, whichever type carries the totals: an Order
 * (what the shopper was charged) and a Quote (what createOrder would charge now) both implement
 * it. An integrator's code that shows totals selects them once, with a fragment on PricedTotals,
 * for an order and a quote alike. All are Money in paise, and total = subtotal − discount + shipping + COD fee + tax.
 */
export type PricedTotals = {
  /** The cash-on-delivery fee; zero when paid online. */
  codFeeMoney: Money;
  /** Taken off the goods by a discount code; zero without one. */
  discountMoney: Money;
  /** By the one shipping rule: free above ₹1,000, otherwise ₹30. */
  shippingMoney: Money;
  /** The lines' totals added up. */
  subtotalMoney: Money;
  /** Zero while prices include GST. */
  taxMoney: Money;
  /** subtotalMoney − discountMoney + shippingMoney + codFeeMoney + taxMoney: what is charged for the lines. */
  totalMoney: Money;
};

/** A product of the catalogue. Anyone may read it; admins (and API tokens with CATALOGUE_WRITE) change it. */
export type Product = {
  __typename?: 'Product';
  /** Short selling points, shown as a list; may be empty. */
  benefits: Array<Scalars['String']['output']>;
  /** Shown with the Best seller badge and in the home page's best-sellers row. */
  bestSeller: Scalars['Boolean']['output'];
  /** The category it is listed under. */
  category: Category;
  /** The concerns it is made for (hair fall, dandruff, pimples…), in the shop's order; may be empty. A search naming one finds it, and ProductFilter.concern lists by one. */
  concerns: Array<ProductConcern>;
  /** When the product was added. */
  createdAt: Scalars['DateTime']['output'];
  /** Plain text, shown on the product page. */
  description: Scalars['String']['output'];
  /** Shown in the home page's featured row. */
  featured: Scalars['Boolean']['output'];
  /** GST rate in percent contained in its price, e.g. 5 or 18; an issued invoice keeps the rate it was issued with. */
  gstRatePercent: Scalars['Float']['output'];
  /** How to use it, plain text; empty when not given. */
  howToUse: Scalars['String']['output'];
  /** Harmonised System code (4 to 8 digits) printed on its invoice lines. */
  hsnCode: Scalars['String']['output'];
  /** A text slug such as hair-oil-1. */
  id: Scalars['ID']['output'];
  /** The main image: a path on this shop (/images/...) or an https URL. */
  imageUrl: Scalars['String']['output'];
  /** Extra images for the gallery; may be empty. */
  images: Array<Scalars['String']['output']>;
  /** Its ingredients as the pack lists them (INCI names), plain text; empty when not given. */
  ingredients: Scalars['String']['output'];
  /** Flagged as a new arrival (the listing's New badge and the NEWEST sort). */
  isNew: Scalars['Boolean']['output'];
  /** Its Legal Metrology declarations, shown on its page; null only for a product saved before they were asked for. */
  legalDeclarations?: Maybe<LegalDeclarations>;
  /** Display name. */
  name: Scalars['String']['output'];
  /**
   * Flagged as a new arrival.
   * @deprecated Use isNew.
   */
  new: Scalars['Boolean']['output'];
  /** The most units of one of its sizes one order may hold now: the largest Size.orderLimit. */
  orderLimit: Scalars['Int']['output'];
  /**
   * Base price in rupees (the first size's price in the seed catalogue).
   * @deprecated Use priceMoney: Money (paise, currency, formatted).
   */
  price: Scalars['Float']['output'];
  /** Base price: what listings show and sort by (the first size's price in the seed catalogue). */
  priceMoney: Money;
  /** Its published reviews, newest first. */
  publishedReviews: ReviewPage;
  /** Average stars of its published reviews, 0 to 5 (0 with none). */
  rating: Scalars['Float']['output'];
  /** Its published reviews in figures (average, count, how many gave each number of stars). */
  reviewSummary: ReviewSummary;
  /** How many published reviews the rating averages. */
  reviews: Scalars['Int']['output'];
  /** Its sizes (variants), at least one, in display order; each has its own price and a stable id. */
  sizes: Array<Size>;
  /** Units in stock now over all its sizes: the sum of Size.stock (each size has its own); 0 when every size is sold out. */
  stock: Scalars['Int']['output'];
  /** Its product type within the category, e.g. oil or face wash (ProductFilter.subcategory). */
  subcategory: Scalars['String']['output'];
  /** When anything about it last changed, its stock included. */
  updatedAt: Scalars['DateTime']['output'];
  /** Unit of quantity from the GST list (BTL, TUB, PCS, PAC, NOS, …), printed per invoice line and summed in the HSN summary. */
  uqc: Scalars['String']['output'];
};


/** A product of the catalogue. Anyone may read it; admins (and API tokens with CATALOGUE_WRITE) change it. */
export type ProductPublishedReviewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A need shoppers search by, from the shop's fixed list: hair-fall, dandruff, dry-scalp, grey-hair,
 * frizz, acne, sun-tan, dark-spots, dull-skin, oily-skin, dry-skin, sensitive-skin.
 */
export type ProductConcern = {
  __typename?: 'ProductConcern';
  /** Its key, e.g. hair-fall: what ProductInput.concerns and ProductFilter.concern take. */
  key: Scalars['ID']['output'];
  /** Its name as the shop shows it, e.g. Hair fall. */
  label: Scalars['String']['output'];
};

/** Narrows Query.products; every field given must match (AND). Absent fields do not filter. */
export type ProductFilter = {
  /** Only best sellers (true) or only the others (false). */
  bestSeller?: InputMaybe<Scalars['Boolean']['input']>;
  /** A category's slug, e.g. hair. */
  category?: InputMaybe<Scalars['String']['input']>;
  /** One concern's key (ProductConcern.key, e.g. dandruff): only the products made for it. A key outside the shop's list is refused. */
  concern?: InputMaybe<Scalars['ID']['input']>;
  /** Leave this product out (for 'You might also like'). */
  excludeId?: InputMaybe<Scalars['ID']['input']>;
  /** Only featured products (true) or only the others (false). */
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only new arrivals (true) or only the others (false). */
  isNew?: InputMaybe<Scalars['Boolean']['input']>;
  /** Inclusive upper bound on the base price, in rupees. */
  maxPrice?: InputMaybe<Scalars['Float']['input']>;
  /** Inclusive bounds on the base price, in rupees. */
  minPrice?: InputMaybe<Scalars['Float']['input']>;
  /**
   * What a shopper typed: every word must match the name, description, category or type, in any
   * order, as written, as a plural, as one of the owner's synonyms (searchSynonyms), split or joined
   * (facewash, face wash) or, for a word the catalogue does not have, within one letter of one it
   * has (two from eight letters on). The last word also matches the start of a word, for
   * suggestions as one types. Without a sort, the best matches come first (a match in the name
   * before one in the description).
   */
  search?: InputMaybe<Scalars['String']['input']>;
  /** One product type (subcategory), e.g. 'oil' or 'face wash'. */
  subcategory?: InputMaybe<Scalars['String']['input']>;
};

/** A product as the admin's form sends it (createProduct, updateProduct). Prices in integer paise (pricePaise), from 1 paisa to ₹10,00,000; the rupee fields are deprecated. */
export type ProductInput = {
  /** Short selling points; may be empty. */
  benefits: Array<Scalars['String']['input']>;
  /** Show the Best seller badge. */
  bestSeller?: InputMaybe<Scalars['Boolean']['input']>;
  /** A category slug, e.g. hair; a new slug makes a new category. */
  category: Scalars['String']['input'];
  /** The concerns it is made for, by key (ProductConcern.key, e.g. hair-fall) or name (Hair fall); [] clears them, absent keeps them (a new product gets none). A value outside the shop's list is refused. */
  concerns?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Plain text, shown on the product page. */
  description: Scalars['String']['input'];
  /** Show in the home page's featured row. */
  featured?: InputMaybe<Scalars['Boolean']['input']>;
  /** GST rate in percent (0 to 100, at most two decimals); absent keeps the current one (a new product gets 18). */
  gstRatePercent?: InputMaybe<Scalars['Float']['input']>;
  /** How to use it, up to 5,000 characters; absent keeps it. */
  howToUse?: InputMaybe<Scalars['String']['input']>;
  /** Harmonised System code, 4 to 8 digits; absent keeps the current one (a new product gets 33049990). */
  hsnCode?: InputMaybe<Scalars['String']['input']>;
  /** When creating: the product's id and address (/product/<id>); absent, it is made from the name (neem-face-wash, then neem-face-wash-2 when taken). Ignored when updating. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The main image: a path on this shop (/images/...) or an https URL. */
  imageUrl: Scalars['String']['input'];
  /** Extra gallery images, same rules as imageUrl; absent keeps none. */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Ingredients (INCI list), up to 5,000 characters; absent keeps them. */
  ingredients?: InputMaybe<Scalars['String']['input']>;
  /** Show the New badge; the NEWEST sort lists these first. */
  isNew?: InputMaybe<Scalars['Boolean']['input']>;
  /** The Legal Metrology declarations, all at once. Required for a new product (and for one saved before they were asked for); absent on an edit keeps them. */
  legalDeclarations?: InputMaybe<LegalDeclarationsInput>;
  /** The display name; required. */
  name: Scalars['String']['input'];
  /**
   * Base price in rupees.
   * @deprecated Use pricePaise (integer paise), the shape every other money input has. Removed in the next release.
   */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** Base price in paise (what listings show and sort by). Give this or price. */
  pricePaise?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Ignored: a product's rating is worked out from its published reviews.
   * @deprecated Ratings come from published reviews; this value is ignored.
   */
  rating?: InputMaybe<Scalars['Float']['input']>;
  /**
   * Ignored: a product's review count is the number of its published reviews.
   * @deprecated Review counts come from published reviews; this value is ignored.
   */
  reviews?: InputMaybe<Scalars['Int']['input']>;
  /** At least one size; keep each existing size's id so orders and carts still find it. */
  sizes: Array<SizeInput>;
  /**
   * Units in stock over all sizes, 0 to 10,00,000: used only for sizes sent without their own stock, which share it evenly (the first sizes take one more while a remainder lasts).
   * @deprecated Give each size its stock: SizeInput.stock.
   */
  stock?: InputMaybe<Scalars['Int']['input']>;
  /** The product type within the category, e.g. oil. */
  subcategory: Scalars['String']['input'];
  /** Unit of quantity from the GST list (BTL, TUB, PCS, PAC, NOS, …); absent keeps the current one (a new product gets NOS). */
  uqc?: InputMaybe<Scalars['String']['input']>;
};

/** One page of Query.products. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /**
   * When a search found nothing: a nearby search that finds something under the same filter (each
   * word the catalogue does not know replaced by its nearest known word, or left out), for "Did you
   * mean …?". Null otherwise.
   */
  didYouMean?: Maybe<Scalars['String']['output']>;
  /** The products of this page, in the sort's order; at most `limit` (which is at most 100). */
  items: Array<Product>;
  /** Whether more pages follow or come before (offset paging). */
  pageInfo: PageInfo;
  /**
   * How many products match the filter, whatever the page. Exact, except with a search: then
   * counting stops at 1,000 matches (totalCountCapped is true and totalCount is 1,000), because
   * every match of a broad search ("oil") costs a row read while the page needs 24. Show it as
   * "1,000+"; pageInfo.hasNextPage says whether another page follows.
   */
  totalCount: Scalars['Int']['output'];
  /** True when totalCount stopped at the search cap: at least that many match, maybe many more. */
  totalCountCapped: Scalars['Boolean']['output'];
};

/** One product's sales in a sales report. */
export type ProductSales = {
  __typename?: 'ProductSales';
  /** The name it was sold under. */
  name: Scalars['String']['output'];
  /** The product's id. */
  productId: Scalars['ID']['output'];
  /** Units sold in the period. */
  quantity: Scalars['Int']['output'];
  /**
   * Its revenue in rupees.
   * @deprecated Use revenueMoney: MoneySum (paise, currency, formatted).
   */
  revenue: Scalars['Float']['output'];
  /** Its revenue in the period. */
  revenueMoney: MoneySum;
};

/** The order of a product listing; ties are broken by product id, so pages never overlap. */
export type ProductSort =
  /** Products flagged new first, then the most recently added. */
  | 'NEWEST'
  /** Highest rating first. */
  | 'POPULAR'
  /** Highest base price first. */
  | 'PRICE_HIGH_LOW'
  /** Lowest base price first. */
  | 'PRICE_LOW_HIGH';

/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type Query = {
  __typename?: 'Query';
  /** Admins only (signed in; API tokens may not manage tokens). Newest first, revoked ones included. */
  apiTokens?: Maybe<Array<ApiToken>>;
  /** Admins only: for each size of the product that shoppers asked about, how many wait for its back-in-stock e-mail (sizes nobody waits for are left out). */
  backInStockWaiting: Array<BackInStockWaiting>;
  /** Every category with products in it. Open to anyone. */
  categories: Array<Category>;
  /** Admins only: the cash-on-delivery terms. */
  codSettings: CodSettings;
  /** Admins only: messages from the contact form, newest first. Null (with an error) for anyone else. */
  contactMessages?: Maybe<ContactMessagePage>;
  /** Admins or API tokens with ORDERS_WRITE: the couriers that would carry an order's parcel, with rates and days. */
  courierQuote: CourierQuote;
  /** Admins and API tokens with CUSTOMERS_READ: one customer by the e-mail their orders were placed with (any case); null when nobody ordered with it. */
  customer?: Maybe<Customer>;
  /** Admins and API tokens with CUSTOMERS_READ. Null (with an error) for anyone else. */
  customers?: Maybe<CustomerPage>;
  /** Admins only. Null (with an error) for anyone else, so other fields of the same request still answer. */
  dashboard?: Maybe<Dashboard>;
  /** Anyone: whether, by when and with what payment the shop delivers to a PIN code. BAD_USER_INPUT for something that is not a PIN code. */
  deliveryPromise: DeliveryPromise;
  /** Admins only: the delivery terms. */
  deliverySettings: DeliverySettings;
  /** Admins only: every discount code, newest first, with its uses and revenue. */
  discountCodes: Array<DiscountCode>;
  /** Admins or API tokens with ORDERS_WRITE: orders whose delivery failed and wait for an answer, oldest first. */
  failedDeliveries: Array<Order>;
  /** Admins only: background jobs that failed for good, newest first (at most 200). */
  failedJobs: Array<FailedJob>;
  /** Admins only: the month's GSTR-1 as the GST offline tool's import files (b2b, b2cl, b2cs, cdnr, cdnur, exemp, hsn(b2b), hsn(b2c), docs), each alone and in one zip; month as YYYY-MM. */
  gstr1Export: Gstr1Export;
  /** Admins only: every e-mail the shop sends, rendered with sample data (nothing is sent or stored). */
  mailPreviews: Array<MailPreview>;
  /** Signed-in shoppers: their consent to marketing e-mails. Their data as JSON is GET /api/account/export. */
  marketingConsent: MarketingConsent;
  /** The signed-in user, or null. */
  me?: Maybe<User>;
  /**
   * Admins only: undelivered cash-on-delivery orders that share a shopper (the e-mail without +tags,
   * the phone's last ten digits or the street, folded as the open-order limit folds them) or a
   * client address with at least `minOrders` of them, the most first: one person holding stock under
   * many names. Cancel one through updateOrderStatus.
   */
  openCashOnDeliveryGroups: Array<OpenCashOnDeliveryGroup>;
  /** An order by its unguessable id; null when unknown. */
  order?: Maybe<Order>;
  /**
   * Admins and API tokens with ORDERS_READ. Null (with an error) for anyone else, so other fields of
   * the same request still answer.
   *
   * Two ways to page. Offset pages (filter, sort, offset, limit; at most 100 a page) for screens.
   * The order sync, for integrators, when any of after, updatedSince or first is given (even as
   * null, as a first run's `after` is): every order
   * by (updatedAt, id) ascending, `first` at a time (default 100, at most 100), continuing after the
   * cursor `after` (pageInfo.endCursor of the previous page) or starting at updatedSince. Any change
   * to an order (status, payment, refund) moves it to the end, so a client that keeps sending
   * endCursor back sees every order, and every change, once and in order; hasNextPage false means
   * caught up: poll again later with the same cursor. An order whose change is still being written
   * shows up once it is committed, never before an order already returned. The sync takes filter
   * but not sort or offset.
   */
  orders?: Maybe<OrderPage>;
  /** Admins only: every order placed in the period as CSV (RFC 4180, a header row, rupee amounts), for a spreadsheet. */
  ordersCsv?: Maybe<Scalars['String']['output']>;
  /** Where an Indian PIN code is, from India Post's directory (anyone): null when the directory has no such code. Not six digits (the first 1 to 9): BAD_USER_INPUT. */
  pincode?: Maybe<PincodeArea>;
  /** Null when no product has this id. */
  product?: Maybe<Product>;
  /**
   * The catalogue, open to anyone. Two ways to page. Offset pages (filter, sort, offset, limit) for
   * screens. The catalogue sync, for integrators mirroring the catalogue, when any of after,
   * updatedSince or first is given (even as null, as a first run's `after` is): every product by
   * (updatedAt, id) ascending, `first` at a time (default 100, at most 100), continuing after the
   * cursor `after` (pageInfo.endCursor of the previous page) or starting at updatedSince. Any change
   * to a product (its details, a size's price, stock moved by an order) moves it to the end, so a
   * client that keeps sending endCursor back sees every change once, in order; hasNextPage false
   * means caught up: poll again later with the same cursor. A product shows up about a second after
   * it is written. Deleted products leave the list (the product.deleted webhook reports them). The
   * sync takes no filter, sort, offset or limit.
   */
  products: ProductPage;
  /** Prices a cart on the server (lines, totals, stock problems per line) without placing an order. */
  quote: Quote;
  /**
   * Admins and tokens with ORDERS_READ: the returns queue, every return request newest first. By
   * default the open ones (REQUESTED and APPROVED: waiting for an answer or for the parcel).
   */
  returnRequests?: Maybe<ReturnRequestPage>;
  /** Admins only: reviews to moderate (PENDING oldest first) or already moderated (newest first); all when status is absent. */
  reviews: ReviewPage;
  /** Admins only: the month's sales register as CSV, one row per invoice and credit note (credit notes negative); its sums equal the GSTR-1 files'. */
  salesRegisterCsv: Scalars['String']['output'];
  /** Admins only: paid sales by day and the best-selling products for a period of days in India's time (from and to inclusive, YYYY-MM-DD, at most 366 days). */
  salesReport?: Maybe<SalesReport>;
  /** Admins only: the search's synonym groups, as the Settings page edits them. */
  searchSynonyms: Array<SearchSynonymGroup>;
  /** Admins: how this shop ships. */
  shippingProvider: ShippingProviderName;
  /** The shop's name and contact details (anyone). */
  shopDetails: ShopDetails;
  /** Admins only: the owner's settings. */
  shopSettings?: Maybe<ShopSettings>;
  /** Admins only: invoices and credit notes, newest first, searched by number, order number, buyer name, e-mail or GSTIN. */
  taxDocuments: TaxDocumentPage;
  /** An order found by its number (HB-100042) and the e-mail it was placed with; null when either does not match. Throttled. */
  trackOrder?: Maybe<Order>;
  /** Admins only: e-mails that failed to send or wait for another try, newest first (at most 100). */
  troubledMails: Array<TroubledMail>;
  /** Admins, or API tokens with WEBHOOKS_MANAGE (deliveries to its own endpoints). Newest first; limit at most 100. */
  webhookDeliveries?: Maybe<WebhookDeliveryPage>;
  /** Admins, or API tokens with WEBHOOKS_MANAGE (a token sees the endpoints it registered). */
  webhookEndpoints?: Maybe<Array<WebhookEndpoint>>;
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryBackInStockWaitingArgs = {
  productId: Scalars['ID']['input'];
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryContactMessagesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryCourierQuoteArgs = {
  orderId: Scalars['ID']['input'];
  parcel?: InputMaybe<ParcelInput>;
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryCustomerArgs = {
  email: Scalars['String']['input'];
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryCustomersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryDeliveryPromiseArgs = {
  pincode: Scalars['String']['input'];
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryGstr1ExportArgs = {
  month: Scalars['String']['input'];
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryOpenCashOnDeliveryGroupsArgs = {
  minOrders?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OrderFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<OrderSort>;
  updatedSince?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryOrdersCsvArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryPincodeArgs = {
  code: Scalars['String']['input'];
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
  updatedSince?: InputMaybe<Scalars['DateTime']['input']>;
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryQuoteArgs = {
  country?: InputMaybe<Scalars['String']['input']>;
  discountCode?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  lines: Array<OrderLineInput>;
  paymentMethod?: InputMaybe<PaymentMethod>;
  state?: InputMaybe<Scalars['String']['input']>;
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryReturnRequestsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Array<ReturnStatus>>;
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryReviewsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ReviewStatus>;
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QuerySalesRegisterCsvArgs = {
  month: Scalars['String']['input'];
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QuerySalesReportArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryTaxDocumentsArgs = {
  kind?: InputMaybe<TaxDocumentKind>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryTrackOrderArgs = {
  email: Scalars['String']['input'];
  orderNumber: Scalars['String']['input'];
};


/** Everything the API reads. Catalogue, quote, order by id and tracking are open to anyone; the rest says who may call it. */
export type QueryWebhookDeliveriesArgs = {
  endpointId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<WebhookDeliveryStatus>;
};

/** A cart priced by the server as createOrder would price it; nothing is stored or reserved. */
export type Quote = PricedTotals & {
  __typename?: 'Quote';
  /** The cart's money as the invoice for its order will state it. */
  breakdown: MoneyBreakdown;
  /** Whether this cart may be paid in cash on delivery, its fee, or why not. */
  cashOnDelivery: CashOnDeliveryOffer;
  /** The cash-on-delivery fee in totalMoney: the fee when paymentMethod was CASH_ON_DELIVERY and it is offered, else zero. */
  codFeeMoney: Money;
  /** The code sent, when it applies; null when none was sent or it was refused. */
  discount?: Maybe<AppliedDiscount>;
  /** Taken off the goods by the code; zero without one (or when it was refused). */
  discountMoney: Money;
  /** Why the code sent does not apply (the quote is then priced without it); null otherwise. */
  discountRefusal?: Maybe<DiscountRefusal>;
  /** What the goods must come to more for shipping to be free (the least amount that takes subtotalMoney over the threshold); null when shipping is already free: over the threshold, or a free-shipping code. */
  freeShippingShortfallMoney?: Maybe<Money>;
  /** Units across the priced lines. */
  itemCount: Scalars['Int']['output'];
  /** One per variant (repeats are merged), in the order first sent. */
  lines: Array<QuoteLine>;
  /** True when no line has a problem. */
  orderable: Scalars['Boolean']['output'];
  /**
   * In rupees.
   * @deprecated Use shippingMoney: Money (paise, currency, formatted).
   */
  shipping: Scalars['Float']['output'];
  /** Free above ₹1,000, otherwise ₹30; zero with a free-shipping code. */
  shippingMoney: Money;
  /**
   * In rupees.
   * @deprecated Use subtotalMoney: Money (paise, currency, formatted).
   */
  subtotal: Scalars['Float']['output'];
  /** Sum of the priced lines. */
  subtotalMoney: Money;
  /**
   * In rupees.
   * @deprecated Use taxMoney: Money (paise, currency, formatted).
   */
  tax: Scalars['Float']['output'];
  /** Zero: prices include GST. */
  taxMoney: Money;
  /**
   * In rupees.
   * @deprecated Use totalMoney: Money (paise, currency, formatted).
   */
  total: Scalars['Float']['output'];
  /** What createOrder would charge for the same lines and code now: subtotal − discount + shipping + tax. */
  totalMoney: Money;
};

/** One line of a quote, priced by the server. */
export type QuoteLine = PricedLine & {
  __typename?: 'QuoteLine';
  /** Units of the line's size in stock now (each size has its own stock). */
  available: Scalars['Int']['output'];
  /** The line's share of the code's discount, as the order would record it. */
  discountMoney: Money;
  /** The product's GST rate in percent, contained in its price; null when the variant no longer exists. */
  gstRatePercent?: Maybe<Scalars['Float']['output']>;
  /** The product's main image; null when the variant no longer exists. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /**
   * Unit price × quantity in rupees; 0 when the variant no longer exists.
   * @deprecated Use lineTotalMoney: Money (paise, currency, formatted).
   */
  lineTotal: Scalars['Float']['output'];
  /** Unit price × quantity; zero when the variant no longer exists. */
  lineTotalMoney: Money;
  /** The most this line may hold now: what one order may hold of its size, within the per-line limit. */
  maxQuantity: Scalars['Int']['output'];
  /** Null when the variant no longer exists. */
  name?: Maybe<Scalars['String']['output']>;
  /** lineTotalMoney − discountMoney. */
  paidMoney: Money;
  /** Null when the line can be ordered as it is. */
  problem?: Maybe<QuoteProblem>;
  /** The product this variant belongs to; null when the variant no longer exists (as for the fields below that say so). */
  productId?: Maybe<Scalars['ID']['output']>;
  /** As sent (merged with repeats of the variant). */
  quantity: Scalars['Int']['output'];
  /** The size's label, for display. Null when the variant no longer exists. */
  size?: Maybe<Scalars['String']['output']>;
  /** Null when the variant no longer exists. */
  sku?: Maybe<Scalars['String']['output']>;
  /**
   * The server's unit price in rupees; null when the product or size no longer exists.
   * @deprecated Use unitPriceMoney: Money (paise, currency, formatted).
   */
  unitPrice?: Maybe<Scalars['Float']['output']>;
  /** The server's unit price; null when the variant no longer exists. */
  unitPriceMoney?: Maybe<Money>;
  /** As sent. */
  variantId: Scalars['ID']['output'];
};

/** What stands in the way of one quoted line. */
export type QuoteProblem = {
  __typename?: 'QuoteProblem';
  /** The kind of problem, for code. */
  code: QuoteProblemCode;
  /** What is wrong and how to fix it, for the shopper. */
  message: Scalars['String']['output'];
};

/** Why a quoted line cannot be ordered as it is. */
export type QuoteProblemCode =
  /** Fewer left than the line asks for: reduce the line to `maxQuantity`. */
  | 'INSUFFICIENT_STOCK'
  /** No product sells this variant any more (the product or this size of it was removed): the code createOrder's error has for the same line. */
  | 'NOT_FOUND'
  /** None left. */
  | 'OUT_OF_STOCK'
  /** The unit price sent differs from the server's. */
  | 'PRICE_CHANGED'
  /** More than one order may hold of this product (the shop's per-order limit): reduce the line to `maxQuantity`. */
  | 'QUANTITY_LIMIT'
  /** Never returned now: an unknown variant is NOT_FOUND, on quote as on createOrder. */
  | 'UNKNOWN_VARIANT';

/** Which received return, and whether its units can be sold again. */
export type ReceiveReturnInput = {
  /** Required when the order was paid in cash on delivery: how the owner sent the return's money back. */
  manual?: InputMaybe<ManualRefundInput>;
  /** Put the units back in stock on their sizes (default true); false for units that cannot be sold. */
  resellable?: InputMaybe<Scalars['Boolean']['input']>;
  /** The return's id; it must be APPROVED. */
  returnId: Scalars['ID']['input'];
};

/** What redeliverWebhook did. */
export type RedeliverWebhookPayload = {
  __typename?: 'RedeliverWebhookPayload';
  /** The new delivery. */
  delivery?: Maybe<WebhookDelivery>;
  /** NOT_FOUND for an unknown delivery. Empty when it worked. */
  errors: Array<UserError>;
};

/** Money sent back to the shopper for an order. */
export type Refund = {
  __typename?: 'Refund';
  /**
   * In rupees.
   * @deprecated Use amountMoney: Money (paise, currency, formatted).
   */
  amount: Scalars['Float']['output'];
  /** How much went (or is going) back. */
  amountMoney: Money;
  /** When the provider completed it; null until then. */
  completedAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the admin asked for the refund. */
  createdAt: Scalars['DateTime']['output'];
  /** The GST credit note issued when the refund completed; null until then. */
  creditNote?: Maybe<CreditNote>;
  /** The provider's code when the refund failed. */
  errorCode?: Maybe<Scalars['String']['output']>;
  /** Our id of the refund. */
  id: Scalars['ID']['output'];
  /** The UPI or bank transfer's reference of a manual refund; null through the provider. */
  manualReference?: Maybe<Scalars['String']['output']>;
  /** Our unique id for the refund at the payment provider. */
  merchantRefundId: Scalars['String']['output'];
  /** PROVIDER through the payment provider; UPI or BANK_TRANSFER when the owner sent cash-on-delivery money back by hand. */
  method: RefundMethod;
  /** The day a manual refund's money was sent (YYYY-MM-DD, India); null through the provider. */
  paidOn?: Maybe<Scalars['String']['output']>;
  /** The payment provider's refund id, once known. */
  providerRefundId?: Maybe<Scalars['String']['output']>;
  /** Why the admin refunded, as typed (1 to 500 characters). */
  reason: Scalars['String']['output'];
  /** Who asked for it: an admin's e-mail or an API token. */
  requestedBy: Scalars['String']['output'];
  /** Whether units of the order went back to stock with this refund (which ones: OrderLine.restockedQuantity). */
  restocked: Scalars['Boolean']['output'];
  /** PENDING until the provider settles it, then COMPLETED or FAILED. */
  state: RefundState;
};

/** How a refund's money went back. */
export type RefundMethod =
  /** By the owner, by bank transfer (cash on delivery). */
  | 'BANK_TRANSFER'
  /** Through the payment provider, to the payment's own account. */
  | 'PROVIDER'
  /** By the owner, by UPI (cash on delivery). */
  | 'UPI';

/** What refundOrder needs: the order, the reason, optionally an amount and whether to restock. */
export type RefundOrderInput = {
  /** In rupees; the whole amount still refundable when absent. */
  amount?: InputMaybe<Scalars['Float']['input']>;
  /** A goodwill payment after delivery with nothing returned (e.g. for a late parcel): its credit note is a financial one, reversing no GST. Not with restock. */
  goodwill?: InputMaybe<Scalars['Boolean']['input']>;
  /** Required for a cash-on-delivery order whose cash was collected (refused for an online payment): how the money was sent back. */
  manual?: InputMaybe<ManualRefundInput>;
  /** The order's id (UUID). */
  orderId: Scalars['ID']['input'];
  /** Why, for the records and the shopper's e-mail: 1 to 500 characters. */
  reason: Scalars['String']['input'];
  /** Return every unit the order still holds to stock. To return only some items (a part refund), use restockLines instead. */
  restock?: InputMaybe<Scalars['Boolean']['input']>;
  /** Return exactly these units to stock: each a line of this order, once, 1 to the units it still holds. */
  restockLines?: InputMaybe<Array<RefundRestockLineInput>>;
};

/** What refundOrder did. */
export type RefundOrderPayload = {
  __typename?: 'RefundOrderPayload';
  /** VALIDATION (amount or reason), INVALID_STATE (unpaid, already refunded, a refund in progress), NOT_FOUND, PAYMENT_PROVIDER_UNAVAILABLE. Empty when it worked. */
  errors: Array<UserError>;
  /** The order with its refunds; null when errors is not empty. */
  order?: Maybe<Order>;
};

/** Units of one order line to return to stock with a refund. */
export type RefundRestockLineInput = {
  /** The line's id (OrderLine.id). */
  lineId: Scalars['ID']['input'];
  /** How many of its units go back on the shelf. */
  quantity: Scalars['Int']['input'];
};

/** Where one refund stands at the payment provider. */
export type RefundState =
  /** The provider sent the money back. */
  | 'COMPLETED'
  /** No money moved; the refund may be asked again. */
  | 'FAILED'
  /** Asked of the payment provider; not settled yet. */
  | 'PENDING';

/** What removeSampleData did. */
export type RemoveSampleDataPayload = {
  __typename?: 'RemoveSampleDataPayload';
  /** FORBIDDEN or UNAUTHENTICATED. Empty when it worked. */
  errors: Array<UserError>;
  /** How many sample reviews were removed (0 when none were left). */
  removedReviews?: Maybe<Scalars['Int']['output']>;
};

/** What requestPasswordReset did. Always the same answer, whether or not an account has that e-mail. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /** True once the request was taken. */
  accepted?: Maybe<Scalars['Boolean']['output']>;
  /** VALIDATION for a malformed e-mail, RATE_LIMITED. */
  errors: Array<UserError>;
};

/** What a shopper asks back and why: by order number and e-mail, or (signed in) by the order's id. */
export type RequestReturnInput = {
  /** The e-mail the order was placed with. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Which lines and how many. */
  lines: Array<ReturnLineInput>;
  /** In the shopper's words; required for OTHER, at most 500 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** The order's id, for a signed-in shopper's own order. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** The order number, e.g. HB-100001, with email (the track-order page's way). */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  /** Why, from the list. */
  reason: ReturnReason;
};

/** What requestReturn did. */
export type RequestReturnPayload = {
  __typename?: 'RequestReturnPayload';
  /** INVALID_STATE with returnRefusal (not delivered, window closed), VALIDATION (lines, quantities, reason, note), NOT_FOUND (no such order and e-mail), RATE_LIMITED. */
  errors: Array<UserError>;
  /** The request, REQUESTED; null when errors is not empty. */
  returnRequest?: Maybe<ReturnRequest>;
};

/** What resolveContactMessage did. */
export type ResolveContactMessagePayload = {
  __typename?: 'ResolveContactMessagePayload';
  /** The ticket as it now is; null when errors is not empty. */
  contactMessage?: Maybe<ContactMessage>;
  /** NOT_FOUND for an unknown message. Empty when it worked. */
  errors: Array<UserError>;
};

/** What approveReturn, rejectReturn or receiveReturn did. */
export type ReturnDecisionPayload = {
  __typename?: 'ReturnDecisionPayload';
  /** INVALID_STATE (not in the status the step needs, or the refund limit refuses), VALIDATION (reason), NOT_FOUND. */
  errors: Array<UserError>;
  /** The return as it now stands; null when errors is not empty. */
  returnRequest?: Maybe<ReturnRequest>;
};

/** Units of one order line a return asks back. */
export type ReturnLine = {
  __typename?: 'ReturnLine';
  /** The product's name on the order. */
  name: Scalars['String']['output'];
  /** The order line (OrderLine.id). */
  orderLineId: Scalars['ID']['output'];
  /** How many units. */
  quantity: Scalars['Int']['output'];
  /** The size bought. */
  size: Scalars['String']['output'];
};

/** One line of a return request. */
export type ReturnLineInput = {
  /** The order line (OrderLine.id). */
  lineId: Scalars['ID']['input'];
  /** How many units, at most what was bought less what is already asked back. */
  quantity: Scalars['Int']['input'];
};

/** Why the shopper sends something back. */
export type ReturnReason =
  /** Changed their mind. */
  | 'CHANGED_MIND'
  /** Arrived damaged or leaking. */
  | 'DAMAGED'
  /** Not as described. */
  | 'NOT_AS_DESCRIBED'
  /** Something else: the note says what. */
  | 'OTHER'
  /** Did not suit the shopper's skin or hair. */
  | 'SKIN_REACTION'
  /** Wrong item or size sent. */
  | 'WRONG_ITEM';

/** Why requestReturn refused (an INVALID_STATE error), the message in the shipping policy's words. */
export type ReturnRefusal =
  /** The order has not been delivered (yet). */
  | 'NOT_DELIVERED'
  /** The return window after delivery (Order.returnWindowEndsAt) has closed. */
  | 'WINDOW_CLOSED';

/** A shopper's request to send back units of a delivered order. */
export type ReturnRequest = {
  __typename?: 'ReturnRequest';
  /** True while REQUESTED for more than the 2 days the policy promises. */
  approvalOverdue: Scalars['Boolean']['output'];
  /** When it was approved or rejected. */
  decidedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The return's id. */
  id: Scalars['ID']['output'];
  /** The units asked back. */
  lines: Array<ReturnLine>;
  /** The shopper's own words; empty when none. */
  note: Scalars['String']['output'];
  /** The order it returns items of. Admins and tokens with ORDERS_READ; null for anyone else. */
  order?: Maybe<Order>;
  /** Admins: the reverse pickup's AWB, once booked (bookReturnPickup). */
  pickupAwb?: Maybe<Scalars['String']['output']>;
  /** Admins: the courier collecting it. */
  pickupCourier?: Maybe<Scalars['String']['output']>;
  /** Admins: why the last try to book the visit failed. */
  pickupError?: Maybe<Scalars['String']['output']>;
  /** Admins: the return label the shopper was sent. */
  pickupLabelUrl?: Maybe<Scalars['String']['output']>;
  /** Admins: the day the courier comes, as the aggregator said it. */
  pickupScheduledFor?: Maybe<Scalars['String']['output']>;
  /** Admins: whether the courier's visit to collect it is booked. */
  pickupStatus?: Maybe<PickupBookingStatus>;
  /** Why, from the list. */
  reason: ReturnReason;
  /** The reason as shoppers read it, e.g. Arrived damaged or leaking. */
  reasonLabel: Scalars['String']['output'];
  /** When the items were received. */
  receivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** What the refund gives back: what those units cost, their share of the discount taken off; null until received. */
  refundAmount?: Maybe<Money>;
  /** When the refund completed. */
  refundedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Why the owner rejected it; null otherwise. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** When the shopper asked. */
  requestedAt: Scalars['DateTime']['output'];
  /** Whether the received units went back to stock; null until received. */
  resellable?: Maybe<Scalars['Boolean']['output']>;
  /** Where it stands. */
  status: ReturnStatus;
  /** Whole days it has waited for the owner's answer (0 once decided). */
  waitingDays: Scalars['Int']['output'];
};

/** One page of Query.returnRequests, newest first. */
export type ReturnRequestPage = {
  __typename?: 'ReturnRequestPage';
  /** Newest first. */
  items: Array<ReturnRequest>;
  /** Whether more pages follow (send endCursor back as `after`). */
  pageInfo: PageInfo;
  /** How many requests have these statuses. */
  totalCount: Scalars['Int']['output'];
};

/** Where a return stands: REQUESTED → APPROVED → RECEIVED → REFUNDED, or REJECTED. */
export type ReturnStatus =
  /** The owner accepted it; the shopper sends the items back. */
  | 'APPROVED'
  /** The items are back; their refund is with the payment provider. */
  | 'RECEIVED'
  /** The refund completed and its GST credit note was issued. */
  | 'REFUNDED'
  /** The owner refused it, with a reason the shopper is told. */
  | 'REJECTED'
  /** Asked by the shopper; waiting for the owner (within 2 days is the policy's promise). */
  | 'REQUESTED';

/** A buyer's review of a product they received. */
export type Review = {
  __typename?: 'Review';
  /** The buyer's city, as on the order. */
  authorCity: Scalars['String']['output'];
  /** The buyer's first name, as on the order. */
  authorName: Scalars['String']['output'];
  /** Up to 2,000 characters. */
  body: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['DateTime']['output'];
  /** The review's id. */
  id: Scalars['ID']['output'];
  /** True for a sample review the demo seed wrote, not a buyer: shown labelled "Sample review", removed by removeSampleData. */
  isSample: Scalars['Boolean']['output'];
  /** The reviewed product. */
  productId: Scalars['ID']['output'];
  /** The reviewed product's name, as the catalogue has it now. */
  productName: Scalars['String']['output'];
  /** 1 to 5 stars. */
  rating: Scalars['Int']['output'];
  /** The shop's public answer, if any. */
  reply?: Maybe<Scalars['String']['output']>;
  /** PENDING until the owner publishes or rejects it. */
  status: ReviewStatus;
  /** One line. */
  title: Scalars['String']['output'];
  /** True when the buyer of a delivered order wrote it (the only way a shopper can): shown as "Verified buyer". */
  verifiedBuyer: Scalars['Boolean']['output'];
};

/** A page of reviews. */
export type ReviewPage = {
  __typename?: 'ReviewPage';
  /** This page's reviews. */
  items: Array<Review>;
  /** Whether more pages follow or come before (offset paging). */
  pageInfo: PageInfo;
  /** How many there are in all. */
  totalCount: Scalars['Int']['output'];
};

export { ReviewStatus };

/** A product's published reviews in figures. */
export type ReviewSummary = {
  __typename?: 'ReviewSummary';
  /** Average stars, one decimal; 0 with no review. */
  average: Scalars['Float']['output'];
  /** Published reviews. */
  count: Scalars['Int']['output'];
  /** Five stars first; every star count present. */
  histogram: Array<StarCount>;
};

/** What revokeApiToken did. */
export type RevokeApiTokenPayload = {
  __typename?: 'RevokeApiTokenPayload';
  /** NOT_FOUND for an unknown token. Empty when it worked. */
  errors: Array<UserError>;
  /** The token, now revoked; null when errors is not empty. */
  token?: Maybe<ApiToken>;
};

export { Role };

/** What runJobAgain did. */
export type RunJobAgainPayload = {
  __typename?: 'RunJobAgainPayload';
  /** NOT_FOUND (no failed job with this id). Empty when it worked. */
  errors: Array<UserError>;
  /** The job as it was before it was put back in its queue; null when errors is not empty. */
  job?: Maybe<FailedJob>;
};

/** One day of a sales report. */
export type SalesDay = {
  __typename?: 'SalesDay';
  /** YYYY-MM-DD, a calendar day in India. */
  date: Scalars['String']['output'];
  /** Paid orders placed that day. */
  orders: Scalars['Int']['output'];
  /**
   * That day's revenue in rupees.
   * @deprecated Use revenueMoney: MoneySum (paise, currency, formatted).
   */
  revenue: Scalars['Float']['output'];
  /** That day's revenue. */
  revenueMoney: MoneySum;
};

/** Paid sales over a period (Query.salesReport); amounts in rupees. */
export type SalesReport = {
  __typename?: 'SalesReport';
  /** revenueMoney divided by orderCount, to the paisa (zero when none). */
  averageOrderValueMoney: Money;
  /** Every day of the period, oldest first; days without sales are zeros. */
  days: Array<SalesDay>;
  /** First day of the period, YYYY-MM-DD (India's calendar). */
  from: Scalars['String']['output'];
  /** Paid orders (PAID or PARTIALLY_REFUNDED) placed in the period, as Dashboard.paidOrderCount counts them. */
  orderCount: Scalars['Int']['output'];
  /** The best sellers by revenue (at most 10). */
  products: Array<ProductSales>;
  /**
   * Revenue of the period in rupees.
   * @deprecated Use revenueMoney: MoneySum (paise, currency, formatted).
   */
  revenue: Scalars['Float']['output'];
  /** What the orders placed in the period brought in less their completed refunds, as Dashboard.totalRevenueMoney counts it. */
  revenueMoney: MoneySum;
  /** Last day of the period, YYYY-MM-DD, inclusive. */
  to: Scalars['String']['output'];
};

/** What saveAddress did. */
export type SaveAddressPayload = {
  __typename?: 'SaveAddressPayload';
  /** The address as kept. */
  address?: Maybe<SavedAddress>;
  /** VALIDATION for a field or too many addresses, NOT_FOUND for an id that is not one of yours. */
  errors: Array<UserError>;
};

/** A delivery address a shopper keeps in their account to fill checkout with. */
export type SavedAddress = {
  __typename?: 'SavedAddress';
  /** Street address. */
  address: Scalars['String']['output'];
  /** The second street line (flat, floor, landmark); empty when there is none. */
  addressLine2: Scalars['String']['output'];
  /** As on the checkout form. */
  city: Scalars['String']['output'];
  /** As on the checkout form. */
  country: Scalars['String']['output'];
  /** As on the checkout form. */
  firstName: Scalars['String']['output'];
  /** The address's id. */
  id: Scalars['ID']['output'];
  /** As on the checkout form. */
  lastName: Scalars['String']['output'];
  /** As on the checkout form. */
  phone: Scalars['String']['output'];
  /** As on the checkout form. */
  postalCode: Scalars['String']['output'];
  /** As on the checkout form. */
  state: Scalars['String']['output'];
};

/** A delivery address to keep: the checkout form's fields without the e-mail (the account's own). */
export type SavedAddressInput = {
  /** Street address. */
  address: Scalars['String']['input'];
  /** Optional second street line (flat, floor, landmark), up to 200 characters. */
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  /** Up to 200 characters. */
  city: Scalars['String']['input'];
  /** One of the countries the shop ships to. */
  country: Scalars['String']['input'];
  /** Up to 200 characters. */
  firstName: Scalars['String']['input'];
  /** Up to 200 characters. */
  lastName: Scalars['String']['input'];
  /** 7 to 15 characters: digits, spaces, +, - and brackets. */
  phone: Scalars['String']['input'];
  /** For India, a six-digit PIN code not starting with 0. */
  postalCode: Scalars['String']['input'];
  /** For India, a state or union territory by its official name. */
  state: Scalars['String']['input'];
};

/** Words or phrases a search treats as the same, e.g. tulsi, tulasi, holy basil. */
export type SearchSynonymGroup = {
  __typename?: 'SearchSynonymGroup';
  /** Two or more words or phrases, lower-cased. */
  terms: Array<Scalars['String']['output']>;
};

/** One synonym group as the Settings page sends it. */
export type SearchSynonymGroupInput = {
  /** Two or more different words or phrases (letters, digits, spaces and dashes; at most 60 characters each). */
  terms: Array<Scalars['String']['input']>;
};

/** What sendContactMessage did. */
export type SendContactMessagePayload = {
  __typename?: 'SendContactMessagePayload';
  /** VALIDATION (with field) or RATE_LIMITED (with retryAfterSeconds). Empty when sent. */
  errors: Array<UserError>;
  /** The day (India) by which the shop will resolve it, one month on; null when errors is not empty. */
  resolveBy?: Maybe<Scalars['DateTime']['output']>;
  /** True when the message was accepted; null when errors is not empty. */
  sent?: Maybe<Scalars['Boolean']['output']>;
  /** The complaint ticket's number to tell the sender (also e-mailed to them), e.g. CT-1001; null when errors is not empty. */
  ticket?: Maybe<Scalars['String']['output']>;
};

/** What sendMailAgain did. */
export type SendMailAgainPayload = {
  __typename?: 'SendMailAgainPayload';
  /** NOT_FOUND, VALIDATION (already sent). Empty when it worked. */
  errors: Array<UserError>;
  /** The e-mail if it still did not go out; null when it was sent (or errors is not empty). */
  mail?: Maybe<TroubledMail>;
};

/** What sendTestWebhook did. */
export type SendTestWebhookPayload = {
  __typename?: 'SendTestWebhookPayload';
  /** The test delivery (event type webhook.test), due at once. */
  delivery?: Maybe<WebhookDelivery>;
  /** NOT_FOUND (field endpointId) for an unknown endpoint, or one another token registered. Empty when it worked. */
  errors: Array<UserError>;
};

/** The server's totals for a cart (compare with ExpectedTotalsInput, in paise). */
export type ServerTotals = {
  __typename?: 'ServerTotals';
  /**
   * Free above ₹1,000, otherwise ₹30.
   * @deprecated Use shippingMoney, the name every other type gives it.
   */
  shipping: Money;
  /** Free above ₹1,000, otherwise ₹30. */
  shippingMoney: Money;
  /**
   * Sum of the line totals at the server's prices.
   * @deprecated Use subtotalMoney, the name every other type gives it.
   */
  subtotal: Money;
  /** Sum of the line totals at the server's prices. */
  subtotalMoney: Money;
  /**
   * Zero: prices include GST.
   * @deprecated Use taxMoney, the name every other type gives it.
   */
  tax: Money;
  /** Zero: prices include GST. */
  taxMoney: Money;
  /**
   * What the order would cost now.
   * @deprecated Use totalMoney, the name every other type gives a total.
   */
  total: Money;
  /** What the order would cost now. */
  totalMoney: Money;
};

/** What setSizeParcel did. */
export type SetSizeParcelPayload = {
  __typename?: 'SetSizeParcelPayload';
  /** VALIDATION (weights and sides out of range), NOT_FOUND (no such product or size). */
  errors: Array<UserError>;
  /** The size's packed unit as stored; null when errors is not empty. */
  parcel?: Maybe<Parcel>;
};

/** How a product's shelf life is declared, counted from its date of manufacture (printed on each pack). */
export type ShelfLifeKind =
  /** Best before N months from the date of manufacture. */
  | 'BEST_BEFORE'
  /** Use by N months from the date of manufacture. */
  | 'USE_BY'
  /** Use within N months of manufacture. */
  | 'USE_WITHIN';

/** Which order leaves, with which courier and tracking number. */
export type ShipOrderInput = {
  /** The courier. */
  carrier: Carrier;
  /** The order's id (UUID); it must be PROCESSING (paid). */
  orderId: Scalars['ID']['input'];
  /** The courier's tracking number, checked against the courier's format where it has one. */
  trackingNumber: Scalars['String']['input'];
};

/** What shipOrder did. */
export type ShipOrderPayload = {
  __typename?: 'ShipOrderPayload';
  /** VALIDATION (trackingNumber in the wrong format for the courier), INVALID_STATE (not paid, already shipped, cancelled), NOT_FOUND. */
  errors: Array<UserError>;
  /** The order, now SHIPPED with its shipment; null when errors is not empty. */
  order?: Maybe<Order>;
};

/** What shipOrdersThroughCourier did. */
export type ShipOrdersThroughCourierPayload = {
  __typename?: 'ShipOrdersThroughCourierPayload';
  /** VALIDATION (more than 50 orders). */
  errors: Array<UserError>;
  /** The orders left as they were, each with why; null when errors is not empty. */
  refused?: Maybe<Array<CourierShipRefusal>>;
  /** The orders now SHIPPED; null when errors is not empty. */
  shipped?: Maybe<Array<Order>>;
};

/** Which order leaves through the courier aggregator, with which courier and parcel. */
export type ShipThroughCourierInput = {
  /** One of courierQuote's couriers; the cheapest when null. */
  courierId?: InputMaybe<Scalars['Int']['input']>;
  /** The order's id (UUID); it must be PROCESSING. */
  orderId: Scalars['ID']['input'];
  /** The parcel as packed; the order's sizes' own when null. */
  parcel?: InputMaybe<ParcelInput>;
};

/** What shipThroughCourier did. */
export type ShipThroughCourierPayload = {
  __typename?: 'ShipThroughCourierPayload';
  /** VALIDATION (no parcel, PIN code not deliverable, courier not offered), INVALID_STATE (not PROCESSING, already shipped, the aggregator refused), SHIPPING_PROVIDER_UNAVAILABLE (nothing changed), NOT_FOUND. */
  errors: Array<UserError>;
  /** The order, now SHIPPED with its AWB; null when errors is not empty. */
  order?: Maybe<Order>;
};

/** How an order left the shop. */
export type Shipment = {
  __typename?: 'Shipment';
  /** The courier. */
  carrier: Carrier;
  /** The courier's name as shoppers read it, e.g. Blue Dart. */
  carrierName: Scalars['String']['output'];
  /** Admins: the cash the label tells the courier to collect; null for a prepaid parcel. */
  codAmount?: Maybe<Money>;
  /** The courier the aggregator assigned, e.g. Delhivery Surface; null when the owner typed the courier. */
  courierName?: Maybe<Scalars['String']['output']>;
  /** The courier's last status in its words; null before any update. */
  courierStatus?: Maybe<Scalars['String']['output']>;
  /** Admins: the last failed delivery, null when none. */
  failedDelivery?: Maybe<FailedDelivery>;
  /** Admins: the last label PDF printed for it. */
  labelUrl?: Maybe<Scalars['String']['output']>;
  /** Admins: the parcel as booked. */
  parcel?: Maybe<Parcel>;
  /** Admins: why the last try to book the pickup failed. */
  pickupError?: Maybe<Scalars['String']['output']>;
  /** Admins: the day the courier's pickup is booked for, as the aggregator said it. */
  pickupScheduledFor?: Maybe<Scalars['String']['output']>;
  /** Admins: whether the courier's pickup is booked; null when shipped by hand. */
  pickupStatus?: Maybe<PickupBookingStatus>;
  /** When the parcel came back to the shop undelivered (RTO). */
  returnedToOriginAt?: Maybe<Scalars['DateTime']['output']>;
  /** When it was shipped. */
  shippedAt: Scalars['DateTime']['output'];
  /** True when booked through the courier aggregator (trackingNumber is then its air waybill). */
  throughCourierService: Scalars['Boolean']['output'];
  /** Admins: the courier's updates, oldest first. */
  trackingEvents: Array<CourierTrackingEvent>;
  /** The courier's tracking number, spaces removed, upper case. */
  trackingNumber: Scalars['String']['output'];
  /** The courier's tracking page for this parcel; null for OTHER. */
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

/** The shopper's details at checkout; every field is required and checked as the checkout form checks it. */
export type ShippingInput = {
  /** Street address: house, building and road. Up to 200 characters. */
  address: Scalars['String']['input'];
  /** Second address line (flat, floor, landmark); optional, up to 200 characters. Stored after the first, separated by a comma. */
  addressLine2?: InputMaybe<Scalars['String']['input']>;
  /** With a GSTIN, the business's legal (registered) name, 1 to 200 characters, printed on the invoice; ignored without one. */
  businessName?: InputMaybe<Scalars['String']['input']>;
  /** Up to 200 characters. */
  city: Scalars['String']['input'];
  /** India, United States or United Kingdom. */
  country: Scalars['String']['input'];
  /** A valid e-mail address; the confirmation goes there. */
  email: Scalars['String']['input'];
  /** Up to 200 characters. */
  firstName: Scalars['String']['input'];
  /** A business buyer's GSTIN (15 characters, checked), printed on the tax invoice; absent or empty for a consumer. */
  gstin?: InputMaybe<Scalars['String']['input']>;
  /** Up to 200 characters. */
  lastName: Scalars['String']['input'];
  /** For India, a 10-digit mobile number starting with 6, 7, 8 or 9, with +91 optional (spaces and dashes allowed); elsewhere 7 to 15 characters: digits, spaces, +, - and brackets. */
  phone: Scalars['String']['input'];
  /** For India, a six-digit PIN code not starting with 0. */
  postalCode: Scalars['String']['input'];
  /** For India, a state or union territory by its official name; elsewhere free text. */
  state: Scalars['String']['input'];
};

/** How the shop ships: typed by the owner, or booked through the courier aggregator. */
export type ShippingProviderName =
  /** The owner ships with a courier and tracking number (shipOrder). */
  | 'MANUAL'
  /** Parcels are booked through Shiprocket (shipThroughCourier): AWB, label, pickup and tracking. */
  | 'SHIPROCKET';

/** The shop's public details: its name and how to reach it (footer, contact page, policies). */
export type ShopDetails = {
  __typename?: 'ShopDetails';
  /** The registered address. */
  address: Scalars['String']['output'];
  /** Customer care e-mail. */
  email: Scalars['String']['output'];
  /** Their designation, e.g. Grievance Officer. */
  grievanceOfficerDesignation: Scalars['String']['output'];
  /** Their e-mail address. */
  grievanceOfficerEmail: Scalars['String']['output'];
  /** The grievance officer shoppers may complain to (named on the site as the e-commerce rules require). */
  grievanceOfficerName: Scalars['String']['output'];
  /** Their phone number. */
  grievanceOfficerPhone: Scalars['String']['output'];
  /** The seller's GSTIN. */
  gstin: Scalars['String']['output'];
  /** The registered legal name, printed on invoices. */
  legalName: Scalars['String']['output'];
  /** Customer care phone number. */
  phone: Scalars['String']['output'];
  /** The name shoppers know the shop by. */
  shopName: Scalars['String']['output'];
};

/** What the owner sets in the admin's Settings page. */
export type ShopSettings = {
  __typename?: 'ShopSettings';
  /** The registered address, lines separated by newlines. */
  address: Scalars['String']['output'];
  /** Where the owner is told of new contact-form messages. */
  contactNotificationEmail: Scalars['String']['output'];
  /** False while the address is the default (the configured admin e-mail). */
  contactNotificationEmailSet: Scalars['Boolean']['output'];
  /** The shop's e-mail address for shoppers. */
  email: Scalars['String']['output'];
  /** Their designation, e.g. Grievance Officer. */
  grievanceOfficerDesignation: Scalars['String']['output'];
  /** Their e-mail address. */
  grievanceOfficerEmail: Scalars['String']['output'];
  /** The grievance officer shoppers may complain to (named on the site as the e-commerce rules require). */
  grievanceOfficerName: Scalars['String']['output'];
  /** Their phone number. */
  grievanceOfficerPhone: Scalars['String']['output'];
  /** The seller's GSTIN. */
  gstin: Scalars['String']['output'];
  /** 1 to 4 letters or digits in front of invoice and credit note numbers. */
  invoicePrefix: Scalars['String']['output'];
  /** The name on the GST registration, printed on invoices. */
  legalName: Scalars['String']['output'];
  /** Which e-mails the owner receives, and whether buyers are asked for reviews. */
  mail: MailSettings;
  /** The shop's phone number. */
  phone: Scalars['String']['output'];
  /** The shop's name as shoppers see it (footer, e-mails, policies). */
  shopName: Scalars['String']['output'];
  /** State or union territory of the GST registration. */
  state: Scalars['String']['output'];
};

/** The owner's settings as the Settings page sends them. */
export type ShopSettingsInput = {
  /** The registered address. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** A valid e-mail address. */
  contactNotificationEmail: Scalars['String']['input'];
  /** Customer care e-mail, one address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Their designation. */
  grievanceOfficerDesignation?: InputMaybe<Scalars['String']['input']>;
  /** Their e-mail address, one address. */
  grievanceOfficerEmail?: InputMaybe<Scalars['String']['input']>;
  /** The grievance officer's name. */
  grievanceOfficerName?: InputMaybe<Scalars['String']['input']>;
  /** Their phone number. */
  grievanceOfficerPhone?: InputMaybe<Scalars['String']['input']>;
  /** A valid GSTIN of that state. */
  gstin?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 4 letters or digits. */
  invoicePrefix?: InputMaybe<Scalars['String']['input']>;
  /** The registered legal name. */
  legalName?: InputMaybe<Scalars['String']['input']>;
  /** Customer care phone number. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** The shop's details; each absent one is kept. */
  shopName?: InputMaybe<Scalars['String']['input']>;
  /** A state or union territory by its official name. */
  state?: InputMaybe<Scalars['String']['input']>;
};

/** A shopper's order, found as the track-order page finds it. */
export type ShopperOrderInput = {
  /** The e-mail the order was placed with (case-insensitive). */
  email: Scalars['String']['input'];
  /** As printed on the confirmation, e.g. HB-100042. */
  orderNumber: Scalars['String']['input'];
};

/** A new shopper account. */
export type SignUpInput = {
  /** One e-mail address: the confirmation link goes there. */
  email: Scalars['String']['input'];
  /** True when they ticked the separate consent to marketing e-mails (unticked by default); recorded with its time once the address is confirmed. */
  marketingConsent?: InputMaybe<Scalars['Boolean']['input']>;
  /** What to call you, 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** 8 to 1024 characters. */
  password: Scalars['String']['input'];
};

/** What signUp did. The answer is the same whether or not the e-mail already had an account; the e-mail says the rest. */
export type SignUpPayload = {
  __typename?: 'SignUpPayload';
  /** True when a confirmation (or a note that the account exists) was sent to the e-mail. */
  accepted?: Maybe<Scalars['Boolean']['output']>;
  /** VALIDATION for a field, RATE_LIMITED. */
  errors: Array<UserError>;
};

/** What simulatePayment did. */
export type SimulatePaymentPayload = {
  __typename?: 'SimulatePaymentPayload';
  /** SANDBOX_ONLY, NOT_FOUND, INVALID_STATE, VALIDATION, RATE_LIMITED. Empty when it worked. */
  errors: Array<UserError>;
  /** The order as it now is: PROCESSING once paid; CANCELLED (paymentStatus FAILED) once the payment failed. */
  order?: Maybe<Order>;
  /** True once the payment is recorded as paid. */
  paid?: Maybe<Scalars['Boolean']['output']>;
};

/** What a simulated sandbox payment does to the order. */
export type SimulatedPaymentOutcome =
  /** The payment fails with failureCode. */
  | 'FAILED'
  /** The shopper pays. */
  | 'PAID';

/** One size of a product (a variant): what carts, quotes and orders name. */
export type Size = {
  __typename?: 'Size';
  /** Stable across reads and catalogue edits (the label or price may change; the id does not). */
  id: Scalars['ID']['output'];
  /** For display, e.g. 100ml. */
  label: Scalars['String']['output'];
  /** Maximum retail price, inclusive of all taxes (Legal Metrology); the price is never above it. Null only for a size saved before MRPs were declared. */
  mrpMoney?: Maybe<Money>;
  /** The declared net quantity of this size's pack; null as mrpMoney may be. */
  netQuantity?: Maybe<NetQuantity>;
  /** The most units of this size one order may hold now: its stock within the shop's per-order limit. */
  orderLimit: Scalars['Int']['output'];
  /** One unit as packed for the courier (setSizeParcel): grams and centimetres; null until set. */
  parcel?: Maybe<Parcel>;
  /** Whole percent the price is below the MRP, rounded down; null when the price is the MRP. */
  percentOff?: Maybe<Scalars['Int']['output']>;
  /**
   * Price of this size in rupees.
   * @deprecated Use priceMoney: Money (paise, currency, formatted).
   */
  price: Scalars['Float']['output'];
  /** Price of one unit of this size. */
  priceMoney: Money;
  /** Stock-keeping unit: the product id and the label the size was created with, upper case, e.g. HAIR-OIL-1-100ML. Kept when the label changes. */
  sku: Scalars['String']['output'];
  /** Units of this size in stock now; 0 when this size is sold out. Each size has its own stock. Unpaid orders hold theirs until paid or expired. */
  stock: Scalars['Int']['output'];
};

/** A size in the admin's product form. */
export type SizeInput = {
  /** The size's id when editing an existing size, so it keeps its id and SKU (orders and carts name it); absent for a new size. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** For display, e.g. 100ml; unique within the product. */
  label: Scalars['String']['input'];
  /** Maximum retail price in paise, inclusive of all taxes; pricePaise may not be above it. Required for a new product; absent on an edit keeps the size's. */
  mrpPaise?: InputMaybe<Scalars['Int']['input']>;
  /** The pack's net quantity. Required for a new product; absent on an edit keeps the size's. */
  netQuantity?: InputMaybe<NetQuantityInput>;
  /**
   * In rupees.
   * @deprecated Use pricePaise (integer paise), the shape every other money input has. Removed in the next release.
   */
  price?: InputMaybe<Scalars['Float']['input']>;
  /** In paise (₹249.00 is 24900), from 1 to 10,00,00,000. Give this or price. */
  pricePaise?: InputMaybe<Scalars['Int']['input']>;
  /** Units of this size in stock, 0 to 10,00,000. Absent: the size keeps its stock (a new size gets a share of ProductInput.stock). */
  stock?: InputMaybe<Scalars['Int']['input']>;
};

/** Ascending or descending. */
export type SortDirection =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** How many published reviews gave a number of stars. */
export type StarCount = {
  __typename?: 'StarCount';
  /** Published reviews with that many stars. */
  count: Scalars['Int']['output'];
  /** 1 to 5. */
  stars: Scalars['Int']['output'];
};

/** A size an order asked more of than the shop has (stock is counted per size). */
export type StockShortage = {
  __typename?: 'StockShortage';
  /** Units of the size left now; 0 when sold out. */
  available: Scalars['Int']['output'];
  /** The product's name, for the message. */
  name: Scalars['String']['output'];
  /** The product's id. */
  productId: Scalars['ID']['output'];
  /** Units of the size the order asked for. */
  requested: Scalars['Int']['output'];
  /** The size's label, e.g. 100ml. */
  size: Scalars['String']['output'];
  /** The size's id (Size.id). */
  variantId: Scalars['ID']['output'];
};

/** A review of one product of a delivered order. */
export type SubmitReviewInput = {
  /** Up to 2,000 characters. */
  body: Scalars['String']['input'];
  /** The order's unguessable id: only its buyer has it. */
  orderId: Scalars['ID']['input'];
  /** A product of that order. */
  productId: Scalars['ID']['input'];
  /** 1 to 5 stars. */
  rating: Scalars['Int']['input'];
  /** One line, up to 120 characters. */
  title: Scalars['String']['input'];
};

/** What submitReview did. */
export type SubmitReviewPayload = {
  __typename?: 'SubmitReviewPayload';
  /** INVALID_STATE before delivery, CONFLICT when already reviewed, VALIDATION, NOT_FOUND. */
  errors: Array<UserError>;
  /** The review, PENDING until the owner publishes it. */
  review?: Maybe<Review>;
};

/** Within the seller's state (central + state GST, half each) or across states (integrated GST). */
export type SupplyType =
  /** Delivered to another state: IGST at the full rate. */
  | 'INTER_STATE'
  /** Delivered in the seller's own state: CGST and SGST, half the rate each. */
  | 'INTRA_STATE';

/** Which series a tax document belongs to. */
export type TaxDocumentKind =
  /** A credit note, issued when a refund completes. */
  | 'CREDIT_NOTE'
  /** A tax invoice, issued when a payment is confirmed. */
  | 'INVOICE';

/** A line of a tax invoice or credit note, as issued. */
export type TaxDocumentLine = {
  __typename?: 'TaxDocumentLine';
  /** What the line comes to, GST included: taxableValue + cgst + sgst + igst. */
  amountMoney: Money;
  /** Central GST (intra-state), else zero. */
  cgstMoney: Money;
  /** The product and size, or shipping. */
  description: Scalars['String']['output'];
  /** The discount the goods were sold with: units × unit price − amount; zero for charges. */
  discountMoney: Money;
  /** The rate the line was taxed at, in percent. */
  gstRatePercent: Scalars['Float']['output'];
  /** Harmonised System code. */
  hsnCode: Scalars['String']['output'];
  /** Integrated GST (inter-state), else zero. */
  igstMoney: Money;
  /** Units; 0 on a credit note line that returns part of a line's value rather than whole units. */
  quantity: Scalars['Int']['output'];
  /** State GST (intra-state), else zero. */
  sgstMoney: Money;
  /** The value before tax, worked back from the price. */
  taxableValueMoney: Money;
  /** Price of one unit, GST included. */
  unitPriceMoney: Money;
  /** The unit of quantity (UQC) goods are counted in, e.g. BTL; null for shipping and fees, and on documents issued before units were printed. */
  uqc?: Maybe<Scalars['String']['output']>;
  /** Union territory GST (within a union territory without a legislature), else zero. */
  utgstMoney: Money;
};

/** A page of the admin's invoice list, newest first. */
export type TaxDocumentPage = {
  __typename?: 'TaxDocumentPage';
  /** This page of documents, newest first. */
  items: Array<TaxDocumentSummary>;
  /** Whether more pages follow or come before (offset paging). */
  pageInfo: PageInfo;
  /** All documents matching the search. */
  totalCount: Scalars['Int']['output'];
};

/** An invoice or credit note in the admin's list. */
export type TaxDocumentSummary = {
  __typename?: 'TaxDocumentSummary';
  /** The buyer's GSTIN, for a business purchase. */
  buyerGstin?: Maybe<Scalars['String']['output']>;
  /** The buyer as on the document. */
  buyerName: Scalars['String']['output'];
  /** What it is, and so its title: tax invoice, bill of supply, invoice-cum-bill of supply, credit note or financial credit note. */
  documentType: TaxDocumentType;
  /** The document's id. */
  id: Scalars['ID']['output'];
  /** When it was issued. */
  issuedAt: Scalars['DateTime']['output'];
  /** INVOICE or CREDIT_NOTE. */
  kind: TaxDocumentKind;
  /** Its number in its series. */
  number: Scalars['String']['output'];
  /** The order it belongs to. */
  orderId: Scalars['ID']['output'];
  /** The order's number, e.g. HB-100042. */
  orderNumber: Scalars['String']['output'];
  /** The PDF. */
  pdfUrl: Scalars['String']['output'];
  /** The state's name and code. */
  placeOfSupply: Scalars['String']['output'];
  /** CGST + SGST + IGST. */
  taxMoney: Money;
  /** Taxable value. */
  taxableValueMoney: Money;
  /** Taxable value plus tax. */
  totalMoney: Money;
};

/** What an issued document is, and so its title. */
export type TaxDocumentType =
  /** Exempt (nil-rated) goods only: a bill of supply, no tax. */
  | 'BILL_OF_SUPPLY'
  /** A credit note reversing the tax of what was refunded. */
  | 'CREDIT_NOTE'
  /** Money given back after the supply with no goods returned (goodwill): no tax reversed, not in the GST return. */
  | 'FINANCIAL_CREDIT_NOTE'
  /** Exempt and taxable goods together: an invoice-cum-bill of supply. */
  | 'INVOICE_CUM_BILL_OF_SUPPLY'
  /** Taxable goods only: a tax invoice. */
  | 'TAX_INVOICE';

/** An e-mail the shop could not send (yet). */
export type TroubledMail = {
  __typename?: 'TroubledMail';
  /** How often sending was tried. */
  attempts: Scalars['Int']['output'];
  /** When it was queued. */
  createdAt: Scalars['DateTime']['output'];
  /** The outbox message's id (UUID). */
  id: Scalars['ID']['output'];
  /** The kind as the outbox names it, e.g. order-confirmation. */
  kind: Scalars['String']['output'];
  /** The mail server's last answer, or the connection's error. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** When it is tried again (WAITING only). */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** Failed for good, or waiting for another try. */
  state: TroubledMailState;
  /** The subject line. */
  subject: Scalars['String']['output'];
  /** The recipient's address. */
  to: Scalars['String']['output'];
};

/** Whether an e-mail that did not go out is still being tried. */
export type TroubledMailState =
  /** Given up after the last attempt: only Send again now tries it again. */
  | 'FAILED'
  /** Sending failed; it is tried again at nextAttemptAt. */
  | 'WAITING';

/** What updateMailSettings did. */
export type UpdateMailSettingsPayload = {
  __typename?: 'UpdateMailSettingsPayload';
  /** VALIDATION (with field). Empty when it worked. */
  errors: Array<UserError>;
  /** The switches as they now are; null when errors is not empty. */
  settings?: Maybe<MailSettings>;
};

/** What updateOrderStatus did. */
export type UpdateOrderStatusPayload = {
  __typename?: 'UpdateOrderStatusPayload';
  /** INVALID_STATE (the state machine refuses; the message says why) or NOT_FOUND. Empty when it worked. */
  errors: Array<UserError>;
  /** The order as it now is; null when errors is not empty. */
  order?: Maybe<Order>;
};

/** What updateProduct did. */
export type UpdateProductPayload = {
  __typename?: 'UpdateProductPayload';
  /** VALIDATION (with field) or NOT_FOUND. Empty when it worked. */
  errors: Array<UserError>;
  /** The product as it now is; null when errors is not empty. */
  product?: Maybe<Product>;
};

/** What updateSearchSynonyms did. */
export type UpdateSearchSynonymsPayload = {
  __typename?: 'UpdateSearchSynonymsPayload';
  /** VALIDATION (with field) for a group or term the rules refuse; nothing is changed then. Empty when it worked. */
  errors: Array<UserError>;
  /** Every group now in force; null when errors is not empty. */
  searchSynonyms?: Maybe<Array<SearchSynonymGroup>>;
};

/** What updateShopSettings did. */
export type UpdateShopSettingsPayload = {
  __typename?: 'UpdateShopSettingsPayload';
  /** VALIDATION (with field). Empty when it worked. */
  errors: Array<UserError>;
  /** The settings as they now are; null when errors is not empty. */
  settings?: Maybe<ShopSettings>;
};

/** A signed-in account (Query.me, Mutation.login). */
export type User = {
  __typename?: 'User';
  /** The shopper's saved delivery addresses, oldest first. */
  addresses: Array<SavedAddress>;
  /** The e-mail it signs in with. */
  email: Scalars['String']['output'];
  /** Whether the account's e-mail was confirmed by its link. Orders are listed only once it is. */
  emailConfirmed: Scalars['Boolean']['output'];
  /** The account's id. */
  id: Scalars['ID']['output'];
  /** The name a shopper signed up with; empty for an administrator made before names were asked. */
  name: Scalars['String']['output'];
  /** Every order placed with this confirmed e-mail, newest first (at most 50), guest orders placed before the account included. */
  orders: Array<Order>;
  /** USER or ADMIN; the server checks it on every admin operation. */
  role: Role;
};

/**
 * One expected failure of a mutation. The detail fields are null unless the code uses them:
 * OUT_OF_STOCK fills `stock`, PRICE_CHANGED `serverTotals`, RATE_LIMITED `retryAfterSeconds`,
 * VALIDATION may fill `maxQuantity` for a line over the per-order limit.
 */
export type UserError = {
  __typename?: 'UserError';
  /** COD_UNAVAILABLE: why cash on delivery is not offered for this order. */
  codRefusalReason?: Maybe<CodRefusalReason>;
  /** The kind of failure, for code (see ErrorCode). */
  code: ErrorCode;
  /** DISCOUNT_INVALID: why the code does not apply. */
  discountRefusal?: Maybe<DiscountRefusal>;
  /** Path to the argument or input field at fault, e.g. ["input", "shipping", "email"] or ["input", "lines", "0"]; null when no one field is. */
  field?: Maybe<Array<Scalars['String']['output']>>;
  /** VALIDATION of a line over the per-order limit: the most units of that size one order may hold now. */
  maxQuantity?: Maybe<Scalars['Int']['output']>;
  /** For people: show it as it is. */
  message: Scalars['String']['output'];
  /** RATE_LIMITED: seconds to wait before trying again (also sent as the Retry-After header). */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
  /** INVALID_STATE from requestReturn: why a return cannot be asked for this order. */
  returnRefusal?: Maybe<ReturnRefusal>;
  /** PRICE_CHANGED: the server's figures for the same cart. */
  serverTotals?: Maybe<ServerTotals>;
  /** OUT_OF_STOCK: each size of the order that is short, with what is left. */
  stock?: Maybe<Array<StockShortage>>;
};

/** One event sent (or to be sent) to one endpoint. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** POSTs made so far. */
  attempts: Scalars['Int']['output'];
  /** When the event was queued, in the transaction of the change. */
  createdAt: Scalars['DateTime']['output'];
  /** When the receiver answered 2xx; null until then. */
  deliveredAt?: Maybe<Scalars['DateTime']['output']>;
  /** The endpoint it goes to. */
  endpointId: Scalars['ID']['output'];
  /** That endpoint's URL. */
  endpointUrl: Scalars['String']['output'];
  /** The event's id, the body's `id`: the same in every delivery of one event, so receivers can drop duplicates. */
  eventId: Scalars['ID']['output'];
  /** e.g. order.paid. */
  eventType: Scalars['String']['output'];
  /** The delivery's id (Mutation.redeliverWebhook takes it). */
  id: Scalars['ID']['output'];
  /** Why the last attempt failed. */
  lastError?: Maybe<Scalars['String']['output']>;
  /** When the next attempt is due, while PENDING. */
  nextAttemptAt?: Maybe<Scalars['DateTime']['output']>;
  /** The event's data as JSON text (the body's `data`). */
  payload: Scalars['String']['output'];
  /** The receiver's last HTTP status; null before the first answer or when none came. */
  responseStatus?: Maybe<Scalars['Int']['output']>;
  /** PENDING, DELIVERED or FAILED. */
  status: WebhookDeliveryStatus;
};

/** One page of Query.webhookDeliveries, newest first. */
export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  /** Newest first. */
  items: Array<WebhookDelivery>;
  /** Whether more pages follow or come before. */
  pageInfo: PageInfo;
  /** How many deliveries match the filter. */
  totalCount: Scalars['Int']['output'];
};

/** Where one delivery stands: retried with exponential back-off (WEBHOOK_RETRY_BASE_SECONDS doubling up to an hour) for 24 hours. */
export type WebhookDeliveryStatus =
  /** The receiver answered 2xx. */
  | 'DELIVERED'
  /** Every attempt for 24 hours failed. */
  | 'FAILED'
  /** Waiting for its first or next attempt. */
  | 'PENDING';

/** A receiver of webhooks: the shop POSTs signed JSON events to its URL. */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  /** When it was registered. */
  createdAt: Scalars['DateTime']['output'];
  /** What the admin noted about it; null when none. */
  description?: Maybe<Scalars['String']['output']>;
  /**
   * Event types sent to this endpoint: order.created, order.paid, order.status_changed, order.refunded,
   * product.created, product.updated, product.deleted, product.stock_changed, stock.low,
   * return.requested, return.approved, return.rejected, return.refunded.
   */
  events: Array<Scalars['String']['output']>;
  /** The endpoint's id. */
  id: Scalars['ID']['output'];
  /** https (http only outside production, or to a loopback receiver where allowed); never a link-local or private address unless the shop allows it. */
  url: Scalars['String']['output'];
};

/** Days in transit to one zone. */
export type ZoneTransitDays = {
  __typename?: 'ZoneTransitDays';
  /** Courier days (Monday to Saturday) from dispatch to the door, 0 to 20. */
  days: Scalars['Int']['output'];
  zone: DeliveryZone;
};

export type ZoneTransitDaysInput = {
  /** 0 to 20. */
  days: Scalars['Int']['input'];
  zone: DeliveryZone;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  PricedLine:
    | ( OrderLineEntity )
    | ( Omit<QuoteLine, 'discountMoney' | 'lineTotalMoney' | 'paidMoney' | 'unitPriceMoney'> & { discountMoney: _RefType['Money'], lineTotalMoney: _RefType['Money'], paidMoney: _RefType['Money'], unitPriceMoney?: Maybe<_RefType['Money']> } )
  ;
  PricedTotals:
    | ( OrderEntity )
    | ( QuoteForDelivery )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Address: ResolverTypeWrapper<Address>;
  AnswerFailedDeliveryInput: AnswerFailedDeliveryInput;
  AnswerFailedDeliveryPayload: ResolverTypeWrapper<Omit<AnswerFailedDeliveryPayload, 'errors' | 'order'> & { errors: Array<ResolversTypes['UserError']>, order?: Maybe<ResolversTypes['Order']> }>;
  ApiToken: ResolverTypeWrapper<ApiTokenEntity>;
  ApiTokenScope: ApiTokenScope;
  AppliedDiscount: ResolverTypeWrapper<Omit<AppliedDiscount, 'savingMoney'> & { savingMoney: ResolversTypes['Money'] }>;
  BackInStockInput: BackInStockInput;
  BackInStockPayload: ResolverTypeWrapper<Omit<BackInStockPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  BackInStockWaiting: ResolverTypeWrapper<BackInStockWaiting>;
  BookReturnPickupPayload: ResolverTypeWrapper<Omit<BookReturnPickupPayload, 'errors' | 'returnRequest'> & { errors: Array<ResolversTypes['UserError']>, returnRequest?: Maybe<ResolversTypes['ReturnRequest']> }>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CancelOrderLineInput: CancelOrderLineInput;
  Carrier: Carrier;
  CashOnDeliveryOffer: ResolverTypeWrapper<Omit<CashOnDeliveryOffer, 'feeMoney'> & { feeMoney: ResolversTypes['Money'] }>;
  CashOnDeliveryPayload: ResolverTypeWrapper<Omit<CashOnDeliveryPayload, 'errors' | 'order'> & { errors: Array<ResolversTypes['UserError']>, order?: Maybe<ResolversTypes['Order']> }>;
  Category: ResolverTypeWrapper<CategoryRef>;
  CodRefusalReason: CodRefusalReason;
  CodSettings: ResolverTypeWrapper<Omit<CodSettings, 'feeMoney' | 'maxOrderMoney'> & { feeMoney: ResolversTypes['Money'], maxOrderMoney: ResolversTypes['Money'] }>;
  CodSettingsInput: CodSettingsInput;
  CodSettingsPayload: ResolverTypeWrapper<Omit<CodSettingsPayload, 'codSettings' | 'errors'> & { codSettings?: Maybe<ResolversTypes['CodSettings']>, errors: Array<ResolversTypes['UserError']> }>;
  ConfirmEmailPayload: ResolverTypeWrapper<Omit<ConfirmEmailPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  ConfirmPaymentPayload: ResolverTypeWrapper<Omit<ConfirmPaymentPayload, 'errors' | 'order'> & { errors: Array<ResolversTypes['UserError']>, order?: Maybe<ResolversTypes['Order']> }>;
  ContactMessage: ResolverTypeWrapper<ContactMessageEntity>;
  ContactMessageInput: ContactMessageInput;
  ContactMessagePage: ResolverTypeWrapper<Omit<ContactMessagePage, 'items'> & { items: Array<ResolversTypes['ContactMessage']> }>;
  ContactTicketStatus: ContactTicketStatus;
  CourierLabelsPayload: ResolverTypeWrapper<Omit<CourierLabelsPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  CourierOption: ResolverTypeWrapper<CourierOptionRecord>;
  CourierQuote: ResolverTypeWrapper<CourierQuoteRecord>;
  CourierShipRefusal: ResolverTypeWrapper<BulkShipResult>;
  CourierTrackingEvent: ResolverTypeWrapper<CourierTrackingEventEntity>;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateApiTokenPayload: ResolverTypeWrapper<Omit<CreateApiTokenPayload, 'errors' | 'token'> & { errors: Array<ResolversTypes['UserError']>, token?: Maybe<ResolversTypes['ApiToken']> }>;
  CreateOrderInput: CreateOrderInput;
  CreateOrderPayload: ResolverTypeWrapper<Omit<CreateOrderPayload, 'errors' | 'order'> & { errors: Array<ResolversTypes['UserError']>, order?: Maybe<ResolversTypes['Order']> }>;
  CreateProductPayload: ResolverTypeWrapper<Omit<CreateProductPayload, 'errors' | 'product'> & { errors: Array<ResolversTypes['UserError']>, product?: Maybe<ResolversTypes['Product']> }>;
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreateWebhookEndpointPayload: ResolverTypeWrapper<Omit<CreateWebhookEndpointPayload, 'endpoint' | 'errors'> & { endpoint?: Maybe<ResolversTypes['WebhookEndpoint']>, errors: Array<ResolversTypes['UserError']> }>;
  CreditNote: ResolverTypeWrapper<TaxDocumentEntity>;
  CurrencyCode: CurrencyCode;
  Customer: ResolverTypeWrapper<CustomerRecord>;
  CustomerPage: ResolverTypeWrapper<Omit<CustomerPage, 'items'> & { items: Array<ResolversTypes['Customer']> }>;
  Dashboard: ResolverTypeWrapper<Omit<Dashboard, 'averageOrderValueMoney' | 'recentOrders' | 'totalRevenueMoney'> & { averageOrderValueMoney: ResolversTypes['Money'], recentOrders: Array<ResolversTypes['Order']>, totalRevenueMoney: ResolversTypes['MoneySum'] }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAccountPayload: ResolverTypeWrapper<Omit<DeleteAccountPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  DeleteAddressPayload: ResolverTypeWrapper<Omit<DeleteAddressPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  DeleteDiscountCodePayload: ResolverTypeWrapper<Omit<DeleteDiscountCodePayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  DeleteProductPayload: ResolverTypeWrapper<Omit<DeleteProductPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  DeleteWebhookEndpointPayload: ResolverTypeWrapper<Omit<DeleteWebhookEndpointPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  DeliveryAnswerInput: DeliveryAnswerInput;
  DeliveryAttemptFailure: ResolverTypeWrapper<DeliveryAttemptFailure>;
  DeliveryPromise: ResolverTypeWrapper<DeliveryPromise>;
  DeliverySettings: ResolverTypeWrapper<DeliverySettings>;
  DeliverySettingsInput: DeliverySettingsInput;
  DeliverySettingsPayload: ResolverTypeWrapper<Omit<DeliverySettingsPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  DeliveryZone: DeliveryZone;
  DiscountCode: ResolverTypeWrapper<DiscountCodeSummary>;
  DiscountCodeInput: DiscountCodeInput;
  DiscountCodePayload: ResolverTypeWrapper<Omit<DiscountCodePayload, 'discountCode' | 'errors'> & { discountCode?: Maybe<ResolversTypes['DiscountCode']>, errors: Array<ResolversTypes['UserError']> }>;
  DiscountKind: DiscountKind;
  DiscountRefusal: ResolverTypeWrapper<Omit<DiscountRefusal, 'amountNeededMoney'> & { amountNeededMoney?: Maybe<ResolversTypes['Money']> }>;
  DiscountRefusalReason: DiscountRefusalReason;
  ErrorCode: ErrorCode;
  ExpectedTotalsInput: ExpectedTotalsInput;
  FailedDelivery: ResolverTypeWrapper<FailedDelivery>;
  FailedDeliveryAnswer: FailedDeliveryAnswer;
  FailedDeliveryOutcome: FailedDeliveryOutcome;
  FailedJob: ResolverTypeWrapper<FailedJob>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GstAtRate: ResolverTypeWrapper<GstAtRateRecord>;
  Gstr1Export: ResolverTypeWrapper<Gstr1ExportRecord>;
  Gstr1File: ResolverTypeWrapper<Gstr1File>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<TaxDocumentEntity>;
  LegalDeclarations: ResolverTypeWrapper<LegalDeclarations>;
  LegalDeclarationsInput: LegalDeclarationsInput;
  LoginPayload: ResolverTypeWrapper<Omit<LoginPayload, 'errors' | 'user'> & { errors: Array<ResolversTypes['UserError']>, user?: Maybe<ResolversTypes['User']> }>;
  LogoutPayload: ResolverTypeWrapper<Omit<LogoutPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  MailPreview: ResolverTypeWrapper<MailPreview>;
  MailRecipient: MailRecipient;
  MailSettings: ResolverTypeWrapper<MailSettings>;
  MailSettingsInput: MailSettingsInput;
  MakerRole: MakerRole;
  ManualRefundInput: ManualRefundInput;
  MarkContactMessageReadPayload: ResolverTypeWrapper<Omit<MarkContactMessageReadPayload, 'contactMessage' | 'errors'> & { contactMessage?: Maybe<ResolversTypes['ContactMessage']>, errors: Array<ResolversTypes['UserError']> }>;
  MarkOrderDeliveredPayload: ResolverTypeWrapper<Omit<MarkOrderDeliveredPayload, 'errors' | 'order'> & { errors: Array<ResolversTypes['UserError']>, order?: Maybe<ResolversTypes['Order']> }>;
  MarketingConsent: ResolverTypeWrapper<MarketingConsent>;
  MarketingConsentPayload: ResolverTypeWrapper<Omit<MarketingConsentPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  ModerateReviewPayload: ResolverTypeWrapper<Omit<ModerateReviewPayload, 'errors' | 'review'> & { errors: Array<ResolversTypes['UserError']>, review?: Maybe<ResolversTypes['Review']> }>;
  Money: ResolverTypeWrapper<number>;
  MoneyBreakdown: ResolverTypeWrapper<BreakdownView>;
  MoneyBreakdownLine: ResolverTypeWrapper<BreakdownLine>;
  MoneySum: ResolverTypeWrapper<number>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NetQuantity: ResolverTypeWrapper<NetQuantity>;
  NetQuantityInput: NetQuantityInput;
  NetQuantityUnit: NetQuantityUnit;
  OpenCashOnDeliveryGroup: ResolverTypeWrapper<Omit<OpenCashOnDeliveryGroup, 'orders'> & { orders: Array<ResolversTypes['Order']> }>;
  Order: ResolverTypeWrapper<OrderEntity>;
  OrderActivity: ResolverTypeWrapper<OrderActivity>;
  OrderActivityKind: OrderActivityKind;
  OrderChangePayload: ResolverTypeWrapper<Omit<OrderChangePayload, 'errors' | 'order'> & { errors: Array<ResolversTypes['UserError']>, order?: Maybe<ResolversTypes['Order']> }>;
  OrderContactInput: OrderContactInput;
  OrderFilter: OrderFilter;
  OrderLine: ResolverTypeWrapper<OrderLineEntity>;
  OrderLineInput: OrderLineInput;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderSort: OrderSort;
  OrderSortField: OrderSortField;
  OrderStatus: OrderStatus;
  OrderStatusChange: ResolverTypeWrapper<OrderStatusChangeEntity>;
  OrderStatusOption: ResolverTypeWrapper<OrderStatusOption>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Parcel: ResolverTypeWrapper<Parcel>;
  ParcelInput: ParcelInput;
  PasswordChangePayload: ResolverTypeWrapper<Omit<PasswordChangePayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  PaymentMethod: PaymentMethod;
  PaymentStatus: PaymentStatus;
  PickupBookingStatus: PickupBookingStatus;
  PincodeArea: ResolverTypeWrapper<PincodeArea>;
  PricedLine: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['PricedLine']>;
  PricedTotals: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['PricedTotals']>;
  Product: ResolverTypeWrapper<ProductEntity>;
  ProductConcern: ResolverTypeWrapper<ProductConcern>;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductPage: ResolverTypeWrapper<Omit<ProductPage, 'items'> & { items: Array<ResolversTypes['Product']> }>;
  ProductSales: ResolverTypeWrapper<Omit<ProductSales, 'revenueMoney'> & { revenueMoney: ResolversTypes['MoneySum'] }>;
  ProductSort: ProductSort;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<QuoteForDelivery>;
  QuoteLine: ResolverTypeWrapper<Omit<QuoteLine, 'discountMoney' | 'lineTotalMoney' | 'paidMoney' | 'unitPriceMoney'> & { discountMoney: ResolversTypes['Money'], lineTotalMoney: ResolversTypes['Money'], paidMoney: ResolversTypes['Money'], unitPriceMoney?: Maybe<ResolversTypes['Money']> }>;
  QuoteProblem: ResolverTypeWrapper<QuoteProblem>;
  QuoteProblemCode: QuoteProblemCode;
  ReceiveReturnInput: ReceiveReturnInput;
  RedeliverWebhookPayload: ResolverTypeWrapper<Omit<RedeliverWebhookPayload, 'delivery' | 'errors'> & { delivery?: Maybe<ResolversTypes['WebhookDelivery']>, errors: Array<ResolversTypes['UserError']> }>;
  Refund: ResolverTypeWrapper<RefundEntity>;
  RefundMethod: RefundMethod;
  RefundOrderInput: RefundOrderInput;
  RefundOrderPayload: ResolverTypeWrapper<Omit<RefundOrderPayload, 'errors' | 'order'> & { errors: Array<ResolversTypes['UserError']>, order?: Maybe<ResolversTypes['Order']> }>;
  RefundRestockLineInput: RefundRestockLineInput;
  RefundState: RefundState;
  RemoveSampleDataPayload: ResolverTypeWrapper<Omit<RemoveSampleDataPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  RequestPasswordResetPayload: ResolverTypeWrapper<Omit<RequestPasswordResetPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  RequestReturnInput: RequestReturnInput;
  RequestReturnPayload: ResolverTypeWrapper<Omit<RequestReturnPayload, 'errors' | 'returnRequest'> & { errors: Array<ResolversTypes['UserError']>, returnRequest?: Maybe<ResolversTypes['ReturnRequest']> }>;
  ResolveContactMessagePayload: ResolverTypeWrapper<Omit<ResolveContactMessagePayload, 'contactMessage' | 'errors'> & { contactMessage?: Maybe<ResolversTypes['ContactMessage']>, errors: Array<ResolversTypes['UserError']> }>;
  ReturnDecisionPayload: ResolverTypeWrapper<Omit<ReturnDecisionPayload, 'errors' | 'returnRequest'> & { errors: Array<ResolversTypes['UserError']>, returnRequest?: Maybe<ResolversTypes['ReturnRequest']> }>;
  ReturnLine: ResolverTypeWrapper<ReturnLineView>;
  ReturnLineInput: ReturnLineInput;
  ReturnReason: ReturnReason;
  ReturnRefusal: ReturnRefusal;
  ReturnRequest: ResolverTypeWrapper<ReturnRequestView>;
  ReturnRequestPage: ResolverTypeWrapper<Omit<ReturnRequestPage, 'items'> & { items: Array<ResolversTypes['ReturnRequest']> }>;
  ReturnStatus: ReturnStatus;
  Review: ResolverTypeWrapper<ReviewRecord>;
  ReviewPage: ResolverTypeWrapper<Omit<ReviewPage, 'items'> & { items: Array<ResolversTypes['Review']> }>;
  ReviewStatus: ReviewStatus;
  ReviewSummary: ResolverTypeWrapper<ReviewSummary>;
  RevokeApiTokenPayload: ResolverTypeWrapper<Omit<RevokeApiTokenPayload, 'errors' | 'token'> & { errors: Array<ResolversTypes['UserError']>, token?: Maybe<ResolversTypes['ApiToken']> }>;
  Role: Role;
  RunJobAgainPayload: ResolverTypeWrapper<Omit<RunJobAgainPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  SalesDay: ResolverTypeWrapper<Omit<SalesDay, 'revenueMoney'> & { revenueMoney: ResolversTypes['MoneySum'] }>;
  SalesReport: ResolverTypeWrapper<Omit<SalesReport, 'averageOrderValueMoney' | 'days' | 'products' | 'revenueMoney'> & { averageOrderValueMoney: ResolversTypes['Money'], days: Array<ResolversTypes['SalesDay']>, products: Array<ResolversTypes['ProductSales']>, revenueMoney: ResolversTypes['MoneySum'] }>;
  SaveAddressPayload: ResolverTypeWrapper<Omit<SaveAddressPayload, 'address' | 'errors'> & { address?: Maybe<ResolversTypes['SavedAddress']>, errors: Array<ResolversTypes['UserError']> }>;
  SavedAddress: ResolverTypeWrapper<SavedAddressRecord>;
  SavedAddressInput: SavedAddressInput;
  SearchSynonymGroup: ResolverTypeWrapper<SearchSynonymGroup>;
  SearchSynonymGroupInput: SearchSynonymGroupInput;
  SendContactMessagePayload: ResolverTypeWrapper<Omit<SendContactMessagePayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  SendMailAgainPayload: ResolverTypeWrapper<Omit<SendMailAgainPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  SendTestWebhookPayload: ResolverTypeWrapper<Omit<SendTestWebhookPayload, 'delivery' | 'errors'> & { delivery?: Maybe<ResolversTypes['WebhookDelivery']>, errors: Array<ResolversTypes['UserError']> }>;
  ServerTotals: ResolverTypeWrapper<Omit<ServerTotals, 'shipping' | 'shippingMoney' | 'subtotal' | 'subtotalMoney' | 'tax' | 'taxMoney' | 'total' | 'totalMoney'> & { shipping: ResolversTypes['Money'], shippingMoney: ResolversTypes['Money'], subtotal: ResolversTypes['Money'], subtotalMoney: ResolversTypes['Money'], tax: ResolversTypes['Money'], taxMoney: ResolversTypes['Money'], total: ResolversTypes['Money'], totalMoney: ResolversTypes['Money'] }>;
  SetSizeParcelPayload: ResolverTypeWrapper<Omit<SetSizeParcelPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  ShelfLifeKind: ShelfLifeKind;
  ShipOrderInput: ShipOrderInput;
  ShipOrderPayload: ResolverTypeWrapper<Omit<ShipOrderPayload, 'errors' | 'order'> & { errors: Array<ResolversTypes['UserError']>, order?: Maybe<ResolversTypes['Order']> }>;
  ShipOrdersThroughCourierPayload: ResolverTypeWrapper<Omit<ShipOrdersThroughCourierPayload, 'errors' | 'refused' | 'shipped'> & { errors: Array<ResolversTypes['UserError']>, refused?: Maybe<Array<ResolversTypes['CourierShipRefusal']>>, shipped?: Maybe<Array<ResolversTypes['Order']>> }>;
  ShipThroughCourierInput: ShipThroughCourierInput;
  ShipThroughCourierPayload: ResolverTypeWrapper<Omit<ShipThroughCourierPayload, 'errors' | 'order'> & { errors: Array<ResolversTypes['UserError']>, order?: Maybe<ResolversTypes['Order']> }>;
  Shipment: ResolverTypeWrapper<ShipmentEntity>;
  ShippingInput: ShippingInput;
  ShippingProviderName: ShippingProviderName;
  ShopDetails: ResolverTypeWrapper<ShopDetailsRecord>;
  ShopSettings: ResolverTypeWrapper<ShopSettings>;
  ShopSettingsInput: ShopSettingsInput;
  ShopperOrderInput: ShopperOrderInput;
  SignUpInput: SignUpInput;
  SignUpPayload: ResolverTypeWrapper<Omit<SignUpPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  SimulatePaymentPayload: ResolverTypeWrapper<Omit<SimulatePaymentPayload, 'errors' | 'order'> & { errors: Array<ResolversTypes['UserError']>, order?: Maybe<ResolversTypes['Order']> }>;
  SimulatedPaymentOutcome: SimulatedPaymentOutcome;
  Size: ResolverTypeWrapper<ProductSize>;
  SizeInput: SizeInput;
  SortDirection: SortDirection;
  StarCount: ResolverTypeWrapper<StarCount>;
  StockShortage: ResolverTypeWrapper<StockShortage>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubmitReviewInput: SubmitReviewInput;
  SubmitReviewPayload: ResolverTypeWrapper<Omit<SubmitReviewPayload, 'errors' | 'review'> & { errors: Array<ResolversTypes['UserError']>, review?: Maybe<ResolversTypes['Review']> }>;
  SupplyType: SupplyType;
  TaxDocumentKind: TaxDocumentKind;
  TaxDocumentLine: ResolverTypeWrapper<TaxDocumentLineRecord>;
  TaxDocumentPage: ResolverTypeWrapper<Omit<TaxDocumentPage, 'items'> & { items: Array<ResolversTypes['TaxDocumentSummary']> }>;
  TaxDocumentSummary: ResolverTypeWrapper<TaxDocumentListItem>;
  TaxDocumentType: TaxDocumentType;
  TroubledMail: ResolverTypeWrapper<TroubledMail>;
  TroubledMailState: TroubledMailState;
  UpdateMailSettingsPayload: ResolverTypeWrapper<Omit<UpdateMailSettingsPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  UpdateOrderStatusPayload: ResolverTypeWrapper<Omit<UpdateOrderStatusPayload, 'errors' | 'order'> & { errors: Array<ResolversTypes['UserError']>, order?: Maybe<ResolversTypes['Order']> }>;
  UpdateProductPayload: ResolverTypeWrapper<Omit<UpdateProductPayload, 'errors' | 'product'> & { errors: Array<ResolversTypes['UserError']>, product?: Maybe<ResolversTypes['Product']> }>;
  UpdateSearchSynonymsPayload: ResolverTypeWrapper<Omit<UpdateSearchSynonymsPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  UpdateShopSettingsPayload: ResolverTypeWrapper<Omit<UpdateShopSettingsPayload, 'errors'> & { errors: Array<ResolversTypes['UserError']> }>;
  User: ResolverTypeWrapper<UserEntity>;
  UserError: ResolverTypeWrapper<Omit<UserError, 'discountRefusal' | 'serverTotals'> & { discountRefusal?: Maybe<ResolversTypes['DiscountRefusal']>, serverTotals?: Maybe<ResolversTypes['ServerTotals']> }>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDeliveryView>;
  WebhookDeliveryPage: ResolverTypeWrapper<Omit<WebhookDeliveryPage, 'items'> & { items: Array<ResolversTypes['WebhookDelivery']> }>;
  WebhookDeliveryStatus: WebhookDeliveryStatus;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpointEntity>;
  ZoneTransitDays: ResolverTypeWrapper<ZoneTransitDays>;
  ZoneTransitDaysInput: ZoneTransitDaysInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Address: Address;
  AnswerFailedDeliveryInput: AnswerFailedDeliveryInput;
  AnswerFailedDeliveryPayload: Omit<AnswerFailedDeliveryPayload, 'errors' | 'order'> & { errors: Array<ResolversParentTypes['UserError']>, order?: Maybe<ResolversParentTypes['Order']> };
  ApiToken: ApiTokenEntity;
  AppliedDiscount: Omit<AppliedDiscount, 'savingMoney'> & { savingMoney: ResolversParentTypes['Money'] };
  BackInStockInput: BackInStockInput;
  BackInStockPayload: Omit<BackInStockPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  BackInStockWaiting: BackInStockWaiting;
  BookReturnPickupPayload: Omit<BookReturnPickupPayload, 'errors' | 'returnRequest'> & { errors: Array<ResolversParentTypes['UserError']>, returnRequest?: Maybe<ResolversParentTypes['ReturnRequest']> };
  Boolean: Scalars['Boolean']['output'];
  CancelOrderLineInput: CancelOrderLineInput;
  CashOnDeliveryOffer: Omit<CashOnDeliveryOffer, 'feeMoney'> & { feeMoney: ResolversParentTypes['Money'] };
  CashOnDeliveryPayload: Omit<CashOnDeliveryPayload, 'errors' | 'order'> & { errors: Array<ResolversParentTypes['UserError']>, order?: Maybe<ResolversParentTypes['Order']> };
  Category: CategoryRef;
  CodSettings: Omit<CodSettings, 'feeMoney' | 'maxOrderMoney'> & { feeMoney: ResolversParentTypes['Money'], maxOrderMoney: ResolversParentTypes['Money'] };
  CodSettingsInput: CodSettingsInput;
  CodSettingsPayload: Omit<CodSettingsPayload, 'codSettings' | 'errors'> & { codSettings?: Maybe<ResolversParentTypes['CodSettings']>, errors: Array<ResolversParentTypes['UserError']> };
  ConfirmEmailPayload: Omit<ConfirmEmailPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  ConfirmPaymentPayload: Omit<ConfirmPaymentPayload, 'errors' | 'order'> & { errors: Array<ResolversParentTypes['UserError']>, order?: Maybe<ResolversParentTypes['Order']> };
  ContactMessage: ContactMessageEntity;
  ContactMessageInput: ContactMessageInput;
  ContactMessagePage: Omit<ContactMessagePage, 'items'> & { items: Array<ResolversParentTypes['ContactMessage']> };
  CourierLabelsPayload: Omit<CourierLabelsPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  CourierOption: CourierOptionRecord;
  CourierQuote: CourierQuoteRecord;
  CourierShipRefusal: BulkShipResult;
  CourierTrackingEvent: CourierTrackingEventEntity;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateApiTokenPayload: Omit<CreateApiTokenPayload, 'errors' | 'token'> & { errors: Array<ResolversParentTypes['UserError']>, token?: Maybe<ResolversParentTypes['ApiToken']> };
  CreateOrderInput: CreateOrderInput;
  CreateOrderPayload: Omit<CreateOrderPayload, 'errors' | 'order'> & { errors: Array<ResolversParentTypes['UserError']>, order?: Maybe<ResolversParentTypes['Order']> };
  CreateProductPayload: Omit<CreateProductPayload, 'errors' | 'product'> & { errors: Array<ResolversParentTypes['UserError']>, product?: Maybe<ResolversParentTypes['Product']> };
  CreateWebhookEndpointInput: CreateWebhookEndpointInput;
  CreateWebhookEndpointPayload: Omit<CreateWebhookEndpointPayload, 'endpoint' | 'errors'> & { endpoint?: Maybe<ResolversParentTypes['WebhookEndpoint']>, errors: Array<ResolversParentTypes['UserError']> };
  CreditNote: TaxDocumentEntity;
  Customer: CustomerRecord;
  CustomerPage: Omit<CustomerPage, 'items'> & { items: Array<ResolversParentTypes['Customer']> };
  Dashboard: Omit<Dashboard, 'averageOrderValueMoney' | 'recentOrders' | 'totalRevenueMoney'> & { averageOrderValueMoney: ResolversParentTypes['Money'], recentOrders: Array<ResolversParentTypes['Order']>, totalRevenueMoney: ResolversParentTypes['MoneySum'] };
  DateTime: Scalars['DateTime']['output'];
  DeleteAccountPayload: Omit<DeleteAccountPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  DeleteAddressPayload: Omit<DeleteAddressPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  DeleteDiscountCodePayload: Omit<DeleteDiscountCodePayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  DeleteProductPayload: Omit<DeleteProductPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  DeleteWebhookEndpointPayload: Omit<DeleteWebhookEndpointPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  DeliveryAnswerInput: DeliveryAnswerInput;
  DeliveryAttemptFailure: DeliveryAttemptFailure;
  DeliveryPromise: DeliveryPromise;
  DeliverySettings: DeliverySettings;
  DeliverySettingsInput: DeliverySettingsInput;
  DeliverySettingsPayload: Omit<DeliverySettingsPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  DiscountCode: DiscountCodeSummary;
  DiscountCodeInput: DiscountCodeInput;
  DiscountCodePayload: Omit<DiscountCodePayload, 'discountCode' | 'errors'> & { discountCode?: Maybe<ResolversParentTypes['DiscountCode']>, errors: Array<ResolversParentTypes['UserError']> };
  DiscountRefusal: Omit<DiscountRefusal, 'amountNeededMoney'> & { amountNeededMoney?: Maybe<ResolversParentTypes['Money']> };
  ExpectedTotalsInput: ExpectedTotalsInput;
  FailedDelivery: FailedDelivery;
  FailedJob: FailedJob;
  Float: Scalars['Float']['output'];
  GstAtRate: GstAtRateRecord;
  Gstr1Export: Gstr1ExportRecord;
  Gstr1File: Gstr1File;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invoice: TaxDocumentEntity;
  LegalDeclarations: LegalDeclarations;
  LegalDeclarationsInput: LegalDeclarationsInput;
  LoginPayload: Omit<LoginPayload, 'errors' | 'user'> & { errors: Array<ResolversParentTypes['UserError']>, user?: Maybe<ResolversParentTypes['User']> };
  LogoutPayload: Omit<LogoutPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  MailPreview: MailPreview;
  MailSettings: MailSettings;
  MailSettingsInput: MailSettingsInput;
  ManualRefundInput: ManualRefundInput;
  MarkContactMessageReadPayload: Omit<MarkContactMessageReadPayload, 'contactMessage' | 'errors'> & { contactMessage?: Maybe<ResolversParentTypes['ContactMessage']>, errors: Array<ResolversParentTypes['UserError']> };
  MarkOrderDeliveredPayload: Omit<MarkOrderDeliveredPayload, 'errors' | 'order'> & { errors: Array<ResolversParentTypes['UserError']>, order?: Maybe<ResolversParentTypes['Order']> };
  MarketingConsent: MarketingConsent;
  MarketingConsentPayload: Omit<MarketingConsentPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  ModerateReviewPayload: Omit<ModerateReviewPayload, 'errors' | 'review'> & { errors: Array<ResolversParentTypes['UserError']>, review?: Maybe<ResolversParentTypes['Review']> };
  Money: number;
  MoneyBreakdown: BreakdownView;
  MoneyBreakdownLine: BreakdownLine;
  MoneySum: number;
  Mutation: Record<PropertyKey, never>;
  NetQuantity: NetQuantity;
  NetQuantityInput: NetQuantityInput;
  OpenCashOnDeliveryGroup: Omit<OpenCashOnDeliveryGroup, 'orders'> & { orders: Array<ResolversParentTypes['Order']> };
  Order: OrderEntity;
  OrderActivity: OrderActivity;
  OrderChangePayload: Omit<OrderChangePayload, 'errors' | 'order'> & { errors: Array<ResolversParentTypes['UserError']>, order?: Maybe<ResolversParentTypes['Order']> };
  OrderContactInput: OrderContactInput;
  OrderFilter: OrderFilter;
  OrderLine: OrderLineEntity;
  OrderLineInput: OrderLineInput;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderSort: OrderSort;
  OrderStatusChange: OrderStatusChangeEntity;
  OrderStatusOption: OrderStatusOption;
  PageInfo: PageInfo;
  Parcel: Parcel;
  ParcelInput: ParcelInput;
  PasswordChangePayload: Omit<PasswordChangePayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  PincodeArea: PincodeArea;
  PricedLine: ResolversInterfaceTypes<ResolversParentTypes>['PricedLine'];
  PricedTotals: ResolversInterfaceTypes<ResolversParentTypes>['PricedTotals'];
  Product: ProductEntity;
  ProductConcern: ProductConcern;
  ProductFilter: ProductFilter;
  ProductInput: ProductInput;
  ProductPage: Omit<ProductPage, 'items'> & { items: Array<ResolversParentTypes['Product']> };
  ProductSales: Omit<ProductSales, 'revenueMoney'> & { revenueMoney: ResolversParentTypes['MoneySum'] };
  Query: Record<PropertyKey, never>;
  Quote: QuoteForDelivery;
  QuoteLine: Omit<QuoteLine, 'discountMoney' | 'lineTotalMoney' | 'paidMoney' | 'unitPriceMoney'> & { discountMoney: ResolversParentTypes['Money'], lineTotalMoney: ResolversParentTypes['Money'], paidMoney: ResolversParentTypes['Money'], unitPriceMoney?: Maybe<ResolversParentTypes['Money']> };
  QuoteProblem: QuoteProblem;
  ReceiveReturnInput: ReceiveReturnInput;
  RedeliverWebhookPayload: Omit<RedeliverWebhookPayload, 'delivery' | 'errors'> & { delivery?: Maybe<ResolversParentTypes['WebhookDelivery']>, errors: Array<ResolversParentTypes['UserError']> };
  Refund: RefundEntity;
  RefundOrderInput: RefundOrderInput;
  RefundOrderPayload: Omit<RefundOrderPayload, 'errors' | 'order'> & { errors: Array<ResolversParentTypes['UserError']>, order?: Maybe<ResolversParentTypes['Order']> };
  RefundRestockLineInput: RefundRestockLineInput;
  RemoveSampleDataPayload: Omit<RemoveSampleDataPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  RequestPasswordResetPayload: Omit<RequestPasswordResetPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  RequestReturnInput: RequestReturnInput;
  RequestReturnPayload: Omit<RequestReturnPayload, 'errors' | 'returnRequest'> & { errors: Array<ResolversParentTypes['UserError']>, returnRequest?: Maybe<ResolversParentTypes['ReturnRequest']> };
  ResolveContactMessagePayload: Omit<ResolveContactMessagePayload, 'contactMessage' | 'errors'> & { contactMessage?: Maybe<ResolversParentTypes['ContactMessage']>, errors: Array<ResolversParentTypes['UserError']> };
  ReturnDecisionPayload: Omit<ReturnDecisionPayload, 'errors' | 'returnRequest'> & { errors: Array<ResolversParentTypes['UserError']>, returnRequest?: Maybe<ResolversParentTypes['ReturnRequest']> };
  ReturnLine: ReturnLineView;
  ReturnLineInput: ReturnLineInput;
  ReturnRequest: ReturnRequestView;
  ReturnRequestPage: Omit<ReturnRequestPage, 'items'> & { items: Array<ResolversParentTypes['ReturnRequest']> };
  Review: ReviewRecord;
  ReviewPage: Omit<ReviewPage, 'items'> & { items: Array<ResolversParentTypes['Review']> };
  ReviewSummary: ReviewSummary;
  RevokeApiTokenPayload: Omit<RevokeApiTokenPayload, 'errors' | 'token'> & { errors: Array<ResolversParentTypes['UserError']>, token?: Maybe<ResolversParentTypes['ApiToken']> };
  RunJobAgainPayload: Omit<RunJobAgainPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  SalesDay: Omit<SalesDay, 'revenueMoney'> & { revenueMoney: ResolversParentTypes['MoneySum'] };
  SalesReport: Omit<SalesReport, 'averageOrderValueMoney' | 'days' | 'products' | 'revenueMoney'> & { averageOrderValueMoney: ResolversParentTypes['Money'], days: Array<ResolversParentTypes['SalesDay']>, products: Array<ResolversParentTypes['ProductSales']>, revenueMoney: ResolversParentTypes['MoneySum'] };
  SaveAddressPayload: Omit<SaveAddressPayload, 'address' | 'errors'> & { address?: Maybe<ResolversParentTypes['SavedAddress']>, errors: Array<ResolversParentTypes['UserError']> };
  SavedAddress: SavedAddressRecord;
  SavedAddressInput: SavedAddressInput;
  SearchSynonymGroup: SearchSynonymGroup;
  SearchSynonymGroupInput: SearchSynonymGroupInput;
  SendContactMessagePayload: Omit<SendContactMessagePayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  SendMailAgainPayload: Omit<SendMailAgainPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  SendTestWebhookPayload: Omit<SendTestWebhookPayload, 'delivery' | 'errors'> & { delivery?: Maybe<ResolversParentTypes['WebhookDelivery']>, errors: Array<ResolversParentTypes['UserError']> };
  ServerTotals: Omit<ServerTotals, 'shipping' | 'shippingMoney' | 'subtotal' | 'subtotalMoney' | 'tax' | 'taxMoney' | 'total' | 'totalMoney'> & { shipping: ResolversParentTypes['Money'], shippingMoney: ResolversParentTypes['Money'], subtotal: ResolversParentTypes['Money'], subtotalMoney: ResolversParentTypes['Money'], tax: ResolversParentTypes['Money'], taxMoney: ResolversParentTypes['Money'], total: ResolversParentTypes['Money'], totalMoney: ResolversParentTypes['Money'] };
  SetSizeParcelPayload: Omit<SetSizeParcelPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  ShipOrderInput: ShipOrderInput;
  ShipOrderPayload: Omit<ShipOrderPayload, 'errors' | 'order'> & { errors: Array<ResolversParentTypes['UserError']>, order?: Maybe<ResolversParentTypes['Order']> };
  ShipOrdersThroughCourierPayload: Omit<ShipOrdersThroughCourierPayload, 'errors' | 'refused' | 'shipped'> & { errors: Array<ResolversParentTypes['UserError']>, refused?: Maybe<Array<ResolversParentTypes['CourierShipRefusal']>>, shipped?: Maybe<Array<ResolversParentTypes['Order']>> };
  ShipThroughCourierInput: ShipThroughCourierInput;
  ShipThroughCourierPayload: Omit<ShipThroughCourierPayload, 'errors' | 'order'> & { errors: Array<ResolversParentTypes['UserError']>, order?: Maybe<ResolversParentTypes['Order']> };
  Shipment: ShipmentEntity;
  ShippingInput: ShippingInput;
  ShopDetails: ShopDetailsRecord;
  ShopSettings: ShopSettings;
  ShopSettingsInput: ShopSettingsInput;
  ShopperOrderInput: ShopperOrderInput;
  SignUpInput: SignUpInput;
  SignUpPayload: Omit<SignUpPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  SimulatePaymentPayload: Omit<SimulatePaymentPayload, 'errors' | 'order'> & { errors: Array<ResolversParentTypes['UserError']>, order?: Maybe<ResolversParentTypes['Order']> };
  Size: ProductSize;
  SizeInput: SizeInput;
  StarCount: StarCount;
  StockShortage: StockShortage;
  String: Scalars['String']['output'];
  SubmitReviewInput: SubmitReviewInput;
  SubmitReviewPayload: Omit<SubmitReviewPayload, 'errors' | 'review'> & { errors: Array<ResolversParentTypes['UserError']>, review?: Maybe<ResolversParentTypes['Review']> };
  TaxDocumentLine: TaxDocumentLineRecord;
  TaxDocumentPage: Omit<TaxDocumentPage, 'items'> & { items: Array<ResolversParentTypes['TaxDocumentSummary']> };
  TaxDocumentSummary: TaxDocumentListItem;
  TroubledMail: TroubledMail;
  UpdateMailSettingsPayload: Omit<UpdateMailSettingsPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  UpdateOrderStatusPayload: Omit<UpdateOrderStatusPayload, 'errors' | 'order'> & { errors: Array<ResolversParentTypes['UserError']>, order?: Maybe<ResolversParentTypes['Order']> };
  UpdateProductPayload: Omit<UpdateProductPayload, 'errors' | 'product'> & { errors: Array<ResolversParentTypes['UserError']>, product?: Maybe<ResolversParentTypes['Product']> };
  UpdateSearchSynonymsPayload: Omit<UpdateSearchSynonymsPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  UpdateShopSettingsPayload: Omit<UpdateShopSettingsPayload, 'errors'> & { errors: Array<ResolversParentTypes['UserError']> };
  User: UserEntity;
  UserError: Omit<UserError, 'discountRefusal' | 'serverTotals'> & { discountRefusal?: Maybe<ResolversParentTypes['DiscountRefusal']>, serverTotals?: Maybe<ResolversParentTypes['ServerTotals']> };
  WebhookDelivery: WebhookDeliveryView;
  WebhookDeliveryPage: Omit<WebhookDeliveryPage, 'items'> & { items: Array<ResolversParentTypes['WebhookDelivery']> };
  WebhookEndpoint: WebhookEndpointEntity;
  ZoneTransitDays: ZoneTransitDays;
  ZoneTransitDaysInput: ZoneTransitDaysInput;
}>;

export type AddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AnswerFailedDeliveryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnswerFailedDeliveryPayload'] = ResolversParentTypes['AnswerFailedDeliveryPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type ApiTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['ApiTokenScope']>, ParentType, ContextType>;
  unpaidOrderLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AppliedDiscountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedDiscount'] = ResolversParentTypes['AppliedDiscount']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DiscountKind'], ParentType, ContextType>;
  savingMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type BackInStockPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BackInStockPayload'] = ResolversParentTypes['BackInStockPayload']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requested?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type BackInStockWaitingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BackInStockWaiting'] = ResolversParentTypes['BackInStockWaiting']> = ResolversObject<{
  shoppers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type BookReturnPickupPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BookReturnPickupPayload'] = ResolversParentTypes['BookReturnPickupPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  returnRequest?: Resolver<Maybe<ResolversTypes['ReturnRequest']>, ParentType, ContextType>;
}>;

export type CashOnDeliveryOfferResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CashOnDeliveryOffer'] = ResolversParentTypes['CashOnDeliveryOffer']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feeMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['CodRefusalReason']>, ParentType, ContextType>;
}>;

export type CashOnDeliveryPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CashOnDeliveryPayload'] = ResolversParentTypes['CashOnDeliveryPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subcategories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CodSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodSettings'] = ResolversParentTypes['CodSettings']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feeMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  maxOpenOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxOrderMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CodSettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CodSettingsPayload'] = ResolversParentTypes['CodSettingsPayload']> = ResolversObject<{
  codSettings?: Resolver<Maybe<ResolversTypes['CodSettings']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ConfirmEmailPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmEmailPayload'] = ResolversParentTypes['ConfirmEmailPayload']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ConfirmPaymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfirmPaymentPayload'] = ResolversParentTypes['ConfirmPaymentPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  paid?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type ContactMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessage'] = ResolversParentTypes['ContactMessage']> = ResolversObject<{
  acknowledgeBy?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  acknowledgedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  acknowledgementText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ageText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resolutionText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolveBy?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  ticket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticketStatus?: Resolver<ResolversTypes['ContactTicketStatus'], ParentType, ContextType>;
}>;

export type ContactMessagePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactMessagePage'] = ResolversParentTypes['ContactMessagePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CourierLabelsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CourierLabelsPayload'] = ResolversParentTypes['CourierLabelsPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CourierOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CourierOption'] = ResolversParentTypes['CourierOption']> = ResolversObject<{
  cod?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  courierId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  estimatedDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CourierQuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CourierQuote'] = ResolversParentTypes['CourierQuote']> = ResolversObject<{
  codAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  couriers?: Resolver<Array<ResolversTypes['CourierOption']>, ParentType, ContextType>;
  parcel?: Resolver<Maybe<ResolversTypes['Parcel']>, ParentType, ContextType>;
}>;

export type CourierShipRefusalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CourierShipRefusal'] = ResolversParentTypes['CourierShipRefusal']> = ResolversObject<{
  error?: Resolver<ResolversTypes['UserError'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CourierTrackingEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CourierTrackingEvent'] = ResolversParentTypes['CourierTrackingEvent']> = ResolversObject<{
  activity?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courierTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receivedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreateApiTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateApiTokenPayload'] = ResolversParentTypes['CreateApiTokenPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['ApiToken']>, ParentType, ContextType>;
}>;

export type CreateOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateOrderPayload'] = ResolversParentTypes['CreateOrderPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  paymentLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CreateProductPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateProductPayload'] = ResolversParentTypes['CreateProductPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type CreateWebhookEndpointPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateWebhookEndpointPayload'] = ResolversParentTypes['CreateWebhookEndpointPayload']> = ResolversObject<{
  endpoint?: Resolver<Maybe<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CreditNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditNote'] = ResolversParentTypes['CreditNote']> = ResolversObject<{
  cgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['TaxDocumentType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  igstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['TaxDocumentLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeOfSupply?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  supplyType?: Resolver<ResolversTypes['SupplyType'], ParentType, ContextType>;
  taxableValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  utgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  addresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastOrderAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalSpent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalSpentMoney?: Resolver<ResolversTypes['MoneySum'], ParentType, ContextType>;
}>;

export type CustomerPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DashboardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Dashboard'] = ResolversParentTypes['Dashboard']> = ResolversObject<{
  averageOrderValue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  averageOrderValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  customerCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failedOrderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paidOrderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pendingOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recentOrders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  totalRevenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalRevenueMoney?: Resolver<ResolversTypes['MoneySum'], ParentType, ContextType>;
}>;

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteAccountPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteAccountPayload'] = ResolversParentTypes['DeleteAccountPayload']> = ResolversObject<{
  deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteAddressPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteAddressPayload'] = ResolversParentTypes['DeleteAddressPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteDiscountCodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteDiscountCodePayload'] = ResolversParentTypes['DeleteDiscountCodePayload']> = ResolversObject<{
  deleted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteProductPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteProductPayload'] = ResolversParentTypes['DeleteProductPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteWebhookEndpointPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteWebhookEndpointPayload'] = ResolversParentTypes['DeleteWebhookEndpointPayload']> = ResolversObject<{
  deletedId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeliveryAttemptFailureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryAttemptFailure'] = ResolversParentTypes['DeliveryAttemptFailure']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mayReturn?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['FailedDeliveryOutcome']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reattemptDays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  reattemptOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DeliveryPromiseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryPromise'] = ResolversParentTypes['DeliveryPromise']> = ResolversObject<{
  area?: Resolver<Maybe<ResolversTypes['PincodeArea']>, ParentType, ContextType>;
  cashOnDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cashOnDeliveryMessage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cutoffMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliverable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dispatchDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderWithinMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zone?: Resolver<Maybe<ResolversTypes['DeliveryZone']>, ParentType, ContextType>;
}>;

export type DeliverySettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliverySettings'] = ResolversParentTypes['DeliverySettings']> = ResolversObject<{
  cutoffTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dispatchPincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dispatchWeekdays?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  holidays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  transitDays?: Resolver<Array<ResolversTypes['ZoneTransitDays']>, ParentType, ContextType>;
}>;

export type DeliverySettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliverySettingsPayload'] = ResolversParentTypes['DeliverySettingsPayload']> = ResolversObject<{
  deliverySettings?: Resolver<Maybe<ResolversTypes['DeliverySettings']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DiscountCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiscountCode'] = ResolversParentTypes['DiscountCode']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amountMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DiscountKind'], ParentType, ContextType>;
  minimumSubtotalMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  percent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  revenueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  startsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  usageLimit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  usageLimitPerCustomer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DiscountCodePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiscountCodePayload'] = ResolversParentTypes['DiscountCodePayload']> = ResolversObject<{
  discountCode?: Resolver<Maybe<ResolversTypes['DiscountCode']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DiscountRefusalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiscountRefusal'] = ResolversParentTypes['DiscountRefusal']> = ResolversObject<{
  amountNeededMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['DiscountRefusalReason'], ParentType, ContextType>;
}>;

export type FailedDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FailedDelivery'] = ResolversParentTypes['FailedDelivery']> = ResolversObject<{
  answeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  answeredBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outcome?: Resolver<Maybe<ResolversTypes['FailedDeliveryOutcome']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reattemptOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FailedJobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FailedJob'] = ResolversParentTypes['FailedJob']> = ResolversObject<{
  about?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  failedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GstAtRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GstAtRate'] = ResolversParentTypes['GstAtRate']> = ResolversObject<{
  cgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  gstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  igstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  ratePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxableValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  utgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type Gstr1ExportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Gstr1Export'] = ResolversParentTypes['Gstr1Export']> = ResolversObject<{
  files?: Resolver<Array<ResolversTypes['Gstr1File']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipBase64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zipFilename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Gstr1FileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Gstr1File'] = ResolversParentTypes['Gstr1File']> = ResolversObject<{
  csv?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  table?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  buyerGstin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buyerLegalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['TaxDocumentType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  igstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['TaxDocumentLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeOfSupply?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  supplyType?: Resolver<ResolversTypes['SupplyType'], ParentType, ContextType>;
  taxableValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  utgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type LegalDeclarationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LegalDeclarations'] = ResolversParentTypes['LegalDeclarations']> = ResolversObject<{
  consumerCareAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consumerCareEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  consumerCarePhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryOfOrigin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  genericName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  makerAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  makerLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  makerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  makerRole?: Resolver<ResolversTypes['MakerRole'], ParentType, ContextType>;
  shelfLife?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shelfLifeKind?: Resolver<ResolversTypes['ShelfLifeKind'], ParentType, ContextType>;
  shelfLifeMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LoginPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
}>;

export type LogoutPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LogoutPayload'] = ResolversParentTypes['LogoutPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  signedOut?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type MailPreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailPreview'] = ResolversParentTypes['MailPreview']> = ResolversObject<{
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['MailRecipient'], ParentType, ContextType>;
}>;

export type MailSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MailSettings'] = ResolversParentTypes['MailSettings']> = ResolversObject<{
  ownerContactMessage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ownerLowStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ownerNewOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ownerReturnWaiting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reviewRequestDelayDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviewRequests?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MarkContactMessageReadPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkContactMessageReadPayload'] = ResolversParentTypes['MarkContactMessageReadPayload']> = ResolversObject<{
  contactMessage?: Resolver<Maybe<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type MarkOrderDeliveredPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarkOrderDeliveredPayload'] = ResolversParentTypes['MarkOrderDeliveredPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type MarketingConsentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketingConsent'] = ResolversParentTypes['MarketingConsent']> = ResolversObject<{
  consented?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consentedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  withdrawnAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type MarketingConsentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MarketingConsentPayload'] = ResolversParentTypes['MarketingConsentPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  marketingConsent?: Resolver<Maybe<ResolversTypes['MarketingConsent']>, ParentType, ContextType>;
}>;

export type ModerateReviewPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ModerateReviewPayload'] = ResolversParentTypes['ModerateReviewPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['Review']>, ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneyBreakdownResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoneyBreakdown'] = ResolversParentTypes['MoneyBreakdown']> = ResolversObject<{
  cashToCollectMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  cgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  codFeeMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discountCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  goodsMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  gstByRate?: Resolver<Array<ResolversTypes['GstAtRate']>, ParentType, ContextType>;
  gstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  igstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['MoneyBreakdownLine']>, ParentType, ContextType>;
  netMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  placeOfSupply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placeOfSupplyAssumed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refundedMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  sgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shippingMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  supplyType?: Resolver<ResolversTypes['SupplyType'], ParentType, ContextType>;
  taxableValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  utgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type MoneyBreakdownLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoneyBreakdownLine'] = ResolversParentTypes['MoneyBreakdownLine']> = ResolversObject<{
  amountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  gstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  gstRatePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paidMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxableValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type MoneySumResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoneySum'] = ResolversParentTypes['MoneySum']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CurrencyCode'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addOrderNote?: Resolver<ResolversTypes['OrderChangePayload'], ParentType, ContextType, RequireFields<MutationAddOrderNoteArgs, 'note' | 'orderId'>>;
  answerFailedDelivery?: Resolver<ResolversTypes['AnswerFailedDeliveryPayload'], ParentType, ContextType, RequireFields<MutationAnswerFailedDeliveryArgs, 'input'>>;
  answerMyFailedDelivery?: Resolver<ResolversTypes['OrderChangePayload'], ParentType, ContextType, RequireFields<MutationAnswerMyFailedDeliveryArgs, 'input' | 'order'>>;
  approveReturn?: Resolver<ResolversTypes['ReturnDecisionPayload'], ParentType, ContextType, RequireFields<MutationApproveReturnArgs, 'id'>>;
  bookReturnPickup?: Resolver<ResolversTypes['BookReturnPickupPayload'], ParentType, ContextType, RequireFields<MutationBookReturnPickupArgs, 'returnId'>>;
  cancelMyOrder?: Resolver<ResolversTypes['OrderChangePayload'], ParentType, ContextType, RequireFields<MutationCancelMyOrderArgs, 'order'>>;
  cancelOrderLines?: Resolver<ResolversTypes['OrderChangePayload'], ParentType, ContextType, RequireFields<MutationCancelOrderLinesArgs, 'lines' | 'orderId'>>;
  changeOrderContact?: Resolver<ResolversTypes['OrderChangePayload'], ParentType, ContextType, RequireFields<MutationChangeOrderContactArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['PasswordChangePayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  confirmEmail?: Resolver<ResolversTypes['ConfirmEmailPayload'], ParentType, ContextType, RequireFields<MutationConfirmEmailArgs, 'password' | 'token'>>;
  confirmPayment?: Resolver<ResolversTypes['ConfirmPaymentPayload'], ParentType, ContextType, RequireFields<MutationConfirmPaymentArgs, 'id'>>;
  courierLabels?: Resolver<ResolversTypes['CourierLabelsPayload'], ParentType, ContextType, RequireFields<MutationCourierLabelsArgs, 'orderIds'>>;
  createApiToken?: Resolver<ResolversTypes['CreateApiTokenPayload'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createDiscountCode?: Resolver<ResolversTypes['DiscountCodePayload'], ParentType, ContextType, RequireFields<MutationCreateDiscountCodeArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['CreateOrderPayload'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['CreateProductPayload'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['CreateWebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountPayload'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'password'>>;
  deleteAddress?: Resolver<ResolversTypes['DeleteAddressPayload'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  deleteDiscountCode?: Resolver<ResolversTypes['DeleteDiscountCodePayload'], ParentType, ContextType, RequireFields<MutationDeleteDiscountCodeArgs, 'id'>>;
  deleteProduct?: Resolver<ResolversTypes['DeleteProductPayload'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['DeleteWebhookEndpointPayload'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'id'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['LogoutPayload'], ParentType, ContextType>;
  markContactMessageRead?: Resolver<ResolversTypes['MarkContactMessageReadPayload'], ParentType, ContextType, RequireFields<MutationMarkContactMessageReadArgs, 'id' | 'read'>>;
  markOrderDelivered?: Resolver<ResolversTypes['MarkOrderDeliveredPayload'], ParentType, ContextType, RequireFields<MutationMarkOrderDeliveredArgs, 'id'>>;
  publishReview?: Resolver<ResolversTypes['ModerateReviewPayload'], ParentType, ContextType, RequireFields<MutationPublishReviewArgs, 'id'>>;
  receiveReturn?: Resolver<ResolversTypes['ReturnDecisionPayload'], ParentType, ContextType, RequireFields<MutationReceiveReturnArgs, 'input'>>;
  recordCashCollected?: Resolver<ResolversTypes['CashOnDeliveryPayload'], ParentType, ContextType, RequireFields<MutationRecordCashCollectedArgs, 'id'>>;
  redeliverWebhook?: Resolver<ResolversTypes['RedeliverWebhookPayload'], ParentType, ContextType, RequireFields<MutationRedeliverWebhookArgs, 'id'>>;
  refundOrder?: Resolver<ResolversTypes['RefundOrderPayload'], ParentType, ContextType, RequireFields<MutationRefundOrderArgs, 'input'>>;
  rejectReturn?: Resolver<ResolversTypes['ReturnDecisionPayload'], ParentType, ContextType, RequireFields<MutationRejectReturnArgs, 'id' | 'reason'>>;
  rejectReview?: Resolver<ResolversTypes['ModerateReviewPayload'], ParentType, ContextType, RequireFields<MutationRejectReviewArgs, 'id'>>;
  removeSampleData?: Resolver<ResolversTypes['RemoveSampleDataPayload'], ParentType, ContextType>;
  requestAddressChange?: Resolver<ResolversTypes['OrderChangePayload'], ParentType, ContextType, RequireFields<MutationRequestAddressChangeArgs, 'order' | 'request'>>;
  requestBackInStock?: Resolver<ResolversTypes['BackInStockPayload'], ParentType, ContextType, RequireFields<MutationRequestBackInStockArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestReturn?: Resolver<ResolversTypes['RequestReturnPayload'], ParentType, ContextType, RequireFields<MutationRequestReturnArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['PasswordChangePayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'newPassword' | 'token'>>;
  resolveContactMessage?: Resolver<ResolversTypes['ResolveContactMessagePayload'], ParentType, ContextType, RequireFields<MutationResolveContactMessageArgs, 'id' | 'resolved'>>;
  returnUndelivered?: Resolver<ResolversTypes['CashOnDeliveryPayload'], ParentType, ContextType, RequireFields<MutationReturnUndeliveredArgs, 'id'>>;
  revokeApiToken?: Resolver<ResolversTypes['RevokeApiTokenPayload'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'id'>>;
  runJobAgain?: Resolver<ResolversTypes['RunJobAgainPayload'], ParentType, ContextType, RequireFields<MutationRunJobAgainArgs, 'id'>>;
  saveAddress?: Resolver<ResolversTypes['SaveAddressPayload'], ParentType, ContextType, RequireFields<MutationSaveAddressArgs, 'input'>>;
  sendContactMessage?: Resolver<ResolversTypes['SendContactMessagePayload'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  sendMailAgain?: Resolver<ResolversTypes['SendMailAgainPayload'], ParentType, ContextType, RequireFields<MutationSendMailAgainArgs, 'id'>>;
  sendTestWebhook?: Resolver<ResolversTypes['SendTestWebhookPayload'], ParentType, ContextType, RequireFields<MutationSendTestWebhookArgs, 'endpointId'>>;
  setMarketingConsent?: Resolver<ResolversTypes['MarketingConsentPayload'], ParentType, ContextType, RequireFields<MutationSetMarketingConsentArgs, 'consent'>>;
  setSizeParcel?: Resolver<ResolversTypes['SetSizeParcelPayload'], ParentType, ContextType, RequireFields<MutationSetSizeParcelArgs, 'parcel' | 'productId' | 'sizeId'>>;
  shipOrder?: Resolver<ResolversTypes['ShipOrderPayload'], ParentType, ContextType, RequireFields<MutationShipOrderArgs, 'input'>>;
  shipOrdersThroughCourier?: Resolver<ResolversTypes['ShipOrdersThroughCourierPayload'], ParentType, ContextType, RequireFields<MutationShipOrdersThroughCourierArgs, 'orderIds'>>;
  shipThroughCourier?: Resolver<ResolversTypes['ShipThroughCourierPayload'], ParentType, ContextType, RequireFields<MutationShipThroughCourierArgs, 'input'>>;
  signUp?: Resolver<ResolversTypes['SignUpPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  simulatePayment?: Resolver<ResolversTypes['SimulatePaymentPayload'], ParentType, ContextType, RequireFields<MutationSimulatePaymentArgs, 'orderId' | 'outcome'>>;
  submitReview?: Resolver<ResolversTypes['SubmitReviewPayload'], ParentType, ContextType, RequireFields<MutationSubmitReviewArgs, 'input'>>;
  updateCodSettings?: Resolver<ResolversTypes['CodSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateCodSettingsArgs, 'input'>>;
  updateDeliverySettings?: Resolver<ResolversTypes['DeliverySettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateDeliverySettingsArgs, 'input'>>;
  updateDiscountCode?: Resolver<ResolversTypes['DiscountCodePayload'], ParentType, ContextType, RequireFields<MutationUpdateDiscountCodeArgs, 'id' | 'input'>>;
  updateMailSettings?: Resolver<ResolversTypes['UpdateMailSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateMailSettingsArgs, 'input'>>;
  updateOrderStatus?: Resolver<ResolversTypes['UpdateOrderStatusPayload'], ParentType, ContextType, RequireFields<MutationUpdateOrderStatusArgs, 'id' | 'status'>>;
  updateProduct?: Resolver<ResolversTypes['UpdateProductPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateSearchSynonyms?: Resolver<ResolversTypes['UpdateSearchSynonymsPayload'], ParentType, ContextType, RequireFields<MutationUpdateSearchSynonymsArgs, 'groups'>>;
  updateShopSettings?: Resolver<ResolversTypes['UpdateShopSettingsPayload'], ParentType, ContextType, RequireFields<MutationUpdateShopSettingsArgs, 'input'>>;
}>;

export type NetQuantityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NetQuantity'] = ResolversParentTypes['NetQuantity']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['NetQuantityUnit'], ParentType, ContextType>;
}>;

export type OpenCashOnDeliveryGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenCashOnDeliveryGroup'] = ResolversParentTypes['OpenCashOnDeliveryGroup']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  matchedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  activity?: Resolver<Array<ResolversTypes['OrderActivity']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['Address'], ParentType, ContextType>;
  addressLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  allowedNextStatuses?: Resolver<Array<ResolversTypes['OrderStatus']>, ParentType, ContextType>;
  breakdown?: Resolver<ResolversTypes['MoneyBreakdown'], ParentType, ContextType>;
  buyerGstin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buyerLegalName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancellationRefund?: Resolver<ResolversTypes['Money'], ParentType, ContextType, RequireFields<OrderCancellationRefundArgs, 'lines'>>;
  cashCollectedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  codFeeMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditNotes?: Resolver<Array<ResolversTypes['CreditNote']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  deliveryAttemptFailure?: Resolver<Maybe<ResolversTypes['DeliveryAttemptFailure']>, ParentType, ContextType>;
  discountCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderStatusChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['Invoice']>, ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packingSlipUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentErrorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentFailureReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  paymentReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundDue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  refundableAmountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refundedAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  refundedAmountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
  returnWindowEndsAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['ReturnRequest']>, ParentType, ContextType>;
  reviews?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  shipment?: Resolver<Maybe<ResolversTypes['Shipment']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shippingMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shopperMayCancel?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusOptions?: Resolver<Array<ResolversTypes['OrderStatusOption']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subtotalMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderActivityResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderActivity'] = ResolversParentTypes['OrderActivity']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['OrderActivityKind'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderChangePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderChangePayload'] = ResolversParentTypes['OrderChangePayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = ResolversObject<{
  discountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  gstRatePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lineTotalMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  restockedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitPriceMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  variantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OrderStatusResolvers = EnumResolverSignature<{ CANCELLED?: any, DELIVERED?: any, PENDING?: any, PROCESSING?: any, SHIPPED?: any }, ResolversTypes['OrderStatus']>;

export type OrderStatusChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatusChange'] = ResolversParentTypes['OrderStatusChange']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
}>;

export type OrderStatusOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatusOption'] = ResolversParentTypes['OrderStatusOption']> = ResolversObject<{
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ParcelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Parcel'] = ResolversParentTypes['Parcel']> = ResolversObject<{
  breadthCm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  heightCm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lengthCm?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  weightGrams?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PasswordChangePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordChangePayload'] = ResolversParentTypes['PasswordChangePayload']> = ResolversObject<{
  changed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PincodeAreaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PincodeArea'] = ResolversParentTypes['PincodeArea']> = ResolversObject<{
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  district?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pincode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PricedLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricedLine'] = ResolversParentTypes['PricedLine']> = ResolversObject<{
  __resolveType: TypeResolveFn<'OrderLine' | 'QuoteLine', ParentType, ContextType>;
}>;

export type PricedTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PricedTotals'] = ResolversParentTypes['PricedTotals']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Order' | 'Quote', ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  benefits?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bestSeller?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  concerns?: Resolver<Array<ResolversTypes['ProductConcern']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  featured?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  gstRatePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  howToUse?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hsnCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ingredients?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  legalDeclarations?: Resolver<Maybe<ResolversTypes['LegalDeclarations']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  new?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  publishedReviews?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, RequireFields<ProductPublishedReviewsArgs, 'limit' | 'offset'>>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reviewSummary?: Resolver<ResolversTypes['ReviewSummary'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['Size']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subcategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  uqc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductConcernResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductConcern'] = ResolversParentTypes['ProductConcern']> = ResolversObject<{
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = ResolversObject<{
  didYouMean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountCapped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ProductSalesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSales'] = ResolversParentTypes['ProductSales']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenueMoney?: Resolver<ResolversTypes['MoneySum'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  apiTokens?: Resolver<Maybe<Array<ResolversTypes['ApiToken']>>, ParentType, ContextType>;
  backInStockWaiting?: Resolver<Array<ResolversTypes['BackInStockWaiting']>, ParentType, ContextType, RequireFields<QueryBackInStockWaitingArgs, 'productId'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  codSettings?: Resolver<ResolversTypes['CodSettings'], ParentType, ContextType>;
  contactMessages?: Resolver<Maybe<ResolversTypes['ContactMessagePage']>, ParentType, ContextType, RequireFields<QueryContactMessagesArgs, 'limit' | 'offset' | 'unreadOnly'>>;
  courierQuote?: Resolver<ResolversTypes['CourierQuote'], ParentType, ContextType, RequireFields<QueryCourierQuoteArgs, 'orderId'>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<QueryCustomerArgs, 'email'>>;
  customers?: Resolver<Maybe<ResolversTypes['CustomerPage']>, ParentType, ContextType, RequireFields<QueryCustomersArgs, 'limit' | 'offset'>>;
  dashboard?: Resolver<Maybe<ResolversTypes['Dashboard']>, ParentType, ContextType>;
  deliveryPromise?: Resolver<ResolversTypes['DeliveryPromise'], ParentType, ContextType, RequireFields<QueryDeliveryPromiseArgs, 'pincode'>>;
  deliverySettings?: Resolver<ResolversTypes['DeliverySettings'], ParentType, ContextType>;
  discountCodes?: Resolver<Array<ResolversTypes['DiscountCode']>, ParentType, ContextType>;
  failedDeliveries?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  failedJobs?: Resolver<Array<ResolversTypes['FailedJob']>, ParentType, ContextType>;
  gstr1Export?: Resolver<ResolversTypes['Gstr1Export'], ParentType, ContextType, RequireFields<QueryGstr1ExportArgs, 'month'>>;
  mailPreviews?: Resolver<Array<ResolversTypes['MailPreview']>, ParentType, ContextType>;
  marketingConsent?: Resolver<ResolversTypes['MarketingConsent'], ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  openCashOnDeliveryGroups?: Resolver<Array<ResolversTypes['OpenCashOnDeliveryGroup']>, ParentType, ContextType, RequireFields<QueryOpenCashOnDeliveryGroupsArgs, 'minOrders'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<Maybe<ResolversTypes['OrderPage']>, ParentType, ContextType, RequireFields<QueryOrdersArgs, 'limit' | 'offset'>>;
  ordersCsv?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryOrdersCsvArgs, 'from' | 'to'>>;
  pincode?: Resolver<Maybe<ResolversTypes['PincodeArea']>, ParentType, ContextType, RequireFields<QueryPincodeArgs, 'code'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'limit' | 'offset'>>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<QueryQuoteArgs, 'lines'>>;
  returnRequests?: Resolver<Maybe<ResolversTypes['ReturnRequestPage']>, ParentType, ContextType, Partial<QueryReturnRequestsArgs>>;
  reviews?: Resolver<ResolversTypes['ReviewPage'], ParentType, ContextType, RequireFields<QueryReviewsArgs, 'limit' | 'offset'>>;
  salesRegisterCsv?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QuerySalesRegisterCsvArgs, 'month'>>;
  salesReport?: Resolver<Maybe<ResolversTypes['SalesReport']>, ParentType, ContextType, RequireFields<QuerySalesReportArgs, 'from' | 'to'>>;
  searchSynonyms?: Resolver<Array<ResolversTypes['SearchSynonymGroup']>, ParentType, ContextType>;
  shippingProvider?: Resolver<ResolversTypes['ShippingProviderName'], ParentType, ContextType>;
  shopDetails?: Resolver<ResolversTypes['ShopDetails'], ParentType, ContextType>;
  shopSettings?: Resolver<Maybe<ResolversTypes['ShopSettings']>, ParentType, ContextType>;
  taxDocuments?: Resolver<ResolversTypes['TaxDocumentPage'], ParentType, ContextType, RequireFields<QueryTaxDocumentsArgs, 'limit' | 'offset'>>;
  trackOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryTrackOrderArgs, 'email' | 'orderNumber'>>;
  troubledMails?: Resolver<Array<ResolversTypes['TroubledMail']>, ParentType, ContextType>;
  webhookDeliveries?: Resolver<Maybe<ResolversTypes['WebhookDeliveryPage']>, ParentType, ContextType, RequireFields<QueryWebhookDeliveriesArgs, 'limit' | 'offset'>>;
  webhookEndpoints?: Resolver<Maybe<Array<ResolversTypes['WebhookEndpoint']>>, ParentType, ContextType>;
}>;

export type QuoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = ResolversObject<{
  breakdown?: Resolver<ResolversTypes['MoneyBreakdown'], ParentType, ContextType>;
  cashOnDelivery?: Resolver<ResolversTypes['CashOnDeliveryOffer'], ParentType, ContextType>;
  codFeeMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['AppliedDiscount']>, ParentType, ContextType>;
  discountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discountRefusal?: Resolver<Maybe<ResolversTypes['DiscountRefusal']>, ParentType, ContextType>;
  freeShippingShortfallMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['QuoteLine']>, ParentType, ContextType>;
  orderable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shippingMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subtotalMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  taxMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QuoteLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteLine'] = ResolversParentTypes['QuoteLine']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  gstRatePercent?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lineTotalMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  maxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paidMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  problem?: Resolver<Maybe<ResolversTypes['QuoteProblem']>, ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unitPriceMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QuoteProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuoteProblem'] = ResolversParentTypes['QuoteProblem']> = ResolversObject<{
  code?: Resolver<ResolversTypes['QuoteProblemCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RedeliverWebhookPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RedeliverWebhookPayload'] = ResolversParentTypes['RedeliverWebhookPayload']> = ResolversObject<{
  delivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RefundResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  amountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creditNote?: Resolver<Maybe<ResolversTypes['CreditNote']>, ParentType, ContextType>;
  errorCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  manualReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  merchantRefundId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['RefundMethod'], ParentType, ContextType>;
  paidOn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  providerRefundId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['RefundState'], ParentType, ContextType>;
}>;

export type RefundOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RefundOrderPayload'] = ResolversParentTypes['RefundOrderPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type RemoveSampleDataPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveSampleDataPayload'] = ResolversParentTypes['RemoveSampleDataPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  removedReviews?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type RequestPasswordResetPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = ResolversObject<{
  accepted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RequestReturnPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequestReturnPayload'] = ResolversParentTypes['RequestReturnPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  returnRequest?: Resolver<Maybe<ResolversTypes['ReturnRequest']>, ParentType, ContextType>;
}>;

export type ResolveContactMessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ResolveContactMessagePayload'] = ResolversParentTypes['ResolveContactMessagePayload']> = ResolversObject<{
  contactMessage?: Resolver<Maybe<ResolversTypes['ContactMessage']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ReturnDecisionPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnDecisionPayload'] = ResolversParentTypes['ReturnDecisionPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  returnRequest?: Resolver<Maybe<ResolversTypes['ReturnRequest']>, ParentType, ContextType>;
}>;

export type ReturnLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnLine'] = ResolversParentTypes['ReturnLine']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReturnRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnRequest'] = ResolversParentTypes['ReturnRequest']> = ResolversObject<{
  approvalOverdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReturnLine']>, ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  pickupAwb?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupCourier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupLabelUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupScheduledFor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupStatus?: Resolver<Maybe<ResolversTypes['PickupBookingStatus']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['ReturnReason'], ParentType, ContextType>;
  reasonLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  receivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  refundAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  refundedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  resellable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReturnStatus'], ParentType, ContextType>;
  waitingDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReturnRequestPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReturnRequestPage'] = ResolversParentTypes['ReturnRequestPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ReturnRequest']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Review'] = ResolversParentTypes['Review']> = ResolversObject<{
  authorCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isSample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reply?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ReviewStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verifiedBuyer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ReviewPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewPage'] = ResolversParentTypes['ReviewPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Review']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReviewStatusResolvers = EnumResolverSignature<{ PENDING?: any, PUBLISHED?: any, REJECTED?: any }, ResolversTypes['ReviewStatus']>;

export type ReviewSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReviewSummary'] = ResolversParentTypes['ReviewSummary']> = ResolversObject<{
  average?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  histogram?: Resolver<Array<ResolversTypes['StarCount']>, ParentType, ContextType>;
}>;

export type RevokeApiTokenPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeApiTokenPayload'] = ResolversParentTypes['RevokeApiTokenPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['ApiToken']>, ParentType, ContextType>;
}>;

export type RoleResolvers = EnumResolverSignature<{ ADMIN?: any, USER?: any }, ResolversTypes['Role']>;

export type RunJobAgainPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RunJobAgainPayload'] = ResolversParentTypes['RunJobAgainPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['FailedJob']>, ParentType, ContextType>;
}>;

export type SalesDayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesDay'] = ResolversParentTypes['SalesDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenueMoney?: Resolver<ResolversTypes['MoneySum'], ParentType, ContextType>;
}>;

export type SalesReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesReport'] = ResolversParentTypes['SalesReport']> = ResolversObject<{
  averageOrderValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['SalesDay']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ProductSales']>, ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  revenueMoney?: Resolver<ResolversTypes['MoneySum'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SaveAddressPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SaveAddressPayload'] = ResolversParentTypes['SaveAddressPayload']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['SavedAddress']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SavedAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedAddress'] = ResolversParentTypes['SavedAddress']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressLine2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchSynonymGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSynonymGroup'] = ResolversParentTypes['SearchSynonymGroup']> = ResolversObject<{
  terms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SendContactMessagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendContactMessagePayload'] = ResolversParentTypes['SendContactMessagePayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  resolveBy?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sent?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SendMailAgainPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendMailAgainPayload'] = ResolversParentTypes['SendMailAgainPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  mail?: Resolver<Maybe<ResolversTypes['TroubledMail']>, ParentType, ContextType>;
}>;

export type SendTestWebhookPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendTestWebhookPayload'] = ResolversParentTypes['SendTestWebhookPayload']> = ResolversObject<{
  delivery?: Resolver<Maybe<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ServerTotalsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServerTotals'] = ResolversParentTypes['ServerTotals']> = ResolversObject<{
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shippingMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotalMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type SetSizeParcelPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetSizeParcelPayload'] = ResolversParentTypes['SetSizeParcelPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  parcel?: Resolver<Maybe<ResolversTypes['Parcel']>, ParentType, ContextType>;
}>;

export type ShipOrderPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipOrderPayload'] = ResolversParentTypes['ShipOrderPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type ShipOrdersThroughCourierPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipOrdersThroughCourierPayload'] = ResolversParentTypes['ShipOrdersThroughCourierPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  refused?: Resolver<Maybe<Array<ResolversTypes['CourierShipRefusal']>>, ParentType, ContextType>;
  shipped?: Resolver<Maybe<Array<ResolversTypes['Order']>>, ParentType, ContextType>;
}>;

export type ShipThroughCourierPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipThroughCourierPayload'] = ResolversParentTypes['ShipThroughCourierPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type ShipmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Shipment'] = ResolversParentTypes['Shipment']> = ResolversObject<{
  carrier?: Resolver<ResolversTypes['Carrier'], ParentType, ContextType>;
  carrierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codAmount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  courierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courierStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  failedDelivery?: Resolver<Maybe<ResolversTypes['FailedDelivery']>, ParentType, ContextType>;
  labelUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parcel?: Resolver<Maybe<ResolversTypes['Parcel']>, ParentType, ContextType>;
  pickupError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupScheduledFor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupStatus?: Resolver<Maybe<ResolversTypes['PickupBookingStatus']>, ParentType, ContextType>;
  returnedToOriginAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  shippedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  throughCourierService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trackingEvents?: Resolver<Array<ResolversTypes['CourierTrackingEvent']>, ParentType, ContextType>;
  trackingNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ShopDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShopDetails'] = ResolversParentTypes['ShopDetails']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grievanceOfficerDesignation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grievanceOfficerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grievanceOfficerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grievanceOfficerPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShopSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShopSettings'] = ResolversParentTypes['ShopSettings']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactNotificationEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactNotificationEmailSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grievanceOfficerDesignation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grievanceOfficerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grievanceOfficerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grievanceOfficerPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gstin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoicePrefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mail?: Resolver<ResolversTypes['MailSettings'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SignUpPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignUpPayload'] = ResolversParentTypes['SignUpPayload']> = ResolversObject<{
  accepted?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SimulatePaymentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SimulatePaymentPayload'] = ResolversParentTypes['SimulatePaymentPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  paid?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
}>;

export type SizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Size'] = ResolversParentTypes['Size']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mrpMoney?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  netQuantity?: Resolver<Maybe<ResolversTypes['NetQuantity']>, ParentType, ContextType>;
  orderLimit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parcel?: Resolver<Maybe<ResolversTypes['Parcel']>, ParentType, ContextType>;
  percentOff?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StarCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StarCount'] = ResolversParentTypes['StarCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stars?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StockShortageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockShortage'] = ResolversParentTypes['StockShortage']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requested?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variantId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SubmitReviewPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubmitReviewPayload'] = ResolversParentTypes['SubmitReviewPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['Review']>, ParentType, ContextType>;
}>;

export type TaxDocumentLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxDocumentLine'] = ResolversParentTypes['TaxDocumentLine']> = ResolversObject<{
  amountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  cgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  gstRatePercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  hsnCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  igstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxableValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPriceMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  uqc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  utgstMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type TaxDocumentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxDocumentPage'] = ResolversParentTypes['TaxDocumentPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['TaxDocumentSummary']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TaxDocumentSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxDocumentSummary'] = ResolversParentTypes['TaxDocumentSummary']> = ResolversObject<{
  buyerGstin?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buyerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  documentType?: Resolver<ResolversTypes['TaxDocumentType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issuedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TaxDocumentKind'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  placeOfSupply?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxableValueMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalMoney?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type TroubledMailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TroubledMail'] = ResolversParentTypes['TroubledMail']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TroubledMailState'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UpdateMailSettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateMailSettingsPayload'] = ResolversParentTypes['UpdateMailSettingsPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['MailSettings']>, ParentType, ContextType>;
}>;

export type UpdateOrderStatusPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateOrderStatusPayload'] = ResolversParentTypes['UpdateOrderStatusPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type UpdateProductPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProductPayload'] = ResolversParentTypes['UpdateProductPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type UpdateSearchSynonymsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateSearchSynonymsPayload'] = ResolversParentTypes['UpdateSearchSynonymsPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  searchSynonyms?: Resolver<Maybe<Array<ResolversTypes['SearchSynonymGroup']>>, ParentType, ContextType>;
}>;

export type UpdateShopSettingsPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateShopSettingsPayload'] = ResolversParentTypes['UpdateShopSettingsPayload']> = ResolversObject<{
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['ShopSettings']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  addresses?: Resolver<Array<ResolversTypes['SavedAddress']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailConfirmed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  codRefusalReason?: Resolver<Maybe<ResolversTypes['CodRefusalReason']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  discountRefusal?: Resolver<Maybe<ResolversTypes['DiscountRefusal']>, ParentType, ContextType>;
  field?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  maxQuantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  returnRefusal?: Resolver<Maybe<ResolversTypes['ReturnRefusal']>, ParentType, ContextType>;
  serverTotals?: Resolver<Maybe<ResolversTypes['ServerTotals']>, ParentType, ContextType>;
  stock?: Resolver<Maybe<Array<ResolversTypes['StockShortage']>>, ParentType, ContextType>;
}>;

export type WebhookDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endpointId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endpointUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  payload?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  responseStatus?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WebhookDeliveryStatus'], ParentType, ContextType>;
}>;

export type WebhookDeliveryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookDeliveryPage'] = ResolversParentTypes['WebhookDeliveryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookEndpointResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ZoneTransitDaysResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ZoneTransitDays'] = ResolversParentTypes['ZoneTransitDays']> = ResolversObject<{
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zone?: Resolver<ResolversTypes['DeliveryZone'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Address?: AddressResolvers<ContextType>;
  AnswerFailedDeliveryPayload?: AnswerFailedDeliveryPayloadResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  AppliedDiscount?: AppliedDiscountResolvers<ContextType>;
  BackInStockPayload?: BackInStockPayloadResolvers<ContextType>;
  BackInStockWaiting?: BackInStockWaitingResolvers<ContextType>;
  BookReturnPickupPayload?: BookReturnPickupPayloadResolvers<ContextType>;
  CashOnDeliveryOffer?: CashOnDeliveryOfferResolvers<ContextType>;
  CashOnDeliveryPayload?: CashOnDeliveryPayloadResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CodSettings?: CodSettingsResolvers<ContextType>;
  CodSettingsPayload?: CodSettingsPayloadResolvers<ContextType>;
  ConfirmEmailPayload?: ConfirmEmailPayloadResolvers<ContextType>;
  ConfirmPaymentPayload?: ConfirmPaymentPayloadResolvers<ContextType>;
  ContactMessage?: ContactMessageResolvers<ContextType>;
  ContactMessagePage?: ContactMessagePageResolvers<ContextType>;
  CourierLabelsPayload?: CourierLabelsPayloadResolvers<ContextType>;
  CourierOption?: CourierOptionResolvers<ContextType>;
  CourierQuote?: CourierQuoteResolvers<ContextType>;
  CourierShipRefusal?: CourierShipRefusalResolvers<ContextType>;
  CourierTrackingEvent?: CourierTrackingEventResolvers<ContextType>;
  CreateApiTokenPayload?: CreateApiTokenPayloadResolvers<ContextType>;
  CreateOrderPayload?: CreateOrderPayloadResolvers<ContextType>;
  CreateProductPayload?: CreateProductPayloadResolvers<ContextType>;
  CreateWebhookEndpointPayload?: CreateWebhookEndpointPayloadResolvers<ContextType>;
  CreditNote?: CreditNoteResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  Dashboard?: DashboardResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DeleteAccountPayload?: DeleteAccountPayloadResolvers<ContextType>;
  DeleteAddressPayload?: DeleteAddressPayloadResolvers<ContextType>;
  DeleteDiscountCodePayload?: DeleteDiscountCodePayloadResolvers<ContextType>;
  DeleteProductPayload?: DeleteProductPayloadResolvers<ContextType>;
  DeleteWebhookEndpointPayload?: DeleteWebhookEndpointPayloadResolvers<ContextType>;
  DeliveryAttemptFailure?: DeliveryAttemptFailureResolvers<ContextType>;
  DeliveryPromise?: DeliveryPromiseResolvers<ContextType>;
  DeliverySettings?: DeliverySettingsResolvers<ContextType>;
  DeliverySettingsPayload?: DeliverySettingsPayloadResolvers<ContextType>;
  DiscountCode?: DiscountCodeResolvers<ContextType>;
  DiscountCodePayload?: DiscountCodePayloadResolvers<ContextType>;
  DiscountRefusal?: DiscountRefusalResolvers<ContextType>;
  FailedDelivery?: FailedDeliveryResolvers<ContextType>;
  FailedJob?: FailedJobResolvers<ContextType>;
  GstAtRate?: GstAtRateResolvers<ContextType>;
  Gstr1Export?: Gstr1ExportResolvers<ContextType>;
  Gstr1File?: Gstr1FileResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  LegalDeclarations?: LegalDeclarationsResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LogoutPayload?: LogoutPayloadResolvers<ContextType>;
  MailPreview?: MailPreviewResolvers<ContextType>;
  MailSettings?: MailSettingsResolvers<ContextType>;
  MarkContactMessageReadPayload?: MarkContactMessageReadPayloadResolvers<ContextType>;
  MarkOrderDeliveredPayload?: MarkOrderDeliveredPayloadResolvers<ContextType>;
  MarketingConsent?: MarketingConsentResolvers<ContextType>;
  MarketingConsentPayload?: MarketingConsentPayloadResolvers<ContextType>;
  ModerateReviewPayload?: ModerateReviewPayloadResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  MoneyBreakdown?: MoneyBreakdownResolvers<ContextType>;
  MoneyBreakdownLine?: MoneyBreakdownLineResolvers<ContextType>;
  MoneySum?: MoneySumResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NetQuantity?: NetQuantityResolvers<ContextType>;
  OpenCashOnDeliveryGroup?: OpenCashOnDeliveryGroupResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderActivity?: OrderActivityResolvers<ContextType>;
  OrderChangePayload?: OrderChangePayloadResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderStatus?: OrderStatusResolvers;
  OrderStatusChange?: OrderStatusChangeResolvers<ContextType>;
  OrderStatusOption?: OrderStatusOptionResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Parcel?: ParcelResolvers<ContextType>;
  PasswordChangePayload?: PasswordChangePayloadResolvers<ContextType>;
  PincodeArea?: PincodeAreaResolvers<ContextType>;
  PricedLine?: PricedLineResolvers<ContextType>;
  PricedTotals?: PricedTotalsResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductConcern?: ProductConcernResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductSales?: ProductSalesResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  QuoteLine?: QuoteLineResolvers<ContextType>;
  QuoteProblem?: QuoteProblemResolvers<ContextType>;
  RedeliverWebhookPayload?: RedeliverWebhookPayloadResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  RefundOrderPayload?: RefundOrderPayloadResolvers<ContextType>;
  RemoveSampleDataPayload?: RemoveSampleDataPayloadResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  RequestReturnPayload?: RequestReturnPayloadResolvers<ContextType>;
  ResolveContactMessagePayload?: ResolveContactMessagePayloadResolvers<ContextType>;
  ReturnDecisionPayload?: ReturnDecisionPayloadResolvers<ContextType>;
  ReturnLine?: ReturnLineResolvers<ContextType>;
  ReturnRequest?: ReturnRequestResolvers<ContextType>;
  ReturnRequestPage?: ReturnRequestPageResolvers<ContextType>;
  Review?: ReviewResolvers<ContextType>;
  ReviewPage?: ReviewPageResolvers<ContextType>;
  ReviewStatus?: ReviewStatusResolvers;
  ReviewSummary?: ReviewSummaryResolvers<ContextType>;
  RevokeApiTokenPayload?: RevokeApiTokenPayloadResolvers<ContextType>;
  Role?: RoleResolvers;
  RunJobAgainPayload?: RunJobAgainPayloadResolvers<ContextType>;
  SalesDay?: SalesDayResolvers<ContextType>;
  SalesReport?: SalesReportResolvers<ContextType>;
  SaveAddressPayload?: SaveAddressPayloadResolvers<ContextType>;
  SavedAddress?: SavedAddressResolvers<ContextType>;
  SearchSynonymGroup?: SearchSynonymGroupResolvers<ContextType>;
  SendContactMessagePayload?: SendContactMessagePayloadResolvers<ContextType>;
  SendMailAgainPayload?: SendMailAgainPayloadResolvers<ContextType>;
  SendTestWebhookPayload?: SendTestWebhookPayloadResolvers<ContextType>;
  ServerTotals?: ServerTotalsResolvers<ContextType>;
  SetSizeParcelPayload?: SetSizeParcelPayloadResolvers<ContextType>;
  ShipOrderPayload?: ShipOrderPayloadResolvers<ContextType>;
  ShipOrdersThroughCourierPayload?: ShipOrdersThroughCourierPayloadResolvers<ContextType>;
  ShipThroughCourierPayload?: ShipThroughCourierPayloadResolvers<ContextType>;
  Shipment?: ShipmentResolvers<ContextType>;
  ShopDetails?: ShopDetailsResolvers<ContextType>;
  ShopSettings?: ShopSettingsResolvers<ContextType>;
  SignUpPayload?: SignUpPayloadResolvers<ContextType>;
  SimulatePaymentPayload?: SimulatePaymentPayloadResolvers<ContextType>;
  Size?: SizeResolvers<ContextType>;
  StarCount?: StarCountResolvers<ContextType>;
  StockShortage?: StockShortageResolvers<ContextType>;
  SubmitReviewPayload?: SubmitReviewPayloadResolvers<ContextType>;
  TaxDocumentLine?: TaxDocumentLineResolvers<ContextType>;
  TaxDocumentPage?: TaxDocumentPageResolvers<ContextType>;
  TaxDocumentSummary?: TaxDocumentSummaryResolvers<ContextType>;
  TroubledMail?: TroubledMailResolvers<ContextType>;
  UpdateMailSettingsPayload?: UpdateMailSettingsPayloadResolvers<ContextType>;
  UpdateOrderStatusPayload?: UpdateOrderStatusPayloadResolvers<ContextType>;
  UpdateProductPayload?: UpdateProductPayloadResolvers<ContextType>;
  UpdateSearchSynonymsPayload?: UpdateSearchSynonymsPayloadResolvers<ContextType>;
  UpdateShopSettingsPayload?: UpdateShopSettingsPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookDeliveryPage?: WebhookDeliveryPageResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  ZoneTransitDays?: ZoneTransitDaysResolvers<ContextType>;
}>;

