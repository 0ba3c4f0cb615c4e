/**
 * A half-filled creation or edit form kept in this browser, per profile and form, until it is
 * sent, saved or discarded: a reload or a dropped connection loses nothing (README, Forms). Only
 * the form's own values are kept (the picked records with their names, so the pickers show them
 * again). The orders' and the tickets' forms share it.
 */
import { readStorage, removeStorage, writeStorage } from '../session/sessionStorage.ts';

/** The storage key of a profile's draft of one form (`form`: 'orderDraft', 'ticketDraft'…). */
export function formDraftKey(form: string, profileId: string | number, variant: string): string {
  return `portineria.${form}.${String(profileId)}.${variant}`;
}

/** The kept draft, or undefined. */
export function readFormDraft<Values>(key: string): Partial<Values> | undefined {
  const stored = readStorage(key);
  return stored && typeof stored === 'object' ? (stored as Partial<Values>) : undefined;
}

/** Keeps the draft. */
export function writeFormDraft<Values>(key: string, values: Values): void {
  writeStorage(key, values);
}

/** Forgets the draft (sent, saved or discarded). */
export function clearFormDraft(key: string): void {
  removeStorage(key);
}
