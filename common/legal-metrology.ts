import { hasControlCharacters, SINGLE_LINE_MESSAGE } from './single-line-text.js';

/**
 * What the Legal Metrology (Packaged Commodities) Rules 2011 make an online seller show for each
 * packaged product before it is bought (rule 6(10)): the MRP inclusive of all taxes and the net
 * quantity of each size, the maker's (manufacturer's, packer's or importer's) name and address,
 * the country of origin, the generic name, the best-before or use-by period and the consumer-care
 * contact. One statement of the rules, shared by the admin form and the server, so both refuse
 * with the same words, and of how each declaration reads on the product page.
 */

/** Units a net quantity is declared in: mass, volume or a count (N, "number"). */
export const NET_QUANTITY_UNITS = ['G', 'KG', 'ML', 'L', 'N'] as const;
export type NetQuantityUnit = (typeof NET_QUANTITY_UNITS)[number];

const UNIT_SYMBOL: Record<NetQuantityUnit, string> = { G: 'g', KG: 'kg', ML: 'ml', L: 'L', N: 'N' };
/** For a select: what each unit says to the owner. */
export const NET_QUANTITY_UNIT_LABELS: Record<NetQuantityUnit, string> = {
  G: 'g (grams)',
  KG: 'kg (kilograms)',
  ML: 'ml (millilitres)',
  L: 'L (litres)',
  N: 'N (number of pieces)',
};

export interface NetQuantity {
  amount: number;
  unit: NetQuantityUnit;
}

/** As the label and the page declare it: "100 ml", "1.5 kg", "10 N (10 pieces)". */
export function netQuantityText({ amount, unit }: NetQuantity): string {
  const figure = amount.toLocaleString('en-IN', { maximumFractionDigits: 3 });
  if (unit === 'N') return `${figure} N (${figure} ${amount === 1 ? 'piece' : 'pieces'})`;
  return `${figure} ${UNIT_SYMBOL[unit]}`;
}

/** Who the declared name and address are: the rules accept the manufacturer's, the packer's or the importer's. */
export const MAKER_ROLES = ['MANUFACTURER', 'PACKER', 'IMPORTER'] as const;
export type MakerRole = (typeof MAKER_ROLES)[number];
export const MAKER_ROLE_LABELS: Record<MakerRole, string> = {
  MANUFACTURER: 'Manufactured by',
  PACKER: 'Packed by',
  IMPORTER: 'Imported by',
};

/**
 * How long the product keeps, counted from its date of manufacture (each batch's own date is on
 * its pack; the page can only state the period).
 */
export const SHELF_LIFE_KINDS = ['BEST_BEFORE', 'USE_BY', 'USE_WITHIN'] as const;
export type ShelfLifeKind = (typeof SHELF_LIFE_KINDS)[number];
export const SHELF_LIFE_KIND_LABELS: Record<ShelfLifeKind, string> = {
  BEST_BEFORE: 'Best before',
  USE_BY: 'Use by',
  USE_WITHIN: 'Use within',
};

export function shelfLifeText(kind: ShelfLifeKind, months: number): string {
  const period = `${months} ${months === 1 ? 'month' : 'months'}`;
  if (kind === 'USE_WITHIN') return `Use within ${period} of manufacture`;
  return `${SHELF_LIFE_KIND_LABELS[kind]} ${period} from the date of manufacture`;
}

/** The product-wide declarations (the same for every size). */
export interface LegalDeclarations {
  genericName: string;
  makerRole: MakerRole;
  makerName: string;
  makerAddress: string;
  countryOfOrigin: string;
  shelfLifeKind: ShelfLifeKind;
  shelfLifeMonths: number;
  consumerCarePhone: string;
  consumerCareEmail: string;
  consumerCareAddress: string;
}

export const LEGAL_LIMITS = {
  text: 200,
  address: 500,
  shelfLifeMonths: 120,
  netQuantity: 1_000_000,
  ingredients: 5000,
  howToUse: 5000,
} as const;

export const LEGAL_MESSAGES = {
  required: 'This declaration is required by the Legal Metrology rules',
  makerRole: 'Say whether this is the manufacturer, the packer or the importer',
  shelfLifeKind: 'Choose best before, use by or use within',
  shelfLifeMonths: `Give the shelf life in whole months, 1 to ${LEGAL_LIMITS.shelfLifeMonths}`,
  phone: 'Give a consumer-care phone number of 10 to 13 digits (spaces, + and - allowed)',
  email: 'Give a valid consumer-care e-mail address',
  tooLong: 'This is too long',
  mrp: 'Give the MRP (inclusive of all taxes) of this size',
  netQuantity: 'Give the net quantity of this size: a number above 0 with its unit',
  priceAboveMrp: 'The selling price may not be above the MRP',
  ingredients: `Ingredients may be at most ${LEGAL_LIMITS.ingredients} characters`,
  howToUse: `How to use may be at most ${LEGAL_LIMITS.howToUse} characters`,
  singleLine: SINGLE_LINE_MESSAGE,
} as const;

const PHONE = /^\+?[\d\s-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Each broken rule of the declarations, keyed by field name as the form and the API's `field`
 * name it (genericName, consumerCarePhone…); empty when they are complete and valid.
 */
export function legalDeclarationErrors(values: Partial<Record<keyof LegalDeclarations, unknown>>): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (field: keyof LegalDeclarations, limit: number, singleLine: boolean) => {
    const value = values[field];
    if (typeof value !== 'string' || !value.trim()) errors[field] = LEGAL_MESSAGES.required;
    else if (value.trim().length > limit) errors[field] = LEGAL_MESSAGES.tooLong;
    else if (singleLine && hasControlCharacters(value)) errors[field] = LEGAL_MESSAGES.singleLine;
  };
  text('genericName', LEGAL_LIMITS.text, true);
  if (!MAKER_ROLES.includes(values.makerRole as MakerRole)) errors.makerRole = LEGAL_MESSAGES.makerRole;
  text('makerName', LEGAL_LIMITS.text, true);
  text('makerAddress', LEGAL_LIMITS.address, false);
  text('countryOfOrigin', LEGAL_LIMITS.text, true);
  if (!SHELF_LIFE_KINDS.includes(values.shelfLifeKind as ShelfLifeKind)) errors.shelfLifeKind = LEGAL_MESSAGES.shelfLifeKind;
  const months = values.shelfLifeMonths;
  if (typeof months !== 'number' || !Number.isInteger(months) || months < 1 || months > LEGAL_LIMITS.shelfLifeMonths) {
    errors.shelfLifeMonths = LEGAL_MESSAGES.shelfLifeMonths;
  }
  const phone = typeof values.consumerCarePhone === 'string' ? values.consumerCarePhone.trim() : '';
  const digits = phone.replace(/\D/g, '').length;
  if (!phone) errors.consumerCarePhone = LEGAL_MESSAGES.required;
  else if (!PHONE.test(phone) || digits < 10 || digits > 13) errors.consumerCarePhone = LEGAL_MESSAGES.phone;
  const email = typeof values.consumerCareEmail === 'string' ? values.consumerCareEmail.trim() : '';
  if (!email) errors.consumerCareEmail = LEGAL_MESSAGES.required;
  else if (!EMAIL.test(email) || email.length > LEGAL_LIMITS.text) errors.consumerCareEmail = LEGAL_MESSAGES.email;
  text('consumerCareAddress', LEGAL_LIMITS.address, false);
  return errors;
}

/** A size's MRP and net quantity: each broken rule keyed 'mrp', 'netQuantity' or 'price'. */
export function sizeDeclarationErrors(size: {
  pricePaise: number;
  mrpPaise?: number | null;
  netQuantity?: { amount?: unknown; unit?: unknown } | null;
}): Record<'mrp' | 'netQuantity' | 'price', string> | Record<string, never> {
  const errors: Partial<Record<'mrp' | 'netQuantity' | 'price', string>> = {};
  const mrp = size.mrpPaise;
  if (typeof mrp !== 'number' || !Number.isInteger(mrp) || mrp < 1) errors.mrp = LEGAL_MESSAGES.mrp;
  else if (Number.isFinite(size.pricePaise) && size.pricePaise > mrp) errors.price = LEGAL_MESSAGES.priceAboveMrp;
  const amount = size.netQuantity?.amount;
  if (
    typeof amount !== 'number' ||
    !Number.isFinite(amount) ||
    amount <= 0 ||
    amount > LEGAL_LIMITS.netQuantity ||
    Math.round(amount * 1000) !== amount * 1000 ||
    !NET_QUANTITY_UNITS.includes(size.netQuantity?.unit as NetQuantityUnit) ||
    (size.netQuantity?.unit === 'N' && !Number.isInteger(amount))
  ) {
    errors.netQuantity = LEGAL_MESSAGES.netQuantity;
  }
  return errors as Record<'mrp' | 'netQuantity' | 'price', string>;
}

/**
 * Whole percent off the MRP, rounded down so the page never promises more than the saving; null
 * when the price is the MRP (nothing to strike through).
 */
export function percentOffMrp(pricePaise: number, mrpPaise: number | null | undefined): number | null {
  if (!mrpPaise || pricePaise >= mrpPaise) return null;
  const percent = Math.floor(((mrpPaise - pricePaise) * 100) / mrpPaise);
  return percent > 0 ? percent : null;
}
