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
import { checkPermissionQueryOptions, checkPermissionsQueryOptions } from '@portineria/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './apiClient.ts';

/**
 * Query options of the scope of an application path for a profile (the api-client's, cached 5
 * minutes; the menu's batch check fills the same entries, so the guard rarely calls again).
 */
export function permissionScopeQueryOptions(profileUid: string, permissionPath: string) {
  return {
    ...checkPermissionQueryOptions(apiClient, permissionPath, { profile: profileUid }),
    staleTime: 5 * 60_000,
    retry: false,
  };
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

/** The scopes of many paths from one batch call of the permission endpoint (002 §7.6). */
function usePathScopes(profile: Profile | undefined, paths: readonly string[]) {
  return useQuery({
    ...checkPermissionsQueryOptions(apiClient, paths, { profile: profile?.uid ?? '' }),
    staleTime: 5 * 60_000,
    retry: false,
    enabled: Boolean(profile) && paths.length > 0,
  });
}

/**
 * The decisions for many application paths from one batch call: the related records of a detail
 * screen. undefined while the batch runs; a path whose check failed, or that no route matches, is
 * hidden.
 */
export function usePathDecisions(
  profile: Profile | undefined,
  paths: readonly string[],
): ReadonlyMap<string, PermissionDecision> | undefined {
  const unique = [...new Set(paths)];
  const scopes = usePathScopes(profile, unique);
  if (!profile) return undefined;
  if (unique.length === 0) return new Map();
  if (scopes.isPending) return undefined;
  return new Map(
    unique.map((path) => [
      path,
      evaluateScope(profile, scopes.isError ? undefined : (scopes.data[path] ?? undefined)),
    ]),
  );
}

/**
 * The decisions of menu entries (002 §2.10 "Every item wrapped in the permission gate"; 000 §6
 * modules shown if disabled): the path scopes of every entry from one batch call, so a module
 * that is off locks its entry with 'Funzionalità non abilitata'. Until the scopes answer, or when
 * the check fails, the entry's application code decides (the guard still checks the path when
 * it is opened).
 */
export function useEntryDecisions(
  profile: Profile | undefined,
  entries: readonly { id: string; application: string | null; permissionPath: string | null }[],
): ReadonlyMap<string, PermissionDecision> {
  const paths = entries.flatMap((entry) =>
    entry.permissionPath === null ? [] : [entry.permissionPath],
  );
  const scopes = usePathScopes(profile, paths);
  const decisions = new Map<string, PermissionDecision>();
  for (const entry of entries) {
    const scope = entry.permissionPath === null ? undefined : scopes.data?.[entry.permissionPath];
    decisions.set(
      entry.id,
      profile && scope
        ? evaluateScope(profile, scope)
        : applicationDecision(profile, entry.application),
    );
  }
  return decisions;
}
