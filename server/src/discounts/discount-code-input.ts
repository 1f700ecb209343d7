import { normaliseDiscountCode, type DiscountKind } from '@common/discount.js';
import { discountCodeProblem, parseIndiaTime, type DiscountCodeTerms } from '@common/discount-form.js';
import { invalidInput } from '../kernel/errors.js';

/** A code as the owner sends it: amounts in paise, start and end as India's wall-clock time. */
export type DiscountCodeInput = DiscountCodeTerms;

/** What is stored for a checked input. */
export interface DiscountCodeFields {
  code: string;
  kind: DiscountKind;
  percent: number | null;
  amountPaise: number | null;
  minimumSubtotalPaise: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  active: boolean;
}

/**
 * The owner's input checked by the one rule the admin's form also shows (common/discount-form.ts),
 * the refusal naming its field; nothing is stored until all pass.
 */
export function checkDiscountCodeInput(input: DiscountCodeInput): DiscountCodeFields {
  const problem = discountCodeProblem(input);
  if (problem) throw invalidInput(problem.message, { field: problem.field });
  return {
    code: normaliseDiscountCode(input.code),
    kind: input.kind,
    percent: input.percent ?? null,
    amountPaise: input.amountPaise ?? null,
    minimumSubtotalPaise: input.minimumSubtotalPaise ?? 0,
    startsAt: input.startsAt ? parseIndiaTime(input.startsAt, 'startsAt') : null,
    endsAt: input.endsAt ? parseIndiaTime(input.endsAt, 'endsAt') : null,
    usageLimit: input.usageLimit ?? null,
    usageLimitPerCustomer: input.usageLimitPerCustomer ?? null,
    active: input.active ?? true,
  };
}
