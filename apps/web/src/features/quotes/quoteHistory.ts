/**
 * How a quote request's history entries read (`GET proxy/orders/quotes/{id}/history`, shown by
 * records/RecordHistory.tsx): titled by what happened ('Preventivo inviato', 'Preventivo
 * accettato'…), an offer's status by domain's Italian name.
 */
import {
  QUOTE_OFFER_STATUSES,
  quoteOfferStatusLabel,
  type QuoteOfferStatus,
} from '@portineria/domain';
import { webMessage, type WebMessageKey } from '../../messages/it-IT.ts';
import type { RecordHistoryFormat } from '../../records/recordHistory.ts';

const isOfferStatus = (value: unknown): value is QuoteOfferStatus =>
  (QUOTE_OFFER_STATUSES as readonly unknown[]).includes(value);

const ACTION_TITLES: Readonly<Record<string, WebMessageKey>> = {
  create: 'quote.history.create',
  ASK: 'quote.history.ASK',
  SUBMIT: 'quote.history.SUBMIT',
  DECLINE: 'quote.history.DECLINE',
  ACCEPT: 'quote.history.ACCEPT',
  ATTACH: 'quote.history.ATTACH',
};

/** A request's history as records/RecordHistory.tsx shows it. */
export const QUOTE_HISTORY_FORMAT: RecordHistoryFormat = {
  title: (entry) => {
    const key = Object.hasOwn(ACTION_TITLES, entry.action)
      ? ACTION_TITLES[entry.action]
      : undefined;
    return key === undefined ? entry.action : webMessage(key);
  },
  value: (field, value) =>
    field === 'status' && isOfferStatus(value) ? quoteOfferStatusLabel(value) : undefined,
};
