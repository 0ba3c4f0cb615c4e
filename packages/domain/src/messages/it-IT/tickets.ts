import { areaMessage } from '../placeholders.ts';

/** Italian strings of the tickets area, worded exactly as the spec. Keys are prefixed with 'tickets.'. */
export const ticketsMessages = {
  /** 001 §4.3 "OPEN (shown as "In gestione"), WORKING ("In lavorazione")" */
  'tickets.status.open': 'In gestione',
  'tickets.status.working': 'In lavorazione',
  /** Not in the spec: the closed state is ours. */
  'tickets.status.closed': 'Chiuso',
  /** 002 §4.6 "An open ticket … without one it shows 'Da assegnare'" */
  'tickets.label.unassigned': 'Da assegnare',
  /** 002 §4.6 "URGENT priority shows 'Urgente'" */
  'tickets.priority.urgent': 'Urgente',
  /** 000 §4 dashboard view names "Tickets: Da assegnare, Presi in carico, In lavorazione" */
  'tickets.view.unassigned': 'Da assegnare',
  'tickets.view.assigned': 'Presi in carico',
  'tickets.view.working': 'In lavorazione',
  /** 002 §4.6 "Ticket watchers: open unassigned ('Da Assegnare'), open assigned ('Presi in carico'), working ('In lavorazione')" */
  'tickets.watcher.unassigned': 'Da Assegnare',
  'tickets.watcher.assigned': 'Presi in carico',
  'tickets.watcher.working': 'In lavorazione',
  /** 002 §8 "ticket without requester: 'Nessun richiedente'" */
  'tickets.noRequester': 'Nessun richiedente',
  /** 000 §6 "A ticket widget for profile level 1 shows 'I miei ticket aperti'" */
  'tickets.widget.ownTitle': 'I miei ticket aperti',
  /** 000 §2 component picker category 'Tickets', the title of the widget for other levels. */
  'tickets.widget.title': 'Tickets',
} as const;

/** A message of the tickets area, its `{name}` placeholders filled. */
export const ticketsMessage = /* @__PURE__ */ areaMessage(ticketsMessages);

/** A key of the tickets area's messages. */
export type TicketsMessageKey = keyof typeof ticketsMessages;
