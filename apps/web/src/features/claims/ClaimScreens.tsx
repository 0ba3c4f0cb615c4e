/** The claims' screens (001 §3, §4.4). */
import { RecordDetailScreen } from '../../records/RecordDetailScreen.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { CLAIMS } from './claimRecords.ts';

export function ClaimsListScreen() {
  return <RecordListScreen definition={CLAIMS} />;
}

export function ClaimDetailScreen() {
  return <RecordDetailScreen definition={CLAIMS} />;
}
