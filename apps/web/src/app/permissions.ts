/**
 * The permission check per application path (001 §2.1; 002 §6 "A path-derived scope supplies the
 * required functionalities, modules and licence level"): the gateway answers the scope of a path,
 * domain's engine decides with the active profile. A failed check counts as not allowed (002 §5.2).
 */
import {
  evaluatePermission,
  evaluateScope,
  type FunctionalityId,
  type PermissionDecision,
  type Profile,
} from '@portineria/domain';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { apiClient } from './apiClient.ts';

/** Query options of the scope of an application path for a profile (cached 5 minutes). */
export function permissionScopeQueryOptions(profileUid: string, permissionPath: string) {
  return queryOptions({
    queryKey: ['permissions', 'check', profileUid, permissionPath],
    queryFn: ({ signal }) =>
      apiClient.permissions.check(permissionPath, { profile: profileUid }, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * The decision for a route's permission path and functionality; undefined while the check runs
 * or when there is nothing to check (no profile or no path).
 */
export function usePathPermission(
  profile: Profile | undefined,
  permissionPath: string | null | undefined,
  functionality?: FunctionalityId,
): PermissionDecision | undefined {
  const enabled = Boolean(profile && permissionPath);
  const query = useQuery({
    ...permissionScopeQueryOptions(profile?.uid ?? '', permissionPath ?? ''),
    enabled,
  });
  if (!enabled || !profile) return undefined;
  if (query.isPending) return undefined;
  return evaluateScope(profile, query.isError ? undefined : query.data, functionality);
}

/** The decision for an application code from the profile's own grants (menu entries). */
export function applicationDecision(
  profile: Profile | undefined,
  application: string | null,
): PermissionDecision {
  if (application === null) return { state: 'allowed' };
  if (!profile) return { state: 'hidden' };
  return evaluatePermission(profile, { application });
}

/**
 * The decisions of menu entries (002 §2.10 "Every item wrapped in the permission gate"; 000 §6
 * modules shown if disabled): each entry's path scope from the permission endpoint (cached like
 * the guard's), so a module that is off locks its entry with 'Funzionalità non abilitata'. Until a
 * scope answers, or when its check fails, the entry's application code decides (the guard still
 * checks the path when it is opened).
 */
export function useEntryDecisions(
  profile: Profile | undefined,
  entries: readonly { id: string; application: string | null; permissionPath: string | null }[],
): ReadonlyMap<string, PermissionDecision> {
  const checked = entries.filter((entry) => entry.permissionPath !== null);
  const scopes = useQueries({
    queries: checked.map((entry) => ({
      ...permissionScopeQueryOptions(profile?.uid ?? '', entry.permissionPath ?? ''),
      enabled: Boolean(profile),
    })),
  });
  const decisions = new Map<string, PermissionDecision>();
  for (const entry of entries) {
    decisions.set(entry.id, applicationDecision(profile, entry.application));
  }
  if (!profile) return decisions;
  checked.forEach((entry, index) => {
    const scope = scopes[index];
    if (scope?.isSuccess) decisions.set(entry.id, evaluateScope(profile, scope.data));
  });
  return decisions;
}
