import type { DataSource } from 'typeorm';
import { CONCERN_WORDS, type SearchVocabulary } from './search-query.js';

interface VersionRow {
  words_version: string | null;
  synonyms: string[][];
}

/**
 * The catalogue's words and the owner's synonyms, as every search reads them. The synonyms (a few
 * rows) are read each time, so an owner's edit applies at once in every process; the words (a
 * few thousand at most) are kept and read again only when a new one was added, which their
 * ever-growing id tells in the same statement.
 */
export class SearchVocabularyStore {
  private readonly dataSource: DataSource;
  private words: ReadonlySet<string> = new Set();
  private wordsVersion: string | null = null;
  private loading: Promise<void> | null = null;

  constructor(dataSource: DataSource) {
    this.dataSource = dataSource;
  }

  async current(): Promise<SearchVocabulary> {
    const [row]: VersionRow[] = await this.dataSource.query(
      `SELECT (SELECT max(id) FROM search_words)::text AS words_version,
              coalesce((SELECT json_agg(terms ORDER BY id) FROM search_synonyms), '[]'::json) AS synonyms`,
    );
    if (row.words_version !== this.wordsVersion) await this.reloadWords(row.words_version);
    return { words: this.words, synonyms: row.synonyms };
  }

  private async reloadWords(version: string | null): Promise<void> {
    // Concurrent searches that all saw the change share one read.
    this.loading ??= (async () => {
      const rows: Array<{ word: string }> = await this.dataSource.query(`SELECT word FROM search_words`);
      // The concerns' words are the shop's even before a product uses one: "dandruf" corrects to dandruff.
      this.words = new Set([...rows.map((row) => row.word), ...CONCERN_WORDS]);
      this.wordsVersion = version;
    })().finally(() => {
      this.loading = null;
    });
    await this.loading;
  }
}
