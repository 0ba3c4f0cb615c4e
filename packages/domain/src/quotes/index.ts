export type {
  QuoteAmount,
  QuoteOfferEvent,
  QuoteOfferEventType,
  QuoteOfferFacts,
  QuoteOfferRecord,
  QuoteOfferStatus,
  QuoteRequestFacts,
} from './quoteOfferTypes.ts';
export {
  QUOTE_ACCEPT_PERMISSION,
  QUOTE_ANSWER_PERMISSION,
  QUOTE_OFFER_ACTION_IDS,
  QUOTE_OFFER_STATUSES,
  applyQuoteOfferTransition,
  isQuoteDeadlinePassed,
  isQuoteRequestClosed,
  quoteAmountValue,
  quoteCountsOf,
  quoteOfferActions,
  quoteOfferLifecycleMachine,
  quoteOfferLifecycleState,
  quoteOfferStatusLabel,
  quoteOffersNotChosen,
} from './quoteOfferLifecycle.ts';
export type {
  QuoteOfferAction,
  QuoteOfferActionId,
  QuoteOfferLifecycleContext,
  QuoteOfferLifecycleState,
  QuoteOfferNotChosen,
} from './quoteOfferLifecycle.ts';
export {
  QUOTE_REQUEST_FIELDS,
  QUOTE_REQUEST_LABELS,
  QUOTE_REQUEST_REQUIRED_FIELDS,
  validateQuoteRequest,
} from './quoteRequestForm.ts';
export type {
  QuoteRequestErrors,
  QuoteRequestField,
  QuoteRequestValues,
} from './quoteRequestForm.ts';
export { quoteHistoryFieldLabel } from './quoteHistory.ts';
export { quoteOfferAttachmentRefusal } from './quoteOfferAttachment.ts';
