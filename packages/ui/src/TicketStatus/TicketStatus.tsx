import { ticketPriorityLabel, ticketStatusLabel } from '@portineria/domain';
import type { Ticket } from '@portineria/domain';
import { Chip } from '../Chip/Chip.tsx';
import type { ChipVariants } from '../Chip/Chip.css.ts';
import { dataDisplayMessage } from '../messages/it-IT/dataDisplay.ts';
import * as styles from './TicketStatus.css.ts';
import { ticketStatusTone } from './ticketStatusTone.ts';

export interface TicketStatusProps {
  /** The ticket: status, assignee and priority, as domain's label rules read them. */
  ticket: Pick<Ticket, 'status' | '_assignTo' | 'org_employees' | 'priority'>;
  /** small (lists) or medium. */
  size?: ChipVariants['size'];
  /** Replaces the status label domain gives ('In lavorazione', 'Da assegnare', the assignee…). */
  statusLabel?: string;
  /** Replaces the priority label domain gives ('Urgente'). */
  priorityLabel?: string;
  /** Overrides the status chip's tone (info for open, primary for working, default for closed). */
  tone?: ChipVariants['tone'];
  /** Accessible name of the group; 'Stato del ticket' by default. */
  'aria-label'?: string;
}

/**
 * The status of a ticket as chips (002 §4.6): 'In lavorazione' while working; an open ticket
 * shows its assignee's name, or 'Da assegnare'; an urgent ticket adds 'Urgente'.
 */
export function TicketStatus({
  ticket,
  size = 'small',
  statusLabel,
  priorityLabel,
  tone,
  'aria-label': ariaLabel,
}: TicketStatusProps) {
  const priority = ticketPriorityLabel(ticket);
  return (
    <span
      role="group"
      aria-label={ariaLabel ?? dataDisplayMessage('ticketStatus.label')}
      className={styles.group}
      data-status={ticket.status}
      data-urgent={priority ? '' : undefined}
    >
      <Chip
        label={statusLabel ?? ticketStatusLabel(ticket)}
        tone={tone ?? ticketStatusTone(ticket.status)}
        size={size}
      />
      {priority ? <Chip label={priorityLabel ?? priority} tone="error" size={size} /> : null}
    </span>
  );
}
