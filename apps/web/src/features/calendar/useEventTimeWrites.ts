import type { CalendarEntityId, CalendarEvent, CalendarEventTimes } from '@portineria/domain';
import { useCallback, useRef, useState } from 'react';

/** The save of an event's new times, based on a version; it answers the event as saved. */
type SaveTimes = (
  id: CalendarEntityId,
  times: CalendarEventTimes,
  version: string | null,
) => Promise<CalendarEvent>;

/**
 * Writes of records in turn, record by record: each write of a record is based on the version the
 * previous one left, and the first on the version shown. A write queued behind a failed one fails
 * with it (the version it would build on is unknown); once a record's turn is over, its next write
 * starts again from the version shown.
 */
export function writesInTurn() {
  const turns = new Map<string, Promise<string | null>>();
  return <Saved extends { updatedAt?: string | null }>(
    key: string,
    shownVersion: string | null,
    save: (version: string | null) => Promise<Saved>,
  ): Promise<Saved> => {
    const saved = (turns.get(key) ?? Promise.resolve(shownVersion)).then(save);
    const versionLeft = saved.then((record) => record.updatedAt ?? null);
    turns.set(key, versionLeft);
    const settle = () => {
      if (turns.get(key) === versionLeft) turns.delete(key);
    };
    versionLeft.then(settle, settle);
    return saved;
  };
}

/**
 * The moves and resizes of the grid (002 §9), as the user sees them while the server saves them:
 * - `pending` are the events at their new times until their save has landed (and the range has
 *   been read again), so that an event stays where it was dropped instead of jumping back;
 * - the writes of one event go in turn (see {@link writesInTurn}), so that two quick moves
 *   (Alt + → twice) are two saves, not a stale refusal of the second; someone else's change in
 *   between is still refused (409), the first write being based on the version shown.
 */
export function useEventTimeWrites(save: SaveTimes) {
  const [pending, setPending] = useState<readonly CalendarEvent[]>([]);
  const [inTurn] = useState(writesInTurn);
  const saveRef = useRef(save);
  saveRef.current = save;

  const write = useCallback(
    (event: CalendarEvent, times: CalendarEventTimes): Promise<CalendarEvent> => {
      const id = event.id;
      if (id === undefined) return Promise.reject(new Error('An event without id cannot move.'));
      const key = String(id);
      const placed: CalendarEvent = { ...event, ...times };
      setPending((list) => [...list.filter((item) => String(item.id) !== key), placed]);
      const saved = inTurn(key, event.updatedAt ?? null, (version) =>
        saveRef.current(id, times, version),
      );
      const settle = () => setPending((list) => list.filter((item) => item !== placed));
      saved.then(settle, settle);
      return saved;
    },
    [inTurn],
  );

  return { pending, write };
}
