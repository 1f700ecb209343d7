import type { Resolvers } from '../generated/resolvers-types.js';
import { payloadOf } from '../user-errors.js';

/** Sign-in and sign-out; the session itself travels in the httpOnly cookie, never in the body. */
export const authResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { ctx, services }) => services.auth.currentUser(ctx),
  },
  Mutation: {
    login: (_parent, { email, password }, context) =>
      payloadOf(
        context,
        async () => {
          const { user, token, expiresAt } = await context.services.auth.login(context.ctx, email, password);
          context.cookies.set(token, expiresAt);
          return { user };
        },
        (field) => [field],
      ),
    logout: (_parent, _args, context) =>
      payloadOf(context, async () => {
        await context.services.auth.logout(context.ctx);
        context.cookies.clear();
        return { signedOut: true };
      }),
  },
};
