/** The quote requests' screens (002 §3.10, §5.7); the quote workflow of its issue builds on them. */
import { RecordDetailScreen } from '../../records/RecordDetailScreen.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { QUOTES } from './quoteRecords.ts';

export function QuotesListScreen() {
  return <RecordListScreen definition={QUOTES} />;
}

export function QuoteDetailScreen() {
  return <RecordDetailScreen definition={QUOTES} />;
}
