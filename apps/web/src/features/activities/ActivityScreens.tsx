/** The activities' screens (001 §3, §4.2); also the ORG timeline report until it has its own. */
import { RecordDetailScreen } from '../../records/RecordDetailScreen.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { ACTIVITIES } from './activityRecords.ts';

export function ActivitiesListScreen() {
  return <RecordListScreen definition={ACTIVITIES} />;
}

export function ActivityDetailScreen() {
  return <RecordDetailScreen definition={ACTIVITIES} />;
}
