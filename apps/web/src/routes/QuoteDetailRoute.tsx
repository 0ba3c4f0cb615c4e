/** A quote's /mod screen: the quotes feature's detail with the quote's chat in its slot. */
import { QuoteDetailScreen } from '../features/quotes/QuoteScreens.tsx';
import { QuoteChatSlot } from './recordChatSlots.tsx';

export function QuoteDetailRoute() {
  return <QuoteDetailScreen chatSection={QuoteChatSlot} />;
}
