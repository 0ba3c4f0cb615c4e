import { areaMessage } from '../placeholders.ts';

/** Italian strings of the calendar area, worded exactly as the spec. Keys are prefixed with 'calendar.'. */
export const calendarMessages = {
  /** An all-day event in a list (002 §4.3): the wording is ours. */
  'calendar.event.allDay': 'Tutto il giorno',
  /** 002 §2.1 */
  'calendar.title': 'Calendario',
  'calendar.view.day': 'Giorno',
  'calendar.view.week': 'Settimana',
  'calendar.view.month': 'Mese',
  /** The spec names a Today button without a label (002 §2.1); ours. */
  'calendar.today': 'Oggi',
  'calendar.moreEvents.title': 'Visualizza eventi',
  'calendar.sidePane.colleagues': 'Collaboratori',
  'calendar.sidePane.reminders': 'Promemoria',
  /** The colleagues' reminders panel (external_todos) has no label in the spec (002 §2.1); ours. */
  'calendar.sidePane.colleaguesReminders': 'Promemoria dei collaboratori',
  /** 001 §8 */
  'calendar.empty': 'Nessun evento da visualizzare',
  /** Event detail dialog (002 §2.1) */
  'calendar.eventDetail.title': 'Evento',

  /** Event dialog titles (002 §4.3); only 'Pianifica ordine' is given, the others are ours. */
  'calendar.eventDialog.createTitle': 'Nuovo evento',
  'calendar.eventDialog.updateTitle': 'Modifica evento',
  'calendar.eventDialog.acceptOrderTitle': 'Pianifica ordine',
  /** Reminder dialog titles (002 §3.2); create is ours. */
  'calendar.reminderDialog.createTitle': 'Nuovo promemoria',
  'calendar.reminderDialog.updateTitle': 'Modifica promemoria',
  'calendar.reminderDialog.toCalendarTitle': 'Crea evento',

  /** Link types (002 §3.1, §5.1) */
  'calendar.link.building': 'Immobile',
  'calendar.link.claim': 'Sinistro',
  'calendar.link.supplier': 'Fornitore',
  'calendar.link.ticket': 'Ticket',
  'calendar.link.order': 'Ordine',
  'calendar.link.repeatedOrder': 'Ordine ripetuto',
  'calendar.link.activity': 'Attività',
  /** 002 §5.1 (accent as in the spec) */
  'calendar.link.notEditableWarning':
    "Attenzione: il collegamento non é modificabile una volta creato l'evento",

  /** Form validation (002 §5.1). Only the two time messages are given; the others are ours. */
  'calendar.form.titleRequired': 'Il campo Oggetto è obbligatorio',
  'calendar.form.titleTooLong': 'Il campo Oggetto può contenere al massimo {max} caratteri',
  'calendar.form.descriptionTooLong':
    'Il campo Descrizione può contenere al massimo {max} caratteri',
  'calendar.form.startDateRequired': 'Il campo Data inizio è obbligatorio',
  'calendar.form.endDateRequired': 'Il campo Data fine è obbligatorio',
  'calendar.form.endDateBeforeStart':
    'La data di fine evento non può essere minore di quella di inizio',
  'calendar.form.startTimeRequired': 'Il campo Ora inizio è obbligatorio',
  'calendar.form.endTimeRequired': 'Il campo Ora fine è obbligatorio',
  'calendar.form.timeStep': "L'ora deve essere nel formato 24 ore, a intervalli di {step} minuti",
  'calendar.form.startTimeAfterEnd':
    "L'ora di inizio evento non può essere maggiore di quella di fine",
  'calendar.form.endTimeBeforeStart':
    "L'ora di fine evento non può essere minore di quella di inizio",

  /** Status (002 §4.2) */
  'calendar.status.todo': 'Da fare',
  'calendar.status.done': 'Completato',
  'calendar.status.markDone': 'Segna come completato',
  'calendar.status.markTodo': 'Segna come da fare',
  'calendar.reminders.completed': 'Completati ({count})',
  'calendar.reminders.moveToCalendar': 'Sposta in calendario',

  /** Colleagues (002 §5.1); the field messages are ours, in the style of 000 §5. */
  'calendar.colleague.employeeRequired': 'Il campo Collaboratore è obbligatorio',
  'calendar.colleague.colorRequired': 'Il campo Colore è obbligatorio',
  'calendar.colleague.colorInvalid': 'Il campo Colore non è valido.',

  /** Confirmations (002 §8) */
  'calendar.confirm.deleteEvent': "Sei sicuro di voler eliminare l'evento selezionato?",
  'calendar.confirm.deleteReminder': 'Sei sicuro di voler eliminare il promemoria selezionato?',
  'calendar.confirm.removeColleague':
    'Sei sicuro di non voler piú visualizzare gli eventi del collaboratore selezionato?',
} as const;

/** A message of the calendar area, its `{name}` placeholders filled. */
export const calendarMessage = /* @__PURE__ */ areaMessage(calendarMessages);
