/**
 * @portineria/domain — the rulebook of Portineria. Pure TypeScript: no React, no DOM, no network.
 * Each area exports an explicit list from its own `index.ts`; the public API by area is listed in
 * the package README.
 */
export * from './constants/constants.ts';
export { itIT, message } from './messages/it-IT.ts';
export type { MessageKey } from './messages/it-IT.ts';
// The message functions of the areas a first screen shows, so that it ships only their strings.
export { activitiesMessage } from './messages/it-IT/activities.ts';
export { commonMessage } from './messages/it-IT/common.ts';
export { dashboardMessage } from './messages/it-IT/dashboard.ts';
export { ordersMessage } from './messages/it-IT/orders.ts';
export { routingMessage } from './messages/it-IT/routing.ts';
export { sessionMessage } from './messages/it-IT/session.ts';
export type * from './profiles/types.ts';
export { ROLE_TYPE, ROLE_TYPES, ORG_TYPES } from './profiles/types.ts';
export type * from './permissions/types.ts';
export * from './profiles/index.ts';
export * from './permissions/index.ts';
export * from './routing/index.ts';
export * from './notifications/index.ts';
export * from './buildings/index.ts';
export * from './lists/index.ts';
export * from './orders/index.ts';
export * from './activities/index.ts';
export * from './tickets/index.ts';
export * from './claims/index.ts';
export * from './quotes/index.ts';
export * from './tokens/index.ts';
export * from './folders/index.ts';
export * from './suppliers/index.ts';
export * from './communications/index.ts';
export * from './employees/index.ts';
export * from './validation/index.ts';
export * from './format/index.ts';
export * from './dashboard/index.ts';
export * from './calendar/index.ts';
export * from './chat/index.ts';
export * from './import/index.ts';
export * from './registries/index.ts';
export * from './session/index.ts';
export * from './navigation/index.ts';
export * from './mobileApp/index.ts';
export * from './errors/index.ts';
