import { invalidInput } from './errors.js';

/**
 * A set an admin picks from a fixed list (an API token's scopes, a webhook's events): repeats
 * dropped and in the list's own order, so what is stored reads the same however it was asked.
 * Refused when it is empty or names something the list does not hold, saying what may be chosen.
 */
export function chooseFrom<T extends string>(
  allowed: readonly T[],
  chosen: readonly string[],
  words: { noun: string; field: string },
): T[] {
  if (chosen.length === 0) throw invalidInput(`Choose at least one ${words.noun}`, { field: words.field });
  if (chosen.some((value) => !(allowed as readonly string[]).includes(value))) {
    throw invalidInput(`Unknown ${words.noun}. Use any of: ${allowed.join(', ')}`, { field: words.field });
  }
  return allowed.filter((value) => chosen.includes(value));
}
