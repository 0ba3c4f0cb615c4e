/**
 * The platform's own `/api/v2` endpoints (000 §7, 002 §6, §7.3):
 * - GET users/auth/profiles → `{ data: Profile[] }` (token only);
 * - GET users/auth/custom-tokens → `{ data: { token, expiresAt } }` (token only): a short-lived
 *   realtime token for the gateway chat adapter. The Firebase adapter needs a real Firebase custom
 *   token, which only the production gateway (with a Firebase service account) can mint;
 * - GET users/auth/me → `{ data: SessionUser }` (token only);
 * - GET permissions/check?path=&profile= → `{ data: PermissionScope }`;
 * - POST permissions/check with `{ paths, profile? }` → `{ data: [{ path, scope }] }`: the same
 *   check for many paths (a menu asks about every entry at once), in the order asked, each path
 *   once; an unknown path answers `scope: null` instead of failing the batch.
 */
import {
  BASE_LICENCE_LEVEL,
  ROUTES,
  grantedFunctionalities,
  matchRoute,
  modulesOfApplication,
} from '@portineria/domain';
import type { PermissionScope, RouteDefinition, SessionUser } from '@portineria/domain';
import type { Context, Hono } from 'hono';
import { signToken } from '../auth/tokens.ts';
import type { AppEnv } from '../context.ts';
import { forbidden, invalidQuery, notFound } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { cachedProfilesOfUser } from './scopeCache.ts';
import type { RequestScope } from './scope.ts';

/** A path without query, fragment and trailing slashes, lower-cased for comparison. */
function comparablePath(path: string): string {
  const end = path.search(/[?#]/);
  const pathname = (end < 0 ? path : path.slice(0, end)).replace(/\/+$/, '');
  return pathname.toLowerCase();
}

/**
 * Every permission path of domain's route table → the application it guards. The web guard asks
 * about `route.permissionPath` (001 §2.1 "parameters stripped": `/ORG/OPR/orders` for
 * `/ORG/OPR/orders/service/mod/42`), which is often not a route pattern of its own, so it is looked
 * up here first; the table gives one application per permission path.
 */
const APPLICATION_BY_PERMISSION_PATH: ReadonlyMap<string, string> = new Map(
  (ROUTES as readonly RouteDefinition[]).flatMap((route) =>
    route.permissionPath !== null && route.application !== null
      ? [[comparablePath(route.permissionPath), route.application] as const]
      : [],
  ),
);

/**
 * The application guarding a path: a permission path of the route table (what the web guard
 * sends), else the route a full application path matches (`matchRoute`, parameters stripped).
 */
export function applicationOfPath(path: string): string | undefined {
  if (!path.startsWith('/')) return undefined;
  const byPermissionPath = APPLICATION_BY_PERMISSION_PATH.get(comparablePath(path));
  if (byPermissionPath !== undefined) return byPermissionPath;
  return matchRoute(path)?.route.application ?? undefined;
}

/** The permission scope of an application path for a profile, or undefined for an unknown path. */
export function permissionScopeOf(
  path: string,
  profile: RequestScope['profile'],
): PermissionScope | undefined {
  const application = applicationOfPath(path);
  if (!application) return undefined;
  return {
    application,
    functionalities: grantedFunctionalities(profile, application),
    modules: modulesOfApplication(application),
    licenceLevel: BASE_LICENCE_LEVEL,
  };
}

/** Mounts the endpoints on the `/api/v2` router (after `requireScope`). */
export function registerPlatformRoutes(api: Hono<AppEnv>): void {
  api.get('/users/auth/profiles', async (c) => {
    const stored = await cachedProfilesOfUser(c.get('deps'), c.get('user').id);
    return c.json({ data: stored.map((entry) => entry.profile) });
  });

  api.get('/users/auth/me', async (c) => {
    const user = c.get('user');
    // The name as stored now: the token keeps the one of the sign-in, and 'Il mio profilo' may
    // have changed it since (002 §7.5 "Afterwards the local firstname and lastname are updated").
    const stored = await c
      .get('deps')
      .db.selectFrom('users')
      .select('display_name')
      .where('id', '=', user.id)
      .executeTakeFirst();
    const data: SessionUser = {
      id: String(user.id),
      email: user.email,
      displayName: stored?.display_name ?? user.displayName,
    };
    return c.json({ data });
  });

  api.get('/users/auth/custom-tokens', async (c) => {
    const deps = c.get('deps');
    const { token, expiresAt } = await signToken(
      deps.config.secret,
      'realtime',
      c.get('user'),
      deps.now(),
    );
    c.header('cache-control', 'no-store');
    return c.json({ data: { token, expiresAt: expiresAt.toISOString() } });
  });

  api.get('/permissions/check', (c) => {
    const scope = c.get('scope');
    checkOwnProfile(scope, c.req.query('profile'));
    const path = c.req.query('path');
    const data = path ? permissionScopeOf(path, scope.profile) : undefined;
    if (!data) throw notFound(messages.permissionPathUnknown);
    return c.json({ data });
  });

  api.post('/permissions/check', async (c) => {
    const scope = c.get('scope');
    const { paths, profile } = readPathsBody(await readJson(c));
    checkOwnProfile(scope, profile);
    const data = [...new Set(paths)].map((path) => ({
      path,
      scope: permissionScopeOf(path, scope.profile) ?? null,
    }));
    return c.json({ data });
  });
}

/** The most paths one batch check may carry (a menu has about 30 entries). */
export const PERMISSION_CHECK_BATCH_MAX = 200;

/** The longest path a batch check accepts. */
const PERMISSION_PATH_MAX_LENGTH = 512;

/** Only the profile of the request may be checked, exactly as the single check says. */
function checkOwnProfile(scope: RequestScope, requested: string | undefined): void {
  if (requested !== undefined && requested !== scope.profile.uid) {
    throw forbidden(messages.permissionProfileForeign);
  }
}

/** The JSON body, read through Hono (the body guard already read its text). */
async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text()) as unknown;
  } catch {
    throw invalidQuery();
  }
}

/** `{ paths: string[], profile?: string }`, every path an application path; else a 400. */
function readPathsBody(body: unknown): { paths: string[]; profile: string | undefined } {
  const invalid = () => invalidQuery(messages.permissionPathsInvalid(PERMISSION_CHECK_BATCH_MAX));
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid();
  const record = body as Record<string, unknown>;
  if (Object.keys(record).some((key) => key !== 'paths' && key !== 'profile')) throw invalid();
  const { paths, profile } = record;
  if (profile !== undefined && typeof profile !== 'string') throw invalid();
  if (
    !Array.isArray(paths) ||
    paths.length === 0 ||
    paths.length > PERMISSION_CHECK_BATCH_MAX ||
    !paths.every(
      (path) =>
        typeof path === 'string' &&
        path.startsWith('/') &&
        path.length <= PERMISSION_PATH_MAX_LENGTH,
    )
  ) {
    throw invalid();
  }
  return { paths: paths as string[], profile };
}
