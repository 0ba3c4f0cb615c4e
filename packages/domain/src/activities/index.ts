export { ACTIVITY_CREATION_TYPES, ACTIVITY_STATUS, ACTIVITY_STATUSES } from './types.ts';
export type {
  Activity,
  ActivityCreationInput,
  ActivityCreationType,
  ActivityOrderSummary,
  ActivityStatus,
  PlannedActivity,
  Task,
  ActivityWeekday,
} from './types.ts';
export { QUICK_COMPLETION_TASK_STATUS } from './constants.ts';
export {
  activityActions,
  activityCancelledByOrganisationLabel,
  activityNotesAccess,
  activityRejection,
  areActivityDatesLocked,
  canSupplierWorkOnActivity,
} from './activityActions.ts';
export type {
  ActivityActionOptions,
  ActivityActions,
  ActivityNotesAccess,
  ActivityOrderState,
  ActivityRejection,
  ActivityNoteAccess,
} from './activityActions.ts';
export {
  ACTIVITY_DELETE_DIALOG,
  ACTIVITY_QUICK_COMPLETION_DIALOG,
  quickCompletionClosesOrder,
  quickCompletionTask,
} from './quickCompletion.ts';
export type { ActivityConfirmationDialog } from './quickCompletion.ts';
export { activityNoteRules, activityStatusLabel, parseActivityStatus } from './activityStatus.ts';
export type { ActivityNoteRule, ActivityNoteRules } from './activityStatus.ts';
export { validateActivityDates } from './activityDates.ts';
export type { ActivityDatesInput, ActivityDatesValidation } from './activityDates.ts';
export {
  ACTIVITY_CREATION_OPTION_LABELS,
  ACTIVITY_CREATION_TYPE_OPTIONS,
  WEEKDAY_OPTIONS,
  planActivityDates,
  validateActivityCreation,
} from './activityCreation.ts';
export type {
  ActivityCreationField,
  ActivityCreationValidation,
  ActivityWeekdayOption,
} from './activityCreation.ts';
export { easterSunday, italianHolidays } from './holidays.ts';
export {
  activityAgendaLabel,
  expiredActivitiesCriteria,
  isActivityInAgenda,
  isPickableActivity,
  todayActivitiesCriteria,
} from './agenda.ts';
export { isActivityNoteVisible } from './noteVisibility.ts';
export type { ActivityNoteField } from './noteVisibility.ts';
export {
  TASK_FORM_LABELS,
  TASK_STATUS_OPTIONS,
  taskExecutedAtInstant,
  taskStatusLabel,
  validateTaskForm,
} from './taskForm.ts';
export type { TaskFormField, TaskFormValidation, TaskFormValues } from './taskForm.ts';
export { validateActivityCreationForOrder } from './activityCreationForOrder.ts';
export {
  ACTIVITY_TRANSITION_RULES,
  TASK_STATUSES,
  activityEditErrors,
  activityLifecycleState,
  activityPermissionRequirement,
  isActivityActionPermitted,
  isActivityEditBasedOnCurrentVersion,
  isActivityEditValid,
  isParentOrderDraft,
  isParentOrderDraftOrOpen,
  isParentOrderOpen,
  isTaskValid,
  taskErrors,
} from './activityLifecycleGuards.ts';
export type {
  ActivityEditValues,
  ActivityEventType,
  ActivityFacts,
  ActivityLifecycleRecord,
  ActivityLifecycleState,
  ActivityTransitionEvent,
  SiblingActivity,
} from './activityLifecycleGuards.ts';
export { activityLifecycleMachine, doesTaskCompleteActivity } from './activityLifecycle.machine.ts';
export type { ActivityLifecycleContext } from './activityLifecycle.machine.ts';
export {
  ACTIVITY_ACTION_IDS,
  activityActionList,
  applyActivityTransition,
} from './activityTransitions.ts';
export type { ActivityActionId, ActivityActionItem } from './activityTransitions.ts';
export { TASK_LIST_DEFAULT_ORDER, TASK_LIST_SORT_FIELDS } from './taskList.ts';
export type { TaskListSortColumn } from './taskList.ts';
