import { CATEGORY_NAMES, PRODUCT_SORTS, type ProductSortKey } from '@common/catalogue';
import { concernLabel, concernsForCategory, isConcernKey, type ProductConcernKey } from '@common/concerns';
import { parsePriceRange } from '@common/price-filter';
import { formatRupees } from '@common/money';
import { paths } from '@/config/paths';
import type { ProductFilter, ProductSort } from '@/gql/graphql';

/**
 * The listing's filters live in the URL (category in the path; search, type, concern, min, max and sort
 * in the query) so a filtered list can be shared and Back undoes a change. These pure functions
 * read that state and build the next URL for each rule of docs/storefront.md, Listing.
 */
export interface ListingState {
  category: string | null;
  search: string;
  type: string | null;
  /** One concern's key (common/concerns.ts): the products made for it. */
  concern: ProductConcernKey | null;
  min: number | null;
  max: number | null;
  sort: ProductSortKey | null;
}

/** The next listing state, or how to make it from the latest one (see use-listing-state). */
export type ListingChange = ListingState | ((current: ListingState) => ListingState);

const SORT_ENUM: Record<ProductSortKey, ProductSort> = {
  'price-low-high': 'PRICE_LOW_HIGH',
  'price-high-low': 'PRICE_HIGH_LOW',
  newest: 'NEWEST',
  popular: 'POPULAR',
};

export const SORT_LABELS: Record<ProductSortKey, string> = {
  'price-low-high': 'Price: Low to High',
  'price-high-low': 'Price: High to Low',
  newest: 'Newest',
  popular: 'Most Popular',
};

function numberParam(value: string | null): number | null {
  if (value == null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

function concernParam(value: string | null): ProductConcernKey | null {
  const key = value?.trim().toLowerCase();
  return isConcernKey(key) ? key : null;
}

export function readListingState(category: string | undefined, params: URLSearchParams): ListingState {
  const sort = params.get('sort');
  let min = numberParam(params.get('min'));
  let max = numberParam(params.get('max'));
  // A hand-edited URL with min above max is ignored as the Apply button would have.
  if (min != null && max != null && min > max) {
    min = null;
    max = null;
  }
  return {
    category: category ? category.toLowerCase() : null,
    search: (params.get('search') ?? '').trim(),
    type: params.get('type')?.trim() || null,
    // A hand-edited concern the shop does not have is ignored, as an unknown sort is.
    concern: concernParam(params.get('concern')),
    min,
    max,
    sort: sort && (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSortKey) : null,
  };
}

export function toProductFilter(state: ListingState): ProductFilter {
  const filter: ProductFilter = {};
  if (state.category) filter.category = state.category;
  if (state.type) filter.subcategory = state.type;
  if (state.concern) filter.concern = state.concern;
  if (state.search) filter.search = state.search;
  if (state.min != null) filter.minPrice = state.min;
  if (state.max != null) filter.maxPrice = state.max;
  return filter;
}

export function toProductSort(state: ListingState): ProductSort | null {
  return state.sort ? SORT_ENUM[state.sort] : null;
}

/** The URL for a listing state. */
export function listingHref(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.type) params.set('type', state.type);
  if (state.concern) params.set('concern', state.concern);
  if (state.min != null) params.set('min', String(state.min));
  if (state.max != null) params.set('max', String(state.max));
  if (state.sort) params.set('sort', state.sort);
  const base = state.category ? paths.category.getHref(state.category) : paths.products.getHref();
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** Choosing a category clears the product type, and a concern the category does not offer. `null` means All. */
export function withCategory(state: ListingState, category: string | null): ListingState {
  const concern = state.concern && concernsForCategory(category).some((item) => item.key === state.concern) ? state.concern : null;
  return { ...state, category, type: null, concern };
}

/** Choosing a concern replaces any other; null clears it (Any concern). */
export function withConcern(state: ListingState, concern: ProductConcernKey | null): ListingState {
  return { ...state, concern };
}

/** Choosing a type replaces any other; choosing the same one again clears it. */
export function withTypeToggled(state: ListingState, type: string): ListingState {
  return { ...state, type: state.type === type ? null : type };
}

/**
 * Applies the typed price range by the shared rule (empty min 0, empty max 1000, both numbers,
 * min not above max). Returns null when nothing must happen.
 */
export function withPriceRange(state: ListingState, minText: string, maxText: string): ListingState | null {
  const range = parsePriceRange(minText, maxText);
  if (!range || range.min < 0) return null;
  return { ...state, min: range.min, max: range.max };
}

export function withSearch(state: ListingState, text: string): ListingState {
  return { ...state, search: text.trim() };
}

export function withSort(state: ListingState, sort: string): ListingState {
  return { ...state, sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSortKey) : null };
}

/** Reset clears every filter and shows all products. */
export function cleared(): ListingState {
  return { category: null, search: '', type: null, concern: null, min: null, max: null, sort: null };
}

export interface FilterChip {
  key: 'category' | 'type' | 'concern' | 'price' | 'search';
  label: string;
  /** The state without this filter. */
  without: ListingState;
}

export function capitalise(text: string): string {
  return text.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

export function categoryName(category: string): string {
  return CATEGORY_NAMES[category] ?? capitalise(category);
}

export function activeFilterChips(state: ListingState): FilterChip[] {
  const chips: FilterChip[] = [];
  if (state.category) chips.push({ key: 'category', label: categoryName(state.category), without: withCategory(state, null) });
  if (state.type) chips.push({ key: 'type', label: capitalise(state.type), without: { ...state, type: null } });
  if (state.concern) chips.push({ key: 'concern', label: concernLabel(state.concern), without: { ...state, concern: null } });
  if (state.min != null || state.max != null) {
    chips.push({
      key: 'price',
      label: `${formatRupees(state.min ?? 0)} – ${formatRupees(state.max ?? 1000)}`,
      without: { ...state, min: null, max: null },
    });
  }
  if (state.search) chips.push({ key: 'search', label: `“${state.search}”`, without: { ...state, search: '' } });
  return chips;
}
