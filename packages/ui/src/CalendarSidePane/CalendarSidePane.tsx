import type { CalendarSidePanel } from '@portineria/domain';
import { calendarSidePaneButtons, toggleCalendarSidePane } from '@portineria/domain';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import ListTodo from 'lucide-react/icons/list-todo';
import Users from 'lucide-react/icons/users';
import X from 'lucide-react/icons/x';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { calendarMessage } from '../messages/it-IT/calendar.ts';
import { formatLabel } from '../private/formatLabel.ts';
import * as styles from './CalendarSidePane.css.ts';

/** The labels of the side pane, all overridable. */
export interface CalendarSidePaneLabels {
  /** The switch buttons' group: 'Pannelli del calendario'. */
  switches: string;
  /** 'Collaboratori' (002 §2.1). */
  colleagues: string;
  /** 'Promemoria' (002 §2.1). */
  reminders: string;
  /** The colleagues' reminders: 'Promemoria dei collaboratori'. */
  colleaguesReminders: string;
  /** A badge's text: '{count} da fare'. */
  openCount: string;
  /** The panel's close button: 'Chiudi il pannello'. */
  close: string;
}

export interface CalendarSidePaneProps {
  /** The panel shown, or null when the pane is closed. */
  activePanel: CalendarSidePanel | null;
  /** Called with the panel to show, or null to close (a press on the active button closes, 002 §2.1). */
  onActivePanelChange: (panel: CalendarSidePanel | null) => void;
  /** Open reminders of the user: the Promemoria badge (domain `openRemindersCount`). */
  openReminders: number;
  /** Open reminders of the colleagues: their button's badge. */
  openColleaguesReminders?: number;
  /**
   * Whether the colleagues' reminders button shows: false for the base roles org_1 and spl_1
   * (002 §6; domain `calendarCapabilities(role).seesColleaguesReminders`).
   */
  seesColleaguesReminders: boolean;
  /** The content of the active panel (a ColleagueList, a ReminderList). */
  children?: ReactNode;
  /** Overrides of the labels. */
  labels?: Partial<CalendarSidePaneLabels>;
}

const ICONS: Record<CalendarSidePanel, ReactNode> = {
  colleagues: <Users size={20} aria-hidden />,
  reminders: <ListTodo size={20} aria-hidden />,
  colleaguesReminders: <ClipboardList size={20} aria-hidden />,
};

/**
 * The calendar's side pane (002 §2.1): three switch buttons — Collaboratori, Promemoria with the
 * badge of open reminders, the colleagues' reminders with theirs (hidden for base roles, 002 §6);
 * a press shows that panel, a press on the active one closes the pane. Open, the pane is 15 to 25
 * percent of its row (002 §9); on a phone it covers the screen. Each button is a toggle
 * (`aria-pressed`) controlling the panel, a region named by its title.
 */
export function CalendarSidePane({
  activePanel,
  onActivePanelChange,
  openReminders,
  openColleaguesReminders = 0,
  seesColleaguesReminders,
  children,
  labels,
}: CalendarSidePaneProps) {
  const text: CalendarSidePaneLabels = {
    switches: calendarMessage('calendarSidePane.switches'),
    colleagues: calendarMessage('calendarSidePane.colleagues'),
    reminders: calendarMessage('calendarSidePane.reminders'),
    colleaguesReminders: calendarMessage('calendarSidePane.colleaguesReminders'),
    openCount: calendarMessage('calendarSidePane.openCount'),
    close: calendarMessage('calendarSidePane.close'),
    ...labels,
  };
  const panelId = useId();
  const titleId = useId();
  const buttons = calendarSidePaneButtons({
    seesColleaguesReminders,
    openReminders,
    openColleaguesReminders,
  });
  const shown = activePanel !== null && buttons.some((button) => button.panel === activePanel);
  return (
    <div className={styles.root} data-open={shown || undefined}>
      {shown ? (
        <section id={panelId} className={styles.panel} aria-labelledby={titleId}>
          <div className={styles.panelHeader}>
            <h2 id={titleId} className={styles.panelTitle}>
              {text[activePanel]}
            </h2>
            <IconButton
              label={text.close}
              size="small"
              icon={<X size={18} aria-hidden />}
              onClick={() => onActivePanelChange(null)}
            />
          </div>
          <div className={styles.panelBody}>{children}</div>
        </section>
      ) : null}
      <div className={styles.rail} role="group" aria-label={text.switches}>
        {buttons.map((button) => {
          const pressed = button.panel === activePanel;
          const iconButton = (
            <IconButton
              label={text[button.panel]}
              icon={ICONS[button.panel]}
              className={styles.switchButton}
              aria-pressed={pressed}
              aria-controls={pressed ? panelId : undefined}
              onClick={() => onActivePanelChange(toggleCalendarSidePane(activePanel, button.panel))}
            />
          );
          return button.badge === undefined ? (
            <span key={button.panel}>{iconButton}</span>
          ) : (
            <Badge
              key={button.panel}
              count={button.badge}
              tone="primary"
              label={(count) => formatLabel(text.openCount, { count })}
            >
              {iconButton}
            </Badge>
          );
        })}
      </div>
    </div>
  );
}
