import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ParseOptions, type ValidationContext, type ValidationRule } from 'graphql';

/**
 * Limits on the shape of any GraphQL document, so one request cannot make the server do
 * unbounded work. Measured against the first-party client's documents
 * (client/src/gql/persisted-documents.json, __typename included): the deepest goes 4 levels,
 * the most aliases is 3, no directives, about 110 tokens. The limits leave integrators plenty of
 * room above that. An operation's cost depends on its variables (`first: $n`), which these rules
 * do not see: query-cost.ts counts it once the operation is known.
 */
export const GRAPHQL_LIMITS = {
  /** Levels of fields, fragments flattened (`products { items { sizes { label } } }` is 4). */
  maxDepth: 8,
  maxAliases: 15,
  maxDirectives: 10,
  /** Lexical tokens in the document; enforced by graphql-js's own parser, which stops counting there. */
  maxTokens: 2000,
} as const;

export interface GraphQLArmorOptions {
  validationRules: ValidationRule[];
  parseOptions: ParseOptions;
}

/**
 * graphql-armor's validation rules for depth, aliases and directives, plus the token limit.
 *
 * Rejections are reported to the validation context (not thrown), so Apollo answers them like any
 * invalid document: 400 with GRAPHQL_VALIDATION_FAILED. The token limit is graphql-js's parser
 * option rather than armor's Apollo plugin: that plugin throws from `parsingDidStart`, which
 * Apollo turns into a 500, and it parses the document a second time. With the parser option an
 * oversized document costs at most maxTokens tokens of work and is answered 400
 * GRAPHQL_PARSE_FAILED. Field suggestions are hidden by Apollo's own
 * `hideSchemaDetailsFromClientErrors` (server.ts), which removes the whole "Did you mean …?"
 * sentence where armor's plugin would leave a placeholder in it.
 */
export function graphqlArmor(limits: typeof GRAPHQL_LIMITS = GRAPHQL_LIMITS): GraphQLArmorOptions {
  const reject = [reportRejection];
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, flattenFragments: true, onReject: reject, propagateOnRejection: false },
    costLimit: { enabled: false },
    maxAliases: { n: limits.maxAliases, onReject: reject, propagateOnRejection: false },
    maxDirectives: { n: limits.maxDirectives, onReject: reject, propagateOnRejection: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  const { validationRules } = armor.protect();
  return { validationRules, parseOptions: { maxTokens: limits.maxTokens } };
}

/** armor prefixes every rejection with "Syntax Error: "; these are limits, not syntax. */
function reportRejection(context: ValidationContext | null, error: GraphQLError): void {
  context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
}
