import type { Resolvers } from '../generated/resolvers-types.js';
import { payloadOf } from '../user-errors.js';

/** Shopper accounts: signing up, confirming, passwords, saved addresses; the rules live in the account services. */
export const accountResolvers: Resolvers = {
  User: {
    emailConfirmed: (user) => user.emailConfirmedAt !== null,
    orders: (user, _args, { ctx, services }) => (ctx.user?.id === user.id ? services.accounts.ordersOf(user) : []),
    addresses: (user, _args, { ctx, services }) => (ctx.user?.id === user.id ? services.addressBook.list(user.id) : []),
  },
  Query: {
    marketingConsent: (_parent, _args, { ctx, services }) => services.personalData.marketingConsent(ctx),
  },
  Mutation: {
    signUp: (_parent, { input }, context) =>
      payloadOf(context, async () => {
        await context.services.accounts.signUp(context.ctx, input);
        return { accepted: true };
      }),
    confirmEmail: (_parent, { token, password }, context) =>
      payloadOf(
        context,
        async () => ({ email: await context.services.accounts.confirmEmail(context.ctx, token, password) }),
        (field) => [field],
      ),
    requestPasswordReset: (_parent, { email }, context) =>
      payloadOf(
        context,
        async () => {
          await context.services.accounts.requestPasswordReset(context.ctx, email);
          return { accepted: true };
        },
        (field) => [field],
      ),
    resetPassword: (_parent, { token, newPassword }, context) =>
      payloadOf(
        context,
        async () => {
          await context.services.accounts.resetPassword(token, newPassword);
          return { changed: true };
        },
        (field) => [field === 'password' ? 'newPassword' : field],
      ),
    changePassword: (_parent, { currentPassword, newPassword }, context) =>
      payloadOf(
        context,
        async () => {
          await context.services.accounts.changePassword(context.ctx, currentPassword, newPassword);
          return { changed: true };
        },
        (field) => [field],
      ),
    setMarketingConsent: (_parent, { consent }, context) =>
      payloadOf(context, async () => ({ marketingConsent: await context.services.personalData.setMarketingConsent(context.ctx, consent) })),
    deleteAccount: (_parent, { password }, context) =>
      payloadOf(
        context,
        async () => {
          await context.services.accounts.deleteAccount(context.ctx, password);
          context.cookies.clear();
          return { deleted: true };
        },
        (field) => [field],
      ),
    saveAddress: (_parent, { input, id }, context) =>
      payloadOf(context, async () => ({ address: await context.services.addressBook.save(context.ctx, input, id) })),
    deleteAddress: (_parent, { id }, context) =>
      payloadOf(context, async () => ({ deletedId: await context.services.addressBook.remove(context.ctx, id) })),
  },
};
