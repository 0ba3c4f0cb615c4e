import type {
  CalendarEvent,
  CalendarEventTimes,
  CalendarSlotSelection,
  TimeGridItem,
} from '@portineria/domain';
import {
  calendarDayLabel,
  calendarPeriodLabel,
  calendarRange,
  canEditEvent,
  dayRowLayout,
  daySelection,
  eventTimeLabel,
  isAllDayEvent,
  minutesOfDay,
  moveCalendarEvent,
  resizeCalendarEvent,
  snapMinutesToTimeStep,
  timeGridLayout,
  timeSlotSelection,
  visibleDayRow,
  weekdayNames,
} from '@portineria/domain';
import dayjs from 'dayjs';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type {
  CSSProperties,
  KeyboardEvent as ReactKeyboardEvent,
  MouseEvent as ReactMouseEvent,
  PointerEvent as ReactPointerEvent,
} from 'react';
import { useMove } from 'react-aria/useMove';
import { calendarMessage } from '../messages/it-IT/calendar.ts';
import { MoreEventsDialog } from '../MoreEventsDialog/MoreEventsDialog.tsx';
import type { CalendarViewDataProps } from '../private/calendarModel.ts';
import {
  SLOT_TIMES,
  calendarEventKey,
  capitalize,
  useEventColors,
  useNow,
} from '../private/calendarModel.ts';
import { CalendarViewState, useCalendarAnnouncer } from '../private/calendarViewState.tsx';
import { formatLabel } from '../private/formatLabel.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './TimeGrid.css.ts';
import type { DragPreview, TimeGridRowContext } from './timeGridParts.tsx';
import { AllDayRow, SlotRow } from './timeGridParts.tsx';
import type { TimeGridPlace } from './timeGridFocus.ts';
import {
  SLOTS_PER_DAY,
  columnPlaces,
  itemSlot,
  parsePlaceKey,
  placeKey,
  sideways,
} from './timeGridFocus.ts';

/** A move or a resize of an event, with its times before and after, so the screen can undo it. */
export interface CalendarEventChange<Event extends CalendarEvent = CalendarEvent> {
  /** The event as it was given. */
  event: Event;
  /** Its start and end before the change. */
  before: CalendarEventTimes;
  /** Its start and end after the change, on the 15-minute step (002 §9), in the wire format. */
  after: CalendarEventTimes;
  /** Whether the pointer or the keyboard made it. */
  source: 'pointer' | 'keyboard';
}

/** The labels of the week and day views, all overridable. */
export interface TimeGridLabels {
  /** 'Nessun evento da visualizzare' (001 §8). */
  empty: string;
  /** 'Caricamento degli eventi in corso'. */
  loading: string;
  /** 'Impossibile caricare gli eventi'. */
  error: string;
  /** 'Riprova'. */
  retry: string;
  /** The all-day row: 'Tutto il giorno'. */
  allDay: string;
  /** The time column's header: 'Ora'. */
  time: string;
  /** Added to today's name: 'oggi'. */
  today: string;
  /** The more link of the all-day row and its name. */
  moreOne: string;
  moreMany: string;
  moreLabel: string;
  /** What a keyboard move announces: '{title}: {time}'. */
  moved: string;
  /** The keys of the grid, read as its description. */
  keyboardHelp: string;
  /** The more-events dialog: 'Visualizza eventi' (002 §2.1). */
  moreEventsTitle: string;
}

export interface TimeGridProps<
  Event extends CalendarEvent = CalendarEvent,
> extends CalendarViewDataProps<Event> {
  /** week (Monday to Sunday, 002 §2.1, §9) or day. */
  view?: 'week' | 'day';
  /** The day shown, or any day of the week shown: a `Date` or 'YYYY-MM-DD'. */
  date: Date | string;
  /** The keyboard went past the first or last day shown: the day to show, 'YYYY-MM-DD'. */
  onDateChange?: (day: string) => void;
  /** Opens a day in the day view: a click (or Enter) on a day's header. */
  onDayOpen?: (day: string) => void;
  /**
   * Create an event: a click or Enter on a slot (one hour, 001 §9), a drag or Shift + arrows
   * over slots (from the first to the end of the last, on the 15-minute step), or the same on the
   * all-day row (all-day days).
   */
  onSelectSlot?: (selection: CalendarSlotSelection) => void;
  /** An own event was dragged, or moved with Alt + arrows: by 15 minutes or one day. */
  onEventMove?: (change: CalendarEventChange<Event>) => void;
  /** An own event's end was dragged, or moved with Alt + Shift + arrows. */
  onEventResize?: (change: CalendarEventChange<Event>) => void;
  /** The time scrolled to the top at first, 'HH:mm'; 07:00 by default. */
  initialScrollTime?: string;
  /** How many lines the all-day row shows before its more link; 3 by default. */
  allDayMaxLines?: number;
  /** The grid's accessible name; the period ('10 – 16 marzo 2025') by default. */
  'aria-label'?: string;
  /** Overrides of the labels. */
  labels?: Partial<TimeGridLabels>;
}

type Selection =
  | { area: 'time'; column: number; anchor: number; focus: number }
  | { area: 'allDay'; anchor: number; focus: number };

interface PointerOrigin {
  clientX: number;
  clientY: number;
  /** The width of a day column, in pixels. */
  columnWidth: number;
  /** The left edge of the day column under the pointer, and its index. */
  columnLeft: number;
  column: number;
  /** The top of the slots (the body), in the viewport. */
  bodyTop: number;
}

type Interaction<Event> =
  | { kind: 'createTime'; origin: PointerOrigin; anchor: number }
  | { kind: 'createDays'; origin: PointerOrigin }
  | {
      kind: 'move' | 'resize';
      origin: PointerOrigin;
      event: Event;
      eventKey: string;
      allDay: boolean;
    };

const ARROWS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);
/** Pixels the pointer must travel before a press becomes a drag. */
const DRAG_THRESHOLD = 4;

/**
 * The week and day views of the calendar (002 §2.1): a time grid of 15-minute slots (002 §9), all
 * 7 days Monday first or one day, an all-day row (events flagged all-day and those over 24 h,
 * 002 §4.3), overlapping events side by side (column packing), the current-time line, events of 45
 * minutes or less showing only their start time (002 §9), in the owner's or colleague's colour.
 *
 * Pointer: click a slot to create a one-hour event, drag over slots to create one from the first
 * to the end of the last; drag an own event to move it, its lower edge to resize it (15-minute
 * steps; others' events do not move, 002 §6).
 *
 * Keyboard (the react-aria calendar and grid patterns): one tab stop; arrows move between slots
 * and days, and through the events that start in a slot; Page Up / Page Down move by an hour;
 * Home / End go to the day's first and last slot; Shift + arrows select slots (or days on the
 * all-day row); Enter or Space creates on the selection or opens an event or a day's header;
 * Escape clears the selection. On an own event, Alt + ↑/↓ move it by 15 minutes, Alt + ←/→ by one
 * day, and Alt + Shift + ↑/↓ (←/→ on the all-day row) change its end. Every change reaches the
 * screen with its times before and after, so that it can offer to undo it. An event moved out of
 * the days shown takes the view with it (`onDateChange`), and the focus stays on it.
 */
export function TimeGrid<Event extends CalendarEvent>({
  view = 'week',
  date,
  events,
  colleagues,
  currentProfileId,
  now,
  loading = false,
  error,
  onRetry,
  onEventOpen,
  onDateChange,
  onDayOpen,
  onSelectSlot,
  onEventMove,
  onEventResize,
  initialScrollTime = '07:00',
  allDayMaxLines = 3,
  'aria-label': ariaLabel,
  labels,
}: TimeGridProps<Event>) {
  const text: TimeGridLabels = useMemo(
    () => ({
      empty: calendarMessage('calendarView.empty'),
      loading: calendarMessage('calendarView.loading'),
      error: calendarMessage('calendarView.error'),
      retry: calendarMessage('calendarView.retry'),
      allDay: calendarMessage('calendarView.allDay'),
      time: calendarMessage('calendarView.time'),
      today: calendarMessage('calendarView.today'),
      moreOne: calendarMessage('calendarView.moreOne'),
      moreMany: calendarMessage('calendarView.moreMany'),
      moreLabel: calendarMessage('calendarView.moreLabel'),
      moved: calendarMessage('calendarView.moved'),
      keyboardHelp: calendarMessage('calendarView.keyboardHelp'),
      moreEventsTitle: calendarMessage('moreEventsDialog.title'),
      ...labels,
    }),
    [labels],
  );
  const shownDay = dayjs(date).format('YYYY-MM-DD');
  const days = useMemo(() => calendarRange(view, shownDay).days, [view, shownDay]);
  const current = useNow(now);
  const today = dayjs(current).format('YYYY-MM-DD');
  const helpId = useId();
  const [announcer, announce] = useCalendarAnnouncer();

  // Layout (domain): timed events per day, all-day ones as bars.
  const timed = useMemo(() => timeGridLayout(events, days), [events, days]);
  const allDayLayout = useMemo(
    () =>
      dayRowLayout(
        events.filter((event) => isAllDayEvent(event)),
        days,
      ),
    [events, days],
  );
  const allDayVisible = useMemo(
    () => visibleDayRow(allDayLayout, allDayMaxLines),
    [allDayLayout, allDayMaxLines],
  );
  const allDayLines = useMemo(() => {
    let lines = 0;
    allDayVisible.hidden.forEach((count, column) => {
      if (count > 0) lines = Math.max(lines, allDayMaxLines);
      for (const segment of allDayLayout.byDay[column]!) {
        if (segment.row < allDayMaxLines) lines = Math.max(lines, segment.row + 1);
      }
    });
    return lines;
  }, [allDayLayout, allDayVisible, allDayMaxLines]);
  const bySlot = useMemo(() => {
    const rows = new Map<number, TimeGridItem<Event>[][]>();
    timed.forEach((items, column) => {
      for (const item of items) {
        const slot = itemSlot(item);
        let row = rows.get(slot);
        if (!row) {
          row = days.map(() => []);
          rows.set(slot, row);
        }
        row[column]!.push(item);
      }
    });
    return rows;
  }, [timed, days]);
  const colors = useEventColors(events, colleagues);

  // Which events the current profile may change (002 §6: only its own).
  const canMoveEvents = onEventMove !== undefined && currentProfileId !== undefined;
  const canResizeEvents = onEventResize !== undefined && currentProfileId !== undefined;

  const dayNames = useMemo(
    () =>
      days.map((day) => {
        const name = calendarDayLabel(day);
        return day === today ? `${name}, ${text.today}` : name;
      }),
    [days, today, text.today],
  );
  const context: TimeGridRowContext<Event> = useMemo(
    () => ({
      dayNames,
      colors,
      canMove: (event: Event) =>
        canMoveEvents && currentProfileId !== undefined && canEditEvent(event, currentProfileId),
      canResize: (event: Event) =>
        canResizeEvents && currentProfileId !== undefined && canEditEvent(event, currentProfileId),
      labels: text,
    }),
    [dayNames, colors, canMoveEvents, canResizeEvents, currentProfileId, text],
  );

  // The keyboard's places, per column, and where each event is found.
  const places = useMemo(
    () => columnPlaces(timed, allDayVisible.segments, allDayVisible.hidden, calendarEventKey),
    [timed, allDayVisible],
  );
  const placeIndex = useMemo(() => {
    const index = new Map<string, [number, number]>();
    places.forEach((list, column) => list.forEach((key, row) => index.set(key, [column, row])));
    return index;
  }, [places]);
  const eventsByKey = useMemo(() => {
    const map = new Map<string, Event>();
    events.forEach((event, index) => map.set(calendarEventKey(event, index), event));
    return map;
  }, [events]);

  // The tab stop: the focused place, or the first visible slot of today (or of the first day).
  const scrollMinutes = minutesOfDay(initialScrollTime) ?? 7 * 60;
  const defaultKey = placeKey({
    kind: 'slot',
    column: Math.max(0, days.indexOf(today)),
    slot: Math.floor(scrollMinutes / 15),
  });
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const tabStopKey = activeKey !== null && placeIndex.has(activeKey) ? activeKey : defaultKey;
  const tabStop = parsePlaceKey(tabStopKey)!;

  const gridRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusRequest = useRef<string | null>(null);
  const focusScroll = useRef(true);
  /**
   * After a keyboard move, the event to keep the focus on once the screen has moved it, and the
   * place it left: a screen that waits for the server still shows it there for a while. Kept
   * until the user presses another key, presses the pointer or takes the focus out of the grid.
   */
  const followEvent = useRef<{
    eventKey: string;
    from: string;
    /** The chip last given the focus. */
    focused?: HTMLElement;
  } | null>(null);
  /** After a move past the edge, the place to focus once the screen shows the new days. */
  const pendingPlace = useRef<{ day: string; place: TimeGridPlace } | null>(null);

  /** Moves the tab stop to a place and focuses it after the render (without scrolling for the pointer). */
  const focusPlace = (key: string, scroll = true) => {
    setActiveKey(key);
    focusRequest.current = key;
    focusScroll.current = scroll;
  };

  useEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    if (pendingPlace.current) {
      const { day, place } = pendingPlace.current;
      const column = days.indexOf(day);
      if (column >= 0) {
        pendingPlace.current = null;
        focusPlace(placeKey(sideways(place, column)));
        return;
      }
    }
    if (followEvent.current) {
      const follow = followEvent.current;
      const { eventKey, from } = follow;
      const found = [...placeIndex.keys()].find((key) => {
        const place = parsePlaceKey(key);
        return (
          (place?.kind === 'event' || place?.kind === 'allDayEvent') && place.eventKey === eventKey
        );
      });
      const element =
        found && found !== from
          ? grid.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(found)}"]`)
          : null;
      const active = document.activeElement;
      const onPage = active === null || active === document.body;
      // Focused now, not on the next render: the tab stop may already be there (the first event
      // of a new week), and then no render would come. The follow lasts until the user does
      // something else: the event's chip may be drawn anew as the screen's data lands (the
      // moved copy, then the saved one), and the focus it held falls to the page; it comes back.
      // A chip still there that lost the focus lost it to the user (a click outside): it ends.
      if (follow.focused?.isConnected && active !== follow.focused && onPage) {
        followEvent.current = null;
      } else if (
        element &&
        active !== element &&
        (follow.focused === undefined || !follow.focused.isConnected) &&
        (onPage || grid.contains(active))
      ) {
        follow.focused = element;
        focusPlace(found!);
      }
    }
    const wanted = focusRequest.current;
    if (wanted === null) return;
    focusRequest.current = null;
    grid
      .querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(wanted)}"]`)
      ?.focus({ preventScroll: !focusScroll.current });
  });

  // Start scrolled to the initial time (only when the grid first appears). A grid mounted while
  // hidden (display: none, like a closed panel's content — or a Storybook story whose frame is
  // still hidden as "preparing" when a slow render commits) has no box, and drops a scroll set
  // then: the scroll waits until the grid has a size.
  const initialScroll = useRef(scrollMinutes);
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return undefined;
    const scrollToInitialTime = () => {
      grid.scrollTop = (initialScroll.current / 15) * styles.SLOT_HEIGHT;
    };
    if (grid.clientHeight > 0) {
      scrollToInitialTime();
      return undefined;
    }
    const observer = new ResizeObserver(() => {
      if (grid.clientHeight === 0) return;
      observer.disconnect();
      scrollToInitialTime();
    });
    observer.observe(grid);
    return () => observer.disconnect();
  }, []);
  const [headHeight, setHeadHeight] = useState(0);
  useLayoutEffect(() => {
    const head = headRef.current;
    if (!head) return undefined;
    const measure = () => setHeadHeight(head.offsetHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(head);
    return () => observer.disconnect();
  }, []);

  // Selection of slots (or days) to create an event.
  const [selection, setSelection] = useState<Selection | null>(null);

  // Dragging: create, move, resize (react-aria's useMove; its own arrow keys are not used, the
  // grid's keys are).
  const interaction = useRef<Interaction<Event> | null>(null);
  const travelled = useRef({ x: 0, y: 0 });
  const dragged = useRef(false);
  const draggedSelection = useRef<Selection | null>(null);
  const [preview, setPreview] = useState<DragPreview | null>(null);

  const dragResult = (current: Interaction<Event>) => {
    const { x, y } = travelled.current;
    const days = view === 'week' ? Math.round(x / current.origin.columnWidth) : 0;
    const minutes = snapMinutesToTimeStep((y / styles.SLOT_HEIGHT) * 15);
    return { days, minutes };
  };
  const { moveProps } = useMove({
    onMove(event) {
      const current = interaction.current;
      if (event.pointerType === 'keyboard' || !current) return;
      travelled.current.x += event.deltaX;
      travelled.current.y += event.deltaY;
      const { x, y } = travelled.current;
      // A few pixels of jitter are still a click (it opens the event, or creates one hour).
      if (!dragged.current && Math.hypot(x, y) < DRAG_THRESHOLD) return;
      dragged.current = true;
      const { origin } = current;
      if (current.kind === 'createTime') {
        const slot = Math.min(
          SLOTS_PER_DAY - 1,
          Math.max(0, Math.floor((origin.clientY + y - origin.bodyTop) / styles.SLOT_HEIGHT)),
        );
        draggedSelection.current = {
          area: 'time',
          column: origin.column,
          anchor: current.anchor,
          focus: slot,
        };
        setSelection(draggedSelection.current);
      } else if (current.kind === 'createDays') {
        const column = Math.min(
          days.length - 1,
          Math.max(
            0,
            origin.column +
              Math.floor((origin.clientX + x - origin.columnLeft) / origin.columnWidth),
          ),
        );
        draggedSelection.current = { area: 'allDay', anchor: origin.column, focus: column };
        setSelection(draggedSelection.current);
      } else {
        const result = dragResult(current);
        const horizontal = current.allDay || current.kind === 'move';
        setPreview({
          eventKey: current.eventKey,
          kind: current.kind,
          dx: horizontal ? result.days * origin.columnWidth : 0,
          dy: current.allDay ? 0 : (result.minutes / 15) * styles.SLOT_HEIGHT,
        });
      }
    },
    onMoveEnd(event) {
      const current = interaction.current;
      if (event.pointerType === 'keyboard' || !current) return;
      interaction.current = null;
      setPreview(null);
      if (!dragged.current) return;
      if (current.kind === 'createTime' || current.kind === 'createDays') {
        if (draggedSelection.current) emitSelection(draggedSelection.current);
        draggedSelection.current = null;
        return;
      }
      const { days: dayShift, minutes } = dragResult(current);
      const shift = current.allDay ? { days: dayShift } : { days: dayShift, minutes };
      if (current.kind === 'move') changeEvent('move', current.event, shift, 'pointer');
      else
        changeEvent(
          'resize',
          current.event,
          current.allDay ? { days: dayShift } : { minutes },
          'pointer',
        );
    },
  });
  const startPointer = moveProps.onPointerDown;

  function emitSelection(selected: Selection) {
    if (!onSelectSlot) return;
    if (selected.area === 'time') {
      onSelectSlot(
        timeSlotSelection(days[selected.column]!, selected.anchor * 15, selected.focus * 15),
      );
    } else {
      const first = Math.max(0, Math.min(selected.anchor, selected.focus));
      const last = Math.min(days.length - 1, Math.max(selected.anchor, selected.focus));
      onSelectSlot(daySelection(days[first]!, days[last]!));
    }
  }

  /** Applies a move or a resize through the screen; the times after it, or null when refused. */
  function changeEvent(
    kind: 'move' | 'resize',
    event: Event,
    shift: { days?: number; minutes?: number },
    source: 'pointer' | 'keyboard',
  ): CalendarEventChange<Event>['after'] | null {
    const after =
      kind === 'move' ? moveCalendarEvent(event, shift) : resizeCalendarEvent(event, shift);
    if (!after) return null;
    const change: CalendarEventChange<Event> = {
      event,
      before: { startTime: event.startTime, endTime: event.endTime },
      after,
      source,
    };
    if (kind === 'move') onEventMove?.(change);
    else onEventResize?.(change);
    const moved = { ...event, ...after };
    announce(
      formatLabel(text.moved, {
        title: event.object,
        time: `${capitalize(calendarDayLabel(after.startTime))}, ${eventTimeLabel(moved)}`,
      }),
    );
    return after;
  }

  const originOf = (event: ReactPointerEvent, cell: HTMLElement, column: number) => {
    const rect = cell.getBoundingClientRect();
    return {
      clientX: event.clientX,
      clientY: event.clientY,
      columnWidth: rect.width,
      columnLeft: rect.left,
      column,
      bodyTop: bodyRef.current?.getBoundingClientRect().top ?? 0,
    };
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    dragged.current = false;
    followEvent.current = null;
    if (event.button !== 0) return;
    const target = event.target as HTMLElement;
    const placeElement = target.closest<HTMLElement>('[data-focus-key]');
    const place = parsePlaceKey(placeElement?.dataset['focusKey']);
    if (!place || !placeElement) return;
    let next: Interaction<Event> | null = null;
    if (place.kind === 'slot' && onSelectSlot) {
      next = {
        kind: 'createTime',
        origin: originOf(event, placeElement, place.column),
        anchor: place.slot,
      };
    } else if (place.kind === 'allDay' && onSelectSlot) {
      const cell = placeElement.parentElement!;
      next = { kind: 'createDays', origin: originOf(event, cell, place.column) };
    } else if (place.kind === 'event' || place.kind === 'allDayEvent') {
      const own = eventsByKey.get(place.eventKey);
      const allDay = place.kind === 'allDayEvent';
      const cell = placeElement.parentElement!;
      if (own && target.closest('[data-resize-handle]') && context.canResize(own)) {
        next = {
          kind: 'resize',
          origin: originOf(event, cell, place.column),
          event: own,
          eventKey: place.eventKey,
          allDay,
        };
      } else if (own && context.canMove(own)) {
        next = {
          kind: 'move',
          origin: originOf(event, cell, place.column),
          event: own,
          eventKey: place.eventKey,
          allDay,
        };
      }
    }
    if (!next) return;
    interaction.current = next;
    travelled.current = { x: 0, y: 0 };
    if (next.kind === 'createTime' || next.kind === 'createDays') setSelection(null);
    // useMove keeps the pointer from focusing: focus the pressed place here, where it is.
    focusPlace(placeKey(place), false);
    startPointer?.(event);
  };

  const onClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    interaction.current = null;
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-focus-key]');
    const place = parsePlaceKey(element?.dataset['focusKey']);
    if (!place) return;
    activate(place);
  };

  /** A click, or Enter / Space, on a place. */
  function activate(place: TimeGridPlace) {
    switch (place.kind) {
      case 'header':
        onDayOpen?.(days[place.column]!);
        return;
      case 'event':
      case 'allDayEvent': {
        const event = eventsByKey.get(place.eventKey);
        if (event) onEventOpen?.(event);
        return;
      }
      case 'more':
        setMoreDay(place.column);
        return;
      case 'slot': {
        const selected =
          selection?.area === 'time' &&
          selection.column === place.column &&
          place.slot >= Math.min(selection.anchor, selection.focus) &&
          place.slot <= Math.max(selection.anchor, selection.focus)
            ? selection
            : {
                area: 'time' as const,
                column: place.column,
                anchor: place.slot,
                focus: place.slot,
              };
        emitSelection(selected);
        return;
      }
      case 'allDay': {
        const selected =
          selection?.area === 'allDay' &&
          place.column >= Math.min(selection.anchor, selection.focus) &&
          place.column <= Math.max(selection.anchor, selection.focus)
            ? selection
            : { area: 'allDay' as const, anchor: place.column, focus: place.column };
        emitSelection(selected);
        return;
      }
      default:
        place satisfies never;
    }
  }

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-focus-key]');
    const key = element?.dataset['focusKey'];
    const place = parsePlaceKey(key);
    if (!place || !key || event.target !== element) return;
    const onButton = element.tagName === 'BUTTON';

    // Alt + arrows: move or resize an own event (the keyboard's drag).
    if (event.altKey && !event.ctrlKey && !event.metaKey && ARROWS.has(event.key)) {
      if (place.kind !== 'event' && place.kind !== 'allDayEvent') return;
      const target = eventsByKey.get(place.eventKey);
      if (!target) return;
      event.preventDefault();
      const allDay = place.kind === 'allDayEvent';
      const vertical = event.key === 'ArrowUp' || event.key === 'ArrowDown';
      const forward = event.key === 'ArrowDown' || event.key === 'ArrowRight';
      const step = forward ? 1 : -1;
      if (allDay && vertical) return;
      const shift = vertical ? { minutes: step * 15 } : { days: step };
      const resize = event.shiftKey;
      if (resize ? !context.canResize(target) : !context.canMove(target)) return;
      if (resize && !allDay && !vertical) return;
      const after = changeEvent(resize ? 'resize' : 'move', target, shift, 'keyboard');
      if (!after) return;
      // A resize that keeps the start keeps the place: nothing to follow.
      if (after.startTime !== target.startTime) {
        followEvent.current = { eventKey: place.eventKey, from: key };
      }
      // Moved out of the days shown (Alt + → on Sunday, Alt + ↓ at 23:45 in the day view): the
      // view goes to the event's new day, so that the focus can stay on it.
      const firstDay = days[0]!;
      const lastDay = days[days.length - 1]!;
      const startDay = after.startTime.slice(0, 10);
      const endDay = after.endTime.slice(0, 10);
      if (onDateChange && (startDay > lastDay || endDay < firstDay)) {
        setSelection(null);
        onDateChange(startDay);
      }
      return;
    }

    // The user goes on: a move still on its way no longer takes the focus back.
    followEvent.current = null;
    if (event.key === 'Escape') {
      if (selection) {
        event.preventDefault();
        setSelection(null);
      }
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      // Buttons (events, day headers, more links) activate by themselves, through onClick.
      if (onButton) return;
      event.preventDefault();
      activate(place);
      return;
    }

    const position = placeIndex.get(key);
    if (!position) return;
    const [column, row] = position;
    const list = places[column]!;
    let next: string | undefined;
    let columnStep = 0;
    switch (event.key) {
      case 'ArrowUp':
        next = list[Math.max(0, row - 1)];
        break;
      case 'ArrowDown':
        next = list[Math.min(list.length - 1, row + 1)];
        break;
      case 'ArrowLeft':
        columnStep = -1;
        break;
      case 'ArrowRight':
        columnStep = 1;
        break;
      case 'PageUp':
      case 'PageDown':
      case 'Home':
      case 'End': {
        const slot = place.kind === 'slot' || place.kind === 'event' ? place.slot : 0;
        const target =
          event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? SLOTS_PER_DAY - 1
              : Math.min(SLOTS_PER_DAY - 1, Math.max(0, slot + (event.key === 'PageUp' ? -4 : 4)));
        next = placeKey({ kind: 'slot', column, slot: target });
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    if (columnStep !== 0) {
      const targetColumn = column + columnStep;
      if (targetColumn < 0 || targetColumn >= days.length) {
        if (!onDateChange) return;
        const day = dayjs(days[column]).add(columnStep, 'day').format('YYYY-MM-DD');
        pendingPlace.current = { day, place };
        setSelection(null);
        onDateChange(day);
        return;
      }
      next = placeKey(sideways(place, targetColumn));
    }
    if (next === undefined) return;
    const nextPlace = parsePlaceKey(next)!;
    if (event.shiftKey && (nextPlace.kind === 'slot' || nextPlace.kind === 'allDay')) {
      setSelection((latest) => extendSelection(latest, place, nextPlace));
    } else if (!event.shiftKey) {
      setSelection(null);
    }
    focusPlace(next);
  };

  const [moreDay, setMoreDay] = useState<number | null>(null);

  // Props of each row: only the rows holding the tab stop, the selection or the drag change.
  const tabStopRow = tabStop.kind === 'slot' || tabStop.kind === 'event' ? tabStop.slot : undefined;
  const dragRow = (() => {
    if (!preview) return undefined;
    for (const [slot, row] of bySlot) {
      if (
        row.some((items) =>
          items.some((item) => calendarEventKey(item.event, item.index) === preview.eventKey),
        )
      )
        return slot;
    }
    return undefined;
  })();
  const allDayHasTabStop = tabStop.kind !== 'slot' && tabStop.kind !== 'event';
  const timeSelection = selection?.area === 'time' ? selection : null;
  const nowMinutes = current.getHours() * 60 + current.getMinutes();
  const todayColumn = days.indexOf(today);
  const shortNames = weekdayNames('short');
  const isEmpty = timed.every((items) => items.length === 0) && allDayLayout.segments.length === 0;

  const gridStyle = {
    [styles.dayCount.replace(/^var\((--[^,)]+)\)$/, '$1')]: String(days.length),
    scrollPaddingTop: `${headHeight}px`,
  } as CSSProperties;

  return (
    <div className={styles.root} data-view={view}>
      <CalendarViewState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={isEmpty}
        labels={text}
      />
      <div
        ref={gridRef}
        role="grid"
        // The places carry the tab stop; the grid itself is focusable only from script.
        tabIndex={-1}
        aria-label={ariaLabel ?? capitalize(calendarPeriodLabel(view, shownDay))}
        aria-describedby={helpId}
        aria-multiselectable={onSelectSlot ? true : undefined}
        aria-busy={loading || undefined}
        className={styles.grid}
        style={gridStyle}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onClick={onClick}
        onFocus={(event) => {
          const key = (event.target as HTMLElement).dataset['focusKey'];
          if (key && key !== activeKey) setActiveKey(key);
        }}
        onBlur={(event) => {
          // Out of the grid, to another control: a move still on its way stays where it lands.
          const next = event.relatedTarget;
          if (next instanceof Node && !event.currentTarget.contains(next)) {
            followEvent.current = null;
          }
        }}
      >
        <div ref={headRef} role="rowgroup" className={styles.head}>
          <div role="row" className={styles.row}>
            <div role="columnheader" className={styles.corner}>
              <span className={visuallyHidden}>{text.time}</span>
            </div>
            {days.map((day, column) => {
              const key = placeKey({ kind: 'header', column });
              return (
                <div
                  key={day}
                  role="columnheader"
                  className={styles.dayHeader}
                  data-today={day === today || undefined}
                >
                  <button
                    type="button"
                    className={styles.dayButton}
                    tabIndex={key === tabStopKey ? 0 : -1}
                    aria-current={day === today ? 'date' : undefined}
                    data-focus-key={key}
                  >
                    {/* Named by what it shows, 'lun 10', then ' marzo 2025, oggi' unseen. */}
                    <span className={styles.weekday}>
                      {shortNames[(dayjs(day).day() + 6) % 7]}
                    </span>{' '}
                    <span className={styles.dayNumber}>{dayjs(day).date()}</span>
                    <span className={visuallyHidden}>
                      {` ${monthYear(day)}${day === today ? `, ${text.today}` : ''}`}
                    </span>
                  </button>
                </div>
              );
            })}
          </div>
          <AllDayRow
            segments={allDayVisible.segments}
            hidden={allDayVisible.hidden}
            lines={allDayLines}
            maxLines={allDayMaxLines}
            tabStopKey={allDayHasTabStop ? tabStopKey : null}
            selected={
              selection?.area === 'allDay'
                ? [
                    Math.min(selection.anchor, selection.focus),
                    Math.max(selection.anchor, selection.focus),
                  ]
                : null
            }
            preview={preview && dragRow === undefined ? preview : null}
            context={context}
          />
        </div>
        <div ref={bodyRef} role="rowgroup" className={styles.body}>
          {SLOT_TIMES.map((time, slot) => (
            <SlotRow
              key={time}
              slot={slot}
              time={time}
              items={bySlot.get(slot)}
              tabStopKey={slot === tabStopRow ? tabStopKey : null}
              selectedColumn={
                timeSelection &&
                slot >= Math.min(timeSelection.anchor, timeSelection.focus) &&
                slot <= Math.max(timeSelection.anchor, timeSelection.focus)
                  ? timeSelection.column
                  : -1
              }
              preview={slot === dragRow ? preview : null}
              context={context}
            />
          ))}
          {todayColumn >= 0 ? (
            <div
              className={styles.nowLine}
              style={{ top: `${(nowMinutes / 15) * styles.SLOT_HEIGHT}px` }}
              aria-hidden
              data-now-line=""
            >
              <div
                className={styles.nowToday}
                style={{
                  left: `${(todayColumn / days.length) * 100}%`,
                  width: `${100 / days.length}%`,
                }}
              />
            </div>
          ) : null}
        </div>
      </div>
      <p id={helpId} className={styles.help}>
        {text.keyboardHelp}
      </p>
      {announcer}
      <MoreEventsDialog
        open={moreDay !== null}
        onOpenChange={(open) => {
          if (!open) setMoreDay(null);
        }}
        day={days[moreDay ?? 0]!}
        events={(allDayLayout.byDay[moreDay ?? 0] ?? []).map((segment) => segment.event)}
        colleagues={colleagues}
        onEventOpen={onEventOpen}
        labels={{ title: text.moreEventsTitle }}
      />
    </div>
  );
}

/** 'marzo 2025' of a day, in Italian. */
function monthYear(day: string): string {
  return calendarDayLabel(day).split(' ').slice(2).join(' ');
}

/** The selection after Shift + an arrow from `from` to `to`: it grows from its anchor. */
function extendSelection(
  latest: Selection | null,
  from: TimeGridPlace,
  to: TimeGridPlace,
): Selection | null {
  if (to.kind === 'slot') {
    const anchor =
      latest?.area === 'time' && latest.column === to.column
        ? latest.anchor
        : from.kind === 'slot' && from.column === to.column
          ? from.slot
          : to.slot;
    return { area: 'time', column: to.column, anchor, focus: to.slot };
  }
  if (to.kind === 'allDay') {
    const anchor =
      latest?.area === 'allDay' ? latest.anchor : from.kind === 'allDay' ? from.column : to.column;
    return { area: 'allDay', anchor, focus: to.column };
  }
  return latest;
}
