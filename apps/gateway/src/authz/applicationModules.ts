/**
 * The modules an application code needs, for the path-derived permission scope (002 §6 "A
 * path-derived scope supplies the required functionalities, modules and licence level").
 * The route table of domain has no module column, so the few module rules the spec and the
 * brief state are listed here once; resource modules (H3's `ResourceDefinition.modules`) may
 * reuse `modulesOfApplication` so the check endpoint and the server's own checks agree.
 */
import { GENERAL_COMMUNICATIONS_MODULES } from '@portineria/domain';
import type { ModuleKey } from '@portineria/domain';

const APPLICATION_MODULES: Readonly<Record<string, readonly ModuleKey[]>> = {
  // Brief, demo accounts: "a property-manager org with the claims module off".
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
