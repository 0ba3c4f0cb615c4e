import { describe, expect, it } from 'vitest';
import { isStaleWrite, staleWriteMessage } from './staleWrite.ts';

describe('isStaleWrite (DECISIONS Order lifecycle, stale writes: "never silently overwritten")', () => {
  it('an update based on the stored version is not stale, whatever the spelling of the instant', () => {
    expect(isStaleWrite('2026-05-03T16:20:00.000Z', '2026-05-03T16:20:00.000Z')).toBe(false);
    expect(isStaleWrite('2026-05-03T16:20:00Z', new Date(Date.UTC(2026, 4, 3, 16, 20)))).toBe(
      false,
    );
    expect(isStaleWrite(7, 7)).toBe(false);
  });

  it('an update based on an older version is stale, by a millisecond too', () => {
    expect(isStaleWrite('2026-05-03T16:20:00.000Z', '2026-05-03T16:20:00.001Z')).toBe(true);
    expect(isStaleWrite(6, 7)).toBe(true);
  });

  it('an update that does not say what it was based on is stale', () => {
    expect(isStaleWrite(undefined, '2026-05-03T16:20:00.000Z')).toBe(true);
    expect(isStaleWrite(null, 7)).toBe(true);
    expect(isStaleWrite('', 7)).toBe(true);
  });

  it('an unreadable version is stale', () => {
    expect(isStaleWrite('ieri', '2026-05-03T16:20:00.000Z')).toBe(true);
  });

  it('a record without a version cannot be checked, so nothing is stale against it', () => {
    expect(isStaleWrite('2026-05-03T16:20:00.000Z', null)).toBe(false);
    expect(isStaleWrite(undefined, undefined)).toBe(false);
    expect(isStaleWrite(undefined, '')).toBe(false);
  });
});

describe('the stale-write answer', () => {
  it('says what happened and that the input is safe (the gateway answers it as 409 STALE_RECORD)', () => {
    expect(staleWriteMessage()).toBe(
      'Il record è stato modificato da un altro utente. Ricarica per vedere la versione aggiornata: i dati che hai inserito sono ancora nel modulo.',
    );
  });
});
