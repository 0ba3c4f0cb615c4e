/**
 * The authorisation requirements of the gateway, checked in one place before anything is read
 * (000 §6 "Permissions are checked per application code and functionality"; 002 §6).
 *
 * - **Reads** need the modules of the resource (403 MODULE_DISABLED naming the missing ones); the
 *   back office (SYS) reads without them. Which records a read sees is the tenant rule's, not
 *   this module's.
 * - **Writes**: the back office is read-only (403 FORBIDDEN); a role the resource gives no write
 *   is refused (403 FORBIDDEN); then the modules (403 MODULE_DISABLED) and domain's permission
 *   engine, which must say `allowed` for the application and functionality (403 FORBIDDEN).
 *
 * A refusal never depends on the record: the same call answers the same for every id, so a 403
 * reveals nothing about what exists.
 */
import { ROLE_TYPE, evaluatePermission, hasModule, modulesOfApplication } from '@portineria/domain';
import type { FunctionalityId, ModuleKey } from '@portineria/domain';
import { forbidden, moduleDisabled } from '../http/errors.ts';
import { messages } from '../messages.ts';
import type { RequestScope } from './scope.ts';

/** The role types of a scope. */
export type RoleType = RequestScope['roleType'];

/** What a write requires of the profile. */
export interface Requirement {
  /** The application code the permission engine checks; `null`: the role needs no grant. */
  application: string | null;
  /** The functionality (APP_NEW, APP_UPDATE, APP_DELETE); none: any grant on the application. */
  functionality?: FunctionalityId;
  /** Modules needed besides the application's own (domain `modulesOfApplication`). */
  modules?: readonly ModuleKey[];
}

/** The modules of a list that are off for the profile. */
export function missingModules(scope: RequestScope, modules: readonly ModuleKey[]): ModuleKey[] {
  return [...new Set(modules)].filter((module) => !hasModule(scope.profile, module));
}

/** 403 MODULE_DISABLED unless every module is on. */
export function requireModules(scope: RequestScope, modules: readonly ModuleKey[]): void {
  const missing = missingModules(scope, modules);
  if (missing.length > 0) throw moduleDisabled(missing);
}

/** A read: the modules, which the back office does without. */
export function requireReadAccess(scope: RequestScope, modules: readonly ModuleKey[]): void {
  if (scope.roleType === ROLE_TYPE.SYS) return;
  requireModules(scope, modules);
}

/** The back office only reads: every write of it is refused first, whatever else applies. */
export function refuseBackOfficeWrite(scope: RequestScope): void {
  if (scope.roleType === ROLE_TYPE.SYS) throw forbidden(messages.readOnlyProfile);
}

/**
 * A write: SYS is read-only, `undefined` means the role may not make this write, then the modules
 * and the permission engine.
 */
export function requireWriteAccess(
  scope: RequestScope,
  requirement: Requirement | undefined,
): void {
  refuseBackOfficeWrite(scope);
  if (requirement === undefined) throw forbidden();
  const application = requirement.application;
  requireModules(scope, [
    ...(requirement.modules ?? []),
    ...(application === null ? [] : modulesOfApplication(application)),
  ]);
  if (application === null) return;
  const decision = evaluatePermission(scope.profile, {
    application,
    ...(requirement.functionality ? { functionality: requirement.functionality } : {}),
  });
  if (decision.state !== 'allowed') throw forbidden();
}

/** Whether the permission engine allows the application (and functionality), without throwing. */
export function isAllowed(
  scope: RequestScope,
  application: string,
  functionality?: FunctionalityId,
): boolean {
  if (scope.roleType === ROLE_TYPE.SYS) return false;
  return (
    evaluatePermission(scope.profile, {
      application,
      ...(functionality ? { functionality } : {}),
    }).state === 'allowed'
  );
}

/** 403 FORBIDDEN unless the scope's role type is one of `roles`. */
export function requireRole(
  scope: RequestScope,
  roles: readonly RoleType[],
  message: string = messages.forbidden,
): void {
  if (!roles.includes(scope.roleType)) throw forbidden(message);
}
