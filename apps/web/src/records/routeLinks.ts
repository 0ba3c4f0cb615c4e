/**
 * The routes around a record screen, from domain's route table: the list, /new and /mod siblings
 * of a route (same role tree and entity), and their paths through domain's `hrefFor`, the one URL
 * builder.
 */
import { hrefFor, ROUTES, type RouteDefinition, type RouteName } from '@portineria/domain';
import type { RouteParams } from './definition.ts';

/** The sibling route of a list (its /new or /mod screen): same role tree, entity and kind. */
export function siblingRoute(
  route: RouteDefinition,
  kind: 'new' | 'mod' | 'list',
): RouteDefinition | undefined {
  return ROUTES.find(
    (candidate: RouteDefinition) =>
      candidate.kind === kind &&
      candidate.entity === route.entity &&
      candidate.roleType === route.roleType &&
      // orgOrdersNewWizard is a step of the wizard, not the creation screen.
      !candidate.path.includes('/wizard/'),
  );
}

/**
 * The path of a route with parameters, or undefined when the route needs one the parameters
 * lack (an SPL task's /new/{activity id} has no path from the list).
 */
export function routeHref(route: RouteDefinition, params: RouteParams): string | undefined {
  const wanted = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  );
  try {
    return (hrefFor as (name: RouteName, params?: object) => string)(
      route.name as RouteName,
      wanted,
    );
  } catch {
    return undefined;
  }
}
