import { formatPaise, type Paise } from './money.js';
import { MAX_ORDER_TOTAL_PAISE } from './order-limits.js';

/**
 * Cash on delivery: the owner's terms, whether an order may be paid at the door, and who counts
 * as one shopper for the open-order limit. The Settings page checks the terms with the same
 * function the server stores them with, and checkout shows the same reasons the server refuses with.
 */
export const PAYMENT_METHODS = ['ONLINE', 'CASH_ON_DELIVERY'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface CodSettings {
  enabled: boolean;
  /** Added to a COD order as its own line, taxed as shipping is (the principal supply's rate). */
  feePaise: Paise;
  /** The largest order total (before the fee) COD is offered for. */
  maxOrderPaise: Paise;
  /** Undelivered COD orders one shopper (phone, e-mail or address) may have open at once. */
  maxOpenOrders: number;
}

export const DEFAULT_COD_SETTINGS: CodSettings = { enabled: false, feePaise: 4900, maxOrderPaise: 500_000, maxOpenOrders: 2 };
export const MAX_COD_FEE_PAISE = 50_000;
export const MAX_COD_OPEN_ORDERS = 20;

export type CodSettingsField = 'feePaise' | 'maxOrderPaise' | 'maxOpenOrders';

/** The first problem with the owner's terms, naming its field, or null when they can be stored. */
export function codSettingsProblem(settings: CodSettings): { field: CodSettingsField; message: string } | null {
  const whole = (value: number, min: number, max: number) => Number.isSafeInteger(value) && value >= min && value <= max;
  if (!whole(settings.feePaise, 0, MAX_COD_FEE_PAISE)) {
    return { field: 'feePaise', message: `The COD fee is from ₹0 to ${formatPaise(MAX_COD_FEE_PAISE)}` };
  }
  if (!whole(settings.maxOrderPaise, 100, MAX_ORDER_TOTAL_PAISE)) {
    return { field: 'maxOrderPaise', message: `The largest COD order is from ₹1 to ${formatPaise(MAX_ORDER_TOTAL_PAISE)}` };
  }
  if (!whole(settings.maxOpenOrders, 1, MAX_COD_OPEN_ORDERS)) {
    return { field: 'maxOpenOrders', message: `Open COD orders per shopper is a whole number from 1 to ${MAX_COD_OPEN_ORDERS}` };
  }
  return null;
}

export const COD_REFUSAL_REASONS = ['DISABLED', 'ABOVE_LIMIT', 'OUTSIDE_INDIA', 'TOO_MANY_OPEN'] as const;
export type CodRefusalReason = (typeof COD_REFUSAL_REASONS)[number];

export interface CodOffer {
  available: boolean;
  /** What COD would add to this order (the fee), whether or not it is offered. */
  feePaise: Paise;
  reason: CodRefusalReason | null;
  /** Why COD is not offered for this order, for the shopper; null when it is. */
  message: string | null;
}

/** The shopper's message for a refusal. */
export function codRefusalMessage(reason: CodRefusalReason, settings: CodSettings): string {
  switch (reason) {
    case 'DISABLED':
      return 'Cash on delivery is not available right now. Please pay online.';
    case 'ABOVE_LIMIT':
      return `Cash on delivery is available for orders up to ${formatPaise(settings.maxOrderPaise)}. Please pay online.`;
    case 'OUTSIDE_INDIA':
      return 'Cash on delivery is available for addresses in India only.';
    case 'TOO_MANY_OPEN':
      return settings.maxOpenOrders === 1
        ? 'You already have a cash-on-delivery order on the way. Please pay online, or wait until it arrives.'
        : `You already have ${settings.maxOpenOrders} cash-on-delivery orders on the way. Please pay online, or wait until one arrives.`;
  }
}

/**
 * Whether an order of `orderTotalPaise` (goods less discount, with shipping: everything but the
 * fee) may be paid in cash at the door. The open-order limit is not here: it is counted under a
 * lock when the order is placed.
 */
export function codOffer(settings: CodSettings, orderTotalPaise: Paise, country: string | null = null): CodOffer {
  const refuse = (reason: CodRefusalReason): CodOffer => ({
    available: false,
    feePaise: settings.feePaise,
    reason,
    message: codRefusalMessage(reason, settings),
  });
  if (!settings.enabled) return refuse('DISABLED');
  if (country !== null && country !== 'India') return refuse('OUTSIDE_INDIA');
  if (orderTotalPaise > settings.maxOrderPaise) return refuse('ABOVE_LIMIT');
  return { available: true, feePaise: settings.feePaise, reason: null, message: null };
}

/** Mail providers that ignore dots in the mailbox name: a.b@gmail.com is ab@gmail.com. */
const DOTLESS_MAIL_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/** The e-mail as codShopperKeys folds it: what a COD order keeps as its shopper's e-mail. */
export function codShopperEmail(email: string): string {
  const [local = '', domain = ''] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  const dotless = DOTLESS_MAIL_DOMAINS[domain];
  const mailbox = local.replace(/\+.*$/, '');
  return `${dotless ? mailbox.replace(/\./g, '') : mailbox}@${dotless ?? domain}`;
}

/**
 * Who one shopper is for the open-order limit, with the variations one person can type without
 * changing where the parcel goes: the e-mail in lower case without a `+tag` (and without dots for
 * Gmail), the phone's last ten digits (so +91 and a leading 0 change nothing), and the street and
 * PIN code as letters and digits only (case, spaces and punctuation folded). An order matching any
 * one of them counts, so a second e-mail at the same door does not get round the limit.
 */
export function codShopperKeys(shopper: { email: string; phone: string; street: string; postalCode: string }): {
  email: string;
  phone: string;
  address: string;
} {
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return {
    email: codShopperEmail(shopper.email),
    phone: shopper.phone.replace(/\D/g, '').slice(-10),
    address: `${letters(shopper.street)}|${shopper.postalCode.replace(/\D/g, '')}`,
  };
}
