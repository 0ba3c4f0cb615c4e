/**
 * The one api-client of the app: same origin, the in-memory bearer token, and the active
 * profile uid of the session. The session writes the profile through `setActiveProfile`; the
 * client reads it on every call, so a profile switch needs no new client.
 */
import { createApiClient, type ApiClient } from '@portineria/api-client';
import { currentToken } from './tokenStore.ts';

let activeProfileUid: string | null = null;
let activeProfileGrants: string | null = null;
let activeUserId: number | null = null;
let unauthorizedHandler: (() => void) | undefined;

/**
 * Called by the session when the active profile changes (null when there is none). `grants` is
 * domain's `profileGrantsFingerprint` of the profile the session works with: a refusal after its
 * permissions or modules changed on the server then answers PERMISSIONS_CHANGED (000 §4).
 */
export function setActiveProfile(
  uid: string | null,
  userId: number | null,
  grants: string | null = null,
): void {
  activeProfileUid = uid;
  activeProfileGrants = grants;
  activeUserId = userId;
}

/** Called by the session: the server said the token is over (401 TOKEN_*). */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

export const apiClient: ApiClient = createApiClient({
  baseUrl: '',
  getToken: () => currentToken(),
  getProfileId: () => activeProfileUid,
  getProfileGrants: () => activeProfileGrants,
  getActiveUserId: () => activeUserId,
  onUnauthorized: () => unauthorizedHandler?.(),
});
