import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_DELETE_DIALOG,
  ACTIVITY_QUICK_COMPLETION_DIALOG,
  quickCompletionClosesOrder,
  quickCompletionTask,
} from './quickCompletion.ts';

describe('quick completion', () => {
  it.each([17, 'act-17'])(
    '001 §4.2: "Quick completion, after confirmation, creates a task with status 2 and isSigned true, linked to the activity" — activity %j',
    (activityId) => {
      expect(quickCompletionTask(activityId)).toEqual({
        status: 2,
        isSigned: true,
        _activity: activityId,
      });
    },
  );

  it.each([
    [[{ id: 1 }], true],
    [[{ id: 1 }, { id: 2 }], false],
    [[{ id: 1 }, { id: 2 }, { id: 3 }], false],
    [[], false],
  ])(
    '001 §4.2: "It closes the order when it is the only activity" — %j → %s',
    (activities, closes) => {
      expect(quickCompletionClosesOrder(activities)).toBe(closes);
    },
  );

  it("001 §5: \"Quick completion asks 'Chiudendo l'attività decidi di registrare un intervento come eseguito.' (CONTINUA/ANNULLA)\"", () => {
    expect(ACTIVITY_QUICK_COMPLETION_DIALOG).toEqual({
      message: "Chiudendo l'attività decidi di registrare un intervento come eseguito.",
      confirmLabel: 'CONTINUA',
      cancelLabel: 'ANNULLA',
    });
  });

  it("001 §5: \"deletion asks 'Sei sicuro di voler cancellare l'attività ?' (SI/NO)\" — with the space before the question mark", () => {
    expect(ACTIVITY_DELETE_DIALOG).toEqual({
      message: "Sei sicuro di voler cancellare l'attività ?",
      confirmLabel: 'SI',
      cancelLabel: 'NO',
    });
  });
});
