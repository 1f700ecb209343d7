import { badInput } from './errors.js';

/** Paging and text-search rules shared by every list the shop serves. */
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH_LENGTH = 200;

export interface Page {
  offset: number;
  limit: number;
}

/**
 * Checks a page request: offset ≥ 0 and limit ≥ 1 or the caller is told; a limit above the
 * maximum is clamped, so a client asking for "everything" still gets an answer and a totalCount
 * telling it more exists.
 */
export function checkPage(offset: number | null | undefined, limit: number | null | undefined, defaultLimit: number): Page {
  const start = offset ?? 0;
  const size = limit ?? defaultLimit;
  if (!Number.isInteger(start) || start < 0) throw badInput('offset must be 0 or more');
  if (!Number.isInteger(size) || size < 1) throw badInput(`limit must be between 1 and ${MAX_PAGE_SIZE}`);
  return { offset: start, limit: Math.min(size, MAX_PAGE_SIZE) };
}

/** Trimmed search text, or null when there is nothing to search for. */
export function searchText(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  if (text.length > MAX_SEARCH_LENGTH) throw badInput('The search text is too long');
  return text;
}

/**
 * A LIKE pattern matching `text` anywhere, lower-cased, with the user's own % and _ taken
 * literally (escaped with a backslash, Postgres's default LIKE escape).
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
