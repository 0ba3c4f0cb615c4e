export {
  ROUTES,
  routeByName,
  ORDER_TYPE_PARAMETERS,
  BUILDING_CATEGORY_PARAMETERS,
  CONTACT_CATEGORY_PARAMETERS,
} from './routes.ts';
export type {
  RouteDefinition,
  RouteKind,
  RouteName,
  RouteByName,
  RoutingMessageKey,
  OrderTypeParameter,
  BuildingCategoryParameter,
  ContactCategoryParameter,
} from './routes.ts';
export {
  hrefFor,
  RouteParameterError,
  orderDetailHref,
  calendarHref,
  chatsHref,
  helperHref,
  changelogHref,
  dashboardHref,
  DEFAULT_HELPER_PAGE_ID,
} from './href.ts';
export type {
  RouteParams,
  MatchedRouteParams,
  RouteQuery,
  RouteOrderCategory,
  CalendarHrefQuery,
  ChatsHrefTarget,
} from './href.ts';
export {
  matchRoute,
  permissionPathOf,
  recordTitle,
  routeRequirement,
  routeTitleKey,
} from './matchRoute.ts';
export type { RouteMatch } from './matchRoute.ts';
export { guardDecision, isPublicPath, isShellHidden, roleTreeOf } from './guard.ts';
export type { GuardInput, GuardDecision } from './guard.ts';
export { isStorableRoute, storedRoute, restorableRoute } from './lastRoute.ts';
export type { StoredRoute } from './lastRoute.ts';
export { safeReturnPath } from './safeReturnPath.ts';
export type { SafeReturnPathOptions } from './safeReturnPath.ts';
export { folderDetailAccess, buildingDetailAccess } from './folderDetailAccess.ts';
export type { DetailRouteAccess } from './folderDetailAccess.ts';
export { MAX_RELATED_HELPER_PAGES, relatedHelperPages } from './relatedHelperPages.ts';
export type { HelperPageSummary } from './relatedHelperPages.ts';
