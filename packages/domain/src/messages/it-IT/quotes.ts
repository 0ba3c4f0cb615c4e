import { areaMessage } from '../placeholders.ts';

/**
 * Italian strings of the quotes (preventivi) area (DECISIONS.md "Quote lifecycle"). The spec
 * names the views (000 §4 "Quotes: REQ Richiesti non presentati, WAIT Da valutare") and the
 * progress bar (002 §5.7), not the steps of an offer: those words are ours. Keys are prefixed
 * with 'quotes.'.
 */
export const quotesMessages = {
  /** A supplier's offer, as a chip or a history value reads it (ours). */
  'quotes.offerStatus.requested': 'Richiesto',
  'quotes.offerStatus.submitted': 'Presentato',
  'quotes.offerStatus.declined': 'Declinato',
  'quotes.offerStatus.accepted': 'Accettato',
  'quotes.offerStatus.refused': 'Non scelto',
  /** The steps of an offer (ours; 'Accetta' from the issue). */
  'quotes.action.submit': 'Invia preventivo',
  'quotes.action.decline': 'Declina',
  'quotes.action.accept': 'Accetta',
  /** The confirmation before accepting an offer (ours). */
  'quotes.confirm.accept':
    "Accettando questo preventivo si crea l'ordine per il fornitore e gli altri fornitori vengono informati che non sono stati scelti.",
  'quotes.confirm.continue': 'CONFERMA',
  'quotes.confirm.cancel': 'ANNULLA',
  /** Why a step is refused (ours). */
  'quotes.refusal.supplierOnly':
    'Solo il fornitore a cui è stato chiesto il preventivo può rispondere',
  'quotes.refusal.organisationOnly': "Questa azione spetta all'amministrazione",
  'quotes.refusal.state': "Il preventivo è '{status}': questo passaggio non è possibile",
  'quotes.refusal.notSubmitted': 'Si può accettare solo un preventivo presentato',
  'quotes.refusal.closed': 'La richiesta è già stata assegnata a un fornitore',
  'quotes.refusal.deadlinePassed':
    'La scadenza della richiesta è passata: non è più possibile rispondere',
  'quotes.refusal.amountRequired': "Indica l'importo",
  'quotes.refusal.amountPositive': "L'importo deve essere maggiore di zero",
  'quotes.refusal.reasonRequired': 'Indica il motivo',
  /** The quote request form (ours; the fields are 002 §3.10's quote summary and the issue's). */
  'quotes.form.label.object': 'Oggetto',
  'quotes.form.label.building': 'Immobile',
  'quotes.form.label.description': 'Descrizione',
  'quotes.form.label.dueDate': 'Scadenza',
  'quotes.form.label.suppliers': 'Fornitori',
  'quotes.form.label.amount': 'Importo',
  'quotes.form.label.note': 'Note',
  'quotes.form.label.reason': 'Motivo',
  'quotes.form.required': 'Campo obbligatorio',
  'quotes.form.dueDatePast': 'La scadenza non può essere passata',
  'quotes.form.suppliersRequired': 'Scegli almeno un fornitore',
  'quotes.form.suppliersDuplicate': 'Un fornitore è indicato più di una volta',
  'quotes.form.tooLong': 'Il testo è troppo lungo',
  /** The history of a quote request: its fields and the order an acceptance created (ours). */
  'quotes.history.field.status': 'Stato',
  'quotes.history.field.amount': 'Importo',
  'quotes.history.field.note': 'Note',
  'quotes.history.field.submittedAt': 'Presentato il',
  'quotes.history.field._supplier': 'Fornitore',
  'quotes.history.field._order': 'Ordine creato',
  'quotes.history.field.object': 'Oggetto',
  'quotes.history.field.dueDate': 'Scadenza',
  'quotes.history.field.requests': 'Preventivi richiesti',
  'quotes.history.field._quote': 'Da preventivo',
  /** A file added to an offer (DECISIONS.md "Quote lifecycle" 10). */
  'quotes.history.field.file': 'File',
} as const;

/** A message of the quotes area, its `{name}` placeholders filled. */
export const quotesMessage = /* @__PURE__ */ areaMessage(quotesMessages);

/** A key of the quotes area's messages. */
export type QuotesMessageKey = keyof typeof quotesMessages;
