/**
 * The Italian label of each field an order's history records (DECISIONS.md "Order lifecycle",
 * history): the order form's labels for the form's fields, the asked price's, the activity edit
 * dialog's and the task's, and the lifecycle's own for the flags and the other stored fields. The
 * gateway writes `{ field, label, from, to }`; the timeline shows the label.
 */
import {
  orderLifecycleMessage,
  type OrderLifecycleMessageKey,
} from '../messages/it-IT/orderLifecycle.ts';
import { ORDER_FORM_LABELS } from './orderForm.ts';
import type { OrderFormField } from './orderForm.ts';

/** The records whose changes an order's history shows. */
export type HistoryEntity = 'order' | 'activity' | 'task';

const RECORD_FIELD_KEYS: Readonly<Record<string, OrderLifecycleMessageKey>> = {
  status: 'records.field.status',
  code: 'records.field.code',
  isRead: 'records.field.isRead',
  isAccepted: 'records.field.isAccepted',
  isPlanned: 'records.field.isPlanned',
  estimatedJobEndDate: 'records.field.estimatedJobEndDate',
  isPending: 'records.field.isPending',
  isSuspended: 'records.field.isSuspended',
  isPartial: 'records.field.isPartial',
  isRejected: 'records.field.isRejected',
  isForcedClose: 'records.field.isForcedClose',
  askedPrice: 'orders.price.label',
  amount: 'records.field.amount',
  noteOrg: 'records.field.noteOrg',
  noteSpl: 'records.field.noteSpl',
  note: 'records.field.note',
  _ticket: 'records.field.ticket',
  _quote: 'records.field.quote',
  closingDate: 'records.field.closingDate',
  managedFromOrg: 'records.field.managedFromOrg',
  _activity: 'records.field.activity',
  executedAt: 'records.field.executedAt',
  isSigned: 'activities.task.label.isSigned',
  file: 'records.field.file',
  files: 'records.field.files',
};

/**
 * The Italian label of a recorded field: 'validTo' → 'Data fine', 'isAccepted' → 'Accettato'.
 * A field without a label is named as it is on the wire, so an entry never loses its field.
 */
export function historyFieldLabel(field: string): string {
  if (Object.hasOwn(ORDER_FORM_LABELS, field)) {
    return ORDER_FORM_LABELS[field as OrderFormField];
  }
  const key = RECORD_FIELD_KEYS[field];
  return key === undefined ? field : orderLifecycleMessage(key);
}
