import { PRODUCT_DEFAULTS, productFormFieldErrors, type ProductFormValues as RuleValues, validateProductForm } from '@common/product-form';
import { validateGstRate, validateHsnCode } from '@common/gst';
import { paiseToRupees, rupeesToPaise } from '@common/money';
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
  sizes: { id?: string; label: string; price: number | string; stock: number | string }[];
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
}

/** What a new product is taxed as until the owner says otherwise: the server's general class. */
export const NEW_PRODUCT_GST = { hsnCode: '33049990', gstRatePercent: 18 } as const;

/** A fresh form with the spec's defaults: hair / oil, one 100ml size at 0, new. A rating comes only from published reviews. */
export function newProductFormState(): ProductFormState {
  return {
    // Left empty, the server makes it from the name (productSlug), unique.
    id: '',
    name: '',
    category: PRODUCT_DEFAULTS.category,
    subcategory: PRODUCT_DEFAULTS.subcategory,
    price: 0,
    sizes: PRODUCT_DEFAULTS.sizes.map((size) => ({ ...size, stock: 0 })),
    description: '',
    benefits: [''],
    imageUrl: '',
    images: [],
    featured: PRODUCT_DEFAULTS.featured,
    bestSeller: PRODUCT_DEFAULTS.bestSeller,
    new: PRODUCT_DEFAULTS.new,
    ...NEW_PRODUCT_GST,
  };
}

/** A saved product as the form's fragment reads it (prices in paise). */
export interface EditableProduct {
  id: string;
  name: string;
  category: { slug: string };
  subcategory: string;
  priceMoney: { amount: number };
  sizes: readonly { id: string; label: string; priceMoney: { amount: number }; stock: number }[];
  description: string;
  benefits: readonly string[];
  imageUrl: string;
  images: readonly string[];
  featured: boolean;
  bestSeller: boolean;
  isNew: boolean;
  hsnCode: string;
  gstRatePercent: number;
}

export function productFormState({ category, priceMoney, isNew, ...product }: EditableProduct): ProductFormState {
  return {
    ...product,
    category: category.slug,
    // The form edits rupees, as the admin types them.
    price: paiseToRupees(priceMoney.amount),
    new: isNew,
    sizes: product.sizes.map((size) => ({
      id: size.id,
      label: size.label,
      price: paiseToRupees(size.priceMoney.amount),
      stock: size.stock,
    })),
    // An empty list would leave nothing to type into; one blank row is what a new product starts with.
    benefits: product.benefits.length > 0 ? [...product.benefits] : [''],
    images: [...product.images],
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
    sizes: sizes.map(({ price: sizePrice, ...size }) => ({ ...size, pricePaise: rupeesToPaise(sizePrice) })),
  };
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
  };
}

/** The spec's alert for the first broken rule (shared with the server), or null when valid. */
export function productFormError(state: ProductFormState): string | null {
  const tax = taxErrors(state);
  return validateProductForm(ruleValues(state), { requireId: false }) ?? tax.hsnCode ?? tax.gstRatePercent ?? null;
}

/** Each broken rule on its own field, keyed as the form names its fields. */
export function productFieldErrors(state: ProductFormState): Record<string, string> {
  return { ...productFormFieldErrors(ruleValues(state), { requireId: false }), ...taxErrors(state) };
}

/** The HSN code and GST rate, by the rules the server applies (common/gst.ts). */
function taxErrors(state: ProductFormState): { hsnCode?: string; gstRatePercent?: string } {
  const hsnCode = validateHsnCode(state.hsnCode);
  const gstRatePercent = validateGstRate(toNumber(state.gstRatePercent));
  return { ...(hsnCode ? { hsnCode } : {}), ...(gstRatePercent ? { gstRatePercent } : {}) };
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
