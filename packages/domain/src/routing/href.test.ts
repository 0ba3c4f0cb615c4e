import { describe, expect, it } from 'vitest';
import {
  chatsHref,
  calendarHref,
  changelogHref,
  dashboardHref,
  helperHref,
  hrefFor,
  orderDetailHref,
  RouteParameterError,
} from './href.ts';
import type { RouteQuery } from './href.ts';
import { matchRoute } from './matchRoute.ts';
import { patternSegments } from './pattern.ts';
import { ROUTES } from './routes.ts';
import type { RouteDefinition } from './routes.ts';

// The table is iterated with names typed as plain strings, so the typed signature is widened here.
const hrefForAnyRoute = hrefFor as unknown as (
  name: string,
  params?: Record<string, unknown>,
  query?: RouteQuery,
) => string;

/** Every parameter of a route filled: the last allowed value, or a readable id. */
function sampleParams(route: RouteDefinition): Record<string, string> {
  const params: Record<string, string> = {};
  for (const segment of patternSegments(route.path)) {
    if (segment.kind !== 'parameter') continue;
    params[segment.name] = route.allowedValues?.[segment.name]?.at(-1) ?? `${segment.name}-42`;
  }
  return params;
}

/** Only the required parameters of a route. */
function requiredParams(route: RouteDefinition): Record<string, string> {
  const all = sampleParams(route);
  const params: Record<string, string> = {};
  for (const segment of patternSegments(route.path)) {
    if (segment.kind === 'parameter' && !segment.optional)
      params[segment.name] = all[segment.name] ?? '';
  }
  return params;
}

describe('hrefFor', () => {
  it('000 §2 Route forms: every route round-trips through matchRoute with every parameter', () => {
    const matches = ROUTES.map((route) => {
      const match = matchRoute(hrefForAnyRoute(route.name, sampleParams(route)));
      return [route.name, match?.name, match?.params];
    });

    expect(matches).toEqual(ROUTES.map((route) => [route.name, route.name, sampleParams(route)]));
  });

  it('000 §2 Route forms: every route round-trips through matchRoute with only the required parameters', () => {
    const matches = ROUTES.map((route) => {
      const match = matchRoute(hrefForAnyRoute(route.name, requiredParams(route)));
      return [route.name, match?.name, match?.params];
    });

    expect(matches).toEqual(ROUTES.map((route) => [route.name, route.name, requiredParams(route)]));
  });

  it('000 §2 Route forms: "existing ones to /mod/{id}"', () => {
    const href = hrefFor('orgOrderMod', { orderType: 'service', idElement: 42 });

    expect(href).toBe('/ORG/OPR/orders/service/mod/42');
  });

  it('002 §2.6: "the route usrChats, with the active building id and a null chat id"', () => {
    const href = hrefFor('usrChats', { idElement: 'b-7', idChat: null });

    expect(href).toBe('/USR/COM/chats/b-7');
  });

  it('002 §2.1: "the route named orgBuildingMod with params idElement and category"', () => {
    const href = hrefFor('orgBuildingMod', { category: 'condominium', idElement: '12' });

    expect(href).toBe('/ORG/TAB/buildings/condominium/mod/12');
  });

  it('encodes parameters so an id cannot add segments, and matchRoute decodes them', () => {
    const href = hrefFor('orgTicketMod', { idElement: 'a/b c?d' });

    expect(href).toBe('/ORG/GEN/tickets/mod/a%2Fb%20c%3Fd');
    expect(matchRoute(href)?.params).toEqual({ idElement: 'a/b c?d' });
  });

  it('appends an encoded query, leaving null and undefined values out', () => {
    const href = hrefFor(
      'helper',
      { pageId: '000' },
      {
        path: '/ORG/OPR/orders/service',
        empty: null,
        missing: undefined,
        flag: true,
        count: 3,
      },
    );

    expect(href).toBe('/helper/000?path=%2FORG%2FOPR%2Forders%2Fservice&flag=true&count=3');
  });

  it('000 §2 Route forms: "/buildings.html with an id query parameter"', () => {
    expect(hrefFor('publicBuildingHtml', {}, { id: 9 })).toBe('/buildings.html?id=9');
  });

  it('throws on a missing required parameter', () => {
    const build = () => hrefForAnyRoute('orgOrderMod', { orderType: 'service' });

    expect(build).toThrow(RouteParameterError);
    expect(build).toThrow("needs the parameter 'idElement'");
  });

  it('throws on an empty or non-finite parameter as on a missing one', () => {
    expect(() => hrefForAnyRoute('orgTicketMod', { idElement: '' })).toThrow(RouteParameterError);
    expect(() => hrefForAnyRoute('orgTicketMod', { idElement: Number.NaN })).toThrow(
      RouteParameterError,
    );
    expect(() => hrefForAnyRoute('orgTicketMod', { idElement: { id: 1 } })).toThrow(
      RouteParameterError,
    );
  });

  it.each([
    ['orgOrdersList', { orderType: 'repeated' }],
    ['orgBuildingsList', { category: 'person' }],
    ['orgContactsList', { category: 'condominium' }],
    ['splOrderMod', { orderType: 'Service', idElement: '1' }],
  ])(
    '001 §2.2 "orderType is service or contracts", "private or condominium": %s refuses %o',
    (name, params) => {
      expect(() => hrefForAnyRoute(name, params)).toThrow(RouteParameterError);
    },
  );

  it.each(['.', '..'])(
    'throws on the dot segment %s, which the browser would resolve away',
    (id) => {
      expect(() => hrefForAnyRoute('orgTicketMod', { idElement: id })).toThrow(RouteParameterError);
    },
  );

  it('throws when an optional parameter is given after a missing one', () => {
    const build = () => hrefForAnyRoute('usrChats', { idChat: '5' });

    expect(build).toThrow("'idChat' cannot be given without 'idElement'");
  });

  it('types the parameters from the pattern, so most mistakes fail to compile', () => {
    // @ts-expect-error orderType is 'service' | 'contracts'
    expect(() => hrefFor('orgOrderMod', { orderType: 'repeated', idElement: 1 })).toThrow(
      RouteParameterError,
    );
    // @ts-expect-error idElement is required
    expect(() => hrefFor('orgOrderMod', { orderType: 'service' })).toThrow(RouteParameterError);
    // @ts-expect-error a route with a required parameter needs its parameters
    expect(() => hrefFor('orgTicketMod')).toThrow(RouteParameterError);
    expect(hrefFor('orgDashboard')).toBe('/ORG/dashboard');
  });

  it('narrows the matched parameters by route name', () => {
    const match = matchRoute('/SPL/OPR/orders/contracts/mod/3');

    const orderType: 'service' | 'contracts' | undefined =
      match?.name === 'splOrderMod' ? match.params.orderType : undefined;

    expect(orderType).toBe('contracts');
  });

  it('throws on an unknown route name', () => {
    expect(() => hrefForAnyRoute('orgNowhere')).toThrow("Unknown route 'orgNowhere'.");
  });
});

describe('orderDetailHref', () => {
  it.each([
    ['ORG', 'ODS', '/ORG/OPR/orders/service/mod/7'],
    ['ORG', 'ODP', '/ORG/OPR/orders/contracts/mod/7'],
    ['SPL', 1, '/SPL/OPR/orders/service/mod/7'],
    ['SPL', 2, '/SPL/OPR/orders/contracts/mod/7'],
    ['USR', 'ODS', '/USR/OPR/orders/service/mod/7'],
    ['USR', 2, '/USR/OPR/orders/contracts/mod/7'],
  ] as const)(
    '002 §7.6: "Order detail opens at OPR/orders/service/mod/{id} for service orders or OPR/orders/contracts/mod/{id} for contracts" (%s, %s)',
    (roleType, category, expected) => {
      expect(orderDetailHref(roleType, category, 7)).toBe(expected);
    },
  );
});

describe('calendarHref', () => {
  it('002 §2.1: "from the reminders button, /{ROLE}/calendar?openSidebar=true"', () => {
    expect(calendarHref('ORG', { openSidebar: true })).toBe('/ORG/calendar?openSidebar=true');
    expect(calendarHref('SPL', { openSidebar: true })).toBe('/SPL/calendar?openSidebar=true');
  });

  it('001 §2.7: "New event goes to /ORG/calendar with the parameters openNew and selectedDay"', () => {
    const href = calendarHref('ORG', { openNew: true, selectedDay: '2025-03-14' });

    expect(href).toBe('/ORG/calendar?openNew=true&selectedDay=2025-03-14');
  });

  it('002 §2.1: "The entry points are /{ROLE}/calendar" without a query by default, and false flags are left out', () => {
    expect(calendarHref('SPL')).toBe('/SPL/calendar');
    expect(calendarHref('ORG', { openNew: false, openSidebar: false })).toBe('/ORG/calendar');
  });

  it('002 §6: "The calendar mode is ORG ... otherwise SPL" — USR and SYS have no calendar', () => {
    expect(calendarHref('USR')).toBeUndefined();
    expect(calendarHref('SYS')).toBeUndefined();
    expect(calendarHref(undefined)).toBeUndefined();
  });
});

describe('helperHref', () => {
  it('002 §2.4: "/helper/000?path={current path} is the route used from the help button"', () => {
    expect(helperHref('/ORG/GEN/tickets')).toBe('/helper/000?path=%2FORG%2FGEN%2Ftickets');
  });
});

describe('changelogHref and dashboardHref', () => {
  it.each([
    ['ORG', '/ORG/changelog', '/ORG/dashboard'],
    ['SPL', '/SPL/changelog', '/SPL/dashboard'],
    ['USR', '/USR/changelog', '/USR/dashboard'],
    ['SYS', '/SYS/changelog', '/SYS/dashboard'],
  ] as const)(
    '002 §2.5 "Route /ORG/changelog, also reachable as /{ROLE}/changelog"; 000 §2 "Each role has /{ROLE}/dashboard" (%s)',
    (roleType, changelog, dashboard) => {
      expect(changelogHref(roleType)).toBe(changelog);
      expect(dashboardHref(roleType)).toBe(dashboard);
    },
  );
});

describe('chatsHref', () => {
  it('001 §2: "/ORG/COM/chats" has no chat slot, so the open chat is in the query (002 §2.6)', () => {
    expect(chatsHref('ORG')).toBe('/ORG/COM/chats');
    expect(chatsHref('ORG', { idChat: 7 })).toBe('/ORG/COM/chats?idChat=7');
  });

  it('001 §2: "/USR/COM/chats/{idElement?}/{idChat?}" — the building, then the chat (002 §2.6)', () => {
    expect(chatsHref('USR', { idElement: 3, idChat: 9 })).toBe('/USR/COM/chats/3/9');
    expect(chatsHref('USR', { idElement: 3 })).toBe('/USR/COM/chats/3');
    expect(chatsHref('USR', { idChat: 9 })).toBe('/USR/COM/chats?idChat=9');
  });

  it('001 §2: only ORG and USR have a chats route', () => {
    expect([chatsHref('SPL'), chatsHref('SYS'), chatsHref(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});
