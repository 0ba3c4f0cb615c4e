import { isApiClientError, isApiError } from '../http/errors.ts';
import { chatClientMessages } from './messages.ts';
import { ChatTransportError } from './types.ts';

/**
 * A gateway failure as a chat error: NOT_FOUND means the user is not (or no longer) a member —
 * the gateway answers 404 for chats the caller may not read, never revealing them — so it becomes
 * `permission-denied`; other API errors keep their code (FORBIDDEN: a write refused, e.g. a
 * forged `_user` or a read-only profile); network trouble is `unavailable`. A caller's abort is
 * rethrown untouched.
 */
export function toChatError(error: unknown, fallbackMessage: string): unknown {
  if (error instanceof ChatTransportError) return error;
  if (isApiError(error, 'NOT_FOUND')) {
    return new ChatTransportError('permission-denied', chatClientMessages.permissionDenied, {
      cause: error,
    });
  }
  if (isApiError(error)) return new ChatTransportError(error.code, error.message, { cause: error });
  if (isApiClientError(error)) {
    return new ChatTransportError('unavailable', fallbackMessage, { cause: error });
  }
  return error;
}

/** Runs a call and rethrows its failure as {@link toChatError} does. */
export async function asChatCall<Result>(
  fallbackMessage: string,
  call: () => Promise<Result>,
): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    throw toChatError(error, fallbackMessage);
  }
}
