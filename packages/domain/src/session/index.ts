export { CHANGE_PROFILE_PATH } from './constants.ts';
export {
  forbiddenPage,
  forbiddenPageFor,
  forbiddenPath,
  isProductMatching,
  loginRedirectState,
  organizationReadAtStart,
  redirectTarget,
  selectProfile,
  sessionDialog,
  sessionEventForAppEvent,
  sessionProfileId,
} from './sessionRules.ts';
export { sessionMachine } from './session.machine.ts';
export type {
  ActiveSessionInput,
  LoadProfilesInput,
  LogoutInput,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionLogCode,
  SessionNavigationReason,
} from './session.machine.ts';
export type {
  LoginRedirectState,
  SessionBuilding,
  SessionDialog,
  SessionDialogKind,
  SessionError,
  SessionForbiddenPage,
  SessionForbiddenReason,
  SessionHealth,
  SessionInitialisation,
  SessionInput,
  SessionLogoutReason,
  SessionMessageKey,
  SessionNotification,
  SessionQuery,
  SessionRedirectTarget,
  SessionUser,
} from './types.ts';
