/** The types of the quote offer lifecycle (DECISIONS.md "Quote lifecycle"). */
import type { TransitionActor } from '../orders/transitions.ts';
import type { DateValue } from '../orders/types.ts';

/**
 * A supplier's offer on a quote request: REQUESTED (asked, not answered yet), SUBMITTED (an
 * amount given), DECLINED (the supplier will not quote), ACCEPTED (the organisation chose it),
 * REFUSED (another offer was chosen).
 */
export type QuoteOfferStatus = 'REQUESTED' | 'SUBMITTED' | 'DECLINED' | 'ACCEPTED' | 'REFUSED';

/** An amount as the gateway stores it (a number, or PostgreSQL numeric's string) or a form holds it. */
export type QuoteAmount = number | string;

/** What the lifecycle reads of an offer. */
export interface QuoteOfferRecord {
  status: QuoteOfferStatus;
  /** The supplier asked for this offer. */
  _supplier?: number | string | null;
  /** The amount offered (SUBMIT). */
  amount?: QuoteAmount | null;
  /** The supplier's notes (SUBMIT) or why it declined (DECLINE). */
  note?: string | null;
  /** When the supplier submitted its amount. */
  submittedAt?: DateValue | null;
  /** The version of the stored offer (stale writes are refused). */
  updatedAt?: string | Date | null;
}

/** What the lifecycle reads of the quote request the offer answers. */
export interface QuoteRequestFacts {
  /** The deadline: a supplier answers up to this day included (002 §3.10 quotes.dueDate). */
  dueDate?: DateValue | null;
  /** Whether an offer of the request was already accepted (`isQuoteRequestClosed`). */
  closed: boolean;
}

/** The events of an offer. */
export type QuoteOfferEvent =
  /** REQUESTED → SUBMITTED: the asked supplier gives its amount (above zero) and notes. */
  | { type: 'SUBMIT'; amount?: QuoteAmount | null; note?: string | null }
  /** REQUESTED → DECLINED: the asked supplier will not quote, and says why. */
  | { type: 'DECLINE'; reason?: string | null }
  /** SUBMITTED → ACCEPTED: the organisation chooses this offer; the others become REFUSED. */
  | { type: 'ACCEPT' };

/** The type of an offer event. */
export type QuoteOfferEventType = QuoteOfferEvent['type'];

/** The facts an offer transition is decided on. */
export interface QuoteOfferFacts {
  offer: QuoteOfferRecord;
  request: QuoteRequestFacts;
  actor: TransitionActor;
  /** The company of the actor's profile (a supplier's id, for a supplier). */
  actorCompanyId?: number | string | null;
  /** The time of the step: the deadline and `submittedAt` read it. */
  now: Date;
}
