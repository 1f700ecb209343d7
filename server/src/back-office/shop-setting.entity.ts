import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One setting the owner changes in the admin's Settings page (settings.service.ts knows the keys
 * and checks the values). Stored, not configured, so every shop process reads the same value.
 */
@Entity({ name: 'shop_settings' })
export class ShopSettingEntity {
  @PrimaryColumn({ type: 'text' })
  key!: string;

  @Column({ type: 'text' })
  value!: string;

  @Column({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;

  /** The admin who last changed it. */
  @Column({ type: 'text', name: 'updated_by' })
  updatedBy!: string;
}
