/** The rows of the time grid, memoised so that a focus move or a drag re-renders one or two. */
import type { CalendarEvent, DayRowSegment, TimeGridItem } from '@portineria/domain';
import { memo } from 'react';
import type { CSSProperties, ReactElement } from 'react';
import { CalendarEventChip } from '../CalendarEventChip/CalendarEventChip.tsx';
import { calendarEventKey } from '../private/calendarModel.ts';
import { CalendarMoreLink } from '../private/calendarMoreLink.tsx';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './TimeGrid.css.ts';
import { placeKey } from './timeGridFocus.ts';

/** The labels the rows use. */
export interface TimeGridRowLabels {
  allDay: string;
  moreOne: string;
  moreMany: string;
  moreLabel: string;
}

/** An event being dragged: how far the pointer took it, in pixels, and what that means. */
export interface DragPreview {
  eventKey: string;
  kind: 'move' | 'resize';
  /** Pixels to draw it moved by (snapped to whole slots and days). */
  dx: number;
  dy: number;
}

/** What every row shares (stable across renders). */
export interface TimeGridRowContext<Event> {
  dayNames: readonly string[];
  colors: Map<Event, string>;
  /** Whether an event can be moved (and resized) by the current profile. */
  canMove: (event: Event) => boolean;
  canResize: (event: Event) => boolean;
  labels: TimeGridRowLabels;
}

function resizeHandle(): ReactElement {
  return <span className={styles.resizeHandle} data-resize-handle="" aria-hidden />;
}

export interface SlotRowProps<Event> {
  slot: number;
  time: string;
  /** Per column, the items starting in this slot. */
  items: readonly (readonly TimeGridItem<Event>[])[] | undefined;
  /** The tab stop's key when it is in this row. */
  tabStopKey: string | null;
  /** The column where this slot is selected, or -1. */
  selectedColumn: number;
  /** The drag preview when its event is in this row. */
  preview: DragPreview | null;
  context: TimeGridRowContext<Event>;
}

function eventStyle(
  item: TimeGridItem<unknown>,
  slot: number,
  preview: DragPreview | null,
): CSSProperties {
  const top = ((item.startMinutes - slot * 15) / 15) * styles.SLOT_HEIGHT;
  let height = (Math.max(item.endMinutes - item.startMinutes, 15) / 15) * styles.SLOT_HEIGHT - 1;
  let transform: string | undefined;
  if (preview?.kind === 'move') transform = `translate(${preview.dx}px, ${preview.dy}px)`;
  if (preview?.kind === 'resize') height = Math.max(styles.SLOT_HEIGHT - 1, height + preview.dy);
  // Leave a strip on the right of each day free, to create an event beside the others.
  const placed: CSSProperties = {
    top: `${top}px`,
    height: `${height}px`,
    left: `calc((100% - 8px) * ${item.column / item.columns} + 1px)`,
    width: `calc((100% - 8px) * ${item.span / item.columns} - 2px)`,
  };
  // Only a dragged event carries a transform (React writes every key it is given, even empty).
  if (transform) placed.transform = transform;
  return placed;
}

/** One 15-minute row: its time in the gutter and a slot per day, with the events starting there. */
export const SlotRow = memo(function SlotRow<Event extends CalendarEvent>({
  slot,
  time,
  items,
  tabStopKey,
  selectedColumn,
  preview,
  context,
}: SlotRowProps<Event>) {
  const onHour = slot % 4 === 0;
  return (
    <div role="row" className={styles.row}>
      <div role="rowheader" className={styles.slotLabel} data-hour={onHour || undefined}>
        {/* The hours are visible (but midnight); every slot keeps its time for screen readers. */}
        <span className={onHour && slot > 0 ? undefined : visuallyHidden}>{time}</span>
      </div>
      {context.dayNames.map((dayName, column) => {
        const key = placeKey({ kind: 'slot', column, slot });
        const cellItems = items?.[column];
        // The focusable place is named 'day, time'. An empty slot is it; a slot holding events
        // gets a target of its own, so that the cell's name never hides the events' text.
        const target = {
          tabIndex: key === tabStopKey ? 0 : -1,
          'aria-label': `${dayName}, ${time}`,
          'data-focus-key': key,
        };
        return (
          <div
            key={column}
            role="gridcell"
            aria-selected={column === selectedColumn || undefined}
            className={styles.slot}
            data-hour={onHour || undefined}
            data-selected={column === selectedColumn || undefined}
            {...(cellItems ? {} : target)}
          >
            {cellItems ? <span role="button" className={styles.slotTarget} {...target} /> : null}
            {cellItems?.map((item) => {
              const eventKey = calendarEventKey(item.event, item.index);
              const focusKey = placeKey({ kind: 'event', column, slot, eventKey });
              const movable = context.canMove(item.event);
              const itemPreview = preview?.eventKey === eventKey ? preview : null;
              return (
                <CalendarEventChip
                  key={eventKey}
                  event={item.event}
                  color={context.colors.get(item.event) ?? ''}
                  variant="block"
                  className={styles.event}
                  style={eventStyle(item, slot, itemPreview)}
                  tabIndex={focusKey === tabStopKey ? 0 : -1}
                  continuesBefore={item.continuesBefore}
                  continuesAfter={item.continuesAfter}
                  data-focus-key={focusKey}
                  data-event-key={eventKey}
                  data-draggable={movable || undefined}
                  data-slots={
                    Math.min(4, Math.ceil((item.endMinutes - item.startMinutes) / 15)) || 1
                  }
                  data-dragging={itemPreview ? '' : undefined}
                  adornment={
                    context.canResize(item.event) && !item.continuesAfter ? resizeHandle() : null
                  }
                />
              );
            })}
          </div>
        );
      })}
    </div>
  );
}) as <Event extends CalendarEvent>(props: SlotRowProps<Event>) => ReactElement;

export interface AllDayRowProps<Event> {
  segments: readonly DayRowSegment<Event>[];
  hidden: readonly number[];
  /** The lines the row is tall. */
  lines: number;
  /** The lines each day shows before its more link. */
  maxLines: number;
  tabStopKey: string | null;
  /** The selected columns, first and last, or null. */
  selected: [number, number] | null;
  preview: DragPreview | null;
  context: TimeGridRowContext<Event>;
}

function barStyle(segment: DayRowSegment<unknown>, preview: DragPreview | null): CSSProperties {
  const span = segment.lastColumn - segment.firstColumn + 1;
  const extra = preview?.kind === 'resize' ? preview.dx : 0;
  return {
    top: `${2 + segment.row * styles.ALL_DAY_LINE_HEIGHT}px`,
    width: `max(24px, calc(${span * 100}% + ${span - 1}px - 4px + ${extra}px))`,
    transform: preview?.kind === 'move' ? `translateX(${preview.dx}px)` : undefined,
  };
}

/** The all-day row: events flagged all-day and those over 24 h (002 §4.3), as bars over their days. */
export const AllDayRow = memo(function AllDayRow<Event extends CalendarEvent>({
  segments,
  hidden,
  lines,
  maxLines,
  tabStopKey,
  selected,
  preview,
  context,
}: AllDayRowProps<Event>) {
  const height = Math.max(1, lines) * styles.ALL_DAY_LINE_HEIGHT + 4;
  return (
    <div role="row" className={styles.row}>
      <div role="rowheader" className={styles.allDayLabel}>
        {context.labels.allDay}
      </div>
      {context.dayNames.map((dayName, column) => {
        const key = placeKey({ kind: 'allDay', column });
        const isSelected = selected !== null && column >= selected[0] && column <= selected[1];
        const hiddenCount = hidden[column] ?? 0;
        return (
          <div
            key={column}
            role="gridcell"
            aria-selected={isSelected || undefined}
            className={styles.allDayCell}
            style={{ height: `${height}px` }}
            data-all-day-cell=""
            data-selected={isSelected || undefined}
          >
            {/* The day's own target: the cell holds the bars, whose text must keep their names. */}
            <span
              role="button"
              className={styles.slotTarget}
              tabIndex={key === tabStopKey ? 0 : -1}
              aria-label={`${context.labels.allDay}, ${dayName}`}
              data-focus-key={key}
            />
            {segments
              .filter((segment) => segment.firstColumn === column)
              .map((segment) => {
                const eventKey = calendarEventKey(segment.event, segment.index);
                const focusKey = placeKey({ kind: 'allDayEvent', column, eventKey });
                const itemPreview = preview?.eventKey === eventKey ? preview : null;
                return (
                  <CalendarEventChip
                    key={eventKey}
                    event={segment.event}
                    color={context.colors.get(segment.event) ?? ''}
                    variant="bar"
                    className={styles.allDayBar}
                    style={barStyle(segment, itemPreview)}
                    tabIndex={focusKey === tabStopKey ? 0 : -1}
                    continuesBefore={segment.continuesBefore}
                    continuesAfter={segment.continuesAfter}
                    data-focus-key={focusKey}
                    data-event-key={eventKey}
                    data-draggable={context.canMove(segment.event) || undefined}
                    data-dragging={itemPreview ? '' : undefined}
                    adornment={
                      context.canResize(segment.event) && !segment.continuesAfter
                        ? resizeHandle()
                        : null
                    }
                  />
                );
              })}
            {hiddenCount > 0 ? (
              <CalendarMoreLink
                count={hiddenCount}
                dayName={dayName}
                labels={context.labels}
                tabIndex={placeKey({ kind: 'more', column }) === tabStopKey ? 0 : -1}
                style={{ top: `${2 + (maxLines - 1) * styles.ALL_DAY_LINE_HEIGHT}px` }}
                data-focus-key={placeKey({ kind: 'more', column })}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}) as <Event extends CalendarEvent>(props: AllDayRowProps<Event>) => ReactElement;
