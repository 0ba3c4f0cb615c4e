export {
  TOKEN_GUARDS,
  TOKEN_REASON_MAX_LENGTH,
  TOKEN_UPDATE_PERMISSION,
  tokenLifecycleMachine,
  tokenLifecycleState,
} from './tokenLifecycle.machine.ts';
export type {
  TokenEventType,
  TokenFacts,
  TokenLifecycleContext,
  TokenLifecycleRecord,
  TokenLifecycleState,
  TokenTransitionEvent,
} from './tokenLifecycle.machine.ts';
export {
  TOKEN_ACTION_IDS,
  TOKEN_NOT_INVOICED_REASON_FIELD,
  applyTokenTransition,
  tokenActions,
  tokenHistoryActionLabel,
  tokenHistoryFieldLabel,
  tokenInvoicingLabel,
} from './tokenActions.ts';
export type { TokenAction, TokenActionId } from './tokenActions.ts';
export {
  BILLING_PROPOSAL_STATUS,
  billingProposalMachine,
  billingProposalState,
} from './billingProposal.machine.ts';
export type {
  BillingProposalEvent,
  BillingProposalEventType,
  BillingProposalRecord,
  BillingProposalState,
  BillingProposalStatus,
} from './billingProposal.machine.ts';
export {
  BILLING_PROPOSAL_ACTION_IDS,
  BILLING_PROPOSAL_CREATE_PERMISSION,
  BILLING_PROPOSAL_LIST_LIMIT,
  BILLING_PROPOSAL_LIST_ORDER,
  BILLING_PROPOSAL_MAX_TOKENS,
  BILLING_PROPOSAL_TOKENS_FIELD,
  applyBillingProposalTransition,
  billingProposalActions,
  billingProposalCreationRefusal,
  billingProposalHistoryActionLabel,
  billingProposalHistoryFieldLabel,
  billingProposalStatusLabel,
  billingProposalTotal,
  isTokenProposable,
  tokenProposalRefusal,
} from './billingProposal.ts';
export type {
  BillingProposalAction,
  BillingProposalActionId,
  ProposableToken,
} from './billingProposal.ts';
