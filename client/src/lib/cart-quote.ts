import { useQuery } from '@apollo/client/react';
import { gstContainedIn } from '@common/gst';
import { graphql } from '@/gql';
import type { CartQuoteQuery } from '@/gql/graphql';
import { cartTotals, orderLineInputs, type CartLine } from './cart';
import { pricedTotals, type PricedTotalsPaise } from './priced-totals';
import { useDiscountCode } from './discount-code';
import type { PaymentMethod } from '@common/cash-on-delivery';

/**
 * The cart as the server prices it (the `quote` query): the same line checks, pricing rule and
 * stock rule as placing the order, without placing it. The cart and checkout show its totals and
 * each line's stock or price problem, so a shopper fixes an out-of-stock line next to the line,
 * before any payment, instead of meeting it as a refused order.
 */
export const CartQuote = graphql(`
  query CartQuote($lines: [OrderLineInput!]!, $discountCode: String, $email: String, $paymentMethod: PaymentMethod) {
    quote(lines: $lines, discountCode: $discountCode, email: $email, paymentMethod: $paymentMethod) {
      itemCount
      ...PricedTotals
      orderable
      cashOnDelivery {
        available
        message
        feeMoney {
          amount
        }
      }
      discount {
        code
        savingMoney {
          amount
        }
      }
      discountRefusal {
        reason
        message
      }
      lines {
        variantId
        quantity
        unitPriceMoney {
          amount
        }
        gstRatePercent
        discountMoney {
          amount
        }
        available
        maxQuantity
        problem {
          code
          message
        }
      }
    }
  }
`);

export type QuotedLine = CartQuoteQuery['quote']['lines'][number];

export interface CartQuoteState {
  /** The server's totals for exactly these lines once known; until then the same rule computed here. */
  totals: PricedTotalsPaise;
  /** The code the shopper applied (as typed), whether or not it applies; null when none. */
  typedCode: string | null;
  /** The code as the server applied it, with what it saves; null when none applies. */
  discount: { code: string; savingPaise: number } | null;
  /** Why the applied code does not apply, for the code's field; null otherwise. */
  discountRefusal: string | null;
  /**
   * The GST the total contains, by the one rule the invoice uses (common/gst.ts), from the rates
   * the server quoted; null until it has quoted these lines, or while a line is no longer sold.
   */
  gstPaise: number | null;
  /** True once the server has priced exactly the current lines. */
  checked: boolean;
  /** False only when the server found a problem the shopper must fix first. */
  orderable: boolean;
  /** The server's view of one line, when it has answered for the current lines. */
  lineFor: (line: Pick<CartLine, 'variantId'>) => QuotedLine | undefined;
  /** Asks the server again (right before paying); resolves with whether the cart can be ordered as it is. */
  recheck: () => Promise<boolean>;
  /** Whether these lines may be paid in cash on delivery, its fee, or why not; null until the server answers. */
  cashOnDelivery: { available: boolean; feePaise: number; message: string | null } | null;
}

export interface CartQuoteOptions {
  /** The shopper's e-mail once typed (checkout): the code's per-customer limit is then counted too. */
  email?: string | null;
  /** CASH_ON_DELIVERY: the totals include the COD fee when it is offered. */
  paymentMethod?: PaymentMethod;
}

export function useCartQuote(lines: readonly CartLine[], options: CartQuoteOptions = {}): CartQuoteState {
  const typedCode = useDiscountCode();
  const email = options.email?.includes('@') ? options.email.trim() : null;
  const variables = {
    lines: orderLineInputs(lines),
    discountCode: typedCode,
    email,
    paymentMethod: options.paymentMethod ?? null,
  };
  // Stock changes all the time: always ask the server, never answer from an old quote.
  const { data, previousData, refetch } = useQuery(CartQuote, { variables, skip: lines.length === 0, fetchPolicy: 'network-only' });
  // While a new answer loads (a code applied, the payment method changed), the last one stands:
  // the payment choice does not flicker back while its own quote is on the way.
  const quote = (data ?? previousData)?.quote;
  // An answer is for these lines only if it lists exactly them at these quantities.
  const current =
    quote &&
    quote.lines.length === lines.length &&
    lines.every((line) => quote.lines.some((q) => q.variantId === line.variantId && q.quantity === line.quantity))
      ? quote
      : undefined;

  const totals: PricedTotalsPaise = current ? pricedTotals(current) : { ...cartTotals(lines), discountPaise: 0 };
  return {
    // Until the server answers, the cart's own figures (without a code the server has not seen yet).
    totals,
    gstPaise: current ? quotedGst(current.lines, totals.shippingPaise) : null,
    typedCode,
    discount: current?.discount ? { code: current.discount.code, savingPaise: current.discount.savingMoney.amount } : null,
    discountRefusal: current?.discountRefusal?.message ?? null,
    checked: !!current,
    orderable: current ? current.orderable : true,
    lineFor: (line) => current?.lines.find((q) => q.variantId === line.variantId),
    cashOnDelivery: current
      ? {
          available: current.cashOnDelivery.available,
          feePaise: current.cashOnDelivery.feeMoney.amount,
          message: current.cashOnDelivery.message ?? null,
        }
      : null,
    recheck: async () => {
      try {
        const result = await refetch(variables);
        return result.data?.quote.orderable ?? true;
      } catch {
        // The server could not be asked; placing the order checks everything again anyway.
        return true;
      }
    },
  };
}

function quotedGst(lines: readonly QuotedLine[], shippingPaise: number): number | null {
  const priced = [];
  for (const line of lines) {
    if (line.gstRatePercent === null || line.gstRatePercent === undefined || !line.unitPriceMoney) return null;
    priced.push({
      unitPricePaise: line.unitPriceMoney.amount,
      quantity: line.quantity,
      gstRatePercent: line.gstRatePercent,
      discountPaise: line.discountMoney.amount,
    });
  }
  return gstContainedIn(priced, shippingPaise);
}
