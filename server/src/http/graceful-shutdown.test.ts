import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackConnections } from './graceful-shutdown.js';

let server: http.Server | null = null;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = null;
});

async function slowServer(handlerMs: number, acceptGraceMs = 0) {
  server = http.createServer();
  server.keepAliveTimeout = 65_000;
  const drain = trackConnections(server, { acceptGraceMs, idleGraceMs: 100 });
  server.on(
    'request',
    drain.handle((req, res) => {
      if (req.url === '/healthz') {
        res.end('ok');
        return;
      }
      setTimeout(() => res.end('done'), handlerMs);
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { drain, port, url: `http://127.0.0.1:${port}` };
}

function connectError(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('trackConnections', () => {
  it('answers every request in flight over keep-alive connections, then closes well before the keep-alive timeout', async () => {
    const { drain, port, url } = await slowServer(300);
    // Node's fetch keeps connections alive, which is what makes a bare server.close() hang.
    const requests = Array.from({ length: 10 }, () => fetch(url).then((response) => response.text()));
    // On a loaded machine the ten requests take a while to arrive; wait until all are in flight.
    await vi.waitFor(() => expect(drain.inFlight).toBe(10), { timeout: 5_000 });
    const started = Date.now();
    const drained = drain.drain();
    expect(await Promise.all(requests)).toEqual(Array.from({ length: 10 }, () => 'done'));
    await drained;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await connectError(port)).toBe('ECONNREFUSED');
  });

  it('keeps accepting during the grace with the health check failing, and refuses afterwards', async () => {
    // A grace long enough that a request sent at once still lands in it on a loaded machine.
    const { drain, port, url } = await slowServer(50, 1_500);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const drained = drain.drain();
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(503);
    expect(health.headers.get('connection')).toBe('close');
    expect(await (await fetch(`${url}/late`)).text()).toBe('done');
    await drained;
    expect(await connectError(port)).toBe('ECONNREFUSED');
  });
});
