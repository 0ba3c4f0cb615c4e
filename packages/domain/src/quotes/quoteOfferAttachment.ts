/**
 * Who may add a file to a supplier's offer (DECISIONS.md "Quote lifecycle" 10): the file goes
 * with the answer, so the rule is the answer's — the supplier asked, with its answer permission,
 * while the request is open and its deadline not past — on an offer that is still being answered
 * (REQUESTED) or was just submitted (SUBMITTED: the file is sent right after the amount).
 */
import { quotesMessage } from '../messages/it-IT/quotes.ts';
import { permissionRefusal, refusal } from '../orders/transitions.ts';
import type { TransitionRefusal } from '../orders/transitions.ts';
import {
  QUOTE_ANSWER_PERMISSION,
  QUOTE_OFFER_GUARDS,
  quoteOfferStatusLabel,
} from './quoteOfferLifecycle.ts';
import type { QuoteOfferEvent, QuoteOfferFacts, QuoteOfferStatus } from './quoteOfferTypes.ts';

/** The offer statuses a file may still be added on. */
const OPEN_FOR_FILES: readonly QuoteOfferStatus[] = ['REQUESTED', 'SUBMITTED'];

/**
 * Why this actor may not add a file to this offer now, or undefined when it may: FORBIDDEN for
 * anyone but the supplier asked (or one without SPL_OPR_QUOTES APP_UPDATE); CONFLICT on a closed
 * request, past the deadline, or on an offer declined or decided. Whether the actor reads the
 * request at all is the gateway's 404.
 */
export function quoteOfferAttachmentRefusal(facts: QuoteOfferFacts): TransitionRefusal | undefined {
  // The guards read no event payload for these checks.
  const event: QuoteOfferEvent = { type: 'SUBMIT' };
  if (!QUOTE_OFFER_GUARDS.isAskedSupplier(facts, event)) {
    return refusal('FORBIDDEN', quotesMessage('quotes.refusal.supplierOnly'));
  }
  if (!QUOTE_OFFER_GUARDS.mayAnswer(facts, event)) {
    return permissionRefusal(facts.actor, QUOTE_ANSWER_PERMISSION);
  }
  if (!QUOTE_OFFER_GUARDS.isRequestOpen(facts, event)) {
    return refusal('CONFLICT', quotesMessage('quotes.refusal.closed'));
  }
  if (!OPEN_FOR_FILES.includes(facts.offer.status)) {
    return refusal(
      'CONFLICT',
      quotesMessage('quotes.refusal.state', { status: quoteOfferStatusLabel(facts.offer.status) }),
    );
  }
  if (!QUOTE_OFFER_GUARDS.isBeforeDeadline(facts, event)) {
    return refusal('CONFLICT', quotesMessage('quotes.refusal.deadlinePassed'));
  }
  return undefined;
}
