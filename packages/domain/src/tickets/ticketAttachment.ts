/**
 * Who adds photos and files to a ticket, and when (DECISIONS.md "Ticket lifecycle" 10; 002 §5.3
 * "multiple files are allowed"). The web shows or hides the ticket's 'Aggiungi file' with this
 * answer and its reason; the gateway asks the same before it stores a file, after it has checked
 * that the caller reads the ticket (its requester, or its organisation: else 404).
 */
import { ticketLifecycleMessage } from '../messages/it-IT/ticketLifecycle.ts';
import { refusal } from '../orders/transitions.ts';
import type { TransitionActor, TransitionRefusal } from '../orders/transitions.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import { ticketLifecycleState } from './ticketLifecycle.machine.ts';
import type { TicketLifecycleRecord } from './ticketLifecycleTypes.ts';

/**
 * Why this actor may not add a file to this ticket now, or undefined when it may: the requester
 * (a resident) and the organisation add files while the ticket is open or in progress; a closed
 * ticket is solved, so nobody adds to it (CONFLICT, reopen it first); a supplier or the back
 * office never (FORBIDDEN). Whether the actor reads this ticket at all is the gateway's 404.
 */
export function ticketAttachmentRefusal(
  ticket: Pick<TicketLifecycleRecord, 'status'>,
  actor: Pick<TransitionActor, 'role'>,
): TransitionRefusal | undefined {
  const roleType = roleTypeOf(actor.role);
  if (roleType !== 'ORG' && roleType !== 'USR') {
    return refusal('FORBIDDEN', ticketLifecycleMessage('tickets.refusal.attachmentNotAllowed'));
  }
  if (ticketLifecycleState(ticket) === 'closed') {
    return refusal('CONFLICT', ticketLifecycleMessage('tickets.refusal.attachmentOnClosed'));
  }
  return undefined;
}
