import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * An image an admin uploaded for products, named by the SHA-256 of the file as uploaded: the same
 * file uploaded twice is one image, and a different file is a different address (never a changed
 * one), so its WebP variants can be cached for good.
 */
@Entity({ name: 'product_images' })
export class ProductImageEntity {
  @PrimaryColumn({ type: 'text' })
  checksum!: string;

  /** What the original was, by its content (image/jpeg, image/png, …). */
  @Column({ type: 'text', name: 'content_type' })
  contentType!: string;

  @Column({ type: 'integer', name: 'original_bytes' })
  originalBytes!: number;

  /** The original's pixel size, after EXIF rotation. */
  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  /** The admin's e-mail or the API token's name. */
  @Column({ type: 'text', name: 'uploaded_by' })
  uploadedBy!: string;

  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;
}

/** One stored WebP size of an uploaded image, served at /images/uploads/<checksum>/<width>.webp. */
@Entity({ name: 'product_image_variants' })
export class ProductImageVariantEntity {
  @PrimaryColumn({ type: 'text' })
  checksum!: string;

  /** The width this variant is named by (one of PRODUCT_IMAGE_WIDTHS). */
  @PrimaryColumn({ type: 'integer' })
  width!: number;

  /** Its real size: never wider than the original, which is not enlarged. */
  @Column({ type: 'integer', name: 'actual_width' })
  actualWidth!: number;

  @Column({ type: 'integer', name: 'actual_height' })
  actualHeight!: number;

  @Column({ type: 'integer' })
  bytes!: number;

  @Column({ type: 'bytea' })
  data!: Buffer;
}
