import type { FunctionalityId, ModuleKey } from '../profiles/types.ts';

/** The three outcomes of every permission check (000 §6). */
export type PermissionState = 'allowed' | 'locked' | 'hidden';

/**
 * What a feature needs: read access to an application code, optionally a functionality on it,
 * modules and a licence level. This is also the shape of the path-derived scope that the
 * permission-check endpoint returns (002 §6: "A path-derived scope supplies the required
 * functionalities, modules and licence level").
 */
export interface PermissionRequirement {
  application: string;
  functionality?: FunctionalityId;
  modules?: ModuleKey[];
  licenceLevel?: number;
}

/** The scope the permission-check endpoint returns for an application path. */
export interface PermissionScope {
  application: string;
  functionalities: FunctionalityId[];
  modules: ModuleKey[];
  licenceLevel: number;
}

/** Why a feature is locked: decides between the two lock messages (000 §8). */
export type LockReason = 'not-permitted' | 'module-disabled';

/** The result of a check: the state, and for a locked feature the reason and its message. */
export interface PermissionDecision {
  state: PermissionState;
  reason?: LockReason;
  /** 'Funzionalità non disponibile' or 'Funzionalità non abilitata' when locked. */
  message?: string;
}
