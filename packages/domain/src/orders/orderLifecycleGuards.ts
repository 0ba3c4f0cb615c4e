/**
 * The facts, events and guards of the order lifecycle (001 §3, §4.1, §4.2, §6; 002 §3.4, §4.1;
 * DECISIONS.md "Order lifecycle"). Every guard is a plain function of the facts (the order, the
 * actor, the time, the order's activities) and the event; the machine references them by name and
 * `orderActions` / `applyOrderTransition` turn the first failing one into an Italian reason.
 */
import dayjs from 'dayjs';
import { assertEvent } from 'xstate';
import { validateActivityCreationForOrder } from '../activities/activityCreationForOrder.ts';
import type { ActivityCreationInput, ActivityStatus } from '../activities/types.ts';
import { orderLifecycleMessage } from '../messages/it-IT/orderLifecycle.ts';
import type { OrderLifecycleMessageKey } from '../messages/it-IT/orderLifecycle.ts';
import { validationMessage } from '../messages/it-IT/validation.ts';
import type { PermissionRequirement } from '../permissions/types.ts';
import { roleTypeOf } from '../profiles/roles.ts';
import type { RoleType } from '../profiles/types.ts';
import { amountRule, greaterThanZeroRule, requiredRule } from '../validation/rules.ts';
import { readDate } from './dates.ts';
import { validateOrderForm } from './orderForm.ts';
import type { OrderFormField, OrderFormValues } from './orderForm.ts';
import { isStaleWrite, staleWriteMessage } from './staleWrite.ts';
import type { RecordVersion } from './staleWrite.ts';
import {
  constantRefusal,
  holdsPermission,
  permissionRefusal,
  refusal,
  transitionPermission,
  validationRefusal,
} from './transitions.ts';
import type {
  TransitionActor,
  TransitionPermissions,
  TransitionRefusal,
  TransitionRule,
} from './transitions.ts';
import type { DateValue, Order, OrderEntityId } from './types.ts';

/** An order as the lifecycle reads it: the wire fields of 001 §3 / 002 §3.4, plus its version. */
export interface OrderLifecycleRecord
  extends
    Pick<Order, 'status' | 'category'>,
    Partial<
      Pick<
        Order,
        | 'object'
        | 'description'
        | 'dateOrder'
        | 'validFrom'
        | 'validTo'
        | '_building'
        | '_supplier'
        | '_employee'
        | 'priority'
        | 'notifyDoorkeeper'
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
      >
    > {
  /** The agreed amount: the asked price once the administrator validates it. */
  amount?: number | string | null;
  /** The record's version (the gateway's `updatedAt`), compared by stale-write checks. */
  updatedAt?: DateValue | null;
}

/** An activity of the order, as the order's guards read it. */
export interface OrderActivitySummary {
  status: ActivityStatus;
  validTo?: DateValue | null;
}

/**
 * What a user (or the activity lifecycle) asks of an order. See DECISIONS.md "Order lifecycle"
 * for who may send each one and when.
 */
export type OrderTransitionEvent =
  /** ORG: the draft reaches its supplier (DRAFT → OPEN). */
  | { type: 'SEND' }
  /** ORG: change the order form's fields, based on the version the form was loaded at. */
  | { type: 'EDIT'; changes: OrderFormValues; basedOn?: RecordVersion }
  /** ORG: delete a draft. */
  | { type: 'DELETE' }
  /** ORG: create activities in a draft or open order (001 §4.2, §5, §9). */
  | { type: 'ADD_ACTIVITIES'; request: ActivityCreationInput }
  /** SPL: the read confirmation on opening (001 §2.6). */
  | { type: 'MARK_READ' }
  /** SPL: accept the order. */
  | { type: 'ACCEPT' }
  /** SPL: refuse the order ('Rifiutato', 002 §4.1). */
  | { type: 'REJECT' }
  /** SPL: plan the job's end (isPlanned, estimatedJobEndDate). */
  | { type: 'PLAN'; estimatedJobEndDate: DateValue | null }
  /** SPL: ask a price for the job (askedPrice) while the order is open. */
  | { type: 'ASK_PRICE'; askedPrice: number | string | null }
  /** ORG: stop the supplier's work ('Esecuzione attività sospesa'). */
  | { type: 'SUSPEND' }
  /** ORG: let the supplier work again. */
  | { type: 'RESUME' }
  /** SPL or ORG: close a finished order; the supplier may state an asked price. */
  | { type: 'CLOSE'; askedPrice?: number | string | null }
  /** ORG: close whatever the work's state ('Chiusura forzata'). */
  | { type: 'FORCE_CLOSE' }
  /** ORG: accept the asked price of a closed order ('In validazione' → closed). */
  | { type: 'VALIDATE' }
  /** ORG: refuse the closing and its price: the order is open again. */
  | { type: 'SEND_BACK' }
  /** The supplier's quick completion of the only activity closes the order (001 §4.2). */
  | { type: 'CLOSE_AFTER_LAST_ACTIVITY' };

/** The type of an order event. */
export type OrderEventType = OrderTransitionEvent['type'];

/** Everything the order guards read. */
export interface OrderFacts {
  order: OrderLifecycleRecord;
  actor: TransitionActor;
  now: Date;
  /** Every activity of the order (for closing, the derived flags and the edit of validTo). */
  activities: readonly OrderActivitySummary[];
}

/**
 * The lifecycle states: a draft; open (with its flags); closed with an asked price, awaiting the
 * administrator's validation (the VALIDATION status, or CLOSE with askedPrice, 002 §4.1 "While
 * closed: In validazione if askedPrice is not null"; 000 §4 "in validation (closed with asked
 * price)"); closed; deleted (a draft that was deleted).
 */
export type OrderLifecycleState = 'draft' | 'open' | 'awaitingValidation' | 'closed' | 'deleted';

/** The lifecycle state an order is in, from its status and asked price. */
export function orderLifecycleState(
  order: Pick<OrderLifecycleRecord, 'status' | 'askedPrice'>,
): Exclude<OrderLifecycleState, 'deleted'> {
  switch (order.status) {
    case 'DRAFT':
      return 'draft';
    case 'OPEN':
      return 'open';
    case 'VALIDATION':
      return 'awaitingValidation';
    case 'CLOSE':
      return order.askedPrice != null ? 'awaitingValidation' : 'closed';
    default:
      // A status the spec does not list (from the wire) is treated as closed: nothing may happen.
      order.status satisfies never;
      return 'closed';
  }
}

// --- Who acts -----------------------------------------------------------------------------------

function actorRoleType(facts: Pick<OrderFacts, 'actor'>): RoleType | undefined {
  return roleTypeOf(facts.actor.role);
}

/** The actor is an organisation profile (ORG), the order's administrator. */
export function isActorOrganisation(facts: Pick<OrderFacts, 'actor'>): boolean {
  return actorRoleType(facts) === 'ORG';
}

/** The actor is a supplier profile (SPL), the order's supplier. */
export function isActorSupplier(facts: Pick<OrderFacts, 'actor'>): boolean {
  return actorRoleType(facts) === 'SPL';
}

/** The actor is the administrator or the supplier. */
export function isActorOrganisationOrSupplier(facts: Pick<OrderFacts, 'actor'>): boolean {
  return isActorOrganisation(facts) || isActorSupplier(facts);
}

const ORG_UPDATE: PermissionRequirement = {
  application: 'ORG_OPR_ORDERS',
  functionality: 'APP_UPDATE',
};
const ORG_DELETE: PermissionRequirement = {
  application: 'ORG_OPR_ORDERS',
  functionality: 'APP_DELETE',
};
const ORG_NEW_ACTIVITIES: PermissionRequirement = {
  application: 'ORG_OPR_ACTIVITIES',
  functionality: 'APP_NEW',
};
const SPL_UPDATE: PermissionRequirement = {
  application: 'SPL_OPR_ORDERS',
  functionality: 'APP_UPDATE',
};
const SPL_READ: PermissionRequirement = { application: 'SPL_OPR_ORDERS' };

/**
 * The permission each event needs, by role (001 §6 "Permission scopes are checked per application
 * … with data ids such as APP_NEW and APP_UPDATE"): the organisation's order updates need
 * ORG_OPR_ORDERS APP_UPDATE and deleting APP_DELETE; creating activities ORG_OPR_ACTIVITIES
 * APP_NEW; the supplier's order updates SPL_OPR_ORDERS APP_UPDATE; the read confirmation only
 * read access to SPL_OPR_ORDERS. The quick completion's closing needs none of its own: the
 * activity transition that causes it checked the supplier's permission.
 */
const ORDER_PERMISSIONS: TransitionPermissions<OrderEventType> = {
  SEND: { ORG: ORG_UPDATE },
  EDIT: { ORG: ORG_UPDATE },
  DELETE: { ORG: ORG_DELETE },
  ADD_ACTIVITIES: { ORG: ORG_NEW_ACTIVITIES },
  MARK_READ: { SPL: SPL_READ },
  ACCEPT: { SPL: SPL_UPDATE },
  REJECT: { SPL: SPL_UPDATE },
  PLAN: { SPL: SPL_UPDATE },
  ASK_PRICE: { SPL: SPL_UPDATE },
  SUSPEND: { ORG: ORG_UPDATE },
  RESUME: { ORG: ORG_UPDATE },
  CLOSE: { ORG: ORG_UPDATE, SPL: SPL_UPDATE },
  FORCE_CLOSE: { ORG: ORG_UPDATE },
  VALIDATE: { ORG: ORG_UPDATE },
  SEND_BACK: { ORG: ORG_UPDATE },
  CLOSE_AFTER_LAST_ACTIVITY: {},
};

/**
 * The permission a role needs to act on an order at all (DECISIONS.md "Order lifecycle" 9): the
 * administrator's ORG_OPR_ORDERS APP_UPDATE, the supplier's SPL_OPR_ORDERS APP_UPDATE. Holding
 * it, the other side's event is a CONFLICT; without it, FORBIDDEN. Other roles never act on one.
 */
const ORDER_ROLE_PERMISSIONS: Readonly<Partial<Record<RoleType, PermissionRequirement>>> = {
  ORG: ORG_UPDATE,
  SPL: SPL_UPDATE,
};

/** The permission a role type needs to act on an order at all, undefined for other roles. */
export function orderRoleRequirement(
  roleType: RoleType | undefined,
): PermissionRequirement | undefined {
  return roleType ? ORDER_ROLE_PERMISSIONS[roleType] : undefined;
}

/** The permission an order event needs from a role type, or undefined when it needs none. */
export function orderPermissionRequirement(
  eventType: OrderEventType,
  roleType: RoleType | undefined,
): PermissionRequirement | undefined {
  return transitionPermission(ORDER_PERMISSIONS, eventType, roleType);
}

/** The actor holds the permission the event needs (allowed, neither locked nor hidden). */
export function isOrderActionPermitted(
  facts: Pick<OrderFacts, 'actor'>,
  event: Pick<OrderTransitionEvent, 'type'>,
): boolean {
  return holdsPermission(facts.actor, orderPermissionRequirement(event.type, actorRoleType(facts)));
}

// --- The order's flags --------------------------------------------------------------------------

/** The administrator has not suspended the work (suspension stops the supplier, 001 §4.2). */
export function isOrderNotSuspended(facts: Pick<OrderFacts, 'order'>): boolean {
  return facts.order.isSuspended !== true;
}

/** The administrator has suspended the work. */
export function isOrderSuspended(facts: Pick<OrderFacts, 'order'>): boolean {
  return facts.order.isSuspended === true;
}

/** The supplier has accepted the order. */
export function isOrderAccepted(facts: Pick<OrderFacts, 'order'>): boolean {
  return facts.order.isAccepted === true;
}

/** The supplier has not accepted the order yet. */
export function isOrderNotAccepted(facts: Pick<OrderFacts, 'order'>): boolean {
  return facts.order.isAccepted !== true;
}

/** The supplier has not refused the order. */
export function isOrderNotRejected(facts: Pick<OrderFacts, 'order'>): boolean {
  return facts.order.isRejected !== true;
}

/**
 * The days a plan may end on (DECISIONS.md "Order lifecycle", plan): from today to the order's
 * end (validTo), both included; no upper bound without an end. The calendar's 'Pianifica ordine'
 * mode uses the same limits for its date field.
 */
export function planDateLimits(
  order: Pick<OrderLifecycleRecord, 'validTo'>,
  now: Date,
): { min: Date; max?: Date } {
  const min = dayjs(now).startOf('day').toDate();
  const max = readDate(order.validTo)?.endOf('day').toDate();
  return max ? { min, max } : { min };
}

/** There is still a day to plan on: the order's end is today or later (or there is none). */
export function hasPlanningWindow(facts: Pick<OrderFacts, 'order' | 'now'>): boolean {
  const { min, max } = planDateLimits(facts.order, facts.now);
  return !max || max >= min;
}

/**
 * The error of a plan date, or undefined: required, not before today, not after the order's end
 * (DECISIONS.md "Order lifecycle": a plan ends within the order's validity). By day.
 */
export function validateEstimatedJobEndDate(
  date: DateValue | null | undefined,
  order: Pick<OrderLifecycleRecord, 'validTo'>,
  now: Date,
): string | undefined {
  const key = estimatedJobEndDateErrorKey(date, order, now);
  return key === undefined ? undefined : orderLifecycleMessage(key);
}

/** The message key of {@link validateEstimatedJobEndDate}'s error (for the calendar's form errors). */
export function estimatedJobEndDateErrorKey(
  date: DateValue | null | undefined,
  order: Pick<OrderLifecycleRecord, 'validTo'>,
  now: Date,
): OrderLifecycleMessageKey | undefined {
  const day = readDate(date);
  if (!day) return 'orders.plan.dateRequired';
  if (day.isBefore(dayjs(now), 'day')) return 'orders.plan.dateBeforeToday';
  const end = readDate(order.validTo);
  if (end && day.isAfter(end, 'day')) return 'orders.plan.dateAfterOrderEnd';
  return undefined;
}

/** The plan date the event carries is valid. */
export function isEstimatedJobEndDateValid(
  facts: Pick<OrderFacts, 'order' | 'now'>,
  event: OrderTransitionEvent,
): boolean {
  return (
    event.type !== 'PLAN' ||
    validateEstimatedJobEndDate(event.estimatedJobEndDate, facts.order, facts.now) === undefined
  );
}

/** Every activity of the order is finished: none is still TODO or WORKING. */
export function areOrderActivitiesFinished(facts: Pick<OrderFacts, 'activities'>): boolean {
  return facts.activities.every((activity) => !isUnfinished(activity.status));
}

function isUnfinished(status: ActivityStatus): boolean {
  return status === 'TODO' || status === 'WORKING';
}

/** The draft has everything sending needs (`validateOrderForm` in `send` mode). */
export function isOrderReadyToSend(facts: Pick<OrderFacts, 'order' | 'now'>): boolean {
  return validateOrderForm(facts.order, 'send', facts.now).valid;
}

// --- Prices -------------------------------------------------------------------------------------

/**
 * The error of an asked price, or undefined: required, an amount with up to two decimals (000 §5
 * 'deve essere un importo valido'), greater than zero ('deve essere maggiore di zero').
 */
export function validateAskedPrice(price: number | string | null | undefined): string | undefined {
  const label = orderLifecycleMessage('orders.price.label');
  for (const rule of [requiredRule, amountRule, greaterThanZeroRule]) {
    const error = rule(label)(price);
    if (error !== null) return error;
  }
  return undefined;
}

/** The asked price of ASK_PRICE is valid. */
export function isAskedPriceValid(_facts: unknown, event: OrderTransitionEvent): boolean {
  return event.type !== 'ASK_PRICE' || validateAskedPrice(event.askedPrice) === undefined;
}

/**
 * A closing's asked price is allowed: none, or one stated by the supplier and valid. The
 * administrator closes without one (the price is the supplier's to ask).
 */
export function isClosingPriceValid(
  facts: Pick<OrderFacts, 'actor'>,
  event: OrderTransitionEvent,
): boolean {
  return closingPriceRefusal(facts, event) === undefined;
}

function closingPriceRefusal(
  facts: Pick<OrderFacts, 'actor'>,
  event: OrderTransitionEvent,
): TransitionRefusal | undefined {
  if (event.type !== 'CLOSE' || event.askedPrice == null || event.askedPrice === '') {
    return undefined;
  }
  if (!isActorSupplier(facts)) {
    return refusal('VALIDATION', orderLifecycleMessage('orders.refusal.priceFromSupplierOnly'), {
      askedPrice: orderLifecycleMessage('orders.refusal.priceFromSupplierOnly'),
    });
  }
  const error = validateAskedPrice(event.askedPrice);
  return error ? refusal('VALIDATION', error, { askedPrice: error }) : undefined;
}

// --- Editing ------------------------------------------------------------------------------------

/** The fields EDIT may change; the category is fixed at creation, the flags by transitions. */
export const ORDER_EDITABLE_FIELDS = [
  'object',
  'description',
  '_building',
  '_supplier',
  '_employee',
  'dateOrder',
  'validFrom',
  'validTo',
  'priority',
  'notifyDoorkeeper',
] as const satisfies readonly OrderFormField[];

/** The EDIT was based on the order's current version (see `isStaleWrite`). */
export function isOrderEditBasedOnCurrentVersion(
  facts: Pick<OrderFacts, 'order'>,
  event: OrderTransitionEvent,
): boolean {
  return event.type !== 'EDIT' || !isStaleWrite(event.basedOn, facts.order.updatedAt);
}

/**
 * The field errors of an edit, by wire name (DECISIONS.md "Order lifecycle", edit): only the
 * editable fields; the building is fixed once the order is sent; the changed fields follow the
 * order form in the mode of the order's status (a draft stays a draft, an open order must stay
 * sendable); the end may not move before the end of an activity still to do or in progress.
 * Fields the edit does not change are not judged, so an old order whose end has passed can still
 * get a new description.
 */
export function orderEditErrors(
  facts: Pick<OrderFacts, 'order' | 'now' | 'activities'>,
  changes: OrderFormValues,
): Record<string, string> {
  const { order, now } = facts;
  const errors: Record<string, string> = {};
  const changed = (Object.keys(changes) as (keyof OrderFormValues)[]).filter(
    (field) => !sameFieldValue(order[field as keyof OrderLifecycleRecord], changes[field]),
  );
  for (const field of changed) {
    if (field === 'category')
      errors.category = orderLifecycleMessage('orders.refusal.categoryLocked');
    else if (!(ORDER_EDITABLE_FIELDS as readonly string[]).includes(field)) {
      errors[field] = orderLifecycleMessage('orders.refusal.fieldNotEditable', { label: field });
    } else if (field === '_building' && order.status !== 'DRAFT') {
      errors._building = orderLifecycleMessage('orders.refusal.buildingLocked');
    }
  }
  const merged: OrderFormValues = { ...order, ...changes };
  const form = validateOrderForm(merged, order.status === 'DRAFT' ? 'draft' : 'send', now);
  for (const field of changed) {
    const error = form.errors[field as OrderFormField];
    if (error && !errors[field]) errors[field] = error;
  }
  const newEnd = readDate(changes.validTo);
  if (changed.includes('validTo') && !errors.validTo && newEnd) {
    const laterActivity = facts.activities.some((activity) => {
      const end = readDate(activity.validTo);
      return isUnfinished(activity.status) && end !== undefined && end.isAfter(newEnd, 'day');
    });
    if (laterActivity)
      errors.validTo = orderLifecycleMessage('orders.form.validToBeforeActivities');
  }
  return errors;
}

function sameFieldValue(current: unknown, next: unknown): boolean {
  if (current instanceof Date || next instanceof Date) {
    return readDate(current as DateValue)?.isSame(readDate(next as DateValue), 'day') === true;
  }
  return (current ?? null) === (next ?? null);
}

/** The EDIT's changes are valid (`orderEditErrors` finds none). */
export function isOrderEditValid(
  facts: Pick<OrderFacts, 'order' | 'now' | 'activities'>,
  event: OrderTransitionEvent,
): boolean {
  return event.type !== 'EDIT' || Object.keys(orderEditErrors(facts, event.changes)).length === 0;
}

/** The supplier an EDIT gives the open order instead of its own, or undefined. */
export function newOrderSupplier(
  order: Pick<OrderLifecycleRecord, 'status' | '_supplier'>,
  event: OrderTransitionEvent,
): OrderEntityId | undefined {
  if (event.type !== 'EDIT' || order.status !== 'OPEN') return undefined;
  const supplier = event.changes._supplier;
  return supplier != null && supplier !== order._supplier ? supplier : undefined;
}

/**
 * An open order changes supplier only while no work has started on it (no activity WORKING or
 * DONE): the new supplier starts from scratch (DECISIONS.md "Order lifecycle", reassigning).
 */
export function isSupplierChangeAllowed(
  facts: Pick<OrderFacts, 'order' | 'activities'>,
  event: OrderTransitionEvent,
): boolean {
  return (
    newOrderSupplier(facts.order, event) === undefined ||
    facts.activities.every(
      (activity) => activity.status === 'TODO' || activity.status === 'REJECTED',
    )
  );
}

/** The ADD_ACTIVITIES request is valid within the order (`validateActivityCreationForOrder`). */
export function isActivityRequestValid(
  facts: Pick<OrderFacts, 'order' | 'now'>,
  event: OrderTransitionEvent,
): boolean {
  return (
    event.type !== 'ADD_ACTIVITIES' ||
    validateActivityCreationForOrder(event.request, facts.order, facts.now).valid
  );
}

// --- The guards by name, and why each one refuses -----------------------------------------------

/** An order guard: a plain function of the facts and the event. */
export type OrderGuard = (facts: OrderFacts, event: OrderTransitionEvent) => boolean;

const GUARDS = {
  isActorOrganisation,
  isActorSupplier,
  isActorOrganisationOrSupplier,
  isOrderActionPermitted,
  isOrderNotSuspended,
  isOrderSuspended,
  isOrderAccepted,
  isOrderNotAccepted,
  isOrderNotRejected,
  hasPlanningWindow,
  areOrderActivitiesFinished,
  isOrderReadyToSend,
  isEstimatedJobEndDateValid,
  isAskedPriceValid,
  isClosingPriceValid,
  isOrderEditBasedOnCurrentVersion,
  isOrderEditValid,
  isSupplierChangeAllowed,
  isActivityRequestValid,
} as const satisfies Record<string, OrderGuard>;

/** The name of an order guard. */
export type OrderGuardName = keyof typeof GUARDS;

/** Every order guard, by the name the machine uses. */
export const ORDER_GUARDS: Readonly<Record<OrderGuardName, OrderGuard>> = GUARDS;

/** The guards who may send an event. */
type OrderActorGuard = 'isActorOrganisation' | 'isActorSupplier' | 'isActorOrganisationOrSupplier';

/** The guards of one order event beyond its states. */
export type OrderTransitionRule = TransitionRule<OrderGuardName> & { actor: OrderActorGuard };

/**
 * The guards of each event beyond its states (which states accept it is the machine's shape).
 * See DECISIONS.md "Order lifecycle" for the why of each line.
 */
export const ORDER_TRANSITION_RULES = {
  SEND: { actor: 'isActorOrganisation', conditions: ['isOrderReadyToSend'], payload: [] },
  EDIT: {
    actor: 'isActorOrganisation',
    conditions: [],
    payload: ['isOrderEditBasedOnCurrentVersion', 'isOrderEditValid', 'isSupplierChangeAllowed'],
  },
  DELETE: { actor: 'isActorOrganisation', conditions: [], payload: [] },
  ADD_ACTIVITIES: {
    actor: 'isActorOrganisation',
    conditions: [],
    payload: ['isActivityRequestValid'],
  },
  MARK_READ: { actor: 'isActorSupplier', conditions: [], payload: [] },
  ACCEPT: {
    actor: 'isActorSupplier',
    conditions: ['isOrderNotSuspended', 'isOrderNotRejected', 'isOrderNotAccepted'],
    payload: [],
  },
  REJECT: {
    actor: 'isActorSupplier',
    conditions: ['isOrderNotSuspended', 'isOrderNotRejected', 'isOrderNotAccepted'],
    payload: [],
  },
  PLAN: {
    actor: 'isActorSupplier',
    conditions: [
      'isOrderNotSuspended',
      'isOrderNotRejected',
      'isOrderAccepted',
      'hasPlanningWindow',
    ],
    payload: ['isEstimatedJobEndDateValid'],
  },
  ASK_PRICE: {
    actor: 'isActorSupplier',
    conditions: ['isOrderNotSuspended', 'isOrderNotRejected'],
    payload: ['isAskedPriceValid'],
  },
  SUSPEND: { actor: 'isActorOrganisation', conditions: ['isOrderNotSuspended'], payload: [] },
  RESUME: { actor: 'isActorOrganisation', conditions: ['isOrderSuspended'], payload: [] },
  CLOSE: {
    actor: 'isActorOrganisationOrSupplier',
    conditions: ['isOrderNotSuspended', 'isOrderNotRejected', 'areOrderActivitiesFinished'],
    payload: ['isClosingPriceValid'],
  },
  FORCE_CLOSE: { actor: 'isActorOrganisation', conditions: [], payload: [] },
  VALIDATE: { actor: 'isActorOrganisation', conditions: [], payload: [] },
  SEND_BACK: { actor: 'isActorOrganisation', conditions: [], payload: [] },
  CLOSE_AFTER_LAST_ACTIVITY: { actor: 'isActorSupplier', conditions: [], payload: [] },
} as const satisfies Record<OrderEventType, OrderTransitionRule>;

/** Every guard of an event, in the order the machine checks them. */
export function orderTransitionGuards<Type extends OrderEventType>(type: Type): OrderGuardName[] {
  const rule: OrderTransitionRule = ORDER_TRANSITION_RULES[type];
  return [rule.actor, 'isOrderActionPermitted', ...rule.conditions, ...rule.payload];
}

type OrderRefusalOf = (facts: OrderFacts, event: OrderTransitionEvent) => TransitionRefusal;

/** Why each guard refuses, in Italian, with the code the gateway answers. */
const ORDER_GUARD_REFUSALS: Readonly<Record<OrderGuardName, OrderRefusalOf>> = {
  // The other side's step: a CONFLICT for an actor who may act on the order (see `firstRefusal`).
  isActorOrganisation: constantRefusal('CONFLICT', 'orders.refusal.organisationOnly'),
  isActorSupplier: constantRefusal('CONFLICT', 'orders.refusal.supplierOnly'),
  isActorOrganisationOrSupplier: constantRefusal(
    'FORBIDDEN',
    'orders.refusal.organisationOrSupplierOnly',
  ),
  isOrderActionPermitted: (facts, event) =>
    permissionRefusal(facts.actor, orderPermissionRequirement(event.type, actorRoleType(facts))),
  isOrderNotSuspended: constantRefusal('CONFLICT', 'orders.refusal.suspended'),
  isOrderSuspended: constantRefusal('CONFLICT', 'orders.refusal.notSuspended'),
  isOrderAccepted: constantRefusal('CONFLICT', 'orders.refusal.notAccepted'),
  isOrderNotAccepted: constantRefusal('CONFLICT', 'orders.refusal.alreadyAccepted'),
  isOrderNotRejected: constantRefusal('CONFLICT', 'orders.refusal.rejected'),
  hasPlanningWindow: constantRefusal('CONFLICT', 'orders.refusal.planningWindowClosed'),
  areOrderActivitiesFinished: constantRefusal('CONFLICT', 'orders.refusal.activitiesNotFinished'),
  isOrderReadyToSend: (facts) =>
    validationRefusal(validateOrderForm(facts.order, 'send', facts.now).errors),
  isEstimatedJobEndDateValid: (facts, event) => {
    assertEvent(event, 'PLAN');
    return validationRefusal({
      estimatedJobEndDate: validateEstimatedJobEndDate(
        event.estimatedJobEndDate,
        facts.order,
        facts.now,
      ),
    });
  },
  isAskedPriceValid: (_facts, event) => {
    assertEvent(event, 'ASK_PRICE');
    return validationRefusal({ askedPrice: validateAskedPrice(event.askedPrice) });
  },
  // The guard failed, so there is a refusal to give.
  isClosingPriceValid: (facts, event) => closingPriceRefusal(facts, event) as TransitionRefusal,
  isOrderEditBasedOnCurrentVersion: () => refusal('CONFLICT', staleWriteMessage()),
  isOrderEditValid: (facts, event) => {
    assertEvent(event, 'EDIT');
    return validationRefusal(
      orderEditErrors(facts, event.changes),
      validationMessage('validation.saveRefused'),
    );
  },
  isSupplierChangeAllowed: constantRefusal('CONFLICT', 'orders.refusal.supplierChangeAfterWork'),
  isActivityRequestValid: (facts, event) => {
    assertEvent(event, 'ADD_ACTIVITIES');
    return validationRefusal(
      validateActivityCreationForOrder(event.request, facts.order, facts.now).errors,
    );
  },
};

/** Why a guard refuses, in Italian, with the code the gateway answers. */
export function orderGuardRefusal(
  guard: OrderGuardName,
  facts: OrderFacts,
  event: OrderTransitionEvent,
): TransitionRefusal {
  return ORDER_GUARD_REFUSALS[guard](facts, event);
}
