/**
 * Reading a pathname back into a route of the table (001 §2.1: "A permission check per route
 * path (parameters stripped) decides access"; "An unknown path shows the 404 page").
 *
 * Matching follows react-router 7 defaults so the guard and the router agree: static segments
 * are compared case-insensitively, trailing slashes are ignored, parameters are URI-decoded, and
 * the most specific route (most static segments) wins. One rule is ours: a parameter with an
 * allowed set (orderType, category) only matches its allowed values, so
 * /ORG/OPR/orders/other is unknown (404) instead of an empty list.
 */
import type { PermissionRequirement } from '../permissions/types.ts';
import type { MatchedRouteParams } from './href.ts';
import { pathSegments, pathnameOnly, patternSegments } from './pattern.ts';
import type { PatternSegment } from './pattern.ts';
import { routingMessage, routingMessages } from '../messages/it-IT/routing.ts';
import { ROUTES } from './routes.ts';
import type { RouteByName, RouteDefinition, RouteName, RoutingMessageKey } from './routes.ts';

/** A matched route: its name (to narrow on), its row and its decoded parameters. */
export type RouteMatch = {
  [Name in RouteName]: {
    readonly name: Name;
    readonly route: RouteByName<Name>;
    readonly params: MatchedRouteParams<Name>;
  };
}[RouteName];

type Parameters = Readonly<Record<string, string>>;

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function matchSegments(
  route: RouteDefinition,
  pattern: readonly PatternSegment[],
  path: readonly string[],
  params: Parameters,
): Parameters | undefined {
  const [segment, ...restOfPattern] = pattern;
  const [current, ...restOfPath] = path;
  if (segment === undefined) return current === undefined ? params : undefined;
  if (segment.kind === 'static') {
    if (current?.toLowerCase() !== segment.text.toLowerCase()) return undefined;
    return matchSegments(route, restOfPattern, restOfPath, params);
  }
  const value = current ? decodeSegment(current) : undefined;
  const allowed = route.allowedValues?.[segment.name];
  if (value !== undefined && (!allowed || allowed.includes(value))) {
    const matched = matchSegments(route, restOfPattern, restOfPath, {
      ...params,
      [segment.name]: value,
    });
    if (matched) return matched;
  }
  return segment.optional ? matchSegments(route, restOfPattern, path, params) : undefined;
}

/** A route with its pattern split into segments, for matching. */
interface CompiledRoute {
  readonly route: RouteDefinition;
  readonly pattern: readonly PatternSegment[];
  readonly staticCount: number;
}

/**
 * The table compiled for matching, on first use: a consumer of `routeRequirement` or
 * `routeTitleKey` alone does not load the table, and nobody compiles it at import time.
 */
let compiledRoutes: readonly CompiledRoute[] | undefined;

function compileRoutes(): readonly CompiledRoute[] {
  compiledRoutes ??= ROUTES.map((route) => {
    const pattern = patternSegments(route.path);
    return {
      route,
      pattern,
      staticCount: pattern.filter((segment) => segment.kind === 'static').length,
    };
  });
  return compiledRoutes;
}

/**
 * The route a pathname shows, with its decoded parameters, or undefined for an unknown path.
 * A query string or fragment on the input is ignored.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const normalised = pathnameOnly(pathname);
  if (normalised === undefined) return undefined;
  const segments = pathSegments(normalised);
  let best: { route: RouteDefinition; params: Parameters; staticCount: number } | undefined;
  for (const { route, pattern, staticCount } of compileRoutes()) {
    if (best && best.staticCount >= staticCount) continue;
    const params = matchSegments(route, pattern, segments, {});
    if (params) best = { route, params, staticCount };
  }
  if (!best) return undefined;
  return { name: best.route.name, route: best.route, params: best.params } as RouteMatch;
}

/**
 * The application path the permission check is asked about (001 §2.1 "parameters stripped"):
 * '/ORG/OPR/orders/service/mod/42' → '/ORG/OPR/orders'. Parameters and the action segments
 * (new, mod, wizard, folder-types) are dropped, so orderType and category do not change it.
 * Undefined for unknown paths and for routes without a permission check.
 */
export function permissionPathOf(pathname: string): string | undefined {
  return matchRoute(pathname)?.route.permissionPath ?? undefined;
}

/**
 * What a route needs from the permission check: read access to its application and, on
 * creation screens, APP_NEW. Undefined for routes without a check. The app evaluates it (or asks
 * the check-permissions call with `permissionPath`) and hands the state to `guardDecision`.
 */
export function routeRequirement(route: RouteDefinition): PermissionRequirement | undefined {
  if (route.application === null) return undefined;
  return route.functionality
    ? { application: route.application, functionality: route.functionality }
    : { application: route.application };
}

/**
 * The title of a matched screen: the row's title, or the one its parameter picks (service
 * orders 'Ordini', contracts 'Contratti'; 'Immobili privati' or 'Condomìni'; 'Contatti' or 'Clienti').
 */
export function routeTitleKey(match: RouteMatch): RoutingMessageKey {
  const route: RouteDefinition = match.route;
  const byParameter = route.titleKeyByParameter;
  if (!byParameter) return route.titleKey;
  const params: Parameters = match.params;
  const value = params[byParameter.parameter];
  return (value !== undefined ? byParameter.keys[value] : undefined) ?? route.titleKey;
}

/**
 * The title of one record's screen, in the singular (002 §2.1 detail screens): 'Ordine
 * ODS-2026-0002' with the record's code, 'Sinistro n. 4' without one. The noun is the list's
 * title in the singular ('Ordini' → 'Ordine', 'Contratti' → 'Contratto'); a screen whose list has
 * no singular keeps the list's title.
 */
export function recordTitle(
  match: RouteMatch,
  record: { code?: string | null | undefined; id?: string | number | null | undefined },
): string {
  const titleKey = routeTitleKey(match);
  const nounKey = titleKey.replace(/^routing\.title\./, 'routing.record.');
  const noun = isRoutingMessageKey(nounKey) ? routingMessage(nounKey) : routingMessage(titleKey);
  const code = typeof record.code === 'string' ? record.code.trim() : '';
  return code
    ? routingMessage('routing.record.withCode', { noun, code })
    : routingMessage('routing.record.withId', { noun, id: String(record.id ?? '') });
}

function isRoutingMessageKey(key: string): key is RoutingMessageKey {
  return Object.hasOwn(routingMessages, key);
}
