import { notificationsMessage } from '../messages/it-IT/notifications.ts';
import { ticketStatusName } from './ticketStatus.ts';
import type { TicketStatus } from './types.ts';

/** What a ticket step changed that its requester hears of (the step's `changes`, by wire name). */
export interface TicketNoticeChanges {
  readonly status?: TicketStatus;
  /** The new assignee's id, or null when the ticket is left unassigned. */
  readonly _assignTo?: number | string | null;
}

/** Who the step concerns: the ticket's requester and the one who took the step. */
export interface TicketNoticeParties {
  /** The user who opened the ticket (`created_by_user_id`). */
  readonly requesterUserId: number;
  /** The user who took the step. */
  readonly actorUserId: number;
}

/** The bell notification the requester gets: title and body. */
export interface TicketNotice {
  readonly title: string;
  readonly body: string;
}

/**
 * The notification a ticket's requester gets when a step changes its status or its assignee
 * (issue of the ticket lifecycle; DECISIONS.md 'Ticket lifecycle' 11), or undefined: no such
 * change, or the requester took the step themselves. The body names the new status ('Stato: In
 * lavorazione') and the new assignee ('Assegnato a Luca Neri'; 'Non più assegnato' when removed),
 * joined when a step changes both.
 */
export function requesterTicketNotice(
  ticket: { readonly object: string },
  changes: TicketNoticeChanges,
  parties: TicketNoticeParties,
  assigneeName: string | undefined,
): TicketNotice | undefined {
  if (parties.requesterUserId === parties.actorUserId) return undefined;
  const lines: string[] = [];
  if (changes.status !== undefined) {
    lines.push(
      notificationsMessage('notifications.body.ticketStatus', {
        status: ticketStatusName(changes.status),
      }),
    );
  }
  if (changes._assignTo !== undefined) {
    lines.push(
      changes._assignTo === null || !assigneeName
        ? notificationsMessage('notifications.body.ticketUnassigned')
        : notificationsMessage('notifications.body.ticketAssigned', { assignee: assigneeName }),
    );
  }
  if (lines.length === 0) return undefined;
  return {
    title: notificationsMessage('notifications.title.ticketUpdated', { object: ticket.object }),
    body: lines.join(' · '),
  };
}
