/**
 * The buildings a notice or a poll is for (the "for chosen buildings"; DECISIONS.md
 * "Notices and polls for several buildings"): the main building (`_building`, the watch record's
 * field, 000 §3) and the others chosen with it (`buildings`), each once, the main one first. Every
 * one must be the office's and not private (002 §2.10: a private building has no board) — the
 * gateway checks the stored buildings; these rules read the form's values.
 */
import { communicationsMessage } from '../messages/it-IT/communications.ts';

/** A building id as the form or the wire gives it, or undefined when it is none. */
function buildingId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The chosen buildings: the main one first, then the others in their order, each once. */
export function boardBuildingIds(main: unknown, others: unknown): number[] {
  const listed = Array.isArray(others) ? (others as readonly unknown[]) : [];
  const ids = [main, ...listed].map(buildingId).filter((id): id is number => id !== undefined);
  return [...new Set(ids)];
}

/** Why the other buildings are refused (not a list of building ids), or null. */
export function boardBuildingsError(others: unknown): string | null {
  if (others === undefined || others === null) return null;
  const valid =
    Array.isArray(others) &&
    (others as readonly unknown[]).every((value) => buildingId(value) !== undefined);
  return valid ? null : communicationsMessage('communications.board.error.buildings');
}
