/** The qualification folder's /mod screen: the folders feature's page with its chat composed in. */
import { FolderDetailScreen } from '../features/folders/FolderScreens.tsx';
import { FolderChatSlot } from './recordChatSlots.tsx';

export function FolderDetailRoute() {
  return <FolderDetailScreen chatSection={FolderChatSlot} />;
}
