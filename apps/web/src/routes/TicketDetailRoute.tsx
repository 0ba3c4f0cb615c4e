/** A ticket's /mod screen: the tickets feature's detail with the ticket's chat in its slot. */
import { TicketDetailScreen } from '../features/tickets/TicketScreens.tsx';
import { TicketChatSlot } from './recordChatSlots.tsx';

export function TicketDetailRoute() {
  return <TicketDetailScreen chatSection={TicketChatSlot} />;
}
