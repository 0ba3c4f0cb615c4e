/**
 * The USR building selection (000 §4 "USR building selection": index -1 means none; next and
 * previous move within the list; selecting sets the current building), shared by the dashboard's
 * selector and the menu, which disables the condominium entries while the active building is
 * private (002 §2.10). Domain's reducer decides; this store keeps the selected id per profile in
 * local storage so the choice survives a reload, and re-applies it when the buildings reload.
 */
import {
  initialUsrBuildingSelection,
  usrBuildingSelection,
  type SessionBuilding,
  type UsrBuildingSelectionAction,
  type UsrBuildingSelectionState,
} from '@portineria/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './sessionStorage.ts';

const listeners = new Set<() => void>();
const selected = new Map<string, string | null>();

function storageKey(profileUid: string): string {
  return `portineria.usrBuilding.${profileUid}`;
}

function selectedId(profileUid: string): string | null {
  if (!selected.has(profileUid)) {
    const stored = readStorage(storageKey(profileUid));
    selected.set(profileUid, typeof stored === 'string' ? stored : null);
  }
  return selected.get(profileUid) ?? null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The selection the stored id stands for over the current buildings (none when it is gone). */
function selectionOf(
  id: string | null,
  buildings: readonly SessionBuilding[],
): UsrBuildingSelectionState<SessionBuilding> {
  const none = initialUsrBuildingSelection(buildings);
  return id === null ? none : usrBuildingSelection(none, { type: 'select', buildingId: id });
}

/** The selection of a profile over its buildings and the function that changes it. */
export function useUsrBuildingSelection(
  profileUid: string | undefined,
  buildings: readonly SessionBuilding[],
): [UsrBuildingSelectionState<SessionBuilding>, (action: UsrBuildingSelectionAction) => void] {
  const id = useSyncExternalStore(subscribe, () => (profileUid ? selectedId(profileUid) : null));
  const dispatch = useCallback(
    (action: UsrBuildingSelectionAction) => {
      if (!profileUid) return;
      const next = usrBuildingSelection(selectionOf(selectedId(profileUid), buildings), action);
      const nextId = next.buildings[next.index]?.id;
      const stored = nextId === undefined ? null : String(nextId);
      selected.set(profileUid, stored);
      writeStorage(storageKey(profileUid), stored);
      for (const listener of listeners) listener();
    },
    [profileUid, buildings],
  );
  return [selectionOf(id, buildings), dispatch];
}
