export { COMMUNICATION_STATUS_SENT, CORRESPONDENCE_TYPE } from './constants.ts';
export type {
  Communication,
  CommunicationStatus,
  CorrespondenceCountQuery,
  CorrespondenceCriteria,
  CorrespondenceQuery,
  OpenedInKey,
} from './types.ts';
export {
  correspondenceQuery,
  isCommunicationOpened,
  markCommunicationOpened,
  openedInKey,
  opensAsRead,
  unreadCorrespondenceCount,
  unreadCorrespondenceCountQuery,
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
  NOTICE_ACTION_IDS,
  applyNoticeTransition,
  isNoticeVisibleToResidents,
  noticeActions,
  noticeStatusLabel,
} from './noticeActions.ts';
export type { NoticeAction, NoticeActionId } from './noticeActions.ts';
