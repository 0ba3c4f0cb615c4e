/**
 * The permission wrapper's rules (000 §6, §8; 001 §6; 002 §4.6, §6): every feature is allowed,
 * locked (shown disabled with a lock and a tooltip) or hidden, decided from the profile's grants,
 * its modules and its licence level.
 */
import { commonMessage } from '../messages/it-IT/common.ts';
import type { commonMessages } from '../messages/it-IT/common.ts';
import { permissionsMessage } from '../messages/it-IT/permissions.ts';
import type { permissionsMessages } from '../messages/it-IT/permissions.ts';
import { withCustomPermissions } from '../profiles/customPermissions.ts';
import { hasModule, modulesShownWhenDisabled } from '../profiles/modules.ts';
import type { FunctionalityId, ModuleKey, Profile } from '../profiles/types.ts';
import type {
  LockReason,
  PermissionDecision,
  PermissionRequirement,
  PermissionScope,
  PermissionState,
} from './types.ts';

/** The fields of a profile the permission rules read. */
export type PermissionProfile = Pick<
  Profile,
  'role' | 'moduli' | 'organization' | 'permissions' | 'modules_show_if_disabled' | 'licence_level'
>;

/** How several checks combine (000 §3 "permissionsMode (AND by default)"). */
export type PermissionCombinationMode = 'AND' | 'OR';

/** A nested group of requirements combined with one mode (002 §4.6 "nested permissions"). */
export interface PermissionTreeNode {
  mode: PermissionCombinationMode;
  children: PermissionTree[];
}

/** A single requirement or a nested group of them. */
export type PermissionTree = PermissionRequirement | PermissionTreeNode;

/** The state of a group of wrapped items (002 §4.6). */
export type PermissionGroupState = 'visible' | 'empty' | 'hidden';

/** What a requirement misses on a profile, for the permission debug overlay (000 §6). */
export interface PermissionExplanation {
  /** The decision the missing pieces lead to. */
  decision: PermissionDecision;
  /** The application code when the profile holds no grant for it. */
  missingApplication: string | undefined;
  /** The functionality when the grant does not include it (or there is no grant). */
  missingFunctionality: FunctionalityId | undefined;
  /** Every required module that is off. */
  missingModules: ModuleKey[];
  /** The missing modules that are shown when disabled: they lock the feature, not hide it. */
  lockedModules: ModuleKey[];
  /** The licence levels when the profile's is below the required one. */
  missingLicence: { required: number; held: number } | undefined;
}

const LOCK_MESSAGE_KEYS = {
  'not-permitted': 'common.featureUnavailable',
  'module-disabled': 'common.featureNotEnabled',
} as const satisfies Record<LockReason, keyof typeof commonMessages>;

/** The message key of a lock reason (000 §8). */
export function lockMessageKey(reason: LockReason): keyof typeof commonMessages {
  return LOCK_MESSAGE_KEYS[reason];
}

/**
 * The tooltip of a locked feature (000 §8): 'Funzionalità non disponibile' when the functionality
 * is not permitted, 'Funzionalità non abilitata' when a module is disabled.
 */
export function lockMessage(reason: LockReason): string {
  return commonMessage(lockMessageKey(reason));
}

const ALLOWED: PermissionDecision = { state: 'allowed' };
const HIDDEN: PermissionDecision = { state: 'hidden' };

function locked(reason: LockReason): PermissionDecision {
  return { state: 'locked', reason, message: lockMessage(reason) };
}

/** Whether the profile holds read access to an application code, custom permissions included. */
export function hasApplicationPermission(profile: PermissionProfile, application: string): boolean {
  return withCustomPermissions(profile).permissions.some(
    (grant) => grant.application === application,
  );
}

/**
 * The functionalities the profile holds on an application code. Several grants for the same code
 * are merged, so a duplicated grant on the wire never takes a functionality away.
 */
export function grantedFunctionalities(
  profile: PermissionProfile,
  application: string,
): FunctionalityId[] {
  const functionalities = withCustomPermissions(profile)
    .permissions.filter((grant) => grant.application === application)
    .flatMap((grant) => grant.functionalities);
  return [...new Set(functionalities)];
}

/**
 * Every piece a requirement misses on a profile, and the decision they lead to (000 §6 debug mode,
 * 002 §4.6). Precedence when several pieces miss: a missing read permission, an insufficient
 * licence or a missing module not shown when disabled hide the feature; otherwise a missing module
 * locks it as 'module-disabled' before a missing functionality locks it as 'not-permitted'. We put
 * the module first because enabling the module is what the user must ask for first: the
 * functionality is meaningless while its module is off.
 */
export function explainPermission(
  profile: PermissionProfile,
  requirement: PermissionRequirement,
): PermissionExplanation {
  const readGranted = hasApplicationPermission(profile, requirement.application);
  const functionalityGranted =
    requirement.functionality === undefined ||
    grantedFunctionalities(profile, requirement.application).includes(requirement.functionality);
  const required = requirement.licenceLevel ?? 0;
  const held = profile.licence_level ?? 0;
  const missingModules = (requirement.modules ?? []).filter((key) => !hasModule(profile, key));
  const shownWhenDisabled = modulesShownWhenDisabled(profile);
  const lockedModules = missingModules.filter((key) => shownWhenDisabled.includes(key));

  const explanation = {
    missingApplication: readGranted ? undefined : requirement.application,
    missingFunctionality: functionalityGranted ? undefined : requirement.functionality,
    missingModules,
    lockedModules,
    missingLicence: held < required ? { required, held } : undefined,
  };
  return { ...explanation, decision: decide(explanation) };
}

function decide(missing: Omit<PermissionExplanation, 'decision'>): PermissionDecision {
  if (missing.missingApplication !== undefined) return HIDDEN;
  if (missing.missingLicence !== undefined) return HIDDEN;
  if (missing.lockedModules.length < missing.missingModules.length) return HIDDEN;
  if (missing.missingModules.length > 0) return locked('module-disabled');
  if (missing.missingFunctionality !== undefined) return locked('not-permitted');
  return ALLOWED;
}

/**
 * The decision for one requirement (002 §4.6): allowed when there are no missing permissions, no
 * missing modules and the licence level is met; hidden when a read permission is missing, the
 * licence is insufficient, or a missing module is not flagged show-if-disabled; otherwise locked
 * with 'Funzionalità non abilitata' (module off) or 'Funzionalità non disponibile' (functionality
 * not granted). Custom permissions (000 §6) count as grants.
 */
export function evaluatePermission(
  profile: PermissionProfile,
  requirement: PermissionRequirement,
): PermissionDecision {
  return explainPermission(profile, requirement).decision;
}

/**
 * Combines decisions (002 §4.6 "nested permissions combine with AND (allowed all, hidden if any)
 * or OR"). AND: allowed only if all are allowed, hidden if any is hidden, else locked. OR: allowed
 * if any is allowed, hidden only if all are hidden, else locked. A locked result carries the
 * reason of the first locked decision. With no decisions AND is allowed (nothing is required) and
 * OR is hidden (no alternative is available).
 */
export function combinePermissionDecisions(
  decisions: readonly PermissionDecision[],
  mode: PermissionCombinationMode = 'AND',
): PermissionDecision {
  const states = decisions.map((decision) => decision.state);
  const all = (state: PermissionState) => states.every((each) => each === state);
  const any = (state: PermissionState) => states.includes(state);
  const isAllowed = mode === 'AND' ? all('allowed') : any('allowed');
  const isHidden = mode === 'AND' ? any('hidden') : all('hidden');
  if (isAllowed) return ALLOWED;
  if (isHidden) return HIDDEN;
  // Neither allowed nor hidden: at least one decision is locked, and its reason is kept.
  return decisions.find((decision) => decision.state === 'locked') ?? locked('not-permitted');
}

/**
 * The decision for several requirements (000 §3 dashboard components: "permissions (list of an
 * application code and a functionality id), permissionsMode (AND by default)").
 */
export function evaluatePermissions(
  profile: PermissionProfile,
  requirements: readonly PermissionRequirement[],
  mode: PermissionCombinationMode = 'AND',
): PermissionDecision {
  return combinePermissionDecisions(
    requirements.map((requirement) => evaluatePermission(profile, requirement)),
    mode,
  );
}

function isTreeNode(tree: PermissionTree): tree is PermissionTreeNode {
  return 'children' in tree;
}

/** The decision for a nested requirement tree (002 §4.6 "nested permissions combine"). */
export function evaluatePermissionTree(
  profile: PermissionProfile,
  tree: PermissionTree,
): PermissionDecision {
  if (!isTreeNode(tree)) return evaluatePermission(profile, tree);
  return combinePermissionDecisions(
    tree.children.map((child) => evaluatePermissionTree(profile, child)),
    tree.mode,
  );
}

/**
 * The decision for the path-derived scope of the permission-check endpoint (002 §6 "A
 * path-derived scope supplies the required functionalities, modules and licence level"). Every
 * functionality of the scope is required, plus `functionality` when the wrapped item needs one
 * more (a NUOVO button needs APP_NEW). An undefined scope — a failed or missing load, which 002
 * §8 only logs — is hidden: 002 §5.2 "a failed check counts as not allowed".
 */
export function evaluateScope(
  profile: PermissionProfile,
  scope: PermissionScope | undefined,
  functionality?: FunctionalityId,
): PermissionDecision {
  if (scope === undefined) return HIDDEN;
  const functionalities = [
    ...new Set([...scope.functionalities, ...(functionality ? [functionality] : [])]),
  ];
  const base = {
    application: scope.application,
    modules: scope.modules,
    licenceLevel: scope.licenceLevel,
  };
  if (functionalities.length === 0) return evaluatePermission(profile, base);
  return evaluatePermissions(
    profile,
    functionalities.map((required) => ({ ...base, functionality: required })),
    'AND',
  );
}

/**
 * The state of a group of wrapped items (002 §4.6 "a group is empty when none of its children is
 * allowed, and hidden when all are hidden"). A group with no children counts as hidden.
 */
export function permissionGroupState(
  childStates: readonly PermissionState[],
): PermissionGroupState {
  if (childStates.every((state) => state === 'hidden')) return 'hidden';
  if (!childStates.includes('allowed')) return 'empty';
  return 'visible';
}

const STATE_KEYS = {
  allowed: 'permissions.debug.state.allowed',
  locked: 'permissions.debug.state.locked',
  hidden: 'permissions.debug.state.hidden',
} as const satisfies Record<PermissionState, keyof typeof permissionsMessages>;

/**
 * The lines the permission debug overlay shows for an explanation (000 §6 "Debug mode for
 * permissions can be enabled per session"): the state first, then each missing piece. Whether
 * debug mode is on is session state, not a rule of this module.
 */
export function permissionDebugLines(
  requirement: PermissionRequirement,
  explanation: PermissionExplanation,
): string[] {
  const lines = [permissionsMessage(STATE_KEYS[explanation.decision.state])];
  if (explanation.missingApplication !== undefined) {
    lines.push(
      permissionsMessage('permissions.debug.missingApplication', {
        application: explanation.missingApplication,
      }),
    );
  }
  if (explanation.missingFunctionality !== undefined) {
    lines.push(
      permissionsMessage('permissions.debug.missingFunctionality', {
        functionality: explanation.missingFunctionality,
        application: requirement.application,
      }),
    );
  }
  for (const module of explanation.missingModules) {
    const key = explanation.lockedModules.includes(module)
      ? 'permissions.debug.lockedModule'
      : 'permissions.debug.missingModule';
    lines.push(permissionsMessage(key, { module }));
  }
  if (explanation.missingLicence !== undefined) {
    lines.push(
      permissionsMessage('permissions.debug.insufficientLicence', explanation.missingLicence),
    );
  }
  return lines;
}
