import { concernSearchToken, PRODUCT_CONCERNS } from '@common/concerns.js';

/**
 * Turns what a shopper typed into a Postgres text-search query, the way shop search engines
 * (Meilisearch, Typesense) read it: every word must match, in any order; a word may also match as
 * any of the owner's synonyms, as the one or two words it was split from or joined into
 * (facewash ↔ face wash), or, when the catalogue has no such word, as the catalogue's words within
 * one or two letters of it (sampoo → shampoo). The last word also matches as the start of a word,
 * so results follow the typing (spelled out as the catalogue's words it starts, see typedOperand). Plurals are the stemmer's job ('english': shampoos → shampoo).
 *
 * Pure: the catalogue's words and the synonyms come in (the concerns' own groups are common/concerns.ts), so each rule is tested without a database.
 */

export interface SearchVocabulary {
  /** Every word of the catalogue, lower-cased (search_words). */
  words: ReadonlySet<string>;
  /** The owner's synonym groups, each a list of words or phrases that mean the same. */
  synonyms: ReadonlyArray<readonly string[]>;
}

export interface AnalysedSearch {
  /** Null when the text holds no word at all. */
  tsquery: string | null;
  /**
   * The text with each word the catalogue does not know replaced by its nearest known word, and
   * words with none dropped: what "Did you mean" offers when the search finds nothing. Null when
   * it would be the same search.
   */
  correction: string | null;
  /** Whether a phrase of it names one of the shop's concerns (its products then rank after the names). */
  namesConcern: boolean;
}

/** Words typed, lower-cased: anything but letters and digits separates (anti-dandruff → anti dandruff). */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * Most letters a typo may change: none in short words, where one letter makes another word; two
 * from seven letters (Typesense's default), so "sikakay" finds shikakai and "rosmery" rosemary.
 */
export function typoBudget(word: string): number {
  if (word.length >= 7) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/** Edits (insert, delete, substitute, swap two neighbours) between a and b, or max + 1 when more. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length];
}

/** A word the catalogue has, directly or as a plural of one (the stemmer matches those). */
function known(word: string, words: ReadonlySet<string>): boolean {
  if (words.has(word)) return true;
  if (word.endsWith('es') && words.has(word.slice(0, -2))) return true;
  return word.endsWith('s') && words.has(word.slice(0, -1));
}

/** The catalogue's words nearest to an unknown one, within its typo budget (all at the least distance). */
export function corrections(word: string, words: ReadonlySet<string>): string[] {
  const budget = typoBudget(word);
  if (budget === 0) return [];
  let best = budget + 1;
  let found: string[] = [];
  for (const candidate of words) {
    if (candidate.length < 3) continue;
    const distance = editDistance(word, candidate, Math.min(budget, best));
    if (distance < best) {
      best = distance;
      found = [candidate];
    } else if (distance === best && distance <= budget) found.push(candidate);
  }
  return found.sort();
}

/** Two known words a joined one splits into (facewash → face wash), each at least two letters. */
function splits(word: string, words: ReadonlySet<string>): string[][] {
  const found: string[][] = [];
  for (let at = 2; at <= word.length - 2; at += 1) {
    const left = word.slice(0, at);
    const right = word.slice(at);
    if (words.has(left) && known(right, words)) found.push([left, right]);
  }
  return found;
}

/** One position of the query: the words typed there and what else may stand for them. */
interface Slot {
  typed: string[];
  /** Each alternative is words that must all match. */
  alternatives: string[][];
  /** The best reading of an unknown word for "did you mean"; [] drops it; null keeps it as typed. */
  correctedAs: string[] | null;
  /** Read as a concern's phrase. */
  concern?: boolean;
}

const startsWith = (tokens: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.length > 0 && phrase.every((word, k) => tokens[at + k] === word);

/**
 * Each concern as a synonym group of its own: the phrases shoppers use for it and its token, the one
 * word a product made for it holds in both its search documents (the product-concerns migration).
 * "hair loss" then matches a product made for hair fall, ranked with the products named for it.
 */
const CONCERN_GROUPS: string[][][] = PRODUCT_CONCERNS.map((concern) =>
  [...new Set<string>([...concern.phrases, concernSearchToken(concern.key)])].map(searchWords),
);

/** Every word of the concerns' phrases: known to the search even before a product uses one (the vocabulary adds them). */
export const CONCERN_WORDS: readonly string[] = [...new Set(PRODUCT_CONCERNS.flatMap((concern) => concern.phrases.flatMap(searchWords)))];

function slotsOf(tokens: string[], vocabulary: SearchVocabulary): Slot[] {
  const owners = vocabulary.synonyms.map((group) => group.map(searchWords).filter((phrase) => phrase.length > 0));
  const groups = [...owners, ...CONCERN_GROUPS];
  const slots: Slot[] = [];
  let at = 0;
  while (at < tokens.length) {
    // The longest synonym phrase starting here, with the rest of its group (of every group holding
    // a phrase that long: the owner's "dandruff, anti-dandruff" and the concern's own).
    let longest = 0;
    let alternatives: string[][] = [];
    let concern = false;
    for (const [index, group] of groups.entries()) {
      const length = Math.max(0, ...group.filter((phrase) => startsWith(tokens, at, phrase)).map((phrase) => phrase.length));
      if (length === 0 || length < longest) continue;
      if (length > longest) [alternatives, concern] = [[], false];
      longest = length;
      if (index >= owners.length) concern = true;
      for (const phrase of group) if (!alternatives.some((known) => known.join(' ') === phrase.join(' '))) alternatives.push(phrase);
    }
    if (longest > 0) {
      slots.push({ typed: tokens.slice(at, at + longest), alternatives, correctedAs: null, concern });
      at += longest;
      continue;
    }
    const word = tokens[at];
    const next = tokens[at + 1];
    const catalogue = vocabulary.words;
    // Two typed words the catalogue writes as one (hair band → hairband).
    if (next !== undefined && catalogue.has(word + next)) {
      slots.push({ typed: [word, next], alternatives: [[word + next], [word, next]], correctedAs: null });
      at += 2;
      continue;
    }
    slots.push(wordSlot(word, at === tokens.length - 1, vocabulary));
    at += 1;
  }
  return slots;
}

function wordSlot(word: string, last: boolean, vocabulary: SearchVocabulary): Slot {
  const catalogue = vocabulary.words;
  const alternatives: string[][] = [[word]];
  if (known(word, catalogue)) return { typed: [word], alternatives, correctedAs: null };
  // Being typed: the start of a word the catalogue has is not a typo.
  if (last && [...catalogue].some((candidate) => candidate.startsWith(word))) return { typed: [word], alternatives, correctedAs: null };
  const split = splits(word, catalogue);
  const near = corrections(word, catalogue);
  alternatives.push(...split, ...near.map((candidate) => [candidate]));
  const correctedAs = split[0] ?? (near.length ? [near[0]] : []);
  return { typed: [word], alternatives, correctedAs };
}

/** A word as a tsquery operand: quoted (only letters and digits reach here). */
const operand = (word: string) => `'${word}'`;

/**
 * Most words a word being typed is spelled out as. A prefix (`'oil':*`) makes the index gather every
 * product holding any word that starts so before it can combine it with the other words: for "amla
 * oil" over 100,000 products, 32,000 entries for 2,000 matches, twice the time of the same search
 * with 'oil' | 'oils' | 'oily' spelled out, which the index intersects with amla's entries. Past this
 * many ("n", "ne") the prefix is kept.
 */
export const MAX_COMPLETIONS = 8;

/** The word being typed as a tsquery operand: the catalogue's words it starts, or a prefix when there are many. */
function typedOperand(word: string, words: ReadonlySet<string>): string {
  const completions: string[] = [];
  for (const candidate of words) {
    if (!candidate.startsWith(word)) continue;
    completions.push(candidate);
    if (completions.length > MAX_COMPLETIONS) return `'${word}':*`;
  }
  // None: a plural of a known word, which the stemmer matches as it is, or a typo, for which the
  // prefix finds what it can.
  if (completions.length === 0) return known(word, words) ? operand(word) : `'${word}':*`;
  completions.sort();
  return completions.length === 1 ? operand(completions[0]) : `(${completions.map(operand).join(' | ')})`;
}

/** The slots as one tsquery: every slot must match, each by one of its alternatives. */
function tsqueryOf(slots: readonly Slot[], words: ReadonlySet<string>): string {
  return slots
    .map((slot, index) => {
      const lastSlot = index === slots.length - 1;
      const options = slot.alternatives.map((alternative) => {
        // Only the word being typed, as typed, is a prefix.
        const asTyped = alternative.length === slot.typed.length && alternative.every((word, k) => word === slot.typed[k]);
        const parts = alternative.map((word, k) =>
          lastSlot && asTyped && k === alternative.length - 1 ? typedOperand(word, words) : operand(word),
        );
        return parts.length === 1 ? parts[0] : `(${parts.join(' & ')})`;
      });
      return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
    })
    .join(' & ');
}

/** The shopper's text as a tsquery for the catalogue, and what to offer when it finds nothing. */
export function analyseSearch(text: string, vocabulary: SearchVocabulary): AnalysedSearch {
  const tokens = searchWords(text);
  if (tokens.length === 0) return { tsquery: null, correction: null, namesConcern: false };
  const slots = slotsOf(tokens, vocabulary);
  const corrected = slots.flatMap((slot) => slot.correctedAs ?? slot.typed);
  const changed = slots.some((slot) => slot.correctedAs !== null);
  return {
    tsquery: tsqueryOf(slots, vocabulary.words),
    correction: changed && corrected.length > 0 ? corrected.join(' ') : null,
    namesConcern: slots.some((slot) => slot.concern === true),
  };
}
