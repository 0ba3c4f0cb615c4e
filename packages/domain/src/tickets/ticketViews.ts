import { ticketsMessage } from '../messages/it-IT/tickets.ts';
import type { TicketCriteria } from './types.ts';

/** The id of a ticket view. The spec gives the tickets views no codes; these are ours. */
export type TicketViewId = 'UNASSIGNED' | 'ASSIGNED' | 'WORKING';

/** A ticket view: its id, its Italian label and the where criteria that select its tickets. */
export interface TicketView {
  id: TicketViewId;
  label: string;
  criteria: TicketCriteria;
}

const UNASSIGNED_CRITERIA: TicketCriteria = { status: 'OPEN', _assignTo: null };
const ASSIGNED_CRITERIA: TicketCriteria = { status: 'OPEN', _assignTo: { $ne: null } };
const WORKING_CRITERIA: TicketCriteria = { status: 'WORKING' };

/**
 * The tickets views of the organisation dashboard (000 §4: "Tickets: Da assegnare, Presi in
 * carico, In lavorazione") with the criteria of 002 §4.6 "open unassigned, open assigned,
 * working". 'Presi in carico' counts tickets assigned to anyone: the spec says "open assigned",
 * not "assigned to me" (DECISIONS.md).
 */
export const TICKET_DASHBOARD_VIEWS: readonly TicketView[] = [
  {
    id: 'UNASSIGNED',
    label: ticketsMessage('tickets.view.unassigned'),
    criteria: UNASSIGNED_CRITERIA,
  },
  { id: 'ASSIGNED', label: ticketsMessage('tickets.view.assigned'), criteria: ASSIGNED_CRITERIA },
  { id: 'WORKING', label: ticketsMessage('tickets.view.working'), criteria: WORKING_CRITERIA },
];
