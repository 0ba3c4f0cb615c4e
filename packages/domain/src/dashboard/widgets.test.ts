import { describe, expect, it } from 'vitest';
import { CLAIM_DASHBOARD_VIEWS } from '../claims/claimViews.ts';
import {
  CONTRACT_DASHBOARD_VIEWS,
  ORDER_DASHBOARD_VIEWS,
  QUOTE_DASHBOARD_VIEWS,
  TOKEN_DASHBOARD_VIEWS,
} from '../orders/dashboardViews.ts';
import { ORG_TYPES } from '../profiles/types.ts';
import { TICKET_DASHBOARD_VIEWS } from '../tickets/ticketViews.ts';
import type { DashboardWidget } from './types.ts';
import {
  buildingsCounterIdFor,
  DASHBOARD_WIDGET_CATEGORIES,
  DASHBOARD_WIDGETS,
  dashboardWidgetById,
  isWidgetForOrgType,
  orgDashboardWidgets,
} from './widgets.ts';

const widget = (id: string): DashboardWidget => {
  const found = dashboardWidgetById(id);
  if (!found) throw new Error(`missing widget ${id}`);
  return found;
};
const sizeOf = (id: string) => `${widget(id).size.width}x${widget(id).size.height}`;
const applications = (id: string) => widget(id).permissions.map((p) => p.application);

describe('DASHBOARD_WIDGET_CATEGORIES', () => {
  it('000 §2: "expandable categories Attivita\', Calendario, Contatori, Sinistri, Ordini, Preventivi, Tickets, Tokens"', () => {
    expect(DASHBOARD_WIDGET_CATEGORIES).toEqual([
      "Attivita'",
      'Calendario',
      'Contatori',
      'Sinistri',
      'Ordini',
      'Preventivi',
      'Tickets',
      'Tokens',
    ]);
  });
});

describe('DASHBOARD_WIDGETS', () => {
  it('000 §3: "Known example: id daily_events, name \'Eventi del calendario\', width 4, height 2, needs permission ORG_OTHER_CALENDAR"', () => {
    const dailyEvents = widget('daily_events');

    expect(dailyEvents).toMatchObject({
      name: 'Eventi del calendario',
      nameKey: 'dashboard.widget.daily_events.name',
      category: 'Calendario',
      size: { width: 4, height: 2 },
      permissions: [{ application: 'ORG_OTHER_CALENDAR' }],
      permissionsMode: 'AND',
      roles: ['ORG'],
    });
    expect(dailyEvents.info).toEqual([
      'Mostra gli eventi aggiunti al calendario giorno per giorno',
    ]);
    expect(dailyEvents.preview?.kind).toBe('calendar-event');
  });

  it('000 §3: ids are unique', () => {
    const ids = DASHBOARD_WIDGETS.map(({ id }) => id);

    expect(new Set(ids).size).toBe(ids.length);
  });

  it('000 §9: "Widget sizes: counters 2x1, chip counters 4x1, lists 4x2"', () => {
    const sizesByMode = new Map<string, Set<string>>();
    for (const { mode, id } of DASHBOARD_WIDGETS) {
      sizesByMode.set(mode, (sizesByMode.get(mode) ?? new Set()).add(sizeOf(id)));
    }

    expect([...sizesByMode.get('counter')!]).toEqual(['2x1']);
    expect([...sizesByMode.get('chip-counter')!]).toEqual(['4x1']);
    expect([...sizesByMode.get('list')!]).toEqual(['4x2']);
  });

  it('000 §3: "permissionsMode (AND by default)" — only the assigned-to-me widget uses OR', () => {
    const orWidgets = DASHBOARD_WIDGETS.filter(({ permissionsMode }) => permissionsMode === 'OR');

    expect(orWidgets.map(({ id }) => id)).toEqual(['assigned_to_me']);
  });

  it('000 §6: "the \'assigned to me\' widget needs any of orders, claims or tickets"', () => {
    expect(widget('assigned_to_me')).toMatchObject({
      permissionsMode: 'OR',
      size: { width: 4, height: 2 },
      isLockable: false,
    });
    expect(applications('assigned_to_me')).toEqual([
      'ORG_OPR_ORDERS',
      'ORG_OPR_CLAIMS',
      'ORG_GEN_TICKETS',
    ]);
  });

  it.each([
    ['claims_open_counter', 'claims', 'OPE'],
    ['claims_in_verification_counter', 'claims', 'VDD'],
    ['claims_damage_assessed_counter', 'claims', 'DAC'],
    ['claims_in_liquidation_counter', 'claims', 'INL'],
    ['repeat_orders_open_counter', 'repeat-orders', 'OPE'],
    ['repeat_orders_to_renew_counter', 'repeat-orders', '2REN'],
    ['repeat_orders_expired_activities_counter', 'repeat-orders', 'ACTEXP'],
    ['service_orders_open_counter', 'service-orders', 'OPE'],
    ['service_orders_open_not_confirmed_counter', 'service-orders', '2CONF'],
    ['service_orders_open_expired_counter', 'service-orders', 'EXP'],
    ['service_orders_with_opportunity_counter', 'service-orders', 'OPP'],
    ['quotes_requested_counter', 'quotes', 'REQ'],
    ['quotes_to_evaluate_counter', 'quotes', 'WAIT'],
    ['tokens_to_verify_counter', 'tokens', '2VER'],
    ['tickets_to_assign_counter', 'tickets', 'UNASSIGNED'],
    ['tickets_taken_counter', 'tickets', 'ASSIGNED'],
    ['tickets_working_counter', 'tickets', 'WORKING'],
    ['persons_counter', 'persons', null],
    ['condominiums_counter', 'buildings', 'condominium'],
    ['private_buildings_counter', 'buildings', 'private'],
  ])(
    '000 §4 "Dashboard view names": %s counts %s %s, a 2x1 counter in Contatori',
    (id, entity, view) => {
      expect(widget(id)).toMatchObject({
        mode: 'counter',
        category: 'Contatori',
        size: { width: 2, height: 1 },
        views: [{ entity, view }],
        preview: null,
        listLimit: null,
        emptyMessageKey: null,
      });
    },
  );

  it.each([
    ['claims_chips', 'Sinistri', ['OPE', 'VDD', 'DAC', 'INL']],
    ['repeat_orders_chips', 'Ordini', ['OPE', '2REN', 'ACTEXP']],
    ['service_orders_chips', 'Ordini', ['OPE', '2CONF', 'EXP', 'OPP']],
    ['quotes_chips', 'Preventivi', ['REQ', 'WAIT']],
    ['tickets_chips', 'Tickets', ['UNASSIGNED', 'ASSIGNED', 'WORKING']],
  ])('000 §4, §9: %s is a 4x1 chip counter in %s with one chip per view', (id, category, views) => {
    expect(widget(id)).toMatchObject({
      mode: 'chip-counter',
      category,
      size: { width: 4, height: 1 },
    });
    expect(widget(id).views.map(({ view }) => view)).toEqual(views);
  });

  it.each([
    ['assigned_to_me', "Attivita'", 50],
    ['activities_list', "Attivita'", 5],
    ['tickets_list', 'Tickets', 5],
    ['orders_list', 'Ordini', 5],
    ['repeat_orders_list', 'Ordini', 5],
    ['quotes_list', 'Preventivi', 5],
    ['tokens_list', 'Tokens', 5],
  ])(
    '000 §9: "lists show at most 5 items" — %s, a 4x2 list in %s loading %i',
    (id, category, limit) => {
      expect(widget(id)).toMatchObject({
        mode: 'list',
        category,
        size: { width: 4, height: 2 },
        listLimit: limit,
        emptyMessageKey: 'common.empty',
      });
    },
  );

  it('000 §3 "Preview samples": each sample kind has the fields the spec lists', () => {
    expect(widget('tickets_list').preview).toEqual({
      kind: 'ticket',
      props: {
        title: expect.any(String),
        date: expect.any(String),
        buildingName: expect.any(String),
        userName: expect.any(String),
      },
    });
    expect(Object.keys(widget('orders_list').preview!.props)).toEqual([
      'title',
      'date',
      'buildingName',
      'supplierName',
    ]);
    expect(widget('quotes_list').preview).toEqual({
      kind: 'order-quotes',
      props: { requests: 3, submit: 2 },
    });
    expect(Object.keys(widget('activities_list').preview!.props)).toEqual([
      'orderName',
      'buildingName',
      'supplierName',
    ]);
    expect(widget('daily_events').preview).toEqual({
      kind: 'calendar-event',
      props: { object: 'Assemblea condominiale', color: '#448aff', date: expect.any(String) },
    });
  });

  it('000 §2: "A component with no preview shows \'Anteprima non disponibile\'" — counters have none', () => {
    expect(widget('persons_counter').preview).toBeNull();
    expect(widget('tokens_list').preview).toBeNull();
  });

  it('000 §2 "SPL dashboard": banner, launchers, chips, today, expired and requested quotes, in order', () => {
    const spl = DASHBOARD_WIDGETS.filter(({ roles }) => roles.includes('SPL'));

    expect(spl.map(({ id }) => id)).toEqual([
      'spl_app_banner',
      'spl_buildings_launcher',
      'spl_employees_launcher',
      'spl_orders_chips',
      'spl_contracts_chips',
      'spl_folders_chips',
      'spl_today_activities',
      'spl_expired_activities',
      'spl_requested_quotes',
    ]);
    expect(spl.every(({ category }) => category === null)).toBe(true);
  });

  it("000 §2: \"'Attività pianificate' (today's activities, all items)\" — 999, empty text 'Nessuna attività pianificata'", () => {
    expect(widget('spl_today_activities')).toMatchObject({
      name: 'Attività pianificate',
      listLimit: 999,
      emptyMessageKey: 'dashboard.widget.spl_today_activities.empty',
    });
  });

  it('000 §2: "expired activities (max 5); \'Preventivi richiesti da fare\' (open quotes, max 5)"', () => {
    expect(widget('spl_expired_activities').listLimit).toBe(5);
    expect(widget('spl_requested_quotes')).toMatchObject({
      name: 'Preventivi richiesti da fare',
      listLimit: 5,
    });
  });

  it('000 §4 "Watch states": the SPL order and contract chips are the watch states, as view ids', () => {
    // open, open not confirmed, expired, closed, in validation; contracts open, with expired activities.
    expect(widget('spl_orders_chips').views).toEqual(
      ['OPE', '2CONF', 'EXP', 'CLO', '2VAL'].map((view) => ({ entity: 'service-orders', view })),
    );
    expect(widget('spl_contracts_chips').views).toEqual(
      ['OPE', 'ACTEXP'].map((view) => ({ entity: 'repeat-orders', view })),
    );
  });

  it('000 §6: "The SPL folders widget needs the qualifications module"', () => {
    expect(widget('spl_folders_chips').permissions).toEqual([
      { application: 'SPL_OPR_FOLDERS', modules: ['qualifications'] },
    ]);
    expect(widget('spl_folders_chips').views.map(({ view }) => view)).toEqual([
      'empty',
      'expired',
      'expiring',
    ]);
  });

  it('000 §6: SPL launchers need SPL_TAB_BUILDINGS and SPL_TAB_EMPLOYEES', () => {
    expect(applications('spl_buildings_launcher')).toEqual(['SPL_TAB_BUILDINGS']);
    expect(applications('spl_employees_launcher')).toEqual(['SPL_TAB_EMPLOYEES']);
    expect(applications('spl_app_banner')).toEqual([]);
  });

  it('000 §2 "USR dashboard": selector, shortcuts for orders, communications, tickets, condominium correspondences, general communications and notices; 001 §2.7 unread correspondence', () => {
    const usr = DASHBOARD_WIDGETS.filter(({ roles }) => roles.includes('USR'));

    expect(usr.map(({ id }) => id)).toEqual([
      'usr_building_selector',
      'usr_orders_shortcut',
      'usr_communications_shortcut',
      'usr_tickets_shortcut',
      'usr_condo_correspondences_shortcut',
      'usr_general_communications_shortcut',
      'usr_notices_shortcut',
      'usr_unread_correspondence',
    ]);
  });

  it('000 §6: "USR general communications need all three modules"', () => {
    expect(widget('usr_general_communications_shortcut').permissions).toEqual([
      {
        application: 'USR_COM_CORRESPONDENCES',
        modules: ['moduleComunicazioni', 'modulePtDoc', 'moduleCorrispondenzaAL'],
      },
    ]);
  });

  it('001 §7: the unread correspondence list loads pages of 36', () => {
    expect(widget('usr_unread_correspondence').listLimit).toBe(36);
  });

  it('000 §3: every widget has an Italian name and at least one info line', () => {
    for (const { name, info, infoKeys } of DASHBOARD_WIDGETS) {
      expect(name.length).toBeGreaterThan(0);
      expect(info.length).toBe(infoKeys.length);
      expect(info.every((line) => line.length > 0)).toBe(true);
    }
  });
});

describe('dashboardWidgetById', () => {
  it('000 §2: an unknown id resolves to nothing', () => {
    expect(dashboardWidgetById('users_total_counter')).toBeUndefined();
    expect(dashboardWidgetById('daily_events')?.id).toBe('daily_events');
  });
});

describe('buildingsCounterIdFor', () => {
  it.each([
    ['administrator', 'condominiums_counter'],
    ['company', 'private_buildings_counter'],
    ['real_estate', 'private_buildings_counter'],
    ['property_manager', 'private_buildings_counter'],
    ['service_company', 'private_buildings_counter'],
  ] as const)(
    '000 §9: "the organisation-type-specific buildings counter" — %s → %s',
    (orgType, id) => {
      expect(buildingsCounterIdFor(orgType)).toBe(id);
    },
  );

  it('000 §6: each buildings counter needs its custom permission', () => {
    expect(applications('condominiums_counter')).toEqual([
      'ORG_TAB_BUILDINGS',
      'read_condominiums',
    ]);
    expect(applications('private_buildings_counter')).toEqual([
      'ORG_TAB_BUILDINGS',
      'read_private_buildings',
    ]);
  });
});

describe('orgDashboardWidgets', () => {
  it.each(ORG_TYPES)(
    '000 §9: %s gets the ORG widgets with only its own buildings counter',
    (orgType) => {
      const ids = orgDashboardWidgets(orgType).map(({ id }) => id);
      const ownCounter = buildingsCounterIdFor(orgType);
      const otherCounter =
        ownCounter === 'condominiums_counter'
          ? 'private_buildings_counter'
          : 'condominiums_counter';

      expect(ids).toContain(ownCounter);
      expect(ids).not.toContain(otherCounter);
      expect(ids).not.toContain('spl_app_banner');
      expect(ids).not.toContain('usr_building_selector');
      expect(ids).toContain('daily_events');
    },
  );

  it('000 §3: a widget with no org-type list suits every org type', () => {
    expect(isWidgetForOrgType(widget('daily_events'), 'company')).toBe(true);
    expect(isWidgetForOrgType(widget('condominiums_counter'), 'company')).toBe(false);
  });
});

describe('one naming of the dashboard views', () => {
  /** The view table of each entity that has one (000 §4 "Dashboard view names"). */
  const VIEW_TABLES: Record<string, readonly { id: string }[]> = {
    claims: CLAIM_DASHBOARD_VIEWS,
    'repeat-orders': CONTRACT_DASHBOARD_VIEWS,
    'service-orders': ORDER_DASHBOARD_VIEWS,
    quotes: QUOTE_DASHBOARD_VIEWS,
    tokens: TOKEN_DASHBOARD_VIEWS,
    tickets: TICKET_DASHBOARD_VIEWS,
  };

  it('000 §4 "Dashboard view names": every view the catalogue names is an id of its entity\'s view table', () => {
    const references = DASHBOARD_WIDGETS.flatMap((entry) => entry.views).filter(
      (reference) => VIEW_TABLES[reference.entity] !== undefined,
    );
    expect(references.length).toBeGreaterThan(20);
    const unknown = references.filter(
      (reference) => !VIEW_TABLES[reference.entity]?.some((view) => view.id === reference.view),
    );
    expect(unknown).toEqual([]);
  });
});
