/**
 * Product images: which addresses a product may show, what an upload may be, and the WebP widths
 * an uploaded image is served in. Shared so the admin form refuses what the server refuses, with
 * the same words, and the storefront builds `srcset` from the same widths the server stores.
 */

/**
 * Widths (CSS px × device pixel ratio) every uploaded image is stored in: 160 for the cart,
 * checkout and wishlist thumbnails (52–88 px), 320/640 for product cards (≈180 px on a phone,
 * ≈290 px on a desktop grid), 640/1280 for the product page's main image (up to 600 px).
 */
export const PRODUCT_IMAGE_WIDTHS = [160, 320, 640, 1280] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];

/** The width a product's stored `imageUrl` names: good enough wherever no `srcset` is used. */
export const DEFAULT_PRODUCT_IMAGE_WIDTH: ProductImageWidth = 640;

/** Where uploaded images are served: `/images/uploads/<sha-256 of the original>/<width>.webp`. */
export const UPLOADED_IMAGE_PREFIX = '/images/uploads/';

const UPLOADED_IMAGE_PATH = /^\/images\/uploads\/([0-9a-f]{64})\/(\d+)\.webp$/;

/**
 * An image kept at every width, as `<folder>/<width>.webp`: an upload, or the seed's artwork rendered
 * the same way (`/images/products/hair-oil-1/640.webp`, scripts/render-artwork.ts).
 */
const IMAGE_AT_WIDTHS_PATH = new RegExp(
  `^(/images/(?:uploads/[0-9a-f]{64}|products/[a-z0-9-]+))/(?:${PRODUCT_IMAGE_WIDTHS.join('|')})\\.webp$`,
);

/** Images one product may show: the main one (`imageUrl`) and up to ten extras (`images`). */
const IMAGES_PER_PRODUCT = 11;

export const PRODUCT_IMAGE_LIMITS = {
  /** Largest file an admin may upload: a good phone photo is 2–5 MB. */
  maxBytes: 8 * 1024 * 1024,
  /** Largest decoded image (width × height): 50 MP covers an 8000 × 6000 camera; more is a decompression bomb. */
  maxPixels: 50_000_000,
  /** Images one product may show, the main one included: what the admin form counts. */
  perProduct: IMAGES_PER_PRODUCT,
  /** Extra images (`images`, beside the main `imageUrl`): what the server counts. */
  extraPerProduct: IMAGES_PER_PRODUCT - 1,
} as const;

/** What the admin may upload, by content (checked by decoding, never by the name or header alone). */
export const PRODUCT_IMAGE_TYPES = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
} as const;
export type ProductImageType = keyof typeof PRODUCT_IMAGE_TYPES;

export const PRODUCT_IMAGE_MESSAGES = {
  notImage: 'This file is not an image we can use. Upload a JPEG, PNG, WebP or AVIF file.',
  tooLarge: `This file is larger than ${PRODUCT_IMAGE_LIMITS.maxBytes / 1024 / 1024} MB. Upload a smaller image.`,
  tooManyPixels: `This image has more than ${PRODUCT_IMAGE_LIMITS.maxPixels / 1_000_000} million pixels. Upload a smaller image.`,
  empty: 'The upload was empty. Choose an image file.',
  /** Beside an image address that is not on this shop (an external URL shows broken, or changes under us). */
  notOwnImage: 'Upload the image here: addresses on other sites are not accepted',
} as const;

/**
 * Whether `url` is an image address on this shop: an uploaded image, or a path of the shop's own
 * files such as the seed's `/images/products/hair-oil-1/640.webp`. External addresses (https://…,
 * protocol-relative //…, data: or javascript:) are refused: they show broken or change under us.
 */
export function isShopImagePath(url: string): boolean {
  if (url.length > 2000 || !url.startsWith('/') || url.startsWith('//')) return false;
  if (!/^[A-Za-z0-9._~/-]+$/.test(url)) return false;
  return !url.split('/').some((segment) => segment === '..' || segment === '.');
}

/** The checksum of an uploaded image's address, or null for any other address. */
export function uploadedImageChecksum(url: string): string | null {
  return UPLOADED_IMAGE_PATH.exec(url)?.[1] ?? null;
}

/** An uploaded image's address at one width. */
export function uploadedImageUrl(checksum: string, width: ProductImageWidth = DEFAULT_PRODUCT_IMAGE_WIDTH): string {
  return `${UPLOADED_IMAGE_PREFIX}${checksum}/${width}.webp`;
}

/** The folder holding an image's widths, or null for an image kept in one file (an SVG, say). */
function imageWidthsFolder(url: string): string | null {
  return IMAGE_AT_WIDTHS_PATH.exec(url)?.[1] ?? null;
}

/** `srcset` for an image kept at every width (an upload, the seed's artwork); undefined for one file. */
export function productImageSrcSet(url: string): string | undefined {
  const folder = imageWidthsFolder(url);
  if (!folder) return undefined;
  return PRODUCT_IMAGE_WIDTHS.map((width) => `${folder}/${width}.webp ${width}w`).join(', ');
}

/** The address of an image at (at least) `width` px: the nearest kept width, an image in one file as it is. */
export function productImageAtWidth(url: string, width: number): string {
  const folder = imageWidthsFolder(url);
  if (!folder) return url;
  const stored = PRODUCT_IMAGE_WIDTHS.find((candidate) => candidate >= width) ?? PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1];
  return `${folder}/${stored}.webp`;
}
