import { z } from 'zod';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as generated from '../../client/src/gql/graphql.js';
import { CLIENT_NAME_HEADER, FIRST_PARTY_CLIENT_NAME } from '@server/graphql/trusted-documents.js';
import { QueryCounter } from '../support/query-counter.js';
import { postGraphQL, startTestShop, type TestShop } from '../support/test-shop.js';

/**
 * Persisted (trusted) documents: the storefront's operations by sha256 hash, in Apollo's APQ
 * request shape, from the manifest codegen writes; never registered from the wire. In
 * `require-first-party` mode our storefront must use them while integrators keep full documents.
 */
const manifest = JSON.parse(readFileSync('client/src/gql/persisted-documents.json', 'utf8')) as Record<string, string>;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The manifest's hash of the operation named `name`. */
function hashOf(name: string): string {
  const entry = Object.entries(manifest).find(([, text]) => new RegExp(`(query|mutation) ${name}\\b`).test(text));
  if (!entry) throw new Error(`no persisted document for ${name}`);
  return entry[0];
}

const UNKNOWN_HASH = sha256('query Unknown { categories { id } }');
const FIRST_PARTY = { [CLIENT_NAME_HEADER]: FIRST_PARTY_CLIENT_NAME };

const post = (shop: TestShop, body: Record<string, unknown>, headers: Record<string, string> = {}) => postGraphQL(shop.url, body, headers);

/** The persisted ProductListing's answer, as far as these tests read it (sent by hash, so not typed by codegen). */
const TYPENAMED = z.looseObject({ __typename: z.string() });
const PERSISTED_LISTING = z.object({
  listing: TYPENAMED.extend({ items: z.array(TYPENAMED.extend({ sizes: z.array(TYPENAMED) })) }),
  categories: z.array(TYPENAMED),
});

const byHash = (hash: string, extra: Record<string, unknown> = {}) => ({
  extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
  ...extra,
});

describe('the manifest', () => {
  it('holds every operation the client sends, under the sha256 of its text', () => {
    const hashes = Object.values(generated as Record<string, unknown>).flatMap((value) => {
      const hash = (value as { __meta__?: { hash?: unknown } } | null)?.__meta__?.hash;
      return typeof hash === 'string' ? [hash] : [];
    });
    expect(hashes.length).toBeGreaterThan(10);
    for (const hash of hashes) expect(manifest[hash]).toBeDefined();
    for (const [hash, text] of Object.entries(manifest)) expect(sha256(text)).toBe(hash);
  });
});

describe('TRUSTED_DOCUMENTS=allow (the default)', () => {
  let shop: TestShop;
  const counter = new QueryCounter();

  beforeAll(async () => {
    shop = await startTestShop({}, { sqlLogger: counter });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('runs a known hash with the stored document, __typename included for the client cache', async () => {
    const answer = await post(shop, byHash(hashOf('ProductListing'), { variables: { limit: 2, offset: 0 } }));
    expect(answer.errors).toBeUndefined();
    const { listing, categories } = PERSISTED_LISTING.parse(answer.data);
    expect(listing.items).toHaveLength(2);
    expect(listing.__typename).toBe('ProductPage');
    expect(listing.items[0]).toMatchObject({ __typename: 'Product', id: expect.any(String) as unknown });
    expect(listing.items[0].sizes[0].__typename).toBe('Size');
    expect(categories[0].__typename).toBe('Category');
  });

  it('serves a repeated persisted catalogue read from the response cache, without the database', async () => {
    const request = byHash(hashOf('ProductListing'), { variables: { limit: 3, offset: 1, sort: 'PRICE_LOW_HIGH' } });
    const first = await counter.measure(() => post(shop, request));
    expect(first.result.errors).toBeUndefined();
    expect(first.queries.length).toBeGreaterThan(0);
    const second = await counter.measure(() => post(shop, request));
    expect(second.result).toEqual(first.result);
    expect(second.queries).toEqual([]);
  });

  it('answers an unknown hash with PERSISTED_QUERY_NOT_FOUND, and never learns one from the wire', async () => {
    const unknown = await post(shop, byHash(UNKNOWN_HASH));
    expect(unknown.status).toBe(200);
    expect(unknown.errors).toEqual([{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }]);

    // Apollo Client's retry: the full document with its hash. Answered, as any full document is…
    const retry = await post(shop, byHash(UNKNOWN_HASH, { query: 'query Unknown { categories { id } }' }));
    expect(retry.errors).toBeUndefined();
    expect(z.object({ categories: z.array(z.unknown()) }).parse(retry.data).categories.length).toBeGreaterThan(0);
    // …but not registered.
    expect((await post(shop, byHash(UNKNOWN_HASH))).errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses a hash that does not match the document sent with it', async () => {
    const answer = await post(shop, byHash(hashOf('Me'), { query: '{ categories { id } }' }));
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
  });

  it('refuses malformed persisted-query extensions with a 400', async () => {
    for (const persistedQuery of [{ version: 2, sha256Hash: hashOf('Me') }, { version: 1, sha256Hash: 'abc' }, { version: 1 }, 'x', null]) {
      const answer = await post(shop, { extensions: { persistedQuery } });
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_REQUEST');
    }
  });

  it('accepts full documents too', async () => {
    const answer = await post(shop, { query: '{ categories { id } }' }, FIRST_PARTY);
    expect(answer.errors).toBeUndefined();
  });

  it('accepts a hash by GET as well', async () => {
    const params = new URLSearchParams({
      operationName: 'Me',
      extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hashOf('Me') } }),
    });
    const response = await fetch(`${shop.url}/graphql?${params}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { me: null } });
  });
});

describe('TRUSTED_DOCUMENTS=require-first-party', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop({ TRUSTED_DOCUMENTS: 'require-first-party' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('runs our storefront’s known hashes', async () => {
    const answer = await post(shop, byHash(hashOf('Me')), FIRST_PARTY);
    expect(answer).toEqual({ status: 200, data: { me: null } });
  });

  it('refuses a full document from our storefront, with or without a hash', async () => {
    const plain = await post(shop, { query: '{ categories { id } }' }, FIRST_PARTY);
    expect(plain.status).toBe(403);
    expect(plain.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_REQUIRED');

    const unknown = await post(shop, byHash(UNKNOWN_HASH), FIRST_PARTY);
    expect(unknown.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const retry = await post(shop, byHash(UNKNOWN_HASH, { query: 'query Unknown { categories { id } }' }), FIRST_PARTY);
    expect(retry.status).toBe(403);
    expect(retry.data).toBeUndefined();

    const byGet = await fetch(`${shop.url}/graphql?query=${encodeURIComponent('{ categories { id } }')}`, {
      headers: { 'apollo-require-preflight': 'true', ...FIRST_PARTY },
    });
    expect(byGet.status).toBe(403);
  });

  it('lets integrators send full documents, under the limits', async () => {
    const answer = await post(shop, { query: '{ categories { id } }' });
    expect(answer.errors).toBeUndefined();
    const other = await post(shop, { query: '{ categories { id } }' }, { [CLIENT_NAME_HEADER]: 'acme-integration' });
    expect(other.errors).toBeUndefined();
    const tooMany = await post(shop, { query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: categories { id }`).join(' ')} }` });
    expect(tooMany.status).toBe(400);
  });
});

describe('TRUSTED_DOCUMENTS=off', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop({ TRUSTED_DOCUMENTS: 'off' });
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('tells clients that send hashes to send full documents instead', async () => {
    const answer = await post(shop, byHash(hashOf('Me')), FIRST_PARTY);
    expect(answer.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
    expect((await post(shop, { query: '{ me { id } }' }, FIRST_PARTY)).data).toEqual({ me: null });
  });
});
