import { InitialSchema1763784000000 } from './1763784000000-initial-schema.js';
import { CatalogueChangeNotify1763870400000 } from './1763870400000-catalogue-change-notify.js';
import { CatalogueListingIndexes1763956800000 } from './1763956800000-catalogue-listing-indexes.js';
import { CatalogueListingCounts1764043200000 } from './1764043200000-catalogue-listing-counts.js';

/** Migrations in the order they run. Never edit one that has shipped; add a new one. */
export const allMigrations = [
  InitialSchema1763784000000,
  CatalogueChangeNotify1763870400000,
  CatalogueListingIndexes1763956800000,
  CatalogueListingCounts1764043200000,
];
