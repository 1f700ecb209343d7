import type { Resolvers } from '../generated/resolvers-types.js';
import { asArgument, payloadOf } from '../user-errors.js';

/**
 * API tokens and webhooks for integrators; the services check who may. Tokens,
 * endpoints and deliveries resolve from their entities (codegen mappers): only the schema's fields
 * leave the server, so a token's hash and an endpoint's signing secret never do.
 */
export const integrationResolvers: Resolvers = {
  Query: {
    apiTokens: (_parent, _args, { ctx, services }) => services.apiTokens.listTokens(ctx),
    webhookEndpoints: (_parent, _args, { ctx, services }) => services.webhooks.listEndpoints(ctx),
    webhookDeliveries: (_parent, { endpointId, status, offset, limit }, { ctx, services }) =>
      services.webhooks.listDeliveries(ctx, { endpointId, status }, offset, limit),
  },
  Mutation: {
    createApiToken: (_parent, { input }, context) => payloadOf(context, () => context.services.apiTokens.createToken(context.ctx, input)),
    revokeApiToken: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ token: await context.services.apiTokens.revokeToken(context.ctx, id) })),
    createWebhookEndpoint: (_parent, { input }, context) =>
      payloadOf(context, () => context.services.webhooks.createEndpoint(context.ctx, input)),
    deleteWebhookEndpoint: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ deletedId: await context.services.webhooks.deleteEndpoint(context.ctx, id) }), asArgument),
    sendTestWebhook: (_parent, { endpointId }, context) =>
      payloadOf(context, async () => ({ delivery: await context.services.webhooks.sendTestEvent(context.ctx, endpointId) }), asArgument),
    redeliverWebhook: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ delivery: await context.services.webhooks.redeliver(context.ctx, id) }), asArgument),
  },

  ApiToken: {
    prefix: (token) => token.tokenPrefix,
  },

  WebhookDelivery: {
    payload: (delivery) => JSON.stringify(delivery.payload),
    // When the next attempt is due means something only while one is.
    nextAttemptAt: (delivery) => (delivery.status === 'PENDING' ? delivery.nextAttemptAt : null),
  },
};
