/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AnswerFailedDeliveryInput = {
  /** REATTEMPT: the corrected first address line, by the checkout's rules. */
  addressLine?: string | null | undefined;
  answer: FailedDeliveryAnswer;
  /** For the courier, e.g. the shopper's confirmed address or day; up to 300 characters. */
  comment?: string | null | undefined;
  /** REATTEMPT: a landmark for the courier. */
  landmark?: string | null | undefined;
  orderId: string | number;
  /** REATTEMPT: the phone the courier should call, by the checkout's rules. */
  phone?: string | null | undefined;
  /** REATTEMPT: one of the next 1 to 3 working days (YYYY-MM-DD); null: the courier's next round. */
  reattemptOn?: string | null | undefined;
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

/** A sold-out size a shopper asks to hear about (Mutation.requestBackInStock). */
export type BackInStockInput = {
  /** Where to write when it is back; omitted by a signed-in shopper: their account's address. */
  email?: string | null | undefined;
  /** The product's id. */
  productId: string | number;
  /** The sold-out size's id (Size.id). */
  sizeId: string | number;
};

/** Units of one line to cancel before shipping. */
export type CancelOrderLineInput = {
  /** The line (OrderLine.id). */
  lineId: string | number;
  /** How many of its units, 1 to those not yet given back. */
  quantity: number;
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

/** The owner's cash-on-delivery terms as the Settings page sends them. */
export type CodSettingsInput = {
  /** Offer cash on delivery at checkout. */
  enabled: boolean;
  /** The fee in paise, 0 to 50000. */
  feePaise: number;
  /** 1 to 20. */
  maxOpenOrders: number;
  /** The largest order in paise COD is offered for. */
  maxOrderPaise: number;
};

/** A message from the contact form (Mutation.sendContactMessage), checked as the form checks it. */
export type ContactMessageInput = {
  /** A valid e-mail address, for the reply. */
  email: string;
  /** 10 to 5,000 characters. */
  message: string;
  /** 1 to 100 characters. */
  name: string;
  /** A field people never see and bots fill in: leave it empty. */
  website?: string | null | undefined;
};

/** Where a complaint ticket stands against the month the rules allow. */
export type ContactTicketStatus =
  | 'OPEN'
  | 'OVERDUE'
  | 'RESOLVED';

/** A new API token's name and scopes. */
export type CreateApiTokenInput = {
  /** 1 to 100 characters. */
  name: string;
  /** At least one. */
  scopes: Array<ApiTokenScope>;
  /** Unpaid orders placed with this token that may hold stock at once, 1 to 1,000; 25 when absent. */
  unpaidOrderLimit?: number | null | undefined;
};

/** Everything createOrder needs: who, what, and optionally the figures shown and an idempotency key. */
export type CreateOrderInput = {
  /** A discount code, any case; one per order. One that does not apply is DISCOUNT_INVALID with `discountRefusal`, and nothing is ordered. */
  discountCode?: string | null | undefined;
  /** The figures the shopper saw; a mismatch is PRICE_CHANGED with the server's totals, and nothing is ordered. */
  expected?: ExpectedTotalsInput | null | undefined;
  /** A retried request with the same key returns the same order instead of a second one. */
  idempotencyKey?: string | null | undefined;
  /** 1 to 50 lines; repeats of one variant are merged. */
  lines: Array<OrderLineInput>;
  /** How the shopper pays; ONLINE when absent. CASH_ON_DELIVERY adds the fee (send it in expected.totalPaise) and is COD_UNAVAILABLE with `codRefusalReason` when not offered. */
  paymentMethod?: PaymentMethod | null | undefined;
  /** The shopper and the address. */
  shipping: ShippingInput;
};

/** A receiver to register: its URL and the events it wants. */
export type CreateWebhookEndpointInput = {
  /** Up to 200 characters. */
  description?: string | null | undefined;
  /** At least one of the event types listed on WebhookEndpoint.events. */
  events: Array<string>;
  /**
   * Where to POST events: https in production, http allowed elsewhere; no link-local or private address unless
   * WEBHOOK_ALLOW_PRIVATE_TARGETS. A receiver on the shop's own machine (http://localhost:PORT/..., http://127.0.0.1:PORT/...)
   * is allowed in development mode and wherever WEBHOOK_ALLOW_PRIVATE_TARGETS is set.
   */
  url: string;
};

/** ISO 4217 currency code. The shop sells in Indian rupees only. */
export type CurrencyCode =
  /** Indian rupee; amounts are in paise (₹1 = 100 paise). */
  | 'INR';

/** The answer to a failed delivery attempt: the courier comes again (on a day, with the address line, landmark or phone corrected) or brings the parcel back. */
export type DeliveryAnswerInput = {
  /** REATTEMPT: the corrected first address line (house, street, area), by the checkout's rules; empty: as on the order. */
  addressLine?: string | null | undefined;
  answer: FailedDeliveryAnswer;
  /** REATTEMPT: a landmark for the courier; empty: none. */
  landmark?: string | null | undefined;
  /** REATTEMPT: the phone the courier should call, by the checkout's rules; empty: the order's. */
  phone?: string | null | undefined;
  /** REATTEMPT: one of reattemptDays (YYYY-MM-DD). */
  reattemptOn?: string | null | undefined;
};

/** The owner's delivery terms as the Settings page sends them, all of them. */
export type DeliverySettingsInput = {
  cutoffTime: string;
  dispatchPincode: string;
  dispatchWeekdays: Array<number>;
  holidays: Array<string>;
  /** One entry per zone, every zone. */
  transitDays: Array<ZoneTransitDaysInput>;
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

/** A discount code as the owner writes it. */
export type DiscountCodeInput = {
  /** False to create or keep it paused; absent means active. */
  active?: boolean | null | undefined;
  /** FIXED_AMOUNT only: paise off the goods. */
  amountPaise?: number | null | undefined;
  /** 3 to 32 letters, digits, dashes or underscores; unique whatever the case (stored in capitals). */
  code: string;
  /** RFC 3339 with an offset (2026-12-31T12:30:00.000Z), or India time: 2026-12-31 (through that whole day) or 2026-12-31T18:00 (its first moment off); absent for no end. */
  endsAt?: string | null | undefined;
  /** What it gives. */
  kind: DiscountKind;
  /** The least the goods must come to, in paise; absent for none. */
  minimumSubtotalPaise?: number | null | undefined;
  /** PERCENTAGE only: 1 to 90. */
  percent?: number | null | undefined;
  /** RFC 3339 with an offset (2026-12-01T04:30:00.000Z, 2026-12-01T10:00:00+05:30), or India time: 2026-12-01 (that day's start) or 2026-12-01T10:00; absent to work at once. */
  startsAt?: string | null | undefined;
  /** Uses in all; absent for no limit. */
  usageLimit?: number | null | undefined;
  /** Uses per customer, by e-mail; absent for no limit. */
  usageLimitPerCustomer?: number | null | undefined;
};

/** What a discount code gives. */
export type DiscountKind =
  /** A fixed amount off the goods (never more than they cost). */
  | 'FIXED_AMOUNT'
  /** No shipping fee. */
  | 'FREE_SHIPPING'
  /** A percentage off the goods, 1 to 90. */
  | 'PERCENTAGE';

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
  shippingPaise?: number | null | undefined;
  /** The subtotal shown, in paise. */
  subtotalPaise?: number | null | undefined;
  /** The tax shown, in paise. */
  taxPaise?: number | null | undefined;
  /** The total shown, in paise. */
  totalPaise?: number | null | undefined;
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

/** The declarations as the owner sends them: every field is required, checked as the admin form checks it. */
export type LegalDeclarationsInput = {
  /** Up to 500 characters. */
  consumerCareAddress: string;
  consumerCareEmail: string;
  /** 10 to 13 digits; spaces, + and - allowed. */
  consumerCarePhone: string;
  /** Up to 200 characters. */
  countryOfOrigin: string;
  /** Up to 200 characters. */
  genericName: string;
  /** Up to 500 characters. */
  makerAddress: string;
  /** Up to 200 characters. */
  makerName: string;
  makerRole: MakerRole;
  shelfLifeKind: ShelfLifeKind;
  /** Whole months, 1 to 120. */
  shelfLifeMonths: number;
};

/** Who receives an e-mail. */
export type MailRecipient =
  /** The owner, at the notification address in Settings. */
  | 'OWNER'
  /** The shopper (the order's or the account's e-mail address). */
  | 'SHOPPER';

/** The e-mail switches to change; each absent one is kept. */
export type MailSettingsInput = {
  /** A message from the contact form. */
  ownerContactMessage?: boolean | null | undefined;
  /** A size fell below the low-stock mark. */
  ownerLowStock?: boolean | null | undefined;
  /** A new paid order. */
  ownerNewOrder?: boolean | null | undefined;
  /** A return request waiting past 2 days. */
  ownerReturnWaiting?: boolean | null | undefined;
  /** 1 to 30 days after delivery. */
  reviewRequestDelayDays?: number | null | undefined;
  /** Ask buyers for reviews. */
  reviewRequests?: boolean | null | undefined;
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
  paidOn: string;
  /** The transfer's reference: one line, 1 to 100 characters. */
  reference: string;
};

/** A size's net quantity as sent. */
export type NetQuantityInput = {
  /** Above 0, at most three decimals (whole for N). */
  amount: number;
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

/** Where an order goes and the phone to call, as the owner corrects it. */
export type OrderContactInput = {
  /** City. */
  city: string;
  /** The order's id. */
  orderId: string | number;
  /** The phone to call on delivery. */
  phone: string;
  /** PIN code for India. */
  postalCode: string;
  /** State or union territory, as the checkout lists it for India. */
  state: string;
  /** Street address, as on the checkout form. */
  street: string;
};

/** Narrows Query.orders; both fields given must match. */
export type OrderFilter = {
  /** Matches the customer's name or e-mail, case-insensitive. */
  search?: string | null | undefined;
  /** Only orders with this status. */
  status?: OrderStatus | null | undefined;
};

/** One line of a cart: a size (variant) by its id and how many. Repeats of one variant are merged. */
export type OrderLineInput = {
  /** 1 to 100. */
  quantity: number;
  /** The unit price the shopper saw, in paise. When given, it must equal the server's. */
  unitPricePaise?: number | null | undefined;
  /** Size.id of the size wanted. */
  variantId: string | number;
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

/**
 * An order's life (docs/decisions/011-order-state-machine.md): PENDING → PROCESSING only when the
 * payment is confirmed; PROCESSING → SHIPPED → DELIVERED; PENDING or PROCESSING → CANCELLED.
 * CANCELLED and DELIVERED are final. The shop shows them as Pending, Processing, Shipped, Delivered, Cancelled. Cancelling releases the stock and, for a paid order, starts a
 * full refund (refundDue until the provider confirms it). Any other change is refused with an INVALID_STATE error and the reason.
 */
export type OrderStatus =
  /** Cancelled by the shop, or closed because the payment failed or expired; its stock is released. Final. */
  | 'CANCELLED'
  /** Received by the shopper. Final. */
  | 'DELIVERED'
  /** Placed; waiting for the payment. */
  | 'PENDING'
  /** Paid; being packed. */
  | 'PROCESSING'
  /** Handed to the courier. */
  | 'SHIPPED';

/** A parcel as packed for the courier: whole grams and centimetres. */
export type ParcelInput = {
  /** 1 to 200. */
  breadthCm: number;
  /** 1 to 200. */
  heightCm: number;
  /** 1 to 200. */
  lengthCm: number;
  /** 1 to 50000. */
  weightGrams: number;
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

/** Narrows Query.products; every field given must match (AND). Absent fields do not filter. */
export type ProductFilter = {
  /** Only best sellers (true) or only the others (false). */
  bestSeller?: boolean | null | undefined;
  /** A category's slug, e.g. hair. */
  category?: string | null | undefined;
  /** One concern's key (ProductConcern.key, e.g. dandruff): only the products made for it. A key outside the shop's list is refused. */
  concern?: string | number | null | undefined;
  /** Leave this product out (for 'You might also like'). */
  excludeId?: string | number | null | undefined;
  /** Only featured products (true) or only the others (false). */
  featured?: boolean | null | undefined;
  /** Only new arrivals (true) or only the others (false). */
  isNew?: boolean | null | undefined;
  /** Inclusive upper bound on the base price, in rupees. */
  maxPrice?: number | null | undefined;
  /** Inclusive bounds on the base price, in rupees. */
  minPrice?: number | null | undefined;
  /**
   * What a shopper typed: every word must match the name, description, category or type, in any
   * order, as written, as a plural, as one of the owner's synonyms (searchSynonyms), split or joined
   * (facewash, face wash) or, for a word the catalogue does not have, within one letter of one it
   * has (two from eight letters on). The last word also matches the start of a word, for
   * suggestions as one types. Without a sort, the best matches come first (a match in the name
   * before one in the description).
   */
  search?: string | null | undefined;
  /** One product type (subcategory), e.g. 'oil' or 'face wash'. */
  subcategory?: string | null | undefined;
};

/** A product as the admin's form sends it (createProduct, updateProduct). Prices in integer paise (pricePaise), from 1 paisa to ₹10,00,000; the rupee fields are deprecated. */
export type ProductInput = {
  /** Short selling points; may be empty. */
  benefits: Array<string>;
  /** Show the Best seller badge. */
  bestSeller?: boolean | null | undefined;
  /** A category slug, e.g. hair; a new slug makes a new category. */
  category: string;
  /** The concerns it is made for, by key (ProductConcern.key, e.g. hair-fall) or name (Hair fall); [] clears them, absent keeps them (a new product gets none). A value outside the shop's list is refused. */
  concerns?: Array<string> | null | undefined;
  /** Plain text, shown on the product page. */
  description: string;
  /** Show in the home page's featured row. */
  featured?: boolean | null | undefined;
  /** GST rate in percent (0 to 100, at most two decimals); absent keeps the current one (a new product gets 18). */
  gstRatePercent?: number | null | undefined;
  /** How to use it, up to 5,000 characters; absent keeps it. */
  howToUse?: string | null | undefined;
  /** Harmonised System code, 4 to 8 digits; absent keeps the current one (a new product gets 33049990). */
  hsnCode?: string | null | undefined;
  /** When creating: the product's id and address (/product/<id>); absent, it is made from the name (neem-face-wash, then neem-face-wash-2 when taken). Ignored when updating. */
  id?: string | number | null | undefined;
  /** The main image: a path on this shop (/images/...) or an https URL. */
  imageUrl: string;
  /** Extra gallery images, same rules as imageUrl; absent keeps none. */
  images?: Array<string> | null | undefined;
  /** Ingredients (INCI list), up to 5,000 characters; absent keeps them. */
  ingredients?: string | null | undefined;
  /** Show the New badge; the NEWEST sort lists these first. */
  isNew?: boolean | null | undefined;
  /** The Legal Metrology declarations, all at once. Required for a new product (and for one saved before they were asked for); absent on an edit keeps them. */
  legalDeclarations?: LegalDeclarationsInput | null | undefined;
  /** The display name; required. */
  name: string;
  /**
   * Base price in rupees.
   * @deprecated Use pricePaise (integer paise), the shape every other money input has. Removed in the next release.
   */
  price?: number | null | undefined;
  /** Base price in paise (what listings show and sort by). Give this or price. */
  pricePaise?: number | null | undefined;
  /**
   * Ignored: a product's rating is worked out from its published reviews.
   * @deprecated Ratings come from published reviews; this value is ignored.
   */
  rating?: number | null | undefined;
  /**
   * Ignored: a product's review count is the number of its published reviews.
   * @deprecated Review counts come from published reviews; this value is ignored.
   */
  reviews?: number | null | undefined;
  /** At least one size; keep each existing size's id so orders and carts still find it. */
  sizes: Array<SizeInput>;
  /**
   * Units in stock over all sizes, 0 to 10,00,000: used only for sizes sent without their own stock, which share it evenly (the first sizes take one more while a remainder lasts).
   * @deprecated Give each size its stock: SizeInput.stock.
   */
  stock?: number | null | undefined;
  /** The product type within the category, e.g. oil. */
  subcategory: string;
  /** Unit of quantity from the GST list (BTL, TUB, PCS, PAC, NOS, …); absent keeps the current one (a new product gets NOS). */
  uqc?: string | null | undefined;
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
  manual?: ManualRefundInput | null | undefined;
  /** Put the units back in stock on their sizes (default true); false for units that cannot be sold. */
  resellable?: boolean | null | undefined;
  /** The return's id; it must be APPROVED. */
  returnId: string | number;
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
  amount?: number | null | undefined;
  /** A goodwill payment after delivery with nothing returned (e.g. for a late parcel): its credit note is a financial one, reversing no GST. Not with restock. */
  goodwill?: boolean | null | undefined;
  /** Required for a cash-on-delivery order whose cash was collected (refused for an online payment): how the money was sent back. */
  manual?: ManualRefundInput | null | undefined;
  /** The order's id (UUID). */
  orderId: string | number;
  /** Why, for the records and the shopper's e-mail: 1 to 500 characters. */
  reason: string;
  /** Return every unit the order still holds to stock. To return only some items (a part refund), use restockLines instead. */
  restock?: boolean | null | undefined;
  /** Return exactly these units to stock: each a line of this order, once, 1 to the units it still holds. */
  restockLines?: Array<RefundRestockLineInput> | null | undefined;
};

/** Units of one order line to return to stock with a refund. */
export type RefundRestockLineInput = {
  /** The line's id (OrderLine.id). */
  lineId: string | number;
  /** How many of its units go back on the shelf. */
  quantity: number;
};

/** Where one refund stands at the payment provider. */
export type RefundState =
  /** The provider sent the money back. */
  | 'COMPLETED'
  /** No money moved; the refund may be asked again. */
  | 'FAILED'
  /** Asked of the payment provider; not settled yet. */
  | 'PENDING';

/** What a shopper asks back and why: by order number and e-mail, or (signed in) by the order's id. */
export type RequestReturnInput = {
  /** The e-mail the order was placed with. */
  email?: string | null | undefined;
  /** Which lines and how many. */
  lines: Array<ReturnLineInput>;
  /** In the shopper's words; required for OTHER, at most 500 characters. */
  note?: string | null | undefined;
  /** The order's id, for a signed-in shopper's own order. */
  orderId?: string | number | null | undefined;
  /** The order number, e.g. HB-100001, with email (the track-order page's way). */
  orderNumber?: string | null | undefined;
  /** Why, from the list. */
  reason: ReturnReason;
};

/** One line of a return request. */
export type ReturnLineInput = {
  /** The order line (OrderLine.id). */
  lineId: string | number;
  /** How many units, at most what was bought less what is already asked back. */
  quantity: number;
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

/** Where a review stands: only PUBLISHED ones are shown to shoppers. */
export type ReviewStatus =
  /** Written, waiting for the owner. */
  | 'PENDING'
  /** Shown on the product page and counted in its rating. */
  | 'PUBLISHED'
  /** Not shown. */
  | 'REJECTED';

/** What a signed-in account may do: shoppers (USER) or the shop's administrators (ADMIN). */
export type Role =
  /** Runs the catalogue and the orders. */
  | 'ADMIN'
  /** A shopper's account. */
  | 'USER';

/** A delivery address to keep: the checkout form's fields without the e-mail (the account's own). */
export type SavedAddressInput = {
  /** Street address. */
  address: string;
  /** Optional second street line (flat, floor, landmark), up to 200 characters. */
  addressLine2?: string | null | undefined;
  /** Up to 200 characters. */
  city: string;
  /** One of the countries the shop ships to. */
  country: string;
  /** Up to 200 characters. */
  firstName: string;
  /** Up to 200 characters. */
  lastName: string;
  /** 7 to 15 characters: digits, spaces, +, - and brackets. */
  phone: string;
  /** For India, a six-digit PIN code not starting with 0. */
  postalCode: string;
  /** For India, a state or union territory by its official name. */
  state: string;
};

/** One synonym group as the Settings page sends it. */
export type SearchSynonymGroupInput = {
  /** Two or more different words or phrases (letters, digits, spaces and dashes; at most 60 characters each). */
  terms: Array<string>;
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
  orderId: string | number;
  /** The courier's tracking number, checked against the courier's format where it has one. */
  trackingNumber: string;
};

/** Which order leaves through the courier aggregator, with which courier and parcel. */
export type ShipThroughCourierInput = {
  /** One of courierQuote's couriers; the cheapest when null. */
  courierId?: number | null | undefined;
  /** The order's id (UUID); it must be PROCESSING. */
  orderId: string | number;
  /** The parcel as packed; the order's sizes' own when null. */
  parcel?: ParcelInput | null | undefined;
};

/** The shopper's details at checkout; every field is required and checked as the checkout form checks it. */
export type ShippingInput = {
  /** Street address: house, building and road. Up to 200 characters. */
  address: string;
  /** Second address line (flat, floor, landmark); optional, up to 200 characters. Stored after the first, separated by a comma. */
  addressLine2?: string | null | undefined;
  /** With a GSTIN, the business's legal (registered) name, 1 to 200 characters, printed on the invoice; ignored without one. */
  businessName?: string | null | undefined;
  /** Up to 200 characters. */
  city: string;
  /** India, United States or United Kingdom. */
  country: string;
  /** A valid e-mail address; the confirmation goes there. */
  email: string;
  /** Up to 200 characters. */
  firstName: string;
  /** A business buyer's GSTIN (15 characters, checked), printed on the tax invoice; absent or empty for a consumer. */
  gstin?: string | null | undefined;
  /** Up to 200 characters. */
  lastName: string;
  /** For India, a 10-digit mobile number starting with 6, 7, 8 or 9, with +91 optional (spaces and dashes allowed); elsewhere 7 to 15 characters: digits, spaces, +, - and brackets. */
  phone: string;
  /** For India, a six-digit PIN code not starting with 0. */
  postalCode: string;
  /** For India, a state or union territory by its official name; elsewhere free text. */
  state: string;
};

/** The owner's settings as the Settings page sends them. */
export type ShopSettingsInput = {
  /** The registered address. */
  address?: string | null | undefined;
  /** A valid e-mail address. */
  contactNotificationEmail: string;
  /** Customer care e-mail, one address. */
  email?: string | null | undefined;
  /** Their designation. */
  grievanceOfficerDesignation?: string | null | undefined;
  /** Their e-mail address, one address. */
  grievanceOfficerEmail?: string | null | undefined;
  /** The grievance officer's name. */
  grievanceOfficerName?: string | null | undefined;
  /** Their phone number. */
  grievanceOfficerPhone?: string | null | undefined;
  /** A valid GSTIN of that state. */
  gstin?: string | null | undefined;
  /** 1 to 4 letters or digits. */
  invoicePrefix?: string | null | undefined;
  /** The registered legal name. */
  legalName?: string | null | undefined;
  /** Customer care phone number. */
  phone?: string | null | undefined;
  /** The shop's details; each absent one is kept. */
  shopName?: string | null | undefined;
  /** A state or union territory by its official name. */
  state?: string | null | undefined;
};

/** A shopper's order, found as the track-order page finds it. */
export type ShopperOrderInput = {
  /** The e-mail the order was placed with (case-insensitive). */
  email: string;
  /** As printed on the confirmation, e.g. HB-100042. */
  orderNumber: string;
};

/** A new shopper account. */
export type SignUpInput = {
  /** One e-mail address: the confirmation link goes there. */
  email: string;
  /** True when they ticked the separate consent to marketing e-mails (unticked by default); recorded with its time once the address is confirmed. */
  marketingConsent?: boolean | null | undefined;
  /** What to call you, 1 to 100 characters. */
  name: string;
  /** 8 to 1024 characters. */
  password: string;
};

/** A size in the admin's product form. */
export type SizeInput = {
  /** The size's id when editing an existing size, so it keeps its id and SKU (orders and carts name it); absent for a new size. */
  id?: string | number | null | undefined;
  /** For display, e.g. 100ml; unique within the product. */
  label: string;
  /** Maximum retail price in paise, inclusive of all taxes; pricePaise may not be above it. Required for a new product; absent on an edit keeps the size's. */
  mrpPaise?: number | null | undefined;
  /** The pack's net quantity. Required for a new product; absent on an edit keeps the size's. */
  netQuantity?: NetQuantityInput | null | undefined;
  /**
   * In rupees.
   * @deprecated Use pricePaise (integer paise), the shape every other money input has. Removed in the next release.
   */
  price?: number | null | undefined;
  /** In paise (₹249.00 is 24900), from 1 to 10,00,00,000. Give this or price. */
  pricePaise?: number | null | undefined;
  /** Units of this size in stock, 0 to 10,00,000. Absent: the size keeps its stock (a new size gets a share of ProductInput.stock). */
  stock?: number | null | undefined;
};

/** Ascending or descending. */
export type SortDirection =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** A review of one product of a delivered order. */
export type SubmitReviewInput = {
  /** Up to 2,000 characters. */
  body: string;
  /** The order's unguessable id: only its buyer has it. */
  orderId: string | number;
  /** A product of that order. */
  productId: string | number;
  /** 1 to 5 stars. */
  rating: number;
  /** One line, up to 120 characters. */
  title: string;
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

/** Whether an e-mail that did not go out is still being tried. */
export type TroubledMailState =
  /** Given up after the last attempt: only Send again now tries it again. */
  | 'FAILED'
  /** Sending failed; it is tried again at nextAttemptAt. */
  | 'WAITING';

/** Where one delivery stands: retried with exponential back-off (WEBHOOK_RETRY_BASE_SECONDS doubling up to an hour) for 24 hours. */
export type WebhookDeliveryStatus =
  /** The receiver answered 2xx. */
  | 'DELIVERED'
  /** Every attempt for 24 hours failed. */
  | 'FAILED'
  /** Waiting for its first or next attempt. */
  | 'PENDING';

export type ZoneTransitDaysInput = {
  /** 0 to 20. */
  days: number;
  zone: DeliveryZone;
};

/** An enum describing what kind of type a given `__Type` is. */
export type __TypeKind =
  /** Indicates this type is a scalar. */
  | 'SCALAR'
  /** Indicates this type is an object. `fields` and `interfaces` are valid fields. */
  | 'OBJECT'
  /** Indicates this type is an interface. `fields`, `interfaces`, and `possibleTypes` are valid fields. */
  | 'INTERFACE'
  /** Indicates this type is a union. `possibleTypes` is a valid field. */
  | 'UNION'
  /** Indicates this type is an enum. `enumValues` is a valid field. */
  | 'ENUM'
  /** Indicates this type is an input object. `inputFields` is a valid field. */
  | 'INPUT_OBJECT'
  /** Indicates this type is a list. `ofType` is a valid field. */
  | 'LIST'
  /** Indicates this type is a non-null. `ofType` is a valid field. */
  | 'NON_NULL';

export type AccountsSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type AccountsSignUpMutation = { signUp: { accepted: boolean | null, errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type AccountsConfirmMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type AccountsConfirmMutation = { confirmEmail: { email: string | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type AccountsLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type AccountsLoginMutation = { login: { user: { email: string, role: Role } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type AccountsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountsMeQuery = { me: { email: string, name: string, emailConfirmed: boolean, orders: Array<{ id: string, orderNumber: string, status: OrderStatus }>, addresses: Array<{ id: string, city: string, state: string }> } | null };

export type AccountsMarketingConsentQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountsMarketingConsentQuery = { marketingConsent: { consented: boolean, consentedAt: string | null, withdrawnAt: string | null } };

export type AccountsRequestResetMutationVariables = Exact<{
  email: string;
}>;


export type AccountsRequestResetMutation = { requestPasswordReset: { accepted: boolean | null, errors: Array<{ code: ErrorCode }> } };

export type AccountsResetMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type AccountsResetMutation = { resetPassword: { changed: boolean | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type AccountsSaveAddressMutationVariables = Exact<{
  input: SavedAddressInput;
  id?: string | number | null | undefined;
}>;


export type AccountsSaveAddressMutation = { saveAddress: { address: { id: string, state: string, addressLine2: string } | null, errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type AccountsDeleteMutationVariables = Exact<{
  password: string;
}>;


export type AccountsDeleteMutation = { deleteAccount: { deleted: boolean | null, errors: Array<{ code: ErrorCode }> } };

export type AdminPasswordMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPasswordMeQuery = { me: { email: string } | null };

export type AdminProductsCreateMutationVariables = Exact<{
  input: ProductInput;
}>;


export type AdminProductsCreateMutation = { createProduct: { product: { benefits: Array<string>, bestSeller: boolean, createdAt: string, description: string, featured: boolean, gstRatePercent: number, howToUse: string, hsnCode: string, id: string, imageUrl: string, images: Array<string>, ingredients: string, isNew: boolean, name: string, new: boolean, orderLimit: number, price: number, rating: number, reviews: number, stock: number, subcategory: string, updatedAt: string, uqc: string, category: { id: string, name: string, slug: string }, concerns: Array<{ key: string, label: string }>, legalDeclarations: { consumerCareAddress: string, consumerCareEmail: string, consumerCarePhone: string, countryOfOrigin: string, genericName: string, makerAddress: string, makerLabel: string, makerName: string, makerRole: MakerRole, shelfLife: string, shelfLifeKind: ShelfLifeKind, shelfLifeMonths: number } | null, priceMoney: { amount: number, currency: CurrencyCode, formatted: string }, publishedReviews: { totalCount: number }, reviewSummary: { count: number }, sizes: Array<{ id: string, label: string, percentOff: number | null, price: number, sku: string, mrpMoney: { amount: number, currency: CurrencyCode, formatted: string } | null, netQuantity: { amount: number, text: string, unit: NetQuantityUnit } | null, priceMoney: { amount: number, currency: CurrencyCode, formatted: string } }> } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, retryAfterSeconds: number | null, maxQuantity: number | null, stock: Array<{ productId: string, variantId: string, name: string, size: string, requested: number, available: number }> | null, serverTotals: { subtotalMoney: { amount: number }, shippingMoney: { amount: number }, taxMoney: { amount: number }, totalMoney: { amount: number } } | null }> } };

export type AdminProductsUpdateMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;


export type AdminProductsUpdateMutation = { updateProduct: { product: { benefits: Array<string>, bestSeller: boolean, createdAt: string, description: string, featured: boolean, gstRatePercent: number, howToUse: string, hsnCode: string, id: string, imageUrl: string, images: Array<string>, ingredients: string, isNew: boolean, name: string, new: boolean, orderLimit: number, price: number, rating: number, reviews: number, stock: number, subcategory: string, updatedAt: string, uqc: string, category: { id: string, name: string, slug: string }, concerns: Array<{ key: string, label: string }>, legalDeclarations: { consumerCareAddress: string, consumerCareEmail: string, consumerCarePhone: string, countryOfOrigin: string, genericName: string, makerAddress: string, makerLabel: string, makerName: string, makerRole: MakerRole, shelfLife: string, shelfLifeKind: ShelfLifeKind, shelfLifeMonths: number } | null, priceMoney: { amount: number, currency: CurrencyCode, formatted: string }, publishedReviews: { totalCount: number }, reviewSummary: { count: number }, sizes: Array<{ id: string, label: string, percentOff: number | null, price: number, sku: string, mrpMoney: { amount: number, currency: CurrencyCode, formatted: string } | null, netQuantity: { amount: number, text: string, unit: NetQuantityUnit } | null, priceMoney: { amount: number, currency: CurrencyCode, formatted: string } }> } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, retryAfterSeconds: number | null, maxQuantity: number | null, stock: Array<{ productId: string, variantId: string, name: string, size: string, requested: number, available: number }> | null, serverTotals: { subtotalMoney: { amount: number }, shippingMoney: { amount: number }, taxMoney: { amount: number }, totalMoney: { amount: number } } | null }> } };

export type AdminProductsDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminProductsDeleteMutation = { deleteProduct: { deletedId: string | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, retryAfterSeconds: number | null, maxQuantity: number | null, stock: Array<{ productId: string, variantId: string, name: string, size: string, requested: number, available: number }> | null, serverTotals: { subtotalMoney: { amount: number }, shippingMoney: { amount: number }, taxMoney: { amount: number }, totalMoney: { amount: number } } | null }> } };

export type AdminProductsProductQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminProductsProductQuery = { product: { benefits: Array<string>, bestSeller: boolean, createdAt: string, description: string, featured: boolean, gstRatePercent: number, howToUse: string, hsnCode: string, id: string, imageUrl: string, images: Array<string>, ingredients: string, isNew: boolean, name: string, new: boolean, orderLimit: number, price: number, rating: number, reviews: number, stock: number, subcategory: string, updatedAt: string, uqc: string, category: { id: string, name: string, slug: string }, concerns: Array<{ key: string, label: string }>, legalDeclarations: { consumerCareAddress: string, consumerCareEmail: string, consumerCarePhone: string, countryOfOrigin: string, genericName: string, makerAddress: string, makerLabel: string, makerName: string, makerRole: MakerRole, shelfLife: string, shelfLifeKind: ShelfLifeKind, shelfLifeMonths: number } | null, priceMoney: { amount: number, currency: CurrencyCode, formatted: string }, publishedReviews: { totalCount: number }, reviewSummary: { count: number }, sizes: Array<{ id: string, label: string, percentOff: number | null, price: number, sku: string, mrpMoney: { amount: number, currency: CurrencyCode, formatted: string } | null, netQuantity: { amount: number, text: string, unit: NetQuantityUnit } | null, priceMoney: { amount: number, currency: CurrencyCode, formatted: string } }> } | null };

export type AdminProductsFaceQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProductsFaceQuery = { products: { totalCount: number, items: Array<{ id: string }> } };

export type ApiTokensCreateMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type ApiTokensCreateMutation = { createApiToken: { secret: string | null, token: { id: string, name: string, prefix: string, scopes: Array<ApiTokenScope>, lastUsedAt: string | null, revokedAt: string | null } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ApiTokensOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensOrdersQuery = { orders: { totalCount: number, items: Array<{ id: string, status: OrderStatus, history: Array<{ status: OrderStatus, changedBy: string }> }> } | null };

export type ApiTokensListQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensListQuery = { apiTokens: Array<{ id: string, prefix: string, lastUsedAt: string | null }> | null };

export type ApiTokensRevokeMutationVariables = Exact<{
  id: string | number;
}>;


export type ApiTokensRevokeMutation = { revokeApiToken: { token: { revokedAt: string | null } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type AuthLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AuthLogoutMutation = { logout: { signedOut: boolean | null, errors: Array<{ code: ErrorCode }> } };

export type NotifyMeWhenBackMutationVariables = Exact<{
  input: BackInStockInput;
}>;


export type NotifyMeWhenBackMutation = { requestBackInStock: { requested: boolean | null, email: string | null, message: string | null, errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type BackInStockProductForFormQueryVariables = Exact<{
  id: string | number;
}>;


export type BackInStockProductForFormQuery = { product: { name: string, subcategory: string, price: number, description: string, benefits: Array<string>, imageUrl: string, images: Array<string>, category: { slug: string }, sizes: Array<{ id: string, label: string, price: number, stock: number }> } | null };

export type BackInStockLinkedProductQueryVariables = Exact<{
  id: string | number;
}>;


export type BackInStockLinkedProductQuery = { product: { name: string, sizes: Array<{ label: string, stock: number }> } | null };

export type BackInStockWaitingForSizesQueryVariables = Exact<{
  productId: string | number;
}>;


export type BackInStockWaitingForSizesQuery = { backInStockWaiting: Array<{ sizeId: string, shoppers: number }> };

export type BackInStockSaveProductMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;


export type BackInStockSaveProductMutation = { updateProduct: { errors: Array<{ code: ErrorCode, message: string }> } };

export type BackInStockEraseMeMutationVariables = Exact<{
  password: string;
}>;


export type BackInStockEraseMeMutation = { deleteAccount: { deleted: boolean | null } };

export type CodOpenGroupsQueryVariables = Exact<{
  minOrders?: number | null | undefined;
}>;


export type CodOpenGroupsQuery = { openCashOnDeliveryGroups: Array<{ matchedBy: string, key: string, openOrders: number, orders: Array<{ id: string, orderNumber: string }> }> };

export type CatalogueCacheListingQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  limit?: number | null | undefined;
}>;


export type CatalogueCacheListingQuery = { products: { totalCount: number, items: Array<{ id: string, price: number, stock: number }> } };

export type CatalogueCacheProductQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogueCacheProductQuery = { product: { id: string, name: string, price: number, stock: number, sizes: Array<{ label: string, price: number }> } | null };

export type CatalogueCachePublicAndMeQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueCachePublicAndMeQuery = { products: { totalCount: number }, me: { email: string } | null };

export type CatalogueCacheBadLimitQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type CatalogueCacheBadLimitQuery = { products: { totalCount: number } };

export type CachedBurstQueryVariables = Exact<{ [key: string]: never; }>;


export type CachedBurstQuery = { product: { id: string, name: string, rating: number, reviews: number, stock: number } | null };

export type CatalogueCacheShopDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueCacheShopDetailsQuery = { shopDetails: { shopName: string, phone: string } };

export type CatalogueCacheSetShopPhoneMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type CatalogueCacheSetShopPhoneMutation = { updateShopSettings: { errors: Array<{ message: string }> } };

export type CatalogueConcernsListingQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  limit?: number | null | undefined;
}>;


export type CatalogueConcernsListingQuery = { products: { totalCount: number, didYouMean: string | null, items: Array<{ id: string, concerns: Array<{ key: string, label: string }> }> } };

export type CatalogueConcernsProductForEditQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogueConcernsProductForEditQuery = { product: { name: string, subcategory: string, description: string, benefits: Array<string>, imageUrl: string, category: { slug: string }, priceMoney: { amount: number }, sizes: Array<{ id: string, label: string, priceMoney: { amount: number } }>, concerns: Array<{ key: string }> } | null };

export type CatalogueConcernsUpdateProductMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;


export type CatalogueConcernsUpdateProductMutation = { updateProduct: { product: { id: string, concerns: Array<{ key: string, label: string }> } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type CatalogueCountsTotalQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
}>;


export type CatalogueCountsTotalQuery = { products: { totalCount: number } };

export type CatalogueCountsCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueCountsCategoriesQuery = { categories: Array<{ id: string, subcategories: Array<string>, productCount: number }> };

export type CatalogueCountsCreateMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CatalogueCountsCreateMutation = { createProduct: { product: { id: string } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type CatalogueCountsDeleteMutationVariables = Exact<{ [key: string]: never; }>;


export type CatalogueCountsDeleteMutation = { deleteProduct: { deletedId: string | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type CatalogueSearchQueryVariables = Exact<{
  search: string;
  limit?: number | null | undefined;
}>;


export type CatalogueSearchQuery = { products: { totalCount: number, didYouMean: string | null, items: Array<{ id: string, name: string }> } };

export type CatalogueSearchSynonymsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueSearchSynonymsQuery = { searchSynonyms: Array<{ terms: Array<string> }> };

export type CatalogueSearchUpdateSynonymsMutationVariables = Exact<{
  groups: Array<SearchSynonymGroupInput> | SearchSynonymGroupInput;
}>;


export type CatalogueSearchUpdateSynonymsMutation = { updateSearchSynonyms: { searchSynonyms: Array<{ terms: Array<string> }> | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type CatalogueHairOilQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueHairOilQuery = { product: { benefits: Array<string>, bestSeller: boolean, createdAt: string, description: string, featured: boolean, gstRatePercent: number, howToUse: string, hsnCode: string, id: string, imageUrl: string, images: Array<string>, ingredients: string, isNew: boolean, name: string, new: boolean, orderLimit: number, price: number, rating: number, reviews: number, stock: number, subcategory: string, updatedAt: string, uqc: string, category: { id: string, name: string, slug: string }, concerns: Array<{ key: string, label: string }>, legalDeclarations: { consumerCareAddress: string, consumerCareEmail: string, consumerCarePhone: string, countryOfOrigin: string, genericName: string, makerAddress: string, makerLabel: string, makerName: string, makerRole: MakerRole, shelfLife: string, shelfLifeKind: ShelfLifeKind, shelfLifeMonths: number } | null, priceMoney: { amount: number, currency: CurrencyCode, formatted: string }, publishedReviews: { totalCount: number }, reviewSummary: { count: number }, sizes: Array<{ id: string, label: string, percentOff: number | null, price: number, sku: string, mrpMoney: { amount: number, currency: CurrencyCode, formatted: string } | null, netQuantity: { amount: number, text: string, unit: NetQuantityUnit } | null, priceMoney: { amount: number, currency: CurrencyCode, formatted: string } }> } | null };

export type CatalogueUnknownProductQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueUnknownProductQuery = { product: { id: string } | null };

export type CatalogueCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueCategoriesQuery = { categories: Array<{ id: string, name: string, subcategories: Array<string>, productCount: number }> };

export type CatalogueCappedSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
}>;


export type CatalogueCappedSearchQuery = { products: { totalCount: number, totalCountCapped: boolean, pageInfo: { hasNextPage: boolean }, items: Array<{ id: string }> } };

export type CatalogueCountEverythingQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueCountEverythingQuery = { products: { totalCount: number, totalCountCapped: boolean } };

export type CheckoutOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type CheckoutOrderQuery = { order: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentReference: string | null, paymentFailureReason: string | null, refundDue: boolean, firstName: string, lastName: string, customerName: string, email: string, phone: string, addressLine: string, subtotal: number, shipping: number, tax: number, total: number, itemCount: number, createdAt: string, address: { street: string, city: string, state: string, postalCode: string, country: string }, totalMoney: { amount: number, currency: CurrencyCode, formatted: string }, lines: Array<{ productId: string, variantId: string | null, sku: string | null, name: string, size: string, quantity: number, unitPrice: number, lineTotal: number, imageUrl: string | null }> } | null };

export type CheckoutOrderHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type CheckoutOrderHistoryQuery = { order: { id: string, history: Array<{ status: OrderStatus }> } | null };

export type ContactSendBeforePostMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type ContactSendBeforePostMutation = { sendContactMessage: { sent: boolean | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, retryAfterSeconds: number | null, maxQuantity: number | null, stock: Array<{ productId: string, variantId: string, name: string, size: string, requested: number, available: number }> | null, serverTotals: { subtotalMoney: { amount: number }, shippingMoney: { amount: number }, taxMoney: { amount: number }, totalMoney: { amount: number } } | null }> } };

export type ContactPageShopDetailsMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type ContactPageShopDetailsMutation = { updateShopSettings: { errors: Array<{ message: string }> } };

export type TicketSendMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type TicketSendMutation = { sendContactMessage: { sent: boolean | null, ticket: string | null, resolveBy: string | null, errors: Array<{ code: ErrorCode }> } };

export type TicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type TicketsQuery = { contactMessages: { items: Array<{ id: string, ticket: string, name: string, acknowledgedAt: string | null, acknowledgeBy: string, resolveBy: string, resolvedAt: string | null, ticketStatus: ContactTicketStatus, ageText: string, acknowledgementText: string, resolutionText: string, read: boolean }> } | null };

export type TicketResolveMutationVariables = Exact<{
  id: string | number;
  resolved: boolean;
}>;


export type TicketResolveMutation = { resolveContactMessage: { contactMessage: { ticketStatus: ContactTicketStatus, resolutionText: string, read: boolean } | null, errors: Array<{ code: ErrorCode }> } };

export type GrievanceOfficerQueryVariables = Exact<{ [key: string]: never; }>;


export type GrievanceOfficerQuery = { shopDetails: { legalName: string, gstin: string, grievanceOfficerName: string, grievanceOfficerDesignation: string, grievanceOfficerEmail: string, grievanceOfficerPhone: string } };

export type SetGrievanceOfficerMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type SetGrievanceOfficerMutation = { updateShopSettings: { errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type ContactSendMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type ContactSendMutation = { sendContactMessage: { sent: boolean | null, ticket: string | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, retryAfterSeconds: number | null, maxQuantity: number | null, stock: Array<{ productId: string, variantId: string, name: string, size: string, requested: number, available: number }> | null, serverTotals: { subtotalMoney: { amount: number }, shippingMoney: { amount: number }, taxMoney: { amount: number }, totalMoney: { amount: number } } | null }> } };

export type CourierQuoteQueryVariables = Exact<{
  orderId: string | number;
  parcel?: ParcelInput | null | undefined;
}>;


export type CourierQuoteQuery = { courierQuote: { parcel: { weightGrams: number } | null, codAmount: { amount: number } | null, couriers: Array<{ courierId: number, name: string, estimatedDays: number | null, cod: boolean, rate: { amount: number } }> } };

export type CourierShipMutationVariables = Exact<{
  input: ShipThroughCourierInput;
}>;


export type CourierShipMutation = { shipThroughCourier: { order: { id: string, status: OrderStatus, totalMoney: { amount: number }, shipment: { carrier: Carrier, trackingNumber: string, trackingUrl: string | null, courierName: string | null, throughCourierService: boolean, pickupScheduledFor: string | null, codAmount: { amount: number } | null, parcel: { weightGrams: number, lengthCm: number } | null } | null } | null, errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type CourierOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type CourierOrderQuery = { order: { orderNumber: string, email: string, status: OrderStatus, refundDue: boolean, lines: Array<{ id: string }>, shipment: { courierStatus: string | null, returnedToOriginAt: string | null, failedDelivery: { reason: string, attempts: number, outcome: FailedDeliveryOutcome | null } | null, trackingEvents: Array<{ status: string, activity: string | null }> } | null } | null };

export type CourierLabelsMutationVariables = Exact<{
  orderIds: Array<string | number> | string | number;
}>;


export type CourierLabelsMutation = { courierLabels: { url: string | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type CourierFailedDeliveriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CourierFailedDeliveriesQuery = { failedDeliveries: Array<{ id: string, shipment: { failedDelivery: { reason: string } | null } | null }> };

export type CourierAnswerMutationVariables = Exact<{
  input: AnswerFailedDeliveryInput;
}>;


export type CourierAnswerMutation = { answerFailedDelivery: { order: { shipment: { failedDelivery: { outcome: FailedDeliveryOutcome | null } | null } | null } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type CourierReturnPickupMutationVariables = Exact<{
  returnId: string | number;
}>;


export type CourierReturnPickupMutation = { bookReturnPickup: { returnRequest: { status: ReturnStatus, pickupAwb: string | null, pickupCourier: string | null, pickupLabelUrl: string | null } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type CourierSetSizeParcelMutationVariables = Exact<{
  productId: string | number;
  sizeId: string | number;
  parcel: ParcelInput;
}>;


export type CourierSetSizeParcelMutation = { setSizeParcel: { parcel: { weightGrams: number } | null, errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type CourierSizesQueryVariables = Exact<{
  id: string | number;
}>;


export type CourierSizesQuery = { product: { sizes: Array<{ id: string, label: string, stock: number, parcel: { weightGrams: number, heightCm: number } | null }> } | null };

export type CourierShopperOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type CourierShopperOrderQuery = { order: { orderNumber: string, email: string, deliveryAttemptFailure: { reason: string, attempts: number, outcome: FailedDeliveryOutcome | null, reattemptOn: string | null, reattemptDays: Array<string>, mayReturn: boolean } | null } | null };

export type CourierAnswerMineMutationVariables = Exact<{
  order: ShopperOrderInput;
  input: DeliveryAnswerInput;
}>;


export type CourierAnswerMineMutation = { answerMyFailedDelivery: { order: { deliveryAttemptFailure: { outcome: FailedDeliveryOutcome | null, reattemptOn: string | null, reattemptDays: Array<string> } | null } | null, errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type CourierOwnerViewQueryVariables = Exact<{
  id: string | number;
}>;


export type CourierOwnerViewQuery = { order: { activity: Array<{ kind: OrderActivityKind, by: string, note: string }>, shipment: { pickupStatus: PickupBookingStatus | null, pickupError: string | null, pickupScheduledFor: string | null, failedDelivery: { outcome: FailedDeliveryOutcome | null, answeredBy: string | null, reattemptOn: string | null } | null } | null } | null };

export type CourierFailedJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type CourierFailedJobsQuery = { failedJobs: Array<{ id: string, type: string, about: string, attempts: number, lastError: string }> };

export type CourierRunJobAgainMutationVariables = Exact<{
  id: string | number;
}>;


export type CourierRunJobAgainMutation = { runJobAgain: { errors: Array<{ code: ErrorCode, message: string }> } };

export type CourierReturnPickupStatusQueryVariables = Exact<{
  id: string | number;
}>;


export type CourierReturnPickupStatusQuery = { order: { returns: Array<{ id: string, pickupStatus: PickupBookingStatus | null, pickupScheduledFor: string | null }> } | null };

export type CustomerPageCustomerQueryVariables = Exact<{
  email: string;
}>;


export type CustomerPageCustomerQuery = { customer: { email: string, name: string, orderCount: number, totalSpentMoney: { amount: number }, addresses: Array<{ street: string, city: string }>, orders: Array<{ id: string, status: OrderStatus, totalMoney: { amount: number } }> } | null };

export type DashboardDeleteProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardDeleteProductMutation = { deleteProduct: { deletedId: string | null, errors: Array<{ message: string }> } };

export type DashboardFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardFiguresQuery = { dashboard: { totalRevenue: number, orderCount: number, customerCount: number, productCount: number, pendingOrders: number, averageOrderValue: number, recentOrders: Array<{ id: string, email: string }> } | null };

export type DashboardCustomersQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type DashboardCustomersQuery = { customers: { totalCount: number, items: Array<{ email: string, name: string, phone: string, orderCount: number, totalSpent: number, lastOrderAt: string }> } | null };

export type DashboardOrdersSearchQueryVariables = Exact<{
  filter?: OrderFilter | null | undefined;
}>;


export type DashboardOrdersSearchQuery = { orders: { totalCount: number, totalCountCapped: boolean, items: Array<{ email: string }> } | null };

export type DashboardCustomersCountQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type DashboardCustomersCountQuery = { customers: { totalCount: number, totalCountCapped: boolean } | null };

export type DeliveryPromiseOfQueryVariables = Exact<{
  pincode: string;
}>;


export type DeliveryPromiseOfQuery = { deliveryPromise: { pincode: string, deliverable: boolean, zone: DeliveryZone | null, dispatchDate: string | null, deliveryDate: string | null, orderWithinMinutes: number | null, message: string, cutoffMessage: string | null, cashOnDelivery: boolean, cashOnDeliveryMessage: string, area: { city: string, state: string } | null } };

export type DeliveryTermsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryTermsQuery = { deliverySettings: { dispatchPincode: string, dispatchWeekdays: Array<number>, cutoffTime: string, holidays: Array<string>, transitDays: Array<{ zone: DeliveryZone, days: number }> } };

export type SetDeliveryTermsMutationVariables = Exact<{
  input: DeliverySettingsInput;
}>;


export type SetDeliveryTermsMutation = { updateDeliverySettings: { deliverySettings: { cutoffTime: string, holidays: Array<string> } | null, errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type DeliveryCodOnMutationVariables = Exact<{
  input: CodSettingsInput;
}>;


export type DeliveryCodOnMutation = { updateCodSettings: { errors: Array<{ code: ErrorCode }> } };

export type DiscountCodesCreateMutationVariables = Exact<{
  input: DiscountCodeInput;
}>;


export type DiscountCodesCreateMutation = { createDiscountCode: { discountCode: { id: string, code: string, kind: DiscountKind, percent: number | null, startsAt: string | null, endsAt: string | null, active: boolean, uses: number } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type DiscountCodesUpdateMutationVariables = Exact<{
  id: string | number;
  input: DiscountCodeInput;
}>;


export type DiscountCodesUpdateMutation = { updateDiscountCode: { discountCode: { id: string, active: boolean } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type DiscountCodesListQueryVariables = Exact<{ [key: string]: never; }>;


export type DiscountCodesListQuery = { discountCodes: Array<{ code: string, uses: number, revenueMoney: { amount: number } }> };

export type DiscountCodesQuoteQueryVariables = Exact<{
  lines: Array<OrderLineInput> | OrderLineInput;
  discountCode?: string | null | undefined;
  email?: string | null | undefined;
}>;


export type DiscountCodesQuoteQuery = { quote: { subtotalMoney: { amount: number }, discountMoney: { amount: number }, shippingMoney: { amount: number }, totalMoney: { amount: number }, freeShippingShortfallMoney: { amount: number } | null, discount: { code: string, kind: DiscountKind, savingMoney: { amount: number } } | null, discountRefusal: { reason: DiscountRefusalReason, message: string, amountNeededMoney: { amount: number } | null } | null, lines: Array<{ discountMoney: { amount: number }, paidMoney: { amount: number } }> } };

export type DiscountCodesOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type DiscountCodesOrderMutation = { createOrder: { order: { id: string, discountCode: string | null, subtotalMoney: { amount: number }, discountMoney: { amount: number }, shippingMoney: { amount: number }, totalMoney: { amount: number }, lines: Array<{ discountMoney: { amount: number }, paidMoney: { amount: number } }> } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, discountRefusal: { reason: DiscountRefusalReason, message: string, amountNeededMoney: { amount: number } | null } | null }> } };

export type DiscountCodesCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type DiscountCodesCancelMutation = { updateOrderStatus: { errors: Array<{ message: string }> } };

export type DiscountCodesInvoiceQueryVariables = Exact<{
  id: string | number;
}>;


export type DiscountCodesInvoiceQuery = { order: { invoice: { lines: Array<{ description: string, amountMoney: { amount: number }, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, igstMoney: { amount: number } }>, totalMoney: { amount: number } } | null } | null };

export type RupeeBreakdownFragment = { discountCode: string | null, placeOfSupply: string | null, supplyType: SupplyType, placeOfSupplyAssumed: boolean, goodsMoney: { amount: number }, discountMoney: { amount: number }, lines: Array<{ lineId: string, description: string, quantity: number, gstRatePercent: number, amountMoney: { amount: number }, discountMoney: { amount: number }, paidMoney: { amount: number }, taxableValueMoney: { amount: number }, gstMoney: { amount: number } }>, shippingMoney: { amount: number }, codFeeMoney: { amount: number }, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, utgstMoney: { amount: number }, igstMoney: { amount: number }, gstMoney: { amount: number }, gstByRate: Array<{ ratePercent: number, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, utgstMoney: { amount: number }, igstMoney: { amount: number }, gstMoney: { amount: number } }>, totalMoney: { amount: number }, refundedMoney: { amount: number } | null, netMoney: { amount: number } | null, cashToCollectMoney: { amount: number } | null };

export type RupeeQuoteQueryVariables = Exact<{
  lines: Array<OrderLineInput> | OrderLineInput;
  discountCode?: string | null | undefined;
  paymentMethod?: PaymentMethod | null | undefined;
  state?: string | null | undefined;
}>;


export type RupeeQuoteQuery = { quote: { totalMoney: { amount: number }, breakdown: { discountCode: string | null, placeOfSupply: string | null, supplyType: SupplyType, placeOfSupplyAssumed: boolean, goodsMoney: { amount: number }, discountMoney: { amount: number }, lines: Array<{ lineId: string, description: string, quantity: number, gstRatePercent: number, amountMoney: { amount: number }, discountMoney: { amount: number }, paidMoney: { amount: number }, taxableValueMoney: { amount: number }, gstMoney: { amount: number } }>, shippingMoney: { amount: number }, codFeeMoney: { amount: number }, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, utgstMoney: { amount: number }, igstMoney: { amount: number }, gstMoney: { amount: number }, gstByRate: Array<{ ratePercent: number, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, utgstMoney: { amount: number }, igstMoney: { amount: number }, gstMoney: { amount: number } }>, totalMoney: { amount: number }, refundedMoney: { amount: number } | null, netMoney: { amount: number } | null, cashToCollectMoney: { amount: number } | null } } };

export type RupeeOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type RupeeOrderMutation = { createOrder: { order: { id: string, orderNumber: string, lines: Array<{ id: string }> } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type RupeeRefundMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type RupeeRefundMutation = { refundOrder: { order: { id: string } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type RupeeOrderListQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type RupeeOrderListQuery = { orders: { items: Array<{ orderNumber: string, paymentMethod: PaymentMethod, breakdown: { totalMoney: { amount: number }, cashToCollectMoney: { amount: number } | null } }> } | null };

export type RupeeBooksQueryVariables = Exact<{
  search?: string | null | undefined;
  from: string;
  to: string;
}>;


export type RupeeBooksQuery = { ordersCsv: string | null, customers: { items: Array<{ email: string, totalSpentMoney: { amount: number } }> } | null, dashboard: { totalRevenueMoney: { amount: number } } | null, salesReport: { revenueMoney: { amount: number }, products: Array<{ productId: string, quantity: number, revenueMoney: { amount: number } }> } | null };

export type RupeeOrderViewQueryVariables = Exact<{
  id: string | number;
}>;


export type RupeeOrderViewQuery = { order: { id: string, orderNumber: string, totalMoney: { amount: number }, breakdown: { discountCode: string | null, placeOfSupply: string | null, supplyType: SupplyType, placeOfSupplyAssumed: boolean, goodsMoney: { amount: number }, discountMoney: { amount: number }, lines: Array<{ lineId: string, description: string, quantity: number, gstRatePercent: number, amountMoney: { amount: number }, discountMoney: { amount: number }, paidMoney: { amount: number }, taxableValueMoney: { amount: number }, gstMoney: { amount: number } }>, shippingMoney: { amount: number }, codFeeMoney: { amount: number }, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, utgstMoney: { amount: number }, igstMoney: { amount: number }, gstMoney: { amount: number }, gstByRate: Array<{ ratePercent: number, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, utgstMoney: { amount: number }, igstMoney: { amount: number }, gstMoney: { amount: number } }>, totalMoney: { amount: number }, refundedMoney: { amount: number } | null, netMoney: { amount: number } | null, cashToCollectMoney: { amount: number } | null }, invoice: { number: string, placeOfSupply: string, supplyType: SupplyType, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, igstMoney: { amount: number }, totalMoney: { amount: number }, lines: Array<{ gstRatePercent: number, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, igstMoney: { amount: number } }> } | null, creditNotes: Array<{ number: string, totalMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, igstMoney: { amount: number } }>, refunds: Array<{ method: RefundMethod, manualReference: string | null, paidOn: string | null, state: RefundState, amountMoney: { amount: number } }> } | null };

export type GstRoundTwoDocumentsQueryVariables = Exact<{
  id: string | number;
}>;


export type GstRoundTwoDocumentsQuery = { order: { id: string, buyerLegalName: string | null, totalMoney: { amount: number }, invoice: { id: string, number: string, documentType: TaxDocumentType, buyerLegalName: string | null, pdfUrl: string, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, utgstMoney: { amount: number }, igstMoney: { amount: number }, totalMoney: { amount: number }, lines: Array<{ description: string, hsnCode: string, quantity: number, uqc: string | null, gstRatePercent: number, amountMoney: { amount: number }, discountMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, utgstMoney: { amount: number } }> } | null, creditNotes: Array<{ number: string, documentType: TaxDocumentType, reason: string | null, pdfUrl: string, totalMoney: { amount: number }, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, igstMoney: { amount: number } }> } | null };

export type GstRoundTwoRefundMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type GstRoundTwoRefundMutation = { refundOrder: { errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type GstRoundTwoSettingsMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type GstRoundTwoSettingsMutation = { updateShopSettings: { errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type GstRoundTwoListQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type GstRoundTwoListQuery = { taxDocuments: { items: Array<{ kind: TaxDocumentKind, documentType: TaxDocumentType, number: string }> } };

export type GstRoundTwoCreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type GstRoundTwoCreateProductMutation = { createProduct: { product: { id: string, uqc: string } | null, errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type GstRoundTwoExportsQueryVariables = Exact<{
  month: string;
}>;


export type GstRoundTwoExportsQuery = { salesRegisterCsv: string, gstr1Export: { zipBase64: string, files: Array<{ table: string, name: string, csv: string }> } };

export type GstDocumentFieldsFragment = { id: string, number: string, issuedAt: string, placeOfSupply: string, supplyType: SupplyType, buyerGstin: string | null, pdfUrl: string, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, igstMoney: { amount: number }, totalMoney: { amount: number }, lines: Array<{ description: string, hsnCode: string, quantity: number, gstRatePercent: number, amountMoney: { amount: number }, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, igstMoney: { amount: number } }> };

export type GstOrderInvoiceQueryVariables = Exact<{
  id: string | number;
}>;


export type GstOrderInvoiceQuery = { order: { id: string, totalMoney: { amount: number }, invoice: { id: string, number: string, issuedAt: string, placeOfSupply: string, supplyType: SupplyType, buyerGstin: string | null, pdfUrl: string, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, igstMoney: { amount: number }, totalMoney: { amount: number }, lines: Array<{ description: string, hsnCode: string, quantity: number, gstRatePercent: number, amountMoney: { amount: number }, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, igstMoney: { amount: number } }> } | null, refunds: Array<{ id: string, state: RefundState, creditNote: { number: string, invoiceNumber: string, pdfUrl: string, totalMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number }, igstMoney: { amount: number }, lines: Array<{ hsnCode: string, quantity: number, amountMoney: { amount: number }, taxableValueMoney: { amount: number }, cgstMoney: { amount: number }, sgstMoney: { amount: number } }> } | null }> } | null };

export type GstRefundMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type GstRefundMutation = { refundOrder: { errors: Array<{ code: ErrorCode, message: string }> } };

export type GstTaxDocumentsQueryVariables = Exact<{
  search?: string | null | undefined;
  kind?: TaxDocumentKind | null | undefined;
}>;


export type GstTaxDocumentsQuery = { taxDocuments: { totalCount: number, items: Array<{ kind: TaxDocumentKind, number: string, orderNumber: string, buyerName: string, buyerGstin: string | null, placeOfSupply: string }> } };

export type GstGstr1QueryVariables = Exact<{
  month: string;
}>;


export type GstGstr1Query = { gstr1Export: { zipBase64: string, zipFilename: string, files: Array<{ table: string, name: string, csv: string }> } };

export type JobsFailedJobsQueryVariables = Exact<{ [key: string]: never; }>;


export type JobsFailedJobsQuery = { failedJobs: Array<{ id: string, type: string, about: string, attempts: number, lastError: string, failedAt: string, createdAt: string }> };

export type JobsRunAgainMutationVariables = Exact<{
  id: string | number;
}>;


export type JobsRunAgainMutation = { runJobAgain: { job: { id: string, type: string, about: string } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type JobsCreateEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type JobsCreateEndpointMutation = { createWebhookEndpoint: { endpoint: { id: string } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type JobsSendTestWebhookMutationVariables = Exact<{
  endpointId: string | number;
}>;


export type JobsSendTestWebhookMutation = { sendTestWebhook: { errors: Array<{ code: ErrorCode, message: string }> } };

export type MailFailuresListQueryVariables = Exact<{ [key: string]: never; }>;


export type MailFailuresListQuery = { troubledMails: Array<{ id: string, kind: string, to: string, subject: string, state: TroubledMailState, attempts: number, lastError: string | null, nextAttemptAt: string | null }> };

export type MailFailuresSendAgainMutationVariables = Exact<{
  id: string | number;
}>;


export type MailFailuresSendAgainMutation = { sendMailAgain: { mail: { id: string, state: TroubledMailState, attempts: number } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type MailPreviewsAllQueryVariables = Exact<{ [key: string]: never; }>;


export type MailPreviewsAllQuery = { mailPreviews: Array<{ kind: string, label: string, to: MailRecipient, subject: string, html: string, text: string }> };

export type MailPreviewsSaveDetailsMutationVariables = Exact<{
  input: ShopSettingsInput;
}>;


export type MailPreviewsSaveDetailsMutation = { updateShopSettings: { errors: Array<{ message: string }> } };

export type MoneyVariantsProductQueryVariables = Exact<{
  id: string | number;
}>;


export type MoneyVariantsProductQuery = { product: { id: string, isNew: boolean, category: { id: string, slug: string, name: string }, priceMoney: { amount: number, currency: CurrencyCode, formatted: string }, sizes: Array<{ id: string, sku: string, label: string, priceMoney: { amount: number, currency: CurrencyCode, formatted: string } }> } | null };

type MoneyVariantsLine_OrderLine_Fragment = { productId: string, variantId: string | null, sku: string | null, size: string, quantity: number, unitPriceMoney: { amount: number, formatted: string }, lineTotalMoney: { amount: number } };

type MoneyVariantsLine_QuoteLine_Fragment = { productId: string | null, variantId: string, sku: string | null, size: string | null, quantity: number, unitPriceMoney: { amount: number, formatted: string } | null, lineTotalMoney: { amount: number } };

export type MoneyVariantsLineFragment =
  | MoneyVariantsLine_OrderLine_Fragment
  | MoneyVariantsLine_QuoteLine_Fragment
;

export type MoneyVariantsQuoteQueryVariables = Exact<{
  lines: Array<OrderLineInput> | OrderLineInput;
}>;


export type MoneyVariantsQuoteQuery = { quote: { orderable: boolean, subtotalMoney: { amount: number, currency: CurrencyCode, formatted: string }, shippingMoney: { amount: number, currency: CurrencyCode, formatted: string }, taxMoney: { amount: number }, totalMoney: { amount: number, formatted: string }, lines: Array<{ productId: string | null, variantId: string, sku: string | null, size: string | null, quantity: number, problem: { code: QuoteProblemCode, message: string } | null, unitPriceMoney: { amount: number, formatted: string } | null, lineTotalMoney: { amount: number } }> } };

export type MoneyVariantsCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type MoneyVariantsCreateOrderMutation = { createOrder: { order: { id: string, status: OrderStatus, subtotalMoney: { amount: number }, shippingMoney: { amount: number }, totalMoney: { amount: number, currency: CurrencyCode, formatted: string }, lines: Array<{ productId: string, variantId: string | null, sku: string | null, size: string, quantity: number, unitPriceMoney: { amount: number, formatted: string }, lineTotalMoney: { amount: number } }> } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type MoneyVariantsAdminViewQueryVariables = Exact<{
  status?: OrderStatus | null | undefined;
}>;


export type MoneyVariantsAdminViewQuery = { me: { role: Role } | null, orders: { items: Array<{ id: string, status: OrderStatus }> } | null, dashboard: { totalRevenueMoney: { amount: number, currency: CurrencyCode, formatted: string } } | null };

export type MoneyVariantsUpdateProductMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;


export type MoneyVariantsUpdateProductMutation = { updateProduct: { product: { sizes: Array<{ id: string, sku: string, label: string, priceMoney: { amount: number } }> } | null, errors: Array<{ message: string }> } };

export type MultiProcessProductQueryVariables = Exact<{
  id: string | number;
}>;


export type MultiProcessProductQuery = { product: { id: string, price: number, sizes: Array<{ label: string, price: number }> } | null };

export type MutationErrorsSizesQueryVariables = Exact<{
  id: string | number;
}>;


export type MutationErrorsSizesQuery = { product: { name: string, sizes: Array<{ id: string, label: string }> } | null };

export type MutationErrorsCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type MutationErrorsCreateOrderMutation = { createOrder: { paymentLink: string | null, order: { id: string } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, retryAfterSeconds: number | null, maxQuantity: number | null, serverTotals: { totalMoney: { formatted: string, amount: number }, subtotalMoney: { amount: number }, shippingMoney: { amount: number }, taxMoney: { amount: number } } | null, stock: Array<{ productId: string, variantId: string, name: string, size: string, requested: number, available: number }> | null }> } };

export type MutationErrorsCreateTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type MutationErrorsCreateTokenMutation = { createApiToken: { secret: string | null, errors: Array<{ message: string }> } };

export type NullabilityCategoriesAndDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type NullabilityCategoriesAndDashboardQuery = { categories: Array<{ id: string, productCount: number }>, dashboard: { orderCount: number } | null };

export type NullabilityPublicAndAdminRootsQueryVariables = Exact<{ [key: string]: never; }>;


export type NullabilityPublicAndAdminRootsQuery = { products: { totalCount: number }, orders: { totalCount: number } | null, customers: { totalCount: number } | null };

export type NullabilityUnknownIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type NullabilityUnknownIdsQuery = { product: { id: string } | null, order: { id: string } | null, malformed: { id: string } | null };

export type NullabilityPageTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type NullabilityPageTypesQuery = { __schema: { types: Array<{ name: string | null, fields: Array<{ name: string, type: { kind: __TypeKind, ofType: { name: string | null } | null } }> | null }> } };

export type NullabilityAdminOffsetPagesQueryVariables = Exact<{ [key: string]: never; }>;


export type NullabilityAdminOffsetPagesQuery = { taxDocuments: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, endCursor: string | null } }, reviews: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean } } };

export type OrderChangesFieldsFragment = { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, refundedAmount: number, shopperMayCancel: boolean, phone: string, address: { street: string, city: string, state: string, postalCode: string }, lines: Array<{ id: string, quantity: number, paidMoney: { amount: number } }> };

export type OrderChangesOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderChangesOrderQuery = { order: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, refundedAmount: number, shopperMayCancel: boolean, phone: string, activity: Array<{ kind: OrderActivityKind, by: string, note: string }>, lines: Array<{ id: string, restockedQuantity: number, quantity: number, paidMoney: { amount: number } }>, history: Array<{ status: OrderStatus, changedBy: string, note: string | null }>, refunds: Array<{ amount: number, state: RefundState, requestedBy: string }>, breakdown: { refundedMoney: { amount: number } | null }, address: { street: string, city: string, state: string, postalCode: string } } | null };

export type OrderChangesShopperViewQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderChangesShopperViewQuery = { order: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, refundedAmount: number, shopperMayCancel: boolean, phone: string, address: { street: string, city: string, state: string, postalCode: string }, lines: Array<{ id: string, quantity: number, paidMoney: { amount: number } }> } | null };

export type OrderChangesActivityAsShopperQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderChangesActivityAsShopperQuery = { order: { id: string, activity: Array<{ note: string }> } | null };

export type OrderChangesCancelMineMutationVariables = Exact<{
  order: ShopperOrderInput;
  reason?: string | null | undefined;
}>;


export type OrderChangesCancelMineMutation = { cancelMyOrder: { order: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, refundedAmount: number, shopperMayCancel: boolean, phone: string, address: { street: string, city: string, state: string, postalCode: string }, lines: Array<{ id: string, quantity: number, paidMoney: { amount: number } }> } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type OrderChangesRequestAddressMutationVariables = Exact<{
  order: ShopperOrderInput;
  request: string;
}>;


export type OrderChangesRequestAddressMutation = { requestAddressChange: { order: { id: string } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type OrderChangesContactMutationVariables = Exact<{
  input: OrderContactInput;
}>;


export type OrderChangesContactMutation = { changeOrderContact: { order: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, refundedAmount: number, shopperMayCancel: boolean, phone: string, address: { street: string, city: string, state: string, postalCode: string }, lines: Array<{ id: string, quantity: number, paidMoney: { amount: number } }> } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type OrderChangesNoteMutationVariables = Exact<{
  orderId: string | number;
  note: string;
}>;


export type OrderChangesNoteMutation = { addOrderNote: { order: { id: string } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type OrderChangesCancellationRefundQueryVariables = Exact<{
  id: string | number;
  lines: Array<CancelOrderLineInput> | CancelOrderLineInput;
}>;


export type OrderChangesCancellationRefundQuery = { order: { cancellationRefund: { amount: number } } | null };

export type OrderChangesCancelLinesMutationVariables = Exact<{
  orderId: string | number;
  lines: Array<CancelOrderLineInput> | CancelOrderLineInput;
}>;


export type OrderChangesCancelLinesMutation = { cancelOrderLines: { order: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, refundedAmount: number, shopperMayCancel: boolean, phone: string, address: { street: string, city: string, state: string, postalCode: string }, lines: Array<{ id: string, quantity: number, paidMoney: { amount: number } }> } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type OrderLimitsCreateMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type OrderLimitsCreateMutation = { createOrder: { order: { id: string, itemCount: number, address: { state: string } } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, retryAfterSeconds: number | null, maxQuantity: number | null, stock: Array<{ productId: string, variantId: string, name: string, size: string, requested: number, available: number }> | null, serverTotals: { subtotalMoney: { amount: number }, shippingMoney: { amount: number }, taxMoney: { amount: number }, totalMoney: { amount: number } } | null }> } };

export type OrderLimitsTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type OrderLimitsTokenMutation = { createApiToken: { secret: string | null, token: { unpaidOrderLimit: number } | null, errors: Array<{ code: ErrorCode, field: Array<string> | null }> } };

export type OrderSearchByNameListQueryVariables = Exact<{
  filter?: OrderFilter | null | undefined;
  sort?: OrderSort | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type OrderSearchByNameListQuery = { orders: { totalCount: number, totalCountCapped: boolean, items: Array<{ id: string }> } | null };

export type OrderTrackingTrackQueryVariables = Exact<{
  orderNumber: string;
  email: string;
}>;


export type OrderTrackingTrackQuery = { trackOrder: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, total: number, lines: Array<{ name: string, quantity: number }> } | null };

export type OrdersAdminListQueryVariables = Exact<{
  filter?: OrderFilter | null | undefined;
  sort?: OrderSort | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type OrdersAdminListQuery = { orders: { totalCount: number, items: Array<{ id: string, orderNumber: string, customerName: string, email: string, total: number, itemCount: number, status: OrderStatus, createdAt: string, lines: Array<{ name: string, quantity: number, unitPrice: number }> }> } | null };

export type OrdersAdminListWithHistoryQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type OrdersAdminListWithHistoryQuery = { orders: { items: Array<{ id: string, history: Array<{ status: OrderStatus }>, lines: Array<{ name: string }> }> } | null };

export type OrdersAdminHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type OrdersAdminHistoryQuery = { order: { history: Array<{ status: OrderStatus, changedBy: string, at: string }> } | null };

export type OrdersAdminStatusOptionsQueryVariables = Exact<{
  id: string | number;
}>;


export type OrdersAdminStatusOptionsQuery = { order: { status: OrderStatus, allowedNextStatuses: Array<OrderStatus>, statusOptions: Array<{ status: OrderStatus, allowed: boolean, reason: string | null }> } | null };

export type PackingSlipsOrderSlipUrlQueryVariables = Exact<{
  id: string | number;
}>;


export type PackingSlipsOrderSlipUrlQuery = { order: { orderNumber: string, packingSlipUrl: string } | null };

export type PaymentsErrorCodeQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentsErrorCodeQuery = { order: { paymentErrorCode: string | null } | null };

export type MyMarketingConsentQueryVariables = Exact<{ [key: string]: never; }>;


export type MyMarketingConsentQuery = { marketingConsent: { consented: boolean, consentedAt: string | null, withdrawnAt: string | null } };

export type SetMyMarketingConsentMutationVariables = Exact<{
  consent: boolean;
}>;


export type SetMyMarketingConsentMutation = { setMarketingConsent: { marketingConsent: { consented: boolean, consentedAt: string | null } | null, errors: Array<{ code: ErrorCode }> } };

export type EraseMeMutationVariables = Exact<{
  password: string;
}>;


export type EraseMeMutation = { deleteAccount: { deleted: boolean | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type OwnerSeesPriyaQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type OwnerSeesPriyaQuery = { orders: { items: Array<{ id: string, customerName: string, email: string }> } | null, customers: { items: Array<{ name: string, email: string }> } | null };

export type PriyaCsvQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type PriyaCsvQuery = { ordersCsv: string | null };

export type PriyaWritesMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type PriyaWritesMutation = { sendContactMessage: { sent: boolean | null } };

export type PincodesAreaQueryVariables = Exact<{
  code: string;
}>;


export type PincodesAreaQuery = { pincode: { pincode: string, city: string, district: string, state: string } | null };

export type QueryCountsProductsQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
  sort?: ProductSort | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type QueryCountsProductsQuery = { products: { totalCount: number, items: Array<{ benefits: Array<string>, bestSeller: boolean, createdAt: string, description: string, featured: boolean, gstRatePercent: number, howToUse: string, hsnCode: string, id: string, imageUrl: string, images: Array<string>, ingredients: string, isNew: boolean, name: string, new: boolean, orderLimit: number, price: number, rating: number, reviews: number, stock: number, subcategory: string, updatedAt: string, uqc: string, category: { id: string, name: string, slug: string }, concerns: Array<{ key: string, label: string }>, legalDeclarations: { consumerCareAddress: string, consumerCareEmail: string, consumerCarePhone: string, countryOfOrigin: string, genericName: string, makerAddress: string, makerLabel: string, makerName: string, makerRole: MakerRole, shelfLife: string, shelfLifeKind: ShelfLifeKind, shelfLifeMonths: number } | null, priceMoney: { amount: number, currency: CurrencyCode, formatted: string }, publishedReviews: { totalCount: number }, reviewSummary: { count: number }, sizes: Array<{ id: string, label: string, percentOff: number | null, price: number, sku: string, mrpMoney: { amount: number, currency: CurrencyCode, formatted: string } | null, netQuantity: { amount: number, text: string, unit: NetQuantityUnit } | null, priceMoney: { amount: number, currency: CurrencyCode, formatted: string } }> }> } };

export type QueryCountsHomeRowsQueryVariables = Exact<{ [key: string]: never; }>;


export type QueryCountsHomeRowsQuery = { featured: { items: Array<{ id: string, featured: boolean, bestSeller: boolean, new: boolean, price: number }> }, bestSellers: { items: Array<{ id: string, featured: boolean, bestSeller: boolean, new: boolean, price: number }> }, newArrivals: { items: Array<{ id: string, featured: boolean, bestSeller: boolean, new: boolean, price: number }> } };

export type QueryCountsListingPageQueryVariables = Exact<{
  filter?: ProductFilter | null | undefined;
}>;


export type QueryCountsListingPageQuery = { products: { totalCount: number, items: Array<{ id: string }> }, categories: Array<{ id: string, subcategories: Array<string>, productCount: number }> };

export type QueryCountsProductQueryVariables = Exact<{
  id: string | number;
}>;


export type QueryCountsProductQuery = { product: { benefits: Array<string>, bestSeller: boolean, createdAt: string, description: string, featured: boolean, gstRatePercent: number, howToUse: string, hsnCode: string, id: string, imageUrl: string, images: Array<string>, ingredients: string, isNew: boolean, name: string, new: boolean, orderLimit: number, price: number, rating: number, reviews: number, stock: number, subcategory: string, updatedAt: string, uqc: string, category: { id: string, name: string, slug: string }, concerns: Array<{ key: string, label: string }>, legalDeclarations: { consumerCareAddress: string, consumerCareEmail: string, consumerCarePhone: string, countryOfOrigin: string, genericName: string, makerAddress: string, makerLabel: string, makerName: string, makerRole: MakerRole, shelfLife: string, shelfLifeKind: ShelfLifeKind, shelfLifeMonths: number } | null, priceMoney: { amount: number, currency: CurrencyCode, formatted: string }, publishedReviews: { totalCount: number }, reviewSummary: { count: number }, sizes: Array<{ id: string, label: string, percentOff: number | null, price: number, sku: string, mrpMoney: { amount: number, currency: CurrencyCode, formatted: string } | null, netQuantity: { amount: number, text: string, unit: NetQuantityUnit } | null, priceMoney: { amount: number, currency: CurrencyCode, formatted: string } }> } | null };

export type QueryCountsCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type QueryCountsCategoriesQuery = { categories: Array<{ id: string, name: string, subcategories: Array<string>, productCount: number }> };

export type QueryCountsOrdersQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type QueryCountsOrdersQuery = { orders: { totalCount: number, items: Array<{ id: string, orderNumber: string, customerName: string, total: number, status: OrderStatus, lines: Array<{ productId: string, name: string, quantity: number, unitPrice: number, lineTotal: number }>, history: Array<{ status: OrderStatus, changedBy: string, at: string }> }> } | null };

export type QueryCountsDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type QueryCountsDashboardQuery = { dashboard: { totalRevenue: number, orderCount: number, customerCount: number, productCount: number, pendingOrders: number, averageOrderValue: number, recentOrders: Array<{ id: string, orderNumber: string, customerName: string, total: number, lines: Array<{ name: string, quantity: number }> }> } | null };

export type QuoteSerumOrderLimitQueryVariables = Exact<{ [key: string]: never; }>;


export type QuoteSerumOrderLimitQuery = { product: { orderLimit: number } | null };

export type RateLimitsLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type RateLimitsLoginMutation = { login: { user: { id: string } | null, errors: Array<{ code: ErrorCode, message: string, retryAfterSeconds: number | null }> } };

export type RateLimitsCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type RateLimitsCreateOrderMutation = { createOrder: { order: { id: string } | null, errors: Array<{ code: ErrorCode, message: string, retryAfterSeconds: number | null }> } };

export type RefundsOrderFieldsFragment = { id: string, paymentStatus: PaymentStatus, refundDue: boolean, refundedAmount: number, total: number, refunds: Array<{ id: string, merchantRefundId: string, providerRefundId: string | null, amount: number, reason: string, restocked: boolean, state: RefundState, errorCode: string | null, requestedBy: string }> };

export type RefundsRefundMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type RefundsRefundMutation = { refundOrder: { order: { id: string, paymentStatus: PaymentStatus, refundDue: boolean, refundedAmount: number, total: number, refunds: Array<{ id: string, merchantRefundId: string, providerRefundId: string | null, amount: number, reason: string, restocked: boolean, state: RefundState, errorCode: string | null, requestedBy: string }> } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type RefundsOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type RefundsOrderQuery = { order: { id: string, paymentStatus: PaymentStatus, refundDue: boolean, refundedAmount: number, total: number, refunds: Array<{ id: string, merchantRefundId: string, providerRefundId: string | null, amount: number, reason: string, restocked: boolean, state: RefundState, errorCode: string | null, requestedBy: string }> } | null };

export type RefundsPeekQueryVariables = Exact<{
  id: string | number;
}>;


export type RefundsPeekQuery = { order: { id: string, refunds: Array<{ id: string }> } | null };

export type RefundsOrderLinesQueryVariables = Exact<{
  id: string | number;
}>;


export type RefundsOrderLinesQuery = { order: { id: string, lines: Array<{ id: string, productId: string, quantity: number, restockedQuantity: number }> } | null };

export type RefundsDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type RefundsDashboardQuery = { dashboard: { totalRevenue: number } | null };

export type ReportsSalesQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type ReportsSalesQuery = { salesReport: { from: string, to: string, orderCount: number, revenue: number, days: Array<{ date: string, orders: number, revenue: number }>, products: Array<{ productId: string, name: string, quantity: number, revenue: number }> } | null };

export type ReportsCsvQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type ReportsCsvQuery = { ordersCsv: string | null };

export type ReportsSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReportsSettingsQuery = { shopSettings: { contactNotificationEmail: string, contactNotificationEmailSet: boolean } | null };

export type ReportsUpdateSettingsMutationVariables = Exact<{
  email: string;
}>;


export type ReportsUpdateSettingsMutation = { updateShopSettings: { settings: { contactNotificationEmail: string, contactNotificationEmailSet: boolean } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ReviewsSubmitMutationVariables = Exact<{
  input: SubmitReviewInput;
}>;


export type ReviewsSubmitMutation = { submitReview: { review: { id: string, status: ReviewStatus, authorName: string, authorCity: string } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ReviewsOfProductQueryVariables = Exact<{
  id: string | number;
}>;


export type ReviewsOfProductQuery = { product: { rating: number, reviews: number, reviewSummary: { average: number, count: number, histogram: Array<{ stars: number, count: number }> }, publishedReviews: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean }, items: Array<{ title: string, rating: number, authorName: string, reply: string | null }> } } | null };

export type ReviewsProductNameQueryVariables = Exact<{
  id: string | number;
}>;


export type ReviewsProductNameQuery = { product: { name: string } | null };

export type ReviewsQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type ReviewsQueueQuery = { reviews: { totalCount: number, items: Array<{ id: string, title: string, productName: string }> } };

export type ReviewsPublishMutationVariables = Exact<{
  id: string | number;
  reply?: string | null | undefined;
}>;


export type ReviewsPublishMutation = { publishReview: { review: { status: ReviewStatus, reply: string | null } | null, errors: Array<{ code: ErrorCode }> } };

export type ReviewsRejectMutationVariables = Exact<{
  id: string | number;
}>;


export type ReviewsRejectMutation = { rejectReview: { review: { status: ReviewStatus } | null, errors: Array<{ code: ErrorCode }> } };

export type ReviewsLabelsQueryVariables = Exact<{
  id: string | number;
}>;


export type ReviewsLabelsQuery = { product: { rating: number, reviews: number, publishedReviews: { totalCount: number, items: Array<{ title: string, rating: number, isSample: boolean, verifiedBuyer: boolean }> } } | null };

export type ReviewsRemoveSamplesMutationVariables = Exact<{ [key: string]: never; }>;


export type ReviewsRemoveSamplesMutation = { removeSampleData: { removedReviews: number | null, errors: Array<{ code: ErrorCode }> } };

export type SalesFiguresBothQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type SalesFiguresBothQuery = { dashboard: { orderCount: number, paidOrderCount: number, failedOrderCount: number, totalRevenueMoney: { amount: number }, averageOrderValueMoney: { amount: number } } | null, salesReport: { orderCount: number, revenueMoney: { amount: number }, averageOrderValueMoney: { amount: number }, days: Array<{ orders: number, revenueMoney: { amount: number } }> } | null };

export type SalesFiguresRefundMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type SalesFiguresRefundMutation = { refundOrder: { order: { id: string, refunds: Array<{ state: RefundState }> } | null, errors: Array<{ message: string }> } };

export type SalesFiguresRefundStateQueryVariables = Exact<{
  id: string | number;
}>;


export type SalesFiguresRefundStateQuery = { order: { paymentStatus: PaymentStatus, totalMoney: { amount: number }, refunds: Array<{ state: RefundState }> } | null };

export type SalesFiguresReportQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type SalesFiguresReportQuery = { salesReport: { orderCount: number, revenueMoney: { amount: number }, days: Array<{ date: string, orders: number, revenueMoney: { amount: number } }>, products: Array<{ productId: string, name: string, quantity: number, revenueMoney: { amount: number } }> } | null };

export type SessionsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsMeQuery = { me: { email: string, role: Role } | null };

export type SessionsLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type SessionsLogoutMutation = { logout: { signedOut: boolean | null } };

export type SessionsOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsOrdersQuery = { orders: { totalCount: number } | null };

export type SessionsDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsDashboardQuery = { dashboard: { orderCount: number } | null };

export type ShippingShipMutationVariables = Exact<{
  input: ShipOrderInput;
}>;


export type ShippingShipMutation = { shipOrder: { order: { id: string, status: OrderStatus, shipment: { carrier: Carrier, carrierName: string, trackingNumber: string, trackingUrl: string | null, shippedAt: string } | null } | null, errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type ShippingDeliveredMutationVariables = Exact<{
  id: string | number;
}>;


export type ShippingDeliveredMutation = { markOrderDelivered: { order: { status: OrderStatus, deliveredAt: string | null } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type ShippingTrackQueryVariables = Exact<{
  orderNumber: string;
  email: string;
}>;


export type ShippingTrackQuery = { trackOrder: { status: OrderStatus, shipment: { carrierName: string, trackingNumber: string, trackingUrl: string | null } | null } | null };

export type ShopMailSettingsMutationVariables = Exact<{
  input: MailSettingsInput;
}>;


export type ShopMailSettingsMutation = { updateMailSettings: { settings: { ownerNewOrder: boolean, ownerLowStock: boolean, ownerContactMessage: boolean, reviewRequests: boolean, reviewRequestDelayDays: number } | null, errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type ShopMailShipMutationVariables = Exact<{
  input: ShipOrderInput;
}>;


export type ShopMailShipMutation = { shipOrder: { errors: Array<{ message: string }> } };

export type ShopMailDeliveredMutationVariables = Exact<{
  id: string | number;
}>;


export type ShopMailDeliveredMutation = { markOrderDelivered: { errors: Array<{ message: string }> } };

export type ShopMailReviewMutationVariables = Exact<{
  input: SubmitReviewInput;
}>;


export type ShopMailReviewMutation = { submitReview: { errors: Array<{ message: string }> } };

export type ShopMailRefundMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type ShopMailRefundMutation = { refundOrder: { errors: Array<{ message: string }> } };

export type ShopMailContactMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type ShopMailContactMutation = { sendContactMessage: { sent: boolean | null } };

export type StockPerSizeProductQueryVariables = Exact<{
  id: string | number;
}>;


export type StockPerSizeProductQuery = { product: { id: string, stock: number, orderLimit: number, sizes: Array<{ id: string, label: string, price: number, stock: number, orderLimit: number }> } | null };

export type StockPerSizeUpdateMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;


export type StockPerSizeUpdateMutation = { updateProduct: { product: { id: string, stock: number, sizes: Array<{ id: string, label: string, stock: number }> } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type StockPerSizeEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type StockPerSizeEndpointMutation = { createWebhookEndpoint: { endpoint: { id: string } | null, errors: Array<{ message: string }> } };

export type TrustSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type TrustSignUpMutation = { signUp: { accepted: boolean | null, errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type TrustConfirmMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type TrustConfirmMutation = { confirmEmail: { email: string | null, errors: Array<{ code: ErrorCode, field: Array<string> | null, message: string }> } };

export type TrustLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type TrustLoginMutation = { login: { user: { email: string } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type TrustMeQueryVariables = Exact<{ [key: string]: never; }>;


export type TrustMeQuery = { me: { name: string, orders: Array<{ id: string }> } | null };

export type TrustRequestResetMutationVariables = Exact<{
  email: string;
}>;


export type TrustRequestResetMutation = { requestPasswordReset: { accepted: boolean | null, errors: Array<{ code: ErrorCode }> } };

export type TrustResetMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type TrustResetMutation = { resetPassword: { changed: boolean | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type TrustChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type TrustChangePasswordMutation = { changePassword: { changed: boolean | null, errors: Array<{ code: ErrorCode }> } };

export type IntegratorTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type IntegratorTokenMutation = { createApiToken: { secret: string | null, errors: Array<{ message: string }> } };

export type IntegratorEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type IntegratorEndpointMutation = { createWebhookEndpoint: { secret: string | null, endpoint: { id: string, url: string } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type IntegratorSendTestMutationVariables = Exact<{
  endpointId: string | number;
}>;


export type IntegratorSendTestMutation = { sendTestWebhook: { delivery: { id: string, eventId: string, eventType: string, status: WebhookDeliveryStatus } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type IntegratorEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type IntegratorEndpointsQuery = { webhookEndpoints: Array<{ id: string }> | null, webhookDeliveries: { items: Array<{ id: string, eventId: string, eventType: string, endpointId: string, status: WebhookDeliveryStatus }> } | null };

export type IntegratorDeleteEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type IntegratorDeleteEndpointMutation = { deleteWebhookEndpoint: { deletedId: string | null, errors: Array<{ code: ErrorCode, field: Array<string> | null }> } };

export type IntegratorRedeliverMutationVariables = Exact<{
  id: string | number;
}>;


export type IntegratorRedeliverMutation = { redeliverWebhook: { delivery: { id: string } | null, errors: Array<{ code: ErrorCode }> } };

export type IntegratorCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type IntegratorCancelMutation = { updateOrderStatus: { errors: Array<{ code: ErrorCode }> } };

export type IntegratorUpdateProductMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;


export type IntegratorUpdateProductMutation = { updateProduct: { product: { sizes: Array<{ id: string, priceMoney: { amount: number } }> } | null, errors: Array<{ message: string, field: Array<string> | null }> } };

export type WebhooksCreateEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type WebhooksCreateEndpointMutation = { createWebhookEndpoint: { secret: string | null, endpoint: { id: string, url: string, events: Array<string> } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type WebhooksDeliveriesQueryVariables = Exact<{
  endpointId?: string | number | null | undefined;
  status?: WebhookDeliveryStatus | null | undefined;
}>;


export type WebhooksDeliveriesQuery = { webhookDeliveries: { totalCount: number, items: Array<{ id: string, eventId: string, eventType: string, status: WebhookDeliveryStatus, attempts: number, responseStatus: number | null, lastError: string | null, payload: string }> } | null };

export type WebhooksCreateTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type WebhooksCreateTokenMutation = { createApiToken: { secret: string | null, errors: Array<{ message: string }> } };

export type WebhooksRedeliverMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksRedeliverMutation = { redeliverWebhook: { delivery: { id: string, eventId: string, status: WebhookDeliveryStatus } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type WebhooksSetStatusMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
}>;


export type WebhooksSetStatusMutation = { updateOrderStatus: { order: { id: string } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type WebhooksCreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type WebhooksCreateProductMutation = { createProduct: { product: { id: string } | null, errors: Array<{ message: string }> } };

export type WebhooksUpdateProductMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;


export type WebhooksUpdateProductMutation = { updateProduct: { product: { id: string } | null, errors: Array<{ message: string }> } };

export type WebhooksDeleteProductMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksDeleteProductMutation = { deleteProduct: { deletedId: string | null, errors: Array<{ message: string }> } };

export type WebhooksRefundMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type WebhooksRefundMutation = { refundOrder: { order: { id: string } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type CodSettingsUpdateMutationVariables = Exact<{
  input: CodSettingsInput;
}>;


export type CodSettingsUpdateMutation = { updateCodSettings: { codSettings: { enabled: boolean, maxOpenOrders: number, feeMoney: { amount: number }, maxOrderMoney: { amount: number } } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type CodSettingsReadQueryVariables = Exact<{ [key: string]: never; }>;


export type CodSettingsReadQuery = { codSettings: { enabled: boolean, maxOpenOrders: number } };

export type CodQuoteQueryVariables = Exact<{
  lines: Array<OrderLineInput> | OrderLineInput;
  paymentMethod?: PaymentMethod | null | undefined;
}>;


export type CodQuoteQuery = { quote: { shippingMoney: { amount: number }, codFeeMoney: { amount: number }, totalMoney: { amount: number }, cashOnDelivery: { available: boolean, reason: CodRefusalReason | null, message: string | null, feeMoney: { amount: number } } } };

export type CodOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CodOrderMutation = { createOrder: { paymentLink: string | null, order: { id: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod, codFeeMoney: { amount: number }, totalMoney: { amount: number } } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, codRefusalReason: CodRefusalReason | null }> } };

export type CodShipMutationVariables = Exact<{
  input: ShipOrderInput;
}>;


export type CodShipMutation = { shipOrder: { order: { status: OrderStatus, invoice: { number: string } | null } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type CodDeliverMutationVariables = Exact<{
  id: string | number;
}>;


export type CodDeliverMutation = { markOrderDelivered: { order: { status: OrderStatus } | null, errors: Array<{ message: string }> } };

export type CodCollectMutationVariables = Exact<{
  id: string | number;
}>;


export type CodCollectMutation = { recordCashCollected: { order: { status: OrderStatus, paymentStatus: PaymentStatus, cashCollectedAt: string | null, invoice: { number: string } | null } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type CodReturnMutationVariables = Exact<{
  id: string | number;
}>;


export type CodReturnMutation = { returnUndelivered: { order: { status: OrderStatus, paymentStatus: PaymentStatus, creditNotes: Array<{ totalMoney: { amount: number } }> } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type CodInvoiceQueryVariables = Exact<{
  id: string | number;
}>;


export type CodInvoiceQuery = { order: { invoice: { number: string, lines: Array<{ description: string, amountMoney: { amount: number }, taxableValueMoney: { amount: number }, igstMoney: { amount: number } }>, totalMoney: { amount: number } } | null } | null };

export type CheckoutHelpersCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CheckoutHelpersCreateOrderMutation = { createOrder: { paymentLink: string | null, order: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentReference: string | null, paymentFailureReason: string | null, refundDue: boolean, firstName: string, lastName: string, customerName: string, email: string, phone: string, addressLine: string, subtotal: number, shipping: number, tax: number, total: number, itemCount: number, createdAt: string, address: { street: string, city: string, state: string, postalCode: string, country: string }, totalMoney: { amount: number, currency: CurrencyCode, formatted: string }, lines: Array<{ productId: string, variantId: string | null, sku: string | null, name: string, size: string, quantity: number, unitPrice: number, lineTotal: number, imageUrl: string | null }> } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, retryAfterSeconds: number | null, maxQuantity: number | null, stock: Array<{ productId: string, variantId: string, name: string, size: string, requested: number, available: number }> | null, serverTotals: { subtotalMoney: { amount: number }, shippingMoney: { amount: number }, taxMoney: { amount: number }, totalMoney: { amount: number } } | null }> } };

export type CheckoutHelpersConfirmPaymentMutationVariables = Exact<{
  orderId: string | number;
}>;


export type CheckoutHelpersConfirmPaymentMutation = { confirmPayment: { paid: boolean | null, message: string | null, order: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentReference: string | null, paymentFailureReason: string | null, refundDue: boolean, firstName: string, lastName: string, customerName: string, email: string, phone: string, addressLine: string, subtotal: number, shipping: number, tax: number, total: number, itemCount: number, createdAt: string, address: { street: string, city: string, state: string, postalCode: string, country: string }, totalMoney: { amount: number, currency: CurrencyCode, formatted: string }, lines: Array<{ productId: string, variantId: string | null, sku: string | null, name: string, size: string, quantity: number, unitPrice: number, lineTotal: number, imageUrl: string | null }> } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, retryAfterSeconds: number | null, maxQuantity: number | null, stock: Array<{ productId: string, variantId: string, name: string, size: string, requested: number, available: number }> | null, serverTotals: { subtotalMoney: { amount: number }, shippingMoney: { amount: number }, taxMoney: { amount: number }, totalMoney: { amount: number } } | null }> } };

export type CheckoutHelpersSetOrderStatusMutationVariables = Exact<{
  id: string | number;
  status: OrderStatus;
}>;


export type CheckoutHelpersSetOrderStatusMutation = { updateOrderStatus: { order: { id: string, status: OrderStatus, history: Array<{ status: OrderStatus, changedBy: string }> } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type CheckoutHelpersOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type CheckoutHelpersOrderQuery = { order: { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentReference: string | null, paymentFailureReason: string | null, refundDue: boolean, firstName: string, lastName: string, customerName: string, email: string, phone: string, addressLine: string, subtotal: number, shipping: number, tax: number, total: number, itemCount: number, createdAt: string, address: { street: string, city: string, state: string, postalCode: string, country: string }, totalMoney: { amount: number, currency: CurrencyCode, formatted: string }, lines: Array<{ productId: string, variantId: string | null, sku: string | null, name: string, size: string, quantity: number, unitPrice: number, lineTotal: number, imageUrl: string | null }> } | null };

export type MoneyFieldsFragment = { amount: number, currency: CurrencyCode, formatted: string };

export type AllProductFieldsFragment = { benefits: Array<string>, bestSeller: boolean, createdAt: string, description: string, featured: boolean, gstRatePercent: number, howToUse: string, hsnCode: string, id: string, imageUrl: string, images: Array<string>, ingredients: string, isNew: boolean, name: string, new: boolean, orderLimit: number, price: number, rating: number, reviews: number, stock: number, subcategory: string, updatedAt: string, uqc: string, category: { id: string, name: string, slug: string }, concerns: Array<{ key: string, label: string }>, legalDeclarations: { consumerCareAddress: string, consumerCareEmail: string, consumerCarePhone: string, countryOfOrigin: string, genericName: string, makerAddress: string, makerLabel: string, makerName: string, makerRole: MakerRole, shelfLife: string, shelfLifeKind: ShelfLifeKind, shelfLifeMonths: number } | null, priceMoney: { amount: number, currency: CurrencyCode, formatted: string }, publishedReviews: { totalCount: number }, reviewSummary: { count: number }, sizes: Array<{ id: string, label: string, percentOff: number | null, price: number, sku: string, mrpMoney: { amount: number, currency: CurrencyCode, formatted: string } | null, netQuantity: { amount: number, text: string, unit: NetQuantityUnit } | null, priceMoney: { amount: number, currency: CurrencyCode, formatted: string } }> };

export type OrderPageFieldsFragment = { id: string, orderNumber: string, status: OrderStatus, paymentStatus: PaymentStatus, paymentReference: string | null, paymentFailureReason: string | null, refundDue: boolean, firstName: string, lastName: string, customerName: string, email: string, phone: string, addressLine: string, subtotal: number, shipping: number, tax: number, total: number, itemCount: number, createdAt: string, address: { street: string, city: string, state: string, postalCode: string, country: string }, totalMoney: { amount: number, currency: CurrencyCode, formatted: string }, lines: Array<{ productId: string, variantId: string | null, sku: string | null, name: string, size: string, quantity: number, unitPrice: number, lineTotal: number, imageUrl: string | null }> };

export type DashboardFigureFieldsFragment = { totalRevenue: number, orderCount: number, customerCount: number, productCount: number, pendingOrders: number, averageOrderValue: number };

export type UserErrorAllFieldsFragment = { code: ErrorCode, message: string, field: Array<string> | null, retryAfterSeconds: number | null, maxQuantity: number | null, stock: Array<{ productId: string, variantId: string, name: string, size: string, requested: number, available: number }> | null, serverTotals: { subtotalMoney: { amount: number }, shippingMoney: { amount: number }, taxMoney: { amount: number }, totalMoney: { amount: number } } | null };

export type ProductHelpersProductForEditQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductHelpersProductForEditQuery = { product: { name: string, subcategory: string, price: number, description: string, benefits: Array<string>, imageUrl: string, images: Array<string>, stock: number, category: { slug: string }, sizes: Array<{ id: string, label: string, price: number }> } | null };

export type ProductHelpersUpdateProductMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;


export type ProductHelpersUpdateProductMutation = { updateProduct: { product: { id: string, price: number } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type ReturnsCreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type ReturnsCreateOrderMutation = { createOrder: { order: { id: string, orderNumber: string, lines: Array<{ id: string }> } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type ReturnsCreateCodeMutationVariables = Exact<{
  input: DiscountCodeInput;
}>;


export type ReturnsCreateCodeMutation = { createDiscountCode: { errors: Array<{ message: string }> } };

export type ReturnsShipMutationVariables = Exact<{
  input: ShipOrderInput;
}>;


export type ReturnsShipMutation = { shipOrder: { errors: Array<{ message: string }> } };

export type ReturnsDeliveredMutationVariables = Exact<{
  id: string | number;
}>;


export type ReturnsDeliveredMutation = { markOrderDelivered: { order: { deliveredAt: string | null, returnWindowEndsAt: string | null } | null } };

export type ReturnsFieldsFragment = { id: string, status: ReturnStatus, reason: ReturnReason, reasonLabel: string, note: string, waitingDays: number, approvalOverdue: boolean, rejectionReason: string | null, resellable: boolean | null, lines: Array<{ orderLineId: string, name: string, size: string, quantity: number }>, refundAmount: { amount: number, formatted: string } | null };

export type ReturnsRequestMutationVariables = Exact<{
  input: RequestReturnInput;
}>;


export type ReturnsRequestMutation = { requestReturn: { returnRequest: { id: string, status: ReturnStatus, reason: ReturnReason, reasonLabel: string, note: string, waitingDays: number, approvalOverdue: boolean, rejectionReason: string | null, resellable: boolean | null, lines: Array<{ orderLineId: string, name: string, size: string, quantity: number }>, refundAmount: { amount: number, formatted: string } | null } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null, maxQuantity: number | null, returnRefusal: ReturnRefusal | null }> } };

export type ReturnsApproveMutationVariables = Exact<{
  id: string | number;
}>;


export type ReturnsApproveMutation = { approveReturn: { returnRequest: { id: string, status: ReturnStatus, reason: ReturnReason, reasonLabel: string, note: string, waitingDays: number, approvalOverdue: boolean, rejectionReason: string | null, resellable: boolean | null, lines: Array<{ orderLineId: string, name: string, size: string, quantity: number }>, refundAmount: { amount: number, formatted: string } | null } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type ReturnsRejectMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type ReturnsRejectMutation = { rejectReturn: { returnRequest: { id: string, status: ReturnStatus, reason: ReturnReason, reasonLabel: string, note: string, waitingDays: number, approvalOverdue: boolean, rejectionReason: string | null, resellable: boolean | null, lines: Array<{ orderLineId: string, name: string, size: string, quantity: number }>, refundAmount: { amount: number, formatted: string } | null } | null, errors: Array<{ code: ErrorCode, message: string, field: Array<string> | null }> } };

export type ReturnsReceiveMutationVariables = Exact<{
  input: ReceiveReturnInput;
}>;


export type ReturnsReceiveMutation = { receiveReturn: { returnRequest: { id: string, status: ReturnStatus, reason: ReturnReason, reasonLabel: string, note: string, waitingDays: number, approvalOverdue: boolean, rejectionReason: string | null, resellable: boolean | null, lines: Array<{ orderLineId: string, name: string, size: string, quantity: number }>, refundAmount: { amount: number, formatted: string } | null } | null, errors: Array<{ code: ErrorCode, message: string }> } };

export type ReturnsTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type ReturnsTokenMutation = { createApiToken: { secret: string | null } };

export type ReturnsOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type ReturnsOrderQuery = { order: { paymentStatus: PaymentStatus, returns: Array<{ id: string, status: ReturnStatus, reason: ReturnReason, reasonLabel: string, note: string, waitingDays: number, approvalOverdue: boolean, rejectionReason: string | null, resellable: boolean | null, lines: Array<{ orderLineId: string, name: string, size: string, quantity: number }>, refundAmount: { amount: number, formatted: string } | null }>, refunds: Array<{ state: RefundState, amountMoney: { amount: number }, creditNote: { number: string } | null }> } | null };

export type TestShopLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type TestShopLoginMutation = { login: { user: { email: string } | null, errors: Array<{ code: ErrorCode, message: string, retryAfterSeconds: number | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const RupeeBreakdownFragmentDoc = new TypedDocumentString(`
    fragment RupeeBreakdown on MoneyBreakdown {
  goodsMoney {
    amount
  }
  discountCode
  discountMoney {
    amount
  }
  lines {
    lineId
    description
    quantity
    amountMoney {
      amount
    }
    discountMoney {
      amount
    }
    paidMoney {
      amount
    }
    gstRatePercent
    taxableValueMoney {
      amount
    }
    gstMoney {
      amount
    }
  }
  shippingMoney {
    amount
  }
  codFeeMoney {
    amount
  }
  taxableValueMoney {
    amount
  }
  cgstMoney {
    amount
  }
  sgstMoney {
    amount
  }
  utgstMoney {
    amount
  }
  igstMoney {
    amount
  }
  gstMoney {
    amount
  }
  gstByRate {
    ratePercent
    taxableValueMoney {
      amount
    }
    cgstMoney {
      amount
    }
    sgstMoney {
      amount
    }
    utgstMoney {
      amount
    }
    igstMoney {
      amount
    }
    gstMoney {
      amount
    }
  }
  placeOfSupply
  supplyType
  placeOfSupplyAssumed
  totalMoney {
    amount
  }
  refundedMoney {
    amount
  }
  netMoney {
    amount
  }
  cashToCollectMoney {
    amount
  }
}
    `, {"fragmentName":"RupeeBreakdown"}) as unknown as TypedDocumentString<RupeeBreakdownFragment, unknown>;
export const GstDocumentFieldsFragmentDoc = new TypedDocumentString(`
    fragment GstDocumentFields on Invoice {
  id
  number
  issuedAt
  placeOfSupply
  supplyType
  buyerGstin
  pdfUrl
  taxableValueMoney {
    amount
  }
  cgstMoney {
    amount
  }
  sgstMoney {
    amount
  }
  igstMoney {
    amount
  }
  totalMoney {
    amount
  }
  lines {
    description
    hsnCode
    quantity
    gstRatePercent
    amountMoney {
      amount
    }
    taxableValueMoney {
      amount
    }
    cgstMoney {
      amount
    }
    sgstMoney {
      amount
    }
    igstMoney {
      amount
    }
  }
}
    `, {"fragmentName":"GstDocumentFields"}) as unknown as TypedDocumentString<GstDocumentFieldsFragment, unknown>;
export const MoneyVariantsLineFragmentDoc = new TypedDocumentString(`
    fragment MoneyVariantsLine on PricedLine {
  productId
  variantId
  sku
  size
  quantity
  unitPriceMoney {
    amount
    formatted
  }
  lineTotalMoney {
    amount
  }
}
    `, {"fragmentName":"MoneyVariantsLine"}) as unknown as TypedDocumentString<MoneyVariantsLineFragment, unknown>;
export const OrderChangesFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderChangesFields on Order {
  id
  orderNumber
  status
  paymentStatus
  refundedAmount
  shopperMayCancel
  phone
  address {
    street
    city
    state
    postalCode
  }
  lines {
    id
    quantity
    paidMoney {
      amount
    }
  }
}
    `, {"fragmentName":"OrderChangesFields"}) as unknown as TypedDocumentString<OrderChangesFieldsFragment, unknown>;
export const RefundsOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment RefundsOrderFields on Order {
  id
  paymentStatus
  refundDue
  refundedAmount
  total
  refunds {
    id
    merchantRefundId
    providerRefundId
    amount
    reason
    restocked
    state
    errorCode
    requestedBy
  }
}
    `, {"fragmentName":"RefundsOrderFields"}) as unknown as TypedDocumentString<RefundsOrderFieldsFragment, unknown>;
export const MoneyFieldsFragmentDoc = new TypedDocumentString(`
    fragment MoneyFields on Money {
  amount
  currency
  formatted
}
    `, {"fragmentName":"MoneyFields"}) as unknown as TypedDocumentString<MoneyFieldsFragment, unknown>;
export const AllProductFieldsFragmentDoc = new TypedDocumentString(`
    fragment AllProductFields on Product {
  benefits
  bestSeller
  category {
    id
    name
    slug
  }
  concerns {
    key
    label
  }
  createdAt
  description
  featured
  gstRatePercent
  howToUse
  hsnCode
  id
  imageUrl
  images
  ingredients
  isNew
  legalDeclarations {
    consumerCareAddress
    consumerCareEmail
    consumerCarePhone
    countryOfOrigin
    genericName
    makerAddress
    makerLabel
    makerName
    makerRole
    shelfLife
    shelfLifeKind
    shelfLifeMonths
  }
  name
  new
  orderLimit
  price
  priceMoney {
    ...MoneyFields
  }
  publishedReviews {
    totalCount
  }
  rating
  reviewSummary {
    count
  }
  reviews
  sizes {
    id
    label
    mrpMoney {
      ...MoneyFields
    }
    netQuantity {
      amount
      text
      unit
    }
    percentOff
    price
    priceMoney {
      ...MoneyFields
    }
    sku
  }
  stock
  subcategory
  updatedAt
  uqc
}
    fragment MoneyFields on Money {
  amount
  currency
  formatted
}`, {"fragmentName":"AllProductFields"}) as unknown as TypedDocumentString<AllProductFieldsFragment, unknown>;
export const OrderPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderPageFields on Order {
  id
  orderNumber
  status
  paymentStatus
  paymentReference
  paymentFailureReason
  refundDue
  firstName
  lastName
  customerName
  email
  phone
  addressLine
  address {
    street
    city
    state
    postalCode
    country
  }
  subtotal
  shipping
  tax
  total
  totalMoney {
    ...MoneyFields
  }
  itemCount
  createdAt
  lines {
    productId
    variantId
    sku
    name
    size
    quantity
    unitPrice
    lineTotal
    imageUrl
  }
}
    fragment MoneyFields on Money {
  amount
  currency
  formatted
}`, {"fragmentName":"OrderPageFields"}) as unknown as TypedDocumentString<OrderPageFieldsFragment, unknown>;
export const DashboardFigureFieldsFragmentDoc = new TypedDocumentString(`
    fragment DashboardFigureFields on Dashboard {
  totalRevenue
  orderCount
  customerCount
  productCount
  pendingOrders
  averageOrderValue
}
    `, {"fragmentName":"DashboardFigureFields"}) as unknown as TypedDocumentString<DashboardFigureFieldsFragment, unknown>;
export const UserErrorAllFieldsFragmentDoc = new TypedDocumentString(`
    fragment UserErrorAllFields on UserError {
  code
  message
  field
  stock {
    productId
    variantId
    name
    size
    requested
    available
  }
  serverTotals {
    subtotalMoney {
      amount
    }
    shippingMoney {
      amount
    }
    taxMoney {
      amount
    }
    totalMoney {
      amount
    }
  }
  retryAfterSeconds
  maxQuantity
}
    `, {"fragmentName":"UserErrorAllFields"}) as unknown as TypedDocumentString<UserErrorAllFieldsFragment, unknown>;
export const ReturnsFieldsFragmentDoc = new TypedDocumentString(`
    fragment ReturnsFields on ReturnRequest {
  id
  status
  reason
  reasonLabel
  note
  lines {
    orderLineId
    name
    size
    quantity
  }
  waitingDays
  approvalOverdue
  rejectionReason
  resellable
  refundAmount {
    amount
    formatted
  }
}
    `, {"fragmentName":"ReturnsFields"}) as unknown as TypedDocumentString<ReturnsFieldsFragment, unknown>;
export const AccountsSignUpDocument = new TypedDocumentString(`
    mutation AccountsSignUp($input: SignUpInput!) {
  signUp(input: $input) {
    accepted
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AccountsSignUpMutation, AccountsSignUpMutationVariables>;
export const AccountsConfirmDocument = new TypedDocumentString(`
    mutation AccountsConfirm($token: String!, $password: String!) {
  confirmEmail(token: $token, password: $password) {
    email
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AccountsConfirmMutation, AccountsConfirmMutationVariables>;
export const AccountsLoginDocument = new TypedDocumentString(`
    mutation AccountsLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    user {
      email
      role
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AccountsLoginMutation, AccountsLoginMutationVariables>;
export const AccountsMeDocument = new TypedDocumentString(`
    query AccountsMe {
  me {
    email
    name
    emailConfirmed
    orders {
      id
      orderNumber
      status
    }
    addresses {
      id
      city
      state
    }
  }
}
    `) as unknown as TypedDocumentString<AccountsMeQuery, AccountsMeQueryVariables>;
export const AccountsMarketingConsentDocument = new TypedDocumentString(`
    query AccountsMarketingConsent {
  marketingConsent {
    consented
    consentedAt
    withdrawnAt
  }
}
    `) as unknown as TypedDocumentString<AccountsMarketingConsentQuery, AccountsMarketingConsentQueryVariables>;
export const AccountsRequestResetDocument = new TypedDocumentString(`
    mutation AccountsRequestReset($email: String!) {
  requestPasswordReset(email: $email) {
    accepted
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AccountsRequestResetMutation, AccountsRequestResetMutationVariables>;
export const AccountsResetDocument = new TypedDocumentString(`
    mutation AccountsReset($token: String!, $newPassword: String!) {
  resetPassword(token: $token, newPassword: $newPassword) {
    changed
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AccountsResetMutation, AccountsResetMutationVariables>;
export const AccountsSaveAddressDocument = new TypedDocumentString(`
    mutation AccountsSaveAddress($input: SavedAddressInput!, $id: ID) {
  saveAddress(input: $input, id: $id) {
    address {
      id
      state
      addressLine2
    }
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<AccountsSaveAddressMutation, AccountsSaveAddressMutationVariables>;
export const AccountsDeleteDocument = new TypedDocumentString(`
    mutation AccountsDelete($password: String!) {
  deleteAccount(password: $password) {
    deleted
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AccountsDeleteMutation, AccountsDeleteMutationVariables>;
export const AdminPasswordMeDocument = new TypedDocumentString(`
    query AdminPasswordMe {
  me {
    email
  }
}
    `) as unknown as TypedDocumentString<AdminPasswordMeQuery, AdminPasswordMeQueryVariables>;
export const AdminProductsCreateDocument = new TypedDocumentString(`
    mutation AdminProductsCreate($input: ProductInput!) {
  createProduct(input: $input) {
    product {
      ...AllProductFields
    }
    errors {
      ...UserErrorAllFields
    }
  }
}
    fragment MoneyFields on Money {
  amount
  currency
  formatted
}
fragment AllProductFields on Product {
  benefits
  bestSeller
  category {
    id
    name
    slug
  }
  concerns {
    key
    label
  }
  createdAt
  description
  featured
  gstRatePercent
  howToUse
  hsnCode
  id
  imageUrl
  images
  ingredients
  isNew
  legalDeclarations {
    consumerCareAddress
    consumerCareEmail
    consumerCarePhone
    countryOfOrigin
    genericName
    makerAddress
    makerLabel
    makerName
    makerRole
    shelfLife
    shelfLifeKind
    shelfLifeMonths
  }
  name
  new
  orderLimit
  price
  priceMoney {
    ...MoneyFields
  }
  publishedReviews {
    totalCount
  }
  rating
  reviewSummary {
    count
  }
  reviews
  sizes {
    id
    label
    mrpMoney {
      ...MoneyFields
    }
    netQuantity {
      amount
      text
      unit
    }
    percentOff
    price
    priceMoney {
      ...MoneyFields
    }
    sku
  }
  stock
  subcategory
  updatedAt
  uqc
}
fragment UserErrorAllFields on UserError {
  code
  message
  field
  stock {
    productId
    variantId
    name
    size
    requested
    available
  }
  serverTotals {
    subtotalMoney {
      amount
    }
    shippingMoney {
      amount
    }
    taxMoney {
      amount
    }
    totalMoney {
      amount
    }
  }
  retryAfterSeconds
  maxQuantity
}`) as unknown as TypedDocumentString<AdminProductsCreateMutation, AdminProductsCreateMutationVariables>;
export const AdminProductsUpdateDocument = new TypedDocumentString(`
    mutation AdminProductsUpdate($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) {
    product {
      ...AllProductFields
    }
    errors {
      ...UserErrorAllFields
    }
  }
}
    fragment MoneyFields on Money {
  amount
  currency
  formatted
}
fragment AllProductFields on Product {
  benefits
  bestSeller
  category {
    id
    name
    slug
  }
  concerns {
    key
    label
  }
  createdAt
  description
  featured
  gstRatePercent
  howToUse
  hsnCode
  id
  imageUrl
  images
  ingredients
  isNew
  legalDeclarations {
    consumerCareAddress
    consumerCareEmail
    consumerCarePhone
    countryOfOrigin
    genericName
    makerAddress
    makerLabel
    makerName
    makerRole
    shelfLife
    shelfLifeKind
    shelfLifeMonths
  }
  name
  new
  orderLimit
  price
  priceMoney {
    ...MoneyFields
  }
  publishedReviews {
    totalCount
  }
  rating
  reviewSummary {
    count
  }
  reviews
  sizes {
    id
    label
    mrpMoney {
      ...MoneyFields
    }
    netQuantity {
      amount
      text
      unit
    }
    percentOff
    price
    priceMoney {
      ...MoneyFields
    }
    sku
  }
  stock
  subcategory
  updatedAt
  uqc
}
fragment UserErrorAllFields on UserError {
  code
  message
  field
  stock {
    productId
    variantId
    name
    size
    requested
    available
  }
  serverTotals {
    subtotalMoney {
      amount
    }
    shippingMoney {
      amount
    }
    taxMoney {
      amount
    }
    totalMoney {
      amount
    }
  }
  retryAfterSeconds
  maxQuantity
}`) as unknown as TypedDocumentString<AdminProductsUpdateMutation, AdminProductsUpdateMutationVariables>;
export const AdminProductsDeleteDocument = new TypedDocumentString(`
    mutation AdminProductsDelete($id: ID!) {
  deleteProduct(id: $id) {
    deletedId
    errors {
      ...UserErrorAllFields
    }
  }
}
    fragment UserErrorAllFields on UserError {
  code
  message
  field
  stock {
    productId
    variantId
    name
    size
    requested
    available
  }
  serverTotals {
    subtotalMoney {
      amount
    }
    shippingMoney {
      amount
    }
    taxMoney {
      amount
    }
    totalMoney {
      amount
    }
  }
  retryAfterSeconds
  maxQuantity
}`) as unknown as TypedDocumentString<AdminProductsDeleteMutation, AdminProductsDeleteMutationVariables>;
export const AdminProductsProductDocument = new TypedDocumentString(`
    query AdminProductsProduct($id: ID!) {
  product(id: $id) {
    ...AllProductFields
  }
}
    fragment MoneyFields on Money {
  amount
  currency
  formatted
}
fragment AllProductFields on Product {
  benefits
  bestSeller
  category {
    id
    name
    slug
  }
  concerns {
    key
    label
  }
  createdAt
  description
  featured
  gstRatePercent
  howToUse
  hsnCode
  id
  imageUrl
  images
  ingredients
  isNew
  legalDeclarations {
    consumerCareAddress
    consumerCareEmail
    consumerCarePhone
    countryOfOrigin
    genericName
    makerAddress
    makerLabel
    makerName
    makerRole
    shelfLife
    shelfLifeKind
    shelfLifeMonths
  }
  name
  new
  orderLimit
  price
  priceMoney {
    ...MoneyFields
  }
  publishedReviews {
    totalCount
  }
  rating
  reviewSummary {
    count
  }
  reviews
  sizes {
    id
    label
    mrpMoney {
      ...MoneyFields
    }
    netQuantity {
      amount
      text
      unit
    }
    percentOff
    price
    priceMoney {
      ...MoneyFields
    }
    sku
  }
  stock
  subcategory
  updatedAt
  uqc
}`) as unknown as TypedDocumentString<AdminProductsProductQuery, AdminProductsProductQueryVariables>;
export const AdminProductsFaceDocument = new TypedDocumentString(`
    query AdminProductsFace {
  products(filter: {category: "face"}) {
    totalCount
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<AdminProductsFaceQuery, AdminProductsFaceQueryVariables>;
export const ApiTokensCreateDocument = new TypedDocumentString(`
    mutation ApiTokensCreate($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    secret
    token {
      id
      name
      prefix
      scopes
      lastUsedAt
      revokedAt
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ApiTokensCreateMutation, ApiTokensCreateMutationVariables>;
export const ApiTokensOrdersDocument = new TypedDocumentString(`
    query ApiTokensOrders {
  orders(limit: 5) {
    totalCount
    items {
      id
      status
      history {
        status
        changedBy
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ApiTokensOrdersQuery, ApiTokensOrdersQueryVariables>;
export const ApiTokensListDocument = new TypedDocumentString(`
    query ApiTokensList {
  apiTokens {
    id
    prefix
    lastUsedAt
  }
}
    `) as unknown as TypedDocumentString<ApiTokensListQuery, ApiTokensListQueryVariables>;
export const ApiTokensRevokeDocument = new TypedDocumentString(`
    mutation ApiTokensRevoke($id: ID!) {
  revokeApiToken(id: $id) {
    token {
      revokedAt
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ApiTokensRevokeMutation, ApiTokensRevokeMutationVariables>;
export const AuthLogoutDocument = new TypedDocumentString(`
    mutation AuthLogout {
  logout {
    signedOut
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AuthLogoutMutation, AuthLogoutMutationVariables>;
export const NotifyMeWhenBackDocument = new TypedDocumentString(`
    mutation NotifyMeWhenBack($input: BackInStockInput!) {
  requestBackInStock(input: $input) {
    requested
    email
    message
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<NotifyMeWhenBackMutation, NotifyMeWhenBackMutationVariables>;
export const BackInStockProductForFormDocument = new TypedDocumentString(`
    query BackInStockProductForForm($id: ID!) {
  product(id: $id) {
    name
    category {
      slug
    }
    subcategory
    price
    description
    benefits
    imageUrl
    images
    sizes {
      id
      label
      price
      stock
    }
  }
}
    `) as unknown as TypedDocumentString<BackInStockProductForFormQuery, BackInStockProductForFormQueryVariables>;
export const BackInStockLinkedProductDocument = new TypedDocumentString(`
    query BackInStockLinkedProduct($id: ID!) {
  product(id: $id) {
    name
    sizes {
      label
      stock
    }
  }
}
    `) as unknown as TypedDocumentString<BackInStockLinkedProductQuery, BackInStockLinkedProductQueryVariables>;
export const BackInStockWaitingForSizesDocument = new TypedDocumentString(`
    query BackInStockWaitingForSizes($productId: ID!) {
  backInStockWaiting(productId: $productId) {
    sizeId
    shoppers
  }
}
    `) as unknown as TypedDocumentString<BackInStockWaitingForSizesQuery, BackInStockWaitingForSizesQueryVariables>;
export const BackInStockSaveProductDocument = new TypedDocumentString(`
    mutation BackInStockSaveProduct($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) {
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<BackInStockSaveProductMutation, BackInStockSaveProductMutationVariables>;
export const BackInStockEraseMeDocument = new TypedDocumentString(`
    mutation BackInStockEraseMe($password: String!) {
  deleteAccount(password: $password) {
    deleted
  }
}
    `) as unknown as TypedDocumentString<BackInStockEraseMeMutation, BackInStockEraseMeMutationVariables>;
export const CodOpenGroupsDocument = new TypedDocumentString(`
    query CodOpenGroups($minOrders: Int) {
  openCashOnDeliveryGroups(minOrders: $minOrders) {
    matchedBy
    key
    openOrders
    orders {
      id
      orderNumber
    }
  }
}
    `) as unknown as TypedDocumentString<CodOpenGroupsQuery, CodOpenGroupsQueryVariables>;
export const CatalogueCacheListingDocument = new TypedDocumentString(`
    query CatalogueCacheListing($filter: ProductFilter, $sort: ProductSort, $limit: Int) {
  products(filter: $filter, sort: $sort, limit: $limit) {
    totalCount
    items {
      id
      price
      stock
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueCacheListingQuery, CatalogueCacheListingQueryVariables>;
export const CatalogueCacheProductDocument = new TypedDocumentString(`
    query CatalogueCacheProduct($id: ID!) {
  product(id: $id) {
    id
    name
    price
    stock
    sizes {
      label
      price
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueCacheProductQuery, CatalogueCacheProductQueryVariables>;
export const CatalogueCachePublicAndMeDocument = new TypedDocumentString(`
    query CatalogueCachePublicAndMe {
  products(limit: 1) {
    totalCount
  }
  me {
    email
  }
}
    `) as unknown as TypedDocumentString<CatalogueCachePublicAndMeQuery, CatalogueCachePublicAndMeQueryVariables>;
export const CatalogueCacheBadLimitDocument = new TypedDocumentString(`
    query CatalogueCacheBadLimit($limit: Int) {
  products(limit: $limit) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<CatalogueCacheBadLimitQuery, CatalogueCacheBadLimitQueryVariables>;
export const CachedBurstDocument = new TypedDocumentString(`
    query CachedBurst {
  product(id: "hair-oil-3") {
    id
    name
    rating
    reviews
    stock
  }
}
    `) as unknown as TypedDocumentString<CachedBurstQuery, CachedBurstQueryVariables>;
export const CatalogueCacheShopDetailsDocument = new TypedDocumentString(`
    query CatalogueCacheShopDetails {
  shopDetails {
    shopName
    phone
  }
}
    `) as unknown as TypedDocumentString<CatalogueCacheShopDetailsQuery, CatalogueCacheShopDetailsQueryVariables>;
export const CatalogueCacheSetShopPhoneDocument = new TypedDocumentString(`
    mutation CatalogueCacheSetShopPhone($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueCacheSetShopPhoneMutation, CatalogueCacheSetShopPhoneMutationVariables>;
export const CatalogueConcernsListingDocument = new TypedDocumentString(`
    query CatalogueConcernsListing($filter: ProductFilter, $limit: Int) {
  products(filter: $filter, limit: $limit) {
    totalCount
    didYouMean
    items {
      id
      concerns {
        key
        label
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueConcernsListingQuery, CatalogueConcernsListingQueryVariables>;
export const CatalogueConcernsProductForEditDocument = new TypedDocumentString(`
    query CatalogueConcernsProductForEdit($id: ID!) {
  product(id: $id) {
    name
    category {
      slug
    }
    subcategory
    priceMoney {
      amount
    }
    sizes {
      id
      label
      priceMoney {
        amount
      }
    }
    description
    benefits
    imageUrl
    concerns {
      key
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueConcernsProductForEditQuery, CatalogueConcernsProductForEditQueryVariables>;
export const CatalogueConcernsUpdateProductDocument = new TypedDocumentString(`
    mutation CatalogueConcernsUpdateProduct($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) {
    product {
      id
      concerns {
        key
        label
      }
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueConcernsUpdateProductMutation, CatalogueConcernsUpdateProductMutationVariables>;
export const CatalogueCountsTotalDocument = new TypedDocumentString(`
    query CatalogueCountsTotal($filter: ProductFilter) {
  products(filter: $filter, limit: 1) {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<CatalogueCountsTotalQuery, CatalogueCountsTotalQueryVariables>;
export const CatalogueCountsCategoriesDocument = new TypedDocumentString(`
    query CatalogueCountsCategories {
  categories {
    id
    subcategories
    productCount
  }
}
    `) as unknown as TypedDocumentString<CatalogueCountsCategoriesQuery, CatalogueCountsCategoriesQueryVariables>;
export const CatalogueCountsCreateDocument = new TypedDocumentString(`
    mutation CatalogueCountsCreate($input: ProductInput!) {
  createProduct(input: $input) {
    product {
      id
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueCountsCreateMutation, CatalogueCountsCreateMutationVariables>;
export const CatalogueCountsDeleteDocument = new TypedDocumentString(`
    mutation CatalogueCountsDelete {
  deleteProduct(id: "tulsi-mist-1") {
    deletedId
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueCountsDeleteMutation, CatalogueCountsDeleteMutationVariables>;
export const CatalogueSearchDocument = new TypedDocumentString(`
    query CatalogueSearch($search: String!, $limit: Int) {
  products(filter: {search: $search}, limit: $limit) {
    items {
      id
      name
    }
    totalCount
    didYouMean
  }
}
    `) as unknown as TypedDocumentString<CatalogueSearchQuery, CatalogueSearchQueryVariables>;
export const CatalogueSearchSynonymsDocument = new TypedDocumentString(`
    query CatalogueSearchSynonyms {
  searchSynonyms {
    terms
  }
}
    `) as unknown as TypedDocumentString<CatalogueSearchSynonymsQuery, CatalogueSearchSynonymsQueryVariables>;
export const CatalogueSearchUpdateSynonymsDocument = new TypedDocumentString(`
    mutation CatalogueSearchUpdateSynonyms($groups: [SearchSynonymGroupInput!]!) {
  updateSearchSynonyms(groups: $groups) {
    searchSynonyms {
      terms
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueSearchUpdateSynonymsMutation, CatalogueSearchUpdateSynonymsMutationVariables>;
export const CatalogueHairOilDocument = new TypedDocumentString(`
    query CatalogueHairOil {
  product(id: "hair-oil-1") {
    ...AllProductFields
  }
}
    fragment MoneyFields on Money {
  amount
  currency
  formatted
}
fragment AllProductFields on Product {
  benefits
  bestSeller
  category {
    id
    name
    slug
  }
  concerns {
    key
    label
  }
  createdAt
  description
  featured
  gstRatePercent
  howToUse
  hsnCode
  id
  imageUrl
  images
  ingredients
  isNew
  legalDeclarations {
    consumerCareAddress
    consumerCareEmail
    consumerCarePhone
    countryOfOrigin
    genericName
    makerAddress
    makerLabel
    makerName
    makerRole
    shelfLife
    shelfLifeKind
    shelfLifeMonths
  }
  name
  new
  orderLimit
  price
  priceMoney {
    ...MoneyFields
  }
  publishedReviews {
    totalCount
  }
  rating
  reviewSummary {
    count
  }
  reviews
  sizes {
    id
    label
    mrpMoney {
      ...MoneyFields
    }
    netQuantity {
      amount
      text
      unit
    }
    percentOff
    price
    priceMoney {
      ...MoneyFields
    }
    sku
  }
  stock
  subcategory
  updatedAt
  uqc
}`) as unknown as TypedDocumentString<CatalogueHairOilQuery, CatalogueHairOilQueryVariables>;
export const CatalogueUnknownProductDocument = new TypedDocumentString(`
    query CatalogueUnknownProduct {
  product(id: "no-such-product") {
    id
  }
}
    `) as unknown as TypedDocumentString<CatalogueUnknownProductQuery, CatalogueUnknownProductQueryVariables>;
export const CatalogueCategoriesDocument = new TypedDocumentString(`
    query CatalogueCategories {
  categories {
    id
    name
    subcategories
    productCount
  }
}
    `) as unknown as TypedDocumentString<CatalogueCategoriesQuery, CatalogueCategoriesQueryVariables>;
export const CatalogueCappedSearchDocument = new TypedDocumentString(`
    query CatalogueCappedSearch($search: String, $offset: Int) {
  products(filter: {search: $search}, offset: $offset, limit: 24) {
    totalCount
    totalCountCapped
    pageInfo {
      hasNextPage
    }
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueCappedSearchQuery, CatalogueCappedSearchQueryVariables>;
export const CatalogueCountEverythingDocument = new TypedDocumentString(`
    query CatalogueCountEverything {
  products(limit: 1) {
    totalCount
    totalCountCapped
  }
}
    `) as unknown as TypedDocumentString<CatalogueCountEverythingQuery, CatalogueCountEverythingQueryVariables>;
export const CheckoutOrderDocument = new TypedDocumentString(`
    query CheckoutOrder($id: ID!) {
  order(id: $id) {
    ...OrderPageFields
  }
}
    fragment MoneyFields on Money {
  amount
  currency
  formatted
}
fragment OrderPageFields on Order {
  id
  orderNumber
  status
  paymentStatus
  paymentReference
  paymentFailureReason
  refundDue
  firstName
  lastName
  customerName
  email
  phone
  addressLine
  address {
    street
    city
    state
    postalCode
    country
  }
  subtotal
  shipping
  tax
  total
  totalMoney {
    ...MoneyFields
  }
  itemCount
  createdAt
  lines {
    productId
    variantId
    sku
    name
    size
    quantity
    unitPrice
    lineTotal
    imageUrl
  }
}`) as unknown as TypedDocumentString<CheckoutOrderQuery, CheckoutOrderQueryVariables>;
export const CheckoutOrderHistoryDocument = new TypedDocumentString(`
    query CheckoutOrderHistory($id: ID!) {
  order(id: $id) {
    id
    history {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutOrderHistoryQuery, CheckoutOrderHistoryQueryVariables>;
export const ContactSendBeforePostDocument = new TypedDocumentString(`
    mutation ContactSendBeforePost($input: ContactMessageInput!) {
  sendContactMessage(input: $input) {
    sent
    errors {
      ...UserErrorAllFields
    }
  }
}
    fragment UserErrorAllFields on UserError {
  code
  message
  field
  stock {
    productId
    variantId
    name
    size
    requested
    available
  }
  serverTotals {
    subtotalMoney {
      amount
    }
    shippingMoney {
      amount
    }
    taxMoney {
      amount
    }
    totalMoney {
      amount
    }
  }
  retryAfterSeconds
  maxQuantity
}`) as unknown as TypedDocumentString<ContactSendBeforePostMutation, ContactSendBeforePostMutationVariables>;
export const ContactPageShopDetailsDocument = new TypedDocumentString(`
    mutation ContactPageShopDetails($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ContactPageShopDetailsMutation, ContactPageShopDetailsMutationVariables>;
export const TicketSendDocument = new TypedDocumentString(`
    mutation TicketSend($input: ContactMessageInput!) {
  sendContactMessage(input: $input) {
    sent
    ticket
    resolveBy
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<TicketSendMutation, TicketSendMutationVariables>;
export const TicketsDocument = new TypedDocumentString(`
    query Tickets {
  contactMessages(offset: 0, limit: 20) {
    items {
      id
      ticket
      name
      acknowledgedAt
      acknowledgeBy
      resolveBy
      resolvedAt
      ticketStatus
      ageText
      acknowledgementText
      resolutionText
      read
    }
  }
}
    `) as unknown as TypedDocumentString<TicketsQuery, TicketsQueryVariables>;
export const TicketResolveDocument = new TypedDocumentString(`
    mutation TicketResolve($id: ID!, $resolved: Boolean!) {
  resolveContactMessage(id: $id, resolved: $resolved) {
    contactMessage {
      ticketStatus
      resolutionText
      read
    }
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<TicketResolveMutation, TicketResolveMutationVariables>;
export const GrievanceOfficerDocument = new TypedDocumentString(`
    query GrievanceOfficer {
  shopDetails {
    legalName
    gstin
    grievanceOfficerName
    grievanceOfficerDesignation
    grievanceOfficerEmail
    grievanceOfficerPhone
  }
}
    `) as unknown as TypedDocumentString<GrievanceOfficerQuery, GrievanceOfficerQueryVariables>;
export const SetGrievanceOfficerDocument = new TypedDocumentString(`
    mutation SetGrievanceOfficer($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<SetGrievanceOfficerMutation, SetGrievanceOfficerMutationVariables>;
export const ContactSendDocument = new TypedDocumentString(`
    mutation ContactSend($input: ContactMessageInput!) {
  sendContactMessage(input: $input) {
    sent
    ticket
    errors {
      ...UserErrorAllFields
    }
  }
}
    fragment UserErrorAllFields on UserError {
  code
  message
  field
  stock {
    productId
    variantId
    name
    size
    requested
    available
  }
  serverTotals {
    subtotalMoney {
      amount
    }
    shippingMoney {
      amount
    }
    taxMoney {
      amount
    }
    totalMoney {
      amount
    }
  }
  retryAfterSeconds
  maxQuantity
}`) as unknown as TypedDocumentString<ContactSendMutation, ContactSendMutationVariables>;
export const CourierQuoteDocument = new TypedDocumentString(`
    query CourierQuote($orderId: ID!, $parcel: ParcelInput) {
  courierQuote(orderId: $orderId, parcel: $parcel) {
    parcel {
      weightGrams
    }
    codAmount {
      amount
    }
    couriers {
      courierId
      name
      rate {
        amount
      }
      estimatedDays
      cod
    }
  }
}
    `) as unknown as TypedDocumentString<CourierQuoteQuery, CourierQuoteQueryVariables>;
export const CourierShipDocument = new TypedDocumentString(`
    mutation CourierShip($input: ShipThroughCourierInput!) {
  shipThroughCourier(input: $input) {
    order {
      id
      status
      totalMoney {
        amount
      }
      shipment {
        carrier
        trackingNumber
        trackingUrl
        courierName
        throughCourierService
        codAmount {
          amount
        }
        pickupScheduledFor
        parcel {
          weightGrams
          lengthCm
        }
      }
    }
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CourierShipMutation, CourierShipMutationVariables>;
export const CourierOrderDocument = new TypedDocumentString(`
    query CourierOrder($id: ID!) {
  order(id: $id) {
    orderNumber
    email
    lines {
      id
    }
    status
    refundDue
    shipment {
      courierStatus
      returnedToOriginAt
      failedDelivery {
        reason
        attempts
        outcome
      }
      trackingEvents {
        status
        activity
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CourierOrderQuery, CourierOrderQueryVariables>;
export const CourierLabelsDocument = new TypedDocumentString(`
    mutation CourierLabels($orderIds: [ID!]!) {
  courierLabels(orderIds: $orderIds) {
    url
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CourierLabelsMutation, CourierLabelsMutationVariables>;
export const CourierFailedDeliveriesDocument = new TypedDocumentString(`
    query CourierFailedDeliveries {
  failedDeliveries {
    id
    shipment {
      failedDelivery {
        reason
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CourierFailedDeliveriesQuery, CourierFailedDeliveriesQueryVariables>;
export const CourierAnswerDocument = new TypedDocumentString(`
    mutation CourierAnswer($input: AnswerFailedDeliveryInput!) {
  answerFailedDelivery(input: $input) {
    order {
      shipment {
        failedDelivery {
          outcome
        }
      }
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CourierAnswerMutation, CourierAnswerMutationVariables>;
export const CourierReturnPickupDocument = new TypedDocumentString(`
    mutation CourierReturnPickup($returnId: ID!) {
  bookReturnPickup(returnId: $returnId) {
    returnRequest {
      status
      pickupAwb
      pickupCourier
      pickupLabelUrl
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CourierReturnPickupMutation, CourierReturnPickupMutationVariables>;
export const CourierSetSizeParcelDocument = new TypedDocumentString(`
    mutation CourierSetSizeParcel($productId: ID!, $sizeId: ID!, $parcel: ParcelInput!) {
  setSizeParcel(productId: $productId, sizeId: $sizeId, parcel: $parcel) {
    parcel {
      weightGrams
    }
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CourierSetSizeParcelMutation, CourierSetSizeParcelMutationVariables>;
export const CourierSizesDocument = new TypedDocumentString(`
    query CourierSizes($id: ID!) {
  product(id: $id) {
    sizes {
      id
      label
      stock
      parcel {
        weightGrams
        heightCm
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CourierSizesQuery, CourierSizesQueryVariables>;
export const CourierShopperOrderDocument = new TypedDocumentString(`
    query CourierShopperOrder($id: ID!) {
  order(id: $id) {
    orderNumber
    email
    deliveryAttemptFailure {
      reason
      attempts
      outcome
      reattemptOn
      reattemptDays
      mayReturn
    }
  }
}
    `) as unknown as TypedDocumentString<CourierShopperOrderQuery, CourierShopperOrderQueryVariables>;
export const CourierAnswerMineDocument = new TypedDocumentString(`
    mutation CourierAnswerMine($order: ShopperOrderInput!, $input: DeliveryAnswerInput!) {
  answerMyFailedDelivery(order: $order, input: $input) {
    order {
      deliveryAttemptFailure {
        outcome
        reattemptOn
        reattemptDays
      }
    }
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CourierAnswerMineMutation, CourierAnswerMineMutationVariables>;
export const CourierOwnerViewDocument = new TypedDocumentString(`
    query CourierOwnerView($id: ID!) {
  order(id: $id) {
    activity {
      kind
      by
      note
    }
    shipment {
      pickupStatus
      pickupError
      pickupScheduledFor
      failedDelivery {
        outcome
        answeredBy
        reattemptOn
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CourierOwnerViewQuery, CourierOwnerViewQueryVariables>;
export const CourierFailedJobsDocument = new TypedDocumentString(`
    query CourierFailedJobs {
  failedJobs {
    id
    type
    about
    attempts
    lastError
  }
}
    `) as unknown as TypedDocumentString<CourierFailedJobsQuery, CourierFailedJobsQueryVariables>;
export const CourierRunJobAgainDocument = new TypedDocumentString(`
    mutation CourierRunJobAgain($id: ID!) {
  runJobAgain(id: $id) {
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CourierRunJobAgainMutation, CourierRunJobAgainMutationVariables>;
export const CourierReturnPickupStatusDocument = new TypedDocumentString(`
    query CourierReturnPickupStatus($id: ID!) {
  order(id: $id) {
    returns {
      id
      pickupStatus
      pickupScheduledFor
    }
  }
}
    `) as unknown as TypedDocumentString<CourierReturnPickupStatusQuery, CourierReturnPickupStatusQueryVariables>;
export const CustomerPageCustomerDocument = new TypedDocumentString(`
    query CustomerPageCustomer($email: String!) {
  customer(email: $email) {
    email
    name
    orderCount
    totalSpentMoney {
      amount
    }
    addresses {
      street
      city
    }
    orders {
      id
      status
      totalMoney {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerPageCustomerQuery, CustomerPageCustomerQueryVariables>;
export const DashboardDeleteProductDocument = new TypedDocumentString(`
    mutation DashboardDeleteProduct($id: ID!) {
  deleteProduct(id: $id) {
    deletedId
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardDeleteProductMutation, DashboardDeleteProductMutationVariables>;
export const DashboardFiguresDocument = new TypedDocumentString(`
    query DashboardFigures {
  dashboard {
    ...DashboardFigureFields
    recentOrders {
      id
      email
    }
  }
}
    fragment DashboardFigureFields on Dashboard {
  totalRevenue
  orderCount
  customerCount
  productCount
  pendingOrders
  averageOrderValue
}`) as unknown as TypedDocumentString<DashboardFiguresQuery, DashboardFiguresQueryVariables>;
export const DashboardCustomersDocument = new TypedDocumentString(`
    query DashboardCustomers($search: String, $offset: Int, $limit: Int) {
  customers(search: $search, offset: $offset, limit: $limit) {
    totalCount
    items {
      email
      name
      phone
      orderCount
      totalSpent
      lastOrderAt
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardCustomersQuery, DashboardCustomersQueryVariables>;
export const DashboardOrdersSearchDocument = new TypedDocumentString(`
    query DashboardOrdersSearch($filter: OrderFilter) {
  orders(filter: $filter, limit: 5) {
    totalCount
    totalCountCapped
    items {
      email
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardOrdersSearchQuery, DashboardOrdersSearchQueryVariables>;
export const DashboardCustomersCountDocument = new TypedDocumentString(`
    query DashboardCustomersCount($search: String) {
  customers(search: $search, limit: 5) {
    totalCount
    totalCountCapped
  }
}
    `) as unknown as TypedDocumentString<DashboardCustomersCountQuery, DashboardCustomersCountQueryVariables>;
export const DeliveryPromiseOfDocument = new TypedDocumentString(`
    query DeliveryPromiseOf($pincode: String!) {
  deliveryPromise(pincode: $pincode) {
    pincode
    area {
      city
      state
    }
    deliverable
    zone
    dispatchDate
    deliveryDate
    orderWithinMinutes
    message
    cutoffMessage
    cashOnDelivery
    cashOnDeliveryMessage
  }
}
    `) as unknown as TypedDocumentString<DeliveryPromiseOfQuery, DeliveryPromiseOfQueryVariables>;
export const DeliveryTermsDocument = new TypedDocumentString(`
    query DeliveryTerms {
  deliverySettings {
    dispatchPincode
    dispatchWeekdays
    cutoffTime
    holidays
    transitDays {
      zone
      days
    }
  }
}
    `) as unknown as TypedDocumentString<DeliveryTermsQuery, DeliveryTermsQueryVariables>;
export const SetDeliveryTermsDocument = new TypedDocumentString(`
    mutation SetDeliveryTerms($input: DeliverySettingsInput!) {
  updateDeliverySettings(input: $input) {
    deliverySettings {
      cutoffTime
      holidays
    }
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<SetDeliveryTermsMutation, SetDeliveryTermsMutationVariables>;
export const DeliveryCodOnDocument = new TypedDocumentString(`
    mutation DeliveryCodOn($input: CodSettingsInput!) {
  updateCodSettings(input: $input) {
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DeliveryCodOnMutation, DeliveryCodOnMutationVariables>;
export const DiscountCodesCreateDocument = new TypedDocumentString(`
    mutation DiscountCodesCreate($input: DiscountCodeInput!) {
  createDiscountCode(input: $input) {
    discountCode {
      id
      code
      kind
      percent
      startsAt
      endsAt
      active
      uses
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<DiscountCodesCreateMutation, DiscountCodesCreateMutationVariables>;
export const DiscountCodesUpdateDocument = new TypedDocumentString(`
    mutation DiscountCodesUpdate($id: ID!, $input: DiscountCodeInput!) {
  updateDiscountCode(id: $id, input: $input) {
    discountCode {
      id
      active
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<DiscountCodesUpdateMutation, DiscountCodesUpdateMutationVariables>;
export const DiscountCodesListDocument = new TypedDocumentString(`
    query DiscountCodesList {
  discountCodes {
    code
    uses
    revenueMoney {
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<DiscountCodesListQuery, DiscountCodesListQueryVariables>;
export const DiscountCodesQuoteDocument = new TypedDocumentString(`
    query DiscountCodesQuote($lines: [OrderLineInput!]!, $discountCode: String, $email: String) {
  quote(lines: $lines, discountCode: $discountCode, email: $email) {
    subtotalMoney {
      amount
    }
    discountMoney {
      amount
    }
    shippingMoney {
      amount
    }
    totalMoney {
      amount
    }
    freeShippingShortfallMoney {
      amount
    }
    discount {
      code
      kind
      savingMoney {
        amount
      }
    }
    discountRefusal {
      reason
      message
      amountNeededMoney {
        amount
      }
    }
    lines {
      discountMoney {
        amount
      }
      paidMoney {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DiscountCodesQuoteQuery, DiscountCodesQuoteQueryVariables>;
export const DiscountCodesOrderDocument = new TypedDocumentString(`
    mutation DiscountCodesOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    order {
      id
      discountCode
      subtotalMoney {
        amount
      }
      discountMoney {
        amount
      }
      shippingMoney {
        amount
      }
      totalMoney {
        amount
      }
      lines {
        discountMoney {
          amount
        }
        paidMoney {
          amount
        }
      }
    }
    errors {
      code
      message
      field
      discountRefusal {
        reason
        message
        amountNeededMoney {
          amount
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DiscountCodesOrderMutation, DiscountCodesOrderMutationVariables>;
export const DiscountCodesCancelDocument = new TypedDocumentString(`
    mutation DiscountCodesCancel($id: ID!) {
  updateOrderStatus(id: $id, status: CANCELLED) {
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<DiscountCodesCancelMutation, DiscountCodesCancelMutationVariables>;
export const DiscountCodesInvoiceDocument = new TypedDocumentString(`
    query DiscountCodesInvoice($id: ID!) {
  order(id: $id) {
    invoice {
      lines {
        description
        amountMoney {
          amount
        }
        taxableValueMoney {
          amount
        }
        cgstMoney {
          amount
        }
        sgstMoney {
          amount
        }
        igstMoney {
          amount
        }
      }
      totalMoney {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DiscountCodesInvoiceQuery, DiscountCodesInvoiceQueryVariables>;
export const RupeeQuoteDocument = new TypedDocumentString(`
    query RupeeQuote($lines: [OrderLineInput!]!, $discountCode: String, $paymentMethod: PaymentMethod, $state: String) {
  quote(
    lines: $lines
    discountCode: $discountCode
    paymentMethod: $paymentMethod
    state: $state
  ) {
    totalMoney {
      amount
    }
    breakdown {
      ...RupeeBreakdown
    }
  }
}
    fragment RupeeBreakdown on MoneyBreakdown {
  goodsMoney {
    amount
  }
  discountCode
  discountMoney {
    amount
  }
  lines {
    lineId
    description
    quantity
    amountMoney {
      amount
    }
    discountMoney {
      amount
    }
    paidMoney {
      amount
    }
    gstRatePercent
    taxableValueMoney {
      amount
    }
    gstMoney {
      amount
    }
  }
  shippingMoney {
    amount
  }
  codFeeMoney {
    amount
  }
  taxableValueMoney {
    amount
  }
  cgstMoney {
    amount
  }
  sgstMoney {
    amount
  }
  utgstMoney {
    amount
  }
  igstMoney {
    amount
  }
  gstMoney {
    amount
  }
  gstByRate {
    ratePercent
    taxableValueMoney {
      amount
    }
    cgstMoney {
      amount
    }
    sgstMoney {
      amount
    }
    utgstMoney {
      amount
    }
    igstMoney {
      amount
    }
    gstMoney {
      amount
    }
  }
  placeOfSupply
  supplyType
  placeOfSupplyAssumed
  totalMoney {
    amount
  }
  refundedMoney {
    amount
  }
  netMoney {
    amount
  }
  cashToCollectMoney {
    amount
  }
}`) as unknown as TypedDocumentString<RupeeQuoteQuery, RupeeQuoteQueryVariables>;
export const RupeeOrderDocument = new TypedDocumentString(`
    mutation RupeeOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    order {
      id
      orderNumber
      lines {
        id
      }
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<RupeeOrderMutation, RupeeOrderMutationVariables>;
export const RupeeRefundDocument = new TypedDocumentString(`
    mutation RupeeRefund($input: RefundOrderInput!) {
  refundOrder(input: $input) {
    order {
      id
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<RupeeRefundMutation, RupeeRefundMutationVariables>;
export const RupeeOrderListDocument = new TypedDocumentString(`
    query RupeeOrderList($search: String) {
  orders(filter: {search: $search}) {
    items {
      orderNumber
      paymentMethod
      breakdown {
        totalMoney {
          amount
        }
        cashToCollectMoney {
          amount
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RupeeOrderListQuery, RupeeOrderListQueryVariables>;
export const RupeeBooksDocument = new TypedDocumentString(`
    query RupeeBooks($search: String, $from: String!, $to: String!) {
  customers(search: $search) {
    items {
      email
      totalSpentMoney {
        amount
      }
    }
  }
  dashboard {
    totalRevenueMoney {
      amount
    }
  }
  salesReport(from: $from, to: $to) {
    revenueMoney {
      amount
    }
    products {
      productId
      quantity
      revenueMoney {
        amount
      }
    }
  }
  ordersCsv(from: $from, to: $to)
}
    `) as unknown as TypedDocumentString<RupeeBooksQuery, RupeeBooksQueryVariables>;
export const RupeeOrderViewDocument = new TypedDocumentString(`
    query RupeeOrderView($id: ID!) {
  order(id: $id) {
    id
    orderNumber
    totalMoney {
      amount
    }
    breakdown {
      ...RupeeBreakdown
    }
    invoice {
      number
      placeOfSupply
      supplyType
      taxableValueMoney {
        amount
      }
      cgstMoney {
        amount
      }
      sgstMoney {
        amount
      }
      igstMoney {
        amount
      }
      totalMoney {
        amount
      }
      lines {
        gstRatePercent
        taxableValueMoney {
          amount
        }
        cgstMoney {
          amount
        }
        sgstMoney {
          amount
        }
        igstMoney {
          amount
        }
      }
    }
    creditNotes {
      number
      totalMoney {
        amount
      }
      cgstMoney {
        amount
      }
      sgstMoney {
        amount
      }
      igstMoney {
        amount
      }
    }
    refunds {
      method
      manualReference
      paidOn
      state
      amountMoney {
        amount
      }
    }
  }
}
    fragment RupeeBreakdown on MoneyBreakdown {
  goodsMoney {
    amount
  }
  discountCode
  discountMoney {
    amount
  }
  lines {
    lineId
    description
    quantity
    amountMoney {
      amount
    }
    discountMoney {
      amount
    }
    paidMoney {
      amount
    }
    gstRatePercent
    taxableValueMoney {
      amount
    }
    gstMoney {
      amount
    }
  }
  shippingMoney {
    amount
  }
  codFeeMoney {
    amount
  }
  taxableValueMoney {
    amount
  }
  cgstMoney {
    amount
  }
  sgstMoney {
    amount
  }
  utgstMoney {
    amount
  }
  igstMoney {
    amount
  }
  gstMoney {
    amount
  }
  gstByRate {
    ratePercent
    taxableValueMoney {
      amount
    }
    cgstMoney {
      amount
    }
    sgstMoney {
      amount
    }
    utgstMoney {
      amount
    }
    igstMoney {
      amount
    }
    gstMoney {
      amount
    }
  }
  placeOfSupply
  supplyType
  placeOfSupplyAssumed
  totalMoney {
    amount
  }
  refundedMoney {
    amount
  }
  netMoney {
    amount
  }
  cashToCollectMoney {
    amount
  }
}`) as unknown as TypedDocumentString<RupeeOrderViewQuery, RupeeOrderViewQueryVariables>;
export const GstRoundTwoDocumentsDocument = new TypedDocumentString(`
    query GstRoundTwoDocuments($id: ID!) {
  order(id: $id) {
    id
    buyerLegalName
    totalMoney {
      amount
    }
    invoice {
      id
      number
      documentType
      buyerLegalName
      pdfUrl
      taxableValueMoney {
        amount
      }
      cgstMoney {
        amount
      }
      sgstMoney {
        amount
      }
      utgstMoney {
        amount
      }
      igstMoney {
        amount
      }
      totalMoney {
        amount
      }
      lines {
        description
        hsnCode
        quantity
        uqc
        gstRatePercent
        amountMoney {
          amount
        }
        discountMoney {
          amount
        }
        cgstMoney {
          amount
        }
        sgstMoney {
          amount
        }
        utgstMoney {
          amount
        }
      }
    }
    creditNotes {
      number
      documentType
      reason
      pdfUrl
      totalMoney {
        amount
      }
      taxableValueMoney {
        amount
      }
      cgstMoney {
        amount
      }
      sgstMoney {
        amount
      }
      igstMoney {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GstRoundTwoDocumentsQuery, GstRoundTwoDocumentsQueryVariables>;
export const GstRoundTwoRefundDocument = new TypedDocumentString(`
    mutation GstRoundTwoRefund($input: RefundOrderInput!) {
  refundOrder(input: $input) {
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<GstRoundTwoRefundMutation, GstRoundTwoRefundMutationVariables>;
export const GstRoundTwoSettingsDocument = new TypedDocumentString(`
    mutation GstRoundTwoSettings($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<GstRoundTwoSettingsMutation, GstRoundTwoSettingsMutationVariables>;
export const GstRoundTwoListDocument = new TypedDocumentString(`
    query GstRoundTwoList($search: String) {
  taxDocuments(search: $search) {
    items {
      kind
      documentType
      number
    }
  }
}
    `) as unknown as TypedDocumentString<GstRoundTwoListQuery, GstRoundTwoListQueryVariables>;
export const GstRoundTwoCreateProductDocument = new TypedDocumentString(`
    mutation GstRoundTwoCreateProduct($input: ProductInput!) {
  createProduct(input: $input) {
    product {
      id
      uqc
    }
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<GstRoundTwoCreateProductMutation, GstRoundTwoCreateProductMutationVariables>;
export const GstRoundTwoExportsDocument = new TypedDocumentString(`
    query GstRoundTwoExports($month: String!) {
  gstr1Export(month: $month) {
    files {
      table
      name
      csv
    }
    zipBase64
  }
  salesRegisterCsv(month: $month)
}
    `) as unknown as TypedDocumentString<GstRoundTwoExportsQuery, GstRoundTwoExportsQueryVariables>;
export const GstOrderInvoiceDocument = new TypedDocumentString(`
    query GstOrderInvoice($id: ID!) {
  order(id: $id) {
    id
    totalMoney {
      amount
    }
    invoice {
      ...GstDocumentFields
    }
    refunds {
      id
      state
      creditNote {
        number
        invoiceNumber
        pdfUrl
        totalMoney {
          amount
        }
        cgstMoney {
          amount
        }
        sgstMoney {
          amount
        }
        igstMoney {
          amount
        }
        lines {
          hsnCode
          quantity
          amountMoney {
            amount
          }
          taxableValueMoney {
            amount
          }
          cgstMoney {
            amount
          }
          sgstMoney {
            amount
          }
        }
      }
    }
  }
}
    fragment GstDocumentFields on Invoice {
  id
  number
  issuedAt
  placeOfSupply
  supplyType
  buyerGstin
  pdfUrl
  taxableValueMoney {
    amount
  }
  cgstMoney {
    amount
  }
  sgstMoney {
    amount
  }
  igstMoney {
    amount
  }
  totalMoney {
    amount
  }
  lines {
    description
    hsnCode
    quantity
    gstRatePercent
    amountMoney {
      amount
    }
    taxableValueMoney {
      amount
    }
    cgstMoney {
      amount
    }
    sgstMoney {
      amount
    }
    igstMoney {
      amount
    }
  }
}`) as unknown as TypedDocumentString<GstOrderInvoiceQuery, GstOrderInvoiceQueryVariables>;
export const GstRefundDocument = new TypedDocumentString(`
    mutation GstRefund($input: RefundOrderInput!) {
  refundOrder(input: $input) {
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<GstRefundMutation, GstRefundMutationVariables>;
export const GstTaxDocumentsDocument = new TypedDocumentString(`
    query GstTaxDocuments($search: String, $kind: TaxDocumentKind) {
  taxDocuments(search: $search, kind: $kind) {
    totalCount
    items {
      kind
      number
      orderNumber
      buyerName
      buyerGstin
      placeOfSupply
    }
  }
}
    `) as unknown as TypedDocumentString<GstTaxDocumentsQuery, GstTaxDocumentsQueryVariables>;
export const GstGstr1Document = new TypedDocumentString(`
    query GstGstr1($month: String!) {
  gstr1Export(month: $month) {
    files {
      table
      name
      csv
    }
    zipBase64
    zipFilename
  }
}
    `) as unknown as TypedDocumentString<GstGstr1Query, GstGstr1QueryVariables>;
export const JobsFailedJobsDocument = new TypedDocumentString(`
    query JobsFailedJobs {
  failedJobs {
    id
    type
    about
    attempts
    lastError
    failedAt
    createdAt
  }
}
    `) as unknown as TypedDocumentString<JobsFailedJobsQuery, JobsFailedJobsQueryVariables>;
export const JobsRunAgainDocument = new TypedDocumentString(`
    mutation JobsRunAgain($id: ID!) {
  runJobAgain(id: $id) {
    job {
      id
      type
      about
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<JobsRunAgainMutation, JobsRunAgainMutationVariables>;
export const JobsCreateEndpointDocument = new TypedDocumentString(`
    mutation JobsCreateEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    endpoint {
      id
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<JobsCreateEndpointMutation, JobsCreateEndpointMutationVariables>;
export const JobsSendTestWebhookDocument = new TypedDocumentString(`
    mutation JobsSendTestWebhook($endpointId: ID!) {
  sendTestWebhook(endpointId: $endpointId) {
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<JobsSendTestWebhookMutation, JobsSendTestWebhookMutationVariables>;
export const MailFailuresListDocument = new TypedDocumentString(`
    query MailFailuresList {
  troubledMails {
    id
    kind
    to
    subject
    state
    attempts
    lastError
    nextAttemptAt
  }
}
    `) as unknown as TypedDocumentString<MailFailuresListQuery, MailFailuresListQueryVariables>;
export const MailFailuresSendAgainDocument = new TypedDocumentString(`
    mutation MailFailuresSendAgain($id: ID!) {
  sendMailAgain(id: $id) {
    mail {
      id
      state
      attempts
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<MailFailuresSendAgainMutation, MailFailuresSendAgainMutationVariables>;
export const MailPreviewsAllDocument = new TypedDocumentString(`
    query MailPreviewsAll {
  mailPreviews {
    kind
    label
    to
    subject
    html
    text
  }
}
    `) as unknown as TypedDocumentString<MailPreviewsAllQuery, MailPreviewsAllQueryVariables>;
export const MailPreviewsSaveDetailsDocument = new TypedDocumentString(`
    mutation MailPreviewsSaveDetails($input: ShopSettingsInput!) {
  updateShopSettings(input: $input) {
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<MailPreviewsSaveDetailsMutation, MailPreviewsSaveDetailsMutationVariables>;
export const MoneyVariantsProductDocument = new TypedDocumentString(`
    query MoneyVariantsProduct($id: ID!) {
  product(id: $id) {
    id
    isNew
    category {
      id
      slug
      name
    }
    priceMoney {
      ...MoneyFields
    }
    sizes {
      id
      sku
      label
      priceMoney {
        ...MoneyFields
      }
    }
  }
}
    fragment MoneyFields on Money {
  amount
  currency
  formatted
}`) as unknown as TypedDocumentString<MoneyVariantsProductQuery, MoneyVariantsProductQueryVariables>;
export const MoneyVariantsQuoteDocument = new TypedDocumentString(`
    query MoneyVariantsQuote($lines: [OrderLineInput!]!) {
  quote(lines: $lines) {
    orderable
    subtotalMoney {
      ...MoneyFields
    }
    shippingMoney {
      ...MoneyFields
    }
    taxMoney {
      amount
    }
    totalMoney {
      amount
      formatted
    }
    lines {
      ...MoneyVariantsLine
      problem {
        code
        message
      }
    }
  }
}
    fragment MoneyVariantsLine on PricedLine {
  productId
  variantId
  sku
  size
  quantity
  unitPriceMoney {
    amount
    formatted
  }
  lineTotalMoney {
    amount
  }
}
fragment MoneyFields on Money {
  amount
  currency
  formatted
}`) as unknown as TypedDocumentString<MoneyVariantsQuoteQuery, MoneyVariantsQuoteQueryVariables>;
export const MoneyVariantsCreateOrderDocument = new TypedDocumentString(`
    mutation MoneyVariantsCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    order {
      id
      status
      subtotalMoney {
        amount
      }
      shippingMoney {
        amount
      }
      totalMoney {
        ...MoneyFields
      }
      lines {
        ...MoneyVariantsLine
      }
    }
    errors {
      code
      message
      field
    }
  }
}
    fragment MoneyVariantsLine on PricedLine {
  productId
  variantId
  sku
  size
  quantity
  unitPriceMoney {
    amount
    formatted
  }
  lineTotalMoney {
    amount
  }
}
fragment MoneyFields on Money {
  amount
  currency
  formatted
}`) as unknown as TypedDocumentString<MoneyVariantsCreateOrderMutation, MoneyVariantsCreateOrderMutationVariables>;
export const MoneyVariantsAdminViewDocument = new TypedDocumentString(`
    query MoneyVariantsAdminView($status: OrderStatus) {
  me {
    role
  }
  orders(filter: {status: $status}) {
    items {
      id
      status
    }
  }
  dashboard {
    totalRevenueMoney {
      amount
      currency
      formatted
    }
  }
}
    `) as unknown as TypedDocumentString<MoneyVariantsAdminViewQuery, MoneyVariantsAdminViewQueryVariables>;
export const MoneyVariantsUpdateProductDocument = new TypedDocumentString(`
    mutation MoneyVariantsUpdateProduct($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) {
    product {
      sizes {
        id
        sku
        label
        priceMoney {
          amount
        }
      }
    }
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<MoneyVariantsUpdateProductMutation, MoneyVariantsUpdateProductMutationVariables>;
export const MultiProcessProductDocument = new TypedDocumentString(`
    query MultiProcessProduct($id: ID!) {
  product(id: $id) {
    id
    price
    sizes {
      label
      price
    }
  }
}
    `) as unknown as TypedDocumentString<MultiProcessProductQuery, MultiProcessProductQueryVariables>;
export const MutationErrorsSizesDocument = new TypedDocumentString(`
    query MutationErrorsSizes($id: ID!) {
  product(id: $id) {
    name
    sizes {
      id
      label
    }
  }
}
    `) as unknown as TypedDocumentString<MutationErrorsSizesQuery, MutationErrorsSizesQueryVariables>;
export const MutationErrorsCreateOrderDocument = new TypedDocumentString(`
    mutation MutationErrorsCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    order {
      id
    }
    paymentLink
    errors {
      ...UserErrorAllFields
      serverTotals {
        totalMoney {
          formatted
        }
      }
    }
  }
}
    fragment UserErrorAllFields on UserError {
  code
  message
  field
  stock {
    productId
    variantId
    name
    size
    requested
    available
  }
  serverTotals {
    subtotalMoney {
      amount
    }
    shippingMoney {
      amount
    }
    taxMoney {
      amount
    }
    totalMoney {
      amount
    }
  }
  retryAfterSeconds
  maxQuantity
}`) as unknown as TypedDocumentString<MutationErrorsCreateOrderMutation, MutationErrorsCreateOrderMutationVariables>;
export const MutationErrorsCreateTokenDocument = new TypedDocumentString(`
    mutation MutationErrorsCreateToken {
  createApiToken(input: {name: "Integrator", scopes: [ORDERS_READ, ORDERS_WRITE]}) {
    secret
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<MutationErrorsCreateTokenMutation, MutationErrorsCreateTokenMutationVariables>;
export const NullabilityCategoriesAndDashboardDocument = new TypedDocumentString(`
    query NullabilityCategoriesAndDashboard {
  categories {
    id
    productCount
  }
  dashboard {
    orderCount
  }
}
    `) as unknown as TypedDocumentString<NullabilityCategoriesAndDashboardQuery, NullabilityCategoriesAndDashboardQueryVariables>;
export const NullabilityPublicAndAdminRootsDocument = new TypedDocumentString(`
    query NullabilityPublicAndAdminRoots {
  products(limit: 1) {
    totalCount
  }
  orders {
    totalCount
  }
  customers {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<NullabilityPublicAndAdminRootsQuery, NullabilityPublicAndAdminRootsQueryVariables>;
export const NullabilityUnknownIdsDocument = new TypedDocumentString(`
    query NullabilityUnknownIds {
  product(id: "no-such-product") {
    id
  }
  order(id: "00000000-0000-4000-8000-000000000000") {
    id
  }
  malformed: order(id: "not-a-uuid") {
    id
  }
}
    `) as unknown as TypedDocumentString<NullabilityUnknownIdsQuery, NullabilityUnknownIdsQueryVariables>;
export const NullabilityPageTypesDocument = new TypedDocumentString(`
    query NullabilityPageTypes {
  __schema {
    types {
      name
      fields {
        name
        type {
          kind
          ofType {
            name
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NullabilityPageTypesQuery, NullabilityPageTypesQueryVariables>;
export const NullabilityAdminOffsetPagesDocument = new TypedDocumentString(`
    query NullabilityAdminOffsetPages {
  taxDocuments(offset: 5, limit: 1) {
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
      endCursor
    }
  }
  reviews(limit: 1) {
    totalCount
    pageInfo {
      hasNextPage
      hasPreviousPage
    }
  }
}
    `) as unknown as TypedDocumentString<NullabilityAdminOffsetPagesQuery, NullabilityAdminOffsetPagesQueryVariables>;
export const OrderChangesOrderDocument = new TypedDocumentString(`
    query OrderChangesOrder($id: ID!) {
  order(id: $id) {
    ...OrderChangesFields
    activity {
      kind
      by
      note
    }
    lines {
      id
      restockedQuantity
    }
    history {
      status
      changedBy
      note
    }
    refunds {
      amount
      state
      requestedBy
    }
    breakdown {
      refundedMoney {
        amount
      }
    }
  }
}
    fragment OrderChangesFields on Order {
  id
  orderNumber
  status
  paymentStatus
  refundedAmount
  shopperMayCancel
  phone
  address {
    street
    city
    state
    postalCode
  }
  lines {
    id
    quantity
    paidMoney {
      amount
    }
  }
}`) as unknown as TypedDocumentString<OrderChangesOrderQuery, OrderChangesOrderQueryVariables>;
export const OrderChangesShopperViewDocument = new TypedDocumentString(`
    query OrderChangesShopperView($id: ID!) {
  order(id: $id) {
    ...OrderChangesFields
  }
}
    fragment OrderChangesFields on Order {
  id
  orderNumber
  status
  paymentStatus
  refundedAmount
  shopperMayCancel
  phone
  address {
    street
    city
    state
    postalCode
  }
  lines {
    id
    quantity
    paidMoney {
      amount
    }
  }
}`) as unknown as TypedDocumentString<OrderChangesShopperViewQuery, OrderChangesShopperViewQueryVariables>;
export const OrderChangesActivityAsShopperDocument = new TypedDocumentString(`
    query OrderChangesActivityAsShopper($id: ID!) {
  order(id: $id) {
    id
    activity {
      note
    }
  }
}
    `) as unknown as TypedDocumentString<OrderChangesActivityAsShopperQuery, OrderChangesActivityAsShopperQueryVariables>;
export const OrderChangesCancelMineDocument = new TypedDocumentString(`
    mutation OrderChangesCancelMine($order: ShopperOrderInput!, $reason: String) {
  cancelMyOrder(order: $order, reason: $reason) {
    order {
      ...OrderChangesFields
    }
    errors {
      code
      message
      field
    }
  }
}
    fragment OrderChangesFields on Order {
  id
  orderNumber
  status
  paymentStatus
  refundedAmount
  shopperMayCancel
  phone
  address {
    street
    city
    state
    postalCode
  }
  lines {
    id
    quantity
    paidMoney {
      amount
    }
  }
}`) as unknown as TypedDocumentString<OrderChangesCancelMineMutation, OrderChangesCancelMineMutationVariables>;
export const OrderChangesRequestAddressDocument = new TypedDocumentString(`
    mutation OrderChangesRequestAddress($order: ShopperOrderInput!, $request: String!) {
  requestAddressChange(order: $order, request: $request) {
    order {
      id
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<OrderChangesRequestAddressMutation, OrderChangesRequestAddressMutationVariables>;
export const OrderChangesContactDocument = new TypedDocumentString(`
    mutation OrderChangesContact($input: OrderContactInput!) {
  changeOrderContact(input: $input) {
    order {
      ...OrderChangesFields
    }
    errors {
      code
      message
      field
    }
  }
}
    fragment OrderChangesFields on Order {
  id
  orderNumber
  status
  paymentStatus
  refundedAmount
  shopperMayCancel
  phone
  address {
    street
    city
    state
    postalCode
  }
  lines {
    id
    quantity
    paidMoney {
      amount
    }
  }
}`) as unknown as TypedDocumentString<OrderChangesContactMutation, OrderChangesContactMutationVariables>;
export const OrderChangesNoteDocument = new TypedDocumentString(`
    mutation OrderChangesNote($orderId: ID!, $note: String!) {
  addOrderNote(orderId: $orderId, note: $note) {
    order {
      id
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<OrderChangesNoteMutation, OrderChangesNoteMutationVariables>;
export const OrderChangesCancellationRefundDocument = new TypedDocumentString(`
    query OrderChangesCancellationRefund($id: ID!, $lines: [CancelOrderLineInput!]!) {
  order(id: $id) {
    cancellationRefund(lines: $lines) {
      amount
    }
  }
}
    `) as unknown as TypedDocumentString<OrderChangesCancellationRefundQuery, OrderChangesCancellationRefundQueryVariables>;
export const OrderChangesCancelLinesDocument = new TypedDocumentString(`
    mutation OrderChangesCancelLines($orderId: ID!, $lines: [CancelOrderLineInput!]!) {
  cancelOrderLines(orderId: $orderId, lines: $lines) {
    order {
      ...OrderChangesFields
    }
    errors {
      code
      message
      field
    }
  }
}
    fragment OrderChangesFields on Order {
  id
  orderNumber
  status
  paymentStatus
  refundedAmount
  shopperMayCancel
  phone
  address {
    street
    city
    state
    postalCode
  }
  lines {
    id
    quantity
    paidMoney {
      amount
    }
  }
}`) as unknown as TypedDocumentString<OrderChangesCancelLinesMutation, OrderChangesCancelLinesMutationVariables>;
export const OrderLimitsCreateDocument = new TypedDocumentString(`
    mutation OrderLimitsCreate($input: CreateOrderInput!) {
  createOrder(input: $input) {
    order {
      id
      itemCount
      address {
        state
      }
    }
    errors {
      ...UserErrorAllFields
    }
  }
}
    fragment UserErrorAllFields on UserError {
  code
  message
  field
  stock {
    productId
    variantId
    name
    size
    requested
    available
  }
  serverTotals {
    subtotalMoney {
      amount
    }
    shippingMoney {
      amount
    }
    taxMoney {
      amount
    }
    totalMoney {
      amount
    }
  }
  retryAfterSeconds
  maxQuantity
}`) as unknown as TypedDocumentString<OrderLimitsCreateMutation, OrderLimitsCreateMutationVariables>;
export const OrderLimitsTokenDocument = new TypedDocumentString(`
    mutation OrderLimitsToken($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    secret
    token {
      unpaidOrderLimit
    }
    errors {
      code
      field
    }
  }
}
    `) as unknown as TypedDocumentString<OrderLimitsTokenMutation, OrderLimitsTokenMutationVariables>;
export const OrderSearchByNameListDocument = new TypedDocumentString(`
    query OrderSearchByNameList($filter: OrderFilter, $sort: OrderSort, $offset: Int, $limit: Int) {
  orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
    totalCount
    totalCountCapped
    items {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<OrderSearchByNameListQuery, OrderSearchByNameListQueryVariables>;
export const OrderTrackingTrackDocument = new TypedDocumentString(`
    query OrderTrackingTrack($orderNumber: String!, $email: String!) {
  trackOrder(orderNumber: $orderNumber, email: $email) {
    id
    orderNumber
    status
    paymentStatus
    total
    lines {
      name
      quantity
    }
  }
}
    `) as unknown as TypedDocumentString<OrderTrackingTrackQuery, OrderTrackingTrackQueryVariables>;
export const OrdersAdminListDocument = new TypedDocumentString(`
    query OrdersAdminList($filter: OrderFilter, $sort: OrderSort, $offset: Int, $limit: Int) {
  orders(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
    totalCount
    items {
      id
      orderNumber
      customerName
      email
      total
      itemCount
      status
      createdAt
      lines {
        name
        quantity
        unitPrice
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OrdersAdminListQuery, OrdersAdminListQueryVariables>;
export const OrdersAdminListWithHistoryDocument = new TypedDocumentString(`
    query OrdersAdminListWithHistory($limit: Int) {
  orders(limit: $limit) {
    items {
      id
      history {
        status
      }
      lines {
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OrdersAdminListWithHistoryQuery, OrdersAdminListWithHistoryQueryVariables>;
export const OrdersAdminHistoryDocument = new TypedDocumentString(`
    query OrdersAdminHistory($id: ID!) {
  order(id: $id) {
    history {
      status
      changedBy
      at
    }
  }
}
    `) as unknown as TypedDocumentString<OrdersAdminHistoryQuery, OrdersAdminHistoryQueryVariables>;
export const OrdersAdminStatusOptionsDocument = new TypedDocumentString(`
    query OrdersAdminStatusOptions($id: ID!) {
  order(id: $id) {
    status
    allowedNextStatuses
    statusOptions {
      status
      allowed
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<OrdersAdminStatusOptionsQuery, OrdersAdminStatusOptionsQueryVariables>;
export const PackingSlipsOrderSlipUrlDocument = new TypedDocumentString(`
    query PackingSlipsOrderSlipUrl($id: ID!) {
  order(id: $id) {
    orderNumber
    packingSlipUrl
  }
}
    `) as unknown as TypedDocumentString<PackingSlipsOrderSlipUrlQuery, PackingSlipsOrderSlipUrlQueryVariables>;
export const PaymentsErrorCodeDocument = new TypedDocumentString(`
    query PaymentsErrorCode($id: ID!) {
  order(id: $id) {
    paymentErrorCode
  }
}
    `) as unknown as TypedDocumentString<PaymentsErrorCodeQuery, PaymentsErrorCodeQueryVariables>;
export const MyMarketingConsentDocument = new TypedDocumentString(`
    query MyMarketingConsent {
  marketingConsent {
    consented
    consentedAt
    withdrawnAt
  }
}
    `) as unknown as TypedDocumentString<MyMarketingConsentQuery, MyMarketingConsentQueryVariables>;
export const SetMyMarketingConsentDocument = new TypedDocumentString(`
    mutation SetMyMarketingConsent($consent: Boolean!) {
  setMarketingConsent(consent: $consent) {
    marketingConsent {
      consented
      consentedAt
    }
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SetMyMarketingConsentMutation, SetMyMarketingConsentMutationVariables>;
export const EraseMeDocument = new TypedDocumentString(`
    mutation EraseMe($password: String!) {
  deleteAccount(password: $password) {
    deleted
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<EraseMeMutation, EraseMeMutationVariables>;
export const OwnerSeesPriyaDocument = new TypedDocumentString(`
    query OwnerSeesPriya($search: String) {
  orders(filter: {search: $search}, offset: 0, limit: 20) {
    items {
      id
      customerName
      email
    }
  }
  customers(search: $search, offset: 0, limit: 20) {
    items {
      name
      email
    }
  }
}
    `) as unknown as TypedDocumentString<OwnerSeesPriyaQuery, OwnerSeesPriyaQueryVariables>;
export const PriyaCsvDocument = new TypedDocumentString(`
    query PriyaCsv($from: String!, $to: String!) {
  ordersCsv(from: $from, to: $to)
}
    `) as unknown as TypedDocumentString<PriyaCsvQuery, PriyaCsvQueryVariables>;
export const PriyaWritesDocument = new TypedDocumentString(`
    mutation PriyaWrites($input: ContactMessageInput!) {
  sendContactMessage(input: $input) {
    sent
  }
}
    `) as unknown as TypedDocumentString<PriyaWritesMutation, PriyaWritesMutationVariables>;
export const PincodesAreaDocument = new TypedDocumentString(`
    query PincodesArea($code: String!) {
  pincode(code: $code) {
    pincode
    city
    district
    state
  }
}
    `) as unknown as TypedDocumentString<PincodesAreaQuery, PincodesAreaQueryVariables>;
export const QueryCountsProductsDocument = new TypedDocumentString(`
    query QueryCountsProducts($filter: ProductFilter, $sort: ProductSort, $offset: Int, $limit: Int) {
  products(filter: $filter, sort: $sort, offset: $offset, limit: $limit) {
    totalCount
    items {
      ...AllProductFields
    }
  }
}
    fragment MoneyFields on Money {
  amount
  currency
  formatted
}
fragment AllProductFields on Product {
  benefits
  bestSeller
  category {
    id
    name
    slug
  }
  concerns {
    key
    label
  }
  createdAt
  description
  featured
  gstRatePercent
  howToUse
  hsnCode
  id
  imageUrl
  images
  ingredients
  isNew
  legalDeclarations {
    consumerCareAddress
    consumerCareEmail
    consumerCarePhone
    countryOfOrigin
    genericName
    makerAddress
    makerLabel
    makerName
    makerRole
    shelfLife
    shelfLifeKind
    shelfLifeMonths
  }
  name
  new
  orderLimit
  price
  priceMoney {
    ...MoneyFields
  }
  publishedReviews {
    totalCount
  }
  rating
  reviewSummary {
    count
  }
  reviews
  sizes {
    id
    label
    mrpMoney {
      ...MoneyFields
    }
    netQuantity {
      amount
      text
      unit
    }
    percentOff
    price
    priceMoney {
      ...MoneyFields
    }
    sku
  }
  stock
  subcategory
  updatedAt
  uqc
}`) as unknown as TypedDocumentString<QueryCountsProductsQuery, QueryCountsProductsQueryVariables>;
export const QueryCountsHomeRowsDocument = new TypedDocumentString(`
    query QueryCountsHomeRows {
  featured: products(filter: {featured: true}, limit: 4) {
    items {
      id
      featured
      bestSeller
      new
      price
    }
  }
  bestSellers: products(filter: {bestSeller: true}, limit: 4) {
    items {
      id
      featured
      bestSeller
      new
      price
    }
  }
  newArrivals: products(filter: {isNew: true}, limit: 4) {
    items {
      id
      featured
      bestSeller
      new
      price
    }
  }
}
    `) as unknown as TypedDocumentString<QueryCountsHomeRowsQuery, QueryCountsHomeRowsQueryVariables>;
export const QueryCountsListingPageDocument = new TypedDocumentString(`
    query QueryCountsListingPage($filter: ProductFilter) {
  products(filter: $filter, limit: 24) {
    totalCount
    items {
      id
    }
  }
  categories {
    id
    subcategories
    productCount
  }
}
    `) as unknown as TypedDocumentString<QueryCountsListingPageQuery, QueryCountsListingPageQueryVariables>;
export const QueryCountsProductDocument = new TypedDocumentString(`
    query QueryCountsProduct($id: ID!) {
  product(id: $id) {
    ...AllProductFields
  }
}
    fragment MoneyFields on Money {
  amount
  currency
  formatted
}
fragment AllProductFields on Product {
  benefits
  bestSeller
  category {
    id
    name
    slug
  }
  concerns {
    key
    label
  }
  createdAt
  description
  featured
  gstRatePercent
  howToUse
  hsnCode
  id
  imageUrl
  images
  ingredients
  isNew
  legalDeclarations {
    consumerCareAddress
    consumerCareEmail
    consumerCarePhone
    countryOfOrigin
    genericName
    makerAddress
    makerLabel
    makerName
    makerRole
    shelfLife
    shelfLifeKind
    shelfLifeMonths
  }
  name
  new
  orderLimit
  price
  priceMoney {
    ...MoneyFields
  }
  publishedReviews {
    totalCount
  }
  rating
  reviewSummary {
    count
  }
  reviews
  sizes {
    id
    label
    mrpMoney {
      ...MoneyFields
    }
    netQuantity {
      amount
      text
      unit
    }
    percentOff
    price
    priceMoney {
      ...MoneyFields
    }
    sku
  }
  stock
  subcategory
  updatedAt
  uqc
}`) as unknown as TypedDocumentString<QueryCountsProductQuery, QueryCountsProductQueryVariables>;
export const QueryCountsCategoriesDocument = new TypedDocumentString(`
    query QueryCountsCategories {
  categories {
    id
    name
    subcategories
    productCount
  }
}
    `) as unknown as TypedDocumentString<QueryCountsCategoriesQuery, QueryCountsCategoriesQueryVariables>;
export const QueryCountsOrdersDocument = new TypedDocumentString(`
    query QueryCountsOrders($limit: Int) {
  orders(limit: $limit) {
    totalCount
    items {
      id
      orderNumber
      customerName
      total
      status
      lines {
        productId
        name
        quantity
        unitPrice
        lineTotal
      }
      history {
        status
        changedBy
        at
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueryCountsOrdersQuery, QueryCountsOrdersQueryVariables>;
export const QueryCountsDashboardDocument = new TypedDocumentString(`
    query QueryCountsDashboard {
  dashboard {
    ...DashboardFigureFields
    recentOrders {
      id
      orderNumber
      customerName
      total
      lines {
        name
        quantity
      }
    }
  }
}
    fragment DashboardFigureFields on Dashboard {
  totalRevenue
  orderCount
  customerCount
  productCount
  pendingOrders
  averageOrderValue
}`) as unknown as TypedDocumentString<QueryCountsDashboardQuery, QueryCountsDashboardQueryVariables>;
export const QuoteSerumOrderLimitDocument = new TypedDocumentString(`
    query QuoteSerumOrderLimit {
  product(id: "hair-serum-1") {
    orderLimit
  }
}
    `) as unknown as TypedDocumentString<QuoteSerumOrderLimitQuery, QuoteSerumOrderLimitQueryVariables>;
export const RateLimitsLoginDocument = new TypedDocumentString(`
    mutation RateLimitsLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    user {
      id
    }
    errors {
      code
      message
      retryAfterSeconds
    }
  }
}
    `) as unknown as TypedDocumentString<RateLimitsLoginMutation, RateLimitsLoginMutationVariables>;
export const RateLimitsCreateOrderDocument = new TypedDocumentString(`
    mutation RateLimitsCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    order {
      id
    }
    errors {
      code
      message
      retryAfterSeconds
    }
  }
}
    `) as unknown as TypedDocumentString<RateLimitsCreateOrderMutation, RateLimitsCreateOrderMutationVariables>;
export const RefundsRefundDocument = new TypedDocumentString(`
    mutation RefundsRefund($input: RefundOrderInput!) {
  refundOrder(input: $input) {
    order {
      ...RefundsOrderFields
    }
    errors {
      code
      message
      field
    }
  }
}
    fragment RefundsOrderFields on Order {
  id
  paymentStatus
  refundDue
  refundedAmount
  total
  refunds {
    id
    merchantRefundId
    providerRefundId
    amount
    reason
    restocked
    state
    errorCode
    requestedBy
  }
}`) as unknown as TypedDocumentString<RefundsRefundMutation, RefundsRefundMutationVariables>;
export const RefundsOrderDocument = new TypedDocumentString(`
    query RefundsOrder($id: ID!) {
  order(id: $id) {
    ...RefundsOrderFields
  }
}
    fragment RefundsOrderFields on Order {
  id
  paymentStatus
  refundDue
  refundedAmount
  total
  refunds {
    id
    merchantRefundId
    providerRefundId
    amount
    reason
    restocked
    state
    errorCode
    requestedBy
  }
}`) as unknown as TypedDocumentString<RefundsOrderQuery, RefundsOrderQueryVariables>;
export const RefundsPeekDocument = new TypedDocumentString(`
    query RefundsPeek($id: ID!) {
  order(id: $id) {
    id
    refunds {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<RefundsPeekQuery, RefundsPeekQueryVariables>;
export const RefundsOrderLinesDocument = new TypedDocumentString(`
    query RefundsOrderLines($id: ID!) {
  order(id: $id) {
    id
    lines {
      id
      productId
      quantity
      restockedQuantity
    }
  }
}
    `) as unknown as TypedDocumentString<RefundsOrderLinesQuery, RefundsOrderLinesQueryVariables>;
export const RefundsDashboardDocument = new TypedDocumentString(`
    query RefundsDashboard {
  dashboard {
    totalRevenue
  }
}
    `) as unknown as TypedDocumentString<RefundsDashboardQuery, RefundsDashboardQueryVariables>;
export const ReportsSalesDocument = new TypedDocumentString(`
    query ReportsSales($from: String!, $to: String!) {
  salesReport(from: $from, to: $to) {
    from
    to
    orderCount
    revenue
    days {
      date
      orders
      revenue
    }
    products {
      productId
      name
      quantity
      revenue
    }
  }
}
    `) as unknown as TypedDocumentString<ReportsSalesQuery, ReportsSalesQueryVariables>;
export const ReportsCsvDocument = new TypedDocumentString(`
    query ReportsCsv($from: String!, $to: String!) {
  ordersCsv(from: $from, to: $to)
}
    `) as unknown as TypedDocumentString<ReportsCsvQuery, ReportsCsvQueryVariables>;
export const ReportsSettingsDocument = new TypedDocumentString(`
    query ReportsSettings {
  shopSettings {
    contactNotificationEmail
    contactNotificationEmailSet
  }
}
    `) as unknown as TypedDocumentString<ReportsSettingsQuery, ReportsSettingsQueryVariables>;
export const ReportsUpdateSettingsDocument = new TypedDocumentString(`
    mutation ReportsUpdateSettings($email: String!) {
  updateShopSettings(input: {contactNotificationEmail: $email}) {
    settings {
      contactNotificationEmail
      contactNotificationEmailSet
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ReportsUpdateSettingsMutation, ReportsUpdateSettingsMutationVariables>;
export const ReviewsSubmitDocument = new TypedDocumentString(`
    mutation ReviewsSubmit($input: SubmitReviewInput!) {
  submitReview(input: $input) {
    review {
      id
      status
      authorName
      authorCity
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewsSubmitMutation, ReviewsSubmitMutationVariables>;
export const ReviewsOfProductDocument = new TypedDocumentString(`
    query ReviewsOfProduct($id: ID!) {
  product(id: $id) {
    rating
    reviews
    reviewSummary {
      average
      count
      histogram {
        stars
        count
      }
    }
    publishedReviews(limit: 3) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
      }
      items {
        title
        rating
        authorName
        reply
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewsOfProductQuery, ReviewsOfProductQueryVariables>;
export const ReviewsProductNameDocument = new TypedDocumentString(`
    query ReviewsProductName($id: ID!) {
  product(id: $id) {
    name
  }
}
    `) as unknown as TypedDocumentString<ReviewsProductNameQuery, ReviewsProductNameQueryVariables>;
export const ReviewsQueueDocument = new TypedDocumentString(`
    query ReviewsQueue {
  reviews(status: PENDING) {
    totalCount
    items {
      id
      title
      productName
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewsQueueQuery, ReviewsQueueQueryVariables>;
export const ReviewsPublishDocument = new TypedDocumentString(`
    mutation ReviewsPublish($id: ID!, $reply: String) {
  publishReview(id: $id, reply: $reply) {
    review {
      status
      reply
    }
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewsPublishMutation, ReviewsPublishMutationVariables>;
export const ReviewsRejectDocument = new TypedDocumentString(`
    mutation ReviewsReject($id: ID!) {
  rejectReview(id: $id) {
    review {
      status
    }
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewsRejectMutation, ReviewsRejectMutationVariables>;
export const ReviewsLabelsDocument = new TypedDocumentString(`
    query ReviewsLabels($id: ID!) {
  product(id: $id) {
    rating
    reviews
    publishedReviews(limit: 100) {
      totalCount
      items {
        title
        rating
        isSample
        verifiedBuyer
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewsLabelsQuery, ReviewsLabelsQueryVariables>;
export const ReviewsRemoveSamplesDocument = new TypedDocumentString(`
    mutation ReviewsRemoveSamples {
  removeSampleData {
    removedReviews
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ReviewsRemoveSamplesMutation, ReviewsRemoveSamplesMutationVariables>;
export const SalesFiguresBothDocument = new TypedDocumentString(`
    query SalesFiguresBoth($from: String!, $to: String!) {
  dashboard {
    totalRevenueMoney {
      amount
    }
    orderCount
    paidOrderCount
    failedOrderCount
    averageOrderValueMoney {
      amount
    }
  }
  salesReport(from: $from, to: $to) {
    orderCount
    revenueMoney {
      amount
    }
    averageOrderValueMoney {
      amount
    }
    days {
      orders
      revenueMoney {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SalesFiguresBothQuery, SalesFiguresBothQueryVariables>;
export const SalesFiguresRefundDocument = new TypedDocumentString(`
    mutation SalesFiguresRefund($input: RefundOrderInput!) {
  refundOrder(input: $input) {
    order {
      id
      refunds {
        state
      }
    }
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<SalesFiguresRefundMutation, SalesFiguresRefundMutationVariables>;
export const SalesFiguresRefundStateDocument = new TypedDocumentString(`
    query SalesFiguresRefundState($id: ID!) {
  order(id: $id) {
    paymentStatus
    totalMoney {
      amount
    }
    refunds {
      state
    }
  }
}
    `) as unknown as TypedDocumentString<SalesFiguresRefundStateQuery, SalesFiguresRefundStateQueryVariables>;
export const SalesFiguresReportDocument = new TypedDocumentString(`
    query SalesFiguresReport($from: String!, $to: String!) {
  salesReport(from: $from, to: $to) {
    orderCount
    revenueMoney {
      amount
    }
    days {
      date
      orders
      revenueMoney {
        amount
      }
    }
    products {
      productId
      name
      quantity
      revenueMoney {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SalesFiguresReportQuery, SalesFiguresReportQueryVariables>;
export const SessionsMeDocument = new TypedDocumentString(`
    query SessionsMe {
  me {
    email
    role
  }
}
    `) as unknown as TypedDocumentString<SessionsMeQuery, SessionsMeQueryVariables>;
export const SessionsLogoutDocument = new TypedDocumentString(`
    mutation SessionsLogout {
  logout {
    signedOut
  }
}
    `) as unknown as TypedDocumentString<SessionsLogoutMutation, SessionsLogoutMutationVariables>;
export const SessionsOrdersDocument = new TypedDocumentString(`
    query SessionsOrders {
  orders {
    totalCount
  }
}
    `) as unknown as TypedDocumentString<SessionsOrdersQuery, SessionsOrdersQueryVariables>;
export const SessionsDashboardDocument = new TypedDocumentString(`
    query SessionsDashboard {
  dashboard {
    orderCount
  }
}
    `) as unknown as TypedDocumentString<SessionsDashboardQuery, SessionsDashboardQueryVariables>;
export const ShippingShipDocument = new TypedDocumentString(`
    mutation ShippingShip($input: ShipOrderInput!) {
  shipOrder(input: $input) {
    order {
      id
      status
      shipment {
        carrier
        carrierName
        trackingNumber
        trackingUrl
        shippedAt
      }
    }
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ShippingShipMutation, ShippingShipMutationVariables>;
export const ShippingDeliveredDocument = new TypedDocumentString(`
    mutation ShippingDelivered($id: ID!) {
  markOrderDelivered(id: $id) {
    order {
      status
      deliveredAt
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ShippingDeliveredMutation, ShippingDeliveredMutationVariables>;
export const ShippingTrackDocument = new TypedDocumentString(`
    query ShippingTrack($orderNumber: String!, $email: String!) {
  trackOrder(orderNumber: $orderNumber, email: $email) {
    status
    shipment {
      carrierName
      trackingNumber
      trackingUrl
    }
  }
}
    `) as unknown as TypedDocumentString<ShippingTrackQuery, ShippingTrackQueryVariables>;
export const ShopMailSettingsDocument = new TypedDocumentString(`
    mutation ShopMailSettings($input: MailSettingsInput!) {
  updateMailSettings(input: $input) {
    settings {
      ownerNewOrder
      ownerLowStock
      ownerContactMessage
      reviewRequests
      reviewRequestDelayDays
    }
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ShopMailSettingsMutation, ShopMailSettingsMutationVariables>;
export const ShopMailShipDocument = new TypedDocumentString(`
    mutation ShopMailShip($input: ShipOrderInput!) {
  shipOrder(input: $input) {
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ShopMailShipMutation, ShopMailShipMutationVariables>;
export const ShopMailDeliveredDocument = new TypedDocumentString(`
    mutation ShopMailDelivered($id: ID!) {
  markOrderDelivered(id: $id) {
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ShopMailDeliveredMutation, ShopMailDeliveredMutationVariables>;
export const ShopMailReviewDocument = new TypedDocumentString(`
    mutation ShopMailReview($input: SubmitReviewInput!) {
  submitReview(input: $input) {
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ShopMailReviewMutation, ShopMailReviewMutationVariables>;
export const ShopMailRefundDocument = new TypedDocumentString(`
    mutation ShopMailRefund($input: RefundOrderInput!) {
  refundOrder(input: $input) {
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ShopMailRefundMutation, ShopMailRefundMutationVariables>;
export const ShopMailContactDocument = new TypedDocumentString(`
    mutation ShopMailContact($input: ContactMessageInput!) {
  sendContactMessage(input: $input) {
    sent
  }
}
    `) as unknown as TypedDocumentString<ShopMailContactMutation, ShopMailContactMutationVariables>;
export const StockPerSizeProductDocument = new TypedDocumentString(`
    query StockPerSizeProduct($id: ID!) {
  product(id: $id) {
    id
    stock
    orderLimit
    sizes {
      id
      label
      price
      stock
      orderLimit
    }
  }
}
    `) as unknown as TypedDocumentString<StockPerSizeProductQuery, StockPerSizeProductQueryVariables>;
export const StockPerSizeUpdateDocument = new TypedDocumentString(`
    mutation StockPerSizeUpdate($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) {
    product {
      id
      stock
      sizes {
        id
        label
        stock
      }
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<StockPerSizeUpdateMutation, StockPerSizeUpdateMutationVariables>;
export const StockPerSizeEndpointDocument = new TypedDocumentString(`
    mutation StockPerSizeEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    endpoint {
      id
    }
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<StockPerSizeEndpointMutation, StockPerSizeEndpointMutationVariables>;
export const TrustSignUpDocument = new TypedDocumentString(`
    mutation TrustSignUp($input: SignUpInput!) {
  signUp(input: $input) {
    accepted
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<TrustSignUpMutation, TrustSignUpMutationVariables>;
export const TrustConfirmDocument = new TypedDocumentString(`
    mutation TrustConfirm($token: String!, $password: String!) {
  confirmEmail(token: $token, password: $password) {
    email
    errors {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<TrustConfirmMutation, TrustConfirmMutationVariables>;
export const TrustLoginDocument = new TypedDocumentString(`
    mutation TrustLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    user {
      email
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<TrustLoginMutation, TrustLoginMutationVariables>;
export const TrustMeDocument = new TypedDocumentString(`
    query TrustMe {
  me {
    name
    orders {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<TrustMeQuery, TrustMeQueryVariables>;
export const TrustRequestResetDocument = new TypedDocumentString(`
    mutation TrustRequestReset($email: String!) {
  requestPasswordReset(email: $email) {
    accepted
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<TrustRequestResetMutation, TrustRequestResetMutationVariables>;
export const TrustResetDocument = new TypedDocumentString(`
    mutation TrustReset($token: String!, $newPassword: String!) {
  resetPassword(token: $token, newPassword: $newPassword) {
    changed
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<TrustResetMutation, TrustResetMutationVariables>;
export const TrustChangePasswordDocument = new TypedDocumentString(`
    mutation TrustChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
    changed
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<TrustChangePasswordMutation, TrustChangePasswordMutationVariables>;
export const IntegratorTokenDocument = new TypedDocumentString(`
    mutation IntegratorToken($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    secret
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<IntegratorTokenMutation, IntegratorTokenMutationVariables>;
export const IntegratorEndpointDocument = new TypedDocumentString(`
    mutation IntegratorEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    secret
    endpoint {
      id
      url
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<IntegratorEndpointMutation, IntegratorEndpointMutationVariables>;
export const IntegratorSendTestDocument = new TypedDocumentString(`
    mutation IntegratorSendTest($endpointId: ID!) {
  sendTestWebhook(endpointId: $endpointId) {
    delivery {
      id
      eventId
      eventType
      status
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<IntegratorSendTestMutation, IntegratorSendTestMutationVariables>;
export const IntegratorEndpointsDocument = new TypedDocumentString(`
    query IntegratorEndpoints {
  webhookEndpoints {
    id
  }
  webhookDeliveries(limit: 100) {
    items {
      id
      eventId
      eventType
      endpointId
      status
    }
  }
}
    `) as unknown as TypedDocumentString<IntegratorEndpointsQuery, IntegratorEndpointsQueryVariables>;
export const IntegratorDeleteEndpointDocument = new TypedDocumentString(`
    mutation IntegratorDeleteEndpoint($id: ID!) {
  deleteWebhookEndpoint(id: $id) {
    deletedId
    errors {
      code
      field
    }
  }
}
    `) as unknown as TypedDocumentString<IntegratorDeleteEndpointMutation, IntegratorDeleteEndpointMutationVariables>;
export const IntegratorRedeliverDocument = new TypedDocumentString(`
    mutation IntegratorRedeliver($id: ID!) {
  redeliverWebhook(id: $id) {
    delivery {
      id
    }
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<IntegratorRedeliverMutation, IntegratorRedeliverMutationVariables>;
export const IntegratorCancelDocument = new TypedDocumentString(`
    mutation IntegratorCancel($id: ID!) {
  updateOrderStatus(id: $id, status: CANCELLED) {
    errors {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<IntegratorCancelMutation, IntegratorCancelMutationVariables>;
export const IntegratorUpdateProductDocument = new TypedDocumentString(`
    mutation IntegratorUpdateProduct($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) {
    product {
      sizes {
        id
        priceMoney {
          amount
        }
      }
    }
    errors {
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<IntegratorUpdateProductMutation, IntegratorUpdateProductMutationVariables>;
export const WebhooksCreateEndpointDocument = new TypedDocumentString(`
    mutation WebhooksCreateEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    secret
    endpoint {
      id
      url
      events
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksCreateEndpointMutation, WebhooksCreateEndpointMutationVariables>;
export const WebhooksDeliveriesDocument = new TypedDocumentString(`
    query WebhooksDeliveries($endpointId: ID, $status: WebhookDeliveryStatus) {
  webhookDeliveries(endpointId: $endpointId, status: $status, limit: 100) {
    totalCount
    items {
      id
      eventId
      eventType
      status
      attempts
      responseStatus
      lastError
      payload
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksDeliveriesQuery, WebhooksDeliveriesQueryVariables>;
export const WebhooksCreateTokenDocument = new TypedDocumentString(`
    mutation WebhooksCreateToken {
  createApiToken(
    input: {name: "All", scopes: [CATALOGUE_WRITE, ORDERS_READ, ORDERS_WRITE, CUSTOMERS_READ]}
  ) {
    secret
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksCreateTokenMutation, WebhooksCreateTokenMutationVariables>;
export const WebhooksRedeliverDocument = new TypedDocumentString(`
    mutation WebhooksRedeliver($id: ID!) {
  redeliverWebhook(id: $id) {
    delivery {
      id
      eventId
      status
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksRedeliverMutation, WebhooksRedeliverMutationVariables>;
export const WebhooksSetStatusDocument = new TypedDocumentString(`
    mutation WebhooksSetStatus($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) {
    order {
      id
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksSetStatusMutation, WebhooksSetStatusMutationVariables>;
export const WebhooksCreateProductDocument = new TypedDocumentString(`
    mutation WebhooksCreateProduct($input: ProductInput!) {
  createProduct(input: $input) {
    product {
      id
    }
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksCreateProductMutation, WebhooksCreateProductMutationVariables>;
export const WebhooksUpdateProductDocument = new TypedDocumentString(`
    mutation WebhooksUpdateProduct($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) {
    product {
      id
    }
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksUpdateProductMutation, WebhooksUpdateProductMutationVariables>;
export const WebhooksDeleteProductDocument = new TypedDocumentString(`
    mutation WebhooksDeleteProduct($id: ID!) {
  deleteProduct(id: $id) {
    deletedId
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksDeleteProductMutation, WebhooksDeleteProductMutationVariables>;
export const WebhooksRefundDocument = new TypedDocumentString(`
    mutation WebhooksRefund($input: RefundOrderInput!) {
  refundOrder(input: $input) {
    order {
      id
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksRefundMutation, WebhooksRefundMutationVariables>;
export const CodSettingsUpdateDocument = new TypedDocumentString(`
    mutation CodSettingsUpdate($input: CodSettingsInput!) {
  updateCodSettings(input: $input) {
    codSettings {
      enabled
      feeMoney {
        amount
      }
      maxOrderMoney {
        amount
      }
      maxOpenOrders
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<CodSettingsUpdateMutation, CodSettingsUpdateMutationVariables>;
export const CodSettingsReadDocument = new TypedDocumentString(`
    query CodSettingsRead {
  codSettings {
    enabled
    maxOpenOrders
  }
}
    `) as unknown as TypedDocumentString<CodSettingsReadQuery, CodSettingsReadQueryVariables>;
export const CodQuoteDocument = new TypedDocumentString(`
    query CodQuote($lines: [OrderLineInput!]!, $paymentMethod: PaymentMethod) {
  quote(lines: $lines, paymentMethod: $paymentMethod) {
    shippingMoney {
      amount
    }
    codFeeMoney {
      amount
    }
    totalMoney {
      amount
    }
    cashOnDelivery {
      available
      reason
      message
      feeMoney {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CodQuoteQuery, CodQuoteQueryVariables>;
export const CodOrderDocument = new TypedDocumentString(`
    mutation CodOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    paymentLink
    order {
      id
      status
      paymentStatus
      paymentMethod
      codFeeMoney {
        amount
      }
      totalMoney {
        amount
      }
    }
    errors {
      code
      message
      field
      codRefusalReason
    }
  }
}
    `) as unknown as TypedDocumentString<CodOrderMutation, CodOrderMutationVariables>;
export const CodShipDocument = new TypedDocumentString(`
    mutation CodShip($input: ShipOrderInput!) {
  shipOrder(input: $input) {
    order {
      status
      invoice {
        number
      }
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CodShipMutation, CodShipMutationVariables>;
export const CodDeliverDocument = new TypedDocumentString(`
    mutation CodDeliver($id: ID!) {
  markOrderDelivered(id: $id) {
    order {
      status
    }
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CodDeliverMutation, CodDeliverMutationVariables>;
export const CodCollectDocument = new TypedDocumentString(`
    mutation CodCollect($id: ID!) {
  recordCashCollected(id: $id) {
    order {
      status
      paymentStatus
      cashCollectedAt
      invoice {
        number
      }
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CodCollectMutation, CodCollectMutationVariables>;
export const CodReturnDocument = new TypedDocumentString(`
    mutation CodReturn($id: ID!) {
  returnUndelivered(id: $id) {
    order {
      status
      paymentStatus
      creditNotes {
        totalMoney {
          amount
        }
      }
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<CodReturnMutation, CodReturnMutationVariables>;
export const CodInvoiceDocument = new TypedDocumentString(`
    query CodInvoice($id: ID!) {
  order(id: $id) {
    invoice {
      number
      lines {
        description
        amountMoney {
          amount
        }
        taxableValueMoney {
          amount
        }
        igstMoney {
          amount
        }
      }
      totalMoney {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CodInvoiceQuery, CodInvoiceQueryVariables>;
export const CheckoutHelpersCreateOrderDocument = new TypedDocumentString(`
    mutation CheckoutHelpersCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    paymentLink
    order {
      ...OrderPageFields
    }
    errors {
      ...UserErrorAllFields
    }
  }
}
    fragment MoneyFields on Money {
  amount
  currency
  formatted
}
fragment OrderPageFields on Order {
  id
  orderNumber
  status
  paymentStatus
  paymentReference
  paymentFailureReason
  refundDue
  firstName
  lastName
  customerName
  email
  phone
  addressLine
  address {
    street
    city
    state
    postalCode
    country
  }
  subtotal
  shipping
  tax
  total
  totalMoney {
    ...MoneyFields
  }
  itemCount
  createdAt
  lines {
    productId
    variantId
    sku
    name
    size
    quantity
    unitPrice
    lineTotal
    imageUrl
  }
}
fragment UserErrorAllFields on UserError {
  code
  message
  field
  stock {
    productId
    variantId
    name
    size
    requested
    available
  }
  serverTotals {
    subtotalMoney {
      amount
    }
    shippingMoney {
      amount
    }
    taxMoney {
      amount
    }
    totalMoney {
      amount
    }
  }
  retryAfterSeconds
  maxQuantity
}`) as unknown as TypedDocumentString<CheckoutHelpersCreateOrderMutation, CheckoutHelpersCreateOrderMutationVariables>;
export const CheckoutHelpersConfirmPaymentDocument = new TypedDocumentString(`
    mutation CheckoutHelpersConfirmPayment($orderId: ID!) {
  confirmPayment(id: $orderId) {
    paid
    message
    order {
      ...OrderPageFields
    }
    errors {
      ...UserErrorAllFields
    }
  }
}
    fragment MoneyFields on Money {
  amount
  currency
  formatted
}
fragment OrderPageFields on Order {
  id
  orderNumber
  status
  paymentStatus
  paymentReference
  paymentFailureReason
  refundDue
  firstName
  lastName
  customerName
  email
  phone
  addressLine
  address {
    street
    city
    state
    postalCode
    country
  }
  subtotal
  shipping
  tax
  total
  totalMoney {
    ...MoneyFields
  }
  itemCount
  createdAt
  lines {
    productId
    variantId
    sku
    name
    size
    quantity
    unitPrice
    lineTotal
    imageUrl
  }
}
fragment UserErrorAllFields on UserError {
  code
  message
  field
  stock {
    productId
    variantId
    name
    size
    requested
    available
  }
  serverTotals {
    subtotalMoney {
      amount
    }
    shippingMoney {
      amount
    }
    taxMoney {
      amount
    }
    totalMoney {
      amount
    }
  }
  retryAfterSeconds
  maxQuantity
}`) as unknown as TypedDocumentString<CheckoutHelpersConfirmPaymentMutation, CheckoutHelpersConfirmPaymentMutationVariables>;
export const CheckoutHelpersSetOrderStatusDocument = new TypedDocumentString(`
    mutation CheckoutHelpersSetOrderStatus($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) {
    order {
      id
      status
      history {
        status
        changedBy
      }
    }
    errors {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<CheckoutHelpersSetOrderStatusMutation, CheckoutHelpersSetOrderStatusMutationVariables>;
export const CheckoutHelpersOrderDocument = new TypedDocumentString(`
    query CheckoutHelpersOrder($id: ID!) {
  order(id: $id) {
    ...OrderPageFields
  }
}
    fragment MoneyFields on Money {
  amount
  currency
  formatted
}
fragment OrderPageFields on Order {
  id
  orderNumber
  status
  paymentStatus
  paymentReference
  paymentFailureReason
  refundDue
  firstName
  lastName
  customerName
  email
  phone
  addressLine
  address {
    street
    city
    state
    postalCode
    country
  }
  subtotal
  shipping
  tax
  total
  totalMoney {
    ...MoneyFields
  }
  itemCount
  createdAt
  lines {
    productId
    variantId
    sku
    name
    size
    quantity
    unitPrice
    lineTotal
    imageUrl
  }
}`) as unknown as TypedDocumentString<CheckoutHelpersOrderQuery, CheckoutHelpersOrderQueryVariables>;
export const ProductHelpersProductForEditDocument = new TypedDocumentString(`
    query ProductHelpersProductForEdit($id: ID!) {
  product(id: $id) {
    name
    category {
      slug
    }
    subcategory
    price
    sizes {
      id
      label
      price
    }
    description
    benefits
    imageUrl
    images
    stock
  }
}
    `) as unknown as TypedDocumentString<ProductHelpersProductForEditQuery, ProductHelpersProductForEditQueryVariables>;
export const ProductHelpersUpdateProductDocument = new TypedDocumentString(`
    mutation ProductHelpersUpdateProduct($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) {
    product {
      id
      price
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ProductHelpersUpdateProductMutation, ProductHelpersUpdateProductMutationVariables>;
export const ReturnsCreateOrderDocument = new TypedDocumentString(`
    mutation ReturnsCreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    order {
      id
      orderNumber
      lines {
        id
      }
    }
    errors {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ReturnsCreateOrderMutation, ReturnsCreateOrderMutationVariables>;
export const ReturnsCreateCodeDocument = new TypedDocumentString(`
    mutation ReturnsCreateCode($input: DiscountCodeInput!) {
  createDiscountCode(input: $input) {
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ReturnsCreateCodeMutation, ReturnsCreateCodeMutationVariables>;
export const ReturnsShipDocument = new TypedDocumentString(`
    mutation ReturnsShip($input: ShipOrderInput!) {
  shipOrder(input: $input) {
    errors {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ReturnsShipMutation, ReturnsShipMutationVariables>;
export const ReturnsDeliveredDocument = new TypedDocumentString(`
    mutation ReturnsDelivered($id: ID!) {
  markOrderDelivered(id: $id) {
    order {
      deliveredAt
      returnWindowEndsAt
    }
  }
}
    `) as unknown as TypedDocumentString<ReturnsDeliveredMutation, ReturnsDeliveredMutationVariables>;
export const ReturnsRequestDocument = new TypedDocumentString(`
    mutation ReturnsRequest($input: RequestReturnInput!) {
  requestReturn(input: $input) {
    returnRequest {
      ...ReturnsFields
    }
    errors {
      code
      message
      field
      maxQuantity
      returnRefusal
    }
  }
}
    fragment ReturnsFields on ReturnRequest {
  id
  status
  reason
  reasonLabel
  note
  lines {
    orderLineId
    name
    size
    quantity
  }
  waitingDays
  approvalOverdue
  rejectionReason
  resellable
  refundAmount {
    amount
    formatted
  }
}`) as unknown as TypedDocumentString<ReturnsRequestMutation, ReturnsRequestMutationVariables>;
export const ReturnsApproveDocument = new TypedDocumentString(`
    mutation ReturnsApprove($id: ID!) {
  approveReturn(id: $id) {
    returnRequest {
      ...ReturnsFields
    }
    errors {
      code
      message
    }
  }
}
    fragment ReturnsFields on ReturnRequest {
  id
  status
  reason
  reasonLabel
  note
  lines {
    orderLineId
    name
    size
    quantity
  }
  waitingDays
  approvalOverdue
  rejectionReason
  resellable
  refundAmount {
    amount
    formatted
  }
}`) as unknown as TypedDocumentString<ReturnsApproveMutation, ReturnsApproveMutationVariables>;
export const ReturnsRejectDocument = new TypedDocumentString(`
    mutation ReturnsReject($id: ID!, $reason: String!) {
  rejectReturn(id: $id, reason: $reason) {
    returnRequest {
      ...ReturnsFields
    }
    errors {
      code
      message
      field
    }
  }
}
    fragment ReturnsFields on ReturnRequest {
  id
  status
  reason
  reasonLabel
  note
  lines {
    orderLineId
    name
    size
    quantity
  }
  waitingDays
  approvalOverdue
  rejectionReason
  resellable
  refundAmount {
    amount
    formatted
  }
}`) as unknown as TypedDocumentString<ReturnsRejectMutation, ReturnsRejectMutationVariables>;
export const ReturnsReceiveDocument = new TypedDocumentString(`
    mutation ReturnsReceive($input: ReceiveReturnInput!) {
  receiveReturn(input: $input) {
    returnRequest {
      ...ReturnsFields
    }
    errors {
      code
      message
    }
  }
}
    fragment ReturnsFields on ReturnRequest {
  id
  status
  reason
  reasonLabel
  note
  lines {
    orderLineId
    name
    size
    quantity
  }
  waitingDays
  approvalOverdue
  rejectionReason
  resellable
  refundAmount {
    amount
    formatted
  }
}`) as unknown as TypedDocumentString<ReturnsReceiveMutation, ReturnsReceiveMutationVariables>;
export const ReturnsTokenDocument = new TypedDocumentString(`
    mutation ReturnsToken($input: CreateApiTokenInput!) {
  createApiToken(input: $input) {
    secret
  }
}
    `) as unknown as TypedDocumentString<ReturnsTokenMutation, ReturnsTokenMutationVariables>;
export const ReturnsOrderDocument = new TypedDocumentString(`
    query ReturnsOrder($id: ID!) {
  order(id: $id) {
    paymentStatus
    returns {
      ...ReturnsFields
    }
    refunds {
      amountMoney {
        amount
      }
      state
      creditNote {
        number
      }
    }
  }
}
    fragment ReturnsFields on ReturnRequest {
  id
  status
  reason
  reasonLabel
  note
  lines {
    orderLineId
    name
    size
    quantity
  }
  waitingDays
  approvalOverdue
  rejectionReason
  resellable
  refundAmount {
    amount
    formatted
  }
}`) as unknown as TypedDocumentString<ReturnsOrderQuery, ReturnsOrderQueryVariables>;
export const TestShopLoginDocument = new TypedDocumentString(`
    mutation TestShopLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    user {
      email
    }
    errors {
      code
      message
      retryAfterSeconds
    }
  }
}
    `) as unknown as TypedDocumentString<TestShopLoginMutation, TestShopLoginMutationVariables>;