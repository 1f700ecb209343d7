/**
 * The SQL of a search, built so that what it costs follows the page it answers and not the number
 * of matches. A GIN index answers a word by building the bitmap of every product holding it, before
 * the first row is read: for a broad word ("oil", a third of 100,000 products) that bitmap alone
 * cost more than the page (about 6 ms for 32,000 entries, each time it was asked). Reading the table
 * in a useful order and testing each row instead stops as soon as the page is full, and a row costs
 * about a microsecond; for a narrow word it would read the whole table. So the statement tries the
 * cheap walk first, over a bounded number of rows, and reads the index only when the walk did not
 * settle the question: then the word is rare, and so is its bitmap.
 *
 * The answers do not depend on which way was taken: a walk that settles the question has seen
 * exactly what the index would have given (the first rows in the same order, or at least as many
 * matches as the count stops at).
 */
import { SEARCH_COUNT_CAP } from '../../kernel/capped-count.js';

/**
 * Physical rows the count reads before it asks the index: a search matching a quarter of the
 * catalogue reaches the count's cap within them. It reads the first COUNT_PROBE_FIRST_ROWS, and
 * goes on only when a quarter of those matched, so a narrow search wastes little on the probe.
 */
export const COUNT_PROBE_ROWS = 4_000;
export const COUNT_PROBE_FIRST_ROWS = 1_000;
/**
 * Most popular rows a relevance tier reads before it asks the index for its matches instead: a
 * tier holding a fortieth of them fills a first page from the walk.
 */
export const TIER_WALK_ROWS = 1_000;

/**
 * How a text condition is written:
 * - `indexed`: `@@`, planned from the words' frequencies as any other condition;
 * - `rare`: `@@` with the query hidden in a sub-select, so the planner assumes few matches and reads
 *   the index. Used only where the walk has shown the matches to be rare: planned from a broad word's
 *   real frequency, such a read became a parallel scan of the table, and starting its workers cost
 *   8 ms even when the statement then skipped it;
 * - `walked`: the function behind `@@`, which no index can serve: a test of each row walked.
 */
export type TextMatchForm = 'indexed' | 'rare' | 'walked';

/** One condition of a listing, in each form (only a search differs between them). */
export type SearchCondition = Record<TextMatchForm, (alias: string) => string>;

export function textMatch(column: string, tsquery: string, form: TextMatchForm): string {
  if (form === 'walked') return `ts_match_vq(${column}, ${tsquery})`;
  return form === 'rare' ? `${column} @@ (SELECT ${tsquery})` : `${column} @@ ${tsquery}`;
}

const POPULAR = 'p.rating DESC, p.reviews DESC, p.id ASC';
/** The same order, with "+ 0" keeping the planner off the popularity index after an index read. */
const POPULAR_SORTED = 'p.rating + 0 DESC, p.reviews + 0 DESC, p.id ASC';
const MOST_POPULAR = `(SELECT * FROM products ORDER BY rating DESC, reviews DESC, id ASC LIMIT ${TIER_WALK_ROWS}) AS p`;

/**
 * How many products match, up to SEARCH_COUNT_CAP and one more, as a scalar expression: the first
 * COUNT_PROBE_ROWS rows of the table, and when they hold fewer matches than that, the index.
 */
export function searchCountSql(where: SearchCondition): string {
  const probed = (rows: number) =>
    `(SELECT count(*) FROM (SELECT 1 FROM (SELECT * FROM products LIMIT ${rows}) AS p WHERE ${where.walked('p')} LIMIT ${SEARCH_COUNT_CAP + 1}) AS probed)`;
  const probe = `(CASE WHEN ${probed(COUNT_PROBE_FIRST_ROWS)} * 4 >= ${COUNT_PROBE_FIRST_ROWS} THEN ${probed(COUNT_PROBE_ROWS)} ELSE 0 END)`;
  const counted = `(SELECT count(*) FROM (SELECT 1 FROM products p WHERE ${where.rare('p')} LIMIT ${SEARCH_COUNT_CAP + 1}) AS matched)`;
  // An uncorrelated sub-select in a CASE branch not taken is never run.
  return `(CASE WHEN ${probe} > ${SEARCH_COUNT_CAP} THEN ${SEARCH_COUNT_CAP + 1} ELSE ${counted} END)::int`;
}

/**
 * A search's page in relevance order, as a shopper reads a result: every word in the name or
 * product type first (tier 1), then, for a search naming a concern, the products made for it (a
 * match in the name, type and concerns: tier 2), then anywhere (the last tier); within a tier the
 * most popular. `tiers` are the conditions of every tier but the last, each tier holding the
 * matches of its own condition and of no earlier one. The rows carry `tier` and the capped count
 * as `total_count` (null when `withTotal` is false); the caller orders by tier and popularity and
 * cuts the page. `enough` is the rows a page can need (limit + offset + 1), `columns` the product
 * columns over alias p.
 *
 * - Up to the count's cap, every match is read off the index and ranked: a few hundred rows.
 * - Past it, each tier walks the TIER_WALK_ROWS most popular products and keeps its own; a tier
 *   with enough rows there has its best rows there ("oil": 146 rows walked for a page). When it has
 *   too few, its matches are rare among popular products and are read off the index instead ("hair"
 *   names no product: tier 1 is empty, and walking the whole table for it read 100,000 rows, 220 ms).
 * - A tier is only looked for when the tiers before it did not fill the page ("shampoos": every
 *   match names it).
 */
export function rankedSearchSql(
  where: SearchCondition,
  tiers: readonly SearchCondition[],
  enough: string,
  columns: string,
  withTotal: boolean,
): string {
  const few = `(SELECT n FROM matches) <= ${SEARCH_COUNT_CAP}`;
  const many = `(SELECT n FROM matches) > ${SEARCH_COUNT_CAP}`;
  const count = (name: string) => `(SELECT count(*) FROM ${name})`;
  const walk = (tier: number, gate: string, match: string) =>
    `SELECT ${tier} AS tier, ${columns} FROM ${MOST_POPULAR} WHERE ${gate} AND ${where.walked('p')} AND ${match} ORDER BY ${POPULAR} LIMIT ${enough}`;
  const read = (tier: number, gate: string, match: string) =>
    `SELECT ${tier} AS tier, ${columns} FROM products p WHERE ${gate} AND ${where.rare('p')} AND ${match} ORDER BY ${POPULAR_SORTED} LIMIT ${enough}`;
  // Tier k + 1: its own condition (none for the last) and none of the earlier tiers'.
  const tierMatch = (k: number, form: TextMatchForm) =>
    [...(k < tiers.length ? [tiers[k][form]('p')] : []), ...tiers.slice(0, k).map((condition) => `NOT ${condition[form]('p')}`)].join(
      ' AND ',
    );
  const byTier = `CASE ${tiers.map((condition, k) => `WHEN ${condition.rare('p')} THEN ${k + 1}`).join(' ')} ELSE ${tiers.length + 1} END`;
  const parts: string[] = [];
  const names: string[] = [];
  for (let k = 0; k <= tiers.length; k += 1) {
    const [walked, name] = [`tier${k + 1}_walked`, `tier${k + 1}`];
    const before = names.map(count).join(' + ');
    const sofar = (rows: string) => (before ? `${before} + ${rows}` : rows);
    const gate = before ? `${many} AND ${before} < ${enough}` : many;
    parts.push(
      `${walked} AS MATERIALIZED (${walk(k + 1, gate, tierMatch(k, 'walked'))})`,
      `${name} AS MATERIALIZED (
       SELECT * FROM ${walked} WHERE ${sofar(count(walked))} >= ${enough}
       UNION ALL (${read(k + 1, `${many} AND ${sofar(count(walked))} < ${enough}`, tierMatch(k, 'rare'))}))`,
    );
    names.push(name);
  }
  return `WITH matches AS MATERIALIZED (SELECT ${searchCountSql(where)} AS n),
     ranked_few AS MATERIALIZED (
       SELECT ${byTier} AS tier, ${columns} FROM products p
        WHERE ${few} AND ${where.rare('p')} ORDER BY 1, ${POPULAR_SORTED} LIMIT ${enough}),
     ${parts.join(',\n     ')}
   SELECT ranked.*, ${withTotal ? '(SELECT n FROM matches)::int' : 'NULL::int'} AS total_count
     FROM (SELECT * FROM ranked_few${names.map((name) => ` UNION ALL SELECT * FROM ${name}`).join('')}) AS ranked`;
}
