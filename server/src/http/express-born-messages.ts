import http from 'node:http';
import type { Express } from 'express';

/**
 * Request and response objects made by the HTTP server with an express app's prototypes from the
 * start, instead of being handed them on every request.
 *
 * Express gives each request its request and response methods (`req.get`, `req.ip`, `res.send`,
 * `res.cookie`…) by `Object.setPrototypeOf(req, app.request)` and the same for `res`, on every
 * request (and the GraphQL front door, route-front-door.ts, does what express does). Changing an
 * object's prototype after it was made gives it a new hidden class in V8, so every function of
 * Node's HTTP server, of express and of the middleware that later touches the request or the
 * response meets objects whose shape it has not seen: its inline caches miss and it runs its
 * slow, generic path. Measured on the shop's compiled build, a product read cost 0.87 ms of CPU
 * with the swap and 0.57 ms without it (`{ __typename }` half as much), the largest single cost of
 * a GraphQL request.
 *
 * Node lets a server name the classes it makes requests and responses from (`IncomingMessage`,
 * `ServerResponse` options of http.createServer). These are Node's own constructors with the
 * app's prototypes: each object is born with the prototype express would give it, and express's
 * own `setPrototypeOf` then sets the prototype it already has, which changes nothing.
 */
export interface ExpressBornMessages {
  /** For http.createServer: the classes it makes each request and response from. */
  serverOptions: Pick<http.ServerOptions, 'IncomingMessage' | 'ServerResponse'>;
  /**
   * The app whose prototypes they take (it may be made after the server, as a test shop that
   * needs its port first does); until then they make plain Node objects.
   */
  adopt(app: Express): void;
}

export function expressBornMessages(): ExpressBornMessages {
  // Node's IncomingMessage and ServerResponse are plain constructor functions (not classes), so
  // calling them on an object made from another prototype is what extending them means.
  const construct = (constructor: unknown, self: unknown, args: unknown[]) =>
    (constructor as (...args: unknown[]) => void).apply(self, args);
  function ExpressRequest(this: http.IncomingMessage, ...args: unknown[]) {
    construct(http.IncomingMessage, this, args);
  }
  function ExpressResponse(this: http.ServerResponse, ...args: unknown[]) {
    construct(http.ServerResponse, this, args);
  }
  ExpressRequest.prototype = http.IncomingMessage.prototype;
  ExpressResponse.prototype = http.ServerResponse.prototype;
  return {
    serverOptions: {
      IncomingMessage: ExpressRequest as unknown as typeof http.IncomingMessage,
      ServerResponse: ExpressResponse as unknown as typeof http.ServerResponse,
    },
    adopt(app) {
      ExpressRequest.prototype = app.request;
      ExpressResponse.prototype = app.response;
    },
  };
}
