import { describe, expect, it } from 'vitest';
import { calendarConfirmationMessage } from './confirmations.ts';

describe('calendarConfirmationMessage', () => {
  it.each([
    ['deleteEvent', "Sei sicuro di voler eliminare l'evento selezionato?"],
    ['deleteReminder', 'Sei sicuro di voler eliminare il promemoria selezionato?'],
    [
      'removeColleague',
      'Sei sicuro di non voler piú visualizzare gli eventi del collaboratore selezionato?',
    ],
  ] as const)('002 §8: "Confirmations" — %s', (kind, text) => {
    expect(calendarConfirmationMessage(kind)).toBe(text);
  });
});
