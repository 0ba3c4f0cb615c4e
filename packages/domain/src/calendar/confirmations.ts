import { calendarMessage } from '../messages/it-IT/calendar.ts';

/** What a calendar confirmation dialog asks about (002 §2.1 dialogs, §8). */
export type CalendarConfirmation = 'deleteEvent' | 'deleteReminder' | 'removeColleague';

/**
 * The question of a calendar confirmation dialog (002 §8): 'Sei sicuro di voler eliminare
 * l'evento selezionato?', '… il promemoria selezionato?', and for a colleague 'Sei sicuro di non
 * voler piú visualizzare gli eventi del collaboratore selezionato?'.
 */
export function calendarConfirmationMessage(kind: CalendarConfirmation): string {
  return calendarMessage(`calendar.confirm.${kind}`);
}
