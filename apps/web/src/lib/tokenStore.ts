/**
 * The bearer token of the session, kept in memory only (never in storage or a URL) and renewed
 * from the session cookie a minute before it expires. Subscribers hear about every new token so
 * the session machine can reload the profiles (000 §4 "A change of token triggers a reload").
 */
import { requestToken, type IssuedToken } from './loginService.ts';

const RENEW_BEFORE_MS = 60_000;

type Listener = (event: 'changed' | 'failed', error?: unknown) => void;

let current: IssuedToken | null = null;
let renewTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<Listener>();

function schedule(token: IssuedToken): void {
  if (renewTimer !== undefined) clearTimeout(renewTimer);
  const delay = new Date(token.expiresAt).getTime() - Date.now() - RENEW_BEFORE_MS;
  if (!Number.isFinite(delay)) return;
  renewTimer = setTimeout(
    () => {
      requestToken()
        .then((next) => {
          if (!next) throw new Error('Session cookie expired');
          current = next;
          schedule(next);
          for (const listener of listeners) listener('changed');
        })
        .catch((error: unknown) => {
          for (const listener of listeners) listener('failed', error);
        });
    },
    Math.max(delay, 5_000),
  );
}

/** Reads a fresh token from the session cookie; null when there is no session. */
export async function loadToken(): Promise<IssuedToken | null> {
  current = await requestToken();
  if (current) schedule(current);
  return current;
}

/** The current bearer token, for the api-client's `getToken`. */
export function currentToken(): string | null {
  return current?.token ?? null;
}

/** The signed-in user of the current token. */
export function currentTokenUser(): IssuedToken['user'] | null {
  return current?.user ?? null;
}

/** Forgets the token (logout). */
export function clearToken(): void {
  current = null;
  if (renewTimer !== undefined) clearTimeout(renewTimer);
}

/** Hears token renewals and failures; returns the unsubscribe function. */
export function onTokenEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
