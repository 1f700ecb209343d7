import type { ApiTokenEntity } from '../../entities/api-token.entity.js';
import type { WebhookEndpointEntity } from '../../entities/webhook-endpoint.entity.js';
import type { WebhookDeliveryView } from '../../services/webhook.service.js';
import type { ApiToken, Resolvers, WebhookDelivery, WebhookEndpoint } from '../generated/resolvers-types.js';
import { payloadOf } from '../user-errors.js';

/** API tokens and webhooks for integrators (issue 13); the services check who may. */
export const integrationResolvers: Resolvers = {
  Query: {
    apiTokens: async (_parent, _args, { ctx, services }) => (await services.apiTokens.listTokens(ctx)).map(presentToken),
    webhookEndpoints: async (_parent, _args, { ctx, services }) => (await services.webhooks.listEndpoints(ctx)).map(presentEndpoint),
    webhookDeliveries: async (_parent, { endpointId, status, offset, limit }, { ctx, services }) => {
      const page = await services.webhooks.listDeliveries(ctx, { endpointId, status }, offset, limit);
      return { ...page, items: page.items.map(presentDelivery) };
    },
  },
  Mutation: {
    createApiToken: (_parent, { input }, context) =>
      payloadOf(context, async () => {
        const { token, secret } = await context.services.apiTokens.createToken(context.ctx, input);
        return { token: presentToken(token), secret };
      }),
    revokeApiToken: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ token: presentToken(await context.services.apiTokens.revokeToken(context.ctx, id)) })),
    createWebhookEndpoint: (_parent, { input }, context) =>
      payloadOf(context, async () => {
        const { endpoint, secret } = await context.services.webhooks.createEndpoint(context.ctx, input);
        return { endpoint: presentEndpoint(endpoint), secret };
      }),
    deleteWebhookEndpoint: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ deletedId: await context.services.webhooks.deleteEndpoint(context.ctx, id) })),
    redeliverWebhook: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ delivery: presentDelivery(await context.services.webhooks.redeliver(context.ctx, id)) })),
  },
};

function presentToken(token: ApiTokenEntity): ApiToken {
  return {
    id: token.id,
    name: token.name,
    prefix: token.tokenPrefix,
    scopes: token.scopes,
    createdAt: token.createdAt,
    lastUsedAt: token.lastUsedAt,
    revokedAt: token.revokedAt,
  };
}

function presentEndpoint(endpoint: WebhookEndpointEntity): WebhookEndpoint {
  return { id: endpoint.id, url: endpoint.url, description: endpoint.description, events: endpoint.events, createdAt: endpoint.createdAt };
}

function presentDelivery(delivery: WebhookDeliveryView): WebhookDelivery {
  return {
    id: delivery.id,
    endpointId: delivery.endpointId,
    endpointUrl: delivery.endpointUrl,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    payload: JSON.stringify(delivery.payload),
    status: delivery.status,
    attempts: delivery.attempts,
    responseStatus: delivery.responseStatus,
    lastError: delivery.lastError,
    nextAttemptAt: delivery.status === 'PENDING' ? delivery.nextAttemptAt : null,
    createdAt: delivery.createdAt,
    deliveredAt: delivery.deliveredAt,
  };
}
