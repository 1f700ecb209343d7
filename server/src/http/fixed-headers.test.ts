import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { fixedHeaders } from './fixed-headers.js';
import { securityHeaders } from './security-headers.js';

describe('fixedHeaders', () => {
  it('sets exactly the headers helmet sets', async () => {
    const app = express();
    app.get('/helmet', securityHeaders(true), (_req, res) => res.end());
    app.get('/fixed', await fixedHeaders(securityHeaders(true)), (_req, res) => res.end());
    const local = http.createServer(app);
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
    const strip = (headers: Headers) =>
      Object.fromEntries([...headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));
    try {
      expect(strip((await fetch(`${url}/fixed`)).headers)).toEqual(strip((await fetch(`${url}/helmet`)).headers));
    } finally {
      await new Promise((resolve) => local.close(resolve));
    }
  });

  it('keeps a middleware whose headers change per request', async () => {
    let n = 0;
    const nonce: express.RequestHandler = (_req, res, next) => {
      res.setHeader('x-nonce', String((n += 1)));
      next();
    };
    expect(await fixedHeaders(nonce)).toBe(nonce);
  });
});
