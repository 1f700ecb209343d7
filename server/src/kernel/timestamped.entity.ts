import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** Every aggregate records when it was created and last changed. */
export abstract class TimestampedEntity {
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz', name: 'updated_at' })
  updatedAt!: Date;
}
