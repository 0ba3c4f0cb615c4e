import type { CalendarEmployee, CalendarEvent } from '@portineria/domain';
import { calendarDayLabel } from '@portineria/domain';
import { CalendarEventChip } from '../CalendarEventChip/CalendarEventChip.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { calendarMessage } from '../messages/it-IT/calendar.ts';
import { calendarEventKey, capitalize, useEventColors } from '../private/calendarModel.ts';
import * as styles from './MoreEventsDialog.css.ts';

/** The labels of the dialog, all overridable. */
export interface MoreEventsDialogLabels {
  /** 'Visualizza eventi' (002 §2.1). */
  title: string;
  /** The close button: 'Chiudi'. */
  close: string;
}

export interface MoreEventsDialogProps<Event extends CalendarEvent = CalendarEvent> {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called with false when the user closes it (Escape, the close button, outside). */
  onOpenChange: (open: boolean) => void;
  /** The day listed, 'YYYY-MM-DD': its Italian name is the dialog's description. */
  day: string;
  /** Every event of the day, in the order to list them (the view's order: longest and all-day first). */
  events: readonly Event[];
  /** The calendar entries, for each event's colour (002 §3.3). */
  colleagues?: readonly CalendarEmployee[];
  /** Opens an event; the dialog closes first, so the event's dialog takes its place. */
  onEventOpen?: (event: Event) => void;
  /** Overrides of the labels. */
  labels?: Partial<MoreEventsDialogLabels>;
}

/**
 * The more-events dialog of the month view (002 §2.1 "A 'more events' link opens a list dialog
 * (Visualizza eventi)"): every event of one day, each a button that opens it. On the existing
 * Dialog: focus moves in, Escape closes, focus returns to the link.
 */
export function MoreEventsDialog<Event extends CalendarEvent>({
  open,
  onOpenChange,
  day,
  events,
  colleagues,
  onEventOpen,
  labels,
}: MoreEventsDialogProps<Event>) {
  const text: MoreEventsDialogLabels = {
    title: calendarMessage('moreEventsDialog.title'),
    close: calendarMessage('moreEventsDialog.close'),
    ...labels,
  };
  const colors = useEventColors(events, colleagues);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={text.title}
      description={capitalize(calendarDayLabel(day))}
      closeLabel={text.close}
      maxWidth={480}
    >
      <ul className={styles.list}>
        {events.map((event, index) => (
          <li key={calendarEventKey(event, index)}>
            <CalendarEventChip
              event={event}
              color={colors.get(event) ?? ''}
              variant="list"
              onClick={() => {
                onOpenChange(false);
                onEventOpen?.(event);
              }}
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
