import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many published reviews gave each star, kept on the product row beside its rating and review
 * count and written in the same statement: the product page's summary then costs no statement of
 * its own, and a listing that asks for it stays one read however many products it shows.
 * Index 1 holds the one-star count, index 5 the five-star count.
 */
export class ReviewStarCounts1767400000000 implements MigrationInterface {
  name = 'ReviewStarCounts1767400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products ADD COLUMN review_stars integer[] NOT NULL DEFAULT '{0,0,0,0,0}'`);
    await queryRunner.query(`
      UPDATE products p SET review_stars = r.stars
        FROM (SELECT product_id, array[count(*) FILTER (WHERE rating = 1), count(*) FILTER (WHERE rating = 2),
                                       count(*) FILTER (WHERE rating = 3), count(*) FILTER (WHERE rating = 4),
                                       count(*) FILTER (WHERE rating = 5)]::int[] AS stars
                FROM reviews WHERE status = 'published' GROUP BY product_id) r
       WHERE p.id = r.product_id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE products DROP COLUMN IF EXISTS review_stars`);
  }
}
