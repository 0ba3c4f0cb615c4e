/**
 * Italian texts of the demo: the changelog (markdown, GET changelog/web) and the help pages keyed
 * by application path or page id (002 §2.4, §7.2; the help button opens page '000' with the
 * current path, so a page exists for '000' and for the main permission paths of the route table).
 */

/** A changelog entry; `daysAgo` places it relative to the seed's `now`. */
export interface ChangelogSeed {
  version: string;
  title: string;
  daysAgo: number;
  body: string;
}

export const CHANGELOG: readonly ChangelogSeed[] = [
  {
    version: '4.2.0',
    title: 'Chat in tempo reale e contatori aggiornati',
    daysAgo: 3,
    body: [
      '## Novità',
      '',
      '- **Chat in tempo reale**: i messaggi arrivano senza ricaricare la pagina, anche tra più schede aperte.',
      '- I contatori della dashboard si aggiornano quando cambia lo stato di un ordine.',
      '- Nuovo filtro *Scaduti* nell’elenco dei contratti.',
      '',
      '## Correzioni',
      '',
      '- La ricerca degli ordini per oggetto ignora ora maiuscole e minuscole.',
      '- Risolto un errore che mostrava due volte la stessa notifica.',
    ].join('\n'),
  },
  {
    version: '4.1.0',
    title: 'Cartelle di qualifica dei fornitori',
    daysAgo: 24,
    body: [
      '## Novità',
      '',
      '- I fornitori vedono in dashboard le cartelle **vuote**, **scadute** e **in scadenza**.',
      '- Il badge *Da validare* segnala i fornitori in attesa di verifica della certificazione.',
      '',
      '## Miglioramenti',
      '',
      '- Il calendario mostra i promemoria condivisi dai fornitori.',
    ].join('\n'),
  },
  {
    version: '4.0.0',
    title: 'Nuova interfaccia',
    daysAgo: 61,
    body: [
      '## Nuova interfaccia',
      '',
      'Portineria cambia aspetto: menu laterale ridisegnato, fino a **tre link preferiti** e dashboard personalizzabile con tre disposizioni.',
      '',
      '> I link preferiti si scelgono da *Impostazioni › Aspetto › Barra di navigazione*.',
    ].join('\n'),
  },
];

/** A help page. */
export interface HelperPageSeed {
  pageKey: string;
  title: string;
  appNamespace: string | null;
  body: string;
}

export const HELPER_PAGES: readonly HelperPageSeed[] = [
  {
    pageKey: '000',
    title: 'Guida di Portineria',
    appNamespace: null,
    body: [
      '# Benvenuto nella guida',
      '',
      'Da questa pagina trovi l’aiuto della sezione in cui ti trovi. Usa il menu laterale per spostarti tra le aree:',
      '',
      '- **Operatività**: ordini di servizio, contratti, attività, preventivi e sinistri.',
      '- **Generale**: ticket delle segnalazioni.',
      '- **Comunicazioni**: corrispondenza, avvisi, sondaggi e chat.',
      '- **Anagrafiche**: immobili, unità, contatti, dipendenti e fornitori.',
    ].join('\n'),
  },
  {
    pageKey: '/ORG/OPR/orders',
    title: 'Ordini di servizio e contratti',
    appNamespace: 'ORG_OPR_ORDERS',
    body: [
      '# Ordini di servizio e contratti',
      '',
      'Un **ordine di servizio (ODS)** affida un singolo intervento a un fornitore; un **contratto (ODP)** ripete attività nel tempo.',
      '',
      'Le etichette accanto a ogni ordine indicano lo stato: *Bozza*, *Scaduto*, *Attività in corso*, *Esecuzione attività sospesa*, *In validazione*, *Chiusura forzata*.',
      '',
      'Un ordine chiuso con un prezzo richiesto dal fornitore resta *In validazione* finché non lo approvi.',
    ].join('\n'),
  },
  {
    pageKey: '/ORG/OPR/quotes',
    title: 'Preventivi',
    appNamespace: 'ORG_OPR_QUOTES',
    body: '# Preventivi\n\nRichiedi preventivi a più fornitori per lo stesso ordine. La barra di avanzamento mostra quanti preventivi sono arrivati rispetto a quelli richiesti.',
  },
  {
    pageKey: '/ORG/OPR/claims',
    title: 'Sinistri',
    appNamespace: 'ORG_OPR_CLAIMS',
    body: '# Sinistri\n\nSegui i sinistri dall’apertura alla liquidazione: *Aperti*, *In verifica*, *Danno accertato*, *In liquidazione*. Ogni sinistro collega la compagnia assicurativa e il perito.',
  },
  {
    pageKey: '/ORG/OPR/tokens',
    title: 'Gettoni di fatturazione',
    appNamespace: 'ORG_OPR_TOKENS',
    body: '# Gettoni\n\nOgni attività conclusa può generare un gettone. I gettoni *Da verificare* non sono ancora stati fatturati.',
  },
  {
    pageKey: '/ORG/GEN/tickets',
    title: 'Ticket',
    appNamespace: 'ORG_GEN_TICKETS',
    body: '# Ticket\n\nI ticket raccolgono le segnalazioni dei condomini. Un ticket *In gestione* è stato preso in carico; *In lavorazione* indica che è in corso un intervento. I ticket urgenti sono evidenziati.',
  },
  {
    pageKey: '/ORG/COM/notices',
    title: 'Avvisi',
    appNamespace: 'ORG_COM_NOTICES',
    body: '# Avvisi\n\nPubblica avvisi in bacheca per uno o più condomini. Gli avvisi scaduti non sono più visibili ai condomini.',
  },
  {
    pageKey: '/ORG/COM/polls',
    title: 'Sondaggi',
    appNamespace: 'ORG_COM_POLLS',
    body: '# Sondaggi\n\nChiedi un parere ai condomini con un sondaggio a risposta singola. Il sondaggio si chiude alla data di scadenza.',
  },
  {
    pageKey: '/ORG/COM/chats',
    title: 'Chat',
    appNamespace: 'ORG_COM_CHATS',
    body: '# Chat\n\nOgni immobile, ordine, sinistro o ticket può avere la sua chat. I messaggi arrivano in tempo reale a tutti i partecipanti.',
  },
  {
    pageKey: '/ORG/TAB/buildings',
    title: 'Immobili',
    appNamespace: 'ORG_TAB_BUILDINGS',
    body: '# Immobili\n\nL’anagrafica distingue **condomini** e **proprietà private**. Un immobile disabilitato resta consultabile ma non riceve nuovi ordini.',
  },
  {
    pageKey: '/ORG/TAB/suppliers',
    title: 'Fornitori',
    appNamespace: 'ORG_TAB_SUPPLIERS',
    body: '# Fornitori\n\nIl badge accanto al nome indica lo stato del fornitore: *Validato*, *Da validare*, *Accesso disabilitato*, *Accesso sospeso* o *Con prestazioni occasionali*.',
  },
  {
    pageKey: '/ORG/TAB/employees',
    title: 'Dipendenti',
    appNamespace: 'ORG_TAB_EMPLOYEES',
    body: '# Dipendenti\n\nGestisci i collaboratori dello studio e il loro livello di accesso. Un dipendente senza utente non è ancora registrato.',
  },
  {
    pageKey: '/ORG/calendar',
    title: 'Calendario',
    appNamespace: 'ORG_OTHER_CALENDAR',
    body: '# Calendario\n\nEventi e promemoria dello studio. Puoi mostrare i calendari dei colleghi e collegare un evento a un immobile, un ordine, un ticket o un sinistro.',
  },
];
