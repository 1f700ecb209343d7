import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressDynamicResponses } from './compressed-responses.js';

let server: http.Server;
let base: string;
const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: `hair-oil-${i}`, name: 'Bhringraj Hair Oil' })) };

beforeAll(async () => {
  const app = express();
  app.use(compressDynamicResponses());
  app.get('/big', (_req, res) => res.json(big));
  app.get('/small', (_req, res) => res.json({ ok: true }));
  app.get('/text', (_req, res) => res.type('text/plain').send('x'.repeat(5000)));
  app.get('/streamed', (_req, res) => {
    res.type('application/json');
    res.write('[');
    res.end(']');
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** node:http, not fetch: fetch would decompress and hide the encoding. */
function get(pathname: string, acceptEncoding?: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compressDynamicResponses', () => {
  it('compresses a large JSON answer for clients that accept it', async () => {
    const br = await get('/big', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(JSON.parse(zlib.brotliDecompressSync(br.body).toString())).toEqual(big);
    const gz = await get('/big', 'gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toEqual(big);
  });

  it('leaves small, non-JSON, streamed and unaccepted answers as they are', async () => {
    expect((await get('/big')).headers['content-encoding']).toBeUndefined();
    expect((await get('/small', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/text', 'br')).headers['content-encoding']).toBeUndefined();
    const streamed = await get('/streamed', 'br');
    expect(streamed.headers['content-encoding']).toBeUndefined();
    expect(streamed.body.toString()).toBe('[]');
  });
});
