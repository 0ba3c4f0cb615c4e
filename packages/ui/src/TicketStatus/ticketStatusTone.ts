import type { TicketStatus } from '@portineria/domain';
import type { ChipVariants } from '../Chip/Chip.css.ts';

/**
 * The chip tone of a ticket status. Domain words the labels (002 §4.6) but names no colours, so
 * the tones are the ui's: open tickets are news (info), working ones are in progress (primary),
 * closed ones are settled (default).
 */
export function ticketStatusTone(status: TicketStatus): NonNullable<ChipVariants['tone']> {
  switch (status) {
    case 'OPEN':
      return 'info';
    case 'WORKING':
      return 'primary';
    case 'CLOSED':
      return 'default';
    default:
      status satisfies never;
      return 'default';
  }
}
