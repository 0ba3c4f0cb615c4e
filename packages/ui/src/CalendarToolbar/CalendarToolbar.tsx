import type { CalendarView, DayNavigation } from '@portineria/domain';
import { CALENDAR_VIEWS, calendarPeriodLabel, navigateCalendar } from '@portineria/domain';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Plus from 'lucide-react/icons/plus';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { useRef } from 'react';
import { useFocusRing } from 'react-aria/useFocusRing';
import { mergeProps } from 'react-aria/mergeProps';
import { useToggleButtonGroup, useToggleButtonGroupItem } from 'react-aria/useToggleButtonGroup';
import type { ToggleGroupState } from 'react-stately/useToggleGroupState';
import { useToggleGroupState } from 'react-stately/useToggleGroupState';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { calendarMessage } from '../messages/it-IT/calendar.ts';
import * as styles from './CalendarToolbar.css.ts';

/** The labels of the toolbar, all overridable. */
export interface CalendarToolbarLabels {
  /** The toolbar's accessible name: 'Strumenti del calendario'. */
  toolbar: string;
  /** 'Calendario' (002 §2.1). */
  title: string;
  /** The new button: 'Nuovo evento'. */
  new: string;
  /** The reload button: 'Aggiorna'. */
  reload: string;
  /** The view switch's name: 'Vista'. */
  views: string;
  /** 'Giorno', 'Settimana', 'Mese' (002 §2.1). */
  day: string;
  week: string;
  month: string;
  /** 'Oggi'. */
  today: string;
  /** The arrows, per view: 'Giorno precedente', 'Settimana successiva'… */
  previousDay: string;
  previousWeek: string;
  previousMonth: string;
  nextDay: string;
  nextWeek: string;
  nextMonth: string;
}

export interface CalendarToolbarProps {
  /** The view shown: day, week or month. */
  view: CalendarView;
  /** Called with the view chosen (Giorno, Settimana, Mese). */
  onViewChange: (view: CalendarView) => void;
  /** The day shown (any day of the week or month shown): a `Date` or 'YYYY-MM-DD'. */
  date: Date | string;
  /** Called with the day to show after previous, next or Today, 'YYYY-MM-DD' (domain `navigateCalendar`). */
  onDateChange: (day: string) => void;
  /** What today is, for Today; the current date by default (fixed in stories). */
  now?: Date | string;
  /** The new button (002 §2.1); without it the button is not shown. */
  onNew?: () => void;
  /** The reload button (002 §2.1); without it the button is not shown. */
  onReload?: () => void;
  /** A reload is running: the button shows it and ignores presses. */
  reloading?: boolean;
  /** The heading level of 'Calendario'; 1 by default (the page's title). */
  headingLevel?: 1 | 2 | 3;
  /** Overrides of the labels. */
  labels?: Partial<CalendarToolbarLabels>;
}

/**
 * The calendar's toolbar (002 §2.1): the title 'Calendario', the new and reload buttons, 'Oggi',
 * the previous and next arrows, the period shown in Italian ('10 – 16 marzo 2025', 002 §9) and
 * the views Giorno, Settimana, Mese as a radio group (react-aria: arrows move within it). The
 * period is a polite live region, so each move is announced.
 */
export function CalendarToolbar({
  view,
  onViewChange,
  date,
  onDateChange,
  now,
  onNew,
  onReload,
  reloading = false,
  headingLevel = 1,
  labels,
}: CalendarToolbarProps) {
  const text: CalendarToolbarLabels = {
    toolbar: calendarMessage('calendarToolbar.label'),
    title: calendarMessage('calendarToolbar.title'),
    new: calendarMessage('calendarToolbar.new'),
    reload: calendarMessage('calendarToolbar.reload'),
    views: calendarMessage('calendarToolbar.views'),
    day: calendarMessage('calendarToolbar.view.day'),
    week: calendarMessage('calendarToolbar.view.week'),
    month: calendarMessage('calendarToolbar.view.month'),
    today: calendarMessage('calendarToolbar.today'),
    previousDay: calendarMessage('calendarToolbar.previous.day'),
    previousWeek: calendarMessage('calendarToolbar.previous.week'),
    previousMonth: calendarMessage('calendarToolbar.previous.month'),
    nextDay: calendarMessage('calendarToolbar.next.day'),
    nextWeek: calendarMessage('calendarToolbar.next.week'),
    nextMonth: calendarMessage('calendarToolbar.next.month'),
    ...labels,
  };
  const Heading = `h${headingLevel}` as const;
  const navigate = (step: DayNavigation) =>
    onDateChange(navigateCalendar(view, date, step, now ?? new Date()));
  const previous = { day: text.previousDay, week: text.previousWeek, month: text.previousMonth };
  const next = { day: text.nextDay, week: text.nextWeek, month: text.nextMonth };
  return (
    <div className={styles.toolbar} role="group" aria-label={text.toolbar}>
      <div className={styles.titleGroup}>
        <Heading className={styles.title}>{text.title}</Heading>
        {onNew ? (
          <Button
            size="small"
            icon={<Plus size={18} aria-hidden />}
            onClick={onNew}
            aria-label={text.new}
          >
            <span className={styles.newLabel}>{text.new}</span>
          </Button>
        ) : null}
        {onReload ? (
          <IconButton
            label={text.reload}
            size="small"
            icon={<RotateCw size={18} aria-hidden />}
            onClick={reloading ? undefined : onReload}
            aria-busy={reloading || undefined}
            aria-disabled={reloading || undefined}
          />
        ) : null}
      </div>
      <div className={styles.navigation}>
        <Button size="small" variant="outlined" tone="neutral" onClick={() => navigate('today')}>
          {text.today}
        </Button>
        <IconButton
          label={previous[view]}
          size="small"
          icon={<ChevronLeft size={20} aria-hidden />}
          onClick={() => navigate('previous')}
        />
        <IconButton
          label={next[view]}
          size="small"
          icon={<ChevronRight size={20} aria-hidden />}
          onClick={() => navigate('next')}
        />
        <p className={styles.period} aria-live="polite" aria-atomic="true">
          {calendarPeriodLabel(view, date)}
        </p>
      </div>
      <ViewSwitch
        view={view}
        onViewChange={onViewChange}
        label={text.views}
        names={{ day: text.day, week: text.week, month: text.month }}
      />
    </div>
  );
}

function ViewSwitch({
  view,
  onViewChange,
  label,
  names,
}: {
  view: CalendarView;
  onViewChange: (view: CalendarView) => void;
  label: string;
  names: Record<CalendarView, string>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useToggleGroupState({
    selectionMode: 'single',
    disallowEmptySelection: true,
    selectedKeys: [view],
    onSelectionChange: (keys) => {
      const [chosen] = keys;
      if (chosen !== undefined && chosen !== view) onViewChange(chosen as CalendarView);
    },
  });
  const { groupProps } = useToggleButtonGroup({ 'aria-label': label }, state, ref);
  return (
    <div {...groupProps} ref={ref} className={styles.views}>
      {CALENDAR_VIEWS.map((option) => (
        <ViewButton key={option} id={option} state={state}>
          {names[option]}
        </ViewButton>
      ))}
    </div>
  );
}

function ViewButton({
  id,
  state,
  children,
}: {
  id: CalendarView;
  state: ToggleGroupState;
  children: string;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps, isSelected } = useToggleButtonGroupItem({ id }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <button
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      className={styles.viewButton}
      data-selected={isSelected || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      {children}
    </button>
  );
}
