/**
 * The route guard of every role (001 §2.1, §2.2, §2.5; 000 §2 Shell and Route forms).
 * The guard takes an already-evaluated permission state: evaluating the profile's grants is the
 * permissions area's job, asking the check-permissions call is the app's.
 */
import type { PermissionRequirement, PermissionState } from '../permissions/types.ts';
import type { RoleType } from '../profiles/types.ts';
import { ROLE_TYPES } from '../profiles/types.ts';
import { dashboardHref, hrefFor } from './href.ts';
import { matchRoute, routeRequirement } from './matchRoute.ts';
import { pathSegments, pathnameOnly } from './pattern.ts';

/** What the guard needs to know. */
export interface GuardInput {
  /** False while the role check is still running (001 §2.1: "An unresolved role check leads to the Loading screen"). */
  roleResolved: boolean;
  /** The role type of the active profile; undefined when it has none. */
  roleType: RoleType | undefined;
  /** False when there is no active profile (001 §2.1: "No active profile redirects to an external login"). */
  hasActiveProfile: boolean;
  /** The requested pathname; a query string or fragment is ignored. */
  pathname: string;
  /** The evaluated permission of the route's requirement; undefined while unknown. */
  permission?: PermissionState;
  /** The organisation has the manager module but not the registry module (001 §2.2 /ORG/dashboard). */
  isManagerOrgWithoutRegistry?: boolean;
}

/** What the app does with a requested path. */
export type GuardDecision =
  /** Show the Loading screen until the role is known. */
  | { readonly kind: 'loading' }
  /** Go to the external login. */
  | { readonly kind: 'login' }
  /** The path belongs to another role's tree (001 §2.1 "is refused"): go to the role dashboard. */
  | { readonly kind: 'refused'; readonly redirectTo: string }
  /** Unknown path: show the 404 page (001 §2.1). */
  | { readonly kind: 'not-found' }
  /** A route that only forwards. */
  | { readonly kind: 'redirect'; readonly to: string }
  /** Ask the permission check about this application path, then decide again with its state. */
  | {
      readonly kind: 'needs-permission';
      readonly permissionPath: string;
      readonly requirement: PermissionRequirement;
    }
  /** The permission check denied the route (001 §2.1 "On denial the user goes to the role dashboard"). */
  | { readonly kind: 'denied'; readonly redirectTo: string }
  /** Show the route. */
  | { readonly kind: 'allowed' };

const PUBLIC_ROUTE_NAMES: ReadonlySet<string> = new Set([
  'loading',
  'changeProfile',
  'publicBuilding',
  'publicBuildingHtml',
  'helper',
  'forbidden',
  'notFound',
]);

/**
 * A path that needs no role (000 §2 Route forms): /loading, /changeProfile, the public building
 * pages (/buildings/{idBuilding}, /buildings.html), help pages under /helper, the 403 and 404
 * pages and any path containing 'error'.
 */
export function isPublicPath(pathname: string): boolean {
  const normalised = pathnameOnly(pathname);
  if (normalised === undefined) return false;
  if (normalised.includes('error')) return true;
  const segments = pathSegments(normalised);
  // /helper itself and anything under it are help pages, not only /helper/{pageId}.
  if (segments[0]?.toLowerCase() === 'helper') return true;
  const match = matchRoute(normalised);
  return match !== undefined && PUBLIC_ROUTE_NAMES.has(match.name);
}

/**
 * Navigation and dashboard are hidden (000 §2 Shell: "on public building pages, help pages and
 * while the session loads"). The session loads on /, /loading and /changeProfile.
 */
export function isShellHidden(pathname: string): boolean {
  const normalised = pathnameOnly(pathname);
  if (normalised === undefined) return false;
  if (pathSegments(normalised)[0]?.toLowerCase() === 'helper') return true;
  const kind = matchRoute(normalised)?.route.kind;
  return kind === 'loading' || kind === 'public' || normalised === '/';
}

/** The role tree a path belongs to by its first segment, if that segment names a role type. */
export function roleTreeOf(pathname: string): RoleType | undefined {
  const normalised = pathnameOnly(pathname);
  const first = normalised === undefined ? undefined : pathSegments(normalised)[0];
  return ROLE_TYPES.find((roleType) => roleType === first?.toUpperCase());
}

/**
 * The guard's decision for a requested path, in the order of 001 §2.1:
 * 1. / redirects to /loading and public paths are shown, with or without a role (001 §2.5);
 * 2. an unresolved role shows Loading; no active profile (or one without a role type) goes to login;
 * 3. a path in another role's tree is refused to the role dashboard (checked before 404, so
 *    /SPL/anything is refused for an ORG user rather than shown as unknown);
 * 4. an unknown path is a 404;
 * 5. /ORG/dashboard redirects to /ORG/TAB/external-buildings for a manager org without the
 *    registry module (001 §2.2), and a role route that only forwards (/ORG/settings to the
 *    sidebar page, 001 §2.2) forwards;
 * 6. routes without a permission check are allowed; otherwise an unknown state asks for the
 *    check, 'allowed' shows the route and 'locked' or 'hidden' go to the role dashboard
 *    (a locked feature is shown disabled in menus, but a screen cannot be half-entered).
 */
export function guardDecision(input: GuardInput): GuardDecision {
  const match = matchRoute(input.pathname);
  if (match?.route.kind === 'redirect' && match.route.roleType === null) {
    return { kind: 'redirect', to: match.route.redirectTo };
  }
  if (isPublicPath(input.pathname)) return { kind: 'allowed' };
  if (!input.roleResolved) return { kind: 'loading' };
  if (!input.hasActiveProfile || input.roleType === undefined) return { kind: 'login' };
  const dashboard = dashboardHref(input.roleType);
  const tree = roleTreeOf(input.pathname);
  if (tree !== undefined && tree !== input.roleType)
    return { kind: 'refused', redirectTo: dashboard };
  if (!match || match.route.roleType !== input.roleType) return { kind: 'not-found' };
  if (match.name === 'orgDashboard' && input.isManagerOrgWithoutRegistry) {
    return { kind: 'redirect', to: hrefFor('orgExternalBuildings') };
  }
  if (match.route.kind === 'redirect' && match.route.redirectTo !== undefined) {
    return { kind: 'redirect', to: match.route.redirectTo };
  }
  const requirement = routeRequirement(match.route);
  if (!requirement || match.route.permissionPath === null) return { kind: 'allowed' };
  if (input.permission === undefined) {
    return { kind: 'needs-permission', permissionPath: match.route.permissionPath, requirement };
  }
  // 'locked' and 'hidden' both deny; any state added later denies too until it is handled.
  return input.permission === 'allowed'
    ? { kind: 'allowed' }
    : { kind: 'denied', redirectTo: dashboard };
}
