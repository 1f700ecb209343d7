import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '@server/db/seed/catalogue.js';
import { refreshProductRatings } from '@server/reviews/review.service.js';
import { graphql } from '../support/gql/gql.js';
import { startShopWithClient, type ShopClient, type TestShop } from '../support/test-shop.js';

/** Search over the seeded catalogue as a shopper types it: the product each search must show first. */
let shop: TestShop;
let client: ShopClient;

beforeAll(async () => {
  ({ shop, client } = await startShopWithClient());
  // Search breaks ties by what buyers think of a product, and only buyers' reviews count. This shop's
  // reviews are the demo's samples: they are made buyers' here, so it ranks as a trading shop would.
  const [reviewed] = await shop.dataSource.query<[Array<{ product_id: string }>, number]>(
    `UPDATE reviews SET is_sample = false WHERE is_sample RETURNING product_id`,
  );
  await refreshProductRatings(shop.dataSource.manager, [...new Set(reviewed.map((row) => row.product_id))]);
});

afterAll(async () => {
  await shop?.close();
});

const SEARCH = graphql(`
  query CatalogueSearch($search: String!, $limit: Int) {
    products(filter: { search: $search }, limit: $limit) {
      items {
        id
        name
      }
      totalCount
      didYouMean
    }
  }
`);

const SYNONYMS = graphql(`
  query CatalogueSearchSynonyms {
    searchSynonyms {
      terms
    }
  }
`);

const UPDATE_SYNONYMS = graphql(`
  mutation CatalogueSearchUpdateSynonyms($groups: [SearchSynonymGroupInput!]!) {
    updateSearchSynonyms(groups: $groups) {
      searchSynonyms {
        terms
      }
      errors {
        code
        message
        field
      }
    }
  }
`);

async function search(text: string, limit = 24) {
  const result = await client.gql(SEARCH, { search: text, limit });
  expect(result.errors).toBeUndefined();
  return result.data!.products;
}

const nameOf = (id: string) => seedCatalogue.find((product) => product.id === id)!.name;

/** [what the shopper types, the product it must show first, why it is hard]. */
const FIRST_RESULTS: Array<[string, string, string]> = [
  ['amla oil', 'hair-oil-1', 'two words not side by side in the name'],
  ['oil hair', 'hair-oil-1', 'words in the other order'],
  ['neem face wash', 'face-wash-1', 'three words, all in the name'],
  ['anti dandruff', 'hair-shampoo-3', 'a hyphenated word typed as two'],
  ['anti-dandruff shampoo', 'hair-shampoo-3', 'the hyphen as written'],
  ['dandruff', 'hair-shampoo-3', 'half of a hyphenated word'],
  ['shampoos', 'hair-shampoo-1', 'a plural'],
  ['sampoo', 'hair-shampoo-1', 'a letter missing'],
  ['shampo', 'hair-shampoo-1', 'a letter missing at the end, while typing'],
  ['tulasi', 'face-wash-1', 'a synonym (and a letter more)'],
  ['holy basil', 'face-wash-1', 'a two-word synonym'],
  ['facewash', 'face-wash-1', 'two words joined'],
  ['aloevera', 'skin-gel-1', 'two words joined'],
  ['aloe vera gel', 'skin-gel-1', 'the better-rated of two names with all three words'],
  ['tumeric', 'face-wash-2', 'a common misspelling'],
  ['kumkumdi', 'skin-serum-1', 'a letter missing in a long word'],
  ['bhringraj serum', 'hair-serum-1', 'a name over a description mention'],
  ['bhring', 'hair-oil-1', 'the start of a word, as the header suggests while typing'],
  ['soap sandalwood', 'skin-soap-2', 'words in the other order'],
  ['vitamin c serum', 'skin-serum-2', 'a one-letter word'],
  ['sanitary napkins', 'napkin-1', 'a plural'],
  ['pads', 'napkin-2', 'a plural'],
  ['moisturizer', 'skin-cream-2', 'the American spelling, a synonym'],
  ['curl gel', 'hair-gel-1', 'two words of a longer name'],
  ['rosemary scalp oil', 'hair-oil-4', 'three words'],
  ['hibiscus shampoo', 'hair-shampoo-2', 'an ingredient and a product type'],
  ['NEEM  Tulsi', 'face-wash-1', 'capitals and extra spaces'],
  ['charcoal', 'skin-soap-1', 'a single ingredient'],
  ['sikakay shampoo', 'hair-shampoo-1', 'two letters off (a letter missing, one changed)'],
  ['rosmery scalp', 'hair-oil-4', 'two letters off in the first word'],
  ['jatamasi', 'hair-oil-5', 'a letter missing in a rare word'],
  ['body buter', 'skin-cream-3', 'a letter missing in the second word'],
  ['lemon grass soap', 'skin-soap-3', 'one word typed as two'],
  ['ultra thin pads', 'napkin-2', 'a hyphenated word typed as two, and a plural'],
  ['onion oil', 'hair-oil-2', 'two words of a longer name'],
  ['frizz serum', 'hair-serum-2', 'two words of a longer name'],
  ['ubtan', 'face-wash-3', 'a single rare word'],
];

describe('search finds what a shopper types', () => {
  it.each(FIRST_RESULTS)('"%s" shows %s first (%s)', async (text, firstId) => {
    const page = await search(text);
    expect(page.items[0]?.name, `first of ${JSON.stringify(page.items.map((item) => item.name))}`).toBe(nameOf(firstId));
  });

  it('ranks a match in the name above one in the description only', async () => {
    // "Bhringraj & Amla Hair Oil" names amla; the face wash's description may mention it.
    const names = (await search('amla')).items.map((item) => item.name);
    expect(names.slice(0, 2).sort()).toEqual([nameOf('hair-oil-1'), nameOf('skin-serum-2')].sort());
  });

  it('finds nothing for words no product has, and says so with no "did you mean"', async () => {
    const page = await search('xylophone');
    expect(page).toMatchObject({ items: [], totalCount: 0, didYouMean: null });
  });

  it('offers "did you mean" without the word no product has', async () => {
    const page = await search('neem qwertyzz');
    expect(page.items).toEqual([]);
    expect(page.didYouMean).toBe('neem');
    expect((await search(page.didYouMean!)).totalCount).toBeGreaterThan(0);
  });

  it('suggests a few products as the shopper types, best first', async () => {
    const typed = ['a', 'al', 'alo', 'aloe', 'aloe v'];
    const firsts = [];
    for (const text of typed) firsts.push((await search(text, 5)).items);
    // The two "Aloe Vera" names, the better-liked first, before anything with aloe and another v-word.
    expect(firsts[4].slice(0, 2).map((item) => item.name)).toEqual([nameOf('skin-gel-1'), nameOf('hair-gel-2')]);
    expect(firsts[2].length).toBeGreaterThan(0);
    for (const items of firsts) expect(items.length).toBeLessThanOrEqual(5);
  });
});

describe('the owner’s synonyms', () => {
  it('are seeded, and an edit takes effect on the next search', async () => {
    const admin = shop.client();
    await admin.loginAsAdmin();
    const seeded = (await admin.gql(SYNONYMS)).data!.searchSynonyms.map((group) => group.terms);
    expect(seeded).toContainEqual(['tulsi', 'tulasi', 'holy basil']);
    expect(seeded).toContainEqual(['dandruff', 'anti-dandruff']);

    expect((await search('kokum ghee')).totalCount).toBe(0);
    const updated = await admin.gql(UPDATE_SYNONYMS, { groups: [...seeded.map((terms) => ({ terms })), { terms: ['Ghee ', 'butter'] }] });
    expect(updated.data!.updateSearchSynonyms.errors).toEqual([]);
    expect(updated.data!.updateSearchSynonyms.searchSynonyms).toContainEqual({ terms: ['ghee', 'butter'] });
    expect((await search('kokum ghee')).items[0]?.name).toBe(nameOf('skin-cream-3'));

    // Removing a group removes its effect.
    await admin.gql(UPDATE_SYNONYMS, { groups: seeded.filter((terms) => !terms.includes('holy basil')).map((terms) => ({ terms })) });
    expect((await search('holy basil')).totalCount).toBe(0);
    await admin.gql(UPDATE_SYNONYMS, { groups: seeded.map((terms) => ({ terms })) });
  });

  it('refuses a group of one word or odd characters, and changes nothing then', async () => {
    const admin = shop.client();
    await admin.loginAsAdmin();
    const before = (await admin.gql(SYNONYMS)).data!.searchSynonyms;
    const lonely = await admin.gql(UPDATE_SYNONYMS, { groups: [{ terms: ['neem', 'neem '] }] });
    expect(lonely.data!.updateSearchSynonyms).toMatchObject({
      searchSynonyms: null,
      errors: [{ code: 'VALIDATION', field: ['groups', '0', 'terms'] }],
    });
    const odd = await admin.gql(UPDATE_SYNONYMS, { groups: [{ terms: ['tulsi', 'tul:*si'] }] });
    expect(odd.data!.updateSearchSynonyms.errors[0]).toMatchObject({ code: 'VALIDATION' });
    expect((await admin.gql(SYNONYMS)).data!.searchSynonyms).toEqual(before);
  });

  it('are the owner’s alone', async () => {
    const result = await client.gql(SYNONYMS);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const update = await client.gql(UPDATE_SYNONYMS, { groups: [] });
    expect(update.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
