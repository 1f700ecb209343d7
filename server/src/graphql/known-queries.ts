import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { OperationTypeNode, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { nameOperation, observeOperation } from '../observability/graphql-operations.js';
import { handOverAnswer, type CompiledPlans } from './compiled-plans.js';
import type { QueryCosts } from './query-cost.js';
import { hasRetryAfter } from './retry-after.js';

/**
 * A door beside Apollo Server for the queries it has already accepted: nearly every request the
 * storefront and the admin send is one of a few dozen documents, asked again and again, and
 * Apollo's request pipeline (its plugins' hooks, the document's hash, the lookups and promises
 * between them) cost a product's page a quarter of its CPU, more than graphql-js's whole
 * execution of it (decision 79). Apollo still sees every new document first and stays the one
 * place where documents are parsed, validated and refused, where errors are formatted and where
 * anything unusual is answered.
 *
 * A document is known once Apollo has accepted it (parsed, validated, its operation found) for a
 * query sent by POST. A later request for the same text and operation name is answered here when
 * it is plain: a JSON object of `query`, `operationName` and `variables` only, a query whose cost
 * with these variables is within the limit, and an `Accept` the answer's type can be chosen for.
 * It then runs on the document's compiled plan with the context Apollo would have made, and the
 * answer is what Apollo's would have been: status 200, the same content type and headers, and
 * `{"data":…,"extensions":{"cost":…}}` with its trailing newline, timed and named in the access
 * log and metrics as Apollo's plugins do.
 *
 * Everything else goes to Apollo as before, including every answer that holds an error: the plan
 * has run, so Apollo takes its result instead of running the resolvers again (handOverAnswer)
 * and formats, times and sends it as its own. Variables a plan refuses (before any resolver runs)
 * go to Apollo too, for graphql-js's words. Mutations are not taken here.
 */
const MAX_KNOWN_DOCUMENTS = 500;
/** Accept headers whose answer type is kept: a browser sends one, a client library another. */
const MAX_KEPT_ACCEPT_HEADERS = 64;

/** Browsers must not keep GraphQL answers: every answer says so, the door's and Apollo's (server.ts's noStore). */
export const GRAPHQL_CACHE_CONTROL = 'no-store';

/** The answer types Apollo Server chooses among, as it names them (its MEDIA_TYPES). */
const APPLICATION_JSON = 'application/json; charset=utf-8';
const ANSWER_TYPES = [
  APPLICATION_JSON,
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

interface KnownQuery {
  queryHash: string;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  operationName: string | null;
}

type Variables = Record<string, unknown>;

export interface KnownQueries<TContext extends object> {
  /** Learns the documents Apollo accepts. */
  plugin: ApolloServerPlugin<TContext>;
  /** Apollo's express handler with the door in front of it. */
  handler(apollo: RequestHandler): RequestHandler;
  /** The context the door made for a request it handed to Apollo after running its plan: Apollo must use it. */
  contextHandedOver(req: Request): TContext | undefined;
}

export function knownQueries<TContext extends object>({
  plans,
  costs,
  contextFor,
}: {
  plans: CompiledPlans;
  costs: QueryCosts;
  /** The request's context, as Apollo's context function makes it. */
  contextFor: (req: Request, res: Response) => TContext;
}): KnownQueries<TContext> {
  /** By document text, then by the operation name as sent ('' for none). */
  const known = new LRUCache<string, Map<string, KnownQuery>>({ max: MAX_KNOWN_DOCUMENTS });
  const handedOver = new WeakMap<Request, TContext>();
  const answerTypes = new Map<string, string | null>();

  const plugin: ApolloServerPlugin<TContext> = {
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ source, queryHash, document, operation, operationName, request }) {
          if (operation?.operation === OperationTypeNode.QUERY && request.http?.method === 'POST') {
            let byName = known.get(source);
            if (!byName) known.set(source, (byName = new Map()));
            byName.set(request.operationName ?? '', { queryHash, document, operation, operationName });
          }
          return Promise.resolve();
        },
      });
    },
  };

  /** Apollo's choice of answer type for an Accept header (chooseContentTypeForSingleResultResponse); null: Apollo refuses it. */
  function answerTypeFor(accept: string | undefined): string | null {
    if (!accept) return APPLICATION_JSON;
    let type = answerTypes.get(accept);
    if (type === undefined) {
      type = new Negotiator({ headers: { accept } }).mediaType(ANSWER_TYPES) ?? null;
      if (answerTypes.size < MAX_KEPT_ACCEPT_HEADERS) answerTypes.set(accept, type);
    }
    return type;
  }

  function handler(apollo: RequestHandler): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      // With ETags on, express's res.send would add one (and answer 304s): the shop has them off for answers made per request.
      const plain = req.app.get('etag fn') ? null : plainQueryRequest(req);
      const query = plain && known.get(plain.query)?.get(plain.operationName ?? '');
      const answerType = query ? answerTypeFor(req.headers.accept) : null;
      if (!plain || !query || !answerType) return apollo(req, res, next);
      const variables = plain.variables ?? {};
      const cost = costs(plans.schema, query.document, query.operation, variables);
      const plan = cost.requested <= cost.limit && plans.planFor(query.queryHash, plain.operationName, query.document, query.operationName);
      if (!plan) return apollo(req, res, next);

      const startedAt = performance.now();
      nameOperation(query.operationName);
      const context = contextFor(req, res);
      // A plan catches what its resolvers throw; anything else (a bug of ours) goes to the error handler, as Apollo's would.
      new Promise<Awaited<ReturnType<typeof plan.query>>>((resolve) => resolve(plan.query(undefined, context, variables)))
        .then((result) => {
          // No data at all: the plan refused the variables before any resolver ran.
          if (!('data' in result)) return apollo(req, res, next);
          if (result.errors?.length || hasRetryAfter(context)) {
            handOverAnswer(context, result);
            handedOver.set(req, context);
            return apollo(req, res, next);
          }
          const body = `${JSON.stringify({ data: result.data, extensions: { cost } })}\n`;
          res.statusCode = 200;
          res.setHeader('content-type', answerType);
          res.setHeader('cache-control', GRAPHQL_CACHE_CONTROL);
          res.setHeader('content-length', Buffer.byteLength(body));
          res.end(body);
          observeOperation(query.operationName, false, startedAt);
        })
        .catch(next);
    };
  }

  return { plugin, handler, contextHandedOver: (req) => handedOver.get(req) };
}

/**
 * The request as a plain query by POST: a JSON object (so its content type is not one a form can
 * send, and Apollo's CSRF check passes) with a string `query` and nothing but `operationName` and
 * `variables` beside it, each of the type Apollo requires. Anything else is Apollo's to answer or refuse.
 */
function plainQueryRequest(req: Request): { query: string; operationName?: string; variables?: Variables } | null {
  if (req.method !== 'POST' || !req.headers['content-type']?.startsWith('application/json')) return null;
  const body: unknown = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { query, operationName, variables } = body as Record<string, unknown>;
  if (typeof query !== 'string') return null;
  for (const key in body) if (key !== 'query' && key !== 'operationName' && key !== 'variables') return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
  return { query, operationName: operationName ?? undefined, variables: (variables ?? undefined) as Variables | undefined };
}
