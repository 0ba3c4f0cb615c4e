export type { Claim, ClaimCriteria, ClaimStatus, ClaimSupplier } from './types.ts';
export {
  CLAIM_STATUSES,
  CLOSED_CLAIM_STATUSES,
  claimStatusLabel,
  isClaimClosed,
} from './claimStatus.ts';
export { CLAIM_DASHBOARD_VIEWS, CLAIMS_ASSIGNED_TO_ME_CRITERIA } from './claimViews.ts';
export type { ClaimView, ClaimViewId } from './claimViews.ts';
export { CLAIM_LIST_EXPAND, claimPickerCriteria } from './claimQueries.ts';
export type { ClaimPickerQuery } from './claimQueries.ts';
export { claimLifecycleMachine, claimLifecycleState } from './claimLifecycle.machine.ts';
export type { ClaimLifecycleContext, ClaimLifecycleState } from './claimLifecycle.machine.ts';
export type {
  ClaimAmount,
  ClaimEventType,
  ClaimFacts,
  ClaimLifecycleRecord,
  ClaimTransitionEvent,
} from './claimLifecycleTypes.ts';
export { CLAIM_UPDATE_PERMISSION, claimAmountValue } from './claimLifecycleGuards.ts';
export {
  CLAIM_ACTION_IDS,
  CLAIM_CLOSING_REASON_FIELD,
  applyClaimTransition,
  claimActions,
} from './claimActions.ts';
export type { ClaimAction, ClaimActionId } from './claimActions.ts';
export {
  CLAIM_FORM_FIELDS,
  CLAIM_FORM_LABELS,
  CLAIM_FORM_REQUIRED_FIELDS,
  claimCode,
  validateClaimForm,
} from './claimForm.ts';
export type { ClaimFormField, ClaimFormValidation, ClaimFormValues } from './claimForm.ts';
export { claimHistoryActionLabel, claimHistoryFieldLabel } from './claimHistoryLabels.ts';
