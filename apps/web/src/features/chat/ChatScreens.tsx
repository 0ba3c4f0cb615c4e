/** The chats pages: the caller's chats as a list until the chat panel of its issue replaces it (002 §2.6). */
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { CHATS } from './chatRecords.ts';

export function ChatsScreen() {
  return <RecordListScreen definition={CHATS} />;
}
