/**
 * The chat slots of the record details (001 §2 `/mod/{idElement}/{idChat?}`): the chat feature's
 * panel for one chat category (002 §3.6), composed into a detail by its route (features never
 * import each other; the routes wire them).
 */
import { RecordChat } from '../features/chat/RecordChat.tsx';
import type { RecordChatSlotProps } from '../records/RecordChatSection.tsx';

/** The order's chat. */
export function OrderChatSlot({ recordId, idChat }: RecordChatSlotProps) {
  return <RecordChat category="ORDER" entityId={recordId} idChat={idChat} />;
}

/** The claim's chat. */
export function ClaimChatSlot({ recordId, idChat }: RecordChatSlotProps) {
  return <RecordChat category="CLAIM" entityId={recordId} idChat={idChat} />;
}

/** The ticket's chat. */
export function TicketChatSlot({ recordId, idChat }: RecordChatSlotProps) {
  return <RecordChat category="TICKET" entityId={recordId} idChat={idChat} />;
}
