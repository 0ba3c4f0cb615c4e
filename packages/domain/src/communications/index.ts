export { boardBuildingIds, boardBuildingsError } from './boardBuildings.ts';
export { COMMUNICATION_STATUS_SENT, CORRESPONDENCE_TYPE } from './constants.ts';
export type {
  Communication,
  CommunicationStatus,
  CorrespondenceCriteria,
  CorrespondenceQuery,
  OpenedInKey,
} from './types.ts';
export {
  correspondenceQuery,
  isCommunicationOpened,
  openedInKey,
  opensAsRead,
  unreadCorrespondenceCriteria,
} from './correspondence.ts';
export {
  NOTICE_FORM_FIELDS,
  NOTICE_FORM_LABELS,
  NOTICE_FORM_REQUIRED_FIELDS,
  noticeBuildingError,
  noticeHistoryActionLabel,
  noticeHistoryFieldLabel,
  noticeNotificationTitle,
  validateNoticeForm,
} from './noticeForm.ts';
export type { NoticeFormField, NoticeFormValidation, NoticeFormValues } from './noticeForm.ts';
export {
  NOTICE_GUARDS,
  NOTICE_STATUS,
  isNoticeStatus,
  NOTICE_UPDATE_PERMISSION,
  noticeLifecycleMachine,
  noticeLifecycleState,
} from './noticeLifecycle.machine.ts';
export type {
  NoticeEventType,
  NoticeFacts,
  NoticeGuardName,
  NoticeLifecycleContext,
  NoticeLifecycleRecord,
  NoticeLifecycleState,
  NoticeStatus,
  NoticeTransitionEvent,
} from './noticeLifecycle.machine.ts';
export {
  applyNoticeTransition,
  isNoticeVisibleToResidents,
  noticeActions,
  noticeEditRefusal,
  noticeStatusLabel,
} from './noticeActions.ts';
export type { NoticeAction, NoticeActionId } from './noticeActions.ts';
export {
  POLL_FORM_FIELDS,
  POLL_FORM_LABELS,
  POLL_FORM_REQUIRED_FIELDS,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX_LENGTH,
  POLL_QUESTION_MAX_LENGTH,
  pollBuildingError,
  pollHistoryActionLabel,
  pollHistoryFieldLabel,
  pollNotificationTitle,
  pollOptionsFromLabels,
  pollOptionsOf,
  validatePollForm,
} from './pollForm.ts';
export type { PollFormField, PollFormValidation, PollFormValues, PollOption } from './pollForm.ts';
export {
  POLL_GUARDS,
  POLL_UPDATE_PERMISSION,
  POLL_VOTE_PERMISSION,
  isBeforePollClosingDate,
  pollLifecycleMachine,
  pollLifecycleState,
} from './pollLifecycle.machine.ts';
export type {
  PollEventType,
  PollFacts,
  PollGuardName,
  PollLifecycleContext,
  PollLifecycleRecord,
  PollLifecycleState,
  PollTransitionEvent,
} from './pollLifecycle.machine.ts';
export {
  applyPollTransition,
  arePollResultsVisible,
  isPollVisibleToResidents,
  pollActions,
  pollEditRefusal,
  pollResults,
  pollShownState,
  pollShownStatusLabel,
  pollStateLabel,
  pollStatusLabel,
  pollToday,
  pollVoteRefusal,
} from './pollActions.ts';
export type {
  PollAction,
  PollActionId,
  PollEditQuestion,
  PollShownRecord,
  PollQuestion,
  PollResultRow,
  PollResults,
} from './pollActions.ts';
