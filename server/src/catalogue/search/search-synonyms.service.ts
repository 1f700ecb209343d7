import type { DataSource } from 'typeorm';
import { actorName, requireAdmin } from '../../kernel/access.js';
import { invalidInput } from '../../kernel/errors.js';
import type { RequestContext } from '../../kernel/request-context.js';
import type { ShopServiceDeps } from '../../kernel/dependencies.js';
import type { CatalogueChanges } from '../cache/catalogue-changes.js';
import { searchWords } from './search-query.js';

export interface SearchSynonymGroup {
  terms: string[];
}

export const MAX_SYNONYM_GROUPS = 100;
export const MAX_TERMS_PER_GROUP = 10;
export const MAX_TERM_LENGTH = 60;

/**
 * The owner's synonym groups (admin Settings): words a search treats as the same. Stored in
 * search_synonyms, which every search reads, so an edit applies to the next search everywhere.
 */
export class SearchSynonymsService {
  private readonly dataSource: DataSource;
  private readonly changes: CatalogueChanges;

  /** `changes`: the catalogue's, so this process's kept answers go at once (others hear the trigger). */
  constructor(deps: Pick<ShopServiceDeps, 'dataSource'>, changes: CatalogueChanges) {
    this.dataSource = deps.dataSource;
    this.changes = changes;
  }

  async list(ctx: RequestContext): Promise<SearchSynonymGroup[]> {
    requireAdmin(ctx);
    const rows: Array<{ terms: string[] }> = await this.dataSource.query(`SELECT terms FROM search_synonyms ORDER BY id`);
    return rows.map((row) => ({ terms: row.terms }));
  }

  /** Replaces every group at once; a group the rules refuse changes nothing. */
  async replace(ctx: RequestContext, groups: readonly SearchSynonymGroup[]): Promise<SearchSynonymGroup[]> {
    requireAdmin(ctx);
    const checked = checkSynonymGroups(groups);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`DELETE FROM search_synonyms`);
      if (checked.length > 0)
        await manager.query(
          `INSERT INTO search_synonyms (terms, updated_by) SELECT ARRAY(SELECT json_array_elements_text(g)), $2 FROM json_array_elements($1::json) AS g`,
          [JSON.stringify(checked.map((group) => group.terms)), actorName(ctx)],
        );
    });
    this.changes.changed();
    return this.list(ctx);
  }
}

/** Groups as stored: terms trimmed, lower-cased, spaces collapsed; each group two or more different terms. */
export function checkSynonymGroups(groups: readonly SearchSynonymGroup[]): SearchSynonymGroup[] {
  if (groups.length > MAX_SYNONYM_GROUPS) throw invalidInput(`At most ${MAX_SYNONYM_GROUPS} synonym groups`, { field: 'groups' });
  return groups.map((group, index) => {
    const field = `groups.${index}.terms`;
    const terms = [...new Set(group.terms.map((term) => term.trim().toLowerCase().replace(/\s+/g, ' ')).filter(Boolean))];
    if (terms.length < 2) throw invalidInput(`Synonym group ${index + 1} needs two or more different words`, { field });
    if (terms.length > MAX_TERMS_PER_GROUP)
      throw invalidInput(`Synonym group ${index + 1} has more than ${MAX_TERMS_PER_GROUP} words`, { field });
    for (const term of terms) {
      if (term.length > MAX_TERM_LENGTH)
        throw invalidInput(`"${term.slice(0, 20)}…" is longer than ${MAX_TERM_LENGTH} characters`, { field });
      if (!/^[\p{L}\p{N}][\p{L}\p{N} '-]*$/u.test(term) || searchWords(term).length === 0)
        throw invalidInput(`"${term}" may hold only letters, digits, spaces, dashes and apostrophes`, { field });
    }
    return { terms };
  });
}
