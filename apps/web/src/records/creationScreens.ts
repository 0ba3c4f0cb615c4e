/**
 * Which creation screens exist (000 §2 Route forms: "new documents go to that route plus /new"):
 * the one rule every place that offers a '+' or a 'Nuovo …' asks — the lists' NUOVO
 * (`NewRecordButton`), the dashboard widgets' add buttons — and the route table follows
 * (`roleScreens.tsx`: a /new route without a screen goes to its list). A /new route of the
 * spec whose form is not built yet (most registries…) is offered nowhere
 * until its screen joins this list.
 */
import type { RouteDefinition, RouteName } from '@portineria/domain';
import type { RouteParams } from './definition.ts';
import { routeHref, siblingRoute } from './routeLinks.ts';

/**
 * The /new routes whose screen is built: the ticket forms of ORG and USR, the order form and its
 * wizard, the SPL task of an activity (/SPL/OPR/tasks/new/{activity id}), the claim form, the
 * quote request form, the contact, building, unit, employee (ORG and SPL), planned
 * maintenance, entitlement, delegated access and supplier forms of the registries (features/registries/RegistryForms.tsx),
 * and the notice and poll forms (features/communications/NoticeCreateScreen.tsx,
 * PollCreateScreen.tsx).
 */
const CREATION_SCREENS: ReadonlySet<string> = new Set([
  'orgTicketsNew',
  'usrTicketsNew',
  'orgOrdersNew',
  'orgOrdersNewWizard',
  'splTasksNew',
  'orgClaimsNew',
  'orgQuotesNew',
  'orgContactsNew',
  'orgBuildingsNew',
  'orgUnitsNew',
  'orgEmployeesNew',
  'splEmployeesNew',
  'orgPlannedMaintenancesNew',
  'orgEntitlementsNew',
  'orgEntitlementsAccessNew',
  'orgSuppliersNew',
  'orgNoticesNew',
  'orgPollsNew',
] satisfies RouteName[]);

/** Whether a /new route has its creation screen. */
export function hasCreationScreen(route: RouteDefinition): boolean {
  return route.kind === 'new' && CREATION_SCREENS.has(route.name);
}

/** The /new route a list offers ('+', NUOVO), when it has a creation screen. */
export function creationRouteOf(list: RouteDefinition): RouteDefinition | undefined {
  const route = list.kind === 'list' ? siblingRoute(list, 'new') : undefined;
  return route && hasCreationScreen(route) ? route : undefined;
}

/** The address a list's '+' opens with the list's own parameters, or undefined: no '+'. */
export function creationHref(list: RouteDefinition, params: RouteParams = {}): string | undefined {
  const route = creationRouteOf(list);
  return route ? routeHref(route, params) : undefined;
}
