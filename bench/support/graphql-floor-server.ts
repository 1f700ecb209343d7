/**
 * The floor under the shop's GraphQL answers: the shop's own schema, resolvers, services and SQL,
 * answered from a bare node:http server by the shop's own executor (graphql/compiled-plans.ts:
 * graphql-js on a document's first run, its compiled plan after) on a document parsed once, and
 * nothing else: no express, none of the shop's middleware (security headers, CORS, cookies, trusted
 * documents, bearer tokens, the session lookup, compression), no Apollo Server (its request
 * pipeline, plugins, content negotiation, error formatting), no access log, request id or metrics.
 *
 * Not a way to run the shop (it checks nothing a caller sends): bench/api.ts measures it beside the
 * bare `pg` server and the shop, so the ratios say how much of the gap to the bare server the
 * shop's HTTP and Apollo layers could ever win back, and how much is the execution with the shop's
 * resolvers and TypeORM, which no change to those layers touches.
 *
 * A request with a cookie is answered as the shop's admin (the admin's order list), any other as
 * a guest. The admin's session is not looked up, as the shop and the bare server look it up: one
 * statement fewer, so the floor's admin order list is a little lower than any shop's could be.
 */
import 'reflect-metadata';
import http from 'node:http';
import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import { getOperationAST, parse, type DocumentNode } from 'graphql';
import { loadEnv } from '../../server/src/config/env.js';
import { createServices } from '../../server/src/container.js';
import { createDataSource } from '../../server/src/db/data-source.js';
import type { GraphQLContext } from '../../server/src/graphql/context.js';
import { CompiledPlans, compiledPlansExecutor } from '../../server/src/graphql/compiled-plans.js';
import { shopSchema } from '../../server/src/graphql/server.js';
import { createLogger } from '../../server/src/kernel/logger.js';
import type { RequestContext } from '../../server/src/kernel/request-context.js';
import { createPaymentProvider } from '../../server/src/payments/phonepe/create-payment-provider.js';

const env = loadEnv();
const publicUrl = `http://127.0.0.1:${env.PORT}`;
const logger = createLogger(env.LOG_LEVEL);
const dataSource = createDataSource({ url: env.DATABASE_URL!, poolSize: 10 });
await dataSource.initialize();
const services = createServices({
  dataSource,
  env,
  publicUrl,
  paymentProvider: createPaymentProvider(env, publicUrl, logger),
  paymentSandbox: null,
  logger,
});
const schema = shopSchema();
const executor = compiledPlansExecutor(new CompiledPlans(schema));
const [admin] = await dataSource.query<Array<{ id: string; email: string }>>(
  `SELECT id, email FROM users WHERE role = 'admin' ORDER BY created_at LIMIT 1`,
);
const documents = new Map<string, DocumentNode>();
const noCookie: GraphQLContext['cookies'] = { read: () => null, set: () => undefined, clear: () => undefined };

const server = http.createServer((req, res) => {
  if (req.url === '/healthz') {
    res.end('ok');
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    void answer(req, res, Buffer.concat(chunks).toString('utf8'));
  });
});

async function answer(req: http.IncomingMessage, res: http.ServerResponse, text: string): Promise<void> {
  try {
    const { query, variables, operationName } = JSON.parse(text) as {
      query: string;
      variables?: Record<string, unknown>;
      operationName?: string;
    };
    let document = documents.get(query);
    if (!document) documents.set(query, (document = parse(query)));
    const ctx: RequestContext = {
      user: req.headers.cookie && admin ? { id: admin.id, email: admin.email, role: 'admin' } : null,
      ip: '127.0.0.1',
      sessionToken: null,
    };
    const contextValue: GraphQLContext = { ctx, services, cookies: noCookie, res: res as unknown as GraphQLContext['res'] };
    const operation = getOperationAST(document, operationName) ?? undefined;
    // What Apollo hands the executor (its gateway's request context), only the fields it reads.
    const result = await executor({
      document,
      operation,
      operationName: operation?.name?.value ?? null,
      queryHash: query,
      request: { query, variables, operationName },
      context: contextValue,
    } as unknown as GatewayGraphQLRequestContext);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(result));
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(String(error));
  }
}

server.listen(env.PORT, '127.0.0.1');
