/**
 * Concurrent edits (DECISIONS.md "Order lifecycle", stale writes): every order, activity and task
 * carries a version — the `updatedAt` the gateway stamps on each write, or an integer version —
 * and an update says which version it was based on. An update based on another version than the
 * stored one is refused with a 409 and the form keeps what the user typed: someone else's change
 * is never silently overwritten.
 */
import { orderLifecycleMessage } from '../messages/it-IT/orderLifecycle.ts';
import { readDate } from './dates.ts';
import type { DateValue } from './types.ts';

/** A record's version: its `updatedAt` (ISO string, Date or timestamp) or an integer version. */
export type RecordVersion = DateValue | null | undefined;

/**
 * Whether an update based on `basedOn` would overwrite someone else's change to a record now at
 * `current`. Timestamps are compared to the millisecond, whatever their spelling ('…Z' or a
 * `Date`); integer versions exactly. An update that does not say what it was based on is stale:
 * it cannot prove it saw the stored record. A record without a version (none stored yet) cannot
 * be checked, so nothing is stale against it.
 */
export function isStaleWrite(basedOn: RecordVersion, current: RecordVersion): boolean {
  if (current == null || current === '') return false;
  if (basedOn == null || basedOn === '') return true;
  if (typeof basedOn === 'number' && typeof current === 'number') return basedOn !== current;
  const based = readDate(basedOn);
  const stored = readDate(current);
  if (!based || !stored) return true;
  return based.valueOf() !== stored.valueOf();
}

/**
 * 'Il record è stato modificato da un altro utente…' (the wording the issue suggests, completed
 * with what the user should do and the reassurance that the form kept the input).
 */
export function staleWriteMessage(): string {
  return orderLifecycleMessage('records.staleWrite');
}
