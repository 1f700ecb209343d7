import { describe, expect, it } from 'vitest';
import { analyseSearch, corrections, editDistance, MAX_COMPLETIONS, searchWords, typoBudget, type SearchVocabulary } from './search-query';

const vocabulary: SearchVocabulary = {
  words: new Set([
    'shikakai',
    'reetha',
    'shampoo',
    'rosemary',
    'methi',
    'scalp',
    'oil',
    'face',
    'wash',
    'neem',
    'tulsi',
    'aloe',
    'vera',
    'hair',
  ]),
  synonyms: [['tulsi', 'tulasi', 'holy basil']],
};

describe('reading what a shopper typed', () => {
  it('splits on anything but letters and digits, lower-cased and without accents', () => {
    expect(searchWords('Anti-Dandruff  SHAMPOO, Crème')).toEqual(['anti', 'dandruff', 'shampoo', 'creme']);
  });

  it('forgives no typo under four letters, one from four, two from seven', () => {
    expect([typoBudget('oil'), typoBudget('neem'), typoBudget('sampoo'), typoBudget('sikakay'), typoBudget('rosmery')]).toEqual([
      0, 1, 1, 2, 2,
    ]);
  });

  it('counts a swap of two neighbours as one edit, and stops counting past the most allowed', () => {
    expect(editDistance('tumeric', 'turmeric', 2)).toBe(1);
    expect(editDistance('sandlewood', 'sandalwood', 2)).toBe(2);
    expect(editDistance('xylophone', 'shampoo', 2)).toBe(3);
  });

  it.each([
    ['sampoo', ['shampoo']],
    ['sikakay', ['shikakai']],
    ['rosmery', ['rosemary']],
    ['olive', []],
  ])('reads the unknown word "%s" as the catalogue’s nearest words %j', (typed, nearest) => {
    expect(corrections(typed, vocabulary.words)).toEqual(nearest);
  });

  it('lets a two-letter typo match its word and offers it as "did you mean"', () => {
    const analysed = analyseSearch('sikakay shampoo', vocabulary);
    expect(analysed.tsquery).toBe(`('sikakay' | 'shikakai') & 'shampoo'`);
    expect(analysed.correction).toBe('shikakai shampoo');
  });

  it('matches a joined word as its two words, and a synonym as the rest of its group', () => {
    expect(analyseSearch('facewash', vocabulary).tsquery).toBe(`('facewash':* | ('face' & 'wash'))`);
    // The words typed last may be the start of longer ones; the synonyms they stand for are whole words.
    expect(analyseSearch('holy basil', vocabulary).tsquery).toBe(`('tulsi' | 'tulasi' | ('holy' & 'basil':*))`);
    expect(analyseSearch('neem tulsi', vocabulary).tsquery).toBe(`'neem' & ('tulsi' | 'tulasi' | ('holy' & 'basil'))`);
  });

  it('reads a word being typed as the catalogue words it starts, not as a typo', () => {
    expect(analyseSearch('neem sham', vocabulary)).toEqual({ tsquery: `'neem' & 'shampoo'`, correction: null, namesConcern: false });
    const oils = { ...vocabulary, words: new Set([...vocabulary.words, 'oils', 'oily']) };
    expect(analyseSearch('amla oil', oils).tsquery).toBe(`'amla' & ('oil' | 'oils' | 'oily')`);
  });

  it('keeps a word being typed as a prefix when it starts too many words, and a plural as typed', () => {
    const many = {
      ...vocabulary,
      words: new Set(['neem', ...Array.from({ length: MAX_COMPLETIONS + 1 }, (_, n) => `ne${'x'.repeat(n + 1)}`)]),
    };
    expect(analyseSearch('ne', many).tsquery).toBe(`'ne':*`);
    expect(analyseSearch('oils', vocabulary).tsquery).toBe(`'oils'`);
  });

  it('reads a concern however a shopper names it as its phrases and the token of the products made for it', () => {
    const hairFall = `(('hair' & 'fall') | 'hairfall' | ('hair' & 'loss') | ('hair' & 'falling') | ('hair' & 'thinning') | ('thinning' & 'hair'))`;
    // Followed by another word, so none of its own is the word being typed.
    expect(analyseSearch('hair loss oil', vocabulary).tsquery).toBe(`${hairFall} & 'oil'`);
    expect(analyseSearch('Hairfall oil', vocabulary).tsquery).toBe(`${hairFall} & 'oil'`);
    expect(analyseSearch('pimple', vocabulary).tsquery).toBe(`('acne' | 'pimple':* | 'pimples' | 'breakout' | 'breakouts')`);
    expect(analyseSearch('dark spot serum', vocabulary)).toMatchObject({ namesConcern: true });
    expect(analyseSearch('dark spot serum', vocabulary).tsquery).toContain(`'darkspots'`);
    expect(analyseSearch('neem shampoo', vocabulary).namesConcern).toBe(false);
  });

  it('joins a concern to the owner’s group for the same words', () => {
    const owners = { ...vocabulary, synonyms: [['dandruff', 'anti-dandruff', 'scurf']] };
    expect(analyseSearch('dandruff shampoo', owners).tsquery).toBe(
      `('dandruff' | ('anti' & 'dandruff') | 'scurf' | ('flaky' & 'scalp')) & 'shampoo'`,
    );
  });
});
