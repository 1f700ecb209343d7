import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CarrierCode } from '@common/carriers.js';

/** How an order left the shop: the courier and its tracking number, written with the move to Shipped. */
@Entity({ name: 'shipments' })
export class ShipmentEntity {
  @PrimaryColumn({ type: 'uuid', name: 'order_id' })
  orderId!: string;

  @Column({ type: 'text' })
  carrier!: CarrierCode;

  /** Normalised: spaces removed, upper case (common/carriers.ts). */
  @Column({ type: 'text', name: 'tracking_number' })
  trackingNumber!: string;

  /** The admin's e-mail or the API token's name. */
  @Column({ type: 'text', name: 'shipped_by' })
  shippedBy!: string;

  @Column({ type: 'timestamptz', name: 'shipped_at', default: () => 'now()' })
  shippedAt!: Date;
}
