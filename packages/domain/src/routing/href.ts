/**
 * Building in-app paths from the route table (000 §2 Route forms; 002 §2.1, §2.4, §7.6).
 * Nothing else spells a URL: a missing parameter or a value outside its allowed set is a
 * programming error and throws, so a broken link fails in tests instead of leading to a 404.
 */
import type { RoleType } from '../profiles/types.ts';
import { patternSegments } from './pattern.ts';
import { routeByName } from './routes.ts';
import type { OrderTypeParameter, RouteByName, RouteName } from './routes.ts';

type ParameterTokens<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Token}/${infer Tail}`
    ? Token | ParameterTokens<Tail>
    : Rest
  : never;

type RequiredParameterNames<Path extends string> = Exclude<ParameterTokens<Path>, `${string}?`>;

type OptionalParameterNames<Path extends string> =
  ParameterTokens<Path> extends infer Token
    ? Token extends `${infer Name}?`
      ? Name
      : never
    : never;

type AllowedValue<Definition, Name> = Definition extends {
  allowedValues: infer Allowed;
}
  ? Name extends keyof Allowed
    ? Allowed[Name] extends readonly (infer Value)[]
      ? Value
      : never
    : undefined
  : undefined;

/** The value type of one parameter: its allowed values when the table lists them. */
type ParameterValue<Name extends RouteName, Parameter> =
  AllowedValue<RouteByName<Name>, Parameter> extends undefined
    ? string | number
    : AllowedValue<RouteByName<Name>, Parameter>;

/** The parameters `hrefFor` takes for a route, derived from its pattern. */
export type RouteParams<Name extends RouteName> = {
  [Parameter in RequiredParameterNames<RouteByName<Name>['path']>]: ParameterValue<Name, Parameter>;
} & {
  [Parameter in OptionalParameterNames<RouteByName<Name>['path']>]?: ParameterValue<
    Name,
    Parameter
  > | null;
};

/** The parameters `matchRoute` reads for a route: decoded strings, narrowed to the allowed values. */
export type MatchedRouteParams<Name extends RouteName> = {
  readonly [Parameter in RequiredParameterNames<RouteByName<Name>['path']>]: Extract<
    ParameterValue<Name, Parameter>,
    string
  >;
} & {
  readonly [Parameter in OptionalParameterNames<RouteByName<Name>['path']>]?: Extract<
    ParameterValue<Name, Parameter>,
    string
  >;
};

/** Query values; `null` and `undefined` leave the key out. */
export type RouteQuery = Readonly<Record<string, string | number | boolean | null | undefined>>;

type HrefArguments<Name extends RouteName> = [
  RequiredParameterNames<RouteByName<Name>['path']>,
] extends [never]
  ? [params?: RouteParams<Name>, query?: RouteQuery]
  : [params: RouteParams<Name>, query?: RouteQuery];

/** Thrown by `hrefFor` for an unknown route, a missing parameter or a value outside its set. */
export class RouteParameterError extends Error {
  override readonly name = 'RouteParameterError';
}

function parameterText(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** `?a=1&b=x` from a query object, keys and values encoded, empty values left out. */
export function queryString(query: RouteQuery | undefined): string {
  const pairs = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/**
 * The path of a named route with its parameters encoded, plus an optional query
 * (000 §2 Route forms: "/{role type}/{application route}; new documents go to that route plus
 * /new; existing ones to /mod/{id}").
 *
 * Throws a RouteParameterError when the route is unknown, a required parameter is missing, a
 * value is outside the allowed set (orderType service|contracts, building category
 * private|condominium, contact category person|client), a value is '.' or '..' (the browser
 * would resolve it away), or an optional parameter is given after a missing one (the path would
 * read it in the wrong place).
 */
export function hrefFor<Name extends RouteName>(name: Name, ...args: HrefArguments<Name>): string {
  const [params, query] = args;
  const route = routeByName(name);
  if (!route) throw new RouteParameterError(`Unknown route '${String(name)}'.`);
  const values: Readonly<Record<string, unknown>> = params ?? {};
  const parts: string[] = [];
  let skippedOptional: string | undefined;
  for (const segment of patternSegments(route.path)) {
    if (segment.kind === 'static') {
      parts.push(segment.text);
      continue;
    }
    const text = parameterText(values[segment.name]);
    if (text === undefined) {
      if (!segment.optional) {
        throw new RouteParameterError(`Route '${name}' needs the parameter '${segment.name}'.`);
      }
      skippedOptional = segment.name;
      continue;
    }
    if (skippedOptional !== undefined) {
      throw new RouteParameterError(
        `Route '${name}': '${segment.name}' cannot be given without '${skippedOptional}'.`,
      );
    }
    const allowed = route.allowedValues?.[segment.name];
    if (allowed && !allowed.includes(text)) {
      throw new RouteParameterError(
        `Route '${name}': '${text}' is not an allowed ${segment.name} (${allowed.join(', ')}).`,
      );
    }
    if (text === '.' || text === '..') {
      throw new RouteParameterError(`Route '${name}': '${text}' is not a valid ${segment.name}.`);
    }
    parts.push(encodeURIComponent(text));
  }
  return `/${parts.join('/')}${queryString(query)}`;
}

/** An order category as the spec writes it: ODS (1, single service order) or ODP (2, repeated order or contract). */
export type RouteOrderCategory = 'ODS' | 'ODP' | 1 | 2;

// The orders area has the same mapping (orders/codes.ts); kept here so routing depends on no other rule area.
function orderTypeOfCategory(category: RouteOrderCategory): OrderTypeParameter {
  return category === 'ODP' || category === 2 ? 'contracts' : 'service';
}

/**
 * The detail path of an order for a role (002 §7.6: "Order detail opens at
 * OPR/orders/service/mod/{id} for service orders or OPR/orders/contracts/mod/{id} for contracts").
 */
export function orderDetailHref(
  roleType: Extract<RoleType, 'ORG' | 'SPL' | 'USR'>,
  category: RouteOrderCategory,
  id: string | number,
): string {
  return ORDER_DETAIL_BUILDERS[roleType](orderTypeOfCategory(category), id);
}

const ORDER_DETAIL_BUILDERS: Record<
  Extract<RoleType, 'ORG' | 'SPL' | 'USR'>,
  (orderType: OrderTypeParameter, idElement: string | number) => string
> = {
  ORG: (orderType, idElement) => hrefFor('orgOrderMod', { orderType, idElement }),
  SPL: (orderType, idElement) => hrefFor('splOrderMod', { orderType, idElement }),
  USR: (orderType, idElement) => hrefFor('usrOrderMod', { orderType, idElement }),
};

/** The query parameters the calendar reads (002 §2.1). */
export interface CalendarHrefQuery {
  /** Opens the new-event dialog. */
  openNew?: boolean;
  /** Pre-fills start and end of the new event (YYYY-MM-DD). */
  selectedDay?: string;
  /** Opens the side pane on the reminders panel. */
  openSidebar?: boolean;
}

/**
 * The calendar path of a role with its query (002 §2.1: "/{ROLE}/calendar and, from the
 * reminders button, /{ROLE}/calendar?openSidebar=true"; 001 §2.7: openNew and selectedDay).
 * Only ORG and SPL have a calendar (002 §6: the calendar mode is ORG or SPL); undefined otherwise.
 */
export function calendarHref(
  roleType: RoleType | undefined,
  query: CalendarHrefQuery = {},
): string | undefined {
  const calendarQuery: RouteQuery = {
    openNew: query.openNew || undefined,
    selectedDay: query.selectedDay,
    openSidebar: query.openSidebar || undefined,
  };
  if (roleType === 'ORG') return hrefFor('orgCalendar', {}, calendarQuery);
  if (roleType === 'SPL') return hrefFor('splCalendar', {}, calendarQuery);
  return undefined;
}

/** The chat to open in the chats page: its id and, for USR, the building it belongs to. */
export interface ChatsHrefTarget {
  idChat?: string | number | null;
  /** The building id of the USR route's `{idElement?}` (002 §2.6 "the active building id"). */
  idElement?: string | number | null;
}

/**
 * The chats page of a role with a chat open in its panel (002 §2.6; 001 §2 routes "/ORG/COM/chats"
 * and "/USR/COM/chats/{idElement?}/{idChat?}"). USR names the chat in the path, after its
 * building; the ORG route has no chat slot, so the chat goes in the query (`?idChat=`), the same
 * for a USR chat whose building is unknown. Only ORG and USR have a chats route; undefined
 * otherwise.
 */
export function chatsHref(
  roleType: RoleType | undefined,
  target: ChatsHrefTarget = {},
): string | undefined {
  const idChat = target.idChat ?? undefined;
  if (roleType === 'ORG') return hrefFor('orgChats', {}, { idChat });
  if (roleType !== 'USR') return undefined;
  const idElement = target.idElement ?? undefined;
  if (idElement === undefined) return hrefFor('usrChats', {}, { idChat });
  return hrefFor('usrChats', { idElement, idChat });
}

/** The help page the help button opens (002 §2.4: "/helper/000?path={current path}"). */
export const DEFAULT_HELPER_PAGE_ID = '000';

/** The help route for the current path (002 §2.4). */
export function helperHref(currentPath: string): string {
  return hrefFor('helper', { pageId: DEFAULT_HELPER_PAGE_ID }, { path: currentPath });
}

// A Record over RoleType is exhaustive by type: a new role type fails to compile until it has a route.
const CHANGELOG_ROUTES: Record<RoleType, RouteName> = {
  ORG: 'orgChangelog',
  SPL: 'splChangelog',
  USR: 'usrChangelog',
  SYS: 'sysChangelog',
};

const DASHBOARD_ROUTES: Record<RoleType, RouteName> = {
  ORG: 'orgDashboard',
  SPL: 'splDashboard',
  USR: 'usrDashboard',
  SYS: 'sysDashboard',
};

/** The changelog of a role (002 §2.5: "Route /ORG/changelog, also reachable as /{ROLE}/changelog"). */
export function changelogHref(roleType: RoleType): string {
  return hrefForParameterless(CHANGELOG_ROUTES[roleType]);
}

/**
 * The dashboard of a role type (000 §2 Dashboards: "Each role has /{ROLE}/dashboard"), where
 * refusals and denials land (001 §2.1). `dashboardPathFor` in profiles does the same from a role.
 */
export function dashboardHref(roleType: RoleType): string {
  return hrefForParameterless(DASHBOARD_ROUTES[roleType]);
}

function hrefForParameterless(name: RouteName): string {
  return (hrefFor as (routeName: RouteName) => string)(name);
}
