import type { ApiClient } from '../createApiClient.ts';
import type { EntityId } from '../http/resource.ts';
import { writeMutationOptions } from '../http/queryOptions.ts';
import { uploadAttachment } from '../records/attachmentUpload.ts';
import type { QuoteRequestCreateInput, QuoteTransitionRequest } from './quotes.ts';

/**
 * The families a quote write changes besides its own (the requests' lists, records, counters,
 * the dashboard's quote views and 'Preventivi richiesti da fare', all keyed under `quotes`): a
 * request is an order, and an acceptance creates one, so the orders and contracts read again.
 */
const QUOTE_WRITE_FAMILIES = ['orders', 'contracts'] as const;

/** `POST proxy/orders/quotes` with the request form's fields (DECISIONS.md "Quote lifecycle" 1). */
export const createQuoteRequestMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'quotes',
    'create',
    (input: QuoteRequestCreateInput) => client.quotes.create(input),
    QUOTE_WRITE_FAMILIES,
  );

/** The variables of a quote step: the request's id, the event and the offer's version. */
export interface QuoteTransitionVariables extends QuoteTransitionRequest {
  id: EntityId;
}

/**
 * `POST proxy/orders/quotes/{id}/transitions` (DECISIONS.md "Quote lifecycle" 2–4): refreshes
 * the request and its history, every list and counter of quotes, and the orders (an acceptance
 * creates the chosen supplier's order).
 */
export const quoteTransitionMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'quotes',
    'transition',
    ({ id, event, version }: QuoteTransitionVariables) =>
      client.quotes.transition(id, { event, version }),
    QUOTE_WRITE_FAMILIES,
  );

/** The variables of {@link uploadQuoteOfferFileMutationOptions}. */
export interface QuoteOfferFileVariables {
  /** The supplier's offer the file answers with. */
  offerId: EntityId;
  file: Blob;
  fileName?: string;
  onProgress?: (fraction: number) => void;
}

/**
 * One file of a supplier's answer (`POST attachments`, entity 'quoteOffers' and the offer's id;
 * DECISIONS.md "Quote lifecycle" 10): the request (its offers' files) and its history read again.
 */
export const uploadQuoteOfferFileMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'quotes',
    'uploadOfferFile',
    ({ offerId, file, fileName, onProgress }: QuoteOfferFileVariables) =>
      uploadAttachment(
        client.http,
        {
          entity: 'quoteOffers',
          entityId: offerId,
          file,
          ...(fileName === undefined ? {} : { fileName }),
        },
        onProgress ? { onProgress } : {},
      ),
    [],
  );
