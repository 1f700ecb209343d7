import type { Parcel } from './shipping-provider.js';

export const PARCEL_LIMITS = { maxWeightGrams: 50_000, maxSideCm: 200 } as const;

/** Why a parcel cannot be booked, or null: whole grams and centimetres, within what couriers carry. */
export function parcelProblem(parcel: Parcel): string | null {
  const { weightGrams, lengthCm, breadthCm, heightCm } = parcel;
  if (!Number.isInteger(weightGrams) || weightGrams < 1 || weightGrams > PARCEL_LIMITS.maxWeightGrams) {
    return `Enter the parcel's weight in grams, 1 to ${PARCEL_LIMITS.maxWeightGrams}`;
  }
  for (const side of [lengthCm, breadthCm, heightCm]) {
    if (!Number.isInteger(side) || side < 1 || side > PARCEL_LIMITS.maxSideCm) {
      return `Enter the parcel's length, breadth and height in whole centimetres, 1 to ${PARCEL_LIMITS.maxSideCm}`;
    }
  }
  return null;
}

/**
 * An order's parcel from its sizes' own (set in the admin): the units' weights added up, packed
 * side by side on the largest footprint and stacked in height. Null when a size has none yet.
 */
export function parcelOfUnits(units: ReadonlyArray<{ parcel: Parcel | undefined; quantity: number }>): Parcel | null {
  if (!units.length || units.some((unit) => !unit.parcel)) return null;
  let weightGrams = 0;
  let lengthCm = 0;
  let breadthCm = 0;
  let heightCm = 0;
  for (const { parcel, quantity } of units) {
    const one = parcel!;
    weightGrams += one.weightGrams * quantity;
    lengthCm = Math.max(lengthCm, one.lengthCm);
    breadthCm = Math.max(breadthCm, one.breadthCm);
    heightCm += one.heightCm * quantity;
  }
  return { weightGrams, lengthCm, breadthCm, heightCm: Math.min(heightCm, PARCEL_LIMITS.maxSideCm) };
}
