/**
 * The half-filled order form kept in this browser, per profile and order type, until it is sent,
 * saved or discarded: a reload or a dropped connection loses nothing. Only the form's own values
 * are kept (the picked records with their names, so the pickers show them again).
 */
import { readStorage, removeStorage, writeStorage } from '../../session/sessionStorage.ts';

const PREFIX = 'portineria.orderDraft';

/** The storage key of a profile's draft of an order type. */
export function orderDraftKey(profileId: string | number, orderType: string): string {
  return `${PREFIX}.${String(profileId)}.${orderType}`;
}

/** The kept draft, or undefined. */
export function readOrderDraft<Values>(key: string): Partial<Values> | undefined {
  const stored = readStorage(key);
  return stored && typeof stored === 'object' ? (stored as Partial<Values>) : undefined;
}

/** Keeps the draft. */
export function writeOrderDraft<Values>(key: string, values: Values): void {
  writeStorage(key, values);
}

/** Forgets the draft (sent, saved or discarded). */
export function clearOrderDraft(key: string): void {
  removeStorage(key);
}
