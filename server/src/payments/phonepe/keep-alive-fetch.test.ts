import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { keepAliveFetch } from './keep-alive-fetch.js';

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

let server: http.Server | null = null;

afterEach(async () => {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = null;
});

/** A local server that records each request (with its body) and the connections made to it. */
async function startServer(answer: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void) {
  const received: Received[] = [];
  const state = { connections: 0 };
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      answer(req, res, body);
    });
  });
  server.on('connection', () => (state.connections += 1));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, state };
}

/** A port nothing listens on: one just listened on and closed again. */
async function closedPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const post = (body: unknown, signal?: AbortSignal) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json' },
  body: JSON.stringify(body),
  signal,
});

describe('keepAliveFetch', () => {
  it('sends a JSON POST with its headers and content-length, and answers with the status, headers and body', async () => {
    const { base, received } = await startServer((_req, res, body) => {
      res.statusCode = 201;
      res.statusMessage = 'Created';
      res.setHeader('content-type', 'application/json');
      res.setHeader('set-cookie', ['a=1', 'b=2']);
      res.setHeader('x-trace', ['one', 'two']);
      res.end(JSON.stringify({ echoed: JSON.parse(body) as unknown, note: 'नमस्ते' }));
    });
    const payload = { merchantOrderId: 'order-1', amount: 27900, note: 'भृंगराज तेल' };
    const response = await keepAliveFetch(`${base}/apis/pg/checkout/v2/pay?x=1`, {
      ...post(payload),
      headers: { ...post(payload).headers, authorization: 'O-Bearer T1' },
    });

    expect(received).toHaveLength(1);
    expect(received[0].method).toBe('POST');
    expect(received[0].url).toBe('/apis/pg/checkout/v2/pay?x=1');
    expect(received[0].headers['content-type']).toBe('application/json');
    expect(received[0].headers.authorization).toBe('O-Bearer T1');
    // Bytes, not characters: the body holds multi-byte UTF-8.
    expect(received[0].headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(payload))));
    expect(JSON.parse(received[0].body)).toEqual(payload);

    expect(response).toBeInstanceOf(Response);
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Created');
    expect(response.ok).toBe(true);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('x-trace')).toBe('one, two');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ echoed: payload, note: 'नमस्ते' });
  });

  it('sends a GET without a body', async () => {
    const { base, received } = await startServer((_req, res) => res.end('{}'));
    const response = await keepAliveFetch(`${base}/status`, { method: 'GET', headers: { accept: 'application/json' } });
    expect(await response.text()).toBe('{}');
    expect(received[0].method).toBe('GET');
    expect(received[0].body).toBe('');
    expect(received[0].headers['content-length']).toBeUndefined();
  });

  it('resolves a 4xx answer with its status and body, as fetch does', async () => {
    const { base } = await startServer((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'BAD_REQUEST', message: 'amount too large' }));
    });
    const response = await keepAliveFetch(`${base}/refund`, post({ amount: 1 }));
    expect(response.status).toBe(400);
    expect(response.ok).toBe(false);
    expect(await response.json()).toEqual({ code: 'BAD_REQUEST', message: 'amount too large' });
  });

  it('answers a 204 with an empty body', async () => {
    const { base } = await startServer((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    const response = await keepAliveFetch(`${base}/x`, post({}));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('decodes a gzip answer a server sends unasked', async () => {
    const { base } = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync(JSON.stringify({ ok: true })));
    });
    expect(await (await keepAliveFetch(`${base}/x`, post({}))).json()).toEqual({ ok: true });
  });

  it('reuses one kept-alive connection for sequential calls', async () => {
    const { base, received, state } = await startServer((_req, res) => res.end('{}'));
    for (let i = 0; i < 3; i += 1) {
      const response = await keepAliveFetch(`${base}/status/${i}`, post({ i }));
      expect(await response.text()).toBe('{}');
    }
    expect(received).toHaveLength(3);
    expect(state.connections).toBe(1);
  });

  it('rejects with the TimeoutError of AbortSignal.timeout when the server never answers', async () => {
    const { base, received } = await startServer(() => {
      // Never answers.
    });
    const started = performance.now();
    const error = await keepAliveFetch(`${base}/hang`, post({}, AbortSignal.timeout(100))).catch((e: unknown) => e);
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('TimeoutError');
    expect(elapsed).toBeGreaterThanOrEqual(90);
    expect(elapsed).toBeLessThan(1000);
    // The request did reach the server, so it was the abort that ended it.
    expect(received).toHaveLength(1);
  });

  it('rejects at once, without connecting, when the signal is already aborted', async () => {
    const { base, state } = await startServer((_req, res) => res.end('{}'));
    const controller = new AbortController();
    controller.abort();
    await expect(keepAliveFetch(`${base}/x`, post({}, controller.signal))).rejects.toMatchObject({ name: 'AbortError' });
    expect(state.connections).toBe(0);
  });

  it('rejects with an Error when the connection is refused', async () => {
    const port = await closedPort();
    const error = await keepAliveFetch(`http://127.0.0.1:${port}/x`, post({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });

  it('rejects with an Error when the server hangs up without answering', async () => {
    const { base } = await startServer((req) => req.socket.destroy());
    await expect(keepAliveFetch(`${base}/x`, post({}))).rejects.toThrow(/socket hang up/);
  });

  it('rejects a URL that is not http: or https:', async () => {
    await expect(keepAliveFetch('ftp://127.0.0.1/file', post({}))).rejects.toThrow(/only http: and https:/);
    await expect(keepAliveFetch('not a url', post({}))).rejects.toThrow(/not a valid URL/);
  });
});
