/** The quote screens: the request's offers side by side, the supplier's answer and their dialogs. */
export const quoteMessages = {
  'quote.list.new': 'NUOVO',
  /** The request form (DECISIONS.md "Quote lifecycle" 9; wording ours). */
  'quote.create.title': 'Nuova richiesta di preventivo',
  'quote.create.send': 'Invia richiesta',
  'quote.create.sent': 'Richiesta di preventivo inviata',
  'quote.offers.title': 'Preventivi ricevuti',
  'quote.offers.empty': 'Nessun fornitore a cui è stato chiesto il preventivo',
  'quote.offers.amount': 'Importo',
  /** The supplier's notes, or why it declined. */
  'quote.offers.note': 'Note',
  'quote.offers.submittedAt': 'Presentato il',
  'quote.offers.supplier': 'Fornitore {id}',
  /** The files of an answer (DECISIONS.md "Quote lifecycle" 10; ours). */
  'quote.offers.files': 'File del preventivo',
  'quote.offers.filesEmpty': 'Nessun file allegato',
  'quote.offers.upload': 'Allega file al preventivo',
  'quote.offers.uploading': 'Caricamento di {name}: {percent}%',
  'quote.offer.actions': 'Azioni sul preventivo di {supplier}',
  'quote.action.stale':
    'Il preventivo è stato modificato da un altro utente: ora vedi la versione aggiornata.',
  'quote.submit.title': 'Invia preventivo',
  'quote.decline.title': 'Declina la richiesta',
  /** The titles of a request's history entries (ours). */
  'quote.history.create': 'Richiesta di preventivo creata',
  'quote.history.ASK': 'Preventivo richiesto',
  'quote.history.SUBMIT': 'Preventivo inviato',
  'quote.history.DECLINE': 'Richiesta declinata',
  'quote.history.ACCEPT': 'Preventivo accettato',
  'quote.history.ATTACH': 'File aggiunto al preventivo',
} as const;
