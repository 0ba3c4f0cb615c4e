/**
 * Which components a dashboard cell offers and shows (000 §2 Dashboards, §4 "Dashboard settings",
 * §5 "Dashboard and links", §8). Permission states are evaluated by the caller (the permissions
 * area) and passed in, so the rules here only decide what a state means for a widget.
 */
import { dashboardMessage } from '../messages/it-IT/dashboard.ts';
import type { PermissionState } from '../permissions/types.ts';
import { isSameCellSize } from './layout.ts';
import type { DashboardCellSize, DashboardWidget, DashboardWidgetCategory } from './types.ts';
import { DASHBOARD_WIDGET_CATEGORIES, DASHBOARD_WIDGETS, dashboardWidgetById } from './widgets.ts';

/** How a widget appears: shown, shown locked (disabled with a lock), or not at all. */
export type DashboardWidgetDisplayState = 'shown' | 'locked' | 'hidden';

/**
 * What a permission state means for a widget (000 §5: "A dashboard component is hidden if its
 * permission check says hidden, locked if not allowed"). A widget that is not lockable is hidden
 * instead of locked (000 §3 "isLockable").
 */
export function dashboardWidgetState(
  widget: DashboardWidget,
  permission: PermissionState,
): DashboardWidgetDisplayState {
  switch (permission) {
    case 'allowed':
      return 'shown';
    case 'locked':
      return widget.isLockable ? 'locked' : 'hidden';
    case 'hidden':
      return 'hidden';
    default:
      return permission satisfies never;
  }
}

/** A component the picker offers; a locked one is shown disabled with its lock. */
export interface DashboardPickerOption {
  widget: DashboardWidget;
  locked: boolean;
}

/** One expandable category of the picker (000 §2 "Componenti"). */
export interface DashboardPickerCategory {
  /** The category, which is also its label (000 §2). */
  category: DashboardWidgetCategory;
  options: DashboardPickerOption[];
  /** 'Nessun widget disponibile' when the category offers nothing, else null (000 §2, §8). */
  emptyMessage: string | null;
}

/** The inputs of {@link componentsForCell}. */
export interface ComponentsForCellInput {
  /** The size of the target cell. */
  cellSize: DashboardCellSize;
  /** The configuration being edited: widget ids, null for empty cells. */
  configuration: readonly (string | null)[];
  /** The widgets the organisation can use (usually `orgDashboardWidgets(orgType)`). */
  widgets: readonly DashboardWidget[];
  /** The evaluated permission state of a widget (its requirements combined by its mode). */
  stateOf: (widget: DashboardWidget) => PermissionState;
}

/**
 * The components offered for a target cell, grouped by the picker categories in the order of
 * 000 §2. A component is offered only if "its size equals the cell size and it is not already in
 * the configuration" (000 §4); hidden ones are left out and locked ones flagged (000 §5). Only ORG
 * widgets with a category take part: the picker edits the organisation dashboard.
 */
export function componentsForCell({
  cellSize,
  configuration,
  widgets,
  stateOf,
}: ComponentsForCellInput): DashboardPickerCategory[] {
  const placed = new Set(configuration.filter((id): id is string => id !== null));
  const offered = widgets.flatMap((widget): (DashboardPickerOption & { category: string })[] => {
    if (widget.category === null || !widget.roles.includes('ORG')) return [];
    if (!isSameCellSize(widget.size, cellSize) || placed.has(widget.id)) return [];
    const state = dashboardWidgetState(widget, stateOf(widget));
    if (state === 'hidden') return [];
    return [{ widget, locked: state === 'locked', category: widget.category }];
  });

  return DASHBOARD_WIDGET_CATEGORIES.map((category) => {
    const options = offered
      .filter((option) => option.category === category)
      .map(({ widget, locked }) => ({ widget, locked }));
    return {
      category,
      options,
      emptyMessage:
        options.length === 0 ? dashboardMessage('dashboard.picker.emptyCategory') : null,
    };
  });
}

/** A cell's component: its definition, or the unknown-component message (000 §2, §8). */
export type DashboardCellResolution =
  { kind: 'widget'; widget: DashboardWidget } | { kind: 'unknown'; id: string; message: string };

/**
 * The definition of a configured component, or — when the catalogue does not know the id —
 * 'Non riesco a trovare il componente {name}, contatta l'assistenza.' with the id as the name
 * (000 §2: "A cell whose component cannot be resolved shows …").
 */
export function resolveDashboardCell(id: string): DashboardCellResolution {
  const widget = dashboardWidgetById(id);
  if (widget) return { kind: 'widget', widget };
  return {
    kind: 'unknown',
    id,
    message: dashboardMessage('dashboard.cell.unknownComponent', { name: id }),
  };
}

/** What a cell of the read-only dashboard shows (000 §2 "each cell is wrapped in permission checks"). */
export type DashboardCellDisplay =
  | { kind: 'empty' }
  | { kind: 'unknown'; id: string; message: string }
  | { kind: 'hidden'; widget: DashboardWidget }
  | { kind: 'locked'; widget: DashboardWidget }
  | { kind: 'shown'; widget: DashboardWidget };

/**
 * What a cell of the saved dashboard shows: nothing for an empty cell, the unknown-component
 * message, or the widget shown, locked or hidden by its permission state (000 §2, §5).
 */
export function dashboardCellDisplay(
  id: string | null,
  stateOf: (widget: DashboardWidget) => PermissionState,
): DashboardCellDisplay {
  if (id === null) return { kind: 'empty' };
  const resolution = resolveDashboardCell(id);
  if (resolution.kind === 'unknown') return resolution;
  const { widget } = resolution;
  return { kind: dashboardWidgetState(widget, stateOf(widget)), widget };
}

/** A widget of a fixed role dashboard as it is shown. */
export interface FixedDashboardWidget {
  widget: DashboardWidget;
  locked: boolean;
}

/**
 * The fixed SPL or USR dashboard (000 §2 "SPL dashboard", "USR dashboard"; 001 §2.7), in the
 * catalogue's order, which is the order of the spec; hidden widgets are left out and locked ones
 * flagged (000 §5, §6). The USR shortcuts are further filtered by `usrShortcuts`.
 */
export function fixedDashboardWidgets(
  role: 'SPL' | 'USR',
  stateOf: (widget: DashboardWidget) => PermissionState,
): FixedDashboardWidget[] {
  return DASHBOARD_WIDGETS.flatMap((widget) => {
    if (!widget.roles.includes(role)) return [];
    const state = dashboardWidgetState(widget, stateOf(widget));
    return state === 'hidden' ? [] : [{ widget, locked: state === 'locked' }];
  });
}
