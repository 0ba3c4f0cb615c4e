import { formatLabel } from '../../private/formatLabel.ts';

/**
 * Italian defaults of the calendar components (keys prefixed by the component, camelCase). The
 * spec's own strings ('Calendario', 'Giorno', 'Settimana', 'Mese', 'Visualizza eventi',
 * 'Collaboratori', 'Promemoria', 'Nessun evento da visualizzare', 'Segna come completato', 'Segna
 * come da fare', 'Completati (n)', 'Sposta in calendario') are copied exactly: domain's
 * `calendar.*` messages hold the same wording. The group is self-contained, so a calendar
 * component bundles only these strings.
 */
export const calendarMessages = {
  // CalendarToolbar (002 §2.1). The new, reload and arrow labels are ours.
  'calendarToolbar.label': 'Strumenti del calendario',
  'calendarToolbar.title': 'Calendario',
  'calendarToolbar.new': 'Nuovo evento',
  'calendarToolbar.reload': 'Aggiorna',
  'calendarToolbar.views': 'Vista',
  'calendarToolbar.view.day': 'Giorno',
  'calendarToolbar.view.week': 'Settimana',
  'calendarToolbar.view.month': 'Mese',
  'calendarToolbar.today': 'Oggi',
  'calendarToolbar.previous.day': 'Giorno precedente',
  'calendarToolbar.previous.week': 'Settimana precedente',
  'calendarToolbar.previous.month': 'Mese precedente',
  'calendarToolbar.next.day': 'Giorno successivo',
  'calendarToolbar.next.week': 'Settimana successiva',
  'calendarToolbar.next.month': 'Mese successivo',

  // The views' shared states (001 §8 'Nessun evento da visualizzare'; the others are ours).
  'calendarView.empty': 'Nessun evento da visualizzare',
  'calendarView.loading': 'Caricamento degli eventi in corso',
  'calendarView.error': 'Impossibile caricare gli eventi',
  'calendarView.retry': 'Riprova',
  'calendarView.allDay': 'Tutto il giorno',
  'calendarView.time': 'Ora',
  'calendarView.today': 'oggi',
  'calendarView.now': 'Ora attuale {time}',
  'calendarView.noEvents': 'nessun evento',
  'calendarView.oneEvent': '1 evento',
  'calendarView.manyEvents': '{count} eventi',
  // The "more events" link (002 §2.1): visible text and accessible name; ours.
  'calendarView.moreOne': '+1 altro',
  'calendarView.moreMany': '+{count} altri',
  'calendarView.moreLabel': 'Visualizza tutti gli eventi di {day}',
  // Keyboard moves of an event, read out by a polite live region; ours.
  'calendarView.moved': '{title}: {time}',
  'calendarView.selection': 'Selezione: {day}, {start} – {end}',
  'calendarView.keyboardHelp':
    'Frecce per spostarsi, Invio per aprire o creare, Maiusc + frecce per selezionare più fasce orarie. Sul proprio evento: Alt + frecce per spostarlo, Alt + Maiusc + frecce per cambiarne la durata.',
  'calendarView.monthKeyboardHelp':
    'Frecce per spostarsi tra i giorni, Pagina su e Pagina giù per cambiare mese, Invio per aprire il giorno.',

  // CalendarEventChip: the pieces of an event's accessible name; ours.
  'calendarEvent.done': 'completato',
  'calendarEvent.continuesBefore': 'iniziato prima',
  'calendarEvent.continuesAfter': 'continua dopo',
  'calendarEvent.untitled': '(senza oggetto)',

  // MoreEventsDialog (002 §2.1 'Visualizza eventi').
  'moreEventsDialog.title': 'Visualizza eventi',
  'moreEventsDialog.close': 'Chiudi',

  // CalendarAgenda: the list of the phone; ours.
  'calendarAgenda.label': 'Eventi di {period}',

  // CalendarSidePane (002 §2.1). The colleagues' reminders label and the badge text are ours.
  'calendarSidePane.switches': 'Pannelli del calendario',
  'calendarSidePane.colleagues': 'Collaboratori',
  'calendarSidePane.reminders': 'Promemoria',
  'calendarSidePane.colleaguesReminders': 'Promemoria dei collaboratori',
  'calendarSidePane.openCount': '{count} da fare',
  'calendarSidePane.close': 'Chiudi il pannello',

  // ReminderList (002 §4.2). The list, new and menu labels are ours.
  'reminderList.label': 'Promemoria',
  'reminderList.new': 'Nuovo promemoria',
  'reminderList.empty': 'Nessun elemento da visualizzare',
  'reminderList.markDone': 'Segna come completato',
  'reminderList.markTodo': 'Segna come da fare',
  'reminderList.completed': 'Completati ({count})',
  'reminderList.actions': 'Azioni per {title}',
  'reminderList.edit': 'Modifica',
  'reminderList.delete': 'Elimina',
  'reminderList.moveToCalendar': 'Sposta in calendario',
  'reminderList.done': 'completato',
  'reminderList.error': 'Impossibile caricare i promemoria',

  // ColleagueList (002 §2.1, §3.3, §6). The labels are ours.
  'colleagueList.label': 'Collaboratori',
  'colleagueList.add': 'Aggiungi collaboratore',
  'colleagueList.empty': 'Nessun elemento da visualizzare',
  'colleagueList.show': 'Mostra gli eventi di {name}',
  'colleagueList.you': '{name} (tu)',
  'colleagueList.actions': 'Azioni per {name}',
  'colleagueList.edit': 'Modifica',
  'colleagueList.delete': 'Elimina',
  'colleagueList.error': 'Impossibile caricare i collaboratori',
} as const;

/** A key of the calendar group. */
export type CalendarUiMessageKey = keyof typeof calendarMessages;

/** The Italian default of a calendar key, with `{name}` placeholders filled from `values`. */
export function calendarMessage(
  key: CalendarUiMessageKey,
  values: Record<string, string | number> = {},
): string {
  return formatLabel(calendarMessages[key], values);
}
