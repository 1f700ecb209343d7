import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Products seeded with the drawings (`/images/products/hair-oil-1.svg`) show their WebP renders
 * instead (`/images/products/hair-oil-1/640.webp`, every width beside it: scripts/render-artwork.ts),
 * as a newly seeded shop does. A phone draws each SVG <img> on the page's main thread; a raster
 * image is decoded off it.
 *
 * Only the seed's own drawings, named here as they were when the renders were made: an image the
 * owner put elsewhere, or named otherwise, has no render and is left alone. Order lines keep the
 * address they were placed with (the drawings are still served), as an order keeps its prices.
 */
const SEED_DRAWINGS = [
  'face-wash-1',
  'face-wash-1-2',
  'face-wash-2',
  'face-wash-3',
  'hair-gel-1',
  'hair-gel-2',
  'hair-oil-1',
  'hair-oil-1-2',
  'hair-oil-1-3',
  'hair-oil-2',
  'hair-oil-3',
  'hair-oil-4',
  'hair-oil-5',
  'hair-serum-1',
  'hair-serum-1-2',
  'hair-serum-2',
  'hair-shampoo-1',
  'hair-shampoo-1-2',
  'hair-shampoo-2',
  'hair-shampoo-3',
  'napkin-1',
  'napkin-1-2',
  'napkin-2',
  'napkin-3',
  'skin-cream-1',
  'skin-cream-1-2',
  'skin-cream-2',
  'skin-cream-3',
  'skin-gel-1',
  'skin-serum-1',
  'skin-serum-1-2',
  'skin-serum-1-3',
  'skin-serum-2',
  'skin-soap-1',
  'skin-soap-1-2',
  'skin-soap-2',
  'skin-soap-3',
];

export class SeedArtworkRenders1795940900000 implements MigrationInterface {
  name = 'SeedArtworkRenders1795940900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.rename(
      queryRunner,
      (name) => `/images/products/${name}.svg`,
      (name) => `/images/products/${name}/640.webp`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.rename(
      queryRunner,
      (name) => `/images/products/${name}/640.webp`,
      (name) => `/images/products/${name}.svg`,
    );
  }

  /** Every product image (the main one and the extras, in their order) named `from(name)` becomes `to(name)`. */
  private async rename(queryRunner: QueryRunner, from: (name: string) => string, to: (name: string) => string): Promise<void> {
    const renames = JSON.stringify(Object.fromEntries(SEED_DRAWINGS.map((name) => [from(name), to(name)])));
    await queryRunner.query(
      `UPDATE products SET
         image_url = coalesce($1::jsonb ->> image_url, image_url),
         images = (SELECT coalesce(jsonb_agg(coalesce($1::jsonb -> (image #>> '{}'), image) ORDER BY position), '[]'::jsonb)
                     FROM jsonb_array_elements(images) WITH ORDINALITY AS extra(image, position))
       WHERE $1::jsonb ? image_url OR images ?| ARRAY(SELECT jsonb_object_keys($1::jsonb))`,
      [renames],
    );
  }
}
