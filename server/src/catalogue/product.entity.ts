import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { LegalDeclarations, NetQuantity } from '@common/legal-metrology.js';
import { TimestampedEntity } from '../kernel/timestamped.entity.js';

/**
 * One size of a product: a variant with a stable id, SKU and its own stock (the database fills
 * them in for a size written without them: db/functions/product-variant-ids.sql).
 */
export interface ProductSize {
  id: string;
  sku: string;
  label: string;
  pricePaise: number;
  /** Units of this size on the shelf, less what unpaid orders hold. */
  stock: number;
  /** Maximum retail price inclusive of all taxes; the price is never above it. Absent only on sizes saved before it was declared. */
  mrpPaise?: number;
  /** The declared net quantity of this size's pack; absent as mrpPaise may be. */
  netQuantity?: NetQuantity;
  /** One unit packed for the courier (grams and centimetres); absent until the owner sets it. */
  parcel?: { weightGrams: number; lengthCm: number; breadthCm: number; heightCm: number };
}

/**
 * A catalogue product. Prices are integer paise; stock is counted per size, and `stock` is the
 * sum of its sizes' stock (the database keeps it so: docs/decisions/032-stock-per-size.md).
 */
@Entity({ name: 'products' })
export class ProductEntity extends TimestampedEntity {
  /** Text slug such as hair-oil-1. */
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  category!: string;

  @Column({ type: 'text' })
  subcategory!: string;

  @Column({ type: 'integer', name: 'price_paise' })
  pricePaise!: number;

  @Column({ type: 'jsonb' })
  sizes!: ProductSize[];

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'jsonb' })
  benefits!: string[];

  @Column({ type: 'text', name: 'image_url' })
  imageUrl!: string;

  @Column({ type: 'jsonb', default: () => "'[]'::jsonb" })
  images!: string[];

  /** The sum of its sizes' stock, kept by the database; write the sizes' figures, not this. */
  @Column({ type: 'integer' })
  stock!: number;

  @Column({ type: 'double precision', default: 0 })
  rating!: number;

  @Column({ type: 'integer', default: 0 })
  reviews!: number;

  /** Published reviews per star, one star first (index 0) to five stars (index 4). */
  @Column({ type: 'integer', array: true, name: 'review_stars', default: () => "'{0,0,0,0,0}'" })
  reviewStars!: number[];

  @Column({ type: 'boolean', default: false })
  featured!: boolean;

  @Column({ type: 'boolean', default: false, name: 'best_seller' })
  bestSeller!: boolean;

  @Column({ type: 'boolean', default: false, name: 'is_new' })
  isNew!: boolean;

  /** Harmonised System code (4–8 digits) printed on the product's invoice lines. */
  @Column({ type: 'text', name: 'hsn_code' })
  hsnCode!: string;

  /** The unit of quantity (UQC, e.g. BTL, TUB, PCS) printed per invoice line and summed in the HSN summary. */
  @Column({ type: 'text', default: 'NOS' })
  uqc!: string;

  /** GST rate in percent contained in the price; an invoice keeps the rate it was issued with. */
  @Column({
    type: 'numeric',
    precision: 5,
    scale: 2,
    name: 'gst_rate_percent',
    transformer: { to: (value: number) => value, from: Number },
  })
  gstRatePercent!: number;

  /** The Legal Metrology declarations every size shares; null only on products saved before they were asked for. */
  @Column({ type: 'jsonb', name: 'legal_declarations', nullable: true })
  legalDeclarations!: LegalDeclarations | null;

  /** The ingredients as the pack lists them (INCI names), in plain text; may be empty. */
  @Column({ type: 'text', default: '' })
  ingredients!: string;

  /** How to use it, in plain text; may be empty. */
  @Column({ type: 'text', name: 'how_to_use', default: '' })
  howToUse!: string;

  /** The keys of the concerns it is made for (common/concerns.ts), in the list's order; may be empty. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  concerns!: string[];
}
