import { areaMessage } from '../placeholders.ts';

/** Italian strings of the orders area, worded exactly as the spec. Keys are prefixed with 'orders.'. */
export const ordersMessages = {
  /** Order status names (001 §3): the spec names the values only; ours. */
  'orders.status.draft': 'Bozza',
  'orders.status.open': 'Aperto',
  'orders.status.close': 'Chiuso',
  'orders.status.validation': 'In validazione',

  /** Orders in the agenda (002 §4.6). */
  'orders.agenda.urgent': 'Urgente',
  'orders.agenda.suspended': 'Sospeso',

  /** Order-detail guard (001 §2.6, §8); the other failure uses 'common.genericError'. */
  'orders.guard.notFound': 'Ordine non trovato, oppure eliminato',

  /** Service order views (000 §4): the spec names them only in English; ours. */
  'orders.view.service.open': 'Aperti',
  'orders.view.service.notConfirmed': 'Aperti non confermati',
  'orders.view.service.expired': 'Aperti scaduti',
  'orders.view.service.withOpportunity': 'Con opportunità',
  /** The two closed watch states of a supplier's order chips (000 §4 "Watch states"); ours. */
  'orders.view.service.closed': 'Chiusi',
  'orders.view.service.inValidation': 'In validazione',
  /** Repeat order views (000 §4). */
  'orders.view.contracts.open': 'Aperti',
  'orders.view.contracts.toRenew': 'Da rinnovare',
  'orders.view.contracts.expiredActivities': 'Con attività scadute',
  /** Quote views (000 §4). */
  'orders.view.quotes.requested': 'Richiesti non presentati',
  'orders.view.quotes.toEvaluate': 'Da valutare',
  /** Token views (000 §4). */
  'orders.view.tokens.toVerify': 'Da verificare',

  /** Order summary widget (002 §2.2). */
  'orders.summary.heading': 'Ordine',
  'orders.relation.building': 'Immobile',
  'orders.relation.administrator': 'Amministratore',
  'orders.relation.supplier': 'Fornitore',
  'orders.relation.infoClose': 'Chiudi',
  /** 002 §8 "empty note". */
  'orders.notes.empty': 'Nessuna nota da visualizzare',
} as const;

/** A message of the orders area, its `{name}` placeholders filled. */
export const ordersMessage = /* @__PURE__ */ areaMessage(ordersMessages);
