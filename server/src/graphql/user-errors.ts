import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLResolveInfo,
} from 'graphql';
import type { CodRefusalReason } from '@common/cash-on-delivery.js';
import type { OrderTotals } from '@common/pricing.js';
import { SHIPPING_FIELDS } from '@common/shipping-form.js';
import { isUserErrorCode, ShopError } from '../kernel/errors.js';
import type { GraphQLContext } from './context.js';
import type { ResolversTypes, ReturnRefusal, StockShortage } from './generated/resolvers-types.js';
import { noteRetryAfter } from './retry-after.js';
import type { DiscountRefusal } from '@common/discount.js';
import { discountRefusalOf } from './resolvers/discounts/discount-code.resolver.js';

/**
 * The services' domain errors (kernel/errors.ts) as a mutation's `errors: [UserError!]!`
 * (docs/decisions/013-typed-mutation-errors.md). Services already speak the API's `ErrorCode`, so
 * the code passes through as it is. Every mutation resolver wraps its service call in `payloadOf`,
 * so expected failures come back as data with HTTP 200, the same way everywhere; only who-are-you
 * (UNAUTHENTICATED), may-you (FORBIDDEN) and our own bugs stay top-level errors, which
 * formatShopError (server.ts) answers.
 */

/** A UserError as resolvers return it (its Money fields as integer paise). */
type UserError = Awaited<ResolversTypes['UserError']>;

/**
 * Where in the mutation's arguments a service's `details.field` (named relative to the service's
 * input, e.g. 'email' or 'lines') lives, e.g. ['input', 'shipping', 'email'].
 */
export type FieldPathOf = (field: string, details: Readonly<Record<string, unknown>>) => string[];

/**
 * The default for mutations taking one `input` argument: the service's field sits right under it
 * ('name'), or deeper when the service names a dotted path ('sizes.0.price').
 */
export const underInput: FieldPathOf = (field) => ['input', ...field.split('.')];

/** For mutations whose arguments stand alone (`id`, `endpointId`): the service names the argument itself. */
export const asArgument: FieldPathOf = (field) => field.split('.');

/**
 * createOrder's fields: the order service names a shipping field ('email') or 'lines' with the
 * product at fault; the path says which input line that is, e.g. ['input', 'lines', '2'].
 */
export function orderInputField(lines: ReadonlyArray<{ productId?: string | null; variantId?: string | null }>): FieldPathOf {
  const shippingFields: readonly string[] = SHIPPING_FIELDS;
  return (field, details) => {
    if (shippingFields.includes(field)) return ['input', 'shipping', field];
    const line = field === 'lines' ? lines.findIndex((l) => lineMatches(l, details)) : -1;
    return line >= 0 ? ['input', 'lines', String(line)] : ['input', field];
  };
}

function lineMatches(line: { productId?: string | null; variantId?: string | null }, details: Readonly<Record<string, unknown>>): boolean {
  if (typeof details.variantId === 'string') return line.variantId === details.variantId;
  return typeof details.productId === 'string' && line.productId === details.productId;
}

export type Payload<TResult extends object> = Partial<TResult> & { errors: UserError[] };

/**
 * Runs a mutation's service call: its result with `errors: []`, or, when the service refused with
 * an expected failure, only `errors` (the result fields are then null). Anything else is rethrown.
 */
export async function payloadOf<TResult extends object>(
  context: GraphQLContext,
  run: () => Promise<TResult>,
  fieldPathOf: FieldPathOf = underInput,
): Promise<Payload<TResult>> {
  try {
    return { ...(await run()), errors: [] };
  } catch (error) {
    const userError = userErrorOf(error, fieldPathOf);
    if (!userError) throw error;
    // A throttled mutation still says when to come back the HTTP way (retry-after.ts).
    if (userError.retryAfterSeconds) noteRetryAfter(context, userError.retryAfterSeconds);
    return { errors: [userError] } as Payload<TResult>;
  }
}

/** The UserError for a domain error, or null for what must stay a top-level error. */
export function userErrorOf(error: unknown, fieldPathOf: FieldPathOf = underInput): UserError | null {
  if (!(error instanceof ShopError)) return null;
  const { code } = error;
  if (!isUserErrorCode(code)) return null;
  const details = error.details ?? {};
  return {
    code,
    message: error.message,
    field: typeof details.field === 'string' ? fieldPathOf(details.field, details) : null,
    stock: code === 'OUT_OF_STOCK' ? shortagesOf(details) : null,
    serverTotals: code === 'PRICE_CHANGED' ? serverTotalsOf(details) : null,
    retryAfterSeconds: code === 'RATE_LIMITED' ? wholeSeconds(details.retryAfterSeconds) : null,
    maxQuantity: typeof details.maxQuantity === 'number' ? details.maxQuantity : null,
    discountRefusal:
      code === 'DISCOUNT_INVALID' ? discountRefusalOf((details.discountRefusal as DiscountRefusal | undefined) ?? null) : null,
    returnRefusal: code === 'INVALID_STATE' ? returnRefusalOf(details.returnRefusal) : null,
    codRefusalReason: code === 'COD_UNAVAILABLE' ? ((details.codRefusalReason as CodRefusalReason | undefined) ?? null) : null,
  };
}

function returnRefusalOf(refusal: unknown): ReturnRefusal | null {
  return refusal === 'NOT_DELIVERED' || refusal === 'WINDOW_CLOSED' ? refusal : null;
}

function shortagesOf(details: Readonly<Record<string, unknown>>): StockShortage[] {
  const shortages = details.shortages;
  return Array.isArray(shortages) ? (shortages as StockShortage[]) : [];
}

function serverTotalsOf(details: Readonly<Record<string, unknown>>): UserError['serverTotals'] {
  const totals = details.totalsPaise as Partial<OrderTotals> | undefined;
  if (!totals) return null;
  const { subtotalPaise, shippingPaise, taxPaise, totalPaise } = totals;
  if (![subtotalPaise, shippingPaise, taxPaise, totalPaise].every((paise) => typeof paise === 'number')) return null;
  // Money fields resolve from integer paise (resolvers/money.resolver.ts).
  return {
    ...{ subtotalMoney: subtotalPaise!, shippingMoney: shippingPaise!, taxMoney: taxPaise!, totalMoney: totalPaise! },
    // The deprecated names, for one release.
    ...{ subtotal: subtotalPaise!, shipping: shippingPaise!, tax: taxPaise!, total: totalPaise! },
  };
}

function wholeSeconds(seconds: unknown): number | null {
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * Where an unknown id sits in a mutation's arguments: its one top-level ID argument (`id`,
 * `orderId`, `endpointId`), else the one ID field of its `input`. Null when there is no single one.
 */
export function idArgumentPath(field: GraphQLField<unknown, unknown>): string[] | null {
  const ids = field.args.filter((argument) => isIdType(argument.type));
  if (ids.length === 1) return [ids[0].name];
  if (ids.length > 1) return null;
  const input = field.args.find((argument) => argument.name === 'input');
  const type = input && getNamedType(input.type);
  if (!type || !isInputObjectType(type)) return null;
  const inputIds = Object.values(type.getFields()).filter((inner) => isIdType(inner.type));
  return inputIds.length === 1 ? ['input', inputIds[0].name] : null;
}

const isIdType = (type: GraphQLInputType) => {
  const named = getNamedType(type);
  return named.name === 'ID' && !isListType(getNullableType(type));
};

type MutationResolver = (parent: unknown, args: unknown, context: unknown, info: GraphQLResolveInfo) => unknown;

/**
 * Every mutation's NOT_FOUND names the argument at fault, the same way on every operation: a
 * service that says "no such order" without naming a field gets the mutation's id argument as
 * `field` (idArgumentPath). Applied once to the merged Mutation resolvers (resolvers/index.ts).
 */
export function withNotFoundPaths(mutations: Record<string, MutationResolver>): Record<string, MutationResolver> {
  return Object.fromEntries(
    Object.entries(mutations).map(([name, resolve]) => [
      name,
      async (parent: unknown, args: unknown, context: unknown, info: GraphQLResolveInfo) => {
        const payload = (await resolve(parent, args, context, info)) as { errors?: UserError[] } | null;
        if (!payload?.errors?.some((error) => error.code === 'NOT_FOUND' && !error.field)) return payload;
        const path = idArgumentPath(info.parentType.getFields()[info.fieldName]);
        if (!path) return payload;
        return {
          ...payload,
          errors: payload.errors.map((error) => (error.code === 'NOT_FOUND' && !error.field ? { ...error, field: path } : error)),
        };
      },
    ]),
  );
}
