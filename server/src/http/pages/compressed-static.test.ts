import http from 'node:http';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, createCompressedFiles } from './compressed-static.js';

let dir: string;
let server: http.Server;
let base: string;
const script = `console.log(${JSON.stringify('herbal '.repeat(400))});`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'compressed-static-'));
  await writeFile(path.join(dir, 'app.js'), script);
  await writeFile(path.join(dir, 'tiny.css'), 'a{}');
  await writeFile(path.join(dir, 'photo.png'), Buffer.alloc(5000, 7));
  // Vite's build manifest and a stray dotfile: build internals, large enough to be compressed.
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ entries: 'x'.repeat(4000) }));
  await writeFile(path.join(dir, '.env.js'), script);
  // As the build leaves them: copies compressed beside the file. The copies' text is marked, to
  // tell a copy sent as it is from the file compressed on request.
  await writeFile(path.join(dir, 'built.js'), script);
  await writeFile(path.join(dir, 'built.js.br'), zlib.brotliCompressSync(`${script}// built br`));
  await writeFile(path.join(dir, 'built.js.gz'), zlib.gzipSync(`${script}// built gz`));
  // A copy left from an earlier build, older than the file that replaced it.
  await writeFile(path.join(dir, 'rebuilt.js'), script);
  await writeFile(path.join(dir, 'rebuilt.js.br'), zlib.brotliCompressSync(`${script}// stale`));
  const anHourAgo = new Date(Date.now() - 3_600_000);
  await utimes(path.join(dir, 'rebuilt.js.br'), anHourAgo, anHourAgo);
  const app = express();
  app.use(createCompressedFiles().serve(dir, 'public, max-age=60'));
  app.use(express.static(dir));
  app.use((_req, res) => res.status(404).end('none'));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** node:http, not fetch: fetch would decompress and hide the encoding. */
function get(
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compressed static files', () => {
  it('sends scripts brotli- or gzip-compressed, as accepted, with their type and cache policy', async () => {
    const br = await get('/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=60');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 5);

    const gz = await get('/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const again = await get('/app.js', { 'accept-encoding': 'gzip', 'if-none-match': gz.headers.etag! });
    expect(again.status).toBe(304);
  });

  it("sends the build's compressed copy as it is, and never a copy older than its file", async () => {
    const br = await get('/built.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(`${script}// built br`);
    const gz = await get('/built.js', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gz.body).toString()).toBe(`${script}// built gz`);
    expect((await get('/built.js')).body.toString()).toBe(script);

    const stale = await get('/rebuilt.js', { 'accept-encoding': 'br' });
    expect(stale.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(stale.body).toString()).toBe(script);
  });

  it('leaves plain requests, tiny files, images and unknown paths to express.static', async () => {
    expect((await get('/app.js')).headers['content-encoding']).toBeUndefined();
    expect((await get('/app.js', { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/tiny.css', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/photo.png', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    expect((await get('/missing.js', { 'accept-encoding': 'br' })).status).toBe(404);
    expect((await get('/..%2f..%2fetc%2fpasswd.js', { 'accept-encoding': 'br' })).status).toBe(404);
  });

  it('never serves a dotfile or dot-folder (Vite manifest), whatever Accept-Encoding says', async () => {
    for (const encoding of [undefined, 'gzip', 'br', 'gzip, deflate, br']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      expect((await get('/.vite/manifest.json', headers)).status, `encoding ${encoding}`).toBe(404);
      expect((await get('/%2evite/manifest.json', headers)).status, `encoded dot, ${encoding}`).toBe(404);
      expect((await get('/.env.js', headers)).status, `dotfile, ${encoding}`).toBe(404);
    }
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(acceptedEncoding('gzip, br')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
