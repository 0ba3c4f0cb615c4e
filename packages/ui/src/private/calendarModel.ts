/**
 * What every calendar view shares: the props of the data they show, event keys and colours, the
 * clock, and the Italian labels of times. Layout and rules come from @portineria/domain.
 */
import type { CalendarEmployee, CalendarEntityId, CalendarEvent } from '@portineria/domain';
import { calendarEventColor, timeOptions } from '@portineria/domain';
import dayjs from 'dayjs';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties } from 'react';

/** The data and states every view (month, week, day, agenda) is given. */
export interface CalendarViewDataProps<Event extends CalendarEvent = CalendarEvent> {
  /** The events of the range shown (the screen fetches them; the view only draws them). */
  events: readonly Event[];
  /**
   * The calendar entries (002 §3.3), one's own included: an event is drawn in its owner's colour,
   * else its own, else #448aff (domain `calendarEventColor`). Hide switched-off colleagues' events
   * before passing them (domain `visibleCalendarEvents`).
   */
  colleagues?: readonly CalendarEmployee[];
  /** The current profile's employee id: only its own events can be moved and resized (002 §6). */
  currentProfileId?: CalendarEntityId;
  /** What "now" is: today's highlight and the current-time line. Pass a fixed one in stories and tests. */
  now?: Date | string;
  /** The events are loading: the view stays usable, marked busy, with a progress line. */
  loading?: boolean;
  /** Loading failed: the message shown ('Impossibile caricare gli eventi' when true). */
  error?: boolean | string;
  /** 'Riprova' in the error banner. */
  onRetry?: () => void;
  /** Opens an event (its detail dialog, 'Evento'). */
  onEventOpen?: (event: Event) => void;
}

/** The key of an event in a list: its id, or its position when it has none. */
export function calendarEventKey(event: CalendarEvent, index: number): string {
  return event.id == null ? `#${index}` : String(event.id);
}

/** The colour of each event, computed once per list (domain `calendarEventColor`). */
export function useEventColors<Event extends CalendarEvent>(
  events: readonly Event[],
  colleagues: readonly CalendarEmployee[] | undefined,
): Map<Event, string> {
  return useMemo(() => {
    const colors = new Map<Event, string>();
    for (const event of events) colors.set(event, calendarEventColor(event, colleagues ?? []));
    return colors;
  }, [events, colleagues]);
}

/** The custom property an event's colour travels in (read by the event styles). */
export const EVENT_COLOR_PROPERTY = '--portineria-event-color';

/** The inline style carrying an event's colour. */
export function eventColorStyle(color: string): CSSProperties {
  return { [EVENT_COLOR_PROPERTY]: color } as CSSProperties;
}

const MINUTE_MS = 60_000;

/**
 * "Now" for the views: the `now` prop when given (fixed in stories), otherwise the clock, read
 * again at each new minute so that the current-time line moves.
 */
export function useNow(now: Date | string | undefined): Date {
  const fixed = now === undefined ? undefined : dayjs(now).valueOf();
  const [clock, setClock] = useState(() => Date.now());
  useEffect(() => {
    if (fixed !== undefined) return undefined;
    let timer: number;
    const tick = () => {
      setClock(Date.now());
      timer = window.setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS));
    };
    timer = window.setTimeout(tick, MINUTE_MS - (Date.now() % MINUTE_MS));
    return () => window.clearTimeout(timer);
  }, [fixed]);
  return useMemo(() => new Date(fixed ?? clock), [fixed, clock]);
}

/** 'HH:mm' of each 15-minute slot of a day (002 §5.1), computed once. */
export const SLOT_TIMES: readonly string[] = timeOptions();

/** The first letter upper-case: domain writes Italian dates lower-case, as Italian does. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A callback whose identity never changes and that always calls the latest `callback`: the views
 * pass the screen's handlers to memoised rows without re-rendering them when the screen passes a
 * new arrow function.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: ((...args: Args) => Result) | undefined,
): (...args: Args) => Result | undefined {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current?.(...args), []);
}
