import { PRODUCT_DEFAULTS, productFormFieldErrors, type ProductFormValues as RuleValues, validateProductForm } from '@common/product-form';
import { validateGstRate, validateHsnCode, validateUqc } from '@common/gst';
import { gstClassOf } from '@common/gst-classes';
import { paiseToRupees, rupeesToPaise } from '@common/money';
import {
  LEGAL_MESSAGES,
  legalDeclarationErrors,
  sizeDeclarationErrors,
  type LegalDeclarations,
  type MakerRole,
  type NetQuantityUnit,
  type ShelfLifeKind,
} from '@common/legal-metrology';
import type { ProductInput } from '@/gql/graphql';

/**
 * What the admin product form holds while it is being edited. Number inputs hold '' while empty,
 * so the form keeps numbers or strings and converts once, on save.
 */
export interface ProductFormState {
  id: string;
  name: string;
  category: string;
  subcategory: string;
  price: number | string;
  /**
   * A size already saved carries its id, so it keeps its id and SKU (carts and orders name it).
   * Each size has its own stock: the shop counts its 100 ml and 200 ml bottles separately.
   */
  sizes: {
    id?: string;
    label: string;
    price: number | string;
    stock: number | string;
    /**
     * A saved size's stock as the form was opened with it. Saving sends a stock figure only when
     * the owner changed it: orders placed while the form is open lower the stock, and sending the
     * figure read before them back would undo them (stock sold twice).
     */
    openedStock?: number;
    /** Rupees, inclusive of all taxes; the price may not be above it. */
    mrp: number | string;
    netAmount: number | string;
    netUnit: NetQuantityUnit;
  }[];
  description: string;
  benefits: string[];
  imageUrl: string;
  images: string[];
  featured: boolean;
  bestSeller: boolean;
  new: boolean;
  /** Printed on its invoice lines: 4 to 8 digits. */
  hsnCode: string;
  /** The GST its price contains, in percent. */
  gstRatePercent: number | string;
  /** The unit its invoice lines count it in (UQC: BTL, TUB, PCS, …). */
  uqc: string;
  /** What the Legal Metrology rules make the page declare (common/legal-metrology.ts). */
  legalDeclarations: Omit<LegalDeclarations, 'shelfLifeMonths'> & { shelfLifeMonths: number | string };
  ingredients: string;
  howToUse: string;
  /** The keys of the concerns it is made for (common/concerns.ts). */
  concerns: string[];
}

/** A size's net quantity unit as a new size starts: the seed's bottles are millilitres. */
const NEW_SIZE_UNIT: NetQuantityUnit = 'ML';

/** A new size row: no price, MRP or quantity yet. */
export function newSizeState(): ProductFormState['sizes'][number] {
  return { label: '', price: 0, stock: 0, mrp: '', netAmount: '', netUnit: NEW_SIZE_UNIT };
}

/** Blank declarations, with the choices most of this shop's products make already chosen. */
function newDeclarations(): ProductFormState['legalDeclarations'] {
  return {
    genericName: '',
    makerRole: 'MANUFACTURER',
    makerName: '',
    makerAddress: '',
    countryOfOrigin: 'India',
    shelfLifeKind: 'BEST_BEFORE',
    shelfLifeMonths: '',
    consumerCarePhone: '',
    consumerCareEmail: '',
    consumerCareAddress: '',
  };
}

/** What a new product is taxed as until the owner says otherwise: its kind's class (hair oil 33059019 at 5 %). */
export function newProductGst(category: string, subcategory: string): Pick<ProductFormState, 'hsnCode' | 'gstRatePercent' | 'uqc'> {
  const { hsnCode, gstRatePercent, uqc } = gstClassOf(category, subcategory);
  return { hsnCode, gstRatePercent, uqc };
}

/**
 * A new product's tax fields follow its category and subcategory while they still hold the
 * previous kind's class; once the owner typed their own, a change of kind leaves them alone.
 * Null when nothing is to change.
 */
export function taxClassFollowingKind(
  previous: ProductFormState,
  next: ProductFormState,
): Pick<ProductFormState, 'hsnCode' | 'gstRatePercent' | 'uqc'> | null {
  if (previous.category === next.category && previous.subcategory === next.subcategory) return null;
  const before = newProductGst(previous.category, previous.subcategory);
  const untouched = next.hsnCode === before.hsnCode && Number(next.gstRatePercent) === before.gstRatePercent && next.uqc === before.uqc;
  if (!untouched) return null;
  const after = newProductGst(next.category, next.subcategory);
  return after.hsnCode === next.hsnCode && after.gstRatePercent === Number(next.gstRatePercent) && after.uqc === next.uqc ? null : after;
}

/** A fresh form with a new product's defaults: hair / oil, one 100ml size at 0, new. A rating comes only from published reviews. */
export function newProductFormState(): ProductFormState {
  return {
    // Left empty, the server makes it from the name (productSlug), unique.
    id: '',
    name: '',
    category: PRODUCT_DEFAULTS.category,
    subcategory: PRODUCT_DEFAULTS.subcategory,
    price: 0,
    sizes: PRODUCT_DEFAULTS.sizes.map((size) => ({ ...newSizeState(), ...size, stock: 0 })),
    description: '',
    benefits: [''],
    imageUrl: '',
    images: [],
    featured: PRODUCT_DEFAULTS.featured,
    bestSeller: PRODUCT_DEFAULTS.bestSeller,
    new: PRODUCT_DEFAULTS.new,
    ...newProductGst(PRODUCT_DEFAULTS.category, PRODUCT_DEFAULTS.subcategory),
    legalDeclarations: newDeclarations(),
    ingredients: '',
    howToUse: '',
    concerns: [],
  };
}

/** A saved product as the form's fragment reads it (prices in paise). */
export interface EditableProduct {
  id: string;
  name: string;
  category: { slug: string };
  subcategory: string;
  priceMoney: { amount: number };
  sizes: readonly {
    id: string;
    label: string;
    priceMoney: { amount: number };
    stock: number;
    mrpMoney?: { amount: number } | null;
    netQuantity?: { amount: number; unit: NetQuantityUnit } | null;
  }[];
  description: string;
  benefits: readonly string[];
  imageUrl: string;
  images: readonly string[];
  featured: boolean;
  bestSeller: boolean;
  isNew: boolean;
  hsnCode: string;
  gstRatePercent: number;
  uqc: string;
  legalDeclarations?:
    (Omit<LegalDeclarations, 'makerRole' | 'shelfLifeKind'> & { makerRole: MakerRole; shelfLifeKind: ShelfLifeKind }) | null;
  ingredients: string;
  howToUse: string;
  concerns: readonly { key: string }[];
}

export function productFormState({ category, priceMoney, isNew, legalDeclarations, ...product }: EditableProduct): ProductFormState {
  return {
    ...product,
    // A product saved before declarations were asked for starts blank: the form asks for them.
    legalDeclarations: legalDeclarations ? pickDeclarations(legalDeclarations) : newDeclarations(),
    category: category.slug,
    // The form edits rupees, as the admin types them.
    price: paiseToRupees(priceMoney.amount),
    new: isNew,
    sizes: product.sizes.map((size) => ({
      id: size.id,
      label: size.label,
      price: paiseToRupees(size.priceMoney.amount),
      stock: size.stock,
      openedStock: size.stock,
      mrp: size.mrpMoney ? paiseToRupees(size.mrpMoney.amount) : '',
      netAmount: size.netQuantity?.amount ?? '',
      netUnit: size.netQuantity?.unit ?? NEW_SIZE_UNIT,
    })),
    // An empty list would leave nothing to type into; one blank row is what a new product starts with.
    benefits: product.benefits.length > 0 ? [...product.benefits] : [''],
    images: [...product.images],
    concerns: product.concerns.map((concern) => concern.key),
  };
}

/** The declarations the form edits, without the fields the API adds for display (makerLabel, shelfLife). */
function pickDeclarations(declared: NonNullable<EditableProduct['legalDeclarations']>): ProductFormState['legalDeclarations'] {
  const { genericName, makerRole, makerName, makerAddress, countryOfOrigin, shelfLifeKind, shelfLifeMonths } = declared;
  const { consumerCarePhone, consumerCareEmail, consumerCareAddress } = declared;
  return {
    genericName,
    makerRole,
    makerName,
    makerAddress,
    countryOfOrigin,
    shelfLifeKind,
    shelfLifeMonths,
    consumerCarePhone,
    consumerCareEmail,
    consumerCareAddress,
  };
}

// An empty number input must fail validation rather than become 0, so it turns into NaN.
function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** What the API takes: prices in paise, as the form's checked rupees convert (the form checks them first). */
export function productInput(state: ProductFormState): ProductInput {
  const { price, sizes, ...values } = formValues(state);
  return {
    ...values,
    pricePaise: rupeesToPaise(price),
    sizes: sizes.map(({ price: sizePrice, stock, ...size }, index) => {
      const row = state.sizes[index];
      const stockUnchanged = row.id !== undefined && row.openedStock !== undefined && stock === row.openedStock;
      return {
        ...size,
        // Absent, the size keeps the stock it has now (see openedStock).
        ...(stockUnchanged ? {} : { stock }),
        pricePaise: rupeesToPaise(sizePrice),
        mrpPaise: rupeesToPaise(toNumber(row.mrp)),
        netQuantity: { amount: toNumber(row.netAmount), unit: row.netUnit },
      };
    }),
    legalDeclarations: declarationValues(state),
    ingredients: state.ingredients.trim(),
    howToUse: state.howToUse.trim(),
    concerns: state.concerns,
  };
}

function declarationValues(state: ProductFormState): LegalDeclarations {
  const declared = state.legalDeclarations;
  return { ...declared, shelfLifeMonths: toNumber(declared.shelfLifeMonths) };
}

/**
 * The declarations and each size's MRP and net quantity, by the rules the server applies
 * (common/legal-metrology.ts), keyed as the form names its fields.
 */
function declarationErrors(state: ProductFormState): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(legalDeclarationErrors(declarationValues(state)))) {
    errors[`legalDeclarations.${field}`] = message;
  }
  state.sizes.forEach((size, index) => {
    const price = rupeesToPaise(toNumber(size.price));
    const mrp = rupeesToPaise(toNumber(size.mrp));
    const sizeErrors: Record<string, string> = sizeDeclarationErrors({
      pricePaise: price ?? Number.NaN,
      mrpPaise: mrp,
      netQuantity: { amount: toNumber(size.netAmount), unit: size.netUnit },
    });
    if (sizeErrors.mrp) errors[`sizes.${index}.mrp`] = sizeErrors.mrp;
    if (sizeErrors.price) errors[`sizes.${index}.mrp`] = sizeErrors.price;
    if (sizeErrors.netQuantity) errors[`sizes.${index}.netAmount`] = sizeErrors.netQuantity;
  });
  const highestMrp = Math.max(0, ...state.sizes.map((size) => rupeesToPaise(toNumber(size.mrp)) ?? 0));
  const basePrice = rupeesToPaise(toNumber(state.price));
  if (highestMrp > 0 && basePrice !== null && basePrice > highestMrp) errors.price = LEGAL_MESSAGES.priceAboveMrp;
  return errors;
}

/** The form's values as the shared rules read them (prices in rupees). */
type FormValues = RuleValues &
  Omit<ProductInput, 'price' | 'pricePaise' | 'sizes'> & { sizes: { id: string | null; label: string; price: number }[] };

function formValues(state: ProductFormState): FormValues {
  return {
    id: state.id.trim() || null,
    name: state.name.trim(),
    category: state.category,
    subcategory: state.subcategory,
    price: toNumber(state.price),
    sizes: state.sizes.map((size) => ({
      id: size.id ?? null,
      label: size.label.trim(),
      price: toNumber(size.price),
      stock: toNumber(size.stock),
    })),
    description: state.description.trim(),
    benefits: state.benefits.map((benefit) => benefit.trim()),
    imageUrl: state.imageUrl.trim(),
    images: state.images,
    featured: state.featured,
    bestSeller: state.bestSeller,
    isNew: state.new,
    hsnCode: state.hsnCode.replace(/\s+/g, ''),
    gstRatePercent: toNumber(state.gstRatePercent),
    uqc: state.uqc.trim().toUpperCase(),
  };
}

/** The form's alert for the first broken rule (shared with the server), or null when valid. */
export function productFormError(state: ProductFormState): string | null {
  const tax = taxErrors(state);
  const declared = Object.values(declarationErrors(state))[0];
  return validateProductForm(ruleValues(state), { requireId: false }) ?? tax.hsnCode ?? tax.gstRatePercent ?? tax.uqc ?? declared ?? null;
}

/** Each broken rule on its own field, keyed as the form names its fields. */
export function productFieldErrors(state: ProductFormState): Record<string, string> {
  return { ...declarationErrors(state), ...productFormFieldErrors(ruleValues(state), { requireId: false }), ...taxErrors(state) };
}

/** The HSN code, GST rate and unit, by the rules the server applies (common/gst.ts). */
function taxErrors(state: ProductFormState): { hsnCode?: string; gstRatePercent?: string; uqc?: string } {
  const hsnCode = validateHsnCode(state.hsnCode);
  const gstRatePercent = validateGstRate(toNumber(state.gstRatePercent));
  const uqc = validateUqc(state.uqc);
  return { ...(hsnCode ? { hsnCode } : {}), ...(gstRatePercent ? { gstRatePercent } : {}), ...(uqc ? { uqc } : {}) };
}

function ruleValues(state: ProductFormState): RuleValues {
  return { ...formValues(state), id: state.id };
}

/** The product's stock over all its sizes, as the form holds it now (a size left empty counts 0). */
export function totalStock(state: Pick<ProductFormState, 'sizes'>): number {
  return state.sizes.reduce((sum, size) => {
    const stock = toNumber(size.stock);
    return Number.isInteger(stock) && stock > 0 ? sum + stock : sum;
  }, 0);
}
