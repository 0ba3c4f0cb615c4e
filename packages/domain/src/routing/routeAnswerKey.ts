/**
 * Test support only: the answer key the route tests hold the route table (`ROUTES`) and the
 * guard against. Not exported from the area's index and read by no rule, so that a wrong row in
 * the table cannot also be the expectation it is tested with.
 *
 * Transcribed by hand from the spec, one line per screen:
 * - `path` — the route tree of 001 §2.2 (ORG), §2.3 (SPL), §2.4 (USR), §2.5 and 000 §2 Route
 *   forms (others), written as react-router patterns (`{idChat?}` → `:idChat?`);
 * - `permissionPath` — "A permission check per route path (parameters stripped) decides access"
 *   (001 §2.1): the path up to its first parameter or action segment (new, mod, wizard,
 *   folder-types), so a creation or detail screen asks about its list's path;
 * - `application` — the code the check asks for: the ones the spec spells (000 §3 and §6
 *   ORG_OTHER_CALENDAR; 002 §6 menu keys SPL_*, USR_* — USR_COM_DELIVERY,
 *   USR_COM_CONDOCORRESPONDENCES, USR_COM_TRACKEDDELIVERIES —, ORG_GEN_TICKETS; 001 §6
 *   ORG_OPR_ORDERS, ORG_COM_NOTICES…) and, where 002 §6 gives only the family (ORG_TAB_*,
 *   ORG_OPR_*, ORG_COM_*, ORG_STATS_*), the path's segments upper-cased without hyphens;
 * - `functionality` — APP_NEW on creation screens (000 §2 "new documents go to that route plus
 *   /new"; 002 §6 "Per-screen data ids: APP_NEW…");
 * - `sample` — a real address of the screen, to walk through the guard;
 * - `redirectTo` — for the rows that only forward (001 §2.5 "/ redirects to
 *   Loading"; 001 §2.2 "/ORG/settings Redirects to /ORG/settings/appearance/sidebar").
 * `null` application and permission path: no check — dashboards and their settings (000 §2 "Each
 * role has /{ROLE}/dashboard"), the changelog, the SPL calendar (the spec names no SPL calendar
 * code) and the pages that need no role.
 */
export interface RouteAnswer {
  readonly path: string;
  readonly sample: string;
  readonly permissionPath: string | null;
  readonly application: string | null;
  readonly functionality?: 'APP_NEW';
  readonly redirectTo?: string;
}

/** Every screen of the spec, with the permission check it must get. */
// One screen a line, as a table reads: the formatter would spread each over six lines.
// prettier-ignore
export const ROUTE_ANSWER_KEY: readonly RouteAnswer[] = [
  // 001 §2.5 Other routes and 000 §2 Route forms: no role, no check.
  { path: '/', sample: '/', permissionPath: null, application: null, redirectTo: '/loading' },
  { path: '/loading', sample: '/loading', permissionPath: null, application: null },
  { path: '/changeProfile', sample: '/changeProfile', permissionPath: null, application: null },
  { path: '/buildings/:idBuilding', sample: '/buildings/15', permissionPath: null, application: null },
  { path: '/buildings.html', sample: '/buildings.html?id=15', permissionPath: null, application: null },
  { path: '/helper/:pageId', sample: '/helper/000', permissionPath: null, application: null },
  { path: '/403', sample: '/403', permissionPath: null, application: null },
  { path: '/404', sample: '/404', permissionPath: null, application: null },

  // 001 §2.2 ORG routes; 000 §2 Dashboards; 002 §2.5 changelog.
  { path: '/ORG/dashboard', sample: '/ORG/dashboard', permissionPath: null, application: null },
  { path: '/ORG/dashboard/settings', sample: '/ORG/dashboard/settings', permissionPath: null, application: null },
  { path: '/ORG/calendar', sample: '/ORG/calendar', permissionPath: '/ORG/calendar', application: 'ORG_OTHER_CALENDAR' },
  { path: '/ORG/changelog', sample: '/ORG/changelog', permissionPath: null, application: null },
  // 002 §2.9 settings page 'Impostazioni' (section Aspetto, link Navigazione), which the more specific
  // screen description makes a page rather than 001 §2.2's redirect.
  { path: '/ORG/settings', sample: '/ORG/settings', permissionPath: null, application: null, redirectTo: '/ORG/settings/appearance/sidebar' },
  { path: '/ORG/settings/appearance/sidebar', sample: '/ORG/settings/appearance/sidebar', permissionPath: null, application: null },
  { path: '/ORG/COM/chats', sample: '/ORG/COM/chats', permissionPath: '/ORG/COM/chats', application: 'ORG_COM_CHATS' },
  { path: '/ORG/COM/polls', sample: '/ORG/COM/polls', permissionPath: '/ORG/COM/polls', application: 'ORG_COM_POLLS' },
  { path: '/ORG/COM/polls/new', sample: '/ORG/COM/polls/new', permissionPath: '/ORG/COM/polls', application: 'ORG_COM_POLLS', functionality: 'APP_NEW' },
  { path: '/ORG/COM/polls/mod/:idElement', sample: '/ORG/COM/polls/mod/3', permissionPath: '/ORG/COM/polls', application: 'ORG_COM_POLLS' },
  { path: '/ORG/COM/notices', sample: '/ORG/COM/notices', permissionPath: '/ORG/COM/notices', application: 'ORG_COM_NOTICES' },
  { path: '/ORG/COM/notices/new', sample: '/ORG/COM/notices/new', permissionPath: '/ORG/COM/notices', application: 'ORG_COM_NOTICES', functionality: 'APP_NEW' },
  { path: '/ORG/COM/notices/mod/:idElement', sample: '/ORG/COM/notices/mod/3', permissionPath: '/ORG/COM/notices', application: 'ORG_COM_NOTICES' },
  { path: '/ORG/GEN/tickets', sample: '/ORG/GEN/tickets', permissionPath: '/ORG/GEN/tickets', application: 'ORG_GEN_TICKETS' },
  { path: '/ORG/GEN/tickets/new', sample: '/ORG/GEN/tickets/new', permissionPath: '/ORG/GEN/tickets', application: 'ORG_GEN_TICKETS', functionality: 'APP_NEW' },
  { path: '/ORG/GEN/tickets/mod/:idElement/:idChat?', sample: '/ORG/GEN/tickets/mod/3/9', permissionPath: '/ORG/GEN/tickets', application: 'ORG_GEN_TICKETS' },
  { path: '/ORG/OPR/tasks', sample: '/ORG/OPR/tasks', permissionPath: '/ORG/OPR/tasks', application: 'ORG_OPR_TASKS' },
  { path: '/ORG/OPR/tasks/mod/:idElement', sample: '/ORG/OPR/tasks/mod/3', permissionPath: '/ORG/OPR/tasks', application: 'ORG_OPR_TASKS' },
  { path: '/ORG/OPR/tokens', sample: '/ORG/OPR/tokens', permissionPath: '/ORG/OPR/tokens', application: 'ORG_OPR_TOKENS' },
  { path: '/ORG/OPR/tokens/mod/:idElement/:idChat?', sample: '/ORG/OPR/tokens/mod/3', permissionPath: '/ORG/OPR/tokens', application: 'ORG_OPR_TOKENS' },
  // Not in the spec's route tree: 002 §2.8 'Proposte di fatturazione' given a list and a detail (DECISIONS.md "Billing proposals: their list and detail"), under the tokens' check.
  { path: '/ORG/OPR/tokens/proposals', sample: '/ORG/OPR/tokens/proposals', permissionPath: '/ORG/OPR/tokens', application: 'ORG_OPR_TOKENS' },
  { path: '/ORG/OPR/tokens/proposals/mod/:idElement', sample: '/ORG/OPR/tokens/proposals/mod/3', permissionPath: '/ORG/OPR/tokens', application: 'ORG_OPR_TOKENS' },
  { path: '/ORG/OPR/claims', sample: '/ORG/OPR/claims', permissionPath: '/ORG/OPR/claims', application: 'ORG_OPR_CLAIMS' },
  { path: '/ORG/OPR/claims/new', sample: '/ORG/OPR/claims/new', permissionPath: '/ORG/OPR/claims', application: 'ORG_OPR_CLAIMS', functionality: 'APP_NEW' },
  { path: '/ORG/OPR/claims/mod/:idElement/:idChat?', sample: '/ORG/OPR/claims/mod/3/9', permissionPath: '/ORG/OPR/claims', application: 'ORG_OPR_CLAIMS' },
  { path: '/ORG/OPR/orders/:orderType', sample: '/ORG/OPR/orders/service', permissionPath: '/ORG/OPR/orders', application: 'ORG_OPR_ORDERS' },
  { path: '/ORG/OPR/orders/:orderType/new', sample: '/ORG/OPR/orders/contracts/new', permissionPath: '/ORG/OPR/orders', application: 'ORG_OPR_ORDERS', functionality: 'APP_NEW' },
  { path: '/ORG/OPR/orders/:orderType/new/wizard/:wizard', sample: '/ORG/OPR/orders/service/new/wizard/building', permissionPath: '/ORG/OPR/orders', application: 'ORG_OPR_ORDERS', functionality: 'APP_NEW' },
  { path: '/ORG/OPR/orders/:orderType/mod/:idElement/:idChat?', sample: '/ORG/OPR/orders/contracts/mod/3/9', permissionPath: '/ORG/OPR/orders', application: 'ORG_OPR_ORDERS' },
  { path: '/ORG/OPR/quotes', sample: '/ORG/OPR/quotes', permissionPath: '/ORG/OPR/quotes', application: 'ORG_OPR_QUOTES' },
  // Not in 001 §2.2: the request form's screen, DECISIONS.md "Quote lifecycle" 9.
  { path: '/ORG/OPR/quotes/new', sample: '/ORG/OPR/quotes/new', permissionPath: '/ORG/OPR/quotes', application: 'ORG_OPR_QUOTES', functionality: 'APP_NEW' },
  { path: '/ORG/OPR/quotes/mod/:idElement/:idChat?', sample: '/ORG/OPR/quotes/mod/3', permissionPath: '/ORG/OPR/quotes', application: 'ORG_OPR_QUOTES' },
  { path: '/ORG/TAB/external-buildings', sample: '/ORG/TAB/external-buildings', permissionPath: '/ORG/TAB/external-buildings', application: 'ORG_TAB_EXTERNALBUILDINGS' },
  { path: '/ORG/TAB/buildings/:category', sample: '/ORG/TAB/buildings/private', permissionPath: '/ORG/TAB/buildings', application: 'ORG_TAB_BUILDINGS' },
  { path: '/ORG/TAB/buildings/:category/new', sample: '/ORG/TAB/buildings/condominium/new', permissionPath: '/ORG/TAB/buildings', application: 'ORG_TAB_BUILDINGS', functionality: 'APP_NEW' },
  { path: '/ORG/TAB/buildings/:category/mod/:idElement/:idChat?', sample: '/ORG/TAB/buildings/condominium/mod/3/9', permissionPath: '/ORG/TAB/buildings', application: 'ORG_TAB_BUILDINGS' },
  { path: '/ORG/TAB/consultancies/:consultancyTypeId', sample: '/ORG/TAB/consultancies/4', permissionPath: '/ORG/TAB/consultancies', application: 'ORG_TAB_CONSULTANCIES' },
  { path: '/ORG/TAB/consultancies/:consultancyTypeId/folder-types/:folderTypeId', sample: '/ORG/TAB/consultancies/4/folder-types/2', permissionPath: '/ORG/TAB/consultancies', application: 'ORG_TAB_CONSULTANCIES' },
  { path: '/ORG/TAB/contacts/:category', sample: '/ORG/TAB/contacts/person', permissionPath: '/ORG/TAB/contacts', application: 'ORG_TAB_CONTACTS' },
  { path: '/ORG/TAB/contacts/:category/new', sample: '/ORG/TAB/contacts/client/new', permissionPath: '/ORG/TAB/contacts', application: 'ORG_TAB_CONTACTS', functionality: 'APP_NEW' },
  { path: '/ORG/TAB/contacts/:category/mod/:idElement', sample: '/ORG/TAB/contacts/person/mod/3', permissionPath: '/ORG/TAB/contacts', application: 'ORG_TAB_CONTACTS' },
  { path: '/ORG/TAB/employees', sample: '/ORG/TAB/employees', permissionPath: '/ORG/TAB/employees', application: 'ORG_TAB_EMPLOYEES' },
  { path: '/ORG/TAB/employees/new', sample: '/ORG/TAB/employees/new', permissionPath: '/ORG/TAB/employees', application: 'ORG_TAB_EMPLOYEES', functionality: 'APP_NEW' },
  { path: '/ORG/TAB/employees/mod/:idElement', sample: '/ORG/TAB/employees/mod/3', permissionPath: '/ORG/TAB/employees', application: 'ORG_TAB_EMPLOYEES' },
  { path: '/ORG/TAB/entitlements', sample: '/ORG/TAB/entitlements', permissionPath: '/ORG/TAB/entitlements', application: 'ORG_TAB_ENTITLEMENTS' },
  { path: '/ORG/TAB/entitlements/new', sample: '/ORG/TAB/entitlements/new', permissionPath: '/ORG/TAB/entitlements', application: 'ORG_TAB_ENTITLEMENTS', functionality: 'APP_NEW' },
  { path: '/ORG/TAB/entitlements/mod/:idElement', sample: '/ORG/TAB/entitlements/mod/3', permissionPath: '/ORG/TAB/entitlements', application: 'ORG_TAB_ENTITLEMENTS' },
  { path: '/ORG/TAB/entitlements-access', sample: '/ORG/TAB/entitlements-access', permissionPath: '/ORG/TAB/entitlements-access', application: 'ORG_TAB_ENTITLEMENTSACCESS' },
  { path: '/ORG/TAB/entitlements-access/new', sample: '/ORG/TAB/entitlements-access/new', permissionPath: '/ORG/TAB/entitlements-access', application: 'ORG_TAB_ENTITLEMENTSACCESS', functionality: 'APP_NEW' },
  { path: '/ORG/TAB/entitlements-access/mod/:idElement', sample: '/ORG/TAB/entitlements-access/mod/3', permissionPath: '/ORG/TAB/entitlements-access', application: 'ORG_TAB_ENTITLEMENTSACCESS' },
  { path: '/ORG/TAB/suppliers', sample: '/ORG/TAB/suppliers', permissionPath: '/ORG/TAB/suppliers', application: 'ORG_TAB_SUPPLIERS' },
  { path: '/ORG/TAB/suppliers/new', sample: '/ORG/TAB/suppliers/new', permissionPath: '/ORG/TAB/suppliers', application: 'ORG_TAB_SUPPLIERS', functionality: 'APP_NEW' },
  { path: '/ORG/TAB/suppliers/mod/:idElement', sample: '/ORG/TAB/suppliers/mod/3', permissionPath: '/ORG/TAB/suppliers', application: 'ORG_TAB_SUPPLIERS' },
  { path: '/ORG/TAB/sys-suppliers', sample: '/ORG/TAB/sys-suppliers', permissionPath: '/ORG/TAB/sys-suppliers', application: 'ORG_TAB_SYSSUPPLIERS' },
  { path: '/ORG/TAB/units', sample: '/ORG/TAB/units', permissionPath: '/ORG/TAB/units', application: 'ORG_TAB_UNITS' },
  { path: '/ORG/TAB/units/new', sample: '/ORG/TAB/units/new', permissionPath: '/ORG/TAB/units', application: 'ORG_TAB_UNITS', functionality: 'APP_NEW' },
  { path: '/ORG/TAB/units/mod/:idElement', sample: '/ORG/TAB/units/mod/3', permissionPath: '/ORG/TAB/units', application: 'ORG_TAB_UNITS' },
  { path: '/ORG/TAB/planned-maintenances', sample: '/ORG/TAB/planned-maintenances', permissionPath: '/ORG/TAB/planned-maintenances', application: 'ORG_TAB_PLANNEDMAINTENANCES' },
  { path: '/ORG/TAB/planned-maintenances/new', sample: '/ORG/TAB/planned-maintenances/new', permissionPath: '/ORG/TAB/planned-maintenances', application: 'ORG_TAB_PLANNEDMAINTENANCES', functionality: 'APP_NEW' },
  { path: '/ORG/TAB/planned-maintenances/mod/:id', sample: '/ORG/TAB/planned-maintenances/mod/3', permissionPath: '/ORG/TAB/planned-maintenances', application: 'ORG_TAB_PLANNEDMAINTENANCES' },
  { path: '/ORG/STATS/report', sample: '/ORG/STATS/report', permissionPath: '/ORG/STATS/report', application: 'ORG_STATS_REPORT' },
  { path: '/ORG/STATS/report-timeline', sample: '/ORG/STATS/report-timeline', permissionPath: '/ORG/STATS/report-timeline', application: 'ORG_STATS_REPORTTIMELINE' },

  // 001 §2.3 SPL routes; 002 §6 SPL menu keys.
  { path: '/SPL/dashboard', sample: '/SPL/dashboard', permissionPath: null, application: null },
  { path: '/SPL/calendar', sample: '/SPL/calendar', permissionPath: null, application: null },
  { path: '/SPL/changelog', sample: '/SPL/changelog', permissionPath: null, application: null },
  { path: '/SPL/OPR/folders', sample: '/SPL/OPR/folders', permissionPath: '/SPL/OPR/folders', application: 'SPL_OPR_FOLDERS' },
  { path: '/SPL/OPR/folders/mod/:idElement', sample: '/SPL/OPR/folders/mod/3', permissionPath: '/SPL/OPR/folders', application: 'SPL_OPR_FOLDERS' },
  { path: '/SPL/OPR/activities', sample: '/SPL/OPR/activities', permissionPath: '/SPL/OPR/activities', application: 'SPL_OPR_ACTIVITIES' },
  { path: '/SPL/OPR/activities/mod/:idElement', sample: '/SPL/OPR/activities/mod/3', permissionPath: '/SPL/OPR/activities', application: 'SPL_OPR_ACTIVITIES' },
  { path: '/SPL/OPR/procurements', sample: '/SPL/OPR/procurements', permissionPath: '/SPL/OPR/procurements', application: 'SPL_OPR_PROCUREMENTS' },
  { path: '/SPL/OPR/procurements/mod/:id', sample: '/SPL/OPR/procurements/mod/3', permissionPath: '/SPL/OPR/procurements', application: 'SPL_OPR_PROCUREMENTS' },
  { path: '/SPL/OPR/claims', sample: '/SPL/OPR/claims', permissionPath: '/SPL/OPR/claims', application: 'SPL_OPR_CLAIMS' },
  { path: '/SPL/OPR/claims/mod/:idElement/:idChat?', sample: '/SPL/OPR/claims/mod/3/9', permissionPath: '/SPL/OPR/claims', application: 'SPL_OPR_CLAIMS' },
  { path: '/SPL/OPR/orders/:orderType', sample: '/SPL/OPR/orders/contracts', permissionPath: '/SPL/OPR/orders', application: 'SPL_OPR_ORDERS' },
  { path: '/SPL/OPR/orders/:orderType/mod/:idElement/:idChat?', sample: '/SPL/OPR/orders/service/mod/3', permissionPath: '/SPL/OPR/orders', application: 'SPL_OPR_ORDERS' },
  { path: '/SPL/OPR/quotes', sample: '/SPL/OPR/quotes', permissionPath: '/SPL/OPR/quotes', application: 'SPL_OPR_QUOTES' },
  { path: '/SPL/OPR/quotes/mod/:idElement/:idChat?', sample: '/SPL/OPR/quotes/mod/3/9', permissionPath: '/SPL/OPR/quotes', application: 'SPL_OPR_QUOTES' },
  { path: '/SPL/OPR/tasks', sample: '/SPL/OPR/tasks', permissionPath: '/SPL/OPR/tasks', application: 'SPL_OPR_TASKS' },
  { path: '/SPL/OPR/tasks/new/:idElement', sample: '/SPL/OPR/tasks/new/11', permissionPath: '/SPL/OPR/tasks', application: 'SPL_OPR_TASKS', functionality: 'APP_NEW' },
  { path: '/SPL/OPR/tasks/mod/:idElement', sample: '/SPL/OPR/tasks/mod/3', permissionPath: '/SPL/OPR/tasks', application: 'SPL_OPR_TASKS' },
  { path: '/SPL/OPR/tokens', sample: '/SPL/OPR/tokens', permissionPath: '/SPL/OPR/tokens', application: 'SPL_OPR_TOKENS' },
  { path: '/SPL/OPR/tokens/mod/:idElement/:idChat?', sample: '/SPL/OPR/tokens/mod/3', permissionPath: '/SPL/OPR/tokens', application: 'SPL_OPR_TOKENS' },
  // Not in the spec's route tree: 002 §2.8 'Proposte di fatturazione' given a list and a detail (DECISIONS.md "Billing proposals: their list and detail"), under the tokens' check.
  { path: '/SPL/OPR/tokens/proposals', sample: '/SPL/OPR/tokens/proposals', permissionPath: '/SPL/OPR/tokens', application: 'SPL_OPR_TOKENS' },
  { path: '/SPL/OPR/tokens/proposals/mod/:idElement', sample: '/SPL/OPR/tokens/proposals/mod/3', permissionPath: '/SPL/OPR/tokens', application: 'SPL_OPR_TOKENS' },
  { path: '/SPL/TAB/buildings', sample: '/SPL/TAB/buildings', permissionPath: '/SPL/TAB/buildings', application: 'SPL_TAB_BUILDINGS' },
  { path: '/SPL/TAB/buildings/mod/:idElement', sample: '/SPL/TAB/buildings/mod/3', permissionPath: '/SPL/TAB/buildings', application: 'SPL_TAB_BUILDINGS' },
  { path: '/SPL/TAB/employees', sample: '/SPL/TAB/employees', permissionPath: '/SPL/TAB/employees', application: 'SPL_TAB_EMPLOYEES' },
  { path: '/SPL/TAB/employees/new', sample: '/SPL/TAB/employees/new', permissionPath: '/SPL/TAB/employees', application: 'SPL_TAB_EMPLOYEES', functionality: 'APP_NEW' },
  { path: '/SPL/TAB/employees/mod/:idElement', sample: '/SPL/TAB/employees/mod/3', permissionPath: '/SPL/TAB/employees', application: 'SPL_TAB_EMPLOYEES' },

  // 001 §2.4 USR routes; 002 §6 USR menu keys.
  { path: '/USR/dashboard', sample: '/USR/dashboard', permissionPath: null, application: null },
  { path: '/USR/changelog', sample: '/USR/changelog', permissionPath: null, application: null },
  { path: '/USR/TAB/sys-suppliers', sample: '/USR/TAB/sys-suppliers', permissionPath: '/USR/TAB/sys-suppliers', application: 'USR_TAB_SYSSUPPLIERS' },
  { path: '/USR/OPR/activities', sample: '/USR/OPR/activities', permissionPath: '/USR/OPR/activities', application: 'USR_OPR_ACTIVITIES' },
  { path: '/USR/OPR/orders/:orderType', sample: '/USR/OPR/orders/service', permissionPath: '/USR/OPR/orders', application: 'USR_OPR_ORDERS' },
  { path: '/USR/OPR/orders/:orderType/mod/:idElement', sample: '/USR/OPR/orders/contracts/mod/3', permissionPath: '/USR/OPR/orders', application: 'USR_OPR_ORDERS' },
  { path: '/USR/COM/correspondences', sample: '/USR/COM/correspondences', permissionPath: '/USR/COM/correspondences', application: 'USR_COM_CORRESPONDENCES' },
  { path: '/USR/COM/correspondences/mod/:idElement', sample: '/USR/COM/correspondences/mod/3', permissionPath: '/USR/COM/correspondences', application: 'USR_COM_CORRESPONDENCES' },
  { path: '/USR/COM/deliveries', sample: '/USR/COM/deliveries', permissionPath: '/USR/COM/deliveries', application: 'USR_COM_DELIVERY' },
  { path: '/USR/COM/deliveries/mod/:idElement', sample: '/USR/COM/deliveries/mod/3', permissionPath: '/USR/COM/deliveries', application: 'USR_COM_DELIVERY' },
  { path: '/USR/COM/tracked-deliveries', sample: '/USR/COM/tracked-deliveries', permissionPath: '/USR/COM/tracked-deliveries', application: 'USR_COM_TRACKEDDELIVERIES' },
  { path: '/USR/COM/tracked-deliveries/mod/:idElement', sample: '/USR/COM/tracked-deliveries/mod/3', permissionPath: '/USR/COM/tracked-deliveries', application: 'USR_COM_TRACKEDDELIVERIES' },
  { path: '/USR/COM/condo-correspondences', sample: '/USR/COM/condo-correspondences', permissionPath: '/USR/COM/condo-correspondences', application: 'USR_COM_CONDOCORRESPONDENCES' },
  { path: '/USR/COM/condo-correspondences/mod/:idElement', sample: '/USR/COM/condo-correspondences/mod/3', permissionPath: '/USR/COM/condo-correspondences', application: 'USR_COM_CONDOCORRESPONDENCES' },
  { path: '/USR/COM/notices', sample: '/USR/COM/notices', permissionPath: '/USR/COM/notices', application: 'USR_COM_NOTICES' },
  { path: '/USR/COM/notices/mod/:idElement', sample: '/USR/COM/notices/mod/3', permissionPath: '/USR/COM/notices', application: 'USR_COM_NOTICES' },
  { path: '/USR/COM/polls', sample: '/USR/COM/polls', permissionPath: '/USR/COM/polls', application: 'USR_COM_POLLS' },
  { path: '/USR/COM/polls/mod/:idElement', sample: '/USR/COM/polls/mod/3', permissionPath: '/USR/COM/polls', application: 'USR_COM_POLLS' },
  { path: '/USR/COM/chats/:idElement?/:idChat?', sample: '/USR/COM/chats/3/9', permissionPath: '/USR/COM/chats', application: 'USR_COM_CHATS' },
  { path: '/USR/GEN/tickets', sample: '/USR/GEN/tickets', permissionPath: '/USR/GEN/tickets', application: 'USR_GEN_TICKETS' },
  { path: '/USR/GEN/tickets/new', sample: '/USR/GEN/tickets/new', permissionPath: '/USR/GEN/tickets', application: 'USR_GEN_TICKETS', functionality: 'APP_NEW' },
  { path: '/USR/GEN/tickets/mod/:idElement/:idChat?', sample: '/USR/GEN/tickets/mod/3/9', permissionPath: '/USR/GEN/tickets', application: 'USR_GEN_TICKETS' },

  // SYS (000 §2 "Each role has /{ROLE}/dashboard"; the changelog as for the other roles).
  { path: '/SYS/dashboard', sample: '/SYS/dashboard', permissionPath: null, application: null },
  { path: '/SYS/changelog', sample: '/SYS/changelog', permissionPath: null, application: null },
];
