import { formatPaise } from '@common/money.js';
import type { Resolvers } from './generated/resolvers-types.js';

/**
 * Money over GraphQL: every Money field resolves to integer paise (the codegen mapper), and these
 * add the currency and the text the shop shows, from the one formatter the storefront uses too
 * (common/money.ts), so an integrator's "₹1,299.00" is the shop's.
 */
export const moneyResolvers: Resolvers = {
  Money: {
    amount: (paise) => paise,
    currency: () => 'INR',
    formatted: (paise) => formatPaise(paise),
  },
  MoneySum: {
    amount: (paise) => paise,
    currency: () => 'INR',
    formatted: (paise) => formatPaise(paise),
  },
};
