import { Puzzle } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './DashboardCellMessage.css.ts';

export interface DashboardCellMessageProps {
  /**
   * The message, as domain words it: 'Non riesco a trovare il componente {name}, contatta
   * l'assistenza.' (`resolveDashboardCell`, 000 §2, §8). Rendered as text.
   */
  message: string;
  /** An optional bold line above the message. */
  title?: string;
  /** Replaces the icon (a puzzle piece); `false` for none. */
  icon?: ReactNode | false;
}

/**
 * What a dashboard cell shows instead of a widget it cannot show, above all a component the
 * catalogue does not know (000 §2, §8): a calm card that fills the cell with an icon and the
 * message. Not an alert: it is part of the page, read in order with the other cells.
 */
export function DashboardCellMessage({ message, title, icon }: DashboardCellMessageProps) {
  const iconNode = icon === false ? null : (icon ?? <Puzzle size={28} aria-hidden />);
  return (
    <div className={styles.card} data-state="error">
      {iconNode ? <span className={styles.icon}>{iconNode}</span> : null}
      {title ? <p className={styles.title}>{title}</p> : null}
      <p className={styles.message}>{message}</p>
    </div>
  );
}
