import type { Resolvers } from '../../generated/resolvers-types.js';

/** The e-mail previews of Settings → E-mails; MailPreviewService checks the role and renders. */
export const mailPreviewResolvers: Resolvers = {
  Query: {
    mailPreviews: (_parent, _args, { ctx, services }) => services.mailPreviews.list(ctx),
  },
};
