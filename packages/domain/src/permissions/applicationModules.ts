/**
 * The modules an application code needs (002 §6 "A path-derived scope supplies the required
 * functionalities, modules and licence level"; 000 §6 module effects). The route table has no
 * module column, so the few module rules the spec and the demo accounts state are listed here
 * once: the gateway's permission-check endpoint and its own checks read them, and the web app's
 * widget gates read the same table, so a module that is off locks the same features everywhere.
 */
import { GENERAL_COMMUNICATIONS_MODULES } from '../profiles/constants.ts';
import type { ModuleKey } from '../profiles/types.ts';
import type { PermissionRequirement } from './types.ts';

const APPLICATION_MODULES: Readonly<Record<string, readonly ModuleKey[]>> = {
  // The claims module ("claims", 000 §3 Modules): a property-manager org may have it off.
  ORG_OPR_CLAIMS: ['moduleSinistri'],
  SPL_OPR_CLAIMS: ['moduleSinistri'],
  // 000 §6: "The SPL folders widget needs the qualifications module"; 002 §2.10.
  SPL_OPR_FOLDERS: ['qualifications'],
  // 000 §6: "USR general communications need all three modules".
  USR_COM_CORRESPONDENCES: GENERAL_COMMUNICATIONS_MODULES,
};

/** The licence level every screen requires: the spec names none above the base level. */
export const BASE_LICENCE_LEVEL = 0;

/** The modules an application code requires (none for most). */
export function modulesOfApplication(application: string): ModuleKey[] {
  return [...(APPLICATION_MODULES[application] ?? [])];
}

/**
 * A requirement with the modules of its application added, so that a feature checked from the
 * profile alone (a dashboard widget, a menu entry before its scope answers) is locked or hidden by
 * a module that is off exactly as the permission-check endpoint's scope would lock it.
 */
export function withApplicationModules(requirement: PermissionRequirement): PermissionRequirement {
  const modules = [
    ...new Set([...(requirement.modules ?? []), ...modulesOfApplication(requirement.application)]),
  ];
  return modules.length > 0 ? { ...requirement, modules } : requirement;
}
