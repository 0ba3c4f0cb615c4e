/**
 * The Italian strings of the chat area: the realtime endpoint and the chat resources (the
 * platform's messages are in ../messages.ts).
 */
export const realtimeMessages = {
  authFirst: 'Autenticati prima di iscriverti a un canale.',
  authTimeout: 'Autenticazione non ricevuta in tempo: connessione chiusa.',
  alreadyAuthenticated: 'La connessione è già autenticata.',
  tokenInvalid: 'Il token di autenticazione non è valido.',
  tokenExpired: 'La sessione è scaduta: accedi di nuovo.',
  invalidFrame: 'Messaggio non riconosciuto.',
  unknownChannel: 'Canale sconosciuto.',
  chatForbidden: 'Non fai parte di questa chat.',
  tooManySubscriptions: 'Troppe iscrizioni aperte su questa connessione.',
  internal: 'Si è verificato un errore interno.',
} as const;

/** The Italian strings of the chat resource. */
export const chatMessages = {
  chatNotFound: 'Chat non trovata.',
  chatDisabled: 'La chat è disattivata: non è possibile inviare messaggi.',
  chatForbiddenWrite: 'Non puoi scrivere in questa chat.',
  attachmentForbidden: 'Non puoi allegare file a questo elemento.',
  userMismatch: 'Il mittente del messaggio deve essere l’utente collegato.',
  messageRequired: 'Il messaggio non può essere vuoto.',
  messageTooLong: (max: number) => `Il messaggio può contenere al massimo ${max} caratteri.`,
  timestampInvalid: 'La data del messaggio non è valida.',
  bodyInvalid: 'Il corpo della richiesta non è un oggetto JSON valido.',
  limitInvalid: (max: number) => `Il parametro limit deve essere un intero tra 1 e ${max}.`,
  beforeInvalid: 'Il parametro before deve essere un timestamp in millisecondi.',
  fileRequired: 'Allega un file.',
  fileTooLarge: (megabytes: number) => `Il file supera la dimensione massima di ${megabytes} MB.`,
  fileTypeRefused: 'Questo tipo di file non è ammesso.',
  fileNameInvalid: 'Il nome del file non è valido.',
  entityInvalid: 'Entità non valida: usa chatData, qualifications, consultancies o tickets.',
  entityIdInvalid: "L'identificativo dell'entità non è valido.",
  chatIdInvalid: "L'identificativo della chat non è valido.",
  coverTypeInvalid: 'Il tipo di copertina non è valido.',
  multipartRequired: 'La richiesta deve essere multipart/form-data.',
  attachmentNotFound: 'Allegato non trovato.',
  messageNotFound: 'Messaggio non trovato.',
  previewRateLimited: (seconds: number) =>
    `Hai chiesto troppe anteprime di link in poco tempo: riprova tra ${seconds} secondi.`,
  listBodyInvalid:
    'Il corpo della richiesta deve essere { query_sequelize?: { limit?, offset?, category?, entityId? }, count? }.',
  listCategoryInvalid: (categories: readonly string[]) =>
    `Categoria non valida: usa una di ${categories.join(', ')}.`,
  listEntityIdInvalid: "L'identificativo dell'elemento deve essere un intero positivo.",
  listLimitInvalid: (max: number) => `Il limite deve essere un intero tra 0 e ${max}.`,
  listOffsetInvalid: "L'offset deve essere un intero non negativo.",
  listCriteriaUnsupported:
    'L’elenco delle chat accetta solo limit, offset, category ed entityId: altri filtri e ordinamenti non sono supportati.',
} as const;
