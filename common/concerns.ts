/**
 * The needs shoppers search by ("hair fall", "dandruff", "pimples"): one fixed list, so the admin's
 * product form, the listing's filter, the product page and the server's search read the same keys,
 * labels and words (decision 71). A product holds the keys of the concerns it is made for.
 */
export const PRODUCT_CONCERNS = [
  {
    key: 'hair-fall',
    label: 'Hair fall',
    area: 'hair',
    phrases: ['hair fall', 'hairfall', 'hair loss', 'hair falling', 'hair thinning', 'thinning hair'],
  },
  { key: 'dandruff', label: 'Dandruff', area: 'hair', phrases: ['dandruff', 'anti dandruff', 'flaky scalp'] },
  { key: 'dry-scalp', label: 'Dry scalp', area: 'hair', phrases: ['dry scalp', 'itchy scalp', 'dry itchy scalp'] },
  {
    key: 'grey-hair',
    label: 'Grey hair',
    area: 'hair',
    phrases: ['grey hair', 'gray hair', 'white hair', 'greying', 'graying', 'premature greying'],
  },
  { key: 'frizz', label: 'Frizz', area: 'hair', phrases: ['frizz', 'frizzy', 'frizzy hair'] },
  { key: 'acne', label: 'Pimples & acne', area: 'skin', phrases: ['acne', 'pimple', 'pimples', 'breakout', 'breakouts'] },
  { key: 'sun-tan', label: 'Sun tan', area: 'skin', phrases: ['tan', 'sun tan', 'suntan', 'tanning', 'de tan', 'detan'] },
  {
    key: 'dark-spots',
    label: 'Dark spots',
    area: 'skin',
    phrases: ['dark spots', 'dark spot', 'pigmentation', 'blemishes', 'blemish'],
  },
  { key: 'dull-skin', label: 'Dull skin', area: 'skin', phrases: ['dull skin', 'dullness'] },
  { key: 'oily-skin', label: 'Oily skin', area: 'skin', phrases: ['oily skin'] },
  { key: 'dry-skin', label: 'Dry skin', area: 'skin', phrases: ['dry skin'] },
  { key: 'sensitive-skin', label: 'Sensitive skin', area: 'skin', phrases: ['sensitive skin'] },
] as const;

export type ProductConcern = (typeof PRODUCT_CONCERNS)[number];
export type ProductConcernKey = ProductConcern['key'];

/** The keys, in the list's order (the order every surface shows them in). */
export const CONCERN_KEYS: readonly ProductConcernKey[] = PRODUCT_CONCERNS.map((concern) => concern.key);

export function isConcernKey(value: string | null | undefined): value is ProductConcernKey {
  return (CONCERN_KEYS as readonly (string | null | undefined)[]).includes(value);
}

/** The concern a key names, or undefined. */
export function concernOf(key: string): ProductConcern | undefined {
  return PRODUCT_CONCERNS.find((concern) => concern.key === key);
}

/** A key's label; a key outside the list (never stored, but an older client's) shows as written. */
export function concernLabel(key: string): string {
  return concernOf(key)?.label ?? key;
}

/**
 * The concerns a listing of this category offers: the category's own (hair or skin), every one
 * for all products, none for a category without any (home care).
 */
export function concernsForCategory(category: string | null | undefined): readonly ProductConcern[] {
  if (!category) return PRODUCT_CONCERNS;
  return PRODUCT_CONCERNS.filter((concern) => concern.area === category);
}

/**
 * The one word a concern is stored as in a product's search text: its key without hyphens
 * (hair-fall → hairfall). Written by the database from the key (the product-concerns migration)
 * and asked for by a search that names the concern, so a product made for it matches whatever words
 * its name and description use.
 */
export function concernSearchToken(key: string): string {
  return key.replace(/-/g, '');
}

export const CONCERN_MESSAGES = {
  unknown: (value: string) => `"${value}" is not one of the shop's concerns: use one of ${CONCERN_KEYS.join(', ')}`,
  tooMany: `A product may have at most ${PRODUCT_CONCERNS.length} concerns`,
} as const;

/**
 * The keys for what an owner sent, as keys or labels in any case ("Hair fall", "hair-fall"), each
 * once, in the list's order; or the first value that names no concern, with the message to show.
 */
export function readConcerns(values: readonly string[]): { keys: ProductConcernKey[] } | { refused: string; message: string } {
  const chosen = new Set<ProductConcernKey>();
  if (values.length > PRODUCT_CONCERNS.length * 2) return { refused: '', message: CONCERN_MESSAGES.tooMany };
  for (const value of values) {
    const wanted = value.trim().toLowerCase();
    if (!wanted) continue;
    const concern = PRODUCT_CONCERNS.find((candidate) => candidate.key === wanted || candidate.label.toLowerCase() === wanted);
    if (!concern) return { refused: value, message: CONCERN_MESSAGES.unknown(value.trim()) };
    chosen.add(concern.key);
  }
  return { keys: CONCERN_KEYS.filter((key) => chosen.has(key)) };
}
