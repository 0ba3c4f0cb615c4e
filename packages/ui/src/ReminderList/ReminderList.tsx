import type { CalendarItemStatus, Reminder } from '@portineria/domain';
import {
  completedRemindersPanel,
  eventTimeLabel,
  formatDate,
  isCalendarItemDone,
  reminderActions,
  toggleCalendarStatus,
} from '@portineria/domain';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Circle from 'lucide-react/icons/circle';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { DropdownMenu } from 'radix-ui';
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { useButton } from 'react-aria/useButton';
import { useDisclosure } from 'react-aria/useDisclosure';
import { useDisclosureState } from 'react-stately/useDisclosureState';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { calendarMessage } from '../messages/it-IT/calendar.ts';
import { calendarEventKey } from '../private/calendarModel.ts';
import { CalendarViewState } from '../private/calendarViewState.tsx';
import { formatLabel } from '../private/formatLabel.ts';
import type { LayoutMenuItem } from '../private/layoutMenu.tsx';
import { LayoutMenuContent } from '../private/layoutMenu.tsx';
import * as styles from './ReminderList.css.ts';

/** The labels of the reminder list, all overridable. */
export interface ReminderListLabels {
  /** The list's name: 'Promemoria'. */
  list: string;
  /** The create button: 'Nuovo promemoria'. */
  new: string;
  /** No reminder: 'Nessun elemento da visualizzare' (000 §8). */
  empty: string;
  /** 'Segna come completato' and 'Segna come da fare' (002 §4.2). */
  markDone: string;
  markTodo: string;
  /** 'Completati ({count})' (002 §4.2). */
  completed: string;
  /** A reminder's menu: 'Azioni per {title}'. */
  actions: string;
  /** 'Modifica', 'Elimina', 'Sposta in calendario' (002 §4.2). */
  edit: string;
  delete: string;
  moveToCalendar: string;
  /** The loading and error states. */
  loading: string;
  error: string;
  retry: string;
}

export interface ReminderListProps<Item extends Reminder = Reminder> {
  /** The reminders, open and completed (002 §3.2); the list splits them. */
  reminders: readonly Item[];
  /** 'Segna come completato' / 'Segna come da fare': called with the reminder and its new status. */
  onToggleStatus?: (reminder: Item, status: CalendarItemStatus) => void;
  /** 'Modifica' (open reminders: 'Modifica promemoria'). */
  onEdit?: (reminder: Item) => void;
  /** 'Elimina' (open and completed; the screen asks for confirmation, 002 §8). */
  onDelete?: (reminder: Item) => void;
  /** 'Sposta in calendario' (open reminders: the 'Crea evento' dialog). */
  onMoveToCalendar?: (reminder: Item) => void;
  /** 'Nuovo promemoria'; without it the button is not shown. */
  onCreate?: () => void;
  /** Someone else's reminders (the colleagues' panel): shown without status toggle or actions. */
  readOnly?: boolean;
  /** A line under the title, e.g. the owner of a colleague's reminder. */
  describe?: (reminder: Item) => ReactNode;
  loading?: boolean;
  /** true for 'Impossibile caricare i promemoria', or the message. */
  error?: boolean | string;
  onRetry?: () => void;
  /** The completed panel starts open. */
  defaultCompletedOpen?: boolean;
  /** Overrides of the labels. */
  labels?: Partial<ReminderListLabels>;
}

function when(reminder: Reminder): string {
  return `${formatDate(reminder.startTime)} · ${eventTimeLabel(reminder)}`;
}

/**
 * The reminders of the side pane (002 §3.2, §4.2): the open ones, each with 'Segna come
 * completato' and a menu to edit it, delete it or move it to the calendar ('Sposta in
 * calendario'); then 'Completati (n)', collapsed, enabled only when any exist, listing the
 * completed ones struck through — they can only be marked 'da fare' again or deleted — in a panel
 * at most 450 px tall (002 §9). Dates DD/MM/YYYY (002 §5.1), times as the calendar shows them.
 */
export function ReminderList<Item extends Reminder>({
  reminders,
  onToggleStatus,
  onEdit,
  onDelete,
  onMoveToCalendar,
  onCreate,
  readOnly = false,
  describe,
  loading = false,
  error,
  onRetry,
  defaultCompletedOpen = false,
  labels,
}: ReminderListProps<Item>) {
  const text: ReminderListLabels = {
    list: calendarMessage('reminderList.label'),
    new: calendarMessage('reminderList.new'),
    empty: calendarMessage('reminderList.empty'),
    markDone: calendarMessage('reminderList.markDone'),
    markTodo: calendarMessage('reminderList.markTodo'),
    completed: calendarMessage('reminderList.completed'),
    actions: calendarMessage('reminderList.actions'),
    edit: calendarMessage('reminderList.edit'),
    delete: calendarMessage('reminderList.delete'),
    moveToCalendar: calendarMessage('reminderList.moveToCalendar'),
    loading: calendarMessage('calendarView.loading'),
    error: calendarMessage('reminderList.error'),
    retry: calendarMessage('calendarView.retry'),
    ...labels,
  };
  const open = reminders.filter((reminder) => !isCalendarItemDone(reminder));
  const done = reminders.filter((reminder) => isCalendarItemDone(reminder));
  const panel = completedRemindersPanel(reminders);
  const disclosure = useDisclosureState({ defaultExpanded: defaultCompletedOpen });
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { buttonProps: disclosureButtonProps, panelProps } = useDisclosure(
    { isDisabled: !panel.enabled },
    disclosure,
    panelRef,
  );
  const { buttonProps } = useButton(disclosureButtonProps, toggleRef);
  const failed = error !== undefined && error !== false;

  const row = (reminder: Item, index: number) => (
    <ReminderRow
      key={calendarEventKey(reminder, index)}
      reminder={reminder}
      readOnly={readOnly}
      description={describe?.(reminder)}
      labels={text}
      onToggleStatus={onToggleStatus}
      onEdit={onEdit}
      onDelete={onDelete}
      onMoveToCalendar={onMoveToCalendar}
    />
  );

  return (
    <div className={styles.root}>
      {onCreate && !readOnly ? (
        <Button
          variant="outlined"
          size="small"
          icon={<Plus size={18} aria-hidden />}
          onClick={onCreate}
        >
          {text.new}
        </Button>
      ) : null}
      <CalendarViewState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={false}
        labels={{ ...text, empty: text.empty }}
      />
      {reminders.length === 0 && !loading && !failed ? (
        <div role="status">
          <EmptyState size="small" title={text.empty} />
        </div>
      ) : null}
      {open.length > 0 ? (
        <ul className={styles.list} aria-label={text.list} aria-busy={loading || undefined}>
          {open.map(row)}
        </ul>
      ) : null}
      {reminders.length > 0 ? (
        <div>
          <button {...buttonProps} ref={toggleRef} className={styles.completedToggle}>
            <ChevronDown size={18} aria-hidden className={styles.chevron} />
            {formatLabel(text.completed, { count: panel.count })}
          </button>
          <div {...panelProps} ref={panelRef} className={styles.completedPanel}>
            {disclosure.isExpanded && done.length > 0 ? (
              <ul
                className={styles.list}
                aria-label={formatLabel(text.completed, { count: panel.count })}
              >
                {done.map(row)}
              </ul>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

interface ReminderRowProps<Item extends Reminder> {
  reminder: Item;
  readOnly: boolean;
  description: ReactNode;
  labels: ReminderListLabels;
  onToggleStatus: ((reminder: Item, status: CalendarItemStatus) => void) | undefined;
  onEdit: ((reminder: Item) => void) | undefined;
  onDelete: ((reminder: Item) => void) | undefined;
  onMoveToCalendar: ((reminder: Item) => void) | undefined;
}

function ReminderRow<Item extends Reminder>({
  reminder,
  readOnly,
  description,
  labels,
  onToggleStatus,
  onEdit,
  onDelete,
  onMoveToCalendar,
}: ReminderRowProps<Item>) {
  const titleId = useId();
  const done = isCalendarItemDone(reminder);
  const handlers = { edit: onEdit, delete: onDelete, moveToCalendar: onMoveToCalendar };
  const icons = {
    edit: <Pencil size={16} />,
    delete: <Trash2 size={16} />,
    moveToCalendar: <CalendarPlus size={16} />,
  };
  const items: LayoutMenuItem[] = readOnly
    ? []
    : reminderActions(reminder).flatMap((action) => {
        const handler = handlers[action];
        if (!handler) return [];
        return [
          {
            id: action,
            label: labels[action],
            icon: icons[action],
            tone: action === 'delete' ? ('error' as const) : ('default' as const),
            onSelect: () => handler(reminder),
          },
        ];
      });
  return (
    <li className={styles.item} data-done={done || undefined}>
      {onToggleStatus && !readOnly ? (
        <IconButton
          label={done ? labels.markTodo : labels.markDone}
          size="small"
          className={styles.statusButton}
          icon={done ? <CircleCheckBig size={20} aria-hidden /> : <Circle size={20} aria-hidden />}
          aria-describedby={titleId}
          onClick={() => onToggleStatus(reminder, toggleCalendarStatus(reminder.status))}
        />
      ) : null}
      <div className={styles.text}>
        <span id={titleId} className={styles.title}>
          {reminder.object}
        </span>
        <span className={styles.meta}>{when(reminder)}</span>
        {description ? <span className={styles.meta}>{description}</span> : null}
      </div>
      {items.length > 0 ? (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <IconButton
              label={formatLabel(labels.actions, { title: reminder.object })}
              size="small"
              icon={<EllipsisVertical size={18} aria-hidden />}
            />
          </DropdownMenu.Trigger>
          <LayoutMenuContent items={items} />
        </DropdownMenu.Root>
      ) : null}
    </li>
  );
}
