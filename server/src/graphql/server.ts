import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type express from 'express';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import type { Env } from '../config/env.js';
import { requireRequestContext } from '../http/request-context.middleware.js';
import { sessionCookie } from '../http/session-cookie.js';
import type { Logger } from '../kernel/logger.js';
import { ShopError } from '../kernel/errors.js';
import type { ShopServices } from '../container.js';
import { graphqlArmor } from './armor.js';
import { CompiledPlans, compiledPlansGateway } from './compiled-plans.js';
import { GRAPHQL_CACHE_CONTROL, knownQueries } from './known-queries.js';
import { QUERY_TOO_COSTLY, queryCostLimit, queryCosts } from './query-cost.js';
import type { GraphQLContext } from './context.js';
import { resolvers } from './resolvers/index.js';
import { retryAfterHeader } from './retry-after.js';
import { edgeCodeOf } from '../kernel/edge-codes.js';
import { graphqlOperationMetrics } from '../observability/graphql-operations.js';

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * Errors Apollo raises about the request itself (unparsable, invalid against the schema, bad
 * variables, missing CSRF header): their messages help the caller and reveal nothing of ours.
 */
const CALLER_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  QUERY_TOO_COSTLY,
]);

export interface GraphQLMiddleware {
  middleware: express.RequestHandler;
  stop(): Promise<void>;
}

/** The GraphQL endpoint: schema from schema.graphql, our resolvers, one error shape. */
export async function createGraphQLMiddleware({
  services,
  env,
  logger,
}: {
  services: ShopServices;
  env: Env;
  logger: Logger;
}): Promise<GraphQLMiddleware> {
  const production = env.NODE_ENV === 'production';
  const development = env.NODE_ENV === 'development';
  const armor = graphqlArmor();
  const schema = shopSchema();
  const plans = new CompiledPlans(schema);
  const costs = queryCosts();
  const contextFor = (req: express.Request, res: express.Response): GraphQLContext => ({
    ctx: requireRequestContext(req),
    services,
    cookies: sessionCookie(req, res, production),
    res,
  });
  // Queries Apollo has accepted are answered beside it from then on (known-queries.ts).
  const known = knownQueries<GraphQLContext>({ plans, costs, contextFor });

  const server = new ApolloServer<GraphQLContext>({
    // Our schema, with each document run by a plan compiled for it once it is asked for again.
    gateway: compiledPlansGateway(plans),
    csrfPrevention: true,
    // One operation per request: a batch would multiply every limit below by its length.
    allowBatchedHttpRequests: false,
    // Depth, aliases, directives and tokens (armor.ts); cost, which needs the variables, in queryCostLimit.
    validationRules: armor.validationRules,
    parseOptions: armor.parseOptions,
    // Documents by hash come only from our own manifest (trusted-documents.ts), never from the wire.
    persistedQueries: false,
    // Integrators read schema.graphql (served at /schema.graphql) instead.
    introspection: !production,
    // No "Did you mean …?" field suggestions, in any mode.
    hideSchemaDetailsFromClientErrors: true,
    includeStacktraceInErrorResponses: development,
    // Fragment cycles that explode into millions of selections are refused before execution.
    maxRecursiveSelections: true,
    // Apollo's landing page loads scripts from a CDN our Content-Security-Policy forbids.
    // Cache hints are unused here (every answer is no-store, see noStore), and the cache-control
    // plugin wraps every field resolver, a fifth of the time of a 20-product listing.
    // Throttled answers carry Retry-After as the REST shims' 429s do (retry-after.ts).
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      noStore,
      retryAfterHeader<GraphQLContext>(),
      queryCostLimit<GraphQLContext>(costs),
      graphqlOperationMetrics<GraphQLContext>(),
      known.plugin,
    ],
    // main.ts owns SIGTERM/SIGINT and calls stop() in order. Apollo's own handler would race it,
    // and a second stop() during Apollo's waits on a barrier Apollo 5 never resolves: a hang.
    stopOnTerminationSignals: false,
    logger: {
      debug: (...args) => logger.debug(args.join(' ')),
      info: (...args) => logger.info(args.join(' ')),
      warn: (...args) => logger.warn(args.join(' ')),
      error: (...args) => logger.error(args.join(' ')),
    },
    formatError: (formatted, error) => formatShopError(formatted, error, { logger, development }),
  });
  await server.start();

  const apollo = expressMiddleware(server, {
    // A request the door for known queries ran and handed over keeps the context its plan ran with.
    context: ({ req, res }): Promise<GraphQLContext> => Promise.resolve(known.contextHandedOver(req) ?? contextFor(req, res)),
  });
  const middleware = known.handler(apollo);
  return { middleware, stop: () => server.stop() };
}

/** schema.graphql with the shop's resolvers: what Apollo serves (and bench/api.ts's floor executes directly). */
export function shopSchema(): GraphQLSchema {
  return makeExecutableSchema<GraphQLContext>({
    typeDefs: readFileSync(schemaPath(), 'utf8'),
    resolvers: resolvers as NonNullable<Parameters<typeof makeExecutableSchema<GraphQLContext>>[0]['resolvers']>,
  });
}

/** The published schema for integrators, since introspection is off in production. */
export function schemaHandler(): express.RequestHandler {
  const sdl = readFileSync(schemaPath(), 'utf8');
  return (_req, res) => {
    res.type('text/plain; charset=utf-8').setHeader('cache-control', 'public, max-age=300');
    res.send(sdl);
  };
}

/**
 * Browsers must not keep GraphQL answers: what Apollo's cache-control plugin sent for a response
 * without cache hints (all of ours), without its per-field cost.
 */
const noStore: ApolloServerPlugin<GraphQLContext> = {
  requestDidStart() {
    return Promise.resolve({
      willSendResponse({ response }) {
        response.http.headers.set('cache-control', GRAPHQL_CACHE_CONTROL);
        return Promise.resolve();
      },
    });
  },
};

/** The repository's schema.graphql: from the working directory, else found next to this source tree. */
function schemaPath(): string {
  const fromCwd = path.resolve(process.cwd(), 'schema.graphql');
  if (existsSync(fromCwd)) return fromCwd;
  return fileURLToPath(new URL('../../../schema.graphql', import.meta.url));
}

/**
 * The one error shape: our ShopErrors with their code and safe details; Apollo's own request
 * errors as they are; anything else is our bug, logged in full and reported without details.
 */
export function formatShopError(
  formatted: GraphQLFormattedError,
  error: unknown,
  { logger, development }: { logger: Logger; development: boolean },
): GraphQLFormattedError {
  const where = { ...(formatted.locations && { locations: formatted.locations }), ...(formatted.path && { path: formatted.path }) };
  const original = originalErrorOf(error);
  if (original instanceof ShopError) {
    return { message: original.message, ...where, extensions: { ...original.details, code: edgeCodeOf(original.code) } };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && CALLER_ERROR_CODES.has(code)) {
    return { message: callerErrorMessage(formatted.message, error), ...where, extensions: { code } };
  }
  logger.error('graphql error', {
    path: formatted.path?.join('.'),
    error: original instanceof Error ? (original.stack ?? original.message) : String(original),
  });
  const stacktrace = development ? formatted.extensions?.stacktrace : undefined;
  return {
    message: INTERNAL_ERROR_MESSAGE,
    ...where,
    extensions: { code: 'INTERNAL_SERVER_ERROR', ...(stacktrace ? { stacktrace } : {}) },
  };
}

const MAX_CALLER_MESSAGE_LENGTH = 300;
const GRAPHQL_NAME = /^\$?[_A-Za-z][_0-9A-Za-z]*[!\]]*$/;
const SAFE_REASON = /^[\w\s"$.,'()!?[\]-]*$/;

/**
 * Apollo's messages for bad requests, minus the caller's own values. graphql-js echoes a bad
 * variable in full ('Variable "$filter" got invalid value <anything up to 64 kB>; …'): reflecting
 * it back is useless to an honest client and a gift to anyone probing. Schema names stay, so the
 * message still says what was wrong and where.
 */
export function callerErrorMessage(message: string, error: unknown): string {
  const variable = /^Variable "\$([_A-Za-z][_0-9A-Za-z]*)" got invalid value/.exec(message);
  if (variable) {
    const inner = error instanceof Error ? (error as Error & { originalError?: unknown }).originalError : undefined;
    const reason = inner instanceof Error ? elideLiterals(inner.message.split(': ')[0]) : '';
    const safeReason = reason && reason.length <= 200 && SAFE_REASON.test(reason) ? ` ${reason}` : '';
    return `Variable "$${variable[1]}" got an invalid value.${safeReason}`;
  }
  const elided = elideLiterals(message);
  return elided.length > MAX_CALLER_MESSAGE_LENGTH ? `${elided.slice(0, MAX_CALLER_MESSAGE_LENGTH - 1)}…` : elided;
}

// graphql-js names a missing input field by its schema coordinate (OrderLineInput.variantId), not by caller text.
const MISSING_INPUT_FIELD = /^Field "[A-Z][_0-9A-Za-z]*\.[_A-Za-z][_0-9A-Za-z]*" of required type "/;

/** Quoted text that is not a GraphQL name (a type, field, enum value) was typed by the caller. */
function elideLiterals(text: string): string {
  const coordinate = MISSING_INPUT_FIELD.exec(text)?.[0] ?? '';
  return (
    coordinate +
    text
      .slice(coordinate.length)
      .replace(/"((?:[^"\\]|\\.)*)"/g, (literal, inside: string) => (GRAPHQL_NAME.test(inside) ? literal : '"…"'))
  );
}

/**
 * The error a resolver threw, unwrapped from graphql's GraphQLError. Duck-typed rather than
 * `instanceof`, because graphql can be loaded twice (its CommonJS and ESM builds, as under vitest)
 * and an error from one copy is not an instance of the other's class.
 */
function originalErrorOf(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth += 1) {
    if (!(current instanceof Error) || current.name !== 'GraphQLError') break;
    const inner = (current as Error & { originalError?: unknown }).originalError;
    if (!inner) break;
    current = inner;
  }
  return current;
}
