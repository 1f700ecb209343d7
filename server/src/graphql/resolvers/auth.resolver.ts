import type { Resolvers } from '../generated/resolvers-types.js';

/** Sign-in and sign-out; the session itself travels in the httpOnly cookie, never in the body. */
export const authResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, { ctx, services }) => services.auth.currentUser(ctx),
  },
  Mutation: {
    login: async (_parent, { email, password }, { ctx, services, cookies }) => {
      const { user, token, expiresAt } = await services.auth.login(ctx, email, password);
      cookies.set(token, expiresAt);
      return user;
    },
    logout: async (_parent, _args, { ctx, services, cookies }) => {
      await services.auth.logout(ctx);
      cookies.clear();
      return true;
    },
  },
};
