import { describe, expect, it } from 'vitest';
import { message } from '../messages/it-IT.ts';

describe('activity messages', () => {
  it("001 §8: \"Success messages: 'Creazione attività avvenuto con successo' and 'Salvataggio avvenuto con successo'\"", () => {
    expect(message('activities.createSuccess')).toBe('Creazione attività avvenuto con successo');
    expect(message('common.saveSuccess')).toBe('Salvataggio avvenuto con successo');
  });

  it("000 §2: SPL dashboard \"'Attività pianificate' (today's activities, all items)\" and 002 §8 \"'Nessuna attività pianificata'\"", () => {
    expect(message('activities.widget.today.title')).toBe('Attività pianificate');
    expect(message('activities.widget.today.empty')).toBe('Nessuna attività pianificata');
  });
});
