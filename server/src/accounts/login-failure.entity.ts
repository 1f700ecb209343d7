import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One failed sign-in, kept briefly to throttle guessing per account and per address. */
@Entity({ name: 'login_failures' })
export class LoginFailureEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  ip!: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at!: Date;
}
