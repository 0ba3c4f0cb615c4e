/**
 * The ORG dashboard saved in local storage per profile (000 §3 "Dashboard configuration …
 * Stored locally"; 000 §7 "Saving or resetting the dashboard is a local operation"). Domain reads
 * and repairs what storage holds (`parseStoredDashboard`: defaults per org type, the migration of
 * the two old counter ids, wrong sizes dropped); this store only keeps it and tells the screens.
 */
import {
  dashboardStorageKey,
  parseStoredDashboard,
  type DashboardConfiguration,
  type OrgType,
} from '@portineria/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../../session/sessionStorage.ts';

const listeners = new Set<() => void>();
const cache = new Map<string, DashboardConfiguration>();

function cacheKey(profileUid: string, orgType: OrgType): string {
  return `${profileUid}\u0000${orgType}`;
}

/** The saved dashboard of a profile, or its org type's default (read once, then cached). */
export function readDashboard(profileUid: string, orgType: OrgType): DashboardConfiguration {
  const key = cacheKey(profileUid, orgType);
  const cached = cache.get(key);
  if (cached) return cached;
  const dashboard = parseStoredDashboard(readStorage(dashboardStorageKey(profileUid)), orgType);
  cache.set(key, dashboard);
  return dashboard;
}

/** Stores a dashboard for a profile and refreshes every screen that shows it. */
export function writeDashboard(
  profileUid: string,
  orgType: OrgType,
  dashboard: DashboardConfiguration,
): void {
  const saved = { variant: dashboard.variant, configuration: [...dashboard.configuration] };
  writeStorage(dashboardStorageKey(profileUid), saved);
  cache.set(cacheKey(profileUid, orgType), saved);
  for (const listener of listeners) listener();
}

/** What every profile's dashboard key starts with: domain's key without a profile. */
const DASHBOARD_KEY_PREFIX = dashboardStorageKey('');

/**
 * Listens to the saved dashboards: this tab's writes and another tab's saving any profile's
 * dashboard (000 §3 "Stored locally"), which empties the cache so the next read is storage's.
 */
export function subscribeToDashboards(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(DASHBOARD_KEY_PREFIX)) {
      cache.clear();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved dashboard of the active profile, kept current; null without an ORG profile. */
export function useSavedDashboard(
  profileUid: string | undefined,
  orgType: OrgType | undefined,
): DashboardConfiguration | null {
  const snapshot = useCallback(
    () => (profileUid && orgType ? readDashboard(profileUid, orgType) : null),
    [profileUid, orgType],
  );
  return useSyncExternalStore(subscribeToDashboards, snapshot, snapshot);
}
