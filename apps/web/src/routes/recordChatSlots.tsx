/**
 * The chat slots of the record details (001 §2 `/mod/{idElement}/{idChat?}`): the chat feature's
 * panel for one chat category (002 §3.6), composed into a detail by its route (features never
 * import each other; the routes wire them).
 */
import type { ChatCategory } from '@portineria/domain';
import { RecordChat } from '../features/chat/RecordChat.tsx';
import type { RecordChatSlot, RecordChatSlotProps } from '../records/RecordChatSection.tsx';

/** The slot showing the chat of a record of `category`. */
function chatSlotOf(category: ChatCategory): RecordChatSlot {
  function ChatSlot({ recordId, idChat }: RecordChatSlotProps) {
    return <RecordChat category={category} entityId={recordId} idChat={idChat} />;
  }
  return ChatSlot;
}

/** The order's chat. */
export const OrderChatSlot = chatSlotOf('ORDER');
/** The claim's chat. */
export const ClaimChatSlot = chatSlotOf('CLAIM');
/** The ticket's chat. */
export const TicketChatSlot = chatSlotOf('TICKET');
/** The quote's chat. */
export const QuoteChatSlot = chatSlotOf('QUOTE');
/** The token's chat. */
export const TokenChatSlot = chatSlotOf('TOKEN');
/** The building's chat. */
export const BuildingChatSlot = chatSlotOf('BUILDING');
/** The chat between an organisation and a supplier, on the supplier's page. */
export const CompanyChatSlot = chatSlotOf('COMPANY');
/** The qualification folder's chat. */
export const FolderChatSlot = chatSlotOf('FOLDER');
