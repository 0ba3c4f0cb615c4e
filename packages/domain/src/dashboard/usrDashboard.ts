/**
 * The USR dashboard: the building selection and the shortcuts it shows (000 §2 "USR dashboard",
 * §4 "USR building selection", §6 module effects).
 */
import type { ModuleFlags, ModuleKey } from '../profiles/types.ts';
import type { DashboardWidgetId } from './types.ts';

/** A building of the USR dashboard (000 §3 "Building (USR dashboard)"). */
export interface UsrBuilding {
  id: string | number;
  name: string;
  city?: string | null;
  street?: string | null;
  province?: string | null;
  isPrivate?: boolean | null;
}

/** The selection: the user's buildings and the index of the current one, -1 for none (000 §4). */
export interface UsrBuildingSelectionState<Building extends UsrBuilding = UsrBuilding> {
  buildings: readonly Building[];
  index: number;
}

/** What can happen to the selection. */
export type UsrBuildingSelectionAction<Building extends UsrBuilding = UsrBuilding> =
  /** The buildings were (re)loaded; the current building stays selected if it is still there. */
  | { type: 'buildingsLoaded'; buildings: readonly Building[] }
  /** The user picked a building in the selector. */
  | { type: 'select'; buildingId: string | number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'unselect' };

/** No building selected (000 §4: "index -1 means none"). */
export const NO_USR_BUILDING = -1;

/** The selection before the user picks a building. */
export function initialUsrBuildingSelection<Building extends UsrBuilding>(
  buildings: readonly Building[],
): UsrBuildingSelectionState<Building> {
  return { buildings, index: NO_USR_BUILDING };
}

function indexOfBuilding(buildings: readonly UsrBuilding[], id: string | number): number {
  return buildings.findIndex((building) => String(building.id) === String(id));
}

/**
 * The USR building selection (000 §4: "index -1 means none; next and previous move within the
 * list; selecting sets the current building"). Next and previous stop at the ends of the list
 * and do nothing while no building is selected: the previous/next buttons belong to the
 * selected-building card (000 §2). Selecting an id that is not in the list selects none.
 */
export function usrBuildingSelection<Building extends UsrBuilding>(
  state: UsrBuildingSelectionState<Building>,
  action: UsrBuildingSelectionAction<Building>,
): UsrBuildingSelectionState<Building> {
  switch (action.type) {
    case 'buildingsLoaded': {
      const current = state.buildings[state.index];
      const index = current ? indexOfBuilding(action.buildings, current.id) : NO_USR_BUILDING;
      return { buildings: action.buildings, index };
    }
    case 'select':
      return { ...state, index: indexOfBuilding(state.buildings, action.buildingId) };
    case 'next':
      if (state.index === NO_USR_BUILDING || state.index >= state.buildings.length - 1)
        return state;
      return { ...state, index: state.index + 1 };
    case 'previous':
      if (state.index <= 0) return state;
      return { ...state, index: state.index - 1 };
    case 'unselect':
      return { ...state, index: NO_USR_BUILDING };
    default:
      return action satisfies never;
  }
}

/** The current building, or null when none is selected. */
export function selectedUsrBuilding<Building extends UsrBuilding>(
  state: UsrBuildingSelectionState<Building>,
): Building | null {
  return state.buildings[state.index] ?? null;
}

/** Whether the previous and next buttons of the selected-building card can move (000 §2). */
export function usrBuildingNavigation(state: UsrBuildingSelectionState): {
  hasPrevious: boolean;
  hasNext: boolean;
} {
  const selected = state.index !== NO_USR_BUILDING;
  return {
    hasPrevious: selected && state.index > 0,
    hasNext: selected && state.index < state.buildings.length - 1,
  };
}

/** The shortcut widgets of the USR dashboard, in the order of 000 §2. */
export type UsrShortcutId = Extract<
  DashboardWidgetId,
  | 'usr_orders_shortcut'
  | 'usr_communications_shortcut'
  | 'usr_tickets_shortcut'
  | 'usr_condo_correspondences_shortcut'
  | 'usr_general_communications_shortcut'
  | 'usr_notices_shortcut'
>;

const USR_SHORTCUTS = [
  'usr_orders_shortcut',
  'usr_communications_shortcut',
  'usr_tickets_shortcut',
  'usr_condo_correspondences_shortcut',
  'usr_general_communications_shortcut',
  'usr_notices_shortcut',
] as const satisfies readonly UsrShortcutId[];

/**
 * The shortcuts that belong to a condominium and so disappear for a private building (000 §4: "a
 * private building hides the communications and notice shortcuts"; §6: "hides notices and
 * correspondence shortcuts"). Read together: the condominium correspondence, the general
 * communications and the notices. The user's own communications stay (DECISIONS.md).
 */
const CONDOMINIUM_SHORTCUTS: ReadonlySet<UsrShortcutId> = new Set([
  'usr_condo_correspondences_shortcut',
  'usr_general_communications_shortcut',
  'usr_notices_shortcut',
]);

/** 000 §6: "USR general communications need all three modules (communications, ptDoc, condominium correspondence)". */
const GENERAL_COMMUNICATIONS_MODULES: readonly ModuleKey[] = [
  'moduleComunicazioni',
  'modulePtDoc',
  'moduleCorrispondenzaAL',
];

/**
 * The USR shortcuts to show for the current building (000 §2, §4, §6), in order. With no building
 * selected nothing is private, so the condominium shortcuts stay. Permissions are checked by the
 * caller on each widget's requirements.
 */
export function usrShortcuts(
  building: Pick<UsrBuilding, 'isPrivate'> | null,
  profileModules: ModuleFlags,
): UsrShortcutId[] {
  const isPrivate = building?.isPrivate === true;
  const hasGeneralCommunications = GENERAL_COMMUNICATIONS_MODULES.every(
    (module) => profileModules[module] === true,
  );
  return USR_SHORTCUTS.filter((shortcut) => {
    if (isPrivate && CONDOMINIUM_SHORTCUTS.has(shortcut)) return false;
    if (shortcut === 'usr_general_communications_shortcut') return hasGeneralCommunications;
    return true;
  });
}
