export { COMPLETED_ATTACHMENT_STATUS, FOLDER_STATUS } from './constants.ts';
export type {
  FolderAttachmentItem,
  FolderKind,
  FolderStatus,
  FolderStatusName,
  FolderTypeOwner,
  QualificationFolder,
  QualificationFolderType,
} from './types.ts';
export {
  DEFAULT_FOLDER_FILTER,
  FOLDER_FILTERS,
  folderFilterCriteria,
  folderFilterOf,
} from './folderFilters.ts';
export type { FolderFilter, FolderFilterId } from './folderFilters.ts';
export { criticalityLevel } from './criticality.ts';
export type { Criticality, CriticalityLevel, CriticalityTone } from './criticality.ts';
export { folderCountQueries, folderCounts } from './folderCounts.ts';
export {
  FOLDER_DASHBOARD_VIEWS,
  FOLDER_EMPTY_CONTENT,
  FOLDER_VIEW_CRITERIA_KEY,
  folderDashboardViewOf,
  folderViewCriteria,
  isEmptyFolder,
} from './folderViews.ts';
export type {
  FolderContent,
  FolderEmptyContent,
  FolderView,
  FolderViewFilters,
  FolderViewId,
} from './folderViews.ts';
export type {
  FolderCountKind,
  FolderCountQuery,
  FolderCountResponse,
  FolderCounts,
} from './folderCounts.ts';
export { folderQualificationsMatch } from './folderQualifications.ts';
export { attachmentCountLabel } from './attachmentCount.ts';
export {
  FOLDER_EVENT_RULES,
  FOLDER_GUARDS,
  FOLDER_REASON_MAX_LENGTH,
  folderGuardRefusal,
  folderLifecycleMachine,
  folderLifecycleState,
  isFormFolder,
} from './folderLifecycle.machine.ts';
export type {
  FolderEventType,
  FolderFacts,
  FolderGuardName,
  FolderLifecycleContext,
  FolderLifecycleRecord,
  FolderLifecycleState,
  FolderTransitionEvent,
} from './folderLifecycle.machine.ts';
export {
  FOLDER_ACTION_IDS,
  FOLDER_SEND_BACK_REASON_FIELD,
  applyFolderTransition,
  folderActions,
  folderHistoryActionLabel,
  folderHistoryFieldLabel,
  folderUploadEntity,
  folderUploadRefusal,
} from './folderActions.ts';
export type { FolderAction, FolderActionId } from './folderActions.ts';
export {
  FOLDER_FORM_FIELDS,
  folderFormErrorField,
  folderFormErrors,
  isFolderFormComplete,
  normalizeFolderForm,
} from './folderForm.ts';
export type {
  FolderFormField,
  FolderFormFieldKind,
  FolderFormValue,
  FolderFormValues,
} from './folderForm.ts';
