/**
 * `requireScope` (brief: "Request scope"): every `/api/v2` call carries a bearer token; every call
 * except the `users/auth/*` ones also names one of the user's profiles in `X-Portineria-Profile`.
 * 401 TOKEN_MISSING / TOKEN_INVALID / TOKEN_EXPIRED for the token, 403 PROFILE_INVALID for a
 * missing, malformed or foreign profile. On success `c.var.scope` (and `c.var.user`) are set.
 */
import { profileIdFromUid } from '@portineria/domain';
import type { MiddlewareHandler } from 'hono';
import { bearerOf, verifyToken } from '../auth/tokens.ts';
import type { TokenKind, TokenUser } from '../auth/tokens.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { scopeOf } from './profiles.ts';
import { cachedBuildingIdsOfUser, cachedProfilesOfUser } from './scopeCache.ts';
import type { RequestScope } from './scope.ts';

/** The profile header, lower-cased as Node delivers it. */
export const PROFILE_HEADER = 'x-portineria-profile';

/** Calls under this prefix need only the token: the session asks them before choosing a profile. */
export const TOKEN_ONLY_PREFIX = '/api/v2/users/auth/';

function profileInvalid(): GatewayError {
  return new GatewayError(403, 'PROFILE_INVALID', messages.profileInvalid);
}

/** Verifies a bearer token (401 errors as GatewayError). */
export async function authenticateToken(
  deps: GatewayDeps,
  token: string | undefined,
  accepted: readonly TokenKind[] = ['api'],
): Promise<{ user: TokenUser; expiresAt: Date }> {
  if (!token) throw new GatewayError(401, 'TOKEN_MISSING', messages.tokenMissing);
  const verified = await verifyToken(deps.config.secret, token, accepted, deps.now());
  return { user: verified.user, expiresAt: verified.expiresAt };
}

/**
 * The scope of a token and a profile uid, exactly as `requireScope` builds it. The realtime
 * endpoint uses it for its first frame and accepts the realtime token of `users/auth/custom-tokens`
 * as well as the bearer token.
 */
export async function authenticate(
  deps: GatewayDeps,
  token: string | undefined,
  profileUid: string | undefined,
  accepted: readonly TokenKind[] = ['api'],
): Promise<{ scope: RequestScope; expiresAt: Date }> {
  const { user, expiresAt } = await authenticateToken(deps, token, accepted);
  if (!profileUid || profileIdFromUid(profileUid) === undefined) throw profileInvalid();
  // Shared between requests for a few seconds (./scopeCache.ts): a dashboard's burst of requests
  // makes one lookup instead of one each.
  const profiles = await cachedProfilesOfUser(deps, user.id);
  const stored = profiles.find((candidate) => candidate.profile.uid === profileUid);
  if (!stored) throw profileInvalid();
  const scope = await scopeOf(deps.db, user, stored, (userId) =>
    cachedBuildingIdsOfUser(deps, userId),
  );
  return { scope, expiresAt };
}

/** The middleware of `/api/v2/*`. */
export const requireScope: MiddlewareHandler<AppEnv> = async (c, next) => {
  const deps = c.get('deps');
  const token = bearerOf(c.req.header('authorization'));
  if (c.req.path.startsWith(TOKEN_ONLY_PREFIX)) {
    const { user } = await authenticateToken(deps, token);
    c.set('user', user);
    await next();
    return;
  }
  const { scope } = await authenticate(deps, token, c.req.header(PROFILE_HEADER));
  c.set('user', scope.user);
  c.set('scope', scope);
  await next();
};
