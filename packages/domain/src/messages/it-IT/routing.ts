import { areaMessage } from '../placeholders.ts';

/** Italian strings of the routing area, worded exactly as the spec. Keys are prefixed with 'routing.'. */
export const routingMessages = {
  /** 000 §2 Dashboards: 'Dashboard' (SPL and USR dashboards; also the ORG grid). */
  'routing.title.dashboard': 'Dashboard',
  /** 000 §2 Dashboards: /ORG/dashboard/settings, titled 'Impostazioni dashboard'. */
  'routing.title.dashboardSettings': 'Impostazioni dashboard',
  /** 002 §2.1 Calendar (title Calendario). */
  'routing.title.calendar': 'Calendario',
  /** 002 §2.5 Changelog: title 'Novità e aggiornamenti'. */
  'routing.title.changelog': 'Novità e aggiornamenti',
  /** 002 §2.9 Settings page 'Impostazioni'. */
  'routing.title.settings': 'Impostazioni',
  /** 000 §2 Dashboards: /ORG/settings/appearance/sidebar, titled 'Barra di navigazione'. */
  'routing.title.sidebarSettings': 'Barra di navigazione',
  /** 000 §2 Dashboards: loading screen 'Stai per accedere con il profilo'. */
  'routing.title.loading': 'Stai per accedere con il profilo',
  /** Not in the spec: /changeProfile has no title (see DECISIONS.md). */
  'routing.title.changeProfile': 'Cambio profilo',
  /** 002 §2.2: the building entity is called 'Immobile'. */
  'routing.title.publicBuilding': 'Immobile',
  /** 002 §2.11: the help drawer is called 'Helpdesk'. */
  'routing.title.helper': 'Helpdesk',
  /** Not in the spec: the 403 and 404 pages have no title (see DECISIONS.md). */
  'routing.title.forbidden': 'Accesso negato',
  'routing.title.notFound': 'Pagina non trovata',
  /** 002 §2.11 chat button; 002 §2.10 menus: chat. */
  'routing.title.chats': 'Chat',
  /** The screen titles below use the Italian words of the spec where it has them (000 §2 component picker: Sinistri, Ordini, Preventivi, Tickets, Tokens; 002 §3.1 link types; 001 §1 interventi). */
  'routing.title.polls': 'Sondaggi',
  'routing.title.notices': 'Avvisi',
  'routing.title.tickets': 'Tickets',
  'routing.title.tasks': 'Interventi',
  'routing.title.tokens': 'Tokens',
  /** 002 §2.8 list toolbar menu 'Proposte di fatturazione'. */
  'routing.title.billingProposals': 'Proposte di fatturazione',
  'routing.title.claims': 'Sinistri',
  'routing.title.orders': 'Ordini',
  'routing.title.contracts': 'Contratti',
  'routing.title.quotes': 'Preventivi',
  /** 002 §2.10 organisation menu group 'In gestione': external buildings. */
  'routing.title.externalBuildings': 'In gestione',
  'routing.title.buildings': 'Immobili',
  'routing.title.privateBuildings': 'Immobili privati',
  'routing.title.condominiums': 'Condomìni',
  'routing.title.consultancies': 'Consulenze',
  'routing.title.contacts': 'Contatti',
  'routing.title.clients': 'Clienti',
  'routing.title.employees': 'Dipendenti',
  'routing.title.entitlements': 'Diritti',
  'routing.title.entitlementsAccess': 'Accessi delegati',
  'routing.title.suppliers': 'Fornitori',
  'routing.title.sysSuppliers': 'Fornitori di sistema',
  'routing.title.units': 'Unità',
  'routing.title.plannedMaintenances': 'Manutenzioni programmate',
  'routing.title.report': 'Report',
  'routing.title.reportTimeline': 'Report timeline',
  'routing.title.folders': 'Cartelle di qualifica',
  /** 000 §2 Dashboards: component picker category "Attivita'" is spelled 'Attività' in 001 §1 and §4.2. */
  'routing.title.activities': 'Attività',
  'routing.title.procurements': 'Approvvigionamenti',
  'routing.title.correspondences': 'Corrispondenza',
  'routing.title.deliveries': 'Consegne',
  'routing.title.trackedDeliveries': 'Consegne tracciate',
  'routing.title.condoCorrespondences': 'Corrispondenza condominiale',
  // One record of a list, as its detail screen names it ('Ordine ODS-2026-0002').
  'routing.record.chats': 'Chat',
  'routing.record.polls': 'Sondaggio',
  'routing.record.notices': 'Avviso',
  'routing.record.tickets': 'Ticket',
  'routing.record.tasks': 'Intervento',
  'routing.record.tokens': 'Token',
  'routing.record.billingProposals': 'Proposta di fatturazione',
  'routing.record.claims': 'Sinistro',
  'routing.record.orders': 'Ordine',
  'routing.record.contracts': 'Contratto',
  'routing.record.quotes': 'Preventivo',
  'routing.record.externalBuildings': 'Immobile in gestione',
  'routing.record.buildings': 'Immobile',
  'routing.record.privateBuildings': 'Immobile privato',
  'routing.record.condominiums': 'Condominio',
  'routing.record.consultancies': 'Consulenza',
  'routing.record.contacts': 'Contatto',
  'routing.record.clients': 'Cliente',
  'routing.record.employees': 'Dipendente',
  'routing.record.entitlements': 'Diritto',
  'routing.record.entitlementsAccess': 'Accesso delegato',
  'routing.record.suppliers': 'Fornitore',
  'routing.record.sysSuppliers': 'Fornitore di sistema',
  'routing.record.units': 'Unità',
  'routing.record.plannedMaintenances': 'Manutenzione programmata',
  'routing.record.folders': 'Cartella di qualifica',
  'routing.record.activities': 'Attività',
  'routing.record.procurements': 'Approvvigionamento',
  'routing.record.correspondences': 'Corrispondenza',
  'routing.record.deliveries': 'Consegna',
  'routing.record.trackedDeliveries': 'Consegna tracciata',
  'routing.record.condoCorrespondences': 'Corrispondenza condominiale',
  // The detail title: the record's code when it has one, else its number.
  'routing.record.withCode': '{noun} {code}',
  'routing.record.withId': '{noun} n. {id}',
} as const;

/** A message of the routing area, its `{name}` placeholders filled. */
export const routingMessage = /* @__PURE__ */ areaMessage(routingMessages);
