/**
 * Every Italian string the gateway shows or sends (error messages, the login and notifications
 * pages, the CLI). Other owners add their keys at the end, in a marked section, or in their own
 * `src/<area>/messages.ts`.
 */
export const messages = {
  // Errors of the contract (brief: "Codes used").
  tokenMissing: 'Accesso richiesto: manca il token di autenticazione.',
  tokenInvalid: 'Il token di autenticazione non è valido.',
  tokenExpired: 'La sessione è scaduta: accedi di nuovo.',
  profileInvalid: 'Il profilo indicato non è valido per questo utente.',
  forbidden: 'Non hai i permessi per questa operazione.',
  moduleDisabled: 'Il modulo necessario non è abilitato per il tuo profilo.',
  permissionsChanged:
    'I permessi del tuo profilo sono cambiati: hai perso l’accesso ad alcune parti e la sessione deve essere riavviata.',
  notFound: 'Elemento non trovato.',
  routeNotFound: 'Indirizzo API sconosciuto.',
  internal: 'Si è verificato un errore interno. Riprova più tardi.',
  invalidQuery: 'La richiesta non è valida.',
  validationFailed: 'Alcuni dati non sono validi: controlla i campi indicati.',
  readOnlyProfile: 'Il tuo profilo può solo consultare questi dati.',
  crossOrigin: 'Richiesta rifiutata: proviene da un’altra origine.',
  permissionPathUnknown: 'Percorso applicativo sconosciuto.',
  permissionProfileForeign:
    'Puoi verificare i permessi solo del profilo con cui hai effettuato l’accesso.',
  unknownAccount: 'Account demo sconosciuto.',
  payloadTooLarge: 'La richiesta è troppo grande.',
  databaseUnavailable:
    'Il database di Portineria non è raggiungibile in questo momento: riprova tra qualche secondo.',
  queryTimeout:
    'La richiesta ha impiegato troppo tempo ed è stata interrotta: riprova o restringi la ricerca.',

  // Login page (stand-in login service).
  loginTitle: 'Accedi a Portineria',
  loginIntro:
    'Questo è il servizio di accesso di prova del gateway di riferimento: scegli un account demo per entrare. Nessuna password è necessaria.',
  loginEmpty:
    'Nessun account demo presente. Esegui `pnpm --filter @portineria/gateway reset` per ricaricare i dati demo.',
  loginSignedInAs: 'Hai già effettuato l’accesso come',
  loginContinue: 'Continua',
  loginLogout: 'Esci',
  loginAccountProfiles: 'Profili',
  loginSubmit: 'Entra',
  loginPassword: 'Password',
  wrongPassword: 'Password non corretta.',
  loginRegisterSupplier: 'Sei un fornitore? Richiedi la registrazione',
  loginRegisterSupplierNewWindow: '(si apre in una nuova finestra)',

  // Supplier registration page (stand-in login service, 000 §2).
  registrationTitle: 'Registrazione fornitore',
  registrationIntro:
    'Compila i dati della tua azienda: ti risponderemo all’indirizzo email indicato. I campi con (*) sono obbligatori.',
  registrationSubmit: 'Invia richiesta',
  registrationInvalid: 'Controlla i dati inseriti: la richiesta non è stata inviata.',
  registrationSent: 'Richiesta di registrazione inviata',
  registrationSentText: (email: string) =>
    `Grazie: abbiamo ricevuto la richiesta e ti risponderemo all’indirizzo ${email}. Puoi chiudere questa finestra.`,

  // Home page when the web app is not built.
  homeTitle: 'Portineria',
  homeText:
    'Il gateway è in funzione. L’applicazione web non è ancora stata compilata: si compila con `pnpm --filter @portineria/web build`.',
  homeLogin: 'Accedi con un account demo',
  homeHealth: 'Stato del servizio',

  // Notifications page (embedded by the app as an iframe).
  notificationsTitle: 'Notifiche',
  notificationsEmpty: 'Nessuna notifica.',
  notificationsSignedOut: 'Accesso richiesto per vedere le notifiche.',
  notificationsLogin: 'Accedi',
  notificationsUnread: 'Da leggere',

  // CLI.
  cliReady: (url: string) => `Portineria è pronta su ${url}`,
  cliLogin: (url: string) => `Accedi con un account demo: ${url}/auth/login`,
  cliSeeded: 'Dati demo caricati.',
  cliResetDone: 'Dati azzerati e dati demo ricaricati.',
  cliStopping: 'Arresto in corso…',
  cliStopped: 'Portineria si è fermata.',
  cliUnknownCommand: (command: string) => `Comando sconosciuto: ${command}. Comandi: serve, reset.`,
  cliStartFailed: 'Avvio non riuscito:',

  // ----- Keys added by other owners go below this line, each section marked with its owner. -----

  // Request size limits (src/http/bodyLimit.ts).
  payloadTooLargeMax: (megabytes: number) =>
    `La richiesta è troppo grande: il massimo è ${megabytes} MB.`,

  // The Host check (src/http/origins.ts).
  hostNotAllowed: (host: string) =>
    `Richiesta rifiutata: «${host.length > 100 ? `${host.slice(0, 100)}…` : host}» non è un indirizzo di questo servizio. Se lo è, aggiungi la sua origine a PUBLIC_ORIGIN.`,

  // One gateway per data folder (src/db/dataFolderLock.ts).
  dataFolderInUse: (folder: string, pid: number) =>
    `La cartella dei dati ${folder} è già in uso da un’altra istanza di Portineria (processo ${pid}). Fermala prima di avviarne un’altra, oppure indica un’altra cartella con DATA_DIR.`,
  dataFolderLockUnreadable: (file: string) =>
    `La cartella dei dati è bloccata da ${file}, che non si riesce a leggere. Se nessuna istanza di Portineria la sta usando, elimina quel file e riprova.`,

  // Batch permission check (002 §6, src/authz/routes.ts).
  permissionPathsInvalid: (maximum: number) =>
    `Indica da 1 a ${maximum} percorsi applicativi (paths), ciascuno un testo che inizia con "/".`,
} as const;
