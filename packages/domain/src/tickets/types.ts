/**
 * Tickets as the rules of this area read them, with the spec's field names (001 §3 "Ticket: id,
 * code, object, status, priority, visibility, _assignTo, _contact, dateTicket"; 002 §3.10 adds
 * createdAt, _building and org_employees.fullname; 002 §3.5 "org_contacts (requester)").
 */

/**
 * A ticket status. OPEN ("In gestione") and WORKING ("In lavorazione") are the spec's (001 §4.3);
 * the spec names no closed state, so CLOSED ('Chiuso') is ours (DECISIONS.md).
 */
export type TicketStatus = 'OPEN' | 'WORKING' | 'CLOSED';

/** A ticket priority. URGENT is the spec's (001 §4.3); NORMAL, for every other ticket, is ours. */
export type TicketPriority = 'NORMAL' | 'URGENT';

/** The requester of a ticket (002 §3.5 "org_contacts (requester)"; 002 §3.10 "Contact: id, fullname, isPerson"). */
export interface TicketRequester {
  id?: string;
  fullname?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  name1?: string | null;
  name2?: string | null;
  isPerson?: boolean;
}

/** A ticket. */
export interface Ticket {
  id: string;
  code?: string;
  object: string;
  status: TicketStatus;
  priority?: TicketPriority | null;
  visibility?: string | null;
  /** The employee the ticket is assigned to. */
  _assignTo?: string | null;
  /** The requester contact. */
  _contact?: string | null;
  _building?: string | null;
  dateTicket?: string | null;
  createdAt?: string;
  /** The version of the stored ticket, sent back with every edit and step (stale writes are refused). */
  updatedAt?: string;
  /** The assigned employee, expanded (002 §3.10 "org_employees.fullname"). */
  org_employees?: { fullname?: string | null } | null;
  /** The requester, expanded (002 §3.5). */
  org_contacts?: TicketRequester | null;
  /** The ticket's photos and files, oldest first (the detail's include 'attachments'). */
  attachments?: readonly TicketAttachment[];
}

/** A photo or file attached to a ticket, as its detail lists it. */
export interface TicketAttachment {
  /** The attachment's public id; the file is `GET attachments/{id}`. */
  id: string;
  name: string;
  /** Bytes (shown with FileSize). */
  size: number;
  mimeType: string;
}

/**
 * A sequelize-like where object over tickets, as the list, count and watcher calls send it
 * (001 §7, 002 §7.6). `'@activeUser'` is replaced by the active user id server-side (000 §7).
 */
export interface TicketCriteria {
  status?: TicketStatus | { $in: readonly TicketStatus[] };
  _assignTo?: string | null | { $ne: null };
  /** The assigned employee is the active user (`ASSIGNED_TO_ACTIVE_USER`). */
  '$org_employees._user$'?: '@activeUser';
}

/** One sequelize order entry: a field and a direction. */
export type TicketOrderItem = readonly [field: keyof Ticket, direction: 'ASC' | 'DESC'];

/** The body of the tickets list and count calls (001 §7). */
export interface TicketListQuery {
  where: TicketCriteria;
  include: readonly unknown[];
  limit: number;
  offset: number;
  order: readonly TicketOrderItem[];
}
