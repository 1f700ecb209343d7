import type http from 'node:http';
import type { Socket } from 'node:net';

/**
 * Drains an HTTP server on SIGTERM so a rolling restart loses no request:
 *
 * 1. For `acceptGraceMs` the server still accepts connections (a load balancer may have sent
 *    some just before it noticed; closing the listener at once would reset the ones the kernel
 *    had already queued), but the health check answers 503 so the balancer stops sending more.
 * 2. Then the listener closes: new connections are refused.
 * 3. Every request in flight is answered; its response and any later one carry
 *    `Connection: close`, and a keep-alive connection is closed once it has been idle for
 *    `idleGraceMs` (Node's server.close() would otherwise wait for its 65 s keep-alive timeout,
 *    and closeIdleConnections() would also drop a connection whose request is not yet read).
 */
export interface DrainOptions {
  /** Keep accepting this long after the drain starts, failing the health check. */
  acceptGraceMs?: number;
  /** Close a connection with no request in flight once it has been idle this long. */
  idleGraceMs?: number;
  /** Answered 503 while draining (the readiness checks; liveness stays 200). */
  healthPath?: string | readonly string[];
}

export interface ConnectionDrain {
  /** Requests being answered right now. */
  readonly inFlight: number;
  readonly draining: boolean;
  /** The request listener: the app, except the health check while draining. */
  handle(app: (req: http.IncomingMessage, res: http.ServerResponse) => void): (req: http.IncomingMessage, res: http.ServerResponse) => void;
  /** Starts the drain; resolves once the listener is closed and every connection has ended. */
  drain(options?: { acceptGraceMs?: number }): Promise<void>;
}

interface ConnectionState {
  active: number;
  idleSince: number;
}

const SWEEP_EVERY_MS = 50;

/** Attach before the app's request listener, so it sees every request first. */
export function trackConnections(server: http.Server, options: DrainOptions = {}): ConnectionDrain {
  const idleGraceMs = options.idleGraceMs ?? 500;
  const healthPaths = new Set([options.healthPath ?? '/healthz'].flat());
  const connections = new Map<Socket, ConnectionState>();
  const responses = new Set<http.ServerResponse>();
  let draining: Promise<void> | null = null;

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { active: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const state = connections.get(req.socket);
    if (state) state.active += 1;
    responses.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      responses.delete(res);
      if (state) {
        state.active -= 1;
        state.idleSince = Date.now();
      }
    });
  });

  return {
    get inFlight() {
      return responses.size;
    },
    get draining() {
      return draining !== null;
    },
    handle(app) {
      return (req, res) => {
        if (draining && healthPaths.has(req.url?.split('?')[0] ?? '')) {
          res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
          res.end(JSON.stringify({ status: 'draining' }));
          return;
        }
        app(req, res);
      };
    },
    drain(drainOptions = {}) {
      const acceptGraceMs = drainOptions.acceptGraceMs ?? options.acceptGraceMs ?? 0;
      draining ??= new Promise<void>((resolve) => {
        for (const res of responses) if (!res.headersSent) res.setHeader('Connection', 'close');
        const sweep = setInterval(() => {
          const now = Date.now();
          for (const [socket, state] of connections) {
            if (state.active === 0 && now - state.idleSince >= idleGraceMs) socket.destroy();
          }
        }, SWEEP_EVERY_MS);
        setTimeout(() => {
          server.close(() => {
            clearInterval(sweep);
            resolve();
          });
        }, acceptGraceMs);
      });
      return draining;
    },
  };
}
