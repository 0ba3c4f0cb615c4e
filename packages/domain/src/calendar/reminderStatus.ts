import { calendarMessage } from '../messages/it-IT/calendar.ts';
import { CALENDAR_STATUS } from './constants.ts';
import type { CalendarItemStatus, Reminder } from './types.ts';

/** Whether an event or reminder is done; done items are shown struck through (002 §4.2). */
export function isCalendarItemDone(item: { status?: CalendarItemStatus | null }): boolean {
  return item.status === CALENDAR_STATUS.done;
}

/** The status after the toggle: todo ↔ done (002 §4.2). A missing status counts as todo. */
export function toggleCalendarStatus(
  status: CalendarItemStatus | null | undefined,
): CalendarItemStatus {
  return status === CALENDAR_STATUS.done ? CALENDAR_STATUS.todo : CALENDAR_STATUS.done;
}

/** The status label: 'Da fare' or 'Completato' (002 §4.2). */
export function calendarStatusLabel(status: CalendarItemStatus | null | undefined): string {
  return calendarMessage(
    status === CALENDAR_STATUS.done ? 'calendar.status.done' : 'calendar.status.todo',
  );
}

/** The toggle action label: 'Segna come completato' for todo items, 'Segna come da fare' for done ones (002 §4.2). */
export function calendarStatusToggleLabel(status: CalendarItemStatus | null | undefined): string {
  return calendarMessage(
    status === CALENDAR_STATUS.done ? 'calendar.status.markTodo' : 'calendar.status.markDone',
  );
}

/** An action on a reminder in the side pane (002 §4.2). */
export type ReminderAction = 'edit' | 'delete' | 'moveToCalendar';

/**
 * The actions a reminder offers (002 §4.2 "Completed reminders can only be deleted. Open ones can
 * be edited, deleted or moved to the calendar ('Sposta in calendario')").
 */
export function reminderActions(reminder: Pick<Reminder, 'status'>): ReminderAction[] {
  return isCalendarItemDone(reminder) ? ['delete'] : ['edit', 'delete', 'moveToCalendar'];
}

/**
 * The number of open reminders, shown on the Promemoria badge (002 §2.1, §4.6 "Reminders with
 * status TODO count as open"). A reminder without a status is open.
 */
export function openRemindersCount(reminders: readonly Pick<Reminder, 'status'>[]): number {
  return reminders.filter((reminder) => !isCalendarItemDone(reminder)).length;
}

/** The collapsed panel of completed reminders. */
export interface CompletedRemindersPanel {
  count: number;
  /** 'Completati (n)' */
  label: string;
  /** Enabled only if any completed reminder exists. */
  enabled: boolean;
}

/** The 'Completati (n)' panel, enabled only if any exist (002 §4.2). */
export function completedRemindersPanel(
  reminders: readonly Pick<Reminder, 'status'>[],
): CompletedRemindersPanel {
  const count = reminders.filter(isCalendarItemDone).length;
  return {
    count,
    label: calendarMessage('calendar.reminders.completed', { count }),
    enabled: count > 0,
  };
}
