import { auditServer, type AuditResult } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/test-shop.js';

/**
 * The GraphQL-over-HTTP audit of graphql-http (the reference implementation of the GraphQL-over-HTTP specification,
 * https://graphql.github.io/graphql-over-http/) against a test shop, as an integrator's tooling
 * would run it. Every MUST passes. Three SHOULDs are deliberately not met: for a document that
 * does not parse, does not validate, or whose variables do not coerce, a client accepting
 * application/json gets HTTP 400 (Apollo Server's answer) rather than 200. A request that never
 * executed is the caller's mistake; 400 lets proxies, load tests and curl -f see it without reading
 * the body, and GraphQL over HTTP requires 4xx for the same case under application/graphql-response+json.
 */
const DELIBERATELY_NOT_MET = [
  '572B', // SHOULD use 200 status code on document parsing failure when accepting application/json
  'FDE2', // SHOULD use 200 status code on document validation failure when accepting application/json
  '7B9B', // SHOULD use a status code of 200 on variable coercion failure when accepting application/json
];

let shop: TestShop;
let results: AuditResult[];

beforeAll(async () => {
  shop = await startTestShop();
  results = await auditServer({ url: `${shop.url}/graphql` });
});

afterAll(async () => {
  await shop?.close();
});

describe('the GraphQL-over-HTTP audit (graphql-http)', () => {
  it('passes every MUST', () => {
    const failed = results.filter((result) => result.status === 'error').map((result) => `${result.id} ${result.name}`);
    expect(failed).toEqual([]);
    expect(results.filter((result) => result.name.startsWith('MUST')).length).toBeGreaterThanOrEqual(13);
  });

  it('misses only the SHOULDs we chose not to meet (400 for a request that never executed)', () => {
    const warned = results.filter((result) => result.status === 'warn').map((result) => result.id);
    expect(warned.sort()).toEqual([...DELIBERATELY_NOT_MET].sort());
    const levels = ['MUST', 'SHOULD', 'MAY'].map((level) => {
      const audits = results.filter((result) => result.name.startsWith(level));
      return `${level} ${audits.filter((result) => result.status === 'ok').length}/${audits.length}`;
    });
    console.info(`graphql-http audit, passed of audited: ${levels.join(', ')}`);
  });
});
