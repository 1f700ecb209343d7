import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainJsonBody } from './json-body.js';

let server: http.Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(plainJsonBody(100));
  app.use(express.json({ limit: 100 }));
  app.post('/echo', (req, res) => res.json({ body: (req.body as unknown) ?? null }));
  app.use(((error: { status?: number; type?: string }, _req, res, _next) =>
    res.status(error.status ?? 500).json({ type: error.type })) as express.ErrorRequestHandler);
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const post = async (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) => {
  const response = await fetch(`${base}/echo`, { method: 'POST', headers, body });
  return { status: response.status, json: (await response.json()) as unknown };
};

describe('plainJsonBody', () => {
  it('parses plain JSON bodies as express.json would', async () => {
    expect(await post('{"query":"{ a }","variables":{"n":1}}')).toEqual({
      status: 200,
      json: { body: { query: '{ a }', variables: { n: 1 } } },
    });
    expect(await post('[1,2]', { 'content-type': 'application/json; charset=utf-8' })).toEqual({ status: 200, json: { body: [1, 2] } });
  });

  it('fails malformed JSON and bare values the way express.json does', async () => {
    expect(await post('{"query":')).toEqual({ status: 400, json: { type: 'entity.parse.failed' } });
    expect(await post('"just a string"')).toEqual({ status: 400, json: { type: 'entity.parse.failed' } });
  });

  it('leaves other types, charsets and oversized bodies to express.json', async () => {
    expect((await post('{"a":1}', { 'content-type': 'text/plain' })).json).toEqual({ body: null });
    expect((await post('{"a":1}', { 'content-type': 'application/json; charset=latin1' })).status).toBe(415);
    expect((await post(JSON.stringify({ a: 'x'.repeat(200) }))).json).toEqual({ type: 'entity.too.large' });
  });
});
