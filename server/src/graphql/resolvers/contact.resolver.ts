import type { Resolvers } from '../generated/resolvers-types.js';
import { payloadOf } from '../user-errors.js';

/** The contact form and the admin's inbox; the rules live in ContactService. */
export const contactResolvers: Resolvers = {
  Query: {
    contactMessages: (_parent, { unreadOnly, offset, limit }, { ctx, services }) =>
      services.contact.list(ctx, unreadOnly ?? false, offset, limit),
  },
  Mutation: {
    sendContactMessage: (_parent, { input }, context) =>
      payloadOf(context, async () => ({ sent: await context.services.contact.send(context.ctx, input) })),
    markContactMessageRead: (_parent, { id, read }, context) =>
      payloadOf(context, async () => ({ contactMessage: await context.services.contact.markRead(context.ctx, id, read) })),
  },
  ContactMessage: {
    read: (message) => message.readAt !== null,
  },
};
