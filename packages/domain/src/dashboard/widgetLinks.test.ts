import { describe, expect, it } from 'vitest';
import { DASHBOARD_WIDGETS } from './widgets.ts';
import {
  dashboardItemHref,
  dashboardViewHref,
  dashboardViewOfList,
  dashboardWidgetHref,
} from './widgetLinks.ts';
import { matchRoute } from '../routing/matchRoute.ts';

describe('dashboardViewHref', () => {
  it('000 §4 view names: an ORG counter opens the list of its entity with the view', () => {
    expect(dashboardViewHref({ entity: 'claims', view: 'OPE' }, 'ORG')).toBe(
      '/ORG/OPR/claims?view=OPE',
    );
    expect(dashboardViewHref({ entity: 'service-orders', view: '2CONF' }, 'ORG')).toBe(
      '/ORG/OPR/orders/service?view=2CONF',
    );
    expect(dashboardViewHref({ entity: 'repeat-orders', view: '2REN' }, 'ORG')).toBe(
      '/ORG/OPR/orders/contracts?view=2REN',
    );
    expect(dashboardViewHref({ entity: 'quotes', view: 'WAIT' }, 'ORG')).toBe(
      '/ORG/OPR/quotes?view=WAIT',
    );
    expect(dashboardViewHref({ entity: 'tokens', view: '2VER' }, 'ORG')).toBe(
      '/ORG/OPR/tokens?view=2VER',
    );
    expect(dashboardViewHref({ entity: 'tickets', view: 'UNASSIGNED' }, 'ORG')).toBe(
      '/ORG/GEN/tickets?view=UNASSIGNED',
    );
  });

  it('000 §9: the persons and buildings counters open the registries of their category', () => {
    expect(dashboardViewHref({ entity: 'persons', view: null }, 'ORG')).toBe(
      '/ORG/TAB/contacts/person',
    );
    expect(dashboardViewHref({ entity: 'buildings', view: 'condominium' }, 'ORG')).toBe(
      '/ORG/TAB/buildings/condominium',
    );
    expect(dashboardViewHref({ entity: 'buildings', view: 'private' }, 'ORG')).toBe(
      '/ORG/TAB/buildings/private',
    );
    expect(dashboardViewHref({ entity: 'buildings', view: 'all' }, 'ORG')).toBeNull();
  });

  it('000 §2 SPL dashboard: the order, contract and folder chips open the supplier lists', () => {
    expect(dashboardViewHref({ entity: 'service-orders', view: 'OPE' }, 'SPL')).toBe(
      '/SPL/OPR/orders/service?view=OPE',
    );
    expect(dashboardViewHref({ entity: 'repeat-orders', view: 'ACTEXP' }, 'SPL')).toBe(
      '/SPL/OPR/orders/contracts?view=ACTEXP',
    );
    expect(dashboardViewHref({ entity: 'folders', view: 'expired' }, 'SPL')).toBe(
      '/SPL/OPR/folders?view=expired',
    );
    expect(dashboardViewHref({ entity: 'claims', view: 'OPE' }, 'SPL')).toBe(
      '/SPL/OPR/claims?view=OPE',
    );
    expect(dashboardViewHref({ entity: 'quotes', view: 'REQ' }, 'SPL')).toBe(
      '/SPL/OPR/quotes?view=REQ',
    );
    expect(dashboardViewHref({ entity: 'tokens', view: '2VER' }, 'SPL')).toBe(
      '/SPL/OPR/tokens?view=2VER',
    );
  });

  it('001 §2.1: never links a role to a tree it has no list in', () => {
    expect(dashboardViewHref({ entity: 'tickets', view: 'WORKING' }, 'SPL')).toBeNull();
    expect(dashboardViewHref({ entity: 'persons', view: null }, 'SPL')).toBeNull();
    expect(dashboardViewHref({ entity: 'folders', view: 'empty' }, 'ORG')).toBeNull();
  });

  it('000 §3: a folder view the folders list cannot filter by links nowhere', () => {
    expect(dashboardViewHref({ entity: 'folders', view: 'missing' }, 'SPL')).toBeNull();
  });

  it('links every view of the catalogue of its own role to a route of that role', () => {
    for (const widget of DASHBOARD_WIDGETS) {
      for (const role of widget.roles) {
        if (role !== 'ORG' && role !== 'SPL') continue;
        for (const reference of widget.views) {
          const href = dashboardViewHref(reference, role);
          expect(href, `${widget.id} ${reference.entity}/${reference.view}`).not.toBeNull();
          expect(matchRoute((href ?? '').split('?')[0] ?? '')?.route.roleType).toBe(role);
        }
      }
    }
  });
});

describe('dashboardWidgetHref', () => {
  it('001 §2.7: the daily events open the ORG calendar', () => {
    expect(dashboardWidgetHref('daily_events')).toBe('/ORG/calendar');
  });

  it("000 §2: 'Mostra tutti' of the ORG lists opens their lists", () => {
    expect(dashboardWidgetHref('tickets_list')).toBe('/ORG/GEN/tickets');
    expect(dashboardWidgetHref('orders_list')).toBe('/ORG/OPR/orders/service');
    expect(dashboardWidgetHref('repeat_orders_list')).toBe('/ORG/OPR/orders/contracts');
    expect(dashboardWidgetHref('quotes_list')).toBe('/ORG/OPR/quotes');
    expect(dashboardWidgetHref('tokens_list')).toBe('/ORG/OPR/tokens?view=2VER');
  });

  it('000 §2 SPL dashboard: the launcher tiles open buildings and employees', () => {
    expect(dashboardWidgetHref('spl_buildings_launcher')).toBe('/SPL/TAB/buildings');
    expect(dashboardWidgetHref('spl_employees_launcher')).toBe('/SPL/TAB/employees');
    expect(dashboardWidgetHref('spl_today_activities')).toBe('/SPL/OPR/activities');
    expect(dashboardWidgetHref('spl_requested_quotes')).toBe('/SPL/OPR/quotes');
  });

  it('000 §2 USR dashboard: each shortcut opens its screen', () => {
    expect(dashboardWidgetHref('usr_orders_shortcut')).toBe('/USR/OPR/orders/service');
    expect(dashboardWidgetHref('usr_communications_shortcut')).toBe('/USR/COM/correspondences');
    expect(dashboardWidgetHref('usr_tickets_shortcut')).toBe('/USR/GEN/tickets');
    expect(dashboardWidgetHref('usr_condo_correspondences_shortcut')).toBe(
      '/USR/COM/condo-correspondences',
    );
    expect(dashboardWidgetHref('usr_general_communications_shortcut')).toBe('/USR/COM/deliveries');
    expect(dashboardWidgetHref('usr_notices_shortcut')).toBe('/USR/COM/notices');
  });

  it('gives no single destination to counters, chips, the merged list and the selector', () => {
    expect(dashboardWidgetHref('claims_open_counter')).toBeNull();
    expect(dashboardWidgetHref('tickets_chips')).toBeNull();
    expect(dashboardWidgetHref('assigned_to_me')).toBeNull();
    expect(dashboardWidgetHref('usr_building_selector')).toBeNull();
  });

  it('links each widget only inside the tree of a role the widget belongs to', () => {
    for (const widget of DASHBOARD_WIDGETS) {
      const href = dashboardWidgetHref(widget.id);
      if (href === null) continue;
      const route = matchRoute(href.split('?')[0] ?? '')?.route;
      expect(route, widget.id).toBeDefined();
      expect(widget.roles).toContain(route?.roleType);
    }
  });
});

describe('dashboardItemHref', () => {
  it('002 §7.6: "Ticket detail opens at {app route}/mod/{id}"', () => {
    expect(dashboardItemHref({ kind: 'ticket', id: 12 }, 'ORG')).toBe('/ORG/GEN/tickets/mod/12');
    expect(dashboardItemHref({ kind: 'ticket', id: 12 }, 'USR')).toBe('/USR/GEN/tickets/mod/12');
    expect(dashboardItemHref({ kind: 'ticket', id: 12 }, 'SPL')).toBeNull();
  });

  it('002 §7.6: order detail at OPR/orders/service or contracts /mod/{id}', () => {
    expect(dashboardItemHref({ kind: 'order', id: 5, category: 1 }, 'ORG')).toBe(
      '/ORG/OPR/orders/service/mod/5',
    );
    expect(dashboardItemHref({ kind: 'order', id: 6, category: 'ODP' }, 'SPL')).toBe(
      '/SPL/OPR/orders/contracts/mod/6',
    );
  });

  it('002 §2.1: claims, quotes and tokens open at /{ROLE}{applicationRoute}/mod/{id}', () => {
    expect(dashboardItemHref({ kind: 'claim', id: 3 }, 'ORG')).toBe('/ORG/OPR/claims/mod/3');
    expect(dashboardItemHref({ kind: 'quote', id: 4 }, 'SPL')).toBe('/SPL/OPR/quotes/mod/4');
    expect(dashboardItemHref({ kind: 'token', id: 9 }, 'ORG')).toBe('/ORG/OPR/tokens/mod/9');
    expect(dashboardItemHref({ kind: 'claim', id: 3 }, 'USR')).toBeNull();
  });

  it('001 §4.2: a supplier opens the activity page; the organisation opens its order', () => {
    expect(dashboardItemHref({ kind: 'activity', id: 7 }, 'SPL')).toBe('/SPL/OPR/activities/mod/7');
    expect(
      dashboardItemHref({ kind: 'activity', id: 7, orderId: 40, orderCategory: 2 }, 'ORG'),
    ).toBe('/ORG/OPR/orders/contracts/mod/40');
    expect(dashboardItemHref({ kind: 'activity', id: 7 }, 'ORG')).toBeNull();
  });

  it('opens a USR correspondence and a calendar day', () => {
    expect(dashboardItemHref({ kind: 'correspondence', id: 2 }, 'USR')).toBe(
      '/USR/COM/correspondences/mod/2',
    );
    expect(dashboardItemHref({ kind: 'event', day: '2026-11-24' }, 'ORG')).toBe(
      '/ORG/calendar?selectedDay=2026-11-24',
    );
    expect(dashboardItemHref({ kind: 'event', day: '2026-11-24' }, 'USR')).toBeNull();
  });
});

describe('dashboardViewOfList', () => {
  /** Every view a counter or chip of the catalogue counts, with the list it opens. */
  const linked = DASHBOARD_WIDGETS.flatMap((widget) =>
    widget.views.flatMap((reference) =>
      (['ORG', 'SPL'] as const).flatMap((role) => {
        const href = dashboardViewHref(reference, role);
        return href ? [{ reference, role, href }] : [];
      }),
    ),
  );

  it.each(linked.filter(({ href }) => href.includes('?view=')))(
    '000 §2: the list $href opened from a $role counter applies the view it counted',
    ({ reference, href }) => {
      const url = new URL(href, 'https://portineria.example');
      const match = matchRoute(url.pathname);
      expect(match).toBeDefined();
      const view = dashboardViewOfList(
        match!.route.name,
        match!.params,
        url.searchParams.get('view'),
      );
      // Quote views count the orders with quotes, not quotes: the quotes list cannot apply them
      // yet, and opens whole.
      if (reference.entity === 'quotes') expect(view).toBeNull();
      else expect(view).toEqual(reference);
    },
  );

  it('a list opened without a view, or from a route no counter opens, is shown whole', () => {
    expect(dashboardViewOfList('orgClaimsList', {}, null)).toBeNull();
    expect(dashboardViewOfList('orgClaimsList', {}, '')).toBeNull();
    expect(dashboardViewOfList('orgUnitsList', {}, 'OPE')).toBeNull();
    expect(dashboardViewOfList('orgOrdersList', { orderType: 'contracts' }, '2REN')).toEqual({
      entity: 'repeat-orders',
      view: '2REN',
    });
  });

  it('000 §3 "Folder counts: empty, expired, expiring": the folders list opened from a folder chip applies its view; its own filters by state (001 §4.7) and unknown names are no dashboard view', () => {
    const read = ['empty', 'expired', 'expiring', 'TODO', 'ALL', 'scadute', null].map((view) =>
      dashboardViewOfList('splFoldersList', {}, view),
    );

    expect(read).toEqual([
      { entity: 'folders', view: 'empty' },
      { entity: 'folders', view: 'expired' },
      { entity: 'folders', view: 'expiring' },
      null,
      null,
      null,
      null,
    ]);
  });
});
