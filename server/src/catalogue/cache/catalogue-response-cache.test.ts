import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogueChanges } from './catalogue-changes.js';
import { canonicalJson, createCatalogueResponseCache } from './catalogue-response-cache.js';

/** The cache in front of a stand-in for GraphQL that counts how often it really answers. */
async function harness(
  options: { duringRead?: () => void; trustworthy?: () => boolean; maxEntries?: number; caughtUp?: () => Promise<void> } = {},
) {
  const changes = new CatalogueChanges();
  const cache = createCatalogueResponseCache({
    changes,
    isTrustworthy: options.trustworthy,
    maxEntries: options.maxEntries,
    caughtUp: options.caughtUp,
  });
  let answered = 0;
  const app = express();
  app.use('/graphql', cache.frontDoor);
  // Stands in for helmet: a header every answer carries, set after the front door.
  app.use((_req, res, next) => {
    res.setHeader('x-frame-options', 'SAMEORIGIN');
    next();
  });
  app.use(express.json());
  app.use('/graphql', cache.middleware);
  app.post('/graphql', async (req, res) => {
    answered += 1;
    const n = answered;
    await new Promise((resolve) => setTimeout(resolve, 5));
    options.duringRead?.();
    const { variables } = req.body as { variables?: { fail?: boolean; big?: boolean } };
    if (variables?.fail) {
      res.json({ errors: [{ message: 'no' }], data: null });
      return;
    }
    res.setHeader('cache-control', 'no-store');
    res.json({ data: { n, ...(variables?.big ? { text: 'neem '.repeat(500) } : {}) } });
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const post = async (query: string, variables?: Record<string, unknown>, operationName?: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables, operationName }),
    });
    return { headers: response.headers, body: (await response.json()) as { data: { n: number } } };
  };
  servers.push(server);
  return { changes, cache, post, url, answered: () => answered };
}

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const LIST = 'query List($limit: Int) { products(limit: $limit) { totalCount } }';

describe('catalogue response cache', () => {
  it('answers a repeated public read itself, with the original headers', async () => {
    const shop = await harness();
    const first = await shop.post(LIST, { limit: 2 });
    const second = await shop.post(LIST, { limit: 2 });
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('cache-control')).toBe('no-store');
    expect(second.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(shop.answered()).toBe(1);
    // The same variables in another order: not the same bytes, still the same answer.
    const third = await shop.post(LIST, { limit: 5, other: 1 });
    const reordered = await shop.post(LIST, { other: 1, limit: 5 });
    expect(reordered.body).toEqual(third.body);
    expect(shop.answered()).toBe(2);
    await shop.post(LIST, { limit: 3 });
    expect(shop.answered()).toBe(3);
  });

  it("never serves a kept answer before another process's committed change has arrived", async () => {
    // Another instance committed a price change; its notification reaches us only once we catch up.
    let pending = false;
    const other: { changes?: CatalogueChanges } = {};
    const shop = await harness({
      caughtUp: async () => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        if (pending) other.changes?.changed();
        pending = false;
      },
    });
    other.changes = shop.changes;
    await shop.post(LIST);
    expect((await shop.post(LIST)).body.data.n).toBe(1);
    pending = true;
    // Both doors: the exact bytes seen before, and the same read sent differently.
    expect((await shop.post(LIST)).body.data.n).toBe(2);
    pending = true;
    expect((await shop.post(LIST, {})).body.data.n).toBe(3);
  });

  it('forgets everything on a change', async () => {
    const shop = await harness();
    await shop.post(LIST);
    shop.changes.changed();
    expect((await shop.post(LIST)).body.data.n).toBe(2);
  });

  it('never keeps a read that overlapped a change: it may hold the old data', async () => {
    let changeDuringRead = true;
    const shop = await harness({
      duringRead: () => {
        if (changeDuringRead) shop.changes.changed();
      },
    });
    await shop.post(LIST);
    changeDuringRead = false;
    expect((await shop.post(LIST)).body.data.n).toBe(2);
    expect((await shop.post(LIST)).body.data.n).toBe(2);
  });

  it('leaves mutations, private fields, errors and unparsable documents to GraphQL', async () => {
    const shop = await harness();
    for (const query of [
      'mutation { deleteProduct(id: "x") }',
      '{ products { totalCount } me { id } }',
      '{ order(id: "x") { id } }',
      '{ ...Mine } fragment Mine on Query { me { id } }',
      '{ products(',
    ]) {
      await shop.post(query);
      await shop.post(query);
    }
    await shop.post(LIST, { fail: true });
    await shop.post(LIST, { fail: true });
    expect(shop.answered()).toBe(12);
  });

  it("keeps Apollo Client's own reads, which carry its name in extensions, but nothing else with extensions", async () => {
    const shop = await harness();
    const send = (extensions: unknown) =>
      fetch(shop.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: LIST, variables: { limit: 4 }, extensions }),
      });
    const clientLibrary = { clientLibrary: { name: '@apollo/client', version: '4.3.8' } };
    await send(clientLibrary);
    await send(clientLibrary);
    expect(shop.answered()).toBe(1);
    await send({ persistedQuery: { version: 1, sha256Hash: 'abc' } });
    await send({ persistedQuery: { version: 1, sha256Hash: 'abc' } });
    expect(shop.answered()).toBe(3);
  });

  it('chooses the operation by name, and caches fragments on Query', async () => {
    const shop = await harness();
    const document = `query A { categories { id } } mutation B { logout } query C { ...F } fragment F on Query { product(id: "x") { id } }`;
    await shop.post(document, undefined, 'A');
    await shop.post(document, undefined, 'A');
    await shop.post(document, undefined, 'B');
    await shop.post(document, undefined, 'B');
    await shop.post(document, undefined, 'C');
    await shop.post(document, undefined, 'C');
    expect(shop.answered()).toBe(4);
  });

  it('serves and keeps nothing while changes could go unnoticed', async () => {
    let trustworthy = false;
    const shop = await harness({ trustworthy: () => trustworthy });
    await shop.post(LIST);
    await shop.post(LIST);
    expect(shop.answered()).toBe(2);
    trustworthy = true;
    await shop.post(LIST);
    await shop.post(LIST);
    expect(shop.answered()).toBe(3);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const shop = await harness({ maxEntries: 2 });
    await shop.post(LIST, { limit: 1 });
    await shop.post(LIST, { limit: 2 });
    await shop.post(LIST, { limit: 1 });
    await shop.post(LIST, { limit: 3 });
    expect(shop.cache.size).toBe(2);
    await shop.post(LIST, { limit: 1 });
    expect(shop.answered()).toBe(3);
    await shop.post(LIST, { limit: 2 });
    expect(shop.answered()).toBe(4);
  });

  it('sends a large kept answer compressed to clients that accept it', async () => {
    const shop = await harness();
    await shop.post(LIST, { big: true });
    // node:http, not fetch: fetch would decompress and hide the encoding.
    const { body, encoding } = await new Promise<{ body: Buffer; encoding: string | undefined }>((resolve, reject) => {
      const request = http.request(
        shop.url,
        { method: 'POST', headers: { 'content-type': 'application/json', accept: '*/*', 'accept-encoding': 'gzip' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] }));
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ query: LIST, variables: { big: true } }));
    });
    expect(encoding).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(body).toString())).toMatchObject({ data: { n: 1 } });
    expect(shop.answered()).toBe(1);
  });

  it('makes one key of variables in any order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { e: 3, f: 2 }] }, b: 1 }),
    );
  });
});
