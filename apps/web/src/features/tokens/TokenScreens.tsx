/** The billing tokens' screens (001 §3, 002 §3.10). */
import { RecordDetailScreen } from '../../records/RecordDetailScreen.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { TOKENS } from './tokenRecords.ts';

export function TokensListScreen() {
  return <RecordListScreen definition={TOKENS} />;
}

export function TokenDetailScreen() {
  return <RecordDetailScreen definition={TOKENS} />;
}
