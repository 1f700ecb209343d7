import { InitialSchema1763784000000 } from './1763784000000-initial-schema.js';

/** Migrations in the order they run. Never edit one that has shipped; add a new one. */
export const allMigrations = [InitialSchema1763784000000];
