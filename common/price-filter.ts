/** The listing's price filter, the same on the filter panel and in the listing's address. */
export const DEFAULT_MIN_PRICE = 0;
export const DEFAULT_MAX_PRICE = 1000;

/**
 * The price filter's rule: empty min means 0, empty max means 1000; applied only when both are
 * numbers and min is not above max. Returns null when the filter must not be applied.
 */
export function parsePriceRange(minText: string, maxText: string): { min: number; max: number } | null {
  const min = minText.trim() === '' ? DEFAULT_MIN_PRICE : Number(minText);
  const max = maxText.trim() === '' ? DEFAULT_MAX_PRICE : Number(maxText);
  if (!Number.isFinite(min) || !Number.isFinite(max) || min > max) return null;
  return { min, max };
}
