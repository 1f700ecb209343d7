import { Column, Entity, PrimaryColumn, type EntityManager } from 'typeorm';

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

/**
 * Saves settings rows in one statement, each new or replacing its key's value, stamped with who
 * changed them and when. Every owner-edited setting (shop details, mail switches, cash on delivery)
 * is written this way, so each row always tells who last changed it.
 */
export async function writeShopSettings(manager: EntityManager, changedBy: string, values: ReadonlyArray<{ key: string; value: string }>) {
  if (values.length === 0) return;
  const updatedAt = new Date();
  await manager
    .createQueryBuilder()
    .insert()
    .into(ShopSettingEntity)
    .values(values.map(({ key, value }) => ({ key, value, updatedAt, updatedBy: changedBy })))
    .orUpdate(['value', 'updated_at', 'updated_by'], ['key'])
    .execute();
}
