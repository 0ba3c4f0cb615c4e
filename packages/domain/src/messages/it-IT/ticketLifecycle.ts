import { areaMessage } from '../placeholders.ts';

/**
 * Italian strings of the ticket lifecycle and the new-ticket form (DECISIONS.md "Ticket
 * lifecycle"), apart from the tickets' status labels so that a consumer of those (the ui's
 * TicketStatus) does not ship these. Keys are prefixed with 'tickets.'.
 */
export const ticketLifecycleMessages = {
  /** The ticket lifecycle's actions (ours: the spec names no action, DECISIONS.md "Ticket lifecycle"). */
  'tickets.action.takeCharge': 'Prendi in carico',
  'tickets.action.assign': 'Assegna',
  'tickets.action.startWork': 'Metti in lavorazione',
  'tickets.action.close': 'Chiudi ticket',
  'tickets.action.reopen': 'Riapri',
  /** A ticket becomes a service order (DECISIONS.md "Ticket lifecycle" 9; ours). */
  'tickets.action.createOrder': 'Crea ordine',
  /** Confirmations before a step that ends or reopens the handling (ours). */
  'tickets.confirm.close': 'Chiudendo il ticket la richiesta risulta risolta.',
  'tickets.confirm.reopen': 'Il ticket torna in gestione.',
  'tickets.confirm.continue': 'CONTINUA',
  'tickets.confirm.cancel': 'ANNULLA',
  /** Why a step is refused (ours). */
  'tickets.refusal.organisationOnly': "Questa azione spetta all'amministrazione",
  'tickets.refusal.open': 'Il ticket è in gestione',
  'tickets.refusal.working': 'Il ticket è già in lavorazione',
  'tickets.refusal.closed': 'Il ticket è chiuso',
  'tickets.refusal.notClosed': 'Il ticket non è chiuso',
  'tickets.refusal.unassigned': 'Assegna il ticket prima di metterlo in lavorazione',
  'tickets.refusal.noEmployee': 'Il tuo profilo non è collegato a un dipendente',
  'tickets.refusal.alreadyMine': 'Il ticket è già in carico a te',
  'tickets.refusal.assigneeRequired': 'Scegli il dipendente a cui assegnare il ticket',
  'tickets.refusal.sameAssignee': 'Il ticket è già assegnato a questo dipendente',
  'tickets.refusal.assigneeNotEnabled': "Il dipendente non è attivo nell'organizzazione",
  'tickets.refusal.orderOnClosed': 'Riapri il ticket per crearne un ordine',
  'tickets.refusal.orderNotPermitted': 'Non hai il permesso di creare ordini',
  /** Who adds photos and files to a ticket (DECISIONS.md "Ticket lifecycle" 10; ours). */
  'tickets.refusal.attachmentOnClosed': 'Il ticket è chiuso: riaprilo per aggiungere file',
  'tickets.refusal.attachmentNotAllowed': 'Non puoi aggiungere file a questo ticket',
  /**
   * The ticket's history (DECISIONS.md "Record history"): what each entry did, in the past tense
   * of the action that wrote it (ours: the spec names no action; 'In lavorazione' is 002 §4.6's).
   */
  'tickets.history.action.create': 'Ticket aperto',
  'tickets.history.action.update': 'Ticket modificato',
  'tickets.history.action.TAKE_CHARGE': 'Preso in carico',
  'tickets.history.action.ASSIGN': 'Assegnato',
  'tickets.history.action.START_WORK': 'Messo in lavorazione',
  'tickets.history.action.CLOSE': 'Ticket chiuso',
  'tickets.history.action.REOPEN': 'Ticket riaperto',
  'tickets.history.action.CREATE_ORDER': 'Ordine creato',
  /** A photo or file added to the ticket (DECISIONS.md "Record history": ours). */
  'tickets.history.action.ATTACH': 'File aggiunto',
  'tickets.history.field.file': 'File',
  'tickets.history.field.order': 'Ordine',
  /** The ticket's files copied to the order it became (DECISIONS.md "Order files", ours). */
  'tickets.history.field.files': "File copiati nell'ordine",
  /** The labels of the fields the lifecycle writes (the form's are the form's labels; ours). */
  'tickets.history.field.status': 'Stato',
  'tickets.history.field.assignTo': 'Assegnato a',
  'tickets.history.field.contact': 'Richiedente',
  'tickets.history.field.dateTicket': 'Data segnalazione',
  'tickets.history.field.closedAt': 'Data chiusura',
  /** The new-ticket form (001 §3 Ticket fields; labels ours where the spec gives none). */
  'tickets.form.label.object': 'Oggetto',
  'tickets.form.label.building': 'Immobile',
  'tickets.form.label.description': 'Descrizione',
  'tickets.form.label.priority': 'Priorità',
  'tickets.form.label.visibility': 'Visibilità',
  'tickets.form.priority.normal': 'Normale',
  /** 002 §4.6 "URGENT priority shows 'Urgente'" */
  'tickets.form.priority.urgent': 'Urgente',
  /** 002 §3.6 visibility values: owner, tennant, councilor, doorkeeper (labels ours). */
  'tickets.form.visibility.owner': 'Proprietari',
  'tickets.form.visibility.tennant': 'Inquilini',
  'tickets.form.visibility.councilor': 'Consiglieri',
  'tickets.form.visibility.doorkeeper': 'Portiere',
} as const;

/** A message of the ticket lifecycle and form, its `{name}` placeholders filled. */
export const ticketLifecycleMessage = /* @__PURE__ */ areaMessage(ticketLifecycleMessages);

/** A key of the ticket lifecycle's and form's messages. */
export type TicketLifecycleMessageKey = keyof typeof ticketLifecycleMessages;
