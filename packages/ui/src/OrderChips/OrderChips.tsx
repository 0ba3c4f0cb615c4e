import { orderChips } from '@portineria/domain';
import type { OrderChipKey, OrderChipSource, Role } from '@portineria/domain';
import { Chip } from '../Chip/Chip.tsx';
import type { ChipVariants } from '../Chip/Chip.css.ts';
import { displayLeavesMessage } from '../messages/it-IT/displayLeaves.ts';
import * as styles from './OrderChips.css.ts';

export interface OrderChipsProps {
  /** The order: its status, flags and dates as domain's `orderChips` reads them. */
  order: OrderChipSource;
  /** The active role, e.g. `usr_3` (only usr_3 sees the read, accepted and planned chips). */
  role: Role;
  /** The moment 'Scaduto' is judged against; pass a fixed date in stories and tests. */
  now: Date;
  /** small (tables, lists) or medium (the order summary). */
  size?: ChipVariants['size'];
  /** Replacement labels by chip key (the planned chip's label replaces its dated label too). */
  labels?: Partial<Record<OrderChipKey, string>>;
  /** Accessible name of the list; "Stato dell'ordine" by default. */
  'aria-label'?: string;
}

/**
 * The status chips of an order (002 §4.1), in domain's order: 'Bozza', 'Pianificato',
 * 'Accettato', 'Letto' / 'Non letto', 'Scaduto', 'Attività in corso', 'Esecuzione attività
 * sospesa', 'Attività rifiutate', 'Rifiutato', 'In validazione', 'Chiusura forzata'. Nothing is
 * rendered when no chip applies.
 */
export function OrderChips({
  order,
  role,
  now,
  size = 'small',
  labels,
  'aria-label': ariaLabel,
}: OrderChipsProps) {
  const chips = orderChips(order, { role, now });
  if (chips.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={ariaLabel ?? displayLeavesMessage('orderChips.label')}>
      {chips.map((chip) => (
        <li key={chip.key} className={styles.item} data-chip={chip.key}>
          <Chip label={labels?.[chip.key] ?? chip.label} tone={chip.tone} size={size} />
        </li>
      ))}
    </ul>
  );
}
