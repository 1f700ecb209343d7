import type { Response } from 'express';

type End = (...args: unknown[]) => Response;
type Write = (...args: unknown[]) => boolean;

/**
 * Calls `onBody` with a response's body when it goes out in one piece (res.send, res.json,
 * res.end(chunk)), just before it is sent; a Buffer it returns is sent instead. Streamed
 * responses (anything written with res.write) and empty ends are passed through untouched.
 *
 * The compression of dynamic answers and the catalogue response cache both see bodies this way.
 * The later a middleware calls this, the earlier its `onBody` runs: the cache, mounted after
 * compression, sees the plain body and compression then sends it compressed.
 */
export function onWholeBody(res: Response, onBody: (body: Buffer) => Buffer | void): void {
  // Bound: whichever write and end were in place (another middleware's, or the response's own).
  const originalWrite = res.write.bind(res) as Write;
  const originalEnd = res.end.bind(res) as End;
  let streamed = false;
  res.write = ((...args: unknown[]) => {
    streamed = true;
    return originalWrite(...args);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    res.write = originalWrite as Response['write'];
    res.end = originalEnd as Response['end'];
    const body = streamed ? null : bodyOf(args[0], args[1]);
    const replacement = body ? onBody(body) : undefined;
    if (!replacement) return originalEnd(...args);
    const callback = args.find((arg) => typeof arg === 'function');
    return originalEnd(replacement, callback);
  }) as Response['end'];
}

function bodyOf(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.isBuffer(chunk) ? chunk : null;
}
