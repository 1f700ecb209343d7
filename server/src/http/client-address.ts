import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * The client's address as the limits and the order record use it: req.ip (which believes
 * X-Forwarded-For only from the TRUST_PROXY hops), when that is an IP address; a trusted proxy
 * that forwards something else (`not-an-ip`, markup) is not believed, and the connection's own
 * address is used instead.
 */
export function clientAddress(req: Request): string {
  const forwarded = req.ip;
  if (forwarded && isIP(forwarded)) return forwarded;
  const peer = req.socket.remoteAddress;
  return peer && isIP(peer) ? peer : 'unknown';
}
