import { startTransition, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { graphql } from '@/gql';
import type { CartQuoteQuery, CartQuoteQueryVariables } from '@/gql/graphql';
import { orderLineInputs, type CartLine } from './cart';
import { pricedTotals, type PricedTotalsPaise } from './priced-totals';
import { useDiscountCode } from './discount-code';
import type { PaymentMethod } from '@common/cash-on-delivery';

/**
 * The cart as the server prices it (the `quote` query): the same line checks, pricing rule and
 * stock rule as placing the order, without placing it. The cart and checkout show its totals and
 * each line's stock or price problem, so a shopper fixes an out-of-stock line next to the line,
 * before any payment, instead of meeting it as a refused order. Every figure they show is the
 * quote's: until the server has priced exactly the current lines there are none to show (the
 * screens hold their places with skeletons), never a figure worked out here.
 */
export const CartQuote = graphql(`
  query CartQuote(
    $lines: [OrderLineInput!]!
    $discountCode: String
    $email: String
    $paymentMethod: PaymentMethod
    $state: String
    $country: String
  ) {
    quote(lines: $lines, discountCode: $discountCode, email: $email, paymentMethod: $paymentMethod, state: $state, country: $country) {
      itemCount
      ...PricedTotals
      breakdown {
        gstMoney {
          amount
        }
      }
      orderable
      freeShippingShortfallMoney {
        amount
      }
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
        lineTotalMoney {
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

type Quote = CartQuoteQuery['quote'];
export type QuotedLine = Quote['lines'][number];

export interface CartQuoteState {
  /** The server's totals for exactly these lines; null until it has priced them. */
  totals: PricedTotalsPaise | null;
  /** The code the shopper applied (as typed), whether or not it applies; null when none. */
  typedCode: string | null;
  /** The code as the server applied it, with what it saves; null when none applies. */
  discount: { code: string; savingPaise: number } | null;
  /** Why the applied code does not apply, for the code's field; null otherwise. */
  discountRefusal: string | null;
  /** The GST the total contains, as the server's breakdown states it (the invoice's own figure); null until it has quoted these lines. */
  gstPaise: number | null;
  /** What the goods must come to more for free shipping, as the server states it; null when shipping is free or before it has quoted these lines. */
  freeShippingShortfallPaise: number | null;
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
  /** The delivery's state and country once typed (checkout): the server then splits the GST for that place of supply. */
  state?: string | null;
  country?: string | null;
}

export function useCartQuote(lines: readonly CartLine[], options: CartQuoteOptions = {}): CartQuoteState {
  const client = useApolloClient();
  const typedCode = useDiscountCode();
  const email = options.email?.includes('@') ? options.email.trim() : null;
  const variables: CartQuoteQueryVariables = {
    lines: orderLineInputs(lines),
    discountCode: typedCode,
    email,
    paymentMethod: options.paymentMethod ?? null,
    state: options.state?.trim() || null,
    country: options.country?.trim() || null,
  };
  const asked = JSON.stringify(variables);
  // The last answer, kept while a new one loads (a code applied, the payment method changed), so
  // the payment choice does not flicker back while its own quote is on the way.
  const [quote, setQuote] = useState<Quote | null>(null);
  // What the page asks for now, for a recheck that answers after the shopper changed something.
  const latest = useRef(asked);
  useEffect(() => {
    latest.current = asked;
  }, [asked]);

  // Asked from an effect, so only for lines the page has committed to: a render React throws away
  // (the stored cart arriving in a transition, interrupted) asks nothing. Apollo's useQuery asked
  // from render, and each interrupted render set the query to skipped and back: 5–8 quotes for one
  // cart on a slow phone, each answer re-rendering the page. Stock changes all the time, so the
  // server is always asked (no-cache: no answer comes from, or is written to, the cache).
  //
  // Asked in a task of its own: the first quote of a page load is asked while the page's other
  // effects run, and Apollo readies the document and its request (about 11 ms of an 18 ms task at
  // host speed, by its samples) in the same task as them: one long task instead of two short ones.
  useEffect(() => {
    if (lines.length === 0) return;
    let wanted = true;
    const asking = setTimeout(() => {
      client
        .query({ query: CartQuote, variables: JSON.parse(asked) as CartQuoteQueryVariables, fetchPolicy: 'no-cache' })
        .then(({ data }) => {
          // The answer is drawn in a transition: on a slow phone the whole page re-renders with it,
          // in slices a tap can come between, not one long task.
          if (wanted && data) startTransition(() => setQuote(data.quote));
        })
        // No answer: the last one stands, and placing the order checks everything again anyway.
        .catch(() => undefined);
    }, 0);
    return () => {
      wanted = false;
      clearTimeout(asking);
    };
  }, [client, asked, lines.length]);

  // An answer is for these lines only if it lists exactly them at these quantities.
  const current =
    quote &&
    quote.lines.length === lines.length &&
    lines.every((line) => quote.lines.some((q) => q.variantId === line.variantId && q.quantity === line.quantity))
      ? quote
      : undefined;

  return {
    totals: current ? pricedTotals(current) : null,
    gstPaise: current ? current.breakdown.gstMoney.amount : null,
    freeShippingShortfallPaise: current?.freeShippingShortfallMoney?.amount ?? null,
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
        const { data } = await client.query({ query: CartQuote, variables, fetchPolicy: 'no-cache' });
        if (!data) return true;
        // Shown at once: the shopper pressed Pay and waits for this answer's line problems.
        if (latest.current === asked) setQuote(data.quote);
        return data.quote.orderable;
      } catch {
        // The server could not be asked; placing the order checks everything again anyway.
        return true;
      }
    },
  };
}
