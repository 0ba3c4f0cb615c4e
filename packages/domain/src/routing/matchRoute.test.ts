import { describe, expect, it } from 'vitest';
import {
  matchRoute,
  permissionPathOf,
  recordTitle,
  routeRequirement,
  routeTitleKey,
} from './matchRoute.ts';
import { routingMessages } from '../messages/it-IT/routing.ts';
import { ROUTES } from './routes.ts';
import type { RouteMatch } from './matchRoute.ts';
import { routeByName } from './routes.ts';
import type { RouteDefinition } from './routes.ts';

function route(name: string): RouteDefinition {
  const found = routeByName(name);
  if (!found) throw new Error(`missing route ${name}`);
  return found;
}

describe('matchRoute', () => {
  it('001 §2.2: "/ORG/OPR/orders/{orderType}/mod/{idElement}/{idChat?}"', () => {
    const match = matchRoute('/ORG/OPR/orders/service/mod/42');

    expect(match?.name).toBe('orgOrderMod');
    expect(match?.params).toEqual({ orderType: 'service', idElement: '42' });
  });

  it('001 §2.2: the optional chat id is read when present', () => {
    const match = matchRoute('/ORG/OPR/claims/mod/5/77');

    expect(match?.name).toBe('orgClaimMod');
    expect(match?.params).toEqual({ idElement: '5', idChat: '77' });
  });

  it('001 §2.4: "/USR/COM/chats/{idElement?}/{idChat?}" matches with none, one or both', () => {
    expect(matchRoute('/USR/COM/chats')?.params).toEqual({});
    expect(matchRoute('/USR/COM/chats/3')?.params).toEqual({ idElement: '3' });
    expect(matchRoute('/USR/COM/chats/3/9')?.params).toEqual({ idElement: '3', idChat: '9' });
  });

  it('001 §2.1: "An unknown path shows the 404 page" — unknown paths do not match', () => {
    expect(matchRoute('/ORG/OPR/nothing')).toBeUndefined();
    expect(matchRoute('/ORG/OPR/orders/service/mod/1/2/3')).toBeUndefined();
    expect(matchRoute('/nowhere')).toBeUndefined();
  });

  it('001 §2.2 "orderType is service or contracts": another value is an unknown path', () => {
    expect(matchRoute('/ORG/OPR/orders/repeated')).toBeUndefined();
    expect(matchRoute('/ORG/TAB/buildings/person')).toBeUndefined();
    expect(matchRoute('/ORG/TAB/contacts/private/new')).toBeUndefined();
  });

  it('prefers the most specific route: /ORG/dashboard/settings is not the dashboard', () => {
    expect(matchRoute('/ORG/dashboard/settings')?.name).toBe('orgDashboardSettings');
    expect(matchRoute('/SPL/OPR/tasks/new/8')?.name).toBe('splTasksNew');
  });

  it('matches like react-router: case-insensitive static segments, trailing slash, query and fragment ignored', () => {
    expect(matchRoute('/org/opr/orders/contracts')?.name).toBe('orgOrdersList');
    expect(matchRoute('/ORG/dashboard/')?.name).toBe('orgDashboard');
    expect(matchRoute('/ORG/calendar?openSidebar=true')?.name).toBe('orgCalendar');
    expect(matchRoute('/buildings.html?id=3#top')?.name).toBe('publicBuildingHtml');
    expect(matchRoute('/')?.name).toBe('root');
  });

  it('does not match relative paths, empty segments or malformed encodings', () => {
    expect(matchRoute('ORG/dashboard')).toBeUndefined();
    expect(matchRoute('/ORG//dashboard')).toBeUndefined();
    expect(matchRoute('/ORG/GEN/tickets/mod/%E0%A4%A')).toBeUndefined();
  });
});

describe('permissionPathOf', () => {
  it.each([
    ['/ORG/OPR/orders/service/mod/42', '/ORG/OPR/orders'],
    ['/ORG/OPR/orders/contracts/new/wizard/step-1', '/ORG/OPR/orders'],
    ['/ORG/TAB/buildings/private/mod/3/8', '/ORG/TAB/buildings'],
    ['/ORG/TAB/consultancies/4/folder-types/2', '/ORG/TAB/consultancies'],
    ['/ORG/GEN/tickets/new', '/ORG/GEN/tickets'],
    ['/ORG/calendar', '/ORG/calendar'],
    ['/SPL/OPR/tasks/new/11', '/SPL/OPR/tasks'],
    ['/USR/COM/chats/1/2', '/USR/COM/chats'],
    ['/USR/COM/tracked-deliveries/mod/6', '/USR/COM/tracked-deliveries'],
  ])(
    '001 §2.1: "A permission check per route path (parameters stripped)": %s → %s',
    (pathname, expected) => {
      expect(permissionPathOf(pathname)).toBe(expected);
    },
  );

  it('has no permission path for unchecked or unknown routes', () => {
    expect(permissionPathOf('/ORG/dashboard')).toBeUndefined();
    expect(permissionPathOf('/loading')).toBeUndefined();
    expect(permissionPathOf('/ORG/unknown')).toBeUndefined();
  });
});

describe('routeRequirement', () => {
  it('002 §6: "Per-screen data ids: APP_NEW, ..." — a creation screen needs APP_NEW on its application', () => {
    expect(routeRequirement(route('orgOrdersNew'))).toEqual({
      application: 'ORG_OPR_ORDERS',
      functionality: 'APP_NEW',
    });
  });

  it('a detail screen is a read: it needs only the application', () => {
    expect(routeRequirement(route('splOrderMod'))).toEqual({ application: 'SPL_OPR_ORDERS' });
  });

  it('000 §3 "needs permission ORG_OTHER_CALENDAR": the ORG calendar', () => {
    expect(routeRequirement(route('orgCalendar'))).toEqual({ application: 'ORG_OTHER_CALENDAR' });
  });

  it('dashboards need nothing', () => {
    expect(routeRequirement(route('usrDashboard'))).toBeUndefined();
  });
});

describe('routeTitleKey', () => {
  it.each([
    ['/ORG/OPR/orders/service', 'routing.title.orders'],
    ['/ORG/OPR/orders/contracts/mod/2', 'routing.title.contracts'],
    ['/USR/OPR/orders/contracts', 'routing.title.contracts'],
    ['/ORG/TAB/buildings/private', 'routing.title.privateBuildings'],
    ['/ORG/TAB/buildings/condominium/new', 'routing.title.condominiums'],
    ['/ORG/TAB/contacts/person', 'routing.title.contacts'],
    ['/ORG/TAB/contacts/client/mod/1', 'routing.title.clients'],
    ['/ORG/dashboard/settings', 'routing.title.dashboardSettings'],
    ['/ORG/settings/appearance/sidebar', 'routing.title.sidebarSettings'],
    ['/SPL/calendar', 'routing.title.calendar'],
    ['/USR/changelog', 'routing.title.changelog'],
  ])(
    '000 §2 and 002 §2.5 titles ("Impostazioni dashboard", "Barra di navigazione", "Novità e aggiornamenti"): %s',
    (pathname, expected) => {
      const match = matchRoute(pathname);

      expect(match && routeTitleKey(match)).toBe(expected);
    },
  );

  it('falls back to the row title when the parameter is missing', () => {
    const match = { name: 'orgOrdersList', route: route('orgOrdersList'), params: {} };

    expect(routeTitleKey(match as unknown as RouteMatch)).toBe('routing.title.orders');
  });
});

describe('recordTitle', () => {
  function matched(pathname: string): RouteMatch {
    const match = matchRoute(pathname);
    if (!match) throw new Error(`no route for ${pathname}`);
    return match;
  }

  it("002 §2.1: a detail names the thing in the singular with its code: 'Ordine ODS-2026-0002'", () => {
    expect(
      recordTitle(matched('/ORG/OPR/orders/service/mod/2'), { id: 2, code: 'ODS-2026-0002' }),
    ).toBe('Ordine ODS-2026-0002');
    expect(
      recordTitle(matched('/ORG/OPR/orders/contracts/mod/7'), { id: 7, code: 'ODP-2026-0001' }),
    ).toBe('Contratto ODP-2026-0001');
  });

  it("002 §2.1: a record without a code is named by its number: 'Sinistro n. 4'", () => {
    expect(recordTitle(matched('/ORG/OPR/claims/mod/4'), { id: 4 })).toBe('Sinistro n. 4');
    expect(recordTitle(matched('/ORG/OPR/claims/mod/4'), { id: 4, code: '  ' })).toBe(
      'Sinistro n. 4',
    );
  });

  it('every detail screen of every role has a singular noun', () => {
    const detailTitleKeys = ROUTES.filter(
      (each) => each.kind === 'mod' || each.kind === 'detail',
    ).flatMap((each: RouteDefinition) =>
      each.titleKeyByParameter ? Object.values(each.titleKeyByParameter.keys) : [each.titleKey],
    );
    const withoutNoun = detailTitleKeys.filter(
      (key) => !Object.hasOwn(routingMessages, key.replace('routing.title.', 'routing.record.')),
    );
    expect(detailTitleKeys.length).toBeGreaterThan(20);
    expect(withoutNoun).toEqual([]);
  });
});
