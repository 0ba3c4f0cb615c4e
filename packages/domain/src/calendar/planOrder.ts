/**
 * Planning an order from the calendar (002 §4.3: the event dialog's acceptOrder mode, titled
 * 'Pianifica ordine'): the supplier picks when the job happens, and the event's end day becomes
 * the order's expected end date (002 §3.4 estimatedJobEndDate; 001 §4.1 'planned'). The form
 * starts linked to the order — the link cannot change afterwards (002 §4.3) — and is valid when
 * the event form is (002 §5.1) and its end day is a day the order may be planned to end on
 * (domain's plan rule: from today to the order's end).
 */
import dayjs from 'dayjs';
import { TITLE_MAX_LENGTH } from '../constants/constants.ts';
import { estimatedJobEndDateErrorKey } from '../orders/orderLifecycleGuards.ts';
import type { OrderLifecycleRecord } from '../orders/orderLifecycleGuards.ts';
import { orderLifecycleMessage } from '../messages/it-IT/orderLifecycle.ts';
import { CALENDAR_ORDER_CATEGORY, EMPTY_EVENT_LINKS } from './constants.ts';
import { emptyEventForm, validateEventForm } from './eventForm.ts';
import type { EventFormErrors } from './eventForm.ts';
import { roundToTimeStep } from './eventTime.ts';
import type { CalendarEntityId, EventForm } from './types.ts';

/** The order being planned, as the order detail has it. */
export interface PlanOrderSource extends Pick<OrderLifecycleRecord, 'validTo'> {
  id: CalendarEntityId;
  object?: string | null;
  /** ODS (order) or ODP (repeated order, 002 §3.1 link types). */
  category?: string | null;
}

/** Options of {@link planOrderEventForm}. */
export interface PlanOrderEventFormOptions {
  order: PlanOrderSource;
  now: Date;
  /** The current profile's employee: the owner (002 §5.1: no owner picker in acceptOrder mode). */
  currentProfileId: CalendarEntityId | null;
}

/**
 * The acceptOrder form of an order: titled with the order's object (cut to the title's 80
 * characters), starting at the next 15-minute step, an hour long, linked to the order.
 */
export function planOrderEventForm({
  order,
  now,
  currentProfileId,
}: PlanOrderEventFormOptions): EventForm {
  const form = emptyEventForm({ start: roundToTimeStep(now), currentProfileId });
  const linkType =
    order.category === CALENDAR_ORDER_CATEGORY.repeatedOrder ? 'repeatedOrder' : 'order';
  return {
    ...form,
    object: [...(order.object ?? '').trim()].slice(0, TITLE_MAX_LENGTH).join(''),
    linkType,
    links: { ...EMPTY_EVENT_LINKS, _order: order.id },
    selectedEntity: { id: order.id },
  };
}

/**
 * The errors of an acceptOrder form: the event form's (002 §5.1), then the plan's end day on the
 * end date (an empty end date means the start day, as the saved event has it).
 */
export function validatePlanOrderForm(
  form: EventForm,
  order: Pick<OrderLifecycleRecord, 'validTo'>,
  now: Date,
): EventFormErrors {
  const errors = validateEventForm(form, { mode: 'acceptOrder' });
  if (errors.endDate || errors.startDate) return errors;
  const endDate = form.endDate?.trim() ? form.endDate : form.startDate;
  const key = estimatedJobEndDateErrorKey(endDate ? dayjs(endDate).toDate() : null, order, now);
  return key === undefined
    ? errors
    : { ...errors, endDate: { key, message: orderLifecycleMessage(key) } };
}

/**
 * A part of the order that someone else's save may have changed while it was being planned (see
 * {@link planOrderChanges}): its object (the event's title), description, dates, priority, or
 * its state (status and the lifecycle flags: accepted, planned with its expected end, pending,
 * suspended).
 */
export type PlanOrderChange =
  'object' | 'description' | 'validFrom' | 'validTo' | 'priority' | 'state';

/**
 * What differs between two versions of the order being planned, in the order's field order: a
 * plan carries the order's version, and when someone else saved the order meanwhile the plan is
 * refused as stale; the dialog then tells the supplier what the other person changed — the order
 * as the dialog opened it against the order as it is now — before they load that version or save
 * their plan on it, as the calendar's event dialog does with `eventFormChanges`. The version
 * itself is not a change; dates compare by their day.
 */
export function planOrderChanges(
  before: OrderLifecycleRecord,
  after: OrderLifecycleRecord,
): PlanOrderChange[] {
  const text = (value: unknown) => String(value ?? '');
  const day = (value: unknown) =>
    value === null || value === undefined || value === ''
      ? ''
      : dayjs(value as string | Date).format('YYYY-MM-DD');
  const state = (order: OrderLifecycleRecord) =>
    [
      order.status,
      order.isAccepted,
      order.isPlanned,
      day(order.estimatedJobEndDate),
      order.isPending,
      order.isSuspended,
    ]
      .map(text)
      .join('|');
  const compared: [PlanOrderChange, string, string][] = [
    ['object', text(before.object), text(after.object)],
    ['description', text(before.description), text(after.description)],
    ['validFrom', day(before.validFrom), day(after.validFrom)],
    ['validTo', day(before.validTo), day(after.validTo)],
    ['priority', text(before.priority), text(after.priority)],
    ['state', state(before), state(after)],
  ];
  return compared.filter(([, left, right]) => left !== right).map(([change]) => change);
}
