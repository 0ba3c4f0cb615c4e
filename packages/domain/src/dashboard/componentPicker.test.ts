import { describe, expect, it } from 'vitest';
import type { PermissionState } from '../permissions/types.ts';
import {
  componentsForCell,
  dashboardCellDisplay,
  dashboardWidgetState,
  fixedDashboardWidgets,
  resolveDashboardCell,
} from './componentPicker.ts';
import type { DashboardWidget } from './types.ts';
import { dashboardWidgetById, orgDashboardWidgets } from './widgets.ts';

const widget = (id: string): DashboardWidget => {
  const found = dashboardWidgetById(id);
  if (!found) throw new Error(`missing widget ${id}`);
  return found;
};
const allowed = (): PermissionState => 'allowed';
const optionIds = (categories: ReturnType<typeof componentsForCell>, category: string) =>
  categories
    .find((entry) => entry.category === category)
    ?.options.map((option) => option.widget.id);

describe('dashboardWidgetState', () => {
  it.each([
    ['daily_events', 'allowed', 'shown'],
    ['daily_events', 'locked', 'locked'],
    ['daily_events', 'hidden', 'hidden'],
    ['assigned_to_me', 'locked', 'hidden'],
    ['assigned_to_me', 'allowed', 'shown'],
  ] as const)(
    '000 §5: "hidden if its permission check says hidden, locked if not allowed" — %s %s → %s',
    (id, permission, expected) => {
      expect(dashboardWidgetState(widget(id), permission)).toBe(expected);
    },
  );
});

describe('componentsForCell', () => {
  it('000 §4: "offered for a target cell only if its size equals the cell size" — a 2x1 cell offers counters only', () => {
    const categories = componentsForCell({
      cellSize: { width: 2, height: 1 },
      configuration: [],
      widgets: orgDashboardWidgets('administrator'),
      stateOf: allowed,
    });

    const offered = categories.flatMap(({ options }) =>
      options.map(({ widget: { size } }) => size),
    );
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.every(({ width, height }) => width === 2 && height === 1)).toBe(true);
    expect(optionIds(categories, 'Contatori')).toContain('condominiums_counter');
  });

  it('000 §4: "and it is not already in the configuration"', () => {
    const categories = componentsForCell({
      cellSize: { width: 4, height: 2 },
      configuration: ['daily_events', null, 'tickets_list'],
      widgets: orgDashboardWidgets('administrator'),
      stateOf: allowed,
    });

    expect(optionIds(categories, 'Calendario')).toEqual([]);
    expect(optionIds(categories, 'Tickets')).toEqual([]);
    expect(optionIds(categories, 'Ordini')).toEqual(['orders_list', 'repeat_orders_list']);
  });

  it('000 §2: "An empty category shows \'Nessun widget disponibile\'"', () => {
    const categories = componentsForCell({
      cellSize: { width: 4, height: 2 },
      configuration: ['daily_events'],
      widgets: orgDashboardWidgets('administrator'),
      stateOf: allowed,
    });

    const calendar = categories.find(({ category }) => category === 'Calendario');
    const tickets = categories.find(({ category }) => category === 'Tickets');
    expect(calendar?.emptyMessage).toBe('Nessun widget disponibile');
    expect(tickets?.emptyMessage).toBeNull();
  });

  it("000 §2: the categories come in order Attivita', Calendario, Contatori, Sinistri, Ordini, Preventivi, Tickets, Tokens", () => {
    const categories = componentsForCell({
      cellSize: { width: 4, height: 1 },
      configuration: [],
      widgets: orgDashboardWidgets('company'),
      stateOf: allowed,
    });

    expect(categories.map(({ category }) => category)).toEqual([
      "Attivita'",
      'Calendario',
      'Contatori',
      'Sinistri',
      'Ordini',
      'Preventivi',
      'Tickets',
      'Tokens',
    ]);
    expect(optionIds(categories, 'Sinistri')).toEqual(['claims_chips']);
  });

  it('000 §5: "A dashboard component is hidden if its permission check says hidden, locked if not allowed"', () => {
    const states: Record<string, PermissionState> = {
      tickets_list: 'locked',
      orders_list: 'hidden',
      assigned_to_me: 'locked',
    };

    const categories = componentsForCell({
      cellSize: { width: 4, height: 2 },
      configuration: [],
      widgets: orgDashboardWidgets('administrator'),
      stateOf: ({ id }) => states[id] ?? 'allowed',
    });

    const tickets = categories.find(({ category }) => category === 'Tickets');
    expect(tickets?.options).toEqual([{ widget: widget('tickets_list'), locked: true }]);
    expect(optionIds(categories, 'Ordini')).toEqual(['repeat_orders_list']);
    expect(optionIds(categories, "Attivita'")).toEqual(['activities_list']);
  });

  it('000 §2: the picker edits the ORG dashboard — SPL and USR widgets are never offered', () => {
    const categories = componentsForCell({
      cellSize: { width: 4, height: 2 },
      configuration: [],
      widgets: [widget('spl_today_activities'), widget('usr_unread_correspondence')],
      stateOf: allowed,
    });

    expect(categories.every(({ options }) => options.length === 0)).toBe(true);
  });

  it('000 §4: an ORG widget with a picker category but another size is left out', () => {
    const categories = componentsForCell({
      cellSize: { width: 2, height: 1 },
      configuration: [],
      widgets: [widget('claims_chips'), widget('claims_open_counter')],
      stateOf: allowed,
    });

    expect(optionIds(categories, 'Sinistri')).toEqual([]);
    expect(optionIds(categories, 'Contatori')).toEqual(['claims_open_counter']);
  });
});

describe('resolveDashboardCell', () => {
  it('000 §2: a known component resolves to its definition', () => {
    expect(resolveDashboardCell('daily_events')).toEqual({
      kind: 'widget',
      widget: widget('daily_events'),
    });
  });

  it("000 §2: \"A cell whose component cannot be resolved shows 'Non riesco a trovare il componente {name}, contatta l'assistenza.'\"", () => {
    expect(resolveDashboardCell('weather_widget')).toEqual({
      kind: 'unknown',
      id: 'weather_widget',
      message: "Non riesco a trovare il componente weather_widget, contatta l'assistenza.",
    });
  });
});

describe('dashboardCellDisplay', () => {
  it('000 §2: "each cell is wrapped in permission checks"', () => {
    const stateOf = ({ id }: DashboardWidget): PermissionState =>
      id === 'tickets_list' ? 'locked' : id === 'orders_list' ? 'hidden' : 'allowed';

    expect(dashboardCellDisplay(null, stateOf)).toEqual({ kind: 'empty' });
    expect(dashboardCellDisplay('daily_events', stateOf)).toEqual({
      kind: 'shown',
      widget: widget('daily_events'),
    });
    expect(dashboardCellDisplay('tickets_list', stateOf).kind).toBe('locked');
    expect(dashboardCellDisplay('orders_list', stateOf).kind).toBe('hidden');
    expect(dashboardCellDisplay('gone', stateOf)).toMatchObject({
      kind: 'unknown',
      message: "Non riesco a trovare il componente gone, contatta l'assistenza.",
    });
  });
});

describe('fixedDashboardWidgets', () => {
  it('000 §2 "SPL dashboard", §6: "The SPL folders widget needs the qualifications module" — hidden without it', () => {
    const shown = fixedDashboardWidgets('SPL', ({ id }) =>
      id === 'spl_folders_chips'
        ? 'locked'
        : id === 'spl_employees_launcher'
          ? 'locked'
          : 'allowed',
    );

    expect(shown.map(({ widget: { id } }) => id)).toEqual([
      'spl_app_banner',
      'spl_buildings_launcher',
      'spl_employees_launcher',
      'spl_orders_chips',
      'spl_contracts_chips',
      'spl_today_activities',
      'spl_expired_activities',
      'spl_requested_quotes',
    ]);
    expect(shown.find(({ widget: { id } }) => id === 'spl_employees_launcher')?.locked).toBe(true);
  });

  it('000 §2 "USR dashboard": the USR widgets, hidden ones left out', () => {
    const shown = fixedDashboardWidgets('USR', ({ id }) =>
      id === 'usr_notices_shortcut' ? 'hidden' : 'allowed',
    );

    expect(shown).toHaveLength(7);
    expect(shown.map(({ widget: { id } }) => id)).not.toContain('usr_notices_shortcut');
    expect(shown.every(({ locked }) => !locked)).toBe(true);
  });
});
