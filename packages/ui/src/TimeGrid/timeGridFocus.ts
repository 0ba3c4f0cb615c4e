/**
 * The keyboard model of the time grid: every focusable place has a key, and each day column lists
 * its places top to bottom — the day's header, the all-day cell, its all-day events and more link,
 * then each 15-minute slot followed by the events that start in it. Up and down walk a column's
 * list; left and right go to the same place of the next day.
 */
import type { DayRowSegment, TimeGridItem } from '@portineria/domain';
import { timeSlotOf } from '@portineria/domain';

/** What a focusable place of the grid is. */
export type TimeGridPlace =
  | { kind: 'header'; column: number }
  | { kind: 'allDay'; column: number }
  | { kind: 'allDayEvent'; column: number; eventKey: string }
  | { kind: 'more'; column: number }
  | { kind: 'slot'; column: number; slot: number }
  | { kind: 'event'; column: number; slot: number; eventKey: string };

/** The 96 slots of a day (002 §9: 15-minute step). */
export const SLOTS_PER_DAY = 96;

/** The key of a place, written in `data-focus-key`. */
export function placeKey(place: TimeGridPlace): string {
  switch (place.kind) {
    case 'header':
      return `h:${place.column}`;
    case 'allDay':
      return `a:${place.column}`;
    case 'allDayEvent':
      return `ae:${place.column}:${place.eventKey}`;
    case 'more':
      return `m:${place.column}`;
    case 'slot':
      return `s:${place.column}:${place.slot}`;
    case 'event':
      return `e:${place.column}:${place.slot}:${place.eventKey}`;
    default:
      return place satisfies never;
  }
}

/** The place of a key; undefined for anything else. Event keys may themselves contain ':'. */
export function parsePlaceKey(key: string | null | undefined): TimeGridPlace | undefined {
  if (!key) return undefined;
  const [kind, first, second, ...rest] = key.split(':');
  const column = Number(first);
  if (!Number.isInteger(column)) return undefined;
  switch (kind) {
    case 'h':
      return { kind: 'header', column };
    case 'a':
      return { kind: 'allDay', column };
    case 'm':
      return { kind: 'more', column };
    case 'ae':
      return second === undefined
        ? undefined
        : { kind: 'allDayEvent', column, eventKey: [second, ...rest].join(':') };
    case 's':
      return { kind: 'slot', column, slot: Number(second) };
    case 'e':
      return rest.length === 0
        ? undefined
        : { kind: 'event', column, slot: Number(second), eventKey: rest.join(':') };
    default:
      return undefined;
  }
}

/** The slot an item starts in, in its day. */
export function itemSlot(item: Pick<TimeGridItem<unknown>, 'startMinutes'>): number {
  return Math.min(SLOTS_PER_DAY - 1, timeSlotOf(item.startMinutes) / 15);
}

/**
 * Each column's places in reading order. `timed[column]` are the column's timed items,
 * `allDay` the all-day bars shown (each listed in its first column), `hidden` each column's
 * count behind the more link; `keyOf` gives an event's key.
 */
export function columnPlaces<Event>(
  timed: readonly (readonly TimeGridItem<Event>[])[],
  allDay: readonly DayRowSegment<Event>[],
  hidden: readonly number[],
  keyOf: (event: Event, index: number) => string,
): string[][] {
  return timed.map((items, column) => {
    const places = [placeKey({ kind: 'header', column }), placeKey({ kind: 'allDay', column })];
    for (const segment of allDay) {
      if (segment.firstColumn !== column) continue;
      places.push(
        placeKey({
          kind: 'allDayEvent',
          column,
          eventKey: keyOf(segment.event, segment.index),
        }),
      );
    }
    if ((hidden[column] ?? 0) > 0) places.push(placeKey({ kind: 'more', column }));
    const bySlot: TimeGridItem<Event>[][] = Array.from({ length: SLOTS_PER_DAY }, () => []);
    for (const item of items) bySlot[itemSlot(item)]!.push(item);
    bySlot.forEach((starting, slot) => {
      places.push(placeKey({ kind: 'slot', column, slot }));
      starting
        .slice()
        .sort((a, b) => a.column - b.column || a.startMinutes - b.startMinutes)
        .forEach((item) =>
          places.push(
            placeKey({ kind: 'event', column, slot, eventKey: keyOf(item.event, item.index) }),
          ),
        );
    });
    return places;
  });
}

/** The place in the next (or previous) day that matches a place: same slot, or same row. */
export function sideways(place: TimeGridPlace, column: number): TimeGridPlace {
  switch (place.kind) {
    case 'header':
      return { kind: 'header', column };
    case 'allDay':
    case 'allDayEvent':
    case 'more':
      return { kind: 'allDay', column };
    case 'slot':
    case 'event':
      return { kind: 'slot', column, slot: place.slot };
    default:
      return place satisfies never;
  }
}
