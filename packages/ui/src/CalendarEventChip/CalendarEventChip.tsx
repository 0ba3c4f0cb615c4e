import type { CalendarEvent, OrderAgendaLabel } from '@portineria/domain';
import { calendarEventOrderLabels, eventTimeFacts, isCalendarItemDone } from '@portineria/domain';
import { Fragment } from 'react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Chip } from '../Chip/Chip.tsx';
import { calendarMessage } from '../messages/it-IT/calendar.ts';
import { eventColorStyle } from '../private/calendarModel.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './CalendarEventChip.css.ts';
import type { CalendarEventChipVariants } from './CalendarEventChip.css.ts';

/** The labels of an event's accessible name, all overridable. */
export interface CalendarEventChipLabels {
  /** Appended when the event is done: 'completato' (002 §4.2). */
  done: string;
  /** Appended to a piece of an event that started on an earlier day: 'iniziato prima'. */
  continuesBefore: string;
  /** Appended to a piece of an event that goes on after: 'continua dopo'. */
  continuesAfter: string;
  /** Shown for an event without a title: '(senza oggetto)'. */
  untitled: string;
}

export interface CalendarEventChipProps<Event extends CalendarEvent = CalendarEvent> extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'color' | 'children'
> {
  /** The event (002 §3.1): its title, times, status and linked order are shown. */
  event: Event;
  /** Its colour: the owner's or colleague's colour, default #448aff (domain `calendarEventColor`). */
  color: string;
  /**
   * block (a block of the week and day grid), bar (a line of a month day or of the all-day row)
   * or list (a row of the more-events dialog and of the agenda).
   */
  variant?: CalendarEventChipVariants['variant'];
  /** The piece shown started on an earlier day (a bar cut at the start of a week, a night event). */
  continuesBefore?: boolean;
  /** The piece shown goes on after (a bar cut at the end of a week). */
  continuesAfter?: boolean;
  /** Replaces the time shown ('10:00 – 11:00', '10:00' up to 45 minutes, 'Tutto il giorno'). */
  timeLabel?: string;
  /** Text added to the accessible name, e.g. the day in a list of several days. */
  context?: string;
  /** Overrides of the labels. */
  labels?: Partial<CalendarEventChipLabels>;
  /** Extra content drawn inside, after the text (the grid's resize handle). */
  adornment?: ReactNode;
  /** The `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** What an event shows, read once per event object (a week view redraws hundreds of them). */
interface EventFacts {
  timeLabel: string;
  startTime: string;
  allDay: boolean;
  onlyStart: boolean;
  done: boolean;
  orderLabels: OrderAgendaLabel[];
}

const factsCache = new WeakMap<CalendarEvent, EventFacts>();

function factsOf(event: CalendarEvent): EventFacts {
  let facts = factsCache.get(event);
  if (!facts) {
    // The times read once (each of the separate rules reads the dates again).
    const times = eventTimeFacts(event);
    facts = {
      timeLabel: times.timeLabel,
      startTime: times.startLabel,
      allDay: times.allDay,
      onlyStart: times.onlyStart,
      done: isCalendarItemDone(event),
      orderLabels: calendarEventOrderLabels(event),
    };
    factsCache.set(event, facts);
  }
  return facts;
}

let defaultLabels: CalendarEventChipLabels | undefined;

function labelsWith(overrides: Partial<CalendarEventChipLabels> | undefined) {
  defaultLabels ??= {
    done: calendarMessage('calendarEvent.done'),
    continuesBefore: calendarMessage('calendarEvent.continuesBefore'),
    continuesAfter: calendarMessage('calendarEvent.continuesAfter'),
    untitled: calendarMessage('calendarEvent.untitled'),
  };
  return overrides ? { ...defaultLabels, ...overrides } : defaultLabels;
}

/**
 * One event as the calendar draws it, in the owner's or colleague's colour (default #448aff):
 * its title and time, only the start time for events of 45 minutes or less (002 §9), 'Tutto il
 * giorno' for all-day events and those over 24 h (002 §4.3), struck through when done (002 §4.2),
 * and 'Urgente' / 'Sospeso' for an urgent or suspended order (002 §4.6). A button: pressing it
 * opens the event. The colour tints the surface, so the text keeps the theme's contrast.
 */
export function CalendarEventChip<Event extends CalendarEvent>({
  event,
  color,
  variant = 'block',
  continuesBefore = false,
  continuesAfter = false,
  timeLabel,
  context,
  labels,
  adornment,
  ref,
  className,
  style,
  ...buttonProps
}: CalendarEventChipProps<Event>) {
  const text = labelsWith(labels);
  const facts = factsOf(event);
  const title = event.object.trim() === '' ? text.untitled : event.object;
  const time = timeLabel ?? facts.timeLabel;
  const { allDay, done, orderLabels } = facts;
  // The name is the visible text in its order (WCAG 2.5.3 label in name), then what only a
  // screen reader needs: the day in a list, the whole time when only the start shows, done,
  // continuing. Spaces between the parts keep the words apart in the name; flex ignores them.
  const shownTime = variant === 'bar' ? (allDay ? undefined : facts.startTime) : time;
  const extras = [
    context,
    shownTime === time ? undefined : time,
    done ? text.done : undefined,
    continuesBefore ? text.continuesBefore : undefined,
    continuesAfter ? text.continuesAfter : undefined,
  ].filter(Boolean);
  const hidden =
    extras.length > 0 ? <span className={visuallyHidden}>{`, ${extras.join(', ')}`}</span> : null;
  const tags = orderLabels.map((label) => (
    <Fragment key={label.key}>
      <span className={styles.tag} data-tone={label.tone}>
        {label.label}
      </span>{' '}
    </Fragment>
  ));

  let content: ReactNode;
  if (variant === 'list') {
    content = (
      <>
        <span className={styles.dot} />
        <span className={styles.listTime}>{time}</span>{' '}
        <span className={styles.listBody}>
          <span className={styles.title}>{title}</span>{' '}
          {orderLabels.length > 0 ? (
            <span className={styles.tags}>
              {orderLabels.map((label) => (
                <Fragment key={label.key}>
                  <Chip label={label.label} tone={label.tone} size="small" />{' '}
                </Fragment>
              ))}
            </span>
          ) : null}
        </span>
      </>
    );
  } else if (variant === 'bar') {
    content = (
      <span className={styles.line}>
        {allDay ? null : <span className={styles.dot} />}
        {allDay ? null : (
          <>
            <span className={styles.time}>{facts.startTime}</span>{' '}
          </>
        )}
        {tags}
        <span className={styles.title}>{title}</span>
      </span>
    );
  } else if (allDay || facts.onlyStart) {
    content = (
      <span className={styles.line}>
        <span className={styles.time}>{time}</span> {tags}
        <span className={styles.title}>{title}</span>
      </span>
    );
  } else {
    content = (
      <>
        <span className={styles.blockTitle}>{title}</span>{' '}
        {/* The tags before the time: in a narrow block the time, which the block's place in the
            grid also tells, gives way; a tag cut at the edge ('U') told nothing. */}
        <span className={styles.line}>
          {tags}
          <span className={styles.blockTime}>{time}</span>
        </span>
      </>
    );
  }

  return (
    <button
      ref={ref}
      type="button"
      className={[styles.chip({ variant }), className].filter(Boolean).join(' ')}
      style={{ ...eventColorStyle(color), ...style }}
      data-variant={variant}
      data-all-day={allDay || undefined}
      data-done={done || undefined}
      data-continues-before={continuesBefore || undefined}
      data-continues-after={continuesAfter || undefined}
      {...buttonProps}
    >
      {content}
      {hidden}
      {adornment}
    </button>
  );
}
