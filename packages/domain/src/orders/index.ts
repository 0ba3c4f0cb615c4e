export { ORDER_CATEGORIES, ORDER_STATUSES } from './types.ts';
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
  compareOrderStatus,
  normalizeOrderStatus,
  orderCategoryCode,
  orderCategoryFromCode,
  orderCategoryOfType,
  orderStatusCode,
  orderStatusFromCode,
  orderTypeOfCategory,
  parseOrderStatus,
} from './codes.ts';
export { orderChip, orderChips, seesOrderProgressChips } from './orderChips.ts';
export { orderStatusChip, orderStatusLabel } from './orderStatus.ts';
export type { OrderStatusChip } from './orderStatus.ts';
export type { OrderChip, OrderChipContext, OrderChipKey, OrderChipSource } from './orderChips.ts';
export {
  contractWatchStates,
  expiredActivitiesChip,
  hasExpiredActivities,
  isOrderExpired,
  orderWatchStates,
} from './watchStates.ts';
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
