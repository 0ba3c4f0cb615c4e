/** A token's /mod screen: the tokens feature's detail with the token's chat in its slot. */
import { TokenDetailScreen } from '../features/tokens/TokenScreens.tsx';
import { TokenChatSlot } from './recordChatSlots.tsx';

export function TokenDetailRoute() {
  return <TokenDetailScreen chatSection={TokenChatSlot} />;
}
