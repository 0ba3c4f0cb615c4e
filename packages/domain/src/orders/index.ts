export { ORDER_CATEGORIES, ORDER_STATUS, ORDER_STATUSES } from './types.ts';
export type {
  OrderChipTone,
  Order,
  OrderBuildingSummary,
  OrderCategory,
  OrderCategoryCode,
  OrderEntityId,
  OrderRoleType,
  OrderStatus,
  OrderStatusCode,
  OrderSupplierSummary,
  OrderType,
  OrderWatchRecord,
} from './types.ts';
export { ORDER_URGENT_PRIORITY } from './constants.ts';
export { isPastEndDate } from './dates.ts';
export {
  ORDER_CATEGORY_CODES,
  ORDER_STATUS_CODES,
  normalizeOrderStatus,
  orderCategoryFromCode,
  orderCategoryOfType,
  orderStatusFromCode,
  orderTypeOfCategory,
  parseOrderStatus,
} from './codes.ts';
export { orderChip, orderChips, seesOrderProgressChips } from './orderChips.ts';
export { orderStatusChip, orderStatusLabel } from './orderStatus.ts';
export type { OrderStatusChip } from './orderStatus.ts';
export type { OrderChip, OrderChipContext, OrderChipKey, OrderChipSource } from './orderChips.ts';
export { contractWatchStates, hasExpiredActivities, orderWatchStates } from './watchStates.ts';
export type { ContractWatchState, OrderWatchState } from './watchStates.ts';
export {
  ASSIGNED_TO_ACTIVE_USER,
  CRITERIA_PLACEHOLDERS,
  criteriaPlaceholderValues,
  resolveCriteria,
  resolveCriteriaQuery,
} from './criteria.ts';
export type {
  Criteria,
  CriteriaCondition,
  CriteriaContext,
  CriteriaInclude,
  CriteriaOperators,
  CriteriaPlaceholder,
  CriteriaQuery,
  CriteriaScalar,
} from './criteria.ts';
export {
  CONTRACT_DASHBOARD_VIEWS,
  ORDER_DASHBOARD_VIEWS,
  QUOTE_DASHBOARD_VIEWS,
  TOKEN_DASHBOARD_VIEWS,
} from './dashboardViews.ts';
export type { DashboardWatchView } from './dashboardViews.ts';
export { isOrderInAgenda, orderAgendaLabels } from './agenda.ts';
export type { OrderAgendaLabel } from './agenda.ts';
export { orderAttachmentRefusal, orderTakesLaterTicketFiles } from './orderAttachment.ts';
export { orderDetailGuardOutcome, ordersListPath } from './orderDetailGuard.ts';
export type {
  OrderDetailGuardInput,
  OrderDetailGuardOutcome,
  OrderDetailResult,
} from './orderDetailGuard.ts';
export { quoteProgress } from './quoteProgress.ts';
export type { QuoteCounts } from './quoteProgress.ts';
export {
  ORDER_RELATIONS,
  ORDER_RELATION_INFO_TITLES,
  orderNotesAccess,
  orderRelationsShown,
} from './orderSummary.ts';
export type { OrderNotesAccess, OrderRelation } from './orderSummary.ts';
export {
  ORDER_ACTION_IDS,
  applyOrderTransition,
  orderActions,
  orderFlagsFromActivities,
} from './orderActions.ts';
export type { OrderAction, OrderActionId } from './orderActions.ts';
export { hasAskedPriceAfterChanges, orderLifecycleMachine } from './orderLifecycle.machine.ts';
export type { OrderLifecycleContext } from './orderLifecycle.machine.ts';
export {
  ORDER_EDITABLE_FIELDS,
  ORDER_TRANSITION_RULES,
  areOrderActivitiesFinished,
  hasPlanningWindow,
  isActivityRequestValid,
  isActorOrganisation,
  isActorOrganisationOrSupplier,
  isActorSupplier,
  isAskedPriceValid,
  isClosingPriceValid,
  isEstimatedJobEndDateValid,
  isOrderAccepted,
  isOrderActionPermitted,
  isOrderEditBasedOnCurrentVersion,
  isOrderEditValid,
  isOrderNotAccepted,
  isOrderNotRejected,
  isOrderNotSuspended,
  isOrderReadyToSend,
  isOrderSuspended,
  isSupplierChangeAllowed,
  newOrderSupplier,
  orderEditErrors,
  orderLifecycleState,
  orderPermissionRequirement,
  planDateLimits,
  validateAskedPrice,
  validateEstimatedJobEndDate,
} from './orderLifecycleGuards.ts';
export type {
  OrderActivitySummary,
  OrderEventType,
  OrderFacts,
  OrderLifecycleRecord,
  OrderLifecycleState,
  OrderTransitionEvent,
} from './orderLifecycleGuards.ts';
export {
  ORDER_CATEGORY_OPTIONS,
  ORDER_FIELDS_REQUIRED_TO_SEND,
  ORDER_FORM_LABELS,
  ORDER_PRIORITY_OPTIONS,
  validateOrderForm,
} from './orderForm.ts';
export type {
  OrderFormField,
  OrderFormMode,
  OrderFormValidation,
  OrderFormValues,
} from './orderForm.ts';
export { historyFieldLabel } from './historyLabels.ts';
export type { HistoryEntity } from './historyLabels.ts';
export { isStaleWrite, staleWriteMessage } from './staleWrite.ts';
export { effectiveChanges } from './transitions.ts';
export type { RecordVersion } from './staleWrite.ts';
export type {
  FieldChange,
  HistoryChange,
  TransitionAction,
  TransitionActor,
  TransitionEffect,
  TransitionRefusal,
  TransitionRefusalCode,
  TransitionResult,
  TransitionSuccess,
} from './transitions.ts';
export {
  ORDER_LIST_FILTER_LABELS,
  ORDER_LIST_DEFAULT_SORT_LABEL,
  ORDER_LIST_PAGE_SIZES,
  ORDER_LIST_SORT_FIELDS,
  ORDER_LIST_WATCH_VIEWS,
  activeOrderListFilters,
  orderListCriteria,
  orderListOrder,
  orderListSearch,
  orderListSortColumns,
  readOrderListState,
} from './orderListState.ts';
export type {
  OrderListFilters,
  OrderListParams,
  OrderListSort,
  OrderListSortColumn,
  OrderListState,
} from './orderListState.ts';
