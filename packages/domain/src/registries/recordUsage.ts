/**
 * What uses a registry record, and the refusal of its delete (001 §2.2–2.4; DECISIONS.md
 * "Deleting a registry record in use"): a building, a unit, a contact or an employee that another
 * record names is never deleted — the gateway counts what names it and refuses with
 * 'Usato da 3 ordini e 1 ticket', so no order is left pointing at nothing.
 */
import { registriesMessage } from '../messages/it-IT/registries.ts';

/** The kinds of record that can use a registry record, in the order a refusal lists them. */
export const RECORD_USAGE_KINDS = [
  'order',
  'ticket',
  'claim',
  'quote',
  'token',
  'activity',
  'task',
  'building',
  'unit',
  'entitlement',
  'notice',
  'poll',
  'communication',
  'event',
  'reminder',
  'chat',
  'plannedMaintenance',
  'procurement',
  'profile',
  'other',
] as const;

/** A kind of record that can use a registry record ('other': one this list does not name). */
export type RecordUsageKind = (typeof RECORD_USAGE_KINDS)[number];

/** How many records of each kind use a record (kinds absent or at zero: none). */
export type RecordUsage = Readonly<Partial<Record<RecordUsageKind, number>>>;

/** '3 ordini', '1 ticket': a count with its noun, one or many. */
function usagePart(kind: RecordUsageKind, count: number): string {
  const noun = registriesMessage(`registries.usage.${kind}.${count === 1 ? 'one' : 'many'}`);
  return `${String(count)} ${noun}`;
}

/**
 * Why a record in use cannot be deleted: 'Usato da 3 ordini e 1 ticket' — each kind that uses it
 * with its count, singular for one, in the order of {@link RECORD_USAGE_KINDS}, joined by commas
 * and 'e' before the last. `null` when nothing uses it (the delete may go ahead).
 */
export function recordUsageRefusal(usage: RecordUsage): string | null {
  const parts = RECORD_USAGE_KINDS.filter((kind) => (usage[kind] ?? 0) > 0).map((kind) =>
    usagePart(kind, usage[kind] ?? 0),
  );
  if (parts.length === 0) return null;
  const last = parts.pop() as string;
  const uses =
    parts.length === 0
      ? last
      : `${parts.join(', ')} ${registriesMessage('registries.usage.and')} ${last}`;
  return registriesMessage('registries.usage.refusal', { uses });
}
