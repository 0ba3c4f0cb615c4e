/**
 * The Italian messages of the operations resources (H5: orders, contracts, quotes, activities,
 * tasks, tokens, tickets, claims, communications, notices, polls, calendar, notifications).
 * Strings the spec words are taken from domain (`message('orders.guard.notFound')`…); these are
 * the gateway's own.
 */
export const operationsMessages = {
  quoteNotFound: 'Preventivo non trovato, oppure eliminato',
  activityNotFound: 'Attività non trovata, oppure eliminata',
  taskNotFound: 'Intervento non trovato, oppure eliminato',
  tokenNotFound: 'Token non trovato, oppure eliminato',
  ticketNotFound: 'Ticket non trovato, oppure eliminato',
  claimNotFound: 'Sinistro non trovato, oppure eliminato',
  communicationNotFound: 'Comunicazione non trovata, oppure eliminata',
  eventNotFound: 'Evento non trovato, oppure eliminato',
  reminderNotFound: 'Promemoria non trovato, oppure eliminato',
  colleagueNotFound: 'Collaboratore non trovato, oppure eliminato',
  notificationNotFound: 'Notifica non trovata, oppure eliminata',
  validationFailed: 'Alcuni dati non sono validi: controlla i campi indicati.',
  readConfirmationSupplierOnly: 'Solo il fornitore conferma la lettura di un ordine.',
  supplierOrderLocked: "L'ordine non è aperto oppure è sospeso: il fornitore non può modificarlo.",
  activityActionRefused: "Questa operazione non è consentita sull'attività nel suo stato attuale.",
  orderRequired: 'Il campo Ordine è obbligatorio.',
  activityRequired: 'Il campo Attività è obbligatorio.',
  fieldRequired: (label: string) => `Il campo ${label} è obbligatorio.`,
  fieldInvalid: (label: string) => `Il campo ${label} non è valido.`,
  fieldTooLong: (label: string, max: number) =>
    `Il campo ${label} può contenere al massimo ${max} caratteri.`,
  offsetKeyInvalid: '«offset_key» non è valido: ripeti la ricerca dalla prima pagina.',
  productInvalid: 'Il prodotto indicato non è valido.',
  buildingNotVisible: "L'immobile indicato non è tra quelli del tuo profilo.",
  supplierNotVisible: 'Il fornitore indicato non è tra quelli della tua organizzazione.',
  employeeNotVisible: 'Il collaboratore indicato non è tra quelli della tua azienda.',
  ownerOnly: 'Solo il proprietario può modificare questo elemento.',
  baseRoleOwner: 'Il tuo ruolo non può scegliere il proprietario degli eventi.',
  baseRoleColleagues: 'Il tuo ruolo non può aggiungere collaboratori al calendario.',
  noEmployee: 'Il tuo profilo non è collegato a un collaboratore: il calendario non è disponibile.',
  notificationTitleDefault: 'Nuova notifica',
} as const;
