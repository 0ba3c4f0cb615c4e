/** A claim's /mod screen: the claims feature's detail with the claim's chat in its slot. */
import { ClaimDetailScreen } from '../features/claims/ClaimScreens.tsx';
import { ClaimChatSlot } from './recordChatSlots.tsx';

export function ClaimDetailRoute() {
  return <ClaimDetailScreen chatSection={ClaimChatSlot} />;
}
