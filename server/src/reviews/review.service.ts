import type { DataSource, EntityManager } from 'typeorm';
import { REVIEW_MESSAGES, reviewTextError, starHistogram } from '@common/review-rules.js';
import { requireAdmin } from '../kernel/access.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';
import { invalidInput, conflict, notFound, ShopError } from '../kernel/errors.js';
import { checkPage, offsetPageInfo, type PageInfo } from '../kernel/paging.js';
import type { RequestContext } from '../kernel/request-context.js';

export type ReviewStatus = 'pending' | 'published' | 'rejected';

export interface ReviewRecord {
  id: string;
  productId: string;
  /** The product's name as the catalogue has it now, for the owner's queue. */
  productName: string;
  orderId: string | null;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  authorCity: string;
  status: ReviewStatus;
  reply: string | null;
  createdAt: Date;
  /** Written by the demo seed, not by a buyer: labelled, and removed with the sample data. */
  isSample: boolean;
  /** Written through a delivered order by its buyer (the only way a shopper can write one). */
  verifiedBuyer: boolean;
}

export interface ReviewPage {
  items: ReviewRecord[];
  totalCount: number;
  pageInfo: PageInfo;
}

export interface ReviewSummary {
  average: number;
  count: number;
  histogram: Array<{ stars: number; count: number }>;
}

export const REVIEW_REPLY_MAX = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const COLUMNS = `id, product_id AS "productId", order_id AS "orderId", rating, title, body, author_name AS "authorName",
                 author_city AS "authorCity", status, reply, created_at AS "createdAt",
                 is_sample AS "isSample", order_id IS NOT NULL AS "verifiedBuyer",
                 coalesce((SELECT p.name FROM products p WHERE p.id = product_id), '') AS "productName"`;

/**
 * Reviews from buyers. Writing one takes the order's id, which only its buyer holds (the order
 * page's address, the confirmation e-mail); the order must be delivered and hold the product, and
 * each order reviews each product once. Nothing shows until the owner publishes it. A product's
 * rating and review count are worked out from its published reviews whenever one is published or
 * withdrawn, in that transaction, so the storefront and search engines never see a figure no
 * review stands behind.
 */
export class ReviewService {
  private readonly dataSource: DataSource;

  constructor(deps: ShopServiceDeps) {
    this.dataSource = deps.dataSource;
  }

  async submit(input: { orderId: string; productId: string; rating: unknown; title: unknown; body: unknown }): Promise<ReviewRecord> {
    const problem = reviewTextError(input);
    if (problem) throw invalidInput(problem[1], { field: problem[0] });
    if (!UUID.test(input.orderId)) throw notFound('No order with that id');
    const [order]: Array<{ status: string; first_name: string; city: string; has_product: boolean }> = await this.dataSource.query(
      `SELECT o.status, o.first_name, o.city,
              EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.product_id = $2) AS has_product
         FROM orders o WHERE o.id = $1`,
      [input.orderId, input.productId],
    );
    if (!order) throw notFound('No order with that id');
    if (!order.has_product) throw invalidInput(REVIEW_MESSAGES.notInOrder, { field: 'productId' });
    if (order.status !== 'Delivered') throw new ShopError('INVALID_STATE', REVIEW_MESSAGES.notDelivered);
    const rows: ReviewRecord[] = await this.dataSource.query(
      `INSERT INTO reviews (product_id, order_id, rating, title, body, author_name, author_city)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT ON CONSTRAINT reviews_one_per_order_and_product DO NOTHING
       RETURNING ${COLUMNS}`,
      [
        input.productId,
        input.orderId,
        input.rating,
        (input.title as string).trim(),
        (input.body as string).trim(),
        // First name and city only: enough to be believed, not enough to be found.
        order.first_name.trim().split(/\s+/)[0],
        order.city.trim(),
      ],
    );
    if (!rows.length) throw conflict(REVIEW_MESSAGES.alreadyReviewed);
    return rows[0];
  }

  /** The reviews written for one order, whatever their state: the order page shows which are done. */
  forOrder(orderId: string): Promise<ReviewRecord[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM reviews WHERE order_id = $1 ORDER BY created_at`, [orderId]);
  }

  /**
   * One page of published reviews for each of many products, newest first, in one statement (a
   * listing that asks for reviews costs one read, not one per product). Keys are
   * `offset:limit:productId`, so requests for different pages share a batch and stay apart.
   */
  async publishedPages(keys: readonly string[]): Promise<ReviewRecord[][]> {
    const wanted = keys.map((key) => {
      const [offset, limit, ...id] = key.split(':');
      return { offset: Number(offset), limit: Number(limit), productId: id.join(':') };
    });
    const rows: Array<ReviewRecord & { key: string }> = await this.dataSource.query(
      `SELECT w.key, r.* FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) AS w (key, product_id, page_offset, page_limit)
        CROSS JOIN LATERAL (SELECT ${COLUMNS} FROM reviews
                             WHERE product_id = w.product_id AND status = 'published'
                             ORDER BY created_at DESC, id LIMIT w.page_limit OFFSET w.page_offset) r`,
      [keys, wanted.map((w) => w.productId), wanted.map((w) => w.offset), wanted.map((w) => w.limit)],
    );
    return keys.map((key) => rows.filter((row) => row.key === key).map(({ key: _key, ...review }) => review));
  }

  /** The key publishedPages reads, after checking the page (offset ≥ 0, limit 1–100, 5 by default). */
  pageKey(productId: string, offset: number | null | undefined, limit: number | null | undefined): string {
    const page = checkPage(offset, limit, 5);
    return `${page.offset}:${page.limit}:${productId}`;
  }

  /** The page publishedPages answered for `key`, placed among the product's `totalCount` published reviews. */
  publishedPage(key: string, items: ReviewRecord[], totalCount: number): ReviewPage {
    const offset = Number(key.split(':')[0]);
    return { items, totalCount, pageInfo: offsetPageInfo({ offset }, { itemCount: items.length, totalCount }) };
  }

  /** The owner's queue: waiting reviews oldest first, the others newest first. */
  async list(
    ctx: RequestContext,
    status: ReviewStatus | null | undefined,
    offset: number | null | undefined,
    limit: number | null | undefined,
  ): Promise<ReviewPage> {
    requireAdmin(ctx);
    const page = checkPage(offset, limit, 20);
    const order = status === 'pending' ? 'created_at ASC, id' : 'created_at DESC, id';
    const [items, [{ count }]] = await Promise.all([
      this.dataSource.query<ReviewRecord[]>(
        `SELECT ${COLUMNS} FROM reviews WHERE ($1::text IS NULL OR status = $1) ORDER BY ${order} LIMIT $2 OFFSET $3`,
        [status ?? null, page.limit, page.offset],
      ),
      this.dataSource.query<Array<{ count: number }>>(
        `SELECT count(*)::int AS count FROM reviews WHERE ($1::text IS NULL OR status = $1)`,
        [status ?? null],
      ),
    ]);
    return { items, totalCount: count, pageInfo: offsetPageInfo(page, { itemCount: items.length, totalCount: count }) };
  }

  /** Publishes or rejects a review, with an optional public reply; the product's figures follow. */
  async moderate(ctx: RequestContext, id: string, status: 'published' | 'rejected', reply?: string | null): Promise<ReviewRecord> {
    requireAdmin(ctx);
    const text = reply?.trim() || null;
    if (text && text.length > REVIEW_REPLY_MAX)
      throw invalidInput(`The reply can be at most ${REVIEW_REPLY_MAX} characters`, { field: 'reply' });
    if (!UUID.test(id)) throw notFound('No such review');
    return this.dataSource.transaction(async (manager) => {
      const rows: ReviewRecord[] = await manager.query(
        `WITH moderated AS (
           UPDATE reviews SET status = $2, reply = coalesce($3, reply), moderated_at = now() WHERE id = $1 RETURNING *
         ) SELECT ${COLUMNS} FROM moderated`,
        [id, status, text],
      );
      if (!rows.length) throw notFound('No such review');
      await refreshProductRatings(manager, [rows[0].productId]);
      return rows[0];
    });
  }

  /**
   * The owner's "Remove sample data": every sample review the demo seed wrote goes, in one
   * transaction, and the products' ratings and counts are worked out again from what buyers wrote.
   * The seed writes no other rows a real shop would not want (no orders, no customers); products
   * are the owner's to edit or delete. Asked twice, it removes nothing more.
   */
  async removeSampleData(ctx: RequestContext): Promise<{ removedReviews: number }> {
    requireAdmin(ctx);
    return this.dataSource.transaction(async (manager) => {
      const removed: Array<{ product_id: string }> = await manager.query(
        `WITH gone AS (DELETE FROM reviews WHERE is_sample RETURNING product_id) SELECT product_id FROM gone`,
      );
      await refreshProductRatings(manager, [...new Set(removed.map((row) => row.product_id))]);
      // Samples never count, so no product's figures change and no products trigger fires: the
      // product answers kept by every process (catalogue-response-cache.ts) still list them.
      if (removed.length) await manager.query(`SELECT pg_notify('catalogue_changed', 'any')`);
      return { removedReviews: removed.length };
    });
  }
}

/** What the product page's summary shows, read from the product's own row. */
export function reviewSummaryOf(product: { rating: number; reviews: number; reviewStars: number[] }): ReviewSummary {
  return {
    average: product.rating,
    count: product.reviews,
    histogram: starHistogram(product.reviewStars.map((count, index) => ({ stars: index + 1, count }))),
  };
}

/** Products' rating, review count and count per star, from buyers' published reviews only: samples never count. */
export async function refreshProductRatings(manager: EntityManager, productIds: readonly string[]): Promise<void> {
  await manager.query(
    `UPDATE products p SET rating = r.average, reviews = r.count, review_stars = r.stars
       FROM (SELECT id.product_id, coalesce(round(avg(v.rating)::numeric, 1)::float8, 0) AS average, count(v.rating)::int AS count,
                    array[count(*) FILTER (WHERE v.rating = 1), count(*) FILTER (WHERE v.rating = 2), count(*) FILTER (WHERE v.rating = 3),
                          count(*) FILTER (WHERE v.rating = 4), count(*) FILTER (WHERE v.rating = 5)]::int[] AS stars
               FROM unnest($1::text[]) AS id (product_id)
               LEFT JOIN reviews v ON v.product_id = id.product_id AND v.status = 'published' AND NOT v.is_sample
              GROUP BY id.product_id) r
      WHERE p.id = r.product_id AND (p.rating, p.reviews, p.review_stars) IS DISTINCT FROM (r.average, r.count, r.stars)`,
    [productIds],
  );
}
