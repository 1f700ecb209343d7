import type { Resolvers } from '../../generated/resolvers-types.js';

/** A PIN code's area: the directory's answer as it is. */
export const pincodeResolvers: Resolvers = {
  Query: {
    pincode: (_parent, { code }, { services }) => services.pincodes.lookup(code),
  },
};
