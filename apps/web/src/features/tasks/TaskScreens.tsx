/** The tasks' screens (001 §3 Task); task registration of its issue builds on them. */
import { RecordDetailScreen } from '../../records/RecordDetailScreen.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { TASKS } from './taskRecords.ts';

export function TasksListScreen() {
  return <RecordListScreen definition={TASKS} />;
}

export function TaskDetailScreen() {
  return <RecordDetailScreen definition={TASKS} />;
}
