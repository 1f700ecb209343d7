import sharp, { type OutputInfo } from 'sharp';
import {
  PRODUCT_IMAGE_LIMITS,
  PRODUCT_IMAGE_MESSAGES,
  PRODUCT_IMAGE_WIDTHS,
  type ProductImageType,
  type ProductImageWidth,
} from '@common/product-images.js';
import { invalidInput } from '../kernel/errors.js';

export interface ResizedVariant {
  /** The width it is named by (one of PRODUCT_IMAGE_WIDTHS). */
  width: ProductImageWidth;
  actualWidth: number;
  actualHeight: number;
  data: Buffer;
}

export interface ResizedImage {
  contentType: ProductImageType;
  /** The original's size, upright (after its EXIF orientation). */
  width: number;
  height: number;
  variants: ResizedVariant[];
}

const LARGEST_WIDTH = PRODUCT_IMAGE_WIDTHS[PRODUCT_IMAGE_WIDTHS.length - 1];
/** How every stored width is encoded; the seed's artwork is rendered the same way (scripts/render-artwork.ts). */
export const PRODUCT_IMAGE_WEBP_OPTIONS = { quality: 80, alphaQuality: 90, effort: 4 } as const;

// Decoding stops at the first real error (a truncated or corrupt file); libvips' mere warnings,
// common in phone JPEGs, are let through. Never more pixels than the shop accepts, whatever the
// header claims, so a small file that decodes to gigabytes (a decompression bomb) is refused.
const INPUT_OPTIONS = { failOn: 'error', limitInputPixels: PRODUCT_IMAGE_LIMITS.maxPixels } as const;

/**
 * Turns an uploaded file into the WebP variants the storefront shows: refuses anything that is not
 * a JPEG, PNG, WebP or AVIF by its content, and anything over the pixel limit before decoding it;
 * turns it upright, strips its metadata (a phone photo's location), and scales it to fit each width
 * (never enlarging). The original is decoded once, to the largest width; the others come from that.
 */
export async function resizeProductImage(original: Buffer): Promise<ResizedImage> {
  // The header alone, no pixels decoded: safe whatever it claims, and it lets a too-large image be named as such.
  const metadata = await sharp(original, { ...INPUT_OPTIONS, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const contentType = metadata ? contentTypeOf(metadata.format, metadata.compression) : null;
  if (!metadata || !contentType || !metadata.width || !metadata.height) throw invalidInput(PRODUCT_IMAGE_MESSAGES.notImage);
  if (metadata.width * metadata.height > PRODUCT_IMAGE_LIMITS.maxPixels) throw invalidInput(PRODUCT_IMAGE_MESSAGES.tooManyPixels);

  let largest: { data: Buffer; info: OutputInfo };
  try {
    largest = await sharp(original, { ...INPUT_OPTIONS, autoOrient: true })
      .resize({ width: LARGEST_WIDTH, height: LARGEST_WIDTH, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The header was readable but the pixels are not (truncated, corrupt): the same refusal.
    throw invalidInput(PRODUCT_IMAGE_MESSAGES.notImage);
  }
  const raw = { width: largest.info.width, height: largest.info.height, channels: 4 } as const;
  const variants = await Promise.all(
    PRODUCT_IMAGE_WIDTHS.map(async (width): Promise<ResizedVariant> => {
      const { data, info } = await sharp(largest.data, { raw })
        .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
        .webp(PRODUCT_IMAGE_WEBP_OPTIONS)
        .toBuffer({ resolveWithObject: true });
      return { width, actualWidth: info.width, actualHeight: info.height, data };
    }),
  );
  const upright = (metadata.orientation ?? 1) >= 5;
  return {
    contentType,
    width: upright ? metadata.height : metadata.width,
    height: upright ? metadata.width : metadata.height,
    variants,
  };
}

/** The accepted kinds, by what the decoder found (AVIF is HEIF with AV1 inside; HEIC photos are not decodable here). */
function contentTypeOf(format: string | undefined, compression: string | undefined): ProductImageType | null {
  if (format === 'jpeg') return 'image/jpeg';
  if (format === 'png') return 'image/png';
  if (format === 'webp') return 'image/webp';
  if (format === 'heif' && compression === 'av1') return 'image/avif';
  return null;
}
