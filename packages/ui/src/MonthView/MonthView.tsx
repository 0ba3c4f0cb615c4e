import type {
  CalendarEvent,
  CalendarSlotSelection,
  DayRowLayout,
  DayRowSegment,
} from '@portineria/domain';
import {
  CALENDAR_WEEK_DAYS_SHOWN,
  calendarDayLabel,
  calendarPeriodLabel,
  calendarRange,
  daySelection,
  dayRowsLayout,
  visibleDayRow,
  weekdayNames,
} from '@portineria/domain';
import dayjs from 'dayjs';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type {
  CSSProperties,
  KeyboardEvent,
  PointerEvent as ReactPointerEvent,
  ReactElement,
  RefObject,
} from 'react';
import { CalendarEventChip } from '../CalendarEventChip/CalendarEventChip.tsx';
import { calendarMessage } from '../messages/it-IT/calendar.ts';
import { MoreEventsDialog } from '../MoreEventsDialog/MoreEventsDialog.tsx';
import type { CalendarViewDataProps } from '../private/calendarModel.ts';
import {
  calendarEventKey,
  capitalize,
  useEventColors,
  useNow,
  useStableCallback,
} from '../private/calendarModel.ts';
import { CalendarMoreLink } from '../private/calendarMoreLink.tsx';
import { formatLabel } from '../private/formatLabel.ts';
import { CalendarViewState } from '../private/calendarViewState.tsx';
import * as styles from './MonthView.css.ts';

/** The labels of the month view, all overridable. */
export interface MonthViewLabels {
  /** 'Nessun evento da visualizzare' (001 §8). */
  empty: string;
  /** 'Caricamento degli eventi in corso'. */
  loading: string;
  /** 'Impossibile caricare gli eventi'. */
  error: string;
  /** 'Riprova'. */
  retry: string;
  /** 'oggi', added to today's name. */
  today: string;
  /** A day's event count: 'nessun evento', '1 evento', '{count} eventi'. */
  noEvents: string;
  oneEvent: string;
  manyEvents: string;
  /** The more-events link: '+1 altro', '+{count} altri', and its name 'Visualizza tutti gli eventi di {day}'. */
  moreOne: string;
  moreMany: string;
  moreLabel: string;
  /** The keys of the grid, read as its description. */
  keyboardHelp: string;
  /** The more-events dialog: 'Visualizza eventi' (002 §2.1). */
  moreEventsTitle: string;
}

export interface MonthViewProps<
  Event extends CalendarEvent = CalendarEvent,
> extends CalendarViewDataProps<Event> {
  /** Any day of the month shown: a `Date` or 'YYYY-MM-DD'. It is the day focused first. */
  date: Date | string;
  /**
   * The keyboard left the weeks shown (an arrow past the edge, Page Up / Page Down): the day to
   * show, 'YYYY-MM-DD'; the screen moves `date` to it and the focus follows.
   */
  onDateChange?: (day: string) => void;
  /** Opens a day, 'YYYY-MM-DD' (002 §2.1 "Clicking a date in month view shows that day"): a click on the date, or Enter. */
  onDayOpen?: (day: string) => void;
  /** Days chosen with the pointer on their empty part, one or dragged across: an all-day selection to create an event. */
  onSelectSlot?: (selection: CalendarSlotSelection) => void;
  /** The grid's accessible name; the month ('marzo 2025') by default. */
  'aria-label'?: string;
  /** Overrides of the labels. */
  labels?: Partial<MonthViewLabels>;
}

const DEFAULT_LINES = 3;

/** Days chosen with the pointer: where the press started and where the pointer is. */
interface DaySpan {
  anchor: string;
  focus: string;
}

interface MoreDialogState<Event> {
  day: string;
  events: Event[];
}

/**
 * The month view of the calendar (002 §2.1): the weeks of the month, all 7 days, Monday first, in
 * Italian. Events are bars on lines — multi-day ones keep their line across the days — in the
 * owner's colour; a day with more events than fit shows '+n altri', which opens 'Visualizza
 * eventi'. Clicking a date opens that day. A grid in the react-aria calendar pattern: one tab stop,
 * arrows move between days, Home / End to the week's ends, Page Up / Page Down change month,
 * Enter opens the day; the focused day is announced with its event count.
 */
export function MonthView<Event extends CalendarEvent>({
  date,
  events,
  colleagues,
  now,
  loading = false,
  error,
  onRetry,
  onEventOpen,
  onDateChange,
  onDayOpen,
  onSelectSlot,
  'aria-label': ariaLabel,
  labels,
}: MonthViewProps<Event>) {
  const text: MonthViewLabels = useMemo(
    () => ({
      empty: calendarMessage('calendarView.empty'),
      loading: calendarMessage('calendarView.loading'),
      error: calendarMessage('calendarView.error'),
      retry: calendarMessage('calendarView.retry'),
      today: calendarMessage('calendarView.today'),
      noEvents: calendarMessage('calendarView.noEvents'),
      oneEvent: calendarMessage('calendarView.oneEvent'),
      manyEvents: calendarMessage('calendarView.manyEvents'),
      moreOne: calendarMessage('calendarView.moreOne'),
      moreMany: calendarMessage('calendarView.moreMany'),
      moreLabel: calendarMessage('calendarView.moreLabel'),
      keyboardHelp: calendarMessage('calendarView.monthKeyboardHelp'),
      moreEventsTitle: calendarMessage('moreEventsDialog.title'),
      ...labels,
    }),
    [labels],
  );
  const shownDay = dayjs(date).format('YYYY-MM-DD');
  const month = dayjs(date).month();
  const range = useMemo(() => calendarRange('month', shownDay), [shownDay]);
  const weeks = useMemo(() => {
    const rows: string[][] = [];
    for (let first = 0; first < range.days.length; first += CALENDAR_WEEK_DAYS_SHOWN) {
      rows.push(range.days.slice(first, first + CALENDAR_WEEK_DAYS_SHOWN));
    }
    return rows;
  }, [range]);
  const layouts = useMemo(
    () => dayRowsLayout(events, range.days, CALENDAR_WEEK_DAYS_SHOWN),
    [events, range],
  );
  const colors = useEventColors(events, colleagues);
  const today = dayjs(useNow(now)).format('YYYY-MM-DD');
  const helpId = useId();

  // How many lines a day has room for, measured on the first day (every day is as tall).
  const [lines, setLines] = useState(DEFAULT_LINES);
  const measured = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const element = measured.current;
    if (!element) return undefined;
    const measure = () => {
      const height = element.clientHeight;
      if (height > 0) setLines(Math.max(1, Math.floor(height / styles.LINE_HEIGHT)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The focused day: the one given, until the keyboard or the pointer moves it.
  const [focusedDay, setFocusedDay] = useState(shownDay);
  const [previousShownDay, setPreviousShownDay] = useState(shownDay);
  if (previousShownDay !== shownDay) {
    setPreviousShownDay(shownDay);
    setFocusedDay(shownDay);
  }
  const tabStop = range.days.includes(focusedDay) ? focusedDay : shownDay;
  const gridRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useRef(false);
  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${tabStop}"]`)?.focus();
  }, [tabStop]);

  const moveFocus = (target: string) => {
    const inRange = range.days.includes(target);
    if (!inRange && !onDateChange) return;
    focusAfterRender.current = true;
    setFocusedDay(target);
    if (!inRange) onDateChange?.(target);
  };

  const openDay = useStableCallback(onDayOpen);
  const openEvent = useStableCallback(onEventOpen);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter and Space press the focused day's button, which opens the day.
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-day]');
    if (!target || event.target !== target) return;
    const current = dayjs(tabStop);
    const weekday = (current.day() + 6) % 7;
    let next: dayjs.Dayjs | undefined;
    switch (event.key) {
      case 'ArrowLeft':
        next = current.subtract(1, 'day');
        break;
      case 'ArrowRight':
        next = current.add(1, 'day');
        break;
      case 'ArrowUp':
        next = current.subtract(1, 'week');
        break;
      case 'ArrowDown':
        next = current.add(1, 'week');
        break;
      case 'Home':
        next = current.subtract(weekday, 'day');
        break;
      case 'End':
        next = current.add(6 - weekday, 'day');
        break;
      case 'PageUp':
        next = current.subtract(1, 'month');
        break;
      case 'PageDown':
        next = current.add(1, 'month');
        break;
      default:
        return;
    }
    event.preventDefault();
    moveFocus(next.format('YYYY-MM-DD'));
  };

  // A press on a day opens it (002 §2.1); dragging across days selects them to create an all-day
  // event (002 §3.1). The pointer's selection lives in a ref as well as in state: the release is handled by a
  // window listener added at the press, which must read where the pointer ended, not a render.
  const [selection, setSelection] = useState<DaySpan | null>(null);
  const selectionRef = useRef<DaySpan | null>(null);
  const selectSlot = useStableCallback(onSelectSlot);
  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLDivElement>, day: string) => {
      if (event.button !== 0 || (event.target as Element).closest('button')) return;
      selectionRef.current = { anchor: day, focus: day };
      setSelection(selectionRef.current);
      const finish = (released: boolean) => {
        window.removeEventListener('pointerup', release);
        window.removeEventListener('pointercancel', cancel);
        const span = selectionRef.current;
        selectionRef.current = null;
        setSelection(null);
        if (!released || !span) return;
        if (span.anchor === span.focus) openDay(span.anchor);
        else selectSlot(daySelection(span.anchor, span.focus));
      };
      const release = () => finish(true);
      const cancel = () => finish(false);
      window.addEventListener('pointerup', release);
      window.addEventListener('pointercancel', cancel);
    },
    [openDay, selectSlot],
  );
  const onPointerEnter = useCallback((day: string) => {
    if (!selectionRef.current) return;
    selectionRef.current = { ...selectionRef.current, focus: day };
    setSelection(selectionRef.current);
  }, []);
  const selecting = selection !== null;

  const [moreDialog, setMoreDialog] = useState<MoreDialogState<Event> | null>(null);
  const openMore = useCallback(
    (day: string, layout: DayRowLayout<Event>, column: number) =>
      setMoreDialog({ day, events: layout.byDay[column]!.map((segment) => segment.event) }),
    [],
  );

  const selected = selection
    ? [selection.anchor, selection.focus].sort((a, b) => a.localeCompare(b))
    : null;
  const names = weekdayNames('short');
  const longNames = weekdayNames('long');
  const anyEvent = layouts.some((layout) => layout.segments.length > 0);

  return (
    <div className={styles.root}>
      <CalendarViewState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={!anyEvent}
        labels={text}
      />
      <div
        ref={gridRef}
        role="grid"
        // The days carry the tab stop; the grid itself is focusable only from script.
        tabIndex={-1}
        aria-label={ariaLabel ?? capitalize(calendarPeriodLabel('month', shownDay))}
        aria-describedby={helpId}
        aria-busy={loading || undefined}
        className={styles.grid}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const day = (event.target as HTMLElement).dataset['day'];
          if (day && day !== focusedDay) setFocusedDay(day);
        }}
      >
        <div role="row" className={styles.week}>
          {names.map((name, index) => (
            <div
              key={name}
              role="columnheader"
              aria-label={longNames[index]}
              className={styles.columnHeader}
            >
              {name}
            </div>
          ))}
        </div>
        {weeks.map((week, index) => (
          <MonthWeek
            key={week[0]}
            days={week}
            layout={layouts[index]!}
            lines={lines}
            month={month}
            today={today}
            tabStop={week.includes(tabStop) ? tabStop : null}
            selectedFrom={selected?.[0]}
            selectedTo={selected?.[1]}
            colors={colors}
            labels={text}
            measureRef={index === 0 ? measured : undefined}
            onDayOpen={openDay}
            onEventOpen={openEvent}
            onMore={openMore}
            onPointerDown={onPointerDown}
            onPointerEnter={selecting ? onPointerEnter : undefined}
          />
        ))}
      </div>
      <p id={helpId} className={styles.help}>
        {text.keyboardHelp}
      </p>
      <MoreEventsDialog
        open={moreDialog !== null}
        onOpenChange={(open) => {
          if (!open) setMoreDialog(null);
        }}
        day={moreDialog?.day ?? shownDay}
        events={moreDialog?.events ?? []}
        colleagues={colleagues}
        onEventOpen={onEventOpen}
        labels={{ title: text.moreEventsTitle }}
      />
    </div>
  );
}

interface MonthWeekProps<Event extends CalendarEvent> {
  days: string[];
  layout: DayRowLayout<Event>;
  lines: number;
  month: number;
  today: string;
  tabStop: string | null;
  selectedFrom: string | undefined;
  selectedTo: string | undefined;
  colors: Map<Event, string>;
  labels: MonthViewLabels;
  measureRef: RefObject<HTMLDivElement | null> | undefined;
  onDayOpen: (day: string) => void;
  onEventOpen: (event: Event) => void;
  onMore: (day: string, layout: DayRowLayout<Event>, column: number) => void;
  onPointerDown: (event: ReactPointerEvent<HTMLDivElement>, day: string) => void;
  onPointerEnter: ((day: string) => void) | undefined;
}

function countLabel(count: number, labels: MonthViewLabels): string {
  if (count === 0) return labels.noEvents;
  if (count === 1) return labels.oneEvent;
  return formatLabel(labels.manyEvents, { count });
}

function barStyle(segment: DayRowSegment<unknown>): CSSProperties {
  const span = segment.lastColumn - segment.firstColumn + 1;
  return {
    top: `${segment.row * styles.LINE_HEIGHT}px`,
    width: `calc(${span * 100}% + ${span - 1}px - 4px)`,
  };
}

/** One week: a row of the grid. Memoised, so a focus move re-renders two weeks, not six. */
const MonthWeek = memo(function MonthWeek<Event extends CalendarEvent>({
  days,
  layout,
  lines,
  month,
  today,
  tabStop,
  selectedFrom,
  selectedTo,
  colors,
  labels,
  measureRef,
  onDayOpen,
  onEventOpen,
  onMore,
  onPointerDown,
  onPointerEnter,
}: MonthWeekProps<Event>) {
  const visible = useMemo(() => visibleDayRow(layout, lines), [layout, lines]);
  return (
    <div role="row" className={styles.week}>
      {days.map((day, column) => {
        const isToday = day === today;
        const dayName = calendarDayLabel(day);
        const count = layout.byDay[column]!.length;
        const hidden = visible.hidden[column]!;
        const inSelection =
          selectedFrom !== undefined && selectedTo !== undefined
            ? day >= selectedFrom && day <= selectedTo
            : false;
        return (
          <div
            key={day}
            role="gridcell"
            aria-current={isToday ? 'date' : undefined}
            className={styles.day}
            data-cell-day={day}
            data-today={isToday || undefined}
            data-outside={dayjs(day).month() !== month || undefined}
            data-selected={inSelection || undefined}
            onPointerDown={(event) => onPointerDown(event, day)}
            onPointerEnter={onPointerEnter ? () => onPointerEnter(day) : undefined}
          >
            <div className={styles.dayHeader}>
              {/* The day's focusable target, as in react-aria's calendar: its name is the day
                  and its count of events; Enter or a click opens the day (002 §2.1). */}
              <button
                type="button"
                tabIndex={day === tabStop ? 0 : -1}
                className={styles.dateButton}
                aria-label={[dayName, isToday ? labels.today : '', countLabel(count, labels)]
                  .filter(Boolean)
                  .join(', ')}
                data-day={day}
                onClick={() => onDayOpen(day)}
              >
                {dayjs(day).date()}
              </button>
            </div>
            <div ref={column === 0 ? measureRef : undefined} className={styles.events}>
              {visible.segments
                .filter((segment) => segment.firstColumn === column)
                .map((segment) => (
                  <CalendarEventChip
                    key={calendarEventKey(segment.event, segment.index)}
                    event={segment.event}
                    color={colors.get(segment.event) ?? ''}
                    variant="bar"
                    tabIndex={-1}
                    className={styles.bar}
                    style={barStyle(segment)}
                    continuesBefore={segment.continuesBefore}
                    continuesAfter={segment.continuesAfter}
                    onClick={() => onEventOpen(segment.event)}
                  />
                ))}
              {hidden > 0 ? (
                <CalendarMoreLink
                  count={hidden}
                  dayName={dayName}
                  labels={labels}
                  tabIndex={-1}
                  style={{ top: `${(lines - 1) * styles.LINE_HEIGHT}px` }}
                  onClick={() => onMore(day, layout, column)}
                />
              ) : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}) as <Event extends CalendarEvent>(props: MonthWeekProps<Event>) => ReactElement;
