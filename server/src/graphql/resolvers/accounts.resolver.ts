import type { Resolvers } from '../generated/resolvers-types.js';
import { payloadOf } from '../user-errors.js';

/** Shopper accounts: signing up, confirming, passwords, saved addresses; the rules live in the account services. */
export const accountResolvers: Resolvers = {
  User: {
    emailConfirmed: (user) => user.emailConfirmedAt !== null,
    orders: (user, _args, { ctx, services }) => (ctx.user?.id === user.id ? services.accounts.ordersOf(user) : []),
    addresses: (user, _args, { ctx, services }) => (ctx.user?.id === user.id ? services.addressBook.list(user.id) : []),
  },
  Mutation: {
    signUp: (_parent, { input }, context) =>
      payloadOf(context, async () => {
        await context.services.accounts.signUp(context.ctx, input);
        return { accepted: true };
      }),
    confirmEmail: (_parent, { token }, context) =>
      payloadOf(
        context,
        async () => ({ email: await context.services.accounts.confirmEmail(token) }),
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
