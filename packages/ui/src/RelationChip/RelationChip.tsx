import { ORDER_RELATION_INFO_TITLES } from '@portineria/domain';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import {
  Building2,
  ClipboardList,
  FileText,
  Landmark,
  Ticket,
  Truck,
  UserRound,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChipVariants } from '../Chip/Chip.css.ts';
import { chip } from '../Chip/Chip.css.ts';
import { InfoDialog } from '../InfoDialog/InfoDialog.tsx';
import { dataDisplayMessage } from '../messages/it-IT/dataDisplay.ts';
import type { dataDisplayMessages } from '../messages/it-IT/dataDisplay.ts';
import * as styles from './RelationChip.css.ts';

/** The kinds of entity a relation chip points at (002 §2.2 and the other summaries). */
export type RelationEntityType =
  'order' | 'contract' | 'ticket' | 'building' | 'administrator' | 'supplier' | 'employee';

const TYPE_MESSAGES = {
  order: 'relationChip.type.order',
  contract: 'relationChip.type.contract',
  ticket: 'relationChip.type.ticket',
  building: 'relationChip.type.building',
  administrator: 'relationChip.type.administrator',
  supplier: 'relationChip.type.supplier',
  employee: 'relationChip.type.employee',
} as const satisfies Record<RelationEntityType, keyof typeof dataDisplayMessages>;

const TYPE_ICONS = {
  order: ClipboardList,
  contract: FileText,
  ticket: Ticket,
  building: Building2,
  administrator: Landmark,
  supplier: Truck,
  employee: UserRound,
} as const satisfies Record<RelationEntityType, LucideIcon>;

/**
 * The word for an entity type: domain's info-dialog titles where it words them (Immobile,
 * Amministratore, Fornitore), the ui's messages for the others.
 */
function entityTypeLabel(type: RelationEntityType): string {
  const domainTitles: Partial<Record<RelationEntityType, string>> = ORDER_RELATION_INFO_TITLES;
  return domainTitles[type] ?? dataDisplayMessage(TYPE_MESSAGES[type]);
}

export interface RelationChipProps {
  /** The kind of entity: it picks the icon and the dialog title ('Immobile', 'Fornitore'…). */
  type: RelationEntityType;
  /** The entity's name or code, shown in the chip. */
  label: string;
  /**
   * Whether the user may open the entity (true by default). When false, activating the chip opens
   * an info dialog titled by the entity type, with a 'Chiudi' button (002 §2.2).
   */
  allowed?: boolean;
  /** Opens the entity (a drawer, a route change); the chip is a button. */
  onOpen?: () => void;
  /** The entity's address; the chip is a link. Ignored when `onOpen` is given. */
  href?: string;
  /** Link target, e.g. `_blank`. */
  target?: string;
  /** Replaces the entity type word (dialog title and accessible name). */
  typeLabel?: string;
  /** The dialog's message; 'Non hai i permessi per aprire questo elemento' by default. */
  notAllowedMessage?: ReactNode;
  /** Extra information shown in the info dialog (dates, status chips…). */
  details?: ReactNode;
  /** Label of the dialog's close button; 'Chiudi' by default. */
  closeLabel?: string;
  /** The chip's tone; default. */
  tone?: ChipVariants['tone'];
  /** small or medium (default). */
  size?: ChipVariants['size'];
  /** Replaces the icon of the entity type; `null` for none. */
  icon?: ReactNode;
}

/**
 * A chip that points at a related entity (002 §2.2): it opens the entity when the user may, and
 * otherwise opens an info dialog titled by the entity type with a 'Chiudi' button. Its accessible
 * name is '{type}: {label}' ('Immobile: Condominio Via Roma 12').
 */
export function RelationChip({
  type,
  label,
  allowed = true,
  onOpen,
  href,
  target,
  typeLabel,
  notAllowedMessage,
  details,
  closeLabel = dataDisplayMessage('relationChip.close'),
  tone,
  size,
  icon,
}: RelationChipProps) {
  const typeText = typeLabel ?? entityTypeLabel(type);
  const Icon = TYPE_ICONS[type];
  const iconSize = size === 'small' ? 12 : 14;
  const content = (
    <>
      {icon === undefined ? <Icon size={iconSize} aria-hidden className={styles.icon} /> : icon}
      <span className={styles.label}>
        <VisuallyHidden.Root>
          {dataDisplayMessage('relationChip.typePrefix', { type: typeText })}
        </VisuallyHidden.Root>
        {label}
      </span>
    </>
  );
  const chipClass = chip({ tone, size });
  const interactiveClass = `${chipClass} ${styles.interactive}`;

  if (!allowed) {
    return (
      <InfoDialog
        title={typeText}
        closeLabel={closeLabel}
        trigger={
          <button type="button" className={interactiveClass} data-allowed="false" data-type={type}>
            {content}
          </button>
        }
      >
        <p className={styles.entity}>{label}</p>
        <p className={styles.message}>
          {notAllowedMessage ?? dataDisplayMessage('relationChip.notAllowed')}
        </p>
        {details ? <div className={styles.details}>{details}</div> : null}
      </InfoDialog>
    );
  }
  if (onOpen) {
    return (
      <button
        type="button"
        className={interactiveClass}
        onClick={onOpen}
        data-allowed="true"
        data-type={type}
      >
        {content}
      </button>
    );
  }
  if (href) {
    return (
      <a
        href={href}
        target={target}
        rel={target === '_blank' ? 'noopener noreferrer' : undefined}
        className={interactiveClass}

        data-allowed="true"
        data-type={type}
      >
        {content}
      </a>
    );
  }
  return (
    <span className={chipClass} data-type={type}>
      {content}
    </span>
  );
}
