import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sample reviews are marked as such. The demo seed wrote reviews tied to no order, which a shopper
 * cannot write (a review takes a delivered order's id): those are the samples, shown with a
 * "Sample review" label and removed by the owner's "Remove sample data".
 */
export class SampleReviews1769100000002 implements MigrationInterface {
  name = 'SampleReviews1769100000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE reviews ADD COLUMN is_sample boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`UPDATE reviews SET is_sample = true WHERE order_id IS NULL`);
    await queryRunner.query(`CREATE INDEX reviews_sample ON reviews (product_id) WHERE is_sample`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE reviews DROP COLUMN is_sample`);
  }
}
