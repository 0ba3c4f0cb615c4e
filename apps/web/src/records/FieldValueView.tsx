/**
 * A field's value as the detail screen shows it: domain's rules rendered with ui's components —
 * order status chips (OrderChips), ticket status (TicketStatus), supplier badge (SupplierBadge),
 * money (Money), dates (DateTime), criticality (CriticalityIndicator) and related records
 * (RelationValue). Every presentation kind is handled (`satisfies never`).
 */
import { message, orderChips, type PermissionDecision, type RoleType } from '@portineria/domain';
import {
  Chip,
  CriticalityIndicator,
  DateTime,
  Money,
  OrderChips,
  ProgressBar,
  SupplierBadge,
  TicketStatus,
} from '@portineria/ui';
import { webMessage } from '../messages/it-IT.ts';
import type { FieldPresentation, PresentationContext } from './presenters.ts';
import type { RelationKind } from './relations.ts';
import { RelationValue } from './RelationValue.tsx';
import * as styles from './records.css.ts';

/** Props of {@link FieldValueView}. */
export interface FieldValueViewProps {
  /** What to show, from the field's presenter. */
  presentation: FieldPresentation;
  /** The role and moment the order chips depend on (002 §4.1, §6). */
  context: PresentationContext;
  /** The role tree of the screen, which decides the route of a related record. */
  roleType: RoleType;
  /** Whether the user may open a kind of related record (002 §6); undefined while checked. */
  relationDecision: (kind: RelationKind) => PermissionDecision | undefined;
}

/** The value of one field. */
export function FieldValueView({
  presentation,
  context,
  roleType,
  relationDecision,
}: FieldValueViewProps) {
  switch (presentation.kind) {
    case 'empty':
      return <span data-empty="">{webMessage('detail.empty')}</span>;
    case 'text':
      return <>{presentation.text}</>;
    case 'multiline':
      return <span className={styles.multiline}>{presentation.text}</span>;
    case 'note':
      return presentation.text === null ? (
        <span className={styles.muted}>{message('orders.notes.empty')}</span>
      ) : (
        <span className={styles.multiline}>{presentation.text}</span>
      );
    case 'date':
      return (
        <DateTime value={presentation.value} format={presentation.withTime ? 'dateTime' : 'date'} />
      );
    case 'money':
      return <Money value={presentation.value} />;
    case 'chips':
      return (
        <span className={styles.chipList}>
          {presentation.chips.map((chip) => (
            <Chip key={chip.label} label={chip.label} tone={chip.tone} size="small" />
          ))}
        </span>
      );
    case 'tags':
      return (
        <ul className={styles.chipList}>
          {presentation.items.map((item) => (
            <li key={item}>
              <Chip label={item} size="small" />
            </li>
          ))}
        </ul>
      );
    case 'color':
      return (
        <span className={styles.colorValue}>
          <span
            className={styles.colorSwatch}
            style={{ backgroundColor: presentation.value }}
            aria-hidden
          />
          {presentation.value}
        </span>
      );
    case 'criticality':
      return <CriticalityIndicator value={presentation.value} />;
    case 'orderStatus': {
      const role = context.role;
      // The status name, unless a chip already says it ('Bozza' is both, 002 §4.1).
      const chipLabels = role
        ? orderChips(presentation.order, { role, now: context.now }).map((chip) => chip.label)
        : [];
      return (
        <span className={styles.chipList}>
          {chipLabels.includes(presentation.status.label) ? null : (
            <Chip label={presentation.status.label} tone={presentation.status.tone} size="small" />
          )}
          {role ? <OrderChips order={presentation.order} role={role} now={context.now} /> : null}
        </span>
      );
    }
    case 'ticketStatus':
      return <TicketStatus ticket={presentation.ticket} />;
    case 'supplierBadge':
      return <SupplierBadge supplier={presentation.supplier} />;
    case 'progress':
      return <ProgressBar value={presentation.value} label={presentation.label} size="small" />;
    case 'relation':
      return (
        <RelationValue
          presentation={presentation}
          roleType={roleType}
          decision={relationDecision(presentation.relation)}
        />
      );
    default:
      return presentation satisfies never;
  }
}
