import type { Resolvers } from '../generated/resolvers-types.js';
import { payloadOf } from '../user-errors.js';
import { ticketLabel } from '../../back-office/ticket-ageing.js';

/** The contact form and the admin's inbox; the rules live in ContactService. */
export const contactResolvers: Resolvers = {
  Query: {
    contactMessages: (_parent, { unreadOnly, offset, limit }, { ctx, services }) =>
      services.contact.list(ctx, unreadOnly ?? false, offset, limit),
  },
  Mutation: {
    sendContactMessage: (_parent, { input }, context) =>
      payloadOf(context, async () => ({ sent: true, ...(await context.services.contact.send(context.ctx, input)) })),
    markContactMessageRead: (_parent, { id, read }, context) =>
      payloadOf(context, async () => ({ contactMessage: await context.services.contact.markRead(context.ctx, id, read) })),
    resolveContactMessage: (_parent, { id, resolved }, context) =>
      payloadOf(context, async () => ({ contactMessage: await context.services.contact.resolve(context.ctx, id, resolved) })),
  },
  ContactMessage: {
    read: (message) => message.readAt !== null,
    ticket: (message) => ticketLabel(message.ticketNumber),
    acknowledgeBy: (message, _args, { services }) => services.contact.ageing(message).acknowledgeBy,
    resolveBy: (message, _args, { services }) => services.contact.ageing(message).resolveBy,
    ticketStatus: (message, _args, { services }) => services.contact.ageing(message).status,
    ageText: (message, _args, { services }) => services.contact.ageing(message).ageText,
    acknowledgementText: (message, _args, { services }) => services.contact.ageing(message).acknowledgementText,
    resolutionText: (message, _args, { services }) => services.contact.ageing(message).resolutionText,
  },
};
