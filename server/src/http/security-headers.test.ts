import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from '@/app/provider';
import { COLOR_SCHEME_SCRIPT_HASH, securityHeaders } from './security-headers.js';

const indexHtml = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../client/index.html'), 'utf8');
const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);

describe('the Content-Security-Policy and the page template', () => {
  it('allows the colour-scheme script of client/index.html, and no other inline script exists', () => {
    expect(inlineScripts).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inlineScripts[0]).digest('base64')}'`;
    expect(hash).toBe(COLOR_SCHEME_SCRIPT_HASH);
  });

  it('reads the colour scheme from the key Mantine stores it under', () => {
    expect(inlineScripts[0]).toContain(`'${COLOR_SCHEME_STORAGE_KEY}'`);
  });

  it('sends the hash in script-src, beside our own origin only', async () => {
    const app = express();
    app.use(securityHeaders(false));
    app.get('/', (_req, res) => res.send('ok'));
    const local = http.createServer(app);
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    try {
      const response = await fetch(`http://127.0.0.1:${(local.address() as AddressInfo).port}/`);
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(scriptSrc).toBe(`'self' ${COLOR_SCHEME_SCRIPT_HASH}`);
    } finally {
      await new Promise((resolve) => local.close(resolve));
    }
  });
});
