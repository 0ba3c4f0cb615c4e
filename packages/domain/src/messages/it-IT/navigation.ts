import { areaMessage } from '../placeholders.ts';

/** The side menus of every role (002 §2.10): group subtitles and entry labels not named elsewhere. */
export const navigationMessages = {
  /** 002 §2.10 Organisation menu groups. */
  'navigation.group.managed': 'In gestione',
  'navigation.group.registries': 'Anagrafiche',
  'navigation.group.secretariat': 'Segreteria',
  'navigation.group.operations': 'Operatività',
  'navigation.group.analysis': 'Analisi',
  'navigation.group.communications': 'Comunicazioni',
  'navigation.group.services': 'Servizi',
  /** 002 §2.10 Supplier and user menus spell their groups in capitals. */
  'navigation.group.registriesUpper': 'ANAGRAFICHE',
  'navigation.group.secretariatUpper': 'SEGRETERIA',
  'navigation.group.operationsUpper': 'OPERATIVITÀ',
  'navigation.group.communicationsUpper': 'COMUNICAZIONI',
  'navigation.group.interactionsUpper': 'INTERAZIONI',
  /** 002 §2.10 "Comunicazioni: postal service external app". */
  'navigation.entry.postalService': 'Servizio postale',
  /** 002 §2.10 "building chats". */
  'navigation.entry.buildingChats': 'Chat condominiali',
  /** 002 §2.10 "news": the changelog page. */
  'navigation.entry.news': 'Novità',
  /** 002 §2.10 "settings". */
  'navigation.entry.settings': 'Impostazioni',
  /** 002 §2.10 "/login as the logged-out entry". */
  'navigation.entry.login': 'Accedi',
  /** 002 §2.10 "A certificates-folders entry". */
  'navigation.entry.folders': 'Cartelle certificati',
  /** 002 §2.10 "tokens with a red badge counting tokens not yet invoiced". */
  'navigation.badge.uninvoicedTokens': '{count} token da fatturare',
  /** Why a USR communication entry is disabled (002 §2.10 "disabled if the active building is private"; wording ours). */
  'navigation.disabled.privateBuilding': 'Non disponibile per un immobile privato',
  /** Why the SPL folders entry is disabled (002 §2.10 "enabled only when the qualifications module is on"; 000 §8 wording). */
  'navigation.disabled.qualificationsModule': 'Funzionalità non abilitata',
  /** 002 §2.11 apps menu entries (labels ours). */
  'navigation.app.archive': 'Archivio',
  'navigation.app.notifications': 'Notifiche online',
  'navigation.app.administration': 'Amministrazione',
  'navigation.app.menu': 'Applicazioni',
  /** 002 §2.11 Top bar: the buttons the spec words. */
  'navigation.topBar.reminders': 'Promemoria',
  'navigation.topBar.helpCentre': 'Vai al centro assistenza',
  'navigation.topBar.helpdesk': 'Helpdesk',
  'navigation.topBar.changelog': 'Visualizza le ultime novitá',
  /** 002 §2.11 names the two profile switches, not their wording: ours. */
  'navigation.topBar.managerProfile': 'Vai al profilo gestore',
  'navigation.topBar.linkedProfiles': 'Profili collegati',
} as const;

/** A message of the navigation area, its `{name}` placeholders filled. */
export const navigationMessage = /* @__PURE__ */ areaMessage(navigationMessages);
