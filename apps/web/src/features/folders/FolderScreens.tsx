/** The qualification folders' screens (001 §2.3, §3, §4.7). */
import { RecordDetailScreen } from '../../records/RecordDetailScreen.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { FOLDERS } from './folderRecords.ts';

export function FoldersListScreen() {
  return <RecordListScreen definition={FOLDERS} />;
}

export function FolderDetailScreen() {
  return <RecordDetailScreen definition={FOLDERS} />;
}
