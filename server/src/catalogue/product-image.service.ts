import { createHash } from 'node:crypto';
import {
  PRODUCT_IMAGE_LIMITS,
  PRODUCT_IMAGE_MESSAGES,
  PRODUCT_IMAGE_WIDTHS,
  uploadedImageUrl,
  type ProductImageWidth,
} from '@common/product-images.js';
import { ProductImageEntity, ProductImageVariantEntity } from './product-image.entity.js';
import { actorName, requireAdmin } from '../kernel/access.js';
import { invalidInput } from '../kernel/errors.js';
import { resizeProductImage } from './product-image-resize.js';
import { enforceRateLimit, type RateLimiter } from '../kernel/rate-limiter.js';
import type { RequestContext } from '../kernel/request-context.js';
import type { ShopServiceDeps } from '../kernel/dependencies.js';

/** Uploads one admin (or API token) may make per minute: a product's worth at a time, with room to retry. */
export const PRODUCT_IMAGE_UPLOADS_PER_MINUTE = 30;

/** Resizes running at once in this process: each keeps a core busy for ~0.5 s; more would starve the shop's requests. */
const CONCURRENT_RESIZES = 2;

export interface UploadedVariant {
  width: ProductImageWidth;
  actualWidth: number;
  actualHeight: number;
  bytes: number;
  url: string;
}

export interface UploadedProductImage {
  checksum: string;
  /** What a product stores: the image at the default width; the storefront derives the others. */
  url: string;
  contentType: string;
  width: number;
  height: number;
  originalBytes: number;
  variants: UploadedVariant[];
  /** False when the same file had been uploaded before (its stored variants are reused). */
  created: boolean;
}

export interface StoredVariant {
  data: Buffer;
  etag: string;
}

/**
 * Product images uploaded by admins: checked, resized to WebP in the storefront's widths and
 * stored in Postgres, so every shop process serves every image (decision 013). An image is named
 * by the SHA-256 of the uploaded file, so its address never changes content and can be cached for good.
 */
export class ProductImageService {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly deps: ShopServiceDeps,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /**
   * Whether this caller may upload now: an admin, or an API token with the catalogue scope, within
   * the upload rate. Asked before the file is read, so nobody else makes the shop receive 8 MB.
   */
  async authorizeUpload(ctx: RequestContext): Promise<void> {
    requireAdmin(ctx, 'CATALOGUE_WRITE');
    await enforceRateLimit(this.rateLimiter, `product-image-upload:${actorName(ctx)}`, PRODUCT_IMAGE_UPLOADS_PER_MINUTE);
  }

  /** Stores an uploaded file's WebP variants (or finds them, for a file uploaded before); refuses anything else, storing nothing. */
  async upload(ctx: RequestContext, original: Buffer): Promise<UploadedProductImage> {
    requireAdmin(ctx, 'CATALOGUE_WRITE');
    if (original.length === 0) throw invalidInput(PRODUCT_IMAGE_MESSAGES.empty);
    if (original.length > PRODUCT_IMAGE_LIMITS.maxBytes) throw invalidInput(PRODUCT_IMAGE_MESSAGES.tooLarge);
    const checksum = createHash('sha256').update(original).digest('hex');

    const existing = await this.find(checksum);
    if (existing) return { ...existing, created: false };

    const resized = await this.oneOfFewResizes(() => resizeProductImage(original));
    await this.deps.dataSource.transaction(async (manager) => {
      // A concurrent upload of the same file may have won: both made the same bytes, so the first stays.
      await manager
        .createQueryBuilder()
        .insert()
        .into(ProductImageEntity)
        .values({
          checksum,
          contentType: resized.contentType,
          originalBytes: original.length,
          width: resized.width,
          height: resized.height,
          uploadedBy: actorName(ctx),
        })
        .orIgnore()
        .execute();
      await manager
        .createQueryBuilder()
        .insert()
        .into(ProductImageVariantEntity)
        .values(resized.variants.map((variant) => ({ checksum, ...variant, bytes: variant.data.length })))
        .orIgnore()
        .execute();
    });
    this.deps.logger.info('product image uploaded', {
      checksum,
      by: actorName(ctx),
      bytes: original.length,
      webpBytes: resized.variants.map((variant) => variant.data.length),
    });
    const stored = await this.find(checksum);
    if (!stored) throw new Error(`product image ${checksum} vanished after being stored`);
    return { ...stored, created: true };
  }

  /** One stored WebP, for anyone: the storefront's images are public. Null when there is no such image or width. */
  async variant(checksum: string, width: number): Promise<StoredVariant | null> {
    if (!/^[0-9a-f]{64}$/.test(checksum) || !(PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(width)) return null;
    const row = await this.deps.dataSource
      .getRepository(ProductImageVariantEntity)
      .findOne({ where: { checksum, width }, select: { data: true, checksum: true, width: true } });
    return row ? { data: row.data, etag: variantEtag(checksum, width) } : null;
  }

  private async find(checksum: string): Promise<Omit<UploadedProductImage, 'created'> | null> {
    const image = await this.deps.dataSource.getRepository(ProductImageEntity).findOneBy({ checksum });
    if (!image) return null;
    const variants = await this.deps.dataSource.getRepository(ProductImageVariantEntity).find({
      where: { checksum },
      select: { checksum: true, width: true, actualWidth: true, actualHeight: true, bytes: true },
      order: { width: 'ASC' },
    });
    return {
      checksum,
      url: uploadedImageUrl(checksum),
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      originalBytes: image.originalBytes,
      variants: variants.map((variant) => ({
        width: variant.width as ProductImageWidth,
        actualWidth: variant.actualWidth,
        actualHeight: variant.actualHeight,
        bytes: variant.bytes,
        url: uploadedImageUrl(checksum, variant.width as ProductImageWidth),
      })),
    };
  }

  private async oneOfFewResizes<T>(work: () => Promise<T>): Promise<T> {
    // A finishing resize hands its slot straight to the next in line, so no newcomer slips in between.
    if (this.running >= CONCURRENT_RESIZES) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/** Strong: the bytes at an address never change (a new file is a new checksum). */
export function variantEtag(checksum: string, width: number): string {
  return `"${checksum.slice(0, 32)}-${width}"`;
}
