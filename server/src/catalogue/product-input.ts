import { rupeesToPaise } from '@common/money.js';
import { GST_RATE_MESSAGE, HSN_CODE, HSN_MESSAGE, rateBasisPoints, UQC_MESSAGE, validateUqc } from '@common/gst.js';
import {
  PRODUCT_FORM_MESSAGES,
  productFormFieldErrors,
  REQUIRED_FIELD_MESSAGE,
  validateProductForm,
  type ProductFormValues,
} from '@common/product-form.js';
import { PRODUCT_IMAGE_LIMITS } from '@common/product-images.js';
import { readConcerns } from '@common/concerns.js';
import {
  LEGAL_LIMITS,
  LEGAL_MESSAGES,
  legalDeclarationErrors,
  sizeDeclarationErrors,
  type LegalDeclarations,
  type NetQuantity,
  type NetQuantityUnit,
} from '@common/legal-metrology.js';
import type { ProductSize } from './product.entity.js';
import { invalidInput } from '../kernel/errors.js';

/** What an admin sends to create or edit a product: the form's values plus the optional extras. */
export interface ProductInputValues extends Omit<ProductFormValues, 'sizes' | 'price'> {
  /** The base price in paise; `price` (rupees) is its deprecated twin, one of them is required. */
  pricePaise?: number | null;
  price?: number | null;
  /** A size being edited carries its id, so it keeps its id and SKU; a new size has none. */
  sizes: ReadonlyArray<{
    id?: string | null;
    label: string;
    pricePaise?: number | null;
    price?: number | null;
    stock?: number | null;
    /** Absent when editing: the size keeps its stored MRP (a new product's sizes must have it). */
    mrpPaise?: number | null;
    netQuantity?: { amount: number; unit: string } | null;
  }>;
  images?: readonly string[] | null;
  featured?: boolean | null;
  bestSeller?: boolean | null;
  isNew?: boolean | null;
  hsnCode?: string | null;
  gstRatePercent?: number | null;
  uqc?: string | null;
  /** Every declaration at once; absent when editing keeps the stored ones (a new product must have them). */
  legalDeclarations?: Partial<Record<keyof LegalDeclarations, unknown>> | null;
  ingredients?: string | null;
  howToUse?: string | null;
  /** The concerns it is made for, as keys or names (common/concerns.ts); absent keeps the stored ones. */
  concerns?: readonly string[] | null;
}

/**
 * A size as the admin sent it, before it has (or is matched to) its variant id and SKU; without
 * a stock of its own it keeps the stored size's, or shares the product's `stock` when one is sent.
 */
export type SizeChange = Omit<ProductSize, 'id' | 'sku' | 'stock'> & { id?: string; stock?: number };

/** The declarations as stored: trimmed, checked. */
export type CheckedDeclarations = LegalDeclarations;

/** Longest values a product may hold: generous for real copy, small enough to keep abuse out. */
export const PRODUCT_LIMITS = {
  id: 100,
  name: 200,
  description: 5000,
  benefit: 300,
  benefits: 20,
  sizes: 20,
  sizeLabel: 50,
  url: 2000,
  category: 50,
} as const;

/** Whether `id` could name a product at all (longer ids are never looked up). */
export function isProductId(id: string | null | undefined): id is string {
  return !!id && id.length <= PRODUCT_LIMITS.id;
}

export interface NormalisedProduct {
  id: string | null;
  fields: {
    name: string;
    category: string;
    subcategory: string;
    pricePaise: number;
    sizes: SizeChange[];
    description: string;
    benefits: string[];
    imageUrl: string;
    images: string[] | undefined;
    /** Units over all sizes for the sizes sent without their own; undefined when every size has its own. */
    stock: number | undefined;
    featured: boolean | undefined;
    bestSeller: boolean | undefined;
    isNew: boolean | undefined;
    hsnCode: string | undefined;
    gstRatePercent: number | undefined;
    uqc: string | undefined;
    legalDeclarations: LegalDeclarations | undefined;
    ingredients: string | undefined;
    howToUse: string | undefined;
    concerns: string[] | undefined;
  };
}

/**
 * Trims, checks and converts an admin's product: the form's own rules and messages first (so
 * the console and the API agree), then the limits that keep hostile input out, then rupees to
 * paise. Optional fields left out come back undefined.
 */
export function normaliseProductInput(input: ProductInputValues, options: { creating: boolean }): NormalisedProduct {
  const trim = (text: unknown) => (typeof text === 'string' ? text.trim() : '');
  const values = {
    id: options.creating ? trim(input.id) : null,
    name: trim(input.name),
    category: trim(input.category).toLowerCase(),
    subcategory: trim(input.subcategory).toLowerCase(),
    price: rupeesOf(input, 'price'),
    sizes: (input.sizes ?? []).map((size, index) => ({
      id: trim(size.id) || undefined,
      label: trim(size.label),
      price: rupeesOf(size, `sizes.${index}.price`),
      stock: size.stock ?? undefined,
    })),
    description: trim(input.description),
    benefits: (input.benefits ?? []).map(trim),
    imageUrl: trim(input.imageUrl),
    images: input.images == null ? undefined : input.images.map(trim).filter(Boolean),
    stock: input.stock ?? undefined,
  };
  // A new product without an id gets one made from its name (CatalogueAdminService.createProduct).
  const message = validateProductForm(values, { requireId: false });
  if (message) throw invalidInput(message, { field: fieldOfRefusal(message, productFormFieldErrors(values, { requireId: false })) });
  checkLimits(values);

  const labels = new Set(values.sizes.map((size) => size.label.toLowerCase()));
  if (labels.size !== values.sizes.length) throw invalidInput('Each size must have its own label');

  const pricePaise = toPaise(values.price);
  // A new product's sizes are all new: ids sent with them mean nothing yet.
  const sizes = values.sizes.map((size, index) => ({
    ...(options.creating || !size.id ? {} : { id: size.id }),
    label: size.label,
    pricePaise: toPaise(size.price),
    ...(size.stock === undefined ? {} : { stock: size.stock }),
    ...sizeDeclarations(input.sizes[index], index, options),
  }));
  const everySizeCounted = sizes.every((size) => size.stock !== undefined);
  return {
    id: values.id,
    fields: {
      name: values.name,
      category: values.category,
      subcategory: values.subcategory,
      pricePaise,
      sizes,
      description: values.description,
      benefits: values.benefits,
      imageUrl: values.imageUrl,
      images: values.images,
      // Sizes sent without stock share this total (db/functions/product-variant-ids.sql).
      stock: everySizeCounted ? undefined : (values.stock ?? (options.creating ? 0 : undefined)),
      featured: input.featured ?? undefined,
      bestSeller: input.bestSeller ?? undefined,
      isNew: input.isNew ?? undefined,
      ...gstFields(input),
      legalDeclarations: declarationsOf(input, options),
      ingredients: longText(input.ingredients, 'ingredients', LEGAL_LIMITS.ingredients, LEGAL_MESSAGES.ingredients),
      howToUse: longText(input.howToUse, 'howToUse', LEGAL_LIMITS.howToUse, LEGAL_MESSAGES.howToUse),
      concerns: concernsOf(input.concerns),
    },
  };
}

/** The concerns' keys, each once in the list's order; a value naming no concern is refused; absent keeps the stored ones. */
function concernsOf(values: readonly string[] | null | undefined): string[] | undefined {
  if (values == null) return undefined;
  const read = readConcerns(values.map((value) => String(value)));
  if ('refused' in read) throw invalidInput(read.message, { field: 'concerns' });
  return read.keys;
}

/**
 * A size's MRP and net quantity as sent, checked on their own (each is needed for a new product;
 * an edit may leave both out and keep the stored size's). Whether the price is within the MRP is
 * checked on the whole product, once the kept values are known: checkSizeDeclarations.
 */
function sizeDeclarations(
  size: ProductInputValues['sizes'][number],
  index: number,
  options: { creating: boolean },
): { mrpPaise?: number; netQuantity?: NetQuantity } {
  const sent = {
    ...(size.mrpPaise == null ? {} : { mrpPaise: size.mrpPaise }),
    ...(size.netQuantity == null
      ? {}
      : { netQuantity: { amount: size.netQuantity.amount, unit: size.netQuantity.unit as NetQuantityUnit } }),
  };
  const errors = sizeDeclarationErrors({ pricePaise: Number.NaN, mrpPaise: size.mrpPaise, netQuantity: size.netQuantity });
  // An edit checks what it sends; what it leaves out is the stored size's, checked with the whole product.
  if ('mrp' in errors && (options.creating || size.mrpPaise != null)) throw invalidInput(errors.mrp, { field: `sizes.${index}.mrpPaise` });
  if ('netQuantity' in errors && (options.creating || size.netQuantity != null)) {
    throw invalidInput(errors.netQuantity, { field: `sizes.${index}.netQuantity` });
  }
  return sent;
}

/**
 * The product as it will be stored has a declared MRP and net quantity on every size, and no
 * price above its size's MRP; the first broken rule is refused, naming the size's field.
 */
export function checkSizeDeclarations(
  basePricePaise: number,
  sizes: ReadonlyArray<Pick<ProductSize, 'pricePaise' | 'mrpPaise' | 'netQuantity'>>,
): void {
  sizes.forEach((size, index) => {
    const errors = sizeDeclarationErrors(size);
    if ('mrp' in errors) throw invalidInput(errors.mrp, { field: `sizes.${index}.mrpPaise` });
    if ('netQuantity' in errors) throw invalidInput(errors.netQuantity, { field: `sizes.${index}.netQuantity` });
    if ('price' in errors) throw invalidInput(errors.price, { field: `sizes.${index}.pricePaise` });
  });
  // The listing shows the base price: it may not be above every MRP the product declares.
  const highestMrp = Math.max(...sizes.map((size) => size.mrpPaise ?? 0));
  if (basePricePaise > highestMrp) throw invalidInput(LEGAL_MESSAGES.priceAboveMrp, { field: 'pricePaise' });
}

/** The declarations sent, trimmed and checked; absent on an edit keeps the stored ones. */
function declarationsOf(input: ProductInputValues, options: { creating: boolean }): LegalDeclarations | undefined {
  const sent = input.legalDeclarations;
  if (sent == null) {
    if (options.creating) throw invalidInput('A product needs its Legal Metrology declarations', { field: 'legalDeclarations' });
    return undefined;
  }
  const errors = legalDeclarationErrors(sent);
  const [field] = Object.keys(errors);
  if (field) throw invalidInput(errors[field], { field: `legalDeclarations.${field}` });
  const text = (value: unknown) => String(value).trim();
  return {
    genericName: text(sent.genericName),
    makerRole: sent.makerRole as LegalDeclarations['makerRole'],
    makerName: text(sent.makerName),
    makerAddress: text(sent.makerAddress),
    countryOfOrigin: text(sent.countryOfOrigin),
    shelfLifeKind: sent.shelfLifeKind as LegalDeclarations['shelfLifeKind'],
    shelfLifeMonths: sent.shelfLifeMonths as number,
    consumerCarePhone: text(sent.consumerCarePhone),
    consumerCareEmail: text(sent.consumerCareEmail),
    consumerCareAddress: text(sent.consumerCareAddress),
  };
}

/** Optional plain text (ingredients, how to use): trimmed, within its limit; absent keeps the stored text. */
function longText(value: string | null | undefined, field: string, limit: number, message: string): string | undefined {
  if (value == null) return undefined;
  const text = String(value).trim();
  if (text.length > limit) throw invalidInput(message, { field });
  return text;
}

/** The product's HSN code (4–8 digits), GST rate (0–100 %, two decimals at most) and unit of quantity (UQC); absent ones are kept. */
function gstFields(input: ProductInputValues): {
  hsnCode: string | undefined;
  gstRatePercent: number | undefined;
  uqc: string | undefined;
} {
  const hsnCode = input.hsnCode == null ? undefined : String(input.hsnCode).replace(/\s+/g, '');
  if (hsnCode !== undefined && !HSN_CODE.test(hsnCode)) throw invalidInput(HSN_MESSAGE, { field: 'hsnCode' });
  const rate = input.gstRatePercent ?? undefined;
  if (rate !== undefined && rateBasisPoints(rate) === null) throw invalidInput(GST_RATE_MESSAGE, { field: 'gstRatePercent' });
  const uqc = input.uqc == null ? undefined : String(input.uqc).trim().toUpperCase();
  if (uqc !== undefined && validateUqc(uqc)) throw invalidInput(UQC_MESSAGE, { field: 'uqc' });
  return { hsnCode, gstRatePercent: rate, uqc };
}

/**
 * The field the refusal is about ('name', 'sizes.0.price'), so an integrator's error points at it:
 * the first field whose own message is the refusal's (a blank required field says the form's
 * "required" message as a whole).
 */
function fieldOfRefusal(message: string, fieldErrors: Record<string, string>): string | undefined {
  const wanted = message === PRODUCT_FORM_MESSAGES.required ? REQUIRED_FIELD_MESSAGE : message;
  const fields = Object.keys(fieldErrors);
  const field = fields.find((key) => fieldErrors[key] === wanted);
  if (field) return field;
  // A size's blank label is "required" on its field but the sizes' message as a whole.
  if (message === PRODUCT_FORM_MESSAGES.sizes) return fields.find((key) => key.startsWith('sizes.'));
  // No sizes at all: the required message with no single blank field to point at.
  return message === PRODUCT_FORM_MESSAGES.required ? 'sizes' : undefined;
}

interface TrimmedProduct {
  id: string | null;
  name: string;
  category: string;
  subcategory: string;
  sizes: Array<{ label: string }>;
  description: string;
  benefits: string[];
  imageUrl: string;
  images: string[] | undefined;
}

/** The limits that keep hostile input out, after the form's own rules have passed. */
function checkLimits(values: TrimmedProduct): void {
  const tooLong = (what: string) => invalidInput(`${what} is too long`);
  if (values.id !== null && values.id.length > PRODUCT_LIMITS.id) throw tooLong('The product id');
  if (values.name.length > PRODUCT_LIMITS.name) throw tooLong('The name');
  if (values.description.length > PRODUCT_LIMITS.description) throw tooLong('The description');
  if (values.category.length > PRODUCT_LIMITS.category) throw tooLong('The category');
  if (values.subcategory.length > PRODUCT_LIMITS.category) throw tooLong('The product type');
  if (values.sizes.length > PRODUCT_LIMITS.sizes) throw invalidInput(`A product may have at most ${PRODUCT_LIMITS.sizes} sizes`);
  if (values.sizes.some((size) => size.label.length > PRODUCT_LIMITS.sizeLabel)) throw tooLong('A size label');
  if (values.benefits.length > PRODUCT_LIMITS.benefits)
    throw invalidInput(`A product may have at most ${PRODUCT_LIMITS.benefits} benefits`);
  if (values.benefits.some((benefit) => benefit.length > PRODUCT_LIMITS.benefit)) throw tooLong('A benefit');
  if (values.images && values.images.length > PRODUCT_IMAGE_LIMITS.extraPerProduct) {
    throw invalidInput(`A product may have at most ${PRODUCT_IMAGE_LIMITS.extraPerProduct} extra images`);
  }
  // Image addresses (on this shop only, at most 2000 characters) are the form's own rule: isShopImagePath.
}

/**
 * A price as the form's rules read it (rupees), from integer paise (`pricePaise`) or the
 * deprecated rupee float (`price`); both may be sent only when they agree.
 */
function rupeesOf(value: { pricePaise?: number | null; price?: number | null }, field: string): number {
  const { pricePaise, price } = value ?? {};
  if (pricePaise === null || pricePaise === undefined) {
    if (typeof price === 'number') return price;
    throw invalidInput('Give the price in paise (pricePaise), e.g. 24900 for ₹249', { field: `${field}Paise` });
  }
  if (!Number.isInteger(pricePaise) || pricePaise < 1)
    throw invalidInput('pricePaise is a whole number of paise, at least 1', { field: `${field}Paise` });
  if (typeof price === 'number' && rupeesToPaise(price) !== pricePaise)
    throw invalidInput('pricePaise and price name different prices: send pricePaise alone', { field: `${field}Paise` });
  return pricePaise / 100;
}

function toPaise(rupees: number): number {
  const paise = rupeesToPaise(rupees);
  // The column is a 32-bit integer; ₹2 crore is far above anything this shop sells.
  if (paise === null || paise > 2_000_000_000) throw invalidInput('Prices must be amounts in rupees with at most two decimals');
  return paise;
}

/**
 * An edited product's sizes with the ids and SKUs they keep: a size sent with its id keeps it
 * (an id of another product's size is refused); a size sent without one keeps the id of the
 * stored size with the same label, so a client that never sends ids does not orphan every cart
 * and order line; what is left is new and gets its id and SKU from the database. A size sent
 * without stock keeps its stored stock unless `shareTotal` (the product's total was sent for the
 * sizes without their own), and a new one gets 0 then.
 */
export function keepVariantIds(
  stored: readonly ProductSize[],
  sizes: readonly SizeChange[],
  shareTotal = false,
): Array<SizeChange & Partial<ProductSize>> {
  const byId = new Map(stored.map((size) => [size.id, size]));
  const claimed = new Set<string>();
  for (const size of sizes) {
    if (!size.id) continue;
    if (!byId.has(size.id) || claimed.has(size.id)) throw invalidInput(`Size ${size.label} names a size id this product does not have`);
    claimed.add(size.id);
  }
  return sizes.map((size) => {
    const match =
      (size.id ? byId.get(size.id) : undefined) ??
      stored.find((candidate) => !claimed.has(candidate.id) && candidate.label.toLowerCase() === size.label.toLowerCase());
    const stock = size.stock ?? (shareTotal ? undefined : (match?.stock ?? 0));
    const counted = stock === undefined ? {} : { stock };
    // An edit that leaves a size's MRP or net quantity out keeps the stored size's.
    const declared = {
      ...((size.mrpPaise ?? match?.mrpPaise) ? { mrpPaise: size.mrpPaise ?? match?.mrpPaise } : {}),
      ...((size.netQuantity ?? match?.netQuantity) ? { netQuantity: size.netQuantity ?? match?.netQuantity } : {}),
    };
    if (!match) return { label: size.label, pricePaise: size.pricePaise, ...counted, ...declared };
    claimed.add(match.id);
    // The packed unit is set on its own (setSizeParcel); an edit of the product keeps it.
    const packed = match.parcel ? { parcel: match.parcel } : {};
    return { id: match.id, sku: match.sku, label: size.label, pricePaise: size.pricePaise, ...counted, ...declared, ...packed };
  });
}
