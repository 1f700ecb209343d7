/**
 * The baseline: a bare node:http server answering the storefront's catalogue reads with raw `pg`
 * and JSON.stringify — no framework, no GraphQL, no ORM. What the shop is measured against.
 * Each read sends the statements the shop sends for it (read off the shop's SQL log; the product
 * columns are the shop's own list): the same database work, so the shop's throughput over this
 * one's is what the shop's own layers cost.
 */
import http from 'node:http';
import pg from 'pg';
import { PRODUCT_COLUMNS } from '../../server/src/catalogue/product-columns.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const probe = (rows: number) =>
  `(SELECT count(*) FROM (SELECT 1 FROM (SELECT * FROM products LIMIT ${rows}) AS p WHERE ts_match_vq(p.search_document, to_tsquery('english', $1)) LIMIT 1001) AS probed)`;
const SEARCH_PAGE = `SELECT 0::int AS page_index, ${PRODUCT_COLUMNS}, (CASE WHEN (CASE WHEN ${probe(1000)} * 4 >= 1000 THEN ${probe(4000)} ELSE 0 END) > 1000
    THEN 1001 ELSE (SELECT count(*) FROM (SELECT 1 FROM products p WHERE p.search_document @@ (SELECT to_tsquery('english', $1)) LIMIT 1001) AS matched) END)::int AS total_count
  FROM products p WHERE p.search_document @@ to_tsquery('english', $1) ORDER BY p.rating DESC, p.reviews DESC, p.id ASC LIMIT $2 OFFSET $3`;
const LISTING_PAGE = `SELECT 0::int AS page_index, ${PRODUCT_COLUMNS}, (SELECT coalesce(sum(c.products), 0) FROM product_listing_counts c WHERE true)::int AS total_count
  FROM products p WHERE true ORDER BY p.rating DESC, p.reviews DESC, p.id ASC LIMIT $1 OFFSET $2`;

const server = http.createServer((req, res) => {
  void answer(req, res);
});

async function answer(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  try {
    const url = new URL(req.url ?? '/', 'http://baseline');
    let rows: unknown;
    if (url.pathname === '/healthz') {
      rows = { status: 'ok' };
    } else if (url.pathname === '/products') {
      const search = url.searchParams.get('search');
      if (search) {
        // The shop's two statements for a one-word search (read off its SQL log): whether the
        // search words or synonyms changed, then the page with its count (decision 45's walk).
        await pool.query(
          `SELECT (SELECT max(id) FROM search_words)::text AS words_version,
                  coalesce((SELECT json_agg(terms ORDER BY id) FROM search_synonyms), '[]'::json) AS synonyms`,
        );
        const result = await pool.query<{ total_count: number }>(SEARCH_PAGE, [
          `'${search.toLowerCase().replace(/[^a-z0-9]/g, '')}'`,
          21,
          0,
        ]);
        rows = { items: result.rows.slice(0, 20), totalCount: result.rows[0]?.total_count ?? 0 };
      } else {
        const result = await pool.query<{ total_count: number }>(LISTING_PAGE, [21, 0]);
        rows = { items: result.rows.slice(0, 20), totalCount: result.rows[0]?.total_count ?? 0 };
      }
    } else if (url.pathname.startsWith('/product/')) {
      const result = await pool.query(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = $1`, [
        decodeURIComponent(url.pathname.slice('/product/'.length)),
      ]);
      rows = result.rows[0] ?? null;
    } else if (url.pathname === '/quote') {
      const { lines } = JSON.parse(await bodyOf(req)) as { lines: Array<{ variantId: string; quantity: number }> };
      // One statement, as the shop sends it: the lines' products with the cash-on-delivery terms.
      const { rows: found } = await pool.query<{ id: string | null; settings: unknown }>(
        `SELECT line_products.*, stored.settings
           FROM (SELECT coalesce(json_agg(json_build_object('key', key, 'value', value)), '[]') AS settings
                   FROM shop_settings WHERE key = ANY($3::text[])) AS stored
           LEFT JOIN LATERAL (SELECT id, name, stock, image_url AS "imageUrl", sizes, gst_rate_percent::float8 AS "gstRatePercent"
                FROM products WHERE jsonb_path_query_array(sizes, '$[*].id') ?| $1::text[] OR id = ANY($2::text[])) AS line_products ON true`,
        [lines.map((line) => line.variantId), [], ['cod_enabled', 'cod_fee_paise', 'cod_max_order_paise', 'cod_max_open_orders']],
      );
      const products = { rows: found.filter((row) => row.id !== null) };
      const settings = { rows: found[0]?.settings ?? [] };
      rows = { lines, products: products.rows, settings: settings.rows };
    } else if (url.pathname === '/admin/orders') {
      const session = await pool.query<{ id: string; email: string; role: string }>(
        `SELECT u.id, u.email, u.role FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.expires_at > now()`,
        [url.searchParams.get('session') ?? ''],
      );
      const orders = await pool.query(`SELECT * FROM orders ORDER BY created_at DESC, order_number DESC LIMIT 21 OFFSET 0`);
      const count = await pool.query(
        `SELECT coalesce(sum(orders), 0)::int AS count FROM order_counts WHERE $1::text IS NULL OR status = $1`,
        [null],
      );
      rows = {
        user: session.rows[0] ?? null,
        items: orders.rows.slice(0, 20),
        totalCount: (count.rows[0] as { count: number } | undefined)?.count ?? 0,
      };
    } else {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.stringify({ data: rows });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
}

function bodyOf(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
