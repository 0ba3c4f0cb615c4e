/**
 * The stand-in login service of the gateway, outside `/api/v2` and so outside the api-client:
 * POST /auth/token turns the HttpOnly session cookie into a bearer token (never in a URL),
 * POST /auth/logout clears the cookie, GET /auth/login?return_to= is the login page.
 */
import { loginRedirectState, safeReturnPath, type LoginRedirectState } from '@portineria/domain';

/** The answer of POST /auth/token. */
export interface IssuedToken {
  token: string;
  expiresAt: string;
  user: { id: number; email: string; displayName: string };
}

/** Thrown when the login service answers with anything but a token. */
export class LoginServiceError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(`Login service answered ${status}${code ? ` ${code}` : ''}`);
  }
}

/** POST /auth/token: the bearer token of the session cookie; null when there is no session (401). */
export async function requestToken(signal?: AbortSignal): Promise<IssuedToken | null> {
  const response = await fetch('/auth/token', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (response.status === 401) return null;
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error_code?: string };
    throw new LoginServiceError(response.status, body.error_code);
  }
  return (await response.json()) as IssuedToken;
}

/** POST /auth/logout (the cookie is cleared; the answer is 204). */
export async function signOut(): Promise<void> {
  const response = await fetch('/auth/logout', { method: 'POST', credentials: 'same-origin' });
  if (!response.ok && response.status !== 204)
    throw new LoginServiceError(response.status, undefined);
}

/**
 * The login page address. The route to come back to goes in `return_to` only if it is a safe
 * path of this app; the profile is remembered in the route's `profile` query (000 §4
 * "remembering profile and route").
 */
export function loginUrl(
  state: LoginRedirectState = loginRedirectState(undefined, undefined),
): string {
  const route = state.route ? safeReturnPath(state.route) : undefined;
  if (!route && !state.profileId) return '/auth/login';
  const target = new URL(route ?? '/loading', 'http://app.invalid');
  if (state.profileId) target.searchParams.set('profile', state.profileId);
  const returnTo = `${target.pathname}${target.search}`;
  return `/auth/login?${new URLSearchParams({ return_to: returnTo }).toString()}`;
}
