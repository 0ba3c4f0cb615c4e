/**
 * The calendar's place in the URL (002 §2.1): the view (`view=day|week|month`), the day shown
 * (`date=YYYY-MM-DD`) and the open side panel (`pane=…`), so that back, forward and bookmarks
 * return to the same calendar. The spec's one-shot parameters — openNew, selectedDay and
 * openSidebar — are read once (domain `parseCalendarQuery`) and replaced by this state, so that
 * a reload does not open the new-event dialog a second time.
 */
import {
  CALENDAR_SIDE_PANELS,
  CALENDAR_VIEWS,
  initialCalendarSidePanel,
  isCalendarDay,
  parseCalendarQuery,
  type CalendarSidePanel,
  type CalendarView,
} from '@portineria/domain';
import dayjs from 'dayjs';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The calendar's state kept in the URL. */
export interface CalendarUrlState {
  view: CalendarView;
  /** The day shown, 'YYYY-MM-DD'. */
  date: string;
  pane: CalendarSidePanel | null;
}

/** The new-event request of the query (openNew, selectedDay), taken once. */
export interface CalendarOpenRequest {
  openNew: boolean;
  selectedDay: string | undefined;
}

const DEFAULT_VIEW: CalendarView = 'month';
const ONE_SHOT = ['openNew', 'selectedDay', 'openSidebar'] as const;

function isView(value: string | null): value is CalendarView {
  return (CALENDAR_VIEWS as readonly string[]).includes(value ?? '');
}

function isPane(value: string | null): value is CalendarSidePanel {
  return (CALENDAR_SIDE_PANELS as readonly string[]).includes(value ?? '');
}

/** Reads and writes the calendar's URL state; pushes a history entry for each change. */
export function useCalendarUrl(today: string) {
  const [params, setParams] = useSearchParams();
  // The one-shot parameters as they were when the screen opened.
  const [request] = useState<CalendarOpenRequest>(() => {
    const query = parseCalendarQuery(params.toString());
    return { openNew: query.openNew, selectedDay: query.selectedDay };
  });
  const query = parseCalendarQuery(params.toString());
  const hasOneShot = ONE_SHOT.some((name) => params.has(name));

  const view = params.get('view');
  const date = params.get('date');
  const pane = params.get('pane');
  const state: CalendarUrlState = {
    view: isView(view) ? view : query.selectedDay ? 'day' : DEFAULT_VIEW,
    date: isCalendarDay(date) ? date : (query.selectedDay ?? today),
    pane: isPane(pane) ? pane : initialCalendarSidePanel(query),
  };

  const update = useCallback(
    (change: Partial<CalendarUrlState>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of ONE_SHOT) next.delete(name);
          const merged = { view: state.view, date: state.date, pane: state.pane, ...change };
          next.set('view', merged.view);
          next.set('date', dayjs(merged.date).format('YYYY-MM-DD'));
          if (merged.pane) next.set('pane', merged.pane);
          else next.delete('pane');
          return next;
        },
        { replace },
      );
    },
    [setParams, state.view, state.date, state.pane],
  );

  return { state, request, hasOneShot, update };
}
