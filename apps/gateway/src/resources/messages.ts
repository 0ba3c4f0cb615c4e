/**
 * The Italian messages of the `/api/v2` resources, by area. Strings the spec words come from
 * domain (`message('orders.guard.notFound')`, the field errors of ../layer/fieldMessages.ts);
 * these are the gateway's own. The platform's messages (errors, pages, CLI) are in
 * ../messages.ts, the query engine's in ../query/messages.ts, the chat's in
 * ../realtime/messages.ts.
 */
export const resourceMessages = {
  // A spreadsheet import's body (./registryImport.ts): rows of cells as the sheet gave them.
  importBodyInvalid:
    'Le righe da importare devono essere un elenco di celle (testo, numero, sì/no o vuote).',
  // Not found (the same answer for a missing, a hidden and an impossible id).
  buildingNotFound: 'Immobile non trovato.',
  organizationNotFound: 'Organizzazione non trovata.',
  supplierNotFound: 'Fornitore non trovato.',
  contactNotFound: 'Contatto non trovato.',
  employeeNotFound: 'Dipendente non trovato.',
  entitlementNotFound: 'Diritto non trovato.',
  entitlementAccessNotFound: 'Accesso delegato non trovato.',
  folderNotFound: 'Cartella non trovata.',
  profileNotFound: 'Profilo non trovato.',
  helperNotFound: 'Helper non disponibile per questa sezione',
  changelogNotFound: 'Canale delle novità sconosciuto.',
  unitNotFound: 'Unità non trovata.',
  quoteNotFound: 'Preventivo non trovato, oppure eliminato',
  activityNotFound: 'Attività non trovata, oppure eliminata',
  taskNotFound: 'Intervento non trovato, oppure eliminato',
  tokenNotFound: 'Token non trovato, oppure eliminato',
  billingProposalNotFound: 'Proposta di fatturazione non trovata, oppure eliminata',
  ticketNotFound: 'Ticket non trovato, oppure eliminato',
  claimNotFound: 'Sinistro non trovato, oppure eliminato',
  communicationNotFound: 'Comunicazione non trovata, oppure eliminata',
  noticeNotFound: 'Avviso non trovato, oppure eliminato',
  pollNotFound: 'Sondaggio non trovato, oppure eliminato',
  eventNotFound: 'Evento non trovato, oppure eliminato',
  reminderNotFound: 'Promemoria non trovato, oppure eliminato',
  colleagueNotFound: 'Collaboratore non trovato, oppure eliminato',
  notificationNotFound: 'Notifica non trovata, oppure eliminata',
  consultancyNotFound: 'Consulenza non trovata.',
  consultancyFolderTypeNotFound: 'Tipo di cartella della consulenza non trovato.',
  plannedMaintenanceNotFound: 'Manutenzione programmata non trovata.',
  procurementNotFound: 'Gara non trovata.',

  // Who may call (001 §2.2–2.4: a route of another role's tree).
  roleForbidden: 'Questa sezione non è disponibile per il tuo profilo.',
  onlyOrganizations: 'Questa funzione è riservata ai profili delle organizzazioni.',
  onlySuppliers: 'Questa funzione è riservata ai profili dei fornitori.',
  wrongProfileEndpoint: 'Questo indirizzo non corrisponde al tipo del tuo profilo.',
  /** 002 §2.10 "procurements (only when profile_level is above 1)". */
  procurementsLevel: 'Le gare sono disponibili solo per i profili di livello superiore a 1.',
  /** 002 §2.10 "Servizi without consultancies for org_1". */
  consultanciesLevel: 'Le consulenze non sono disponibili per i profili di livello 1.',
  licencesLevel: 'Le licenze sono visibili solo al livello Direzione.',

  // Registries.
  organizationReadOnly: 'I dati aziendali certificati non sono modificabili.',
  folderQualifications:
    'Le qualifiche del fornitore non corrispondono a quelle richieste da questa cartella.',
  expandUnknown: (value: string) => `Espansione sconosciuta: «${value}».`,
  filtersInvalid: 'I filtri delle cartelle non sono validi.',
  unitUnknown: "L'unità indicata non appartiene all'immobile.",
  tagsInvalid: 'I tag devono essere un elenco di testi.',
  statusInvalid: 'Lo stato deve essere «enabled» o «disabled».',
  supplierNotInRegistry: 'Il fornitore indicato non è tra quelli della tua organizzazione.',
  /** A certified supplier's company data are its own (domain DECISIONS.md "Suppliers kept as a registry"). */
  supplierCertifiedData:
    "I dati di un fornitore certificato sono gestiti dall'azienda stessa: non si possono modificare.",

  // Operations.
  offsetKeyInvalid: '«offset_key» non è valido: ripeti la ricerca dalla prima pagina.',
  productInvalid: 'Il prodotto indicato non è valido.',
  buildingNotVisible: "L'immobile indicato non è tra quelli del tuo profilo.",

  // Calendar (002 §2.1, §3.1–3.3, §6).
  ownerOnly: 'Solo il proprietario può modificare questo elemento.',
  baseRoleOwner: 'Il tuo ruolo non può scegliere il proprietario degli eventi.',
  baseRoleColleagues: 'Il tuo ruolo non può aggiungere collaboratori al calendario.',
  noEmployee: 'Il tuo profilo non è collegato a un collaboratore: il calendario non è disponibile.',
  colleagueExists: 'Questo collaboratore è già nel tuo calendario.',
  linkUnchangeable: "Il collegamento non è modificabile una volta creato l'evento.",
} as const;
