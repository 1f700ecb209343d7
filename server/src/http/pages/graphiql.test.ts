import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphiqlRoutes } from './graphiql.js';

const dist = mkdtempSync(path.join(tmpdir(), 'graphiql-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'graphiql.html'), '<title>Herbal Roots API explorer (GraphiQL)</title>');
writeFileSync(path.join(dist, 'assets', 'graphiql-abc123.js'), 'console.log("explorer")');

const servers: http.Server[] = [];
async function serve(enabled: boolean, from = dist): Promise<string> {
  const app = express();
  app.use('/graphiql', graphiqlRoutes({ enabled, dist: from }));
  app.use((_req, res) => res.status(200).send('the storefront'));
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let on: string;
let off: string;
beforeAll(async () => {
  [on, off] = await Promise.all([serve(true), serve(false)]);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('/graphiql', () => {
  it('serves the page and its hashed assets when enabled', async () => {
    const page = await fetch(`${on}/graphiql`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('API explorer');
    const asset = await fetch(`${on}/graphiql/assets/graphiql-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${on}/graphiql/assets/missing.js`)).status).toBe(404);
  });

  it('is a plain 404 when disabled, page and assets alike, never the storefront', async () => {
    for (const url of [`${off}/graphiql`, `${off}/graphiql/`, `${off}/graphiql/assets/graphiql-abc123.js`]) {
      const response = await fetch(url);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found');
    }
  });

  it('says how to build it when it has not been built', async () => {
    const unbuilt = await serve(true, path.join(dist, 'nothing-here'));
    const response = await fetch(`${unbuilt}/graphiql`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build:client');
  });
});
