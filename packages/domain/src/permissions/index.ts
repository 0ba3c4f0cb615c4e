export { APPLICATION_CODES } from './applicationCodes.ts';
export type { ApplicationCode } from './applicationCodes.ts';
export {
  BASE_LICENCE_LEVEL,
  modulesOfApplication,
  withApplicationModules,
} from './applicationModules.ts';
export {
  combinePermissionDecisions,
  evaluatePermission,
  evaluatePermissions,
  evaluatePermissionTree,
  evaluateScope,
  explainPermission,
  grantedFunctionalities,
  hasApplicationPermission,
  lockMessage,
  lockMessageKey,
  permissionDebugLines,
  permissionGroupState,
} from './evaluatePermission.ts';
export type {
  PermissionCombinationMode,
  PermissionExplanation,
  PermissionGroupState,
  PermissionProfile,
  PermissionTree,
  PermissionTreeNode,
} from './evaluatePermission.ts';
export {
  GRANTS_HEADER,
  PERMISSIONS_CHANGED_CODE,
  profileGrantsFingerprint,
} from './grantsFingerprint.ts';
