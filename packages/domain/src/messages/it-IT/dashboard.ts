import { areaMessage } from '../placeholders.ts';

/** Italian strings of the dashboard area, worded exactly as the spec. Keys are prefixed with 'dashboard.'. */
export const dashboardMessages = {
  // Dashboards of every role (000 §2 Dashboards)
  'dashboard.title': 'Dashboard',
  /** 000 §2, §8: a cell whose component cannot be resolved. */
  'dashboard.cell.unknownComponent':
    "Non riesco a trovare il componente {name}, contatta l'assistenza.",

  // Layout variants (000 §3). The spec names them only by id: the carousel labels are ours.
  'dashboard.variant.variant1': 'Layout 1',
  'dashboard.variant.variant2': 'Layout 2',
  'dashboard.variant.variant3': 'Layout 3',

  // Settings wizard (000 §2 Dashboards, 002 §2.12)
  'dashboard.settings.title': 'Impostazioni dashboard',
  /** The toolbar button (000 §2: "a RESET button in the toolbar"). */
  'dashboard.settings.resetButton': 'RESET',
  'dashboard.wizard.preview.title': 'Anteprima',
  /** 000 §2 gives the subtitle only as "check the final layout before saving": the wording is ours. */
  'dashboard.wizard.preview.subtitle': 'Controlla il layout finale prima di salvare',
  'dashboard.wizard.back': 'Indietro',
  'dashboard.wizard.next': 'Avanti',
  'dashboard.wizard.save': 'Salva',
  'dashboard.wizard.cancel': 'Annulla',
  'dashboard.wizard.select': 'Seleziona',

  // Reset dialog (000 §2)
  'dashboard.reset.title': 'Reset dashboard',
  'dashboard.reset.message':
    'Sei sicuro di voler resettare la dashboard? La configurazione attualmente salvata verrà eliminata per sempre.',
  'dashboard.reset.cancel': 'Annulla',
  'dashboard.reset.confirm': 'Reset',

  // Component picker (000 §2, §8)
  'dashboard.picker.title': 'Componenti',
  'dashboard.picker.subtitle':
    'Naviga tra le varie sezioni e seleziona il widget che vuoi aggiungere',
  'dashboard.picker.emptyCategory': 'Nessun widget disponibile',
  'dashboard.picker.previewUnavailable': 'Anteprima non disponibile',
  /** The card actions and the info sheet fields (000 §2 names them, not their wording): ours. */
  'dashboard.picker.add': 'Aggiungi',
  'dashboard.picker.info': 'Informazioni',
  'dashboard.picker.infoName': 'Nome',
  'dashboard.picker.infoHeight': 'Altezza',
  'dashboard.picker.infoWidth': 'Larghezza',

  // Picker categories, exact labels of 000 §2 (including the apostrophe of Attivita')
  'dashboard.category.activities': "Attivita'",
  'dashboard.category.calendar': 'Calendario',
  'dashboard.category.counters': 'Contatori',
  'dashboard.category.claims': 'Sinistri',
  'dashboard.category.orders': 'Ordini',
  'dashboard.category.quotes': 'Preventivi',
  'dashboard.category.tickets': 'Tickets',
  'dashboard.category.tokens': 'Tokens',

  // Pinned links (000 §2 "Barra di navigazione", §5, §9)
  'dashboard.pinnedLinks.title': 'Barra di navigazione',
  'dashboard.pinnedLinks.hint': 'Seleziona fino a tre link',
  /** Not in the spec: a saved link that is not a link of the menu the user may use (ours). */
  'dashboard.pinnedLinks.unknown': 'Il link {link} non è tra quelli che puoi fissare.',

  // ORG widgets. Only 'Eventi del calendario' and 'I miei ticket aperti' are named by the spec;
  // the other names and every info line are ours (DECISIONS.md).
  'dashboard.widget.daily_events.name': 'Eventi del calendario',
  'dashboard.widget.daily_events.info':
    'Mostra gli eventi aggiunti al calendario giorno per giorno',
  /** 001 §8 "Empty lists: … events: 'Nessun evento da visualizzare'". */
  'dashboard.widget.daily_events.empty': 'Nessun evento da visualizzare',

  'dashboard.widget.claims_open_counter.name': 'Sinistri aperti',
  'dashboard.widget.claims_open_counter.info': 'Mostra il numero dei sinistri aperti',
  'dashboard.widget.claims_in_verification_counter.name': 'Sinistri in verifica',
  'dashboard.widget.claims_in_verification_counter.info':
    'Mostra il numero dei sinistri in verifica',
  'dashboard.widget.claims_damage_assessed_counter.name': 'Sinistri con danno accertato',
  'dashboard.widget.claims_damage_assessed_counter.info':
    'Mostra il numero dei sinistri con danno accertato',
  'dashboard.widget.claims_in_liquidation_counter.name': 'Sinistri in liquidazione',
  'dashboard.widget.claims_in_liquidation_counter.info':
    'Mostra il numero dei sinistri in liquidazione',

  'dashboard.widget.repeat_orders_open_counter.name': 'Contratti aperti',
  'dashboard.widget.repeat_orders_open_counter.info':
    'Mostra il numero dei contratti (ordini ripetuti) aperti',
  'dashboard.widget.repeat_orders_to_renew_counter.name': 'Contratti da rinnovare',
  'dashboard.widget.repeat_orders_to_renew_counter.info':
    'Mostra il numero dei contratti da rinnovare',
  'dashboard.widget.repeat_orders_expired_activities_counter.name':
    'Contratti con attività scadute',
  'dashboard.widget.repeat_orders_expired_activities_counter.info':
    'Mostra il numero dei contratti con attività scadute',

  'dashboard.widget.service_orders_open_counter.name': 'Ordini aperti',
  'dashboard.widget.service_orders_open_counter.info':
    'Mostra il numero degli ordini di servizio aperti',
  'dashboard.widget.service_orders_open_not_confirmed_counter.name': 'Ordini non confermati',
  'dashboard.widget.service_orders_open_not_confirmed_counter.info':
    'Mostra il numero degli ordini aperti non ancora confermati dal fornitore',
  'dashboard.widget.service_orders_open_expired_counter.name': 'Ordini scaduti',
  'dashboard.widget.service_orders_open_expired_counter.info':
    'Mostra il numero degli ordini aperti con data di fine superata',
  'dashboard.widget.service_orders_with_opportunity_counter.name': 'Ordini con opportunità',
  'dashboard.widget.service_orders_with_opportunity_counter.info':
    'Mostra il numero degli ordini con opportunità',

  'dashboard.widget.quotes_requested_counter.name': 'Preventivi non presentati',
  'dashboard.widget.quotes_requested_counter.info':
    'Mostra il numero dei preventivi richiesti e non ancora presentati',
  'dashboard.widget.quotes_to_evaluate_counter.name': 'Preventivi da valutare',
  'dashboard.widget.quotes_to_evaluate_counter.info':
    'Mostra il numero dei preventivi ricevuti da valutare',

  'dashboard.widget.tokens_to_verify_counter.name': 'Tokens da verificare',
  'dashboard.widget.tokens_to_verify_counter.info': 'Mostra il numero dei tokens da verificare',

  'dashboard.widget.tickets_to_assign_counter.name': 'Ticket da assegnare',
  'dashboard.widget.tickets_to_assign_counter.info':
    'Mostra il numero dei ticket aperti non ancora assegnati',
  'dashboard.widget.tickets_taken_counter.name': 'Ticket presi in carico',
  'dashboard.widget.tickets_taken_counter.info': 'Mostra il numero dei ticket presi in carico',
  'dashboard.widget.tickets_working_counter.name': 'Ticket in lavorazione',
  'dashboard.widget.tickets_working_counter.info': 'Mostra il numero dei ticket in lavorazione',

  'dashboard.widget.persons_counter.name': 'Persone',
  'dashboard.widget.persons_counter.info': 'Mostra il numero delle persone in anagrafica',
  'dashboard.widget.condominiums_counter.name': 'Condomini',
  'dashboard.widget.condominiums_counter.info': 'Mostra il numero dei condomini gestiti',
  'dashboard.widget.private_buildings_counter.name': 'Immobili privati',
  'dashboard.widget.private_buildings_counter.info':
    'Mostra il numero degli immobili privati gestiti',

  'dashboard.widget.claims_chips.name': 'Riepilogo sinistri',
  'dashboard.widget.claims_chips.info':
    'Mostra i sinistri aperti, in verifica, con danno accertato e in liquidazione',
  'dashboard.widget.repeat_orders_chips.name': 'Riepilogo contratti',
  'dashboard.widget.repeat_orders_chips.info':
    'Mostra i contratti aperti, da rinnovare e con attività scadute',
  'dashboard.widget.service_orders_chips.name': 'Riepilogo ordini',
  'dashboard.widget.service_orders_chips.info':
    'Mostra gli ordini aperti, non confermati, scaduti e con opportunità',
  'dashboard.widget.quotes_chips.name': 'Riepilogo preventivi',
  'dashboard.widget.quotes_chips.info':
    'Mostra i preventivi richiesti non presentati e da valutare',
  'dashboard.widget.tickets_chips.name': 'Riepilogo ticket',
  'dashboard.widget.tickets_chips.info':
    'Mostra i ticket da assegnare, presi in carico e in lavorazione',

  'dashboard.widget.assigned_to_me.name': 'Assegnati a me',
  'dashboard.widget.assigned_to_me.info':
    'Mostra i ticket, gli ordini e i sinistri assegnati a te, dal più recente',
  'dashboard.widget.activities_list.name': 'Attività di oggi',
  'dashboard.widget.activities_list.info':
    'Mostra le attività da fare o in lavorazione previste per oggi',
  'dashboard.widget.tickets_list.name': 'Ticket aperti',
  'dashboard.widget.tickets_list.info': 'Mostra gli ultimi ticket aperti, dal più recente',
  /** 000 §6: the ticket widget for profile level 1. */
  'dashboard.widget.tickets_list.ownName': 'I miei ticket aperti',
  'dashboard.widget.orders_list.name': 'Ordini in corso',
  'dashboard.widget.orders_list.info': 'Mostra gli ultimi ordini di servizio aperti',
  'dashboard.widget.repeat_orders_list.name': 'Contratti attivi',
  'dashboard.widget.repeat_orders_list.info': 'Mostra gli ordini ripetuti attivi',
  'dashboard.widget.quotes_list.name': 'Avanzamento preventivi',
  'dashboard.widget.quotes_list.info':
    'Mostra le richieste di preventivo con i preventivi ricevuti sul totale richiesto',
  'dashboard.widget.tokens_list.name': 'Elenco tokens',
  'dashboard.widget.tokens_list.info': 'Mostra gli ultimi tokens da verificare',

  // SPL widgets (000 §2 "SPL dashboard"). Spec names: 'Attività pianificate', 'Preventivi
  // richiesti da fare'; the others are ours.
  'dashboard.widget.spl_app_banner.name': "Scarica l'applicazione",
  'dashboard.widget.spl_app_banner.info': "Invita a installare l'applicazione del prodotto",
  'dashboard.widget.spl_buildings_launcher.name': 'Immobili',
  'dashboard.widget.spl_buildings_launcher.info': "Apre l'elenco degli immobili",
  'dashboard.widget.spl_employees_launcher.name': 'Dipendenti',
  'dashboard.widget.spl_employees_launcher.info': "Apre l'elenco dei dipendenti",
  'dashboard.widget.spl_orders_chips.name': 'Ordini',
  'dashboard.widget.spl_orders_chips.info': 'Mostra il numero degli ordini per stato',
  'dashboard.widget.spl_contracts_chips.name': 'Contratti',
  'dashboard.widget.spl_contracts_chips.info': 'Mostra il numero dei contratti per stato',
  /** The chips of the buildings and persons counters (000 §9): ours, like the counters' names. */
  'dashboard.view.buildings.condominium': 'Condomini',
  'dashboard.view.buildings.private': 'Immobili privati',
  'dashboard.view.persons': 'Persone',
  'dashboard.widget.spl_folders_chips.name': 'Cartelle certificazioni',
  'dashboard.widget.spl_folders_chips.info':
    'Mostra le cartelle di certificazione da compilare, scadute e in scadenza',
  'dashboard.widget.spl_today_activities.name': 'Attività pianificate',
  'dashboard.widget.spl_today_activities.info': 'Mostra tutte le attività pianificate per oggi',
  /** 002 §8 "Empty lists: … 'Nessuna attività pianificata'". */
  'dashboard.widget.spl_today_activities.empty': 'Nessuna attività pianificata',
  'dashboard.widget.spl_expired_activities.name': 'Attività scadute',
  'dashboard.widget.spl_expired_activities.info':
    'Mostra le attività scadute non ancora completate',
  'dashboard.widget.spl_requested_quotes.name': 'Preventivi richiesti da fare',
  'dashboard.widget.spl_requested_quotes.info':
    'Mostra i preventivi richiesti ancora da presentare',

  // USR widgets (000 §2 "USR dashboard", 001 §2.7). Names are ours.
  'dashboard.widget.usr_building_selector.name': 'Immobile selezionato',
  'dashboard.widget.usr_building_selector.info':
    "Permette di scegliere l'immobile di cui vedere le informazioni",
  'dashboard.widget.usr_orders_shortcut.name': 'Ordini',
  'dashboard.widget.usr_orders_shortcut.info': 'Apre gli ordini',
  'dashboard.widget.usr_communications_shortcut.name': 'Comunicazioni',
  'dashboard.widget.usr_communications_shortcut.info': 'Apre le comunicazioni ricevute',
  'dashboard.widget.usr_tickets_shortcut.name': 'Ticket',
  'dashboard.widget.usr_tickets_shortcut.info': 'Apre i ticket',
  'dashboard.widget.usr_condo_correspondences_shortcut.name': 'Corrispondenza condominiale',
  'dashboard.widget.usr_condo_correspondences_shortcut.info': 'Apre la corrispondenza condominiale',
  'dashboard.widget.usr_general_communications_shortcut.name': 'Comunicazioni generali',
  'dashboard.widget.usr_general_communications_shortcut.info':
    "Apre le comunicazioni generali dell'amministratore",
  'dashboard.widget.usr_notices_shortcut.name': 'Avvisi',
  'dashboard.widget.usr_notices_shortcut.info': 'Apre gli avvisi condominiali',
  'dashboard.widget.usr_unread_correspondence.name': 'Corrispondenza da leggere',
  'dashboard.widget.usr_unread_correspondence.info':
    'Mostra la corrispondenza ricevuta e non ancora aperta',

  // Preview samples (000 §3 "Preview samples"): sample content of the picker previews, ours.
  'dashboard.preview.ticket.title': "Perdita d'acqua nel vano scala",
  'dashboard.preview.ticket.buildingName': 'Condominio Via Roma 12',
  'dashboard.preview.ticket.userName': 'Mario Rossi',
  'dashboard.preview.order.title': 'Manutenzione ascensore',
  'dashboard.preview.order.buildingName': 'Condominio Via Roma 12',
  'dashboard.preview.order.supplierName': 'Ascensori Bianchi S.r.l.',
  'dashboard.preview.activity.orderName': 'Pulizia scale e androne',
  'dashboard.preview.activity.buildingName': 'Residenza I Tigli',
  'dashboard.preview.activity.supplierName': 'Pulizie Verdi S.n.c.',
  'dashboard.preview.calendarEvent.object': 'Assemblea condominiale',
} as const;

/** A message of the dashboard area, its `{name}` placeholders filled. */
export const dashboardMessage = /* @__PURE__ */ areaMessage(dashboardMessages);
