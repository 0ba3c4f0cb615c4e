import { areaMessage } from '../placeholders.ts';

/** Italian strings of the activities area, worded exactly as the spec. Keys are prefixed with 'activities.'. */
export const activitiesMessages = {
  /** Activity status names (001 §3): the spec names the values only; ours. */
  'activities.status.todo': 'Da fare',
  'activities.status.working': 'In lavorazione',
  'activities.status.done': 'Completata',
  'activities.status.rejected': 'Rifiutata',

  /** Rejection by the organisation (001 §4.2). */
  'activities.rejected.label': "Annullata dall'amministratore",
  /** The chat message posted on rejection: the spec gives no wording (001 §4.2); ours. */
  'activities.rejected.chatMessage': "L'attività {code} è stata annullata dall'amministratore.",
  /** The chat message for an activity without a code; ours. */
  'activities.rejected.chatMessageWithoutCode':
    "Un'attività è stata annullata dall'amministratore.",

  /** Confirmation dialogs (001 §5); the space before the question mark is the spec's. */
  'activities.delete.confirm': "Sei sicuro di voler cancellare l'attività ?",
  'activities.delete.confirmButton': 'SI',
  'activities.delete.cancelButton': 'NO',
  'activities.quickCompletion.confirm':
    "Chiudendo l'attività decidi di registrare un intervento come eseguito.",
  'activities.quickCompletion.confirmButton': 'CONTINUA',
  'activities.quickCompletion.cancelButton': 'ANNULLA',

  /** Success message (001 §8). */
  'activities.createSuccess': 'Creazione attività avvenuto con successo',

  /** Agenda (002 §4.6). */
  'activities.agenda.pending': 'In corso',
  /** SPL dashboard widget (000 §2) and its empty list (002 §8). */
  'activities.widget.today.title': 'Attività pianificate',
  'activities.widget.today.empty': 'Nessuna attività pianificata',

  /** Edit dialog labels (001 §5). */
  'activities.dates.startLabel': 'Data inizio (*)',
  'activities.dates.endLabel': 'Data fine (*)',
  /** Edit dialog date errors: the spec states the rules, not the messages (001 §5); ours. */
  'activities.dates.startRequired': 'La data di inizio è obbligatoria',
  'activities.dates.startBeforeToday': 'La data di inizio non può essere precedente a oggi',
  'activities.dates.startAfterEnd': 'La data di inizio non può essere successiva alla data di fine',
  'activities.dates.startAfterOrderEnd':
    "La data di inizio non può essere successiva alla scadenza dell'ordine",
  'activities.dates.endRequired': 'La data di fine è obbligatoria',
  'activities.dates.endBeforeStart':
    'La data di fine non può essere precedente alla data di inizio',
  'activities.dates.endBeforeToday': 'La data di fine non può essere precedente a oggi',
  'activities.dates.endAfterOrderEnd':
    "La data di fine non può essere successiva alla scadenza dell'ordine",

  /** Creation types (001 §9): the spec names them in English only; ours. */
  'activities.creation.type.single': 'Attività singola',
  'activities.creation.type.fixedNumber': 'Numero definito di attività',
  'activities.creation.type.fixedWeekdays': 'Giorni fissi della settimana',
  'activities.creation.type.fixedStep': 'Intervalli fissi',
  /** Weekday buttons (001 §9). */
  'activities.creation.weekday.monday': 'LU',
  'activities.creation.weekday.tuesday': 'MA',
  'activities.creation.weekday.wednesday': 'ME',
  'activities.creation.weekday.thursday': 'GI',
  'activities.creation.weekday.friday': 'VE',
  'activities.creation.weekday.saturday': 'SA',
  'activities.creation.weekday.sunday': 'DO',
  /** Inclusion options (001 §9): the spec gives no wording; ours. */
  'activities.creation.option.includeSaturday': 'Includi il sabato',
  'activities.creation.option.includeSunday': 'Includi la domenica',
  'activities.creation.option.includeHolidays': 'Includi i giorni festivi',
  /** Creation errors: the spec states the rules, not the messages (001 §5); ours. */
  'activities.creation.startRequired': 'La data di inizio è obbligatoria',
  'activities.creation.endRequired': 'La data di fine è obbligatoria',
  'activities.creation.endBeforeStart':
    'La data di fine non può essere precedente alla data di inizio',
  'activities.creation.numberInvalid':
    'Il numero di attività deve essere un numero intero maggiore o uguale a 1',
  'activities.creation.numberTooLarge':
    'Il numero di attività supera i giorni disponibili nel periodo',
  'activities.creation.weekdaysRequired': 'Seleziona almeno un giorno della settimana',
  'activities.creation.frequencyInvalid':
    'La frequenza deve essere un numero intero maggiore o uguale a 1',
  'activities.creation.noDates': 'Nessuna attività cade nel periodo con le opzioni scelte',
} as const;

/** A message of the activities area, its `{name}` placeholders filled. */
export const activitiesMessage = /* @__PURE__ */ areaMessage(activitiesMessages);
