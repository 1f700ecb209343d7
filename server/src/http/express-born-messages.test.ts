import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { expressBornMessages } from './express-born-messages.js';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listen(server: http.Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('requests and responses born with the app’s prototypes', () => {
  it('reach the app already carrying the prototypes express would swap in, and express’s helpers work on them', async () => {
    const app = express();
    app.set('trust proxy', 'loopback');
    const born: Array<{ request: boolean; response: boolean }> = [];
    app.post('/echo', express.json(), (req, res) => {
      res
        .cookie('visited', 'yes')
        .status(201)
        .json({ ip: req.ip, type: req.get('content-type'), body: req.body as unknown });
    });
    const messages = expressBornMessages();
    messages.adopt(app);
    const server = http.createServer(messages.serverOptions, (req, res) => {
      born.push({ request: Object.getPrototypeOf(req) === app.request, response: Object.getPrototypeOf(res) === app.response });
      app(req, res);
    });
    const url = await listen(server);

    const answer = await fetch(`${url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ size: '100 ml' }),
    });

    expect(answer.status).toBe(201);
    expect(answer.headers.get('set-cookie')).toMatch(/^visited=yes/);
    // Express's own helpers work on them: the trusted proxy's address, headers, the parsed body.
    expect(await answer.json()).toEqual({ ip: '203.0.113.9', type: 'application/json', body: { size: '100 ml' } });
    expect(born).toEqual([{ request: true, response: true }]);
  });

  it('make plain Node requests until an app is adopted, as a test shop listening before its app exists needs', async () => {
    const messages = expressBornMessages();
    const prototypes: unknown[] = [];
    const server = http.createServer(messages.serverOptions, (req, res) => {
      prototypes.push(Object.getPrototypeOf(req), Object.getPrototypeOf(res));
      res.end('plain');
    });
    const url = await listen(server);

    expect(await (await fetch(url)).text()).toBe('plain');
    expect(prototypes).toEqual([http.IncomingMessage.prototype, http.ServerResponse.prototype]);
  });
});
