import type { Resolvers } from '../../generated/resolvers-types.js';
import { payloadOf } from '../../user-errors.js';

/** Settings → E-mails: the previews and the e-mails that did not go out; the services check the role and own the rules. */
export const mailPreviewResolvers: Resolvers = {
  Query: {
    mailPreviews: (_parent, _args, { ctx, services }) => services.mailPreviews.list(ctx),
    troubledMails: (_parent, _args, { ctx, services }) => services.mailFailures.list(ctx),
  },
  Mutation: {
    sendMailAgain: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ mail: await context.services.mailFailures.sendAgain(context.ctx, id) })),
  },
};
