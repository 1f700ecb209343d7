import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { getFragmentData, graphql, type FragmentType } from '@/gql';
import type { UserErrorFieldsFragment } from '@/gql/graphql';

/**
 * The one place that turns GraphQL and network failures into words for the shopper. Server
 * messages are written for people (every bad input gets a clear message), so a
 * GraphQL error's message is shown as is; transport failures get a calm generic sentence.
 */
export const NETWORK_ERROR_MESSAGE = 'We could not reach the shop. Please check your connection and try again.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** What every mutation payload's `errors` holds (schema.graphql UserError): hooks select `errors { ...UserErrorFields }`. */
export const UserErrorFields = graphql(`
  fragment UserErrorFields on UserError {
    code
    message
    field
  }
`);

/**
 * A mutation the server refused with expected failures (its payload's `errors`: out of stock,
 * a bad field, a refused status change …). The mutation hooks throw it, so the screens handle a
 * refusal where they handle any other failure, through errorMessage and errorCode below.
 */
export class MutationRefusedError extends Error {
  constructor(readonly userErrors: readonly [UserErrorFieldsFragment, ...UserErrorFieldsFragment[]]) {
    super(userErrors[0].message);
    this.name = 'MutationRefusedError';
  }

  get code(): string {
    return this.userErrors[0].code;
  }
}

/**
 * A mutation's payload when it did what was asked; throws MutationRefusedError with its errors
 * when it did not, and a plain Error when there is no payload at all.
 */
export function acceptedPayload<TPayload extends { errors: readonly FragmentType<typeof UserErrorFields>[] }>(
  payload: TPayload | null | undefined,
): TPayload {
  if (!payload) throw new Error('The server gave no answer');
  const [first, ...rest] = getFragmentData(UserErrorFields, payload.errors);
  if (first) throw new MutationRefusedError([first, ...rest]);
  return payload;
}

export function errorCode(error: unknown): string | null {
  if (error instanceof MutationRefusedError) return error.code;
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** True when the server answered with a message meant for the user (not a transport failure). */
export function hasServerMessage(error: unknown): boolean {
  if (error instanceof MutationRefusedError) return true;
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => Boolean(item.message));
}

export function errorMessage(error: unknown, fallback = SERVER_ERROR_MESSAGE): string {
  if (error instanceof MutationRefusedError) return error.message || fallback;
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((item) => item.message)?.message;
    return message || fallback;
  }
  if (ServerError.is(error)) {
    const fromBody = messageFromBody(error.bodyText);
    if (fromBody) return fromBody;
    if (error.statusCode === 429) return 'Too many attempts. Please wait a moment and try again.';
    return fallback;
  }
  if (ServerParseError.is(error)) return fallback;
  if (error instanceof TypeError) return NETWORK_ERROR_MESSAGE;
  return fallback;
}

function messageFromBody(bodyText: string): string | null {
  try {
    const body = JSON.parse(bodyText) as { errors?: Array<{ message?: string }>; message?: string };
    return body.errors?.find((item) => item.message)?.message ?? body.message ?? null;
  } catch {
    return null;
  }
}
