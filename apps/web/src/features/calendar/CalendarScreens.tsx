/** The calendar screens of ORG and SPL (002 §2.1 /ORG/calendar, /SPL/calendar). */
import { CalendarScreen } from './CalendarScreen.tsx';

export function CalendarEventsScreen() {
  return <CalendarScreen />;
}
