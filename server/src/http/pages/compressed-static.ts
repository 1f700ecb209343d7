import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * The built client's text files (scripts, styles, SVG artwork, HTML) sent compressed: on a phone's
 * connection the uncompressed bundle costs seconds. The build writes each one beside itself
 * compressed (`app.js.br`, `app.js.gz`: client/vite.config.ts), which is sent as it is; a file
 * without such a copy, or with one older than itself, is compressed once, on first request. Either
 * is kept in memory while the file stays unchanged on disk; express.static still serves everything
 * else (and every request that accepts no compression).
 */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
/** Below this, compression saves less than a TCP packet. */
const MIN_BYTES = 1024;

type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface Variant {
  body: Buffer;
  etag: string;
}

export interface CompressedFiles {
  /** Middleware for files under `root`, served at the mount path with this Cache-Control. */
  serve(root: string, cacheControl: string): RequestHandler;
  /** Sends one file compressed when the client accepts it; false when the caller must send it itself. */
  send(req: Request, res: Response, file: string, cacheControl: string): Promise<boolean>;
}

export function createCompressedFiles(): CompressedFiles {
  const variants = new Map<string, Promise<Variant | null>>();

  async function variant(file: string, encoding: Encoding): Promise<Variant | null> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    if (!info.isFile() || info.size < MIN_BYTES) return null;
    // A rebuilt client changes size or mtime: the old compressed copy is never served for it.
    const key = `${encoding}:${file}:${info.size}:${info.mtimeMs}`;
    let pending = variants.get(key);
    if (!pending) {
      pending = (async () => {
        const body = (await precompressed(file, encoding, info.mtimeMs)) ?? (await compress(await readFile(file), encoding));
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}-${encoding}"` };
      })().catch(() => null);
      variants.set(key, pending);
    }
    return pending;
  }

  async function send(req: Request, res: Response, file: string, cacheControl: string): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const type = TEXT_TYPES[path.extname(file).toLowerCase()];
    const encoding = type ? acceptedEncoding(req.headers['accept-encoding']) : null;
    if (!encoding) return false;
    const found = await variant(file, encoding);
    if (!found) return false;
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('ETag', found.etag);
    if (req.headers['if-none-match'] === found.etag) {
      res.status(304).end();
      return true;
    }
    res.setHeader('Content-Length', found.body.length);
    res.status(200).end(req.method === 'HEAD' ? undefined : found.body);
    return true;
  }

  return {
    send,
    serve(root, cacheControl) {
      const base = path.resolve(root);
      return (req: Request, res: Response, next: NextFunction) => {
        let relative: string;
        try {
          relative = decodeURIComponent(req.path);
        } catch {
          return next();
        }
        const file = path.join(base, relative);
        // Only files inside the build folder, never a path that climbs out of it, and never a
        // dotfile or dot-folder (Vite's .vite/manifest.json is a build internal): the same files
        // express.static refuses, whatever Accept-Encoding says.
        if (relative.includes('\0') || !file.startsWith(`${base}${path.sep}`) || isHidden(relative)) return next();
        send(req, res, file, cacheControl).then((sent) => (sent ? undefined : next()), next);
      };
    },
  };
}

const EXTENSIONS: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The build's compressed copy of a file, unless it is missing or older than the file (a stale copy of an earlier build). */
async function precompressed(file: string, encoding: Encoding, fileMtimeMs: number): Promise<Buffer | null> {
  const copy = `${file}${EXTENSIONS[encoding]}`;
  try {
    const info = await stat(copy);
    return info.isFile() && info.mtimeMs >= fileMtimeMs ? await readFile(copy) : null;
  } catch {
    return null;
  }
}

/** At request time a lower brotli level than the build's: 11 takes several times as long for a few per cent. */
function compress(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzip(raw, { level: 9 });
}

/** True when any segment of the path is a dotfile or dot-folder (`.vite`, `.env`, `.git`). */
export function isHidden(relative: string): boolean {
  return relative.split(/[\\/]/).some((segment) => segment.startsWith('.') && segment !== '.');
}

/** The best encoding the client accepts (q=0 means refused), preferring brotli. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const allowed = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}
