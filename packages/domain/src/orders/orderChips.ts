import { DATE_FORMAT } from '../constants/constants.ts';
import { orderChipsMessage } from '../messages/it-IT/orderChips.ts';
import type { orderChipsMessages } from '../messages/it-IT/orderChips.ts';
import { roleLevelOf, roleTypeOf } from '../profiles/roles.ts';
import type { Role } from '../profiles/types.ts';
import { isPastEndDate, readDate } from './dates.ts';
import type { OrderChipTone, Order } from './types.ts';

/** A key of the order chips' messages. */
type OrderChipsMessageKey = keyof typeof orderChipsMessages;

/** What a chip says about an order. */
export type OrderChipKey =
  | 'draft'
  | 'planned'
  | 'accepted'
  | 'read'
  | 'unread'
  | 'expired'
  | 'pending'
  | 'suspended'
  | 'partial'
  | 'rejected'
  | 'validation'
  | 'forcedClose'
  | 'expiredActivities';

/** One status chip of an order. */
export interface OrderChip {
  key: OrderChipKey;
  /** The Italian label, from the messages map. */
  label: string;
  tone: OrderChipTone;
  /** The date the chip refers to: the expected end date of a planned order. */
  date?: Date;
}

/** The fields the chips read. */
export type OrderChipSource = Pick<
  Order,
  | 'status'
  | 'validTo'
  | 'isRead'
  | 'isAccepted'
  | 'isPlanned'
  | 'estimatedJobEndDate'
  | 'isPending'
  | 'isSuspended'
  | 'isPartial'
  | 'isRejected'
  | 'isForcedClose'
  | 'askedPrice'
>;

/** Who looks at the chips and when. */
export interface OrderChipContext {
  /** The active role, e.g. `usr_3`. */
  role: Role;
  now: Date;
}

/**
 * Tones are ours (the spec names the chips, not their colours): progress the reader can rely on
 * is success, neutral facts are info, things that need attention are warning, failures are error.
 */
const CHIP_TONES = {
  draft: 'default',
  planned: 'success',
  accepted: 'success',
  read: 'info',
  unread: 'warning',
  expired: 'error',
  pending: 'info',
  suspended: 'warning',
  partial: 'warning',
  rejected: 'error',
  validation: 'info',
  forcedClose: 'warning',
  expiredActivities: 'error',
} as const satisfies Record<OrderChipKey, OrderChipTone>;

const CHIP_MESSAGES = {
  draft: 'orders.chip.draft',
  planned: 'orders.chip.planned',
  accepted: 'orders.chip.accepted',
  read: 'orders.chip.read',
  unread: 'orders.chip.unread',
  expired: 'orders.chip.expired',
  pending: 'orders.chip.pending',
  suspended: 'orders.chip.suspended',
  partial: 'orders.chip.partial',
  rejected: 'orders.chip.rejected',
  validation: 'orders.chip.validation',
  forcedClose: 'orders.chip.forcedClose',
  expiredActivities: 'orders.chip.expiredActivities',
} as const satisfies Record<OrderChipKey, OrderChipsMessageKey>;

/** A chip with its label and tone from the tables above. */
export function orderChip(key: OrderChipKey): OrderChip {
  return { key, label: orderChipsMessage(CHIP_MESSAGES[key]), tone: CHIP_TONES[key] };
}

/**
 * Whether the role is `usr_3`, the one role that sees the read, accepted and planned chips
 * (002 §6 "usr_3 sees the read, accepted and planned chips", 002 §4.1 "for the USR_3 role").
 */
export function seesOrderProgressChips(role: Role): boolean {
  return roleTypeOf(role) === 'USR' && roleLevelOf(role) === 3;
}

/**
 * The status chips of an order, in the order the spec lists them (002 §4.1):
 * - open: for usr_3 one progress chip — planned (with its expected end date) before 'Accettato',
 *   'Accettato' before 'Letto', else 'Non letto' — then 'Scaduto' (validTo before the end of
 *   yesterday), 'Attività in corso' (pending), 'Esecuzione attività sospesa', 'Attività rifiutate'
 *   (partial), 'Rifiutato';
 * - closed: 'In validazione' when askedPrice is not null, then partial, rejected, 'Chiusura forzata';
 * - in validation: partial, rejected, forced close;
 * - draft: 'Bozza' alone. The spec is silent on drafts; a draft is never expired (001 §4.1) and
 *   has not reached the supplier, so no other chip applies.
 */
export function orderChips(order: OrderChipSource, context: OrderChipContext): OrderChip[] {
  switch (order.status) {
    case 'DRAFT':
      return [orderChip('draft')];
    case 'OPEN':
      return openOrderChips(order, context);
    case 'CLOSE':
      return [
        ...(order.askedPrice != null ? [orderChip('validation')] : []),
        ...outcomeChips(order),
      ];
    case 'VALIDATION':
      return outcomeChips(order);
    default:
      // A status the spec does not list (from the wire) shows no chip rather than a wrong one.
      order.status satisfies never;
      return [];
  }
}

function openOrderChips(order: OrderChipSource, { role, now }: OrderChipContext): OrderChip[] {
  const chips: OrderChip[] = [];
  if (seesOrderProgressChips(role)) chips.push(progressChip(order));
  if (isPastEndDate(order.validTo, now)) chips.push(orderChip('expired'));
  if (order.isPending) chips.push(orderChip('pending'));
  if (order.isSuspended) chips.push(orderChip('suspended'));
  if (order.isPartial) chips.push(orderChip('partial'));
  if (order.isRejected) chips.push(orderChip('rejected'));
  return chips;
}

/** Planned takes precedence over accepted, and accepted over read (002 §4.1). */
function progressChip(order: OrderChipSource): OrderChip {
  if (order.isPlanned) return plannedChip(order.estimatedJobEndDate);
  if (order.isAccepted) return orderChip('accepted');
  return orderChip(order.isRead ? 'read' : 'unread');
}

function plannedChip(estimatedJobEndDate: OrderChipSource['estimatedJobEndDate']): OrderChip {
  const date = readDate(estimatedJobEndDate);
  if (date === undefined) return orderChip('planned');
  return {
    key: 'planned',
    label: orderChipsMessage('orders.chip.plannedWithDate', { date: date.format(DATE_FORMAT) }),
    tone: CHIP_TONES.planned,
    date: date.toDate(),
  };
}

function outcomeChips(order: OrderChipSource): OrderChip[] {
  const chips: OrderChip[] = [];
  if (order.isPartial) chips.push(orderChip('partial'));
  if (order.isRejected) chips.push(orderChip('rejected'));
  if (order.isForcedClose) chips.push(orderChip('forcedClose'));
  return chips;
}
