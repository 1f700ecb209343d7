/**
 * `npm run artwork`: renders the seed's product artwork (client/public/images/products/<name>.svg,
 * the drawings) to WebP at every width an uploaded image is stored in, as
 * client/public/images/products/<name>/<width>.webp: the addresses the seed's products name.
 *
 * Why not show the SVG itself: the sites that preview a shared link (og:image) do not show SVG, and a
 * browser draws each SVG <img> as a document of its own on the page's main thread, where a raster image
 * is decoded off it (docs/decisions/081-seed-artwork-as-webp-renders.md has what that measured). A shop's
 * own photographs are uploaded and stored the same way (server/src/catalogue/product-image-resize.ts),
 * so the seed shows what a real shop shows, with the same `srcset`.
 *
 * The SVGs stay where they are: they are the drawings to edit, and a shop seeded before the renders
 * existed still names them on its order lines. Run this after changing one; the renders are
 * committed (the shop starts with no build step for them), and a seed test fails when one is missing.
 */
import { readdirSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { PRODUCT_IMAGE_WIDTHS } from '../common/product-images.js';
import { PRODUCT_IMAGE_WEBP_OPTIONS } from '../server/src/catalogue/product-image-resize.js';

const PRODUCTS = 'client/public/images/products';

let files = 0;
for (const name of readdirSync(PRODUCTS)
  .filter((file) => file.endsWith('.svg'))
  .sort()) {
  const svg = readFileSync(path.join(PRODUCTS, name));
  const { width: drawnWidth } = await sharp(svg).metadata();
  const folder = path.join(PRODUCTS, name.replace(/\.svg$/, ''));
  mkdirSync(folder, { recursive: true });
  for (const width of PRODUCT_IMAGE_WIDTHS) {
    // Rasterised at the density that makes the drawing `width` px wide: drawn sharp, never scaled up.
    const density = (72 * width) / (drawnWidth ?? width);
    await sharp(svg, { density })
      .resize({ width })
      .webp(PRODUCT_IMAGE_WEBP_OPTIONS)
      .toFile(path.join(folder, `${width}.webp`));
    files += 1;
  }
}
console.log(`rendered ${files} WebP files under ${PRODUCTS}`);
