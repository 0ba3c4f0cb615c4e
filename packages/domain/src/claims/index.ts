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
