/** The tickets' screens (001 §3, 002 §4.6); ticket handling of its issue builds on them. */
import { RecordDetailScreen } from '../../records/RecordDetailScreen.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { TICKETS } from './ticketRecords.ts';

export function TicketsListScreen() {
  return <RecordListScreen definition={TICKETS} />;
}

export function TicketDetailScreen() {
  return <RecordDetailScreen definition={TICKETS} />;
}
