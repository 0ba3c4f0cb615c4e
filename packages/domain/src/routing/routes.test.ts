import { describe, expect, it } from 'vitest';
import { routingMessages } from '../messages/it-IT/routing.ts';
import { ROUTES, routeByName } from './routes.ts';
import type { RouteDefinition } from './routes.ts';

const SPEC_ORG_PATHS = [
  '/ORG/dashboard',
  '/ORG/dashboard/settings',
  '/ORG/calendar',
  '/ORG/changelog',
  '/ORG/settings',
  '/ORG/settings/appearance/sidebar',
  '/ORG/COM/chats',
  '/ORG/COM/polls',
  '/ORG/COM/polls/new',
  '/ORG/COM/polls/mod/:idElement',
  '/ORG/COM/notices',
  '/ORG/COM/notices/new',
  '/ORG/COM/notices/mod/:idElement',
  '/ORG/GEN/tickets',
  '/ORG/GEN/tickets/new',
  '/ORG/GEN/tickets/mod/:idElement/:idChat?',
  '/ORG/OPR/tasks',
  '/ORG/OPR/tasks/mod/:idElement',
  '/ORG/OPR/tokens',
  '/ORG/OPR/tokens/mod/:idElement/:idChat?',
  '/ORG/OPR/claims',
  '/ORG/OPR/claims/new',
  '/ORG/OPR/claims/mod/:idElement/:idChat?',
  '/ORG/OPR/orders/:orderType',
  '/ORG/OPR/orders/:orderType/new',
  '/ORG/OPR/orders/:orderType/new/wizard/:wizard',
  '/ORG/OPR/orders/:orderType/mod/:idElement/:idChat?',
  '/ORG/OPR/quotes',
  '/ORG/OPR/quotes/mod/:idElement/:idChat?',
  '/ORG/TAB/external-buildings',
  '/ORG/TAB/buildings/:category',
  '/ORG/TAB/buildings/:category/new',
  '/ORG/TAB/buildings/:category/mod/:idElement/:idChat?',
  '/ORG/TAB/consultancies/:consultancyTypeId',
  '/ORG/TAB/consultancies/:consultancyTypeId/folder-types/:folderTypeId',
  '/ORG/TAB/contacts/:category',
  '/ORG/TAB/contacts/:category/new',
  '/ORG/TAB/contacts/:category/mod/:idElement',
  '/ORG/TAB/employees',
  '/ORG/TAB/employees/new',
  '/ORG/TAB/employees/mod/:idElement',
  '/ORG/TAB/entitlements',
  '/ORG/TAB/entitlements/new',
  '/ORG/TAB/entitlements/mod/:idElement',
  '/ORG/TAB/entitlements-access',
  '/ORG/TAB/entitlements-access/new',
  '/ORG/TAB/entitlements-access/mod/:idElement',
  '/ORG/TAB/suppliers',
  '/ORG/TAB/suppliers/new',
  '/ORG/TAB/suppliers/mod/:idElement',
  '/ORG/TAB/sys-suppliers',
  '/ORG/TAB/units',
  '/ORG/TAB/units/new',
  '/ORG/TAB/units/mod/:idElement',
  '/ORG/TAB/planned-maintenances',
  '/ORG/TAB/planned-maintenances/new',
  '/ORG/TAB/planned-maintenances/mod/:id',
  '/ORG/STATS/report',
  '/ORG/STATS/report-timeline',
];

const SPEC_SPL_PATHS = [
  '/SPL/dashboard',
  '/SPL/calendar',
  '/SPL/OPR/folders',
  '/SPL/OPR/folders/mod/:idElement',
  '/SPL/OPR/activities',
  '/SPL/OPR/activities/mod/:idElement',
  '/SPL/OPR/procurements',
  '/SPL/OPR/procurements/mod/:id',
  '/SPL/OPR/claims',
  '/SPL/OPR/claims/mod/:idElement/:idChat?',
  '/SPL/OPR/orders/:orderType',
  '/SPL/OPR/orders/:orderType/mod/:idElement/:idChat?',
  '/SPL/OPR/quotes',
  '/SPL/OPR/quotes/mod/:idElement/:idChat?',
  '/SPL/OPR/tasks',
  '/SPL/OPR/tasks/new/:idElement',
  '/SPL/OPR/tasks/mod/:idElement',
  '/SPL/OPR/tokens',
  '/SPL/OPR/tokens/mod/:idElement/:idChat?',
  '/SPL/TAB/buildings',
  '/SPL/TAB/buildings/mod/:idElement',
  '/SPL/TAB/employees',
  '/SPL/TAB/employees/new',
  '/SPL/TAB/employees/mod/:idElement',
];

const SPEC_USR_PATHS = [
  '/USR/dashboard',
  '/USR/TAB/sys-suppliers',
  '/USR/OPR/activities',
  '/USR/OPR/orders/:orderType',
  '/USR/OPR/orders/:orderType/mod/:idElement',
  '/USR/COM/correspondences',
  '/USR/COM/correspondences/mod/:idElement',
  '/USR/COM/deliveries',
  '/USR/COM/deliveries/mod/:idElement',
  '/USR/COM/tracked-deliveries',
  '/USR/COM/tracked-deliveries/mod/:idElement',
  '/USR/COM/condo-correspondences',
  '/USR/COM/condo-correspondences/mod/:idElement',
  '/USR/COM/notices',
  '/USR/COM/notices/mod/:idElement',
  '/USR/COM/polls',
  '/USR/COM/polls/mod/:idElement',
  '/USR/COM/chats/:idElement?/:idChat?',
  '/USR/GEN/tickets',
  '/USR/GEN/tickets/new',
  '/USR/GEN/tickets/mod/:idElement/:idChat?',
];

const SPEC_OTHER_PATHS = [
  '/',
  '/loading',
  '/changeProfile',
  '/buildings/:idBuilding',
  '/buildings.html',
  '/helper/:pageId',
  '/403',
  '/404',
  '/SPL/changelog',
  '/USR/changelog',
];

const tablePaths = ROUTES.map((route) => route.path);

describe('ROUTES', () => {
  it.each(SPEC_ORG_PATHS)('001 §2.2 ORG routes: "%s"', (path) => {
    expect(tablePaths).toContain(path);
  });

  it.each(SPEC_SPL_PATHS)('001 §2.3 SPL routes: "%s"', (path) => {
    expect(tablePaths).toContain(path);
  });

  it.each(SPEC_USR_PATHS)('001 §2.4 USR routes: "%s"', (path) => {
    expect(tablePaths).toContain(path);
  });

  it.each(SPEC_OTHER_PATHS)(
    '001 §2.5 and 000 §2 Route forms, 002 §2.5 "/{ROLE}/changelog": "%s"',
    (path) => {
      expect(tablePaths).toContain(path);
    },
  );

  it('000 §2 Route forms: "Organisation consultancy pages use the route name orgConsultancies with parameter consultancyTypeId"', () => {
    const route = routeByName('orgConsultancies');

    expect(route?.path).toBe('/ORG/TAB/consultancies/:consultancyTypeId');
  });

  it('002 §2.1: "the route named orgBuildingMod with params idElement and category (private or condominium)"', () => {
    const route = routeByName('orgBuildingMod');

    expect(route?.path).toContain(':category/mod/:idElement');
    expect(route?.allowedValues?.category).toEqual(['private', 'condominium']);
  });

  it('002 §2.9: "The organisation contact edit route is orgContactMod with idElement and category (person or client)"', () => {
    const route = routeByName('orgContactMod');

    expect(route?.path).toBe('/ORG/TAB/contacts/:category/mod/:idElement');
    expect(route?.allowedValues?.category).toEqual(['person', 'client']);
  });

  it('002 §2.6: "the route usrChats, with the active building id and a null chat id"', () => {
    expect(routeByName('usrChats')?.path).toBe('/USR/COM/chats/:idElement?/:idChat?');
  });

  it('001 §2.2: "orderType is service or contracts"', () => {
    const orderRoutes: RouteDefinition[] = ROUTES.filter((route) =>
      route.path.includes(':orderType'),
    );

    expect(orderRoutes.length).toBeGreaterThan(0);
    for (const route of orderRoutes) {
      expect(route.allowedValues?.orderType).toEqual(['service', 'contracts']);
    }
  });

  it('gives every route a unique name and a unique pattern', () => {
    const names = new Set(ROUTES.map((route) => route.name));
    const paths = new Set(tablePaths);

    expect(names.size).toBe(ROUTES.length);
    expect(paths.size).toBe(ROUTES.length);
  });

  it.each(ROUTES.filter((route) => route.roleType !== null))(
    '001 §6: "Each has its own route tree": $name lives under /$roleType',
    (route) => {
      expect(route.path.startsWith(`/${route.roleType}/`)).toBe(true);
    },
  );

  it.each(ROUTES.filter((route) => route.application !== null))(
    '001 §2.1 "permission check per route path (parameters stripped)": $name is checked at a prefix of its pattern',
    (route) => {
      expect(route.permissionPath).not.toBeNull();
      expect(route.path.startsWith(route.permissionPath ?? '?')).toBe(true);
      expect(route.permissionPath).not.toContain(':');
    },
  );

  const SPEC_SPELLED_CODES: Record<string, string> = {
    '/ORG/calendar': 'ORG_OTHER_CALENDAR',
    '/USR/COM/deliveries': 'USR_COM_DELIVERY',
  };

  it.each(ROUTES.filter((route) => route.application !== null))(
    '002 §6 menu keys (USR_COM_CONDOCORRESPONDENCES, USR_COM_TRACKEDDELIVERIES, USR_COM_DELIVERY; 000 §3 ORG_OTHER_CALENDAR): $name is guarded by $application',
    (route) => {
      const path = route.permissionPath ?? '';
      const derived = path.slice(1).split('/').join('_').replace(/-/g, '').toUpperCase();

      expect(route.application).toBe(SPEC_SPELLED_CODES[path] ?? derived);
    },
  );

  it.each(ROUTES)('titles $name with a message of the routing area', (route) => {
    expect(routingMessages[route.titleKey]).toEqual(expect.any(String));
  });

  it('000 §2 Route forms: "new documents go to that route plus /new" — creation screens need APP_NEW', () => {
    const creationRoutes = ROUTES.filter((route) => route.kind === 'new');

    expect(creationRoutes.length).toBeGreaterThan(0);
    for (const route of creationRoutes) {
      expect(route.path).toContain('/new');
      expect(route.functionality).toBe('APP_NEW');
    }
  });

  it('000 §2: dashboards and their settings are reachable by every profile of the role (no permission check)', () => {
    const unchecked = ROUTES.filter(
      (route) => route.roleType !== null && route.application === null,
    ).map((route) => route.kind);

    expect(new Set(unchecked)).toEqual(
      new Set(['dashboard', 'settings', 'changelog', 'redirect', 'calendar']),
    );
  });

  it('returns undefined for an unknown route name', () => {
    expect(routeByName('orgUnknown')).toBeUndefined();
  });
});
