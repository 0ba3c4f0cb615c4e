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
