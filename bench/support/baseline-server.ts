/**
 * The baseline: a bare node:http server answering the storefront's catalogue reads with raw `pg`
 * and JSON.stringify — no framework, no GraphQL, no ORM. What the shop is measured against.
 */
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
// The shop's search matches search_text (lower-cased name, description, category and type, kept
// by Postgres and trigram-indexed): the baseline asks the same question of the same index.
const COLUMNS = `id, name, category, subcategory, price_paise, sizes, image_url, stock, rating, reviews, featured, best_seller, is_new`;

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
      const result = search
        ? await pool.query<{ total: string }>(
            `SELECT ${COLUMNS}, count(*) OVER () AS total FROM products
             WHERE search_text LIKE $1
             ORDER BY rating DESC, id LIMIT 20`,
            [`%${search.toLowerCase()}%`],
          )
        : await pool.query<{ total: string }>(
            `SELECT ${COLUMNS}, count(*) OVER () AS total FROM products ORDER BY rating DESC, id LIMIT 20`,
          );
      rows = { items: result.rows, totalCount: Number(result.rows[0]?.total ?? 0) };
    } else if (url.pathname.startsWith('/product/')) {
      const result = await pool.query(
        `SELECT ${COLUMNS}, description, benefits, images, created_at, updated_at FROM products WHERE id = $1`,
        [decodeURIComponent(url.pathname.slice('/product/'.length))],
      );
      rows = result.rows[0] ?? null;
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

server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
