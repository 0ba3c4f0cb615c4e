/**
 * Quote requests and their offers (domain DECISIONS.md "Quote lifecycle"; 001 §3 quotes, 002
 * §3.10 quote summary): the request a detail reads (an order with its `quotes` row and the offers
 * the caller may read), the organisation's new request and the steps of an offer.
 */
import type {
  QuoteOfferEvent,
  QuoteOfferStatus,
  QuoteRequestValues,
  RecordVersion,
} from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { proxyFamily, signalOnly, type EntityId, type ProxyFamily } from '../http/resource.ts';
import { unwrapRowsOne } from '../http/shapes.ts';
import type { IncludedSupplier } from '../included.ts';
import type { RecordAttachment } from '../records/recordAttachmentInclude.ts';
import type { Quote } from '../orders/orders.ts';

/** One supplier's offer as a request's detail nests it (the organisation reads all, a supplier its own). */
export interface QuoteOffer {
  id: number;
  status: QuoteOfferStatus;
  amount: number | string | null;
  /** The supplier's notes, or why it declined. */
  note: string | null;
  submittedAt: string | null;
  _supplier: number;
  /** The version a step on this offer carries. */
  updatedAt: string;
  org_suppliers?: IncludedSupplier | null;
  /** The files of the answer, oldest first (DECISIONS.md "Quote lifecycle" 10). */
  attachments?: RecordAttachment[];
}

/** A quote request as its detail reads it: the order, its counts, deadline and offers. */
export interface QuoteRequest extends Quote {
  object?: string | null;
  description?: string | null;
  code?: string | null;
  quotes?: {
    id: number;
    requests: number;
    got: number;
    dueDate: string | null;
    note?: string | null;
    offers?: QuoteOffer[];
  } | null;
  /** A supplier's own offer status (the list's rows, 000 §2 'Preventivi richiesti da fare'). */
  offerStatus?: QuoteOfferStatus | null;
}

/** A new request (`POST proxy/orders/quotes`): domain's form values, the category optional. */
export type QuoteRequestCreateInput = QuoteRequestValues & { category?: 'ODS' | 'ODP' };

/** An event as the wire carries it: ACCEPT names the offer chosen. */
export type QuoteTransitionEvent =
  Exclude<QuoteOfferEvent, { type: 'ACCEPT' }> | { type: 'ACCEPT'; offer: number };

/**
 * A step sent to `POST proxy/orders/quotes/{id}/transitions`: the event and the version
 * (`updatedAt`) of the offer it is about — the supplier's own, or the one accepted.
 */
export interface QuoteTransitionRequest {
  event: QuoteTransitionEvent;
  version: RecordVersion;
}

export interface QuotesApi extends ProxyFamily<Quote, QuoteRequestCreateInput> {
  /**
   * `POST proxy/orders/quotes/{id}/transitions` `{ event, version }` → the request as `GET`
   * answers it. Refusals: 409 CONFLICT (the lifecycle refuses it now: the deadline passed, an
   * offer not submitted), 409 STALE_RECORD (the offer changed since `version`), 403 FORBIDDEN,
   * 400 VALIDATION_FAILED (the amount, the reason).
   */
  transition(
    id: EntityId,
    request: QuoteTransitionRequest,
    options?: CallOptions,
  ): Promise<QuoteRequest>;
}

export function createQuotesApi(http: HttpClient): QuotesApi {
  const family = proxyFamily<Quote, QuoteRequestCreateInput>(http, 'orders/quotes');
  return {
    ...family,
    async transition(id, request, options) {
      const path = `${family.path}/${encodeURIComponent(String(id))}/transitions`;
      const body = await http.request({
        method: 'POST',
        path,
        body: request,
        ...signalOnly(options),
      });
      return unwrapRowsOne<QuoteRequest>(body, { method: 'POST', path });
    },
  };
}
