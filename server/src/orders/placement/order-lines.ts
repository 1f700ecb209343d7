import type { EntityManager } from 'typeorm';
import type { ProductEntity, ProductSize } from '../../catalogue/product.entity.js';
import { invalidInput } from '../../kernel/errors.js';

/**
 * A cart's lines as createOrder and the quote receive them: checked, merged per size, and matched
 * to the catalogue's variants. The API names a size by its variant id (Size.id); the REST
 * endpoint kept for older integrations still names it by product id and label, which is matched to the same variant here.
 */
export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

export const EMPTY_CART_MESSAGE = 'Your cart is empty';
export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`;
export const LINE_VARIANT_MESSAGE = 'Each item needs the id of a size (variantId)';
/** A line naming a variant nothing sells: quote's problem and createOrder's NOT_FOUND say the same. */
export const UNKNOWN_VARIANT_MESSAGE = 'This item is no longer sold. Please remove it.';

export interface OrderLineRequest {
  /** Size.id of the size wanted. */
  variantId?: string | null;
  /** The REST shim's way to name a size: product id and label. */
  productId?: string | null;
  size?: string | null;
  quantity: number;
  /** The unit price the shopper saw, in paise. */
  unitPricePaise?: number | null;
}

export interface MergedLine {
  /** Set when the line named its variant by id. */
  variantId: string | null;
  /** Set when the line named its size by product id and label (REST). */
  productId: string | null;
  size: string | null;
  quantity: number;
  /** Unit prices the shopper saw, in paise (one per repeat of the line that sent one). */
  unitPrices: number[];
}

/** What pricing, stock checks and the order's lines need of a product: no more is read. */
export type LineProduct = Pick<ProductEntity, 'id' | 'name' | 'stock' | 'imageUrl' | 'sizes' | 'gstRatePercent'>;

/** A merged line with the product and size it names; both null when the catalogue no longer has it. */
export interface ResolvedLine extends MergedLine {
  product: LineProduct | null;
  variant: ProductSize | null;
}

/** Checks each line and merges repeats of one size, keeping first-seen order. */
export function mergeLines(input: readonly OrderLineRequest[] | null | undefined): MergedLine[] {
  if (!Array.isArray(input) || input.length === 0) throw invalidInput(EMPTY_CART_MESSAGE, { field: 'lines' });
  if (input.length > MAX_ORDER_LINES)
    throw invalidInput(`Your cart can hold at most ${MAX_ORDER_LINES} different items`, { field: 'lines' });
  const merged = new Map<string, MergedLine>();
  for (const line of input as readonly OrderLineRequest[]) {
    const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim().length <= max ? value.trim() : '');
    const variantId = text(line?.variantId, 100);
    const productId = text(line?.productId, 100);
    const size = text(line?.size, 50);
    if (!variantId && !(productId && size)) throw invalidInput(LINE_VARIANT_MESSAGE, { field: 'lines' });
    if (!isValidQuantity(line.quantity)) throw invalidInput(QUANTITY_MESSAGE, { field: 'lines', variantId: variantId || null });
    const key = variantId ? `v:${variantId}` : JSON.stringify([productId, size]);
    const entry: MergedLine = merged.get(key) ?? {
      variantId: variantId || null,
      productId: variantId ? null : productId,
      size: variantId ? null : size,
      quantity: 0,
      unitPrices: [],
    };
    entry.quantity += line.quantity;
    if (line.unitPricePaise !== null && line.unitPricePaise !== undefined) entry.unitPrices.push(line.unitPricePaise);
    merged.set(key, entry);
  }
  for (const line of merged.values()) {
    if (!isValidQuantity(line.quantity)) throw invalidInput(QUANTITY_MESSAGE, { field: 'lines', variantId: line.variantId });
  }
  return [...merged.values()];
}

function isValidQuantity(quantity: unknown): quantity is number {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;
}

/** What pricing, stock checks and the order's lines need of a product, as one statement selects it. */
const LINE_PRODUCTS = `SELECT id, name, stock, image_url AS "imageUrl", sizes, gst_rate_percent::float8 AS "gstRatePercent"
       FROM products
      WHERE jsonb_path_query_array(sizes, '$[*].id') ?| $1::text[] OR id = ANY($2::text[])`;

/**
 * Finds each line's product and size: by variant id through the index over the sizes' ids
 * (migration 1766000000000-product-variants), or by product id and label. One statement.
 */
export async function resolveLines(manager: EntityManager, lines: readonly MergedLine[]): Promise<ResolvedLine[]> {
  // Plain SQL of the six columns used rather than an entity query: this runs for every quote and
  // every order, and building and mapping the entity query cost the shop's one
  // thread more than the database spent answering it.
  const products: LineProduct[] = await manager.query(LINE_PRODUCTS, lineKeys(lines));
  return matchLines(lines, products);
}

/**
 * resolveLines, and the shop_settings rows under `settingKeys` read in the same statement: the
 * quote needs the cash-on-delivery terms beside its lines on every cart change, and a second
 * statement cost the shop's one thread nearly as much as the first.
 */
export async function resolveLinesWithSettings(
  manager: EntityManager,
  lines: readonly MergedLine[],
  settingKeys: readonly string[],
): Promise<{ lines: ResolvedLine[]; settings: Array<{ key: string; value: string }> }> {
  // One row per product found, or one row of nulls when none is: the settings are on every row.
  const rows: Array<Partial<LineProduct> & { settings: Array<{ key: string; value: string }> }> = await manager.query(
    `SELECT line_products.*, stored.settings
       FROM (SELECT coalesce(json_agg(json_build_object('key', key, 'value', value)), '[]') AS settings
               FROM shop_settings WHERE key = ANY($3::text[])) AS stored
       LEFT JOIN LATERAL (${LINE_PRODUCTS}) AS line_products ON true`,
    [...lineKeys(lines), settingKeys],
  );
  const products = rows.flatMap(({ settings: _, ...product }) => (product.id == null ? [] : [product as LineProduct]));
  return { lines: matchLines(lines, products), settings: rows[0]?.settings ?? [] };
}

function lineKeys(lines: readonly MergedLine[]): [string[], string[]] {
  const variantIds = [...new Set(lines.flatMap((line) => (line.variantId ? [line.variantId] : [])))];
  const productIds = [...new Set(lines.flatMap((line) => (line.productId ? [line.productId] : [])))];
  return [variantIds, productIds];
}

function matchLines(lines: readonly MergedLine[], products: readonly LineProduct[]): ResolvedLine[] {
  const byVariant = new Map(products.flatMap((product) => product.sizes.map((variant) => [variant.id, { product, variant }] as const)));
  const byProduct = new Map(products.map((product) => [product.id, product]));
  return lines.map((line) => {
    if (line.variantId) {
      const found = byVariant.get(line.variantId);
      return { ...line, product: found?.product ?? null, variant: found?.variant ?? null };
    }
    const product = byProduct.get(line.productId!) ?? null;
    return { ...line, product, variant: product?.sizes.find((candidate) => candidate.label === line.size) ?? null };
  });
}
