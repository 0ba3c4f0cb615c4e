import type { CalendarEmployee, CalendarEntityId } from '@portineria/domain';
import { colleagueHasEditMenu } from '@portineria/domain';
import EllipsisVertical from 'lucide-react/icons/ellipsis-vertical';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import UserPlus from 'lucide-react/icons/user-plus';
import { DropdownMenu } from 'radix-ui';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { calendarMessage } from '../messages/it-IT/calendar.ts';
import { eventColorStyle } from '../private/calendarModel.ts';
import { CalendarViewState } from '../private/calendarViewState.tsx';
import { formatLabel } from '../private/formatLabel.ts';
import type { LayoutMenuItem } from '../private/layoutMenu.tsx';
import { LayoutMenuContent } from '../private/layoutMenu.tsx';
import { Switch } from '../Switch/Switch.tsx';
import * as styles from './ColleagueList.css.ts';

/** The labels of the colleague list, all overridable. */
export interface ColleagueListLabels {
  /** The list's name: 'Collaboratori'. */
  list: string;
  /** The add button: 'Aggiungi collaboratore'. */
  add: string;
  /** No entry: 'Nessun elemento da visualizzare'. */
  empty: string;
  /** One's own entry: '{name} (tu)'. */
  you: string;
  /** An entry's menu: 'Azioni per {name}', with 'Modifica' and 'Elimina'. */
  actions: string;
  edit: string;
  delete: string;
  /** The loading and error states. */
  loading: string;
  error: string;
  retry: string;
}

export interface ColleagueListProps<Entry extends CalendarEmployee = CalendarEmployee> {
  /** The calendar entries (002 §3.3), one's own included. */
  colleagues: readonly Entry[];
  /** The current profile's employee id: its entry is marked '(tu)' and has no menu (002 §6). */
  currentProfileId: CalendarEntityId;
  /** A switch was toggled: show (true) or hide (false) that colleague's events. */
  onToggle: (entry: Entry, enabled: boolean) => void;
  /** 'Modifica' (the colleague dialog: the colour). */
  onEdit?: (entry: Entry) => void;
  /** 'Elimina' (the screen asks for confirmation, 002 §8). */
  onDelete?: (entry: Entry) => void;
  /** 'Aggiungi collaboratore'; pass it only when the role may (base roles may not, 002 §6). */
  onAdd?: () => void;
  loading?: boolean;
  /** true for 'Impossibile caricare i collaboratori', or the message. */
  error?: boolean | string;
  onRetry?: () => void;
  /** Overrides of the labels. */
  labels?: Partial<ColleagueListLabels>;
}

/**
 * The colleagues of the side pane (002 §2.1, §3.3): each entry with its colour (one of 12, 002
 * §9) and a switch that shows or hides their events, and a menu to edit or delete it — except on
 * one's own entry (002 §6). 'Aggiungi collaboratore' when the role may add colleagues.
 */
export function ColleagueList<Entry extends CalendarEmployee>({
  colleagues,
  currentProfileId,
  onToggle,
  onEdit,
  onDelete,
  onAdd,
  loading = false,
  error,
  onRetry,
  labels,
}: ColleagueListProps<Entry>) {
  const text: ColleagueListLabels = {
    list: calendarMessage('colleagueList.label'),
    add: calendarMessage('colleagueList.add'),
    empty: calendarMessage('colleagueList.empty'),
    you: calendarMessage('colleagueList.you'),
    actions: calendarMessage('colleagueList.actions'),
    edit: calendarMessage('colleagueList.edit'),
    delete: calendarMessage('colleagueList.delete'),
    loading: calendarMessage('calendarView.loading'),
    error: calendarMessage('colleagueList.error'),
    retry: calendarMessage('calendarView.retry'),
    ...labels,
  };
  const failed = error !== undefined && error !== false;
  return (
    <div className={styles.root}>
      {onAdd ? (
        <Button
          variant="outlined"
          size="small"
          icon={<UserPlus size={18} aria-hidden />}
          onClick={onAdd}
        >
          {text.add}
        </Button>
      ) : null}
      <CalendarViewState
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={false}
        labels={text}
      />
      {colleagues.length === 0 && !loading && !failed ? (
        <div role="status">
          <EmptyState size="small" title={text.empty} />
        </div>
      ) : null}
      {colleagues.length > 0 ? (
        <ul className={styles.list} aria-label={text.list} aria-busy={loading || undefined}>
          {colleagues.map((entry) => {
            const own = !colleagueHasEditMenu(entry, currentProfileId);
            const items: LayoutMenuItem[] = [];
            if (!own && onEdit) {
              items.push({
                id: 'edit',
                label: text.edit,
                icon: <Pencil size={16} />,
                onSelect: () => onEdit(entry),
              });
            }
            if (!own && onDelete) {
              items.push({
                id: 'delete',
                label: text.delete,
                icon: <Trash2 size={16} />,
                tone: 'error',
                onSelect: () => onDelete(entry),
              });
            }
            const name = own ? formatLabel(text.you, { name: entry.fullName }) : entry.fullName;
            return (
              <li
                key={String(entry.id)}
                className={styles.item}
                data-own={own || undefined}
                data-enabled={entry.enabled || undefined}
              >
                <span className={styles.swatch} style={eventColorStyle(entry.color)} aria-hidden />
                <Switch
                  className={styles.toggle}
                  label={name}
                  checked={entry.enabled}
                  onCheckedChange={(enabled) => onToggle(entry, enabled)}
                />
                {items.length > 0 ? (
                  <DropdownMenu.Root modal={false}>
                    <DropdownMenu.Trigger asChild>
                      <IconButton
                        label={formatLabel(text.actions, { name: entry.fullName })}
                        size="small"
                        icon={<EllipsisVertical size={18} aria-hidden />}
                      />
                    </DropdownMenu.Trigger>
                    <LayoutMenuContent items={items} />
                  </DropdownMenu.Root>
                ) : (
                  <span className={styles.menuSpace} />
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
