import { areaMessage } from '../placeholders.ts';

/** Italian strings of the orders area, worded exactly as the spec. Keys are prefixed with 'orders.'. */
export const ordersMessages = {
  /** Order chips (002 §4.1). */
  'orders.chip.planned': 'Pianificato',
  /** The planned chip with its expected end date: the spec gives no wording; ours. */
  'orders.chip.plannedWithDate': 'Pianificato, fine prevista {date}',
  'orders.chip.accepted': 'Accettato',
  'orders.chip.read': 'Letto',
  'orders.chip.unread': 'Non letto',
  'orders.chip.expired': 'Scaduto',
  'orders.chip.pending': 'Attività in corso',
  'orders.chip.suspended': 'Esecuzione attività sospesa',
  'orders.chip.partial': 'Attività rifiutate',
  'orders.chip.rejected': 'Rifiutato',
  'orders.chip.validation': 'In validazione',
  'orders.chip.forcedClose': 'Chiusura forzata',
  /** The spec gives no chip for a draft order; ours. */
  'orders.chip.draft': 'Bozza',
  /** ODP flag (001 §4.1). */
  'orders.chip.expiredActivities': 'Attività scadute',

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
