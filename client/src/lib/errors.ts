import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/**
 * The one place that turns GraphQL and network failures into words for the shopper. Server
 * messages are written for people (DESIGN.md §5: every bad input gets a clear message), so a
 * GraphQL error's message is shown as is; transport failures get a calm generic sentence.
 */
export const NETWORK_ERROR_MESSAGE = 'We could not reach the shop. Please check your connection and try again.';
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

export function errorCode(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : null;
  }
  return null;
}

/** True when the server answered with a message meant for the user (not a transport failure). */
export function hasServerMessage(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => Boolean(item.message));
}

export function errorMessage(error: unknown, fallback = SERVER_ERROR_MESSAGE): string {
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
