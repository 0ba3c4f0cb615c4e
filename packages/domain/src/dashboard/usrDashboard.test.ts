import { describe, expect, it } from 'vitest';
import type { ModuleFlags } from '../profiles/types.ts';
import {
  initialUsrBuildingSelection,
  NO_USR_BUILDING,
  selectedUsrBuilding,
  usrBuildingNavigation,
  usrBuildingSelection,
  usrShortcuts,
} from './usrDashboard.ts';

const buildings = [
  {
    id: 1,
    name: 'Condominio Via Roma 12',
    city: 'Milano',
    street: 'Via Roma 12',
    province: 'MI',
    isPrivate: false,
  },
  {
    id: 2,
    name: 'Villa Bianchi',
    city: 'Como',
    street: 'Via Lago 3',
    province: 'CO',
    isPrivate: true,
  },
  {
    id: 3,
    name: 'Residenza I Tigli',
    city: 'Monza',
    street: 'Viale Libertà 8',
    province: 'MB',
    isPrivate: false,
  },
];

const selectedAt = (index: number) => ({ buildings, index });

describe('usrBuildingSelection', () => {
  it('000 §4: "index -1 means none"', () => {
    const state = initialUsrBuildingSelection(buildings);

    expect(state.index).toBe(NO_USR_BUILDING);
    expect(NO_USR_BUILDING).toBe(-1);
    expect(selectedUsrBuilding(state)).toBeNull();
  });

  it('000 §4: "selecting sets the current building"', () => {
    const state = usrBuildingSelection(initialUsrBuildingSelection(buildings), {
      type: 'select',
      buildingId: 2,
    });

    expect(state.index).toBe(1);
    expect(selectedUsrBuilding(state)?.name).toBe('Villa Bianchi');
  });

  it('000 §4: selecting compares ids as text, and an id not in the list selects none', () => {
    expect(usrBuildingSelection(selectedAt(0), { type: 'select', buildingId: '3' }).index).toBe(2);
    expect(usrBuildingSelection(selectedAt(0), { type: 'select', buildingId: 99 }).index).toBe(-1);
  });

  it('000 §4: "next and previous move within the list"', () => {
    expect(usrBuildingSelection(selectedAt(0), { type: 'next' }).index).toBe(1);
    expect(usrBuildingSelection(selectedAt(2), { type: 'previous' }).index).toBe(1);
  });

  it('000 §4: "within the list" — next stops at the last, previous at the first', () => {
    const last = selectedAt(2);
    const first = selectedAt(0);

    expect(usrBuildingSelection(last, { type: 'next' })).toBe(last);
    expect(usrBuildingSelection(first, { type: 'previous' })).toBe(first);
  });

  it('000 §2: previous and next belong to the selected-building card — nothing moves while none is selected', () => {
    const none = selectedAt(-1);

    expect(usrBuildingSelection(none, { type: 'next' })).toBe(none);
    expect(usrBuildingSelection(none, { type: 'previous' })).toBe(none);
  });

  it('000 §2: "the selected-building card with previous, next and unselect"', () => {
    expect(usrBuildingSelection(selectedAt(1), { type: 'unselect' }).index).toBe(-1);
  });

  it('000 §4: reloaded buildings keep the current building selected when it is still there', () => {
    const reordered = [buildings[2]!, buildings[0]!];

    expect(
      usrBuildingSelection(selectedAt(0), { type: 'buildingsLoaded', buildings: reordered }),
    ).toEqual({
      buildings: reordered,
      index: 1,
    });
    expect(
      usrBuildingSelection(selectedAt(1), { type: 'buildingsLoaded', buildings: reordered }).index,
    ).toBe(-1);
    expect(
      usrBuildingSelection(selectedAt(-1), { type: 'buildingsLoaded', buildings: reordered }).index,
    ).toBe(-1);
  });
});

describe('usrBuildingNavigation', () => {
  it.each([
    [-1, false, false],
    [0, false, true],
    [1, true, true],
    [2, true, false],
  ])('000 §2, §4: at index %i previous is %s and next is %s', (index, hasPrevious, hasNext) => {
    expect(usrBuildingNavigation(selectedAt(index))).toEqual({ hasPrevious, hasNext });
  });
});

describe('usrShortcuts', () => {
  const allModules: ModuleFlags = {
    moduleComunicazioni: true,
    modulePtDoc: true,
    moduleCorrispondenzaAL: true,
  };

  it('000 §2: "shortcuts for orders, communications, tickets, condominium correspondences, general communications and notices"', () => {
    expect(usrShortcuts(buildings[0]!, allModules)).toEqual([
      'usr_orders_shortcut',
      'usr_communications_shortcut',
      'usr_tickets_shortcut',
      'usr_condo_correspondences_shortcut',
      'usr_general_communications_shortcut',
      'usr_notices_shortcut',
    ]);
  });

  it('000 §4: "a private building hides the communications and notice shortcuts"; §6: "hides notices and correspondence shortcuts"', () => {
    expect(usrShortcuts(buildings[1]!, allModules)).toEqual([
      'usr_orders_shortcut',
      'usr_communications_shortcut',
      'usr_tickets_shortcut',
    ]);
  });

  it.each([['moduleComunicazioni'], ['modulePtDoc'], ['moduleCorrispondenzaAL']] as const)(
    '000 §6: "USR general communications need all three modules" — without %s it is not shown',
    (module) => {
      const shortcuts = usrShortcuts(buildings[0]!, { ...allModules, [module]: false });

      expect(shortcuts).not.toContain('usr_general_communications_shortcut');
      expect(shortcuts).toContain('usr_notices_shortcut');
    },
  );

  it('000 §4: with no building selected nothing is private', () => {
    expect(usrShortcuts(null, {})).toEqual([
      'usr_orders_shortcut',
      'usr_communications_shortcut',
      'usr_tickets_shortcut',
      'usr_condo_correspondences_shortcut',
      'usr_notices_shortcut',
    ]);
  });
});
