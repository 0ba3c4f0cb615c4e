/**
 * A list's own views as a group of buttons, the chosen one pressed, each with its count once
 * known: the orders' watch views (000 §2 counters) and the folders' filters by state (001 §4.7).
 * The list keeps the choice in its address (`?view=`, ./listAddress.ts).
 */
import { Button } from '@portineria/ui';
import { webMessage } from '../messages/it-IT.ts';
import * as styles from './records.css.ts';

/** One view of {@link ListViewButtons}. */
export interface ListViewOption {
  /** The view's id, as the address names it. */
  id: string;
  /** The view's label (domain's). */
  label: string;
  /** The records the view holds; absent while unknown. */
  count?: number | undefined;
}

/** Props of {@link ListViewButtons}. */
export interface ListViewButtonsProps {
  /** The group's accessible name. */
  label: string;
  views: readonly ListViewOption[];
  /** The id of the view shown now, or null for none. */
  selected: string | null;
  /** A view's button was pressed (the list decides what pressing the chosen one does). */
  onSelect: (id: string) => void;
  /** A `data-*` name of the group for the browser tests (`data-order-views`). */
  [attribute: `data-${string}`]: boolean | string | undefined;
}

export function ListViewButtons({
  label,
  views,
  selected,
  onSelect,
  ...dataAttributes
}: ListViewButtonsProps) {
  return (
    <div className={styles.listViews} role="group" aria-label={label} {...dataAttributes}>
      {views.map((view) => {
        const pressed = view.id === selected;
        return (
          <Button
            key={view.id}
            size="small"
            variant={pressed ? 'contained' : 'outlined'}
            aria-pressed={pressed}
            data-view={view.id}
            onClick={() => onSelect(view.id)}
          >
            {view.count === undefined
              ? view.label
              : webMessage('list.viewCount', { view: view.label, count: view.count })}
          </Button>
        );
      })}
    </div>
  );
}
