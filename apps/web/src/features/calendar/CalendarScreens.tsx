/** The calendar screens: the events as a list until the calendar grid of its issue replaces it (002 §2.1). */
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { CALENDAR_EVENTS } from './calendarRecords.ts';

export function CalendarEventsScreen() {
  return <RecordListScreen definition={CALENDAR_EVENTS} />;
}
